import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm run bench`: the hot paths beside the baseline (bench/hot-paths.bench.ts, a few minutes), and
// the job benches in the same run: subscription renewals beside their bare-mysql2 ceiling
// (bench/renewals*.bench.ts) and bulk charges (bench/bulk-charges.bench.ts).
// `npm run bench -- all` runs every bench/*.bench.ts in turn, each in its own process (ts-node),
// output passed through; any other argument runs the files whose name contains it.
const dir = __dirname;
const arg = process.argv[2];
const filters = arg === undefined ? ['hot-paths', 'renewals', 'bulk-charges'] : arg === 'all' ? [] : [arg];
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!filters.length || filters.some((x) => f.includes(x))))
  .sort();
if (!files.length) {
  process.stderr.write('no bench/*.bench.ts files to run\n');
  process.exit(1);
}
const tsNode = require.resolve('ts-node/dist/bin.js');
// The job benches count from warm nodes (bench/lib.ts runJobBench: BENCH_WARMUP units through the
// same path first), as a node that has been serving meets a batch; BENCH_WARMUP=0 counts from
// fresh processes, their start included.
const env = { ...process.env, BENCH_WARMUP: process.env.BENCH_WARMUP ?? '3000' };
let failed = 0;
for (const file of files) {
  process.stdout.write(`\n=== ${file}\n`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [tsNode, path.join(dir, file)], { stdio: 'inherit', cwd: path.join(dir, '..'), env });
  process.stdout.write(`=== ${file}: ${run.status === 0 ? 'done' : `failed (exit ${run.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
