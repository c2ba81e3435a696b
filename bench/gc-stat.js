// Preloaded into a Kobo node (BENCH_NODE_ARGS="-r ./bench/gc-stat.js"): counts the node's garbage
// collections and their time, and prints one line to stderr when the process ends:
//   gc-stat pid 123: 42 young, 3 old, 3 other; 1062 ms in GC; CPU 5657 ms user + 1224 ms system
// The count of young-generation collections follows what the node allocates; their time follows
// what is alive when they run (each one copies it).
const { PerformanceObserver, constants } = require('node:perf_hooks');

const seen = { young: 0, old: 0, other: 0, ms: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = e.detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) seen.young++;
    else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) seen.old++;
    else seen.other++;
    seen.ms += e.duration;
  }
}).observe({ entryTypes: ['gc'] });

let told = false;
function tell() {
  if (told) return;
  told = true;
  const cpu = process.cpuUsage();
  process.stderr.write(
    `gc-stat pid ${process.pid}: ${seen.young} young, ${seen.old} old, ${seen.other} other; ${seen.ms.toFixed(0)} ms in GC; ` +
      `CPU ${(cpu.user / 1000).toFixed(0)} ms user + ${(cpu.system / 1000).toFixed(0)} ms system\n`,
  );
}
process.on('exit', tell);
for (const signal of ['SIGTERM', 'SIGINT']) process.prependListener(signal, tell);
