import fs from 'node:fs';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

// Tests that start src/main.ts or src/cli.ts as child processes run a build compiled once per
// jest run with swc (the same settings jest uses) instead of paying ts-node's start-up per child.
export const ROOT = path.join(__dirname, '..', '..');
export const BUILD_DIR = path.join(ROOT, 'dist', 'test-build');

export function compileForTests(): void {
  const swcrc = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));
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
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
