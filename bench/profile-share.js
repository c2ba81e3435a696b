// node bench/profile-share.js FILE.cpuprofile [category]: the share of a profile's non-idle CPU spent in request plumbing
// (logging, metrics, dispatch and request context), each sample given to the innermost such frame on
// its stack before any frame of the use case itself (services, database, reply). With a category,
// its top functions.
const fs = require('fs');
const { fileURLToPath } = require('url');
const prof = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

// The server runs from one bundle (scripts/bundle.js): a frame in it is given the path of the module
// it came from, read from the bundle's module wrappers (`"src/rest/dispatch.js"(exports, module) {`),
// so the categories below see the same paths as on an unbundled run. The bundle must still be the one
// profiled (a rebuild replaces it).
const WRAPPER = /"(?:dist\/builds\/[^/"]+\/)?([^"]+?\.(?:js|cjs|mjs|json))"\((?:exports|\))/g;
const bundles = new Map();
function bundleOf(url) {
  if (!bundles.has(url)) {
    let lines = null;
    try {
      lines = fs
        .readFileSync(fileURLToPath(url), 'latin1')
        .split('\n')
        .map((text) => [...text.matchAll(WRAPPER)].map((m) => [m.index, m[1]]));
    } catch {
      console.error(`(${url} is gone: its frames keep the bundle's name)`);
    }
    bundles.set(url, lines);
  }
  return bundles.get(url);
}
function sourceOf(frame) {
  if (!/\.bundle\.js$/.test(frame.url)) return frame.url;
  const lines = bundleOf(frame.url);
  if (!lines) return frame.url;
  // The last wrapper that opens before the frame's position (on its line, or on an earlier one).
  for (let line = frame.lineNumber; line >= 0; line--) {
    const marks = lines[line] || [];
    for (let i = marks.length - 1; i >= 0; i--) if (line < frame.lineNumber || marks[i][0] <= frame.columnNumber) return marks[i][1];
  }
  return frame.url;
}
for (const n of prof.nodes) n.callFrame.url = sourceOf(n.callFrame);

const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
const self = new Map();
let total = 0,
  idle = 0;
prof.samples.forEach((id, i) => {
  const dt = prof.timeDeltas[i] || 0;
  total += dt;
  self.set(id, (self.get(id) || 0) + dt);
  if (byId.get(id).callFrame.functionName === '(idle)') idle += dt;
});
const cats = {
  logging: /pino|sonic-boom|@pinojs|logger\.js/,
  metrics: /prom-client|metrics\.js/,
  'dispatch+context': /rest\/dispatch\.js|route-table\.js|request-context|ids\.js/,
  startup: /wrapSafe|compileForInternalLoader|internalModuleStat|readFileUtf8/,
};
// Frames of the use case itself (handler, service, database, reply): a sample under one of them is the request's work, not plumbing.
const STOP =
  /\/(modules|db|ledger|events)\/|mysql2|typeorm|express\/lib|\/rest\/(envelope|errors|body)\.js|node:_http|node:net|streams\/|stream_base|writev|writeBuffer/;
const sums = Object.fromEntries(Object.keys(cats).map((k) => [k, 0]));
// A sample's category: the innermost one on its stack (a pino write's syscall counts as logging),
// none once a frame of the use case itself is reached.
function categoryOf(id) {
  for (let p = id; p !== undefined; p = parent.get(p)) {
    const n = byId.get(p);
    const s = `${n.callFrame.functionName} ${n.callFrame.url}`;
    for (const [k, re] of Object.entries(cats)) if (re.test(s)) return k;
    if (STOP.test(s)) return null;
  }
  return null;
}
for (const [id, t] of self) {
  const hit = categoryOf(id);
  if (hit) sums[hit] += t;
}
const busy = total - idle - sums.startup;
for (const [k, v] of Object.entries(sums)) if (k !== 'startup') console.log(`${k}: ${((100 * v) / busy).toFixed(1)}% of request CPU`);
console.log(`(excluded: idle ${((100 * idle) / total).toFixed(1)}%, module loading at start ${((100 * sums.startup) / total).toFixed(1)}%)`);
if (process.argv[3]) {
  const leaf = new Map();
  for (const [id, t] of self) {
    if (categoryOf(id) !== process.argv[3]) continue;
    const n = byId.get(id);
    const k = `${n.callFrame.functionName} ${n.callFrame.url.replace(/^.*(node_modules|dist)\//, '')}:${n.callFrame.lineNumber + 1}`;
    leaf.set(k, (leaf.get(k) || 0) + t);
  }
  for (const [k, v] of [...leaf].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${((100 * v) / busy).toFixed(2).padStart(6)}%  ${k}`);
}
