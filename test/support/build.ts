import fs from 'node:fs';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

// Tests that start src/main.ts or src/cli.ts as child processes run a build compiled once per
// jest run with swc (the same settings jest uses) instead of paying ts-node's start-up per child,
// its entry points bundled as `npm run build` bundles them (scripts/bundle.js), so each child
// starts as fast as a user's server does.
export const ROOT = path.join(__dirname, '..', '..');
// Each jest run compiles into a folder of its own (named by the run's process id, passed to its
// workers in the environment), so two runs in one checkout (CI's MariaDB and Galera steps side by
// side, or an engineer's second terminal) never delete each other's build.
const RUNS_DIR = path.join(ROOT, 'dist', 'test-build');
export const BUILD_DIR = process.env.KOBO_TEST_BUILD_DIR || path.join(RUNS_DIR, String(process.pid));

export async function compileForTests(): Promise<void> {
  const swcrc = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));
  process.env.KOBO_TEST_BUILD_DIR = BUILD_DIR;
  removeAbandonedBuilds();
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  for (const dir of ['src', 'migrations']) {
    for (const file of walk(path.join(ROOT, dir))) {
      const out = path.join(BUILD_DIR, path.relative(ROOT, file));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      // Everything else (templates, browser assets) is copied beside the code that reads it.
      if (!file.endsWith('.ts')) fs.copyFileSync(file, out);
      else fs.writeFileSync(out.replace(/\.ts$/, '.js'), transformFileSync(file, { ...swcrc, swcrc: false, sourceMaps: false }).code);
    }
  }
  const { bundle } = require('../../scripts/bundle.js') as { bundle(srcDir: string, root: string): Promise<boolean> };
  await bundle(path.join(BUILD_DIR, 'src'), ROOT);
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

export function removeBuild(): void {
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
}

// Builds left by runs that were killed (their process is gone), and the single shared folder
// earlier versions compiled into.
function removeAbandonedBuilds(): void {
  if (!fs.existsSync(RUNS_DIR)) return;
  for (const name of fs.readdirSync(RUNS_DIR)) {
    if (/^\d+$/.test(name) && alive(Number(name))) continue;
    fs.rmSync(path.join(RUNS_DIR, name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
