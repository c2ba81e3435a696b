#!/usr/bin/env node
// Compiles src/ and migrations/ into dist/ with tsc (tsconfig.build.json).
//
//   node scripts/build.js             build now
//   node scripts/build.js --if-stale  build only when a source or tsconfig is newer than the last
//                                     build (what `npm start`, `npm run cli` and `prepare` run), so
//                                     a start after the first costs a directory walk, not a compile
//   --root DIR                        another project directory (the tests use a scratch one)
//
// Plain JavaScript on purpose: it runs before anything is compiled. Messages go to stderr, so
// `npm run -s cli -- … --json` still prints only JSON on stdout.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const INPUT_DIRS = ['src', 'migrations'];
const INPUT_FILES = ['tsconfig.json', 'tsconfig.build.json'];
const STAMP = path.join('dist', '.build-stamp');
const LOCK = path.join('dist', '.build-lock');

function newestInput(root) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    // A directory's time moves when a file in it is added or deleted: both call for a build.
    newest = Math.max(newest, st.mtimeMs);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  for (const d of INPUT_DIRS) visit(path.join(root, d));
  for (const f of INPUT_FILES) visit(path.join(root, f));
  return newest;
}

// Stale when there is no finished build, or anything that feeds tsc changed after it started.
function isStale(root) {
  let built;
  try {
    built = fs.statSync(path.join(root, STAMP)).mtimeMs;
  } catch {
    return true;
  }
  return newestInput(root) > built;
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// Two starts at once (a CLI call beside the server) must not run two compilers into one dist/:
// the second waits for the first, then finds the build fresh.
function withLock(root, fn) {
  const lock = path.join(root, LOCK);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock left by a killed build is older than any build takes.
      const age = Date.now() - fs.statSync(lock).mtimeMs;
      if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`another build holds ${lock}`);
      else sleep(200);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function build(root, { ifStale }) {
  if (!fs.existsSync(path.join(root, 'src'))) {
    // `npm install` in the Docker image runs before the sources are copied in; it builds later.
    process.stderr.write('kobo: no src/ yet, nothing to build\n');
    return 0;
  }
  if (ifStale && !isStale(root)) return 0;
  let tsc;
  try {
    tsc = require.resolve('typescript/bin/tsc', { paths: [root, __dirname] });
  } catch {
    if (fs.existsSync(path.join(root, STAMP))) return 0; // production install without dev tools: keep the build it has
    process.stderr.write('kobo: TypeScript is not installed and there is no build in dist/: run `npm install`\n');
    return 1;
  }
  return withLock(root, () => {
    if (ifStale && !isStale(root)) return 0; // built by whoever held the lock
    process.stderr.write('kobo: compiling TypeScript into dist/ (once; again only when sources change)\n');
    const started = Date.now();
    // Outputs of deleted sources must not linger; dist/test-build (the tests' swc build) stays.
    for (const d of INPUT_DIRS) fs.rmSync(path.join(root, 'dist', d), { recursive: true, force: true });
    const run = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: ['ignore', 2, 2] });
    if (run.status !== 0) {
      fs.rmSync(path.join(root, STAMP), { force: true });
      process.stderr.write('kobo: the build failed\n');
      return run.status ?? 1;
    }
    // The stamp carries the time the compile started: a source saved during it makes the next start rebuild.
    const stamp = path.join(root, STAMP);
    fs.writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
    fs.utimesSync(stamp, new Date(started), new Date(started));
    return 0;
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? args[rootAt + 1] : path.join(__dirname, '..'));
  process.exitCode = build(root, { ifStale: args.includes('--if-stale') });
}

module.exports = { build, isStale };
