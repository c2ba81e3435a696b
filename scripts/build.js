#!/usr/bin/env node
// Compiles src/ and migrations/ with tsc (tsconfig.build.json) into a fresh dist/builds/<id>/,
// bundles its entry points (scripts/bundle.js), then points the links dist/src and dist/migrations
// at it (see build() for why).
//
//   node scripts/build.js             build now
//   node scripts/build.js --if-stale  build only when a source or tsconfig is newer than the last
//                                     build (what `npm start`, `npm run cli` and `prepare` run), so
//                                     a start after the first costs a directory walk, not a compile
//   --root DIR                        another project directory (the tests use a scratch one)
//
// Then the operator dashboard (dashboard/, a Vite single-page app) into dist/dashboard, the same way
// and on the same rule: only when a file under dashboard/ is newer than its last build.
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
const BUILDS = path.join('dist', 'builds');

function newestInput(root, dirs = INPUT_DIRS, files = INPUT_FILES) {
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
  for (const d of dirs) visit(path.join(root, d));
  for (const f of files) visit(path.join(root, f));
  return newest;
}

// Stale when there is no finished build, or anything that feeds tsc changed after it started.
function isStale(root) {
  let built;
  try {
    built = fs.statSync(path.join(root, STAMP)).mtimeMs;
    fs.statSync(path.join(root, 'dist', 'src')); // the build it links to is still there
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
  const code = buildServer(root, { ifStale });
  return code === 0 ? buildDashboard(root, { ifStale }) : code;
}

const DASHBOARD = 'dashboard';
const DASHBOARD_STAMP = path.join('dist', '.dashboard-stamp');
const DASHBOARD_BUILDS = path.join('dist', 'dashboard-builds');

function dashboardIsStale(root) {
  let built;
  try {
    built = fs.statSync(path.join(root, DASHBOARD_STAMP)).mtimeMs;
    fs.statSync(path.join(root, 'dist', DASHBOARD, 'index.html'));
  } catch {
    return true;
  }
  return newestInput(root, [DASHBOARD], []) > built;
}

// The dashboard's own build (Vite). A project without dashboard/ (the build tests' scratch one) has
// nothing to do; an install without dev tools keeps the dashboard it has.
function buildDashboard(root, { ifStale }) {
  if (!fs.existsSync(path.join(root, DASHBOARD, 'index.html'))) return 0;
  if (ifStale && !dashboardIsStale(root)) return 0;
  let vite;
  try {
    vite = path.join(path.dirname(require.resolve('vite/package.json', { paths: [root] })), 'bin', 'vite.js');
  } catch {
    if (fs.existsSync(path.join(root, 'dist', DASHBOARD, 'index.html'))) return 0;
    process.stderr.write('kobo: Vite is not installed, so /dashboard is not built: run `npm install`\n');
    return 0;
  }
  return withLock(root, () => {
    if (ifStale && !dashboardIsStale(root)) return 0;
    process.stderr.write('kobo: building the dashboard into dist/dashboard (again only when dashboard/ changes)\n');
    const started = Date.now();
    const id = `${started.toString(36)}-${process.pid}`;
    const out = path.join(root, DASHBOARD_BUILDS, id);
    // Always the production build: started from a jest run (NODE_ENV=test) Vite would ship React's
    // development build, which is slower and 1.7 times the size, to whoever opens /dashboard next.
    const run = spawnSync(process.execPath, [vite, 'build', path.join(root, DASHBOARD), '--outDir', out], {
      cwd: root,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (run.status !== 0) {
      fs.rmSync(out, { recursive: true, force: true });
      fs.rmSync(path.join(root, DASHBOARD_STAMP), { force: true });
      process.stderr.write('kobo: the dashboard build failed\n');
      return run.status ?? 1;
    }
    const keep = new Set([id]);
    const before = linkTarget(path.join(root, 'dist', DASHBOARD));
    if (before) keep.add(path.basename(before));
    const movedAside = switchLink(root, DASHBOARD, path.join(path.basename(DASHBOARD_BUILDS), id));
    if (movedAside) fs.rmSync(path.join(root, BUILDS, movedAside), { recursive: true, force: true });
    const stamp = path.join(root, DASHBOARD_STAMP);
    fs.writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
    fs.utimesSync(stamp, new Date(started), new Date(started));
    for (const name of fs.readdirSync(path.join(root, DASHBOARD_BUILDS))) {
      if (!keep.has(name)) fs.rmSync(path.join(root, DASHBOARD_BUILDS, name), { recursive: true, force: true });
    }
    return 0;
  });
}

function buildServer(root, { ifStale }) {
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
    // Each build goes into a folder of its own (so outputs of deleted sources never linger); dist/src
    // and dist/migrations are links switched to it at the end. A start during the build runs the
    // previous one, and a process keeps loading from the build it started on (Node resolves the
    // link to the real path), never from a half-written or deleted folder.
    const id = `${started.toString(36)}-${process.pid}`;
    const out = path.join(root, BUILDS, id);
    const run = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json'), '--outDir', out], { cwd: root, stdio: ['ignore', 2, 2] });
    if (run.status !== 0) {
      fs.rmSync(out, { recursive: true, force: true });
      fs.rmSync(path.join(root, STAMP), { force: true });
      process.stderr.write('kobo: the build failed\n');
      return run.status ?? 1;
    }
    // Templates and browser assets travel with the code that reads them.
    copyAssets(path.join(root, 'src'), path.join(out, 'src'));
    // main.js and cli.js made into one file each: a start loads one file, not ~1,900 modules.
    try {
      require('./bundle.js').bundleSync(path.join(out, 'src'), root);
    } catch (err) {
      fs.rmSync(out, { recursive: true, force: true });
      fs.rmSync(path.join(root, STAMP), { force: true });
      process.stderr.write(`kobo: the build failed: ${err.message}\n`);
      return 1;
    }
    const keep = new Set([id]);
    for (const d of INPUT_DIRS) {
      if (!fs.existsSync(path.join(out, d))) continue;
      const before = linkTarget(path.join(root, 'dist', d));
      if (before) keep.add(path.basename(path.dirname(before)));
      const movedAside = switchLink(root, d, path.join(path.basename(BUILDS), id, d));
      if (movedAside) keep.add(movedAside);
    }
    // The stamp carries the time the compile started: a source saved during it makes the next start rebuild.
    const stamp = path.join(root, STAMP);
    fs.writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
    fs.utimesSync(stamp, new Date(started), new Date(started));
    // The previous build stays for the processes still running from it; older ones go.
    for (const name of fs.readdirSync(path.join(root, BUILDS))) {
      if (!keep.has(name)) fs.rmSync(path.join(root, BUILDS, name), { recursive: true, force: true });
    }
    return 0;
  });
}

function copyAssets(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    if (entry.isDirectory()) copyAssets(src, path.join(to, entry.name));
    else if (!entry.name.endsWith('.ts')) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(src, path.join(to, entry.name));
    }
  }
}

// Where dist/<dir> points (relative to dist/), or null when it is not a link yet.
function linkTarget(link) {
  try {
    return fs.readlinkSync(link);
  } catch {
    return null;
  }
}

// rename() replaces a link in one step: a reader finds the old build or the new one, never neither.
// Returns the name under dist/builds/ of a plain folder it had to move aside, if any.
function switchLink(root, dir, target) {
  const link = path.join(root, 'dist', dir);
  const tmp = `${link}.${process.pid}.next`;
  fs.rmSync(tmp, { force: true });
  // Windows: a junction needs no privilege, but takes an absolute target.
  if (process.platform === 'win32') fs.symlinkSync(path.join(root, 'dist', target), tmp, 'junction');
  else fs.symlinkSync(target, tmp, 'dir');
  try {
    fs.renameSync(tmp, link);
  } catch (err) {
    if (!['EISDIR', 'ENOTEMPTY', 'EEXIST', 'EPERM'].includes(err.code)) throw err;
    // A plain folder from the layout before builds were switched: moved aside once, removed with
    // the old builds next time.
    const aside = `old-${dir}-${Date.now().toString(36)}`;
    fs.renameSync(link, path.join(root, BUILDS, aside));
    fs.renameSync(tmp, link);
    return aside;
  }
  return null;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? args[rootAt + 1] : path.join(__dirname, '..'));
  process.exitCode = build(root, { ifStale: args.includes('--if-stale') });
}

module.exports = { build, isStale };
