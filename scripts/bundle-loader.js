// Runs a bundle made by scripts/bundle.js as the entry module that required this file (its
// exports, require, module and folder), with V8's code cache: what a start compiled is kept in a
// file beside the bundle, so the next start on this build skips most parsing and compiling (a
// fifth of a start's CPU). Node 22 has this built in (module.enableCompileCache); Node 20 does not.
//
// The cache is written once per build, Node version and set of V8 flags (flags change what V8
// accepts, so each set has its own file): by the server once it listens (src/core/compile-cache.ts
// calls the function this puts on globalThis), else at exit. A cache V8 refuses is written again;
// where the build is read-only the process simply runs without one.
// Copied beside the bundles by scripts/bundle.js; plain JavaScript, run before anything else.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { wrap } = require('node:module');

const SAVE = Symbol.for('kobo.saveCompileCache');

module.exports = function runBundle(entry, entryRequire, name) {
  const file = path.join(__dirname, name);
  const flags = crypto
    .createHash('sha256')
    .update([process.version, process.arch, process.execArgv.join(' '), process.env.NODE_OPTIONS ?? ''].join('\n'))
    .digest('hex')
    .slice(0, 12);
  const cacheFile = `${file}.${flags}.cache`;
  // Read as bytes and decoded in one go: about half the time of Node 20's readFileSync(file,
  // 'utf8') for a bundle this size. scripts/bundle.js writes ASCII (and copies this file beside
  // each bundle it writes), which latin1 decodes fastest and V8 keeps one byte per character.
  const bytes = fs.readFileSync(file);
  // The hashbang a bin's bundle keeps is not JavaScript; blanked, it keeps every line's number.
  const source = bytes.toString('latin1').replace(/^#!.*/, (line) => ' '.repeat(line.length));
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    // first start on this build (or with these flags)
  }
  const script = new vm.Script(wrap(source), {
    filename: file,
    cachedData,
    // import() inside the bundle resolves as it would in a file node loaded itself.
    ...(vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER ? { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER } : {}),
  });
  let saved = cachedData !== undefined && !script.cachedDataRejected;
  const save = () => {
    if (saved) return;
    saved = true;
    try {
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, script.createCachedData());
      fs.renameSync(tmp, cacheFile);
    } catch {
      // a read-only install: every start compiles, as without a cache
    }
  };
  if (!saved) process.once('exit', save);
  globalThis[SAVE] = save;
  script.runInThisContext().call(entry.exports, entry.exports, entryRequire, entry, file, __dirname);
};
