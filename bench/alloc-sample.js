// Preloaded into a Kobo node (BENCH_NODE_ARGS="-r ./bench/alloc-sample.js"): V8's sampling heap
// profiler over the node's whole life, counting objects already collected too (node --heap-prof
// keeps only those still alive, which says nothing of garbage). At exit it writes
// $ALLOC_SAMPLE_DIR/<pid>.heapprofile (default: the OS temp directory) and prints the bytes
// allocated in all and the top allocating functions to stderr. A sample every 4 KiB.
const fs = require('node:fs');
const inspector = require('node:inspector');
const os = require('node:os');
const path = require('node:path');

const session = new inspector.Session();
session.connect();
session.post('HeapProfiler.enable');
session.post('HeapProfiler.startSampling', {
  samplingInterval: 4096,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});

let done = false;
function finish() {
  if (done) return;
  done = true;
  session.post('HeapProfiler.stopSampling', (err, result) => {
    if (err) return;
    const dir = process.env.ALLOC_SAMPLE_DIR || os.tmpdir();
    const file = path.join(dir, `${process.pid}.heapprofile`);
    fs.writeFileSync(file, JSON.stringify(result.profile));
    const byFunction = new Map();
    let total = 0;
    (function walk(node) {
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) || 0) + node.selfSize);
      total += node.selfSize;
      node.children.forEach(walk);
    })(result.profile.head);
    const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15);
    process.stderr.write(
      `alloc-sample pid ${process.pid}: ${(total / 1e6).toFixed(1)} MB allocated (${file})\n` +
        top.map(([k, n]) => `  ${((100 * n) / total).toFixed(1).padStart(5)}% ${(n / 1e6).toFixed(1).padStart(7)} MB ${k}\n`).join(''),
    );
  });
}
process.on('exit', finish);
for (const signal of ['SIGTERM', 'SIGINT']) process.prependListener(signal, finish);
