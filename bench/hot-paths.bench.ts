/* Hot paths beside the baseline (issue 10): Kobo started as a user runs it (the built output,
 * `node dist/src/main.js`, which is what `npm start` runs after building) and the bare node:http +
 * mysql2 baseline (bench/baseline-server.mjs, a verbatim copy of shared/bench/baseline-server.mjs,
 * so it resolves mysql2 from this checkout), each its own process on its own MariaDB database.
 *
 * Per path, runs are interleaved baseline, Kobo, baseline, … (BENCH_PAIRS Kobo runs, one more
 * baseline run), 50 connections; each Kobo run is divided by the mean of the two baseline runs
 * around it. Both sides are seeded alike (BENCH_SEED customers, one transaction to verify, and 2,000
 * more verified at random). Also:
 * Kobo's time from process start to the first /health answer, and its idle RSS.
 *
 *   npm run bench                      (BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306)
 *   BENCH_SECONDS=5 BENCH_PAIRS=3 BENCH_CONNECTIONS=50 npm run bench
 *   BENCH_PROFILE=initialize npm run bench   also writes a CPU profile of Kobo under that path's
 *                                            load (node --cpu-prof) and prints its top functions
 *   BENCH_ONLY=verify npm run bench          measures the paths whose name starts with that only
 *   BENCH_PERF=1 npm run bench             also records MariaDB and the server under each run with
 *                                          `perf record` (on-CPU time, kernel included)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { cpuSeconds, databasePid, loadTest, startArgs, type LoadResult } from './lib';

const ROOT = path.join(__dirname, '..');
const SERVER = (process.env.BENCH_DATABASE_URL || 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const PAIRS = Math.max(3, Number(process.env.BENCH_PAIRS || 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SEED = Number(process.env.BENCH_SEED || 2000);
const POOL = Number(process.env.BENCH_POOL || 16);
const PROFILE = process.env.BENCH_PROFILE || '';
const ONLY = process.env.BENCH_ONLY || '';
const KOBO_DB = 'kobo_bench_hot';
const BASE_DB = 'kobo_bench_baseline';
const KOBO_KEY = `sk_test_${randomBytes(16).toString('hex')}`;
const BASE_KEY = 'sk_test_kobo_bench_baseline';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function admin(sql: string): Promise<void> {
  const u = new URL(SERVER);
  const c = await createConnection({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
  });
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Proc {
  kind: 'kobo' | 'baseline';
  url: string;
  proc: ChildProcess;
  startMs: number;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, proc: ChildProcess, log: string): Promise<void> {
  for (let i = 0; i < 6000; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}; see ${log}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(10);
  }
  throw new Error(`server not healthy; see ${log}`);
}

async function start(kind: 'kobo' | 'baseline', profileDir?: string): Promise<Proc> {
  const port = await freePort();
  const log = path.join(os.tmpdir(), `kobo-bench-${kind}.log`);
  const out = fs.openSync(log, 'w');
  const args =
    kind === 'kobo'
      ? [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...(PERF ? ['--perf-basic-prof'] : []), ...startArgs()]
      : [...(PERF ? ['--perf-basic-prof'] : []), path.join(__dirname, 'baseline-server.mjs')];
  const env =
    kind === 'kobo'
      ? {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: `${SERVER}/${KOBO_DB}`,
          DB_POOL_SIZE: String(POOL),
          KOBO_DEFAULT_SECRET_KEY: KOBO_KEY,
        }
      : {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: `${SERVER}/${BASE_DB}`,
          RESET_DB: '1',
          POOL_SIZE: String(POOL),
          BENCH_SK: BASE_KEY,
        };
  const startMs = performance.now();
  const proc = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, proc, log);
  return {
    kind,
    url,
    proc,
    startMs: performance.now() - startMs,
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function post(url: string, key: string, p: string, body: unknown): Promise<any> {
  const res = await fetch(`${url}${p}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

// Exported for bench/galera.bench.ts, which runs the same paths on the cluster.
export async function seed(url: string, key: string): Promise<void> {
  for (let i = 0; i < SEED; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, SEED - i) }, (_, j) => post(url, key, '/customer', { email: `seed${i + j}@example.com`, first_name: 'Seed' })),
    );
  }
  const r = await post(url, key, '/transaction/initialize', { email: 'verify@example.com', amount: 5000, reference: 'bench-verify-ref' });
  if (!r.status) throw new Error(`seeding failed: ${JSON.stringify(r)}`);
  for (let i = 0; i < VERIFY_REFERENCES; i += 50) {
    const made = await Promise.all(
      Array.from({ length: Math.min(50, VERIFY_REFERENCES - i) }, (_, j) =>
        post(url, key, '/transaction/initialize', { email: `verify${(i + j) % 50}@example.com`, amount: 5000, reference: `bench-ref-${i + j}` }),
      ),
    );
    if (made.some((m) => !m.status)) throw new Error(`seeding failed: ${JSON.stringify(made.find((m) => !m.status))}`);
  }
}

// The ids of the transactions seed() made for "verify (2,000 references)", for the fetch by id,
// read back through verify (initialize does not answer ids).
export async function seededIds(url: string, key: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < VERIFY_REFERENCES; i += 50) {
    const got = await Promise.all(
      Array.from({ length: Math.min(50, VERIFY_REFERENCES - i) }, async (_, j) => {
        const res = await fetch(`${url}/transaction/verify/bench-ref-${i + j}`, { headers: { authorization: `Bearer ${key}` } });
        const body = (await res.json()) as { data?: { id?: number } };
        if (!body.data?.id) throw new Error(`no id for bench-ref-${i + j}: ${JSON.stringify(body).slice(0, 200)}`);
        return String(body.data.id);
      }),
    );
    ids.push(...got);
  }
  return ids;
}

// Transactions verified at random by "verify (2,000 references)": concurrent verifies of one
// reference may share one read (reply-document.ts), which the single-reference path measures at
// its best.
const VERIFY_REFERENCES = 2000;

export interface Path {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  // What `__N<count>__` in the path stands for, set once the data is seeded (see LoadOptions).
  values?: string[];
  baseline: boolean;
}

export const PATHS: Path[] = [
  // Reads first, so both sides list and count the same seeded rows.
  { name: 'customer list (perPage=50)', method: 'GET', path: '/customer?perPage=50&page=1', baseline: true },
  { name: 'verify', method: 'GET', path: '/transaction/verify/bench-verify-ref', baseline: true },
  { name: 'verify (2,000 references)', method: 'GET', path: `/transaction/verify/bench-ref-__N${VERIFY_REFERENCES}__`, baseline: true },
  // The same transactions by id (the baseline has no such path): ids set by seededIds.
  { name: 'fetch by id (2,000 transactions)', method: 'GET', path: `/transaction/__N${VERIFY_REFERENCES}__`, baseline: false },
  {
    name: 'initialize (new email each)',
    method: 'POST',
    path: '/transaction/initialize',
    body: '{"email":"i[<id>]@example.com","amount":5000}',
    baseline: true,
  },
  { name: 'customer create', method: 'POST', path: '/customer', body: '{"email":"c[<id>]@example.com","first_name":"Ada"}', baseline: true },
  { name: 'charge_authorization', method: 'POST', path: '/transaction/charge_authorization', baseline: false },
  {
    name: 'POST /charge (test card)',
    method: 'POST',
    path: '/charge',
    body: JSON.stringify({
      email: 'card-payer@example.com',
      amount: 5000,
      card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2) },
    }),
    baseline: false,
  },
];

// MariaDB's own counters, read around a run (global: the bench assumes nothing else uses the server
// meanwhile). Statements are what clients sent (Questions); round trips add the prepares, which
// wait for their reply as a statement does (a close does not).
interface DbCounters {
  statements: number;
  prepares: number;
  commits: number;
}
async function dbCounters(): Promise<DbCounters> {
  const u = new URL(SERVER);
  const c = await createConnection({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
  });
  try {
    const [rows] = await c.query("SHOW GLOBAL STATUS WHERE Variable_name IN ('Questions', 'Com_stmt_prepare', 'Com_commit')");
    const v = new Map((rows as Array<{ Variable_name: string; Value: string }>).map((r) => [r.Variable_name, Number(r.Value)]));
    // This connection's own SHOW counts as one question.
    return { statements: (v.get('Questions') ?? 0) + 1, prepares: v.get('Com_stmt_prepare') ?? 0, commits: v.get('Com_commit') ?? 0 };
  } finally {
    await c.end();
  }
}

// One measured run; `cpuMsPerRequest` is the server process's own CPU per request, a figure that
// other load on a shared machine disturbs less than req/s.
// `dbCpuMsPerRequest` and `clientCpuMsPerRequest`: what MariaDB (when it runs on this machine) and
// the load generator spent per request: they share the cores with the server, so a server whose
// requests cost them more serves fewer requests on the same machine.
type Measured = LoadResult & {
  statements: number;
  roundTrips: number;
  commits: number;
  dbCpuMsPerRequest: number | null;
  clientCpuMsPerRequest: number | null;
};
async function measure(server: Proc, key: string, p: Path, seconds: number): Promise<Measured> {
  const db0 = await dbCounters();
  const dbPid = databasePid();
  const before = cpuSeconds(server.proc.pid!);
  const dbBefore = dbPid ? cpuSeconds(dbPid) : 0;
  const perf = PERF && dbPid ? record(dbPid, `${p.name.split(' ')[0]}-${server.kind}-db`) : null;
  const perfServer = PERF ? record(server.proc.pid!, `${p.name.split(' ')[0]}-${server.kind}`) : null;
  const r = await run(server.url, key, p, seconds);
  await perf?.();
  await perfServer?.();
  const cpu = cpuSeconds(server.proc.pid!) - before;
  const dbCpu = dbPid ? cpuSeconds(dbPid) - dbBefore : null;
  // Requests still in flight at the end of the run are few against thousands; let them land.
  await sleep(200);
  const db1 = await dbCounters();
  const n = Math.max(1, r.requests);
  return {
    ...r,
    cpuMsPerRequest: (cpu * 1000) / n,
    statements: (db1.statements - db0.statements - 1) / n,
    roundTrips: (db1.statements - db0.statements - 1 + db1.prepares - db0.prepares) / n,
    commits: (db1.commits - db0.commits) / n,
    dbCpuMsPerRequest: dbCpu === null ? null : (dbCpu * 1000) / n,
    clientCpuMsPerRequest: r.clientCpuMs === undefined ? null : r.clientCpuMs / n,
  };
}

// BENCH_PERF=1: `perf record` of MariaDB's process and of the server through each run, one file per
// path, side and process (BENCH_PERF_DIR, default /tmp/kobo-bench-perf), to read where the time goes
// with `perf report -i <file> --no-children --sort dso,sym`. Unlike --cpu-prof, whose samples carry
// wall time (a write that wakes MariaDB and is preempted by it counts as the write's), perf counts
// time on a core, system calls included; the servers run with --perf-basic-prof, so JavaScript
// frames are named (from /tmp/perf-<pid>.map).
const PERF = process.env.BENCH_PERF === '1';
const PERF_DIR = process.env.BENCH_PERF_DIR || path.join(os.tmpdir(), 'kobo-bench-perf');
let perfRuns = 0;
// Said before anything starts: a missing `perf` would otherwise surface as an unhandled spawn error
// in the middle of the first run.
if (PERF && spawnSync('perf', ['--version'], { stdio: 'ignore' }).error) {
  process.stderr.write('BENCH_PERF=1 needs `perf` on the PATH (Debian: apt-get install linux-perf)\n');
  process.exit(2);
}
function record(pid: number, name: string): () => Promise<void> {
  fs.mkdirSync(PERF_DIR, { recursive: true });
  const proc = spawn('perf', ['record', '-q', '-F', '499', '-g', '-p', String(pid), '-o', path.join(PERF_DIR, `${name}-${++perfRuns}.data`)], {
    stdio: 'ignore',
  });
  return async () => {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGINT');
    await exited;
  };
}

function run(url: string, key: string, p: Path, seconds: number, warmupSeconds = 0): Promise<LoadResult & { p50?: number }> {
  return loadTest({
    url: `${url}${p.path}`,
    method: p.method,
    headers: { authorization: `Bearer ${key}`, ...(p.body ? { 'content-type': 'application/json' } : {}) },
    body: p.body,
    values: p.values,
    connections: CONNECTIONS,
    seconds,
    warmupSeconds,
  });
}

const fmt = (n: number, d = 0) => n.toFixed(d);

// "Kobo / baseline" of a figure that may be unknown (null), each side's mean over its runs.
function both(k: Measured[], b: Measured[], f: (r: Measured) => number | null): string {
  const side = (rs: Measured[]) => {
    const xs = rs.map(f).filter((x): x is number => x !== null);
    return xs.length ? (xs.reduce((a, x) => a + x, 0) / xs.length).toFixed(2) : '-';
  };
  return `${side(k)} / ${b.length ? side(b) : '-'}`;
}

async function main(): Promise<void> {
  process.stdout.write(`building (npm run build) …\n`);
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  for (const db of [KOBO_DB, BASE_DB]) {
    await admin(`DROP DATABASE IF EXISTS \`${db}\``);
    await admin(`CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }
  const profileDir = PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-prof-')) : undefined;
  // First start migrates an empty database; the start-up figure is a second start on a migrated one.
  await (await start('kobo')).stop();
  const kobo = await start('kobo');
  const startup = kobo.startMs;
  await sleep(2000);
  const idleRss = rssMb(kobo.proc.pid!);
  const base = await start('baseline');
  process.stdout.write(`seeding ${SEED} customers on each side …\n`);
  await seed(kobo.url, KOBO_KEY);
  await seed(base.url, BASE_KEY);
  PATHS.find((p) => p.name.startsWith('fetch by id'))!.values = await seededIds(kobo.url, KOBO_KEY);
  // A reusable authorization for charge_authorization (test card 4084 0840 8408 4081).
  const charged = await post(kobo.url, KOBO_KEY, '/charge', {
    email: 'payer@example.com',
    amount: 10000,
    card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2) },
  });
  const code = charged?.data?.authorization?.authorization_code;
  if (!code) throw new Error(`could not make an authorization: ${JSON.stringify(charged).slice(0, 300)}`);
  PATHS.find((p) => p.name === 'charge_authorization')!.body = JSON.stringify({ email: 'payer@example.com', amount: 5000, authorization_code: code });

  const lines: string[] = [];
  const table = [
    '| path | Kobo req/s | Kobo p50 / p99 ms | baseline req/s | baseline p50 / p99 ms | ratio per pair | ratio (mean) | p99 Kobo/baseline | server CPU ms/req Kobo / baseline | statements/req Kobo / baseline | round trips/req Kobo / baseline | COMMITs/req Kobo / baseline | MariaDB CPU ms/req Kobo / baseline | load generator CPU ms/req Kobo / baseline |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of PATHS) {
    if (ONLY && !p.name.startsWith(ONLY)) continue;
    process.stdout.write(`measuring ${p.name} …\n`);
    if (!p.baseline) {
      await run(kobo.url, KOBO_KEY, p, 1);
      const rs: Measured[] = [];
      for (let i = 0; i < PAIRS; i++) rs.push(await measure(kobo, KOBO_KEY, p, SECONDS));
      const avg = (f: (r: Measured) => number) => rs.reduce((a, r) => a + f(r), 0) / rs.length;
      table.push(
        `| ${p.name} | ${fmt(avg((r) => r.reqPerSec))} | ${rs.map((r) => `${r.p50}/${r.p99}`).join(', ')} | (no such path) | | | | | ${avg((r) => r.cpuMsPerRequest ?? 0).toFixed(2)} / - | ${avg((r) => r.statements).toFixed(2)} / - | ${avg((r) => r.roundTrips).toFixed(2)} / - | ${avg((r) => r.commits).toFixed(2)} / - | ${both(rs, [], (r) => r.dbCpuMsPerRequest)} | ${both(rs, [], (r) => r.clientCpuMsPerRequest)} |`,
      );
      lines.push(...bad(p.name, 'Kobo', rs));
      continue;
    }
    // Warm both, then B K B K … B.
    await run(base.url, BASE_KEY, p, 1);
    await run(kobo.url, KOBO_KEY, p, 1);
    const b: Measured[] = [];
    const k: Measured[] = [];
    b.push(await measure(base, BASE_KEY, p, SECONDS));
    for (let i = 0; i < PAIRS; i++) {
      k.push(await measure(kobo, KOBO_KEY, p, SECONDS));
      b.push(await measure(base, BASE_KEY, p, SECONDS));
    }
    const ratios = k.map((r, i) => r.reqPerSec / ((b[i]!.reqPerSec + b[i + 1]!.reqPerSec) / 2));
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const p99k = mean(k.map((r) => r.p99));
    const p99b = mean(b.map((r) => r.p99));
    table.push(
      `| ${p.name} | ${fmt(mean(k.map((r) => r.reqPerSec)))} | ${fmt(mean(k.map((r) => r.p50 ?? 0)), 1)} / ${fmt(p99k, 1)} | ${fmt(mean(b.map((r) => r.reqPerSec)))} | ${fmt(mean(b.map((r) => r.p50 ?? 0)), 1)} / ${fmt(p99b, 1)} | ${ratios.map((x) => x.toFixed(2)).join(', ')} | ${mean(ratios).toFixed(2)} | ${(p99k / p99b).toFixed(2)} | ${mean(k.map((r) => r.cpuMsPerRequest ?? 0)).toFixed(2)} / ${mean(b.map((r) => r.cpuMsPerRequest ?? 0)).toFixed(2)} | ${mean(k.map((r) => r.statements)).toFixed(2)} / ${mean(b.map((r) => r.statements)).toFixed(2)} | ${mean(k.map((r) => r.roundTrips)).toFixed(2)} / ${mean(b.map((r) => r.roundTrips)).toFixed(2)} | ${mean(k.map((r) => r.commits)).toFixed(2)} / ${mean(b.map((r) => r.commits)).toFixed(2)} | ${both(k, b, (r) => r.dbCpuMsPerRequest)} | ${both(k, b, (r) => r.clientCpuMsPerRequest)} |`,
    );
    lines.push(...bad(p.name, 'Kobo', k), ...bad(p.name, 'baseline', b));
  }
  await base.stop();
  await kobo.stop();

  if (PROFILE && profileDir) {
    const p = PATHS.find((x) => x.name.startsWith(PROFILE));
    if (p) {
      const prof = await start('kobo', profileDir);
      // Long enough that start-up (module loading, schema build) is a small share of the samples.
      await run(prof.url, KOBO_KEY, p, Number(process.env.BENCH_PROFILE_SECONDS || 15));
      await prof.stop();
      const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
      if (file) lines.push(`\nCPU profile of Kobo under "${p.name}": ${path.join(profileDir, file)}`, ...topFunctions(path.join(profileDir, file)));
    }
  }
  for (const db of [KOBO_DB, BASE_DB]) await admin(`DROP DATABASE IF EXISTS \`${db}\``);

  process.stdout.write(
    [
      `\nKobo vs baseline on MariaDB: ${CONNECTIONS} connections, ${PAIRS} pairs of ${SECONDS} s runs, ${SEED} seeded customers each, DB pool ${POOL} each`,
      ...table,
      `\nKobo (built, started with npm start's command): first /health answered ${fmt(startup)} ms after process start; idle RSS ${fmt(idleRss, 1)} MB`,
      ...lines,
    ].join('\n') + '\n',
  );
}

function bad(name: string, who: string, rs: LoadResult[]): string[] {
  const non2xx = rs.reduce((a, r) => a + r.non2xx, 0);
  const errors = rs.reduce((a, r) => a + r.errors, 0);
  return non2xx || errors ? [`! ${name} ${who}: ${non2xx} non-2xx replies, ${errors} errors`] : [];
}

// Self time per function (and per file), from a .cpuprofile.
function topFunctions(file: string, n = 25): string[] {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(prof.nodes.map((nd) => [nd.id, nd]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  prof.samples.forEach((id, i) => {
    const nd = byId.get(id)!;
    const dt = prof.timeDeltas[i] ?? 0;
    total += dt;
    const where = nd.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(dist|src)\//, '$1/');
    const key = `${nd.callFrame.functionName || '(anonymous)'} ${where}:${nd.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const pkg = /^(@[^/]+\/[^/]+|[^/(]+)/.exec(where)?.[1] ?? (where || nd.callFrame.functionName);
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + dt);
  });
  const pct = (v: number) => `${((100 * v) / total).toFixed(1)}%`;
  return [
    'self time by package / area:',
    ...[...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => `  ${pct(v).padStart(6)}  ${k}`),
    'top functions by self time:',
    ...[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${pct(v).padStart(6)}  ${k}`),
  ];
}

// Run as a script only: bench/galera.bench.ts imports the paths.
if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`${(err as Error).stack}\n`);
    process.exit(1);
  });
}
