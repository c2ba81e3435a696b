import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/build';

// `npm start` and `npm run cli` compile only when the sources changed since the last build
// (scripts/build.js --if-stale, also run by `prepare` at install). Exercised on a scratch project
// with the real script and the real tsc.
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const script = path.join(ROOT, 'scripts', 'build.js');

function run(root: string): { code: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [script, '--if-stale', '--root', root], { encoding: 'utf8' });
  return { code: r.status, stderr: r.stderr };
}

// Each case runs tsc up to three times: generous timeouts for a busy machine.
jest.setTimeout(120_000);

describe('build once', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-build-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src', 'main.ts'), 'export const answer: number = 42;\n');
    fs.writeFileSync(path.join(root, 'tsconfig.build.json'), JSON.stringify({ compilerOptions: { outDir: 'dist', rootDir: '.', module: 'commonjs', types: [], lib: ['es2015'], skipLibCheck: true }, include: ['src'] }));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('compiles on the first start, not on the next, and again after a source changes', () => {
    const first = run(root);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('compiling');
    const out = path.join(root, 'dist', 'src', 'main.js');
    expect(fs.readFileSync(out, 'utf8')).toContain('42');
    const builtAt = fs.statSync(out).mtimeMs;

    const second = run(root);
    expect(second).toEqual({ code: 0, stderr: '' });
    expect(fs.statSync(out).mtimeMs).toBe(builtAt);

    fs.writeFileSync(path.join(root, 'src', 'main.ts'), 'export const answer: number = 43;\n');
    const third = run(root);
    expect(third.code).toBe(0);
    expect(third.stderr).toContain('compiling');
    expect(fs.readFileSync(out, 'utf8')).toContain('43');
  });

  it('drops the output of a deleted source on the next build', () => {
    fs.writeFileSync(path.join(root, 'src', 'gone.ts'), 'export const gone = 1;\n');
    expect(run(root).stderr).toContain('compiling');
    expect(fs.existsSync(path.join(root, 'dist', 'src', 'gone.js'))).toBe(true);
    fs.rmSync(path.join(root, 'src', 'gone.ts'));
    expect(run(root).stderr).toContain('compiling');
    expect(fs.existsSync(path.join(root, 'dist', 'src', 'gone.js'))).toBe(false);
  });

  it('is what npm start, npm run cli and npm install run; the server and CLI start from dist/, dev watches the sources', () => {
    expect(pkg.scripts.prestart).toBe('node scripts/build.js --if-stale');
    expect(pkg.scripts.precli).toBe('node scripts/build.js --if-stale');
    expect(pkg.scripts.prepare).toBe('node scripts/build.js --if-stale');
    // exec: the server is npm's own child, so a signal to npm reaches it (test/e2e/npm-start.test.ts).
    expect(pkg.scripts.start).toBe('exec node --max-semi-space-size=64 dist/src/main.js');
    expect(pkg.scripts.cli).toBe('node dist/src/cli.js');
    expect(pkg.scripts.dev).toMatch(/--watch/);
  });
});
