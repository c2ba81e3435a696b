import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm run bench`: the hot paths beside the baseline (bench/hot-paths.bench.ts, a few minutes), and
// the job benches in the same run, each interleaved with its bare-mysql2 ceiling (see
// `interleaved`): subscription renewals (bench/renewals*.bench.ts) and bulk charges
// (bench/bulk-charges*.bench.ts).
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
const JOB_PAIRS = Math.max(1, Number(process.env.JOB_PAIRS ?? 3));
// The job benches of the default run, each beside its bare-mysql2 ceiling.
const JOBS = [
  { name: 'renewals', ceiling: 'renewals-ceiling.bench.ts', kobo: 'renewals.bench.ts' },
  { name: 'bulk charges', ceiling: 'bulk-charges-ceiling.bench.ts', kobo: 'bulk-charges.bench.ts' },
];

let failed = 0;
// One bench file in its own process, its output passed through as it comes; resolves to that output.
function runFile(file: string): Promise<string> {
  process.stdout.write(`\n=== ${file}\n`);
  const started = Date.now();
  const child = spawn(process.execPath, [tsNode, path.join(dir, file)], { stdio: ['ignore', 'pipe', 'inherit'], cwd: path.join(dir, '..'), env });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    process.stdout.write(chunk);
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      process.stdout.write(`=== ${file}: ${status === 0 ? 'done' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      if (status !== 0) failed++;
      resolve(out);
    });
  });
}

// A job bench and its ceiling interleaved as the hot paths are: ceiling, Kobo, ceiling, … (JOB_PAIRS
// Kobo runs, one more ceiling run), each Kobo run divided by the mean of the two ceiling runs
// around it, so a machine whose speed drifts during the run moves both sides alike. Each Kobo run
// also has its two-node figure (NODES=1,2): CPU per item against the one-node figure of the same run.
async function interleaved(job: (typeof JOBS)[number]): Promise<string> {
  const ceilings: number[] = [];
  const kobo: Array<{ one: { s: number; cpu: number }; two?: { s: number; cpu: number } }> = [];
  const ceilingSeconds = (out: string) => Number(/ceiling: .*?: ([\d.]+) s \(/.exec(out)?.[1] ?? NaN);
  const koboRuns = (out: string) => {
    const runs = new Map<number, { s: number; cpu: number }>();
    for (const m of out.matchAll(/ (\d+) node\(s\): all done in ([\d.]+) s .*?CPU per unit ([\d.]+) ms node\(s\) \+ ([\d.]+) ms database/g))
      runs.set(Number(m[1]), { s: Number(m[2]), cpu: Number(m[3]) + Number(m[4]) });
    return runs;
  };
  ceilings.push(ceilingSeconds(await runFile(job.ceiling)));
  for (let i = 0; i < JOB_PAIRS; i++) {
    const runs = koboRuns(await runFile(job.kobo));
    kobo.push({ one: runs.get(1) ?? { s: NaN, cpu: NaN }, two: runs.get(2) });
    ceilings.push(ceilingSeconds(await runFile(job.ceiling)));
  }
  const rows = kobo.map((k, i) => {
    const ceiling = (ceilings[i]! + ceilings[i + 1]!) / 2;
    return { ceiling, ...k, ratio: ceiling / k.one.s, nodes: k.two ? k.two.cpu / k.one.cpu : NaN };
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const f = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '-');
  return [
    `\n${job.name}, ${JOB_PAIRS} runs interleaved with its ceiling (BENCH_WARMUP=${env.BENCH_WARMUP}):`,
    '| run | ceiling s (mean of the runs around it) | Kobo, 1 node: s, CPU ms per unit | ratio | Kobo, 2 nodes: s, CPU ms per unit | 2 nodes CPU x one |',
    '| --- | ---: | --- | ---: | --- | ---: |',
    ...rows.map(
      (r, i) =>
        `| ${i + 1} | ${f(r.ceiling)} | ${f(r.one.s)}, ${f(r.one.cpu, 3)} | ${f(r.ratio)} | ${r.two ? `${f(r.two.s)}, ${f(r.two.cpu, 3)}` : '-'} | ${f(r.nodes)} |`,
    ),
    `| mean | ${f(mean(rows.map((r) => r.ceiling)))} | ${f(mean(rows.map((r) => r.one.s)))} | **${f(mean(rows.map((r) => r.ratio)))}** | | **${f(mean(rows.map((r) => r.nodes)))}** |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const summaries: string[] = [];
  const interleave = arg === undefined;
  for (const file of files) {
    const job = interleave ? JOBS.find((j) => j.ceiling === file || j.kobo === file) : undefined;
    if (!job) await runFile(file);
    else if (file === job.kobo) summaries.push(await interleaved(job));
  }
  if (summaries.length) process.stdout.write(`\n${summaries.join('\n')}\n`);
  process.exit(failed ? 1 : 0);
}
void main();
