import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/build';
import { waitFor } from '../support/wait';

// `npm start` and `npm run cli` compile only when the sources changed since the last build
// (scripts/build.js --if-stale, also run by `prepare` at install). Exercised on a scratch project
// with the real script and the real tsc.
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const script = path.join(ROOT, 'scripts', 'build.js');

function run(root: string): { code: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [script, '--if-stale', '--root', root], { encoding: 'utf8' });
  return { code: r.status, stderr: r.stderr };
}

function node(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, args, (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }));
    child.stdin?.end();
  });
}

const until = (check: () => boolean) => waitFor(check, { timeoutMs: 60_000, intervalMs: 10 });

// Each case runs tsc up to three times: generous timeouts for a busy machine.
jest.setTimeout(120_000);

describe('build once', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-build-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src', 'main.ts'), 'export const answer: number = 42;\n');
    fs.writeFileSync(
      path.join(root, 'tsconfig.build.json'),
      JSON.stringify({
        compilerOptions: { outDir: 'dist', rootDir: '.', module: 'commonjs', types: [], lib: ['es2015'], skipLibCheck: true },
        include: ['src'],
      }),
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('compiles on the first start, not on the next, and again after a source changes', () => {
    const first = run(root);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('compiling');
    const out = path.join(root, 'dist', 'src', 'main.js');
    // What dist/src/main.js exports: the build runs, bundled (scripts/bundle.js) or not.
    const answer = () => spawnSync(process.execPath, ['-p', `require(${JSON.stringify(out)}).answer`], { encoding: 'utf8' }).stdout.trim();
    expect(answer()).toBe('42');
    const builtAt = fs.statSync(out).mtimeMs;

    const second = run(root);
    expect(second).toEqual({ code: 0, stderr: '' });
    expect(fs.statSync(out).mtimeMs).toBe(builtAt);

    fs.writeFileSync(path.join(root, 'src', 'main.ts'), 'export const answer: number = 43;\n');
    const third = run(root);
    expect(third.code).toBe(0);
    expect(third.stderr).toContain('compiling');
    expect(answer()).toBe('43');
  });

  it('drops the output of a deleted source on the next build', () => {
    fs.writeFileSync(path.join(root, 'src', 'gone.ts'), 'export const gone = 1;\n');
    expect(run(root).stderr).toContain('compiling');
    expect(fs.existsSync(path.join(root, 'dist', 'src', 'gone.js'))).toBe(true);
    fs.rmSync(path.join(root, 'src', 'gone.ts'));
    expect(run(root).stderr).toContain('compiling');
    expect(fs.existsSync(path.join(root, 'dist', 'src', 'gone.js'))).toBe(false);
  });

  it('lets a start or a CLI call during a full build run the previous build', async () => {
    fs.writeFileSync(
      path.join(root, 'src', 'main.ts'),
      "import { answer } from './lib';\ndeclare const process: any;\nprocess.stdout.write(`started ${answer}\\n`);\n",
    );
    fs.writeFileSync(path.join(root, 'src', 'lib.ts'), 'export const answer = 1;\n');
    expect(run(root).code).toBe(0);
    const main = path.join(root, 'dist', 'src', 'main.js');

    // `npm run build` of unchanged sources: `--if-stale` finds the last build current, so what
    // `npm start` / `npm run cli` run next must be there for the whole build.
    const full = spawn(process.execPath, [script, '--root', root], { stdio: 'ignore' });
    let done = false;
    const fullExit = new Promise<number | null>((resolve) => full.once('exit', (code) => ((done = true), resolve(code))));
    await until(() => done || fs.existsSync(path.join(root, 'dist', '.build-lock')));
    const starts: Array<{ code: number; out: string }> = [];
    while (!done) {
      const stale = await node([script, '--if-stale', '--root', root]);
      const started = await node([main]);
      starts.push({ code: stale.code || started.code, out: stale.out + started.out });
    }
    expect(await fullExit).toBe(0);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.filter((s) => s.code !== 0 || s.out !== 'started 1\n')).toEqual([]);
  });

  it('leaves a process that started before a rebuild loading its own build', async () => {
    fs.writeFileSync(
      path.join(root, 'src', 'main.ts'),
      "declare const process: any, require: any;\nprocess.stdin.once('data', () => process.stdout.write(`later ${require('./late').late}\\n`));\nprocess.stdout.write('started\\n');\n",
    );
    fs.writeFileSync(path.join(root, 'src', 'late.ts'), 'export const late = 1;\n');
    expect(run(root).code).toBe(0);
    const main = path.join(root, 'dist', 'src', 'main.js');
    const started = (late: string) => {
      const child = spawn(process.execPath, [main], { stdio: ['pipe', 'pipe', 'inherit'] });
      let said = '';
      child.stdout.on('data', (c) => (said += c));
      return {
        ready: until(() => said.includes('started')),
        later: async () => {
          child.stdin.end('\n');
          await until(() => said.includes('later'));
          expect(said).toBe(`started\nlater ${late}\n`);
        },
      };
    };
    const before = started('1');
    await before.ready;
    fs.writeFileSync(path.join(root, 'src', 'late.ts'), 'export const late = 2;\n');
    expect(spawnSync(process.execPath, [script, '--root', root]).status).toBe(0);
    // Its late require finds the build it started on, not a mix of two builds.
    await before.later();
    const after = started('2');
    await after.ready;
    await after.later();
  });

  it('is what npm start, npm run cli and npm install run; the server and CLI start from dist/, dev watches the sources', () => {
    // The start builds in the server's own process (a preload), not in a prestart step.
    expect(pkg.scripts.prestart).toBeUndefined();
    expect(pkg.scripts.precli).toBe('node scripts/build.js --if-stale');
    expect(pkg.scripts.prepare).toBe('node scripts/build.js --if-stale');
    // exec: the server is npm's own child, so a signal to npm reaches it (test/e2e/npm-start.test.ts).
    expect(pkg.scripts.start).toBe('exec node --max-semi-space-size=64 -r ./scripts/start-if-stale.js dist/src/main.js');
    expect(pkg.scripts.cli).toBe('node dist/src/cli.js');
    expect(pkg.scripts.dev).toMatch(/--watch/);
  });
});

// The bundle is written in ASCII so that V8 holds it one byte per character, and the loader reads
// it as such (scripts/bundle.js, bundle-loader.js). What esbuild leaves unescaped (text in regular
// expression literals) is escaped by the build: each value below must mean what the source says.
describe('the bundle', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-bundle-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(
      path.join(root, 'tsconfig.build.json'),
      JSON.stringify({
        compilerOptions: { outDir: 'dist', rootDir: '.', module: 'commonjs', target: 'es2020', types: [], skipLibCheck: true },
        include: ['src'],
      }),
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is ASCII, and text that is not ASCII means the same after the build', () => {
    fs.writeFileSync(
      path.join(root, 'src', 'main.ts'),
      [
        '// A comment with “quotes”, which the bundle drops.',
        "export const quotes = /^[‘“]°$/.test('“°');",
        "export const identity = /^\\°$/.test('°');",
        "export const slash = /^\\\\°$/.test('\\\\°');",
        "export const notSlash = /^\\\\°$/.test('°');",
        "export const astral = /^😀$/.test('😀') && /^.{2}$/.test('😀');",
        "export const flagged = /^😀$/u.test('😀') && /^.$/u.test('😀');",
        "export const text = `naïve ${'😀'} ₦`;",
        'export const café = 1;',
      ].join('\n'),
    );
    expect(run(root).code).toBe(0);
    const bundle = path.join(root, 'dist', 'src', 'main.bundle.js');
    expect(fs.existsSync(bundle)).toBe(true);
    expect([...fs.readFileSync(bundle)].filter((b) => b > 0x7f)).toEqual([]);
    expect(fs.readFileSync(bundle, 'utf8')).not.toContain('which the bundle drops');
    const out = path.join(root, 'dist', 'src', 'main.js');
    const values = spawnSync(process.execPath, ['-p', `JSON.stringify(require(${JSON.stringify(out)}))`], { encoding: 'utf8' });
    expect(JSON.parse(values.stdout)).toEqual({
      quotes: true,
      identity: true,
      slash: true,
      notSlash: false,
      astral: true,
      flagged: true,
      text: 'naïve 😀 ₦',
      café: 1,
    });
  });
});
