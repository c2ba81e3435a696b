// Preloaded by `npm start` (node -r): builds dist/ when the sources are newer than it, in the
// server's own process before its entry point is resolved, instead of a prestart script (a second
// npm lifecycle step and a second node start on every start).
'use strict';
const path = require('node:path');
const { build } = require('./build.js');

const code = build(path.join(__dirname, '..'), { ifStale: true });
if (code !== 0) process.exit(code);
