import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createConnection, createPool, type Pool } from 'mysql2/promise';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { buildServices, ENTITIES, type Services } from '../src/container';
import { createLogger } from '../src/core/logger';
import { createDataSource, runMigrations } from '../src/db/data-source';
import { Database } from '../src/db/unit-of-work';

// Shared helpers for bench/*.bench.ts. Benchmarks run on MariaDB/MySQL
// (BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306), each in a database of its own.
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306';
export const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function admin() {
  const u = new URL(SERVER_URL);
  return createConnection({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
  });
}

export async function createBenchDatabase(name: string): Promise<BenchDatabase> {
  const db = `kobo_bench_${name.replace(/[^a-z0-9_]/gi, '_')}`;
  const conn = await admin();
  await conn.query(`DROP DATABASE IF EXISTS \`${db}\``);
  await conn.query(`CREATE DATABASE \`${db}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${db}`;
  return {
    name: db,
    url: url.toString(),
    async drop() {
      const c = await admin();
      await c.query(`DROP DATABASE IF EXISTS \`${db}\``);
      await c.end();
    },
  };
}

export interface KoboInstance {
  url: string;
  services: Services;
  integrationId: number;
  secretKey: string;
  stop(): Promise<void>;
}

// Kobo in this process, as test/support/server.ts boots it, with one integration.
export async function bootKobo(databaseUrl: string, env: Record<string, string> = {}): Promise<KoboInstance> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DB_POOL_SIZE: String(POOL_SIZE), ...env, DATABASE_URL: databaseUrl });
  const ds = await createDataSource(config, ENTITIES);
  await runMigrations(ds);
  const services = buildServices({ config, db: new Database(ds), log: createLogger(config.logLevel) });
  const app = await createApp(services);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', () => resolve()));
  // A serving node dispatches its outbox too; leaving that off would flatter Kobo's figures.
  services.background.start();
  const { integration, keys } = await services.integrations.create({ name: 'Bench' });
  return {
    url: `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`,
    services,
    integrationId: integration.id,
    secretKey: keys.test.secret_key,
    async stop() {
      await app.close();
      await services.background.stop();
      await ds.destroy();
    },
  };
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  // `[<id>]` in the body is replaced by a fresh random id on every request (unique emails).
  body?: string;
  // `__N<count>__` in the path is replaced per request by a random one of these (or, without them,
  // a random integer below <count>).
  values?: string[];
  connections?: number;
  seconds?: number;
  warmupSeconds?: number;
}

export interface LoadResult {
  reqPerSec: number;
  p50?: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  // CPU this process (where the servers run) spent per request, ms: less sensitive than req/s to
  // other load on the machine.
  cpuMsPerRequest?: number;
  // The load generator's CPU over the measured run (bench/load-worker.js).
  clientCpuMs?: number;
}

// autocannon runs in a child process (bench/load-worker.js), so the load generator never shares
// the event loop of the server it measures.
export async function loadTest(opts: LoadOptions): Promise<LoadResult> {
  const options = {
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers ?? {},
    body: opts.body,
    values: opts.values,
    connections: opts.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 20),
    seconds: opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 10),
    warmupSeconds: opts.warmupSeconds ?? Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  };
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'load-worker.js'), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`load worker exited ${code}: ${stderr}`))));
  });
  return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
}

export type BaselineHandler = (ctx: {
  pool: Pool;
  body: any;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}) => Promise<{ status: number; body: unknown }>;

export interface Baseline {
  url: string;
  pool: Pool;
  stop(): Promise<void>;
}

// The physical-limit reference: bare node:http + a mysql2 pool of the same size, routing
// "METHOD /path" to handlers that issue the equivalent SQL.
export async function startBaseline(databaseUrl: string, handlers: Record<string, BaselineHandler>): Promise<Baseline> {
  const u = new URL(databaseUrl);
  const pool = createPool({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
    database: u.pathname.slice(1),
    connectionLimit: POOL_SIZE,
    supportBigNumbers: true,
    bigNumberStrings: true,
    timezone: 'Z',
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const handler = handlers[`${req.method} ${url.pathname}`];
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      };
      if (!handler) return send(404, { status: false, message: 'not found' });
      let body: unknown = {};
      try {
        if (chunks.length) body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { status: false, message: 'Invalid JSON' });
      }
      handler({ pool, body, query: url.searchParams, headers: req.headers }).then(
        (r) => send(r.status, r.body),
        (err: Error) => send(500, { status: false, message: err.message }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pool,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}

export interface Row {
  name: string;
  kobo: LoadResult;
  baseline: LoadResult;
}

// Kobo and the baseline under the same load, measured in alternating rounds (K B, then B K, …)
// so that drift in the machine's load (other processes, MariaDB's buffer pool) hits both sides
// alike. Each side gets `seconds` in total; req/s is over all rounds, p99 the worst round's.
export async function compare(
  name: string,
  kobo: LoadOptions,
  baseline: LoadOptions,
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  rounds = Number(process.env.BENCH_ROUNDS ?? 2),
): Promise<Row> {
  const per = Math.max(1, Math.round(seconds / rounds));
  const results: Record<'kobo' | 'baseline', LoadResult[]> = { kobo: [], baseline: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['kobo', 'baseline'] as const) : (['baseline', 'kobo'] as const);
    for (const side of order) {
      const opts = side === 'kobo' ? kobo : baseline;
      const warmupSeconds = i === 0 ? (opts.warmupSeconds ?? Number(process.env.BENCH_WARMUP_SECONDS ?? 2)) : 0;
      if (warmupSeconds > 0) await loadTest({ ...opts, seconds: warmupSeconds, warmupSeconds: 0 });
      const before = process.cpuUsage();
      const r = await loadTest({ ...opts, seconds: per, warmupSeconds: 0 });
      const cpu = process.cpuUsage(before);
      results[side].push({ ...r, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, r.requests) });
    }
  }
  const merge = (rs: LoadResult[]): LoadResult => ({
    reqPerSec: rs.reduce((a, r) => a + r.reqPerSec, 0) / rs.length,
    p99: Math.max(...rs.map((r) => r.p99)),
    requests: rs.reduce((a, r) => a + r.requests, 0),
    non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    cpuMsPerRequest:
      rs.reduce((a, r) => a + (r.cpuMsPerRequest ?? 0) * r.requests, 0) /
      Math.max(
        1,
        rs.reduce((a, r) => a + r.requests, 0),
      ),
  });
  return { name, kobo: merge(results.kobo), baseline: merge(results.baseline) };
}

export function printTable(title: string, rows: Row[]): void {
  const lines = [
    `\n${title}`,
    `| measurement | Kobo req/s | Kobo p99 ms | baseline req/s | baseline p99 ms | Kobo/baseline | server CPU ms/req Kobo / baseline |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.kobo.reqPerSec.toFixed(0)} | ${r.kobo.p99} | ${r.baseline.reqPerSec.toFixed(0)} | ${r.baseline.p99} | ${(r.kobo.reqPerSec / r.baseline.reqPerSec).toFixed(2)} | ${r.kobo.cpuMsPerRequest?.toFixed(2) ?? '-'} / ${r.baseline.cpuMsPerRequest?.toFixed(2) ?? '-'} |`,
    ),
  ];
  for (const r of rows) {
    for (const [who, res] of [
      ['Kobo', r.kobo],
      ['baseline', r.baseline],
    ] as const) {
      if (res.non2xx || res.errors) lines.push(`! ${r.name} ${who}: ${res.non2xx} non-2xx replies, ${res.errors} errors`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

// CPU seconds (user + system) a process has used so far, from /proc.
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface KoboNode {
  url: string;
  proc: ChildProcess;
  // Log lines at warn or above so far (a group rolled back, a claim retried, an item failed).
  warnings: number;
}

// The database server's process on this machine (MariaDB or MySQL), for its CPU from /proc; null
// when it runs elsewhere.
export function databasePid(port = Number(new URL(SERVER_URL).port || 3306)): number | null {
  const servers: number[] = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const comm = fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim();
      if (comm === 'mariadbd' || comm === 'mysqld') servers.push(Number(d));
    } catch {
      // gone meanwhile
    }
  }
  if (servers.length <= 1) return servers[0] ?? null;
  // Several servers on this machine (a Galera cluster's nodes, a private one for a profile): the
  // one listening on the bench's port, found by its listening socket's inode among its open files.
  const listening = listeningInodes(port);
  for (const pid of servers) {
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (listening.has(link)) return pid;
      }
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return servers[0]!;
}

// `socket:[inode]` of every TCP socket listening on `port` (IPv4 and IPv6).
function listeningInodes(port: number): Set<string> {
  const found = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local address (hex ip:port), state 0A = LISTEN, inode in the tenth column
      if (f.length > 9 && f[3] === '0A' && parseInt(f[1]!.split(':').pop()!, 16) === port) found.add(`socket:[${f[9]}]`);
    }
  }
  return found;
}

// CPU used from now on by this process (a bare client) and by the database server, per unit of work,
// with the load average beside it: how the ceiling benches report what a unit costs.
export function clientCpuMeter(): { report(units: number): string } {
  const dbPid = databasePid();
  const dbCpu = () => (dbPid ? cpuSeconds(dbPid) : 0);
  const dbBefore = dbCpu();
  const cpuBefore = process.cpuUsage();
  const loadBefore = loadAverage();
  return {
    report(units) {
      const cpu = process.cpuUsage(cpuBefore);
      const ownMs = (cpu.user + cpu.system) / 1000 / units;
      const dbMs = ((dbCpu() - dbBefore) * 1000) / units;
      return `CPU per unit ${ownMs.toFixed(3)} ms client + ${dbMs.toFixed(3)} ms database = ${(ownMs + dbMs).toFixed(3)} ms; load ${loadBefore} → ${loadAverage()}`;
    },
  };
}

// The server's lock counters (global: other clients of the same server count too).
export async function lockCounters(pool: Pool): Promise<{ lockWaits: number; deadlocks: number }> {
  const [rows] = (await pool.query("SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_row_lock_waits', 'Innodb_deadlocks')")) as any;
  const m = new Map<string, number>((rows as Array<{ Variable_name: string; Value: string }>).map((r) => [r.Variable_name, Number(r.Value)]));
  return { lockWaits: m.get('Innodb_row_lock_waits') ?? 0, deadlocks: m.get('Innodb_deadlocks') ?? 0 };
}

export function loadAverage(): string {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

const ROOT = path.resolve(__dirname, '..');
let built = false;

// What `npm start` runs after `node`: its flags and the built entry point (read from package.json,
// so the benches start Kobo exactly as users do).
export function startArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  // `exec` hands npm's process to node (signals reach the server); the bench spawns node itself.
  const [node, ...args] = pkg.scripts.start.replace(/^exec\s+/, '').split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  return args.map((a) => (a.endsWith('.js') ? path.join(ROOT, a) : a));
}

// A Kobo node as users run it: the built server (`npm start`'s command, compiled first when the
// sources are newer) in a process of its own, logging at info; resolves once it listens.
export async function startKoboNode(env: Record<string, string>): Promise<KoboNode> {
  if (!built) {
    const build = spawnSync(process.execPath, ['scripts/build.js', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
    built = true;
  }
  // BENCH_NODE_ARGS passes flags to the node (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof, or
  // -r ./bench/gc-stat.js for its GC time, -r ./bench/alloc-sample.js for what it allocates).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, ...startArgs()], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const node = { url: '', proc, warnings: 0 };
  node.url = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      // BENCH_NODE_LOG=1 shows the node's log (on stderr, apart from the figures).
      if (process.env.BENCH_NODE_LOG) process.stderr.write(chunk);
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('kobo listening')) resolve(JSON.parse(line).url);
        else if (/"level":(4|5|6)0/.test(line)) node.warnings++;
      }
    });
    proc.once('exit', (code) => reject(new Error(`node exited ${code}`)));
  });
  return node;
}

export async function stopKoboNode(n: KoboNode): Promise<void> {
  if (n.proc.exitCode !== null) return;
  const done = new Promise((r) => n.proc.once('exit', r));
  n.proc.kill('SIGTERM');
  await done;
}

// One REST call with a secret key; the reply's `data`, or an error carrying the envelope.
export async function koboApi(base: string, secret: string, method: string, p: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.status) throw new Error(`${method} ${p}: ${JSON.stringify(json)}`);
  return json.data;
}

// ---- Galera: the cluster's conflicts and Kobo's own retries ----

// Certification failures plus brute-force aborts over the three nodes of scripts/galera-cluster.sh
// (each node counts its own).
export async function galeraConflicts(): Promise<number> {
  let total = 0;
  for (const port of [3311, 3312, 3313]) {
    const c = await createConnection({ host: '127.0.0.1', port, user: 'root' });
    const [rows] = await c.query("SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_cert_failures', 'wsrep_local_bf_aborts')");
    total += (rows as Array<{ Value: string }>).reduce((s, r) => s + Number(r.Value), 0);
    await c.end();
  }
  return total;
}

// Kobo's own retries, summed over the nodes' GET /metrics (src/ops/metrics.ts): transactions redone
// after a 1213/1205, due-work claims lost to another node.
export interface Retries {
  transactions: number;
  claims: number;
}
export async function koboRetries(nodes: Array<{ url: string }>): Promise<Retries> {
  const out = { transactions: 0, claims: 0 };
  for (const n of nodes) {
    const text = await (await fetch(`${n.url}/metrics`)).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    out.transactions += value('kobo_db_transaction_retries_total');
    out.claims += value('kobo_due_work_claim_conflicts_total');
  }
  return out;
}

// BENCH_NODE_SERVERS (comma-separated server URLs): the servers the job benches' nodes write
// through, node i through server i mod n (two Galera nodes, say); the bench database is made on
// BENCH_DATABASE_URL's server (on a cluster it replicates to the others). Unset: every node on it.
const NODE_SERVERS = (process.env.BENCH_NODE_SERVERS ?? '').split(',').filter(Boolean);
export const onGalera = NODE_SERVERS.length > 0;
export function nodeDatabaseUrl(dbUrl: string, i: number): string {
  if (!onGalera) return dbUrl;
  const u = new URL(NODE_SERVERS[i % NODE_SERVERS.length]!);
  u.pathname = new URL(dbUrl).pathname;
  return u.toString();
}

// ---- background-job benches (renewals, bulk charges) ----

export interface JobScenario {
  pool: Pool;
  // The first node's URL; `api` calls it with the default integration's secret key.
  base: string;
  api(method: string, p: string, body?: unknown): Promise<any>;
}

// For each node count in NODES (default 1,2): a fresh MariaDB database, that many Kobo nodes as real
// processes sharing it (fixed default keys, polling every 200 ms), and `run`, which seeds, starts
// the work and returns the seconds until all `count` units were done and checked. One line per
// scenario, then a table.
// BENCH_WARMUP=N: before anything is counted, `warmUp` puts N units through the same path for every
// node (N × nodes in all, which the nodes share out as they claim): a node fresh from its start runs
// the path's code unoptimised at first, and each node pays that once. With N in all, each of two
// nodes had half the warm-up of one node, and the two-node figure counted that as CPU per item
// (one run, bulk charges: 1.37× one node with 3,000 in all, 1.20× with 3,000 per node). Off by
// default: the figures then include that start-up share, as earlier sections of RESULTS.md did.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 0);

// Until InnoDB has purged what earlier writes left (its history list is short again, or 30 s): the
// purge of a warm-up's rows would otherwise run inside the counted window, on the database's CPU.
async function purged(pool: Pool): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [[row]] = (await pool.query("SELECT count AS n FROM information_schema.INNODB_METRICS WHERE name = 'trx_rseg_history_len'")) as any;
    if (!row || Number(row.n) < 100 || Date.now() - started > 30_000) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function runJobBench(opts: {
  name: string;
  count: number;
  unit: string;
  run(s: JobScenario): Promise<number>;
  warmUp?(s: JobScenario, units: number): Promise<void>;
}): Promise<void> {
  const secret = `sk_test_${randomBytes(16).toString('hex')}`;
  const keys = {
    KOBO_DEFAULT_SECRET_KEY: secret,
    KOBO_DEFAULT_PUBLIC_KEY: `pk_test_${randomBytes(16).toString('hex')}`,
    KOBO_POLL_MS: '200',
    ...(process.env.BENCH_NODE_ENV ? Object.fromEntries(process.env.BENCH_NODE_ENV.split(',').map((kv) => kv.split('='))) : {}),
  };
  const results: Array<{
    nodes: number;
    seconds: number;
    cpuMs: number;
    dbCpuMs: number;
    lockWaits: number;
    deadlocks: number;
    warnings: number;
    load: string;
    conflicts: number;
    retries: Retries;
  }> = [];
  const dbPid = databasePid();
  for (const nodes of (process.env.NODES ?? '1,2').split(',').map(Number)) {
    const db = await createBenchDatabase(`${opts.name.replace(/\W+/g, '_')}_${nodes}`);
    const u = new URL(db.url);
    const pool = createPool({
      host: u.hostname,
      port: Number(u.port || 3306),
      user: decodeURIComponent(u.username || 'root'),
      password: decodeURIComponent(u.password),
      database: db.name,
      connectionLimit: 2,
    });
    const running: KoboNode[] = [];
    try {
      for (let i = 0; i < nodes; i++) running.push(await startKoboNode({ DATABASE_URL: nodeDatabaseUrl(db.url, i), ...keys }));
      const base = running[0]!.url;
      const scenario: JobScenario = { pool, base, api: (method, p, body) => koboApi(base, secret, method, p, body) };
      if (WARMUP > 0 && opts.warmUp) {
        await opts.warmUp(scenario, WARMUP * nodes);
        await purged(pool);
      }
      // The nodes' own CPU and the database server's over the run (seeding through the API and in
      // SQL included, a small part): steadier than the wall time on a shared machine. The server's
      // CPU and lock counters also count other clients of the same server, if any.
      const cpu = () => running.reduce((sum, n) => sum + cpuSeconds(n.proc.pid!), 0);
      const dbCpu = () => (dbPid ? cpuSeconds(dbPid) : 0);
      const cpuBefore = cpu();
      const dbBefore = dbCpu();
      const locksBefore = await lockCounters(pool);
      const warnBefore = running.reduce((sum, n) => sum + n.warnings, 0);
      const loadBefore = loadAverage();
      const conflictsBefore = onGalera ? await galeraConflicts() : 0;
      const retriesBefore = await koboRetries(running);
      const seconds = await opts.run(scenario);
      const cpuMs = ((cpu() - cpuBefore) * 1000) / opts.count;
      const dbCpuMs = ((dbCpu() - dbBefore) * 1000) / opts.count;
      const locks = await lockCounters(pool);
      const conflictsAfter = onGalera ? await galeraConflicts() : 0;
      const retriesAfter = await koboRetries(running);
      const per1000 = (n: number) => (n * 1000) / opts.count;
      const r = {
        nodes,
        seconds,
        cpuMs,
        dbCpuMs,
        lockWaits: per1000(locks.lockWaits - locksBefore.lockWaits),
        deadlocks: per1000(locks.deadlocks - locksBefore.deadlocks),
        warnings: per1000(running.reduce((sum, n) => sum + n.warnings, 0) - warnBefore),
        load: `${loadBefore} → ${loadAverage()}`,
        conflicts: per1000(conflictsAfter - conflictsBefore),
        retries: { transactions: per1000(retriesAfter.transactions - retriesBefore.transactions), claims: per1000(retriesAfter.claims - retriesBefore.claims) },
      };
      results.push(r);
      process.stdout.write(
        `${opts.name}: ${opts.count} ${opts.unit}${WARMUP > 0 && opts.warmUp ? ` (after ${WARMUP * nodes} to warm up)` : ''}, ${nodes} node(s): all done in ${seconds.toFixed(2)} s (${Math.round(opts.count / seconds)} ${opts.unit}/s), CPU per unit ${cpuMs.toFixed(3)} ms node(s) + ${dbCpuMs.toFixed(3)} ms database = ${(cpuMs + dbCpuMs).toFixed(3)} ms; per 1,000: ${r.lockWaits.toFixed(1)} lock waits, ${r.deadlocks.toFixed(1)} deadlocks, ${r.warnings.toFixed(1)} node warnings, ${r.conflicts.toFixed(1)} Galera conflicts, Kobo retries ${r.retries.transactions.toFixed(1)} transactions + ${r.retries.claims.toFixed(1)} claims; load ${r.load}\n`,
      );
    } finally {
      await Promise.all(running.map(stopKoboNode));
      await pool.end();
      // BENCH_KEEP_DB=1 leaves the database for a look at what the run wrote.
      if (process.env.BENCH_KEEP_DB) process.stderr.write(`kept database ${db.name}\n`);
      else await db.drop();
    }
  }
  process.stdout.write(
    `\n| nodes | ${opts.unit} | seconds until all done | ${opts.unit}/s | CPU ms per unit: nodes + database = total | lock waits / deadlocks / node warnings per 1,000 | Galera conflicts per 1,000 | Kobo retries per 1,000: transactions / claims | load average before → after |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n`,
  );
  for (const r of results)
    process.stdout.write(
      `| ${r.nodes} | ${opts.count} | ${r.seconds.toFixed(2)} | ${Math.round(opts.count / r.seconds)} | ${r.cpuMs.toFixed(3)} + ${r.dbCpuMs.toFixed(3)} = ${(r.cpuMs + r.dbCpuMs).toFixed(3)} | ${r.lockWaits.toFixed(1)} / ${r.deadlocks.toFixed(1)} / ${r.warnings.toFixed(1)} | ${onGalera ? r.conflicts.toFixed(1) : '-'} | ${r.retries.transactions.toFixed(1)} / ${r.retries.claims.toFixed(1)} | ${r.load} |\n`,
    );
}

// Every unit was charged exactly once: `count` successful transactions, all under distinct
// references starting with `prefix`.
export async function expectCharged(pool: Pool, prefix: string, count: number, what: string): Promise<void> {
  const [[tx]] = (await pool.query("SELECT COUNT(*) AS n, COUNT(DISTINCT reference) AS refs FROM transactions WHERE reference LIKE ? AND status = 'success'", [
    `${prefix}%`,
  ])) as any;
  if (Number(tx.n) !== count || Number(tx.refs) !== count) throw new Error(`expected ${count} ${what}, found ${tx.n} (${tx.refs} distinct)`);
}

// Polls `done` every 50 ms; fails after `timeoutMs` with what `progress` says.
export async function pollUntil(done: () => Promise<boolean>, timeoutMs: number, progress: () => string): Promise<void> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not done after ${timeoutMs / 1000} s: ${progress()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
