// Webhook delivery throughput: events recorded in the outbox → dispatched → POSTed (signed) to a
// local receiver on 127.0.0.1, with 1 and 2 Kobo nodes (real server processes) on MariaDB + Redis,
// against a bare node:http + mysql2 baseline doing the equivalent SQL (claim with SKIP LOCKED, sign,
// POST, log the attempt, mark delivered) in this process.
//
//   npx ts-node bench/events.bench.ts            (EVENTS=3000 BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306 REDIS_URL=redis://127.0.0.1:6379)
//
// `backlog` (npx ts-node bench/events.bench.ts backlog): one node drains a backlog of EVENTS and of
// BACKLOG events (default 3,000 and 20,000), interleaved BACKLOG_ROUNDS times, each from a clean
// outbox; a drain rate that falls as the backlog grows means something per attempt walks the pending
// set. Meanwhile a probe sends API requests one at a time (a dashboard's lists), and their p99 is set
// against the same probe's on the idle node. A drain is cut at BACKLOG_SECONDS (default 300): the
// rate is then what was delivered by then.
//
// `subscribers` (npx ts-node bench/events.bench.ts subscribers): a subscriber that never reads
// (issue 37, item 1). One node, no webhook URL; SUBSCRIBERS (default 2) graphql-ws clients that read,
// and in every other run one more that subscribes and then stops reading (its socket paused).
// STALL_EVENTS (default 10,000) events of about 4 KB each are recorded at once, so the stalled
// socket's buffers fill. Per run: whether the node is still up and answering, how long until every
// reading client had every event, their p99 delay from recording to receipt, and how the stalled
// client's subscription ended (LAGGED, or its socket closed). Runs alternate, STALL_ROUNDS pairs
// (default 1); a run is cut at STALL_SECONDS (default 120).
import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createConnection, createPool, type Pool } from 'mysql2/promise';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { cpuSeconds, databasePid, koboApi, loadAverage, lockCounters, nodeDatabaseUrl, startKoboNode, stopKoboNode, type KoboNode } from './lib';

const SERVER = new URL(process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const EVENTS = Number(process.env.EVENTS ?? 3000);
const DB = 'kobo_bench_events';
const CONCURRENCY = 16;
const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
const PUBLIC = `pk_test_${randomBytes(16).toString('hex')}`;

interface Receiver {
  url: string;
  received: number;
  latencies: number[];
  waitFor(n: number, timeoutMs: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

// Answers 200 at once; records when each event arrived relative to its created_at (carried in data).
async function receiver(): Promise<Receiver> {
  const state = { received: 0, latencies: [] as number[] };
  let waiter: (() => void) | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      state.received++;
      state.latencies.push(Date.now() - Number(body.data.sent_at));
      res.end('ok');
      waiter?.();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    get received() {
      return state.received;
    },
    get latencies() {
      return state.latencies;
    },
    async waitFor(n, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (state.received < n) {
        if (Date.now() > deadline) throw new Error(`receiver got ${state.received} of ${n}`);
        await new Promise<void>((r) => {
          waiter = r;
          setTimeout(r, 50);
        });
      }
    },
    reset() {
      state.received = 0;
      state.latencies = [];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function admin() {
  return createConnection({
    host: SERVER.hostname,
    port: Number(SERVER.port || 3306),
    user: decodeURIComponent(SERVER.username || 'root'),
    password: decodeURIComponent(SERVER.password),
  });
}

function dbUrl(): string {
  const u = new URL(SERVER.toString());
  u.pathname = `/${DB}`;
  return u.toString();
}

// Node i writes through BENCH_NODE_SERVERS' server i mod n when it is set (two Galera nodes), else through SERVER.
const startNode = (env: Record<string, string>, i = 0): Promise<KoboNode> =>
  startKoboNode({
    DATABASE_URL: nodeDatabaseUrl(dbUrl(), i),
    REDIS_URL,
    KOBO_DEFAULT_SECRET_KEY: SECRET,
    KOBO_DEFAULT_PUBLIC_KEY: PUBLIC,
    KOBO_POLL_MS: '100',
    ...env,
  });
const stopNode = stopKoboNode;

const payload = (i: number) => ({ reference: `bench-${i}`, amount: 10000, currency: 'NGN', status: 'success', sent_at: Date.now() });

async function insertEvents(pool: Pool, integrationId: number, count: number, offset: number): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = offset + start + k;
      return [integrationId, 'test', 'charge.success', `charge:bench-${i}`, JSON.stringify(payload(i)), new Date()];
    });
    await pool.query('INSERT INTO events (integration_id, domain, type, resource, payload, created_at) VALUES ?', [rows]);
  }
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

interface DrainRun {
  rate: number;
  p99: number;
  // CPU per event, ms: the sender's processes (the Kobo nodes, or this one for the baseline) and
  // the database server's (which also counts other clients of that server, if any).
  cpuMs: number;
  dbCpuMs: number;
  lockWaits: number;
  deadlocks: number;
  load: string;
}

const DB_PID = databasePid();
const dbCpu = () => (DB_PID ? cpuSeconds(DB_PID) : 0);

async function runKobo(nodes: number, pool: Pool, rx: Receiver, offset: number): Promise<DrainRun> {
  // A clean outbox per run, so rounds compare.
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'events']) await pool.query(`DELETE FROM ${table}`);
  const started = await Promise.all(Array.from({ length: nodes }, (_, i) => startNode({ KOBO_WEBHOOK_CONCURRENCY: String(CONCURRENCY) }, i)));
  try {
    const res = await fetch(`${started[0].url}/integration/webhook`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: rx.url }),
    });
    if (!res.ok) throw new Error(`cannot set webhook URL: ${await res.text()}`);
    const [[key]] = (await pool.query('SELECT integration_id FROM api_keys WHERE key_value = ?', [SECRET])) as unknown as [[{ integration_id: string }]];
    rx.reset();
    const cpu = () => started.reduce((sum, n) => sum + cpuSeconds(n.proc.pid!), 0);
    const cpuBefore = cpu();
    const dbBefore = dbCpu();
    const locksBefore = await lockCounters(pool);
    const loadBefore = loadAverage();
    const t0 = Date.now();
    await insertEvents(pool, Number(key.integration_id), EVENTS, offset);
    await rx.waitFor(EVENTS, 600_000);
    const seconds = (Date.now() - t0) / 1000;
    const cpuMs = ((cpu() - cpuBefore) * 1000) / EVENTS;
    const dbCpuMs = ((dbCpu() - dbBefore) * 1000) / EVENTS;
    const locks = await lockCounters(pool);
    const load = `${loadBefore} → ${loadAverage()}`;
    await new Promise((r) => setTimeout(r, 500));
    if (rx.received !== EVENTS) throw new Error(`duplicates: ${rx.received} deliveries for ${EVENTS} events`);
    return {
      rate: EVENTS / seconds,
      p99: p99(rx.latencies),
      cpuMs,
      dbCpuMs,
      lockWaits: ((locks.lockWaits - locksBefore.lockWaits) * 1000) / EVENTS,
      deadlocks: ((locks.deadlocks - locksBefore.deadlocks) * 1000) / EVENTS,
      load,
    };
  } finally {
    await Promise.all(started.map(stopNode));
  }
}

// The same work without Kobo: claim a batch with SKIP LOCKED, sign and POST each (16 at a time),
// log the attempt and mark it delivered.
async function runBaseline(pool: Pool, rx: Receiver): Promise<DrainRun> {
  for (const table of ['bl_events', 'bl_attempts']) await pool.query(`DROP TABLE IF EXISTS ${table}`);
  await pool.query('CREATE TABLE bl_events (id BIGINT AUTO_INCREMENT PRIMARY KEY, payload JSON, status VARCHAR(10) NOT NULL, KEY (status, id))');
  await pool.query('CREATE TABLE bl_attempts (id BIGINT AUTO_INCREMENT PRIMARY KEY, event_id BIGINT, status_code INT, latency_ms INT, created_at DATETIME(3))');
  rx.reset();
  const cpuBefore = process.cpuUsage();
  const dbBefore = dbCpu();
  const locksBefore = await lockCounters(pool);
  const loadBefore = loadAverage();
  const t0 = Date.now();
  for (let start = 0; start < EVENTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, EVENTS - start) }, (_, k) => [JSON.stringify(payload(start + k)), 'pending']);
    await pool.query('INSERT INTO bl_events (payload, status) VALUES ?', [rows]);
  }
  const target = new URL(rx.url);
  const post = (body: string) =>
    new Promise<number>((resolve) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex'),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const worker = async () => {
    for (;;) {
      const conn = await pool.getConnection();
      let claimed: Array<{ id: number; payload: unknown }>;
      try {
        await conn.beginTransaction();
        const [rows] = await conn.query("SELECT id, payload FROM bl_events WHERE status = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED");
        claimed = rows as Array<{ id: number; payload: unknown }>;
        if (claimed.length) await conn.query("UPDATE bl_events SET status = 'sending' WHERE id = ?", [claimed[0].id]);
        await conn.commit();
      } finally {
        conn.release();
      }
      if (!claimed.length) return;
      const e = claimed[0];
      const started = Date.now();
      const body = JSON.stringify({ event: 'charge.success', data: typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload });
      const status = await post(body);
      await pool.query('INSERT INTO bl_attempts (event_id, status_code, latency_ms, created_at) VALUES (?, ?, ?, ?)', [
        e.id,
        status,
        Date.now() - started,
        new Date(),
      ]);
      await pool.query("UPDATE bl_events SET status = 'delivered' WHERE id = ?", [e.id]);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await rx.waitFor(EVENTS, 60_000);
  const rate = EVENTS / ((Date.now() - t0) / 1000);
  const cpu = process.cpuUsage(cpuBefore);
  const locks = await lockCounters(pool);
  return {
    rate,
    p99: p99(rx.latencies),
    // This process also runs the receiver; so do the Kobo runs (in this process too), not counted there.
    cpuMs: (cpu.user + cpu.system) / 1000 / EVENTS,
    dbCpuMs: ((dbCpu() - dbBefore) * 1000) / EVENTS,
    lockWaits: ((locks.lockWaits - locksBefore.lockWaits) * 1000) / EVENTS,
    deadlocks: ((locks.deadlocks - locksBefore.deadlocks) * 1000) / EVENTS,
    load: `${loadBefore} → ${loadAverage()}`,
  };
}

// API requests one at a time, as a dashboard page's lists, until `stop` resolves: their latencies.
async function probeApi(base: string, stop: Promise<void>): Promise<number[]> {
  const paths = ['/customer?perPage=20', '/integration/events?perPage=20', '/transaction?perPage=20'];
  const latencies: number[] = [];
  let done = false;
  void stop.then(() => (done = true));
  for (let i = 0; !done; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${paths[i % paths.length]}`, { headers: { authorization: `Bearer ${SECRET}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`probe ${paths[i % paths.length]} answered ${res.status}`);
    latencies.push(performance.now() - t0);
    await Promise.race([new Promise((r) => setTimeout(r, 20)), stop]);
  }
  return latencies;
}

interface BacklogRun {
  events: number;
  delivered: number;
  seconds: number;
  rate: number;
  idleP99: number;
  busyP99: number;
  probes: number;
  cpuMsPerEvent: number;
}

// One node, a clean outbox, `count` events recorded at once (the backlog), drained to the receiver.
async function runBacklog(pool: Pool, rx: Receiver, count: number, offset: number): Promise<BacklogRun> {
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'events']) await pool.query(`DELETE FROM ${table}`);
  const node = await startNode({ KOBO_WEBHOOK_CONCURRENCY: String(CONCURRENCY) });
  try {
    const res = await fetch(`${node.url}/integration/webhook`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: rx.url }),
    });
    if (!res.ok) throw new Error(`cannot set webhook URL: ${await res.text()}`);
    const [[key]] = (await pool.query('SELECT integration_id FROM api_keys WHERE key_value = ?', [SECRET])) as unknown as [[{ integration_id: string }]];
    // The idle node's latencies first, then the same probe while the backlog drains.
    const idle = await probeApi(node.url, new Promise((r) => setTimeout(r, 3000)));
    rx.reset();
    const cpuBefore = cpuSeconds(node.proc.pid!);
    const t0 = Date.now();
    await insertEvents(pool, Number(key.integration_id), count, offset);
    let stopProbe!: () => void;
    const probing = probeApi(node.url, new Promise<void>((r) => (stopProbe = r)));
    const limitMs = Number(process.env.BACKLOG_SECONDS ?? 300) * 1000;
    await rx.waitFor(count, limitMs).catch(() => undefined);
    const seconds = (Date.now() - t0) / 1000;
    const cpuMs = (cpuSeconds(node.proc.pid!) - cpuBefore) * 1000;
    const delivered = rx.received;
    stopProbe();
    const busy = await probing;
    if (delivered > count) throw new Error(`duplicates: ${delivered} deliveries for ${count} events`);
    return {
      events: count,
      delivered,
      seconds,
      rate: delivered / seconds,
      idleP99: p99(idle),
      busyP99: p99(busy),
      probes: busy.length,
      cpuMsPerEvent: cpuMs / Math.max(1, delivered),
    };
  } finally {
    await stopNode(node);
  }
}

async function backlog(pool: Pool, rx: Receiver): Promise<void> {
  const sizes = [EVENTS, Number(process.env.BACKLOG ?? 20_000)];
  const rounds = Number(process.env.BACKLOG_ROUNDS ?? 1);
  const runs: BacklogRun[] = [];
  let offset = 0;
  for (let round = 0; round < rounds; round++) {
    for (const size of sizes) {
      const run = await runBacklog(pool, rx, size, offset);
      offset += size;
      runs.push(run);
      process.stdout.write(
        `backlog ${size}: ${run.delivered} delivered in ${run.seconds.toFixed(1)} s (${run.rate.toFixed(0)}/s), API p99 ${run.busyP99.toFixed(1)} ms vs idle ${run.idleP99.toFixed(1)} ms over ${run.probes} requests, node CPU ${run.cpuMsPerEvent.toFixed(2)} ms per event\n`,
      );
    }
  }
  console.log(`\nwebhook backlog drained by 1 node to 127.0.0.1, concurrency ${CONCURRENCY}, MariaDB, ${rounds} interleaved round(s)\n`);
  console.log('| backlog | delivered | events/s | API p99 draining (ms) | API p99 idle (ms) | ratio | node CPU ms/event |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    console.log(
      `| ${r.events} | ${r.delivered}${r.delivered < r.events ? ' (cut)' : ''} | ${r.rate.toFixed(0)} | ${r.busyP99.toFixed(1)} | ${r.idleP99.toFixed(1)} | ${(r.busyP99 / r.idleP99).toFixed(2)} | ${r.cpuMsPerEvent.toFixed(2)} |`,
    );
  }
}

interface SubscriberRun {
  stalled: boolean;
  alive: boolean;
  // Events every reading client had when the run ended, of `count` (the least of them).
  received: number;
  seconds: number;
  p99: number;
  stalledGot: number;
  stalledEnd: string;
  readersEnded: number;
}

const FILLER = 'x'.repeat(4000);
const EVENTS_QUERY = 'subscription { events { id type data } }';

// One node, a clean outbox, readers (and a stalled client if `stalled`), `count` events recorded at once.
async function runSubscribers(pool: Pool, count: number, stalled: boolean, offset: number): Promise<SubscriberRun> {
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'events']) await pool.query(`DELETE FROM ${table}`);
  const node = await startNode({});
  let exited = false;
  node.proc.once('exit', () => (exited = true));
  const wsUrl = `${node.url.replace(/^http/, 'ws')}/graphql`;
  const readers = Array.from({ length: Number(process.env.SUBSCRIBERS ?? 2) }, () => {
    const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: `Bearer ${SECRET}` } });
    const state = { client, probes: 0, burst: 0, latencies: [] as number[], error: undefined as unknown };
    client.subscribe<{ events: { type: string; data: { sent_at?: number } } }>(
      { query: EVENTS_QUERY },
      {
        next: (r) => {
          const e = r.data?.events;
          if (e?.type === 'customer.created') state.probes++;
          else if (e?.type === 'charge.success') {
            state.burst++;
            state.latencies.push(Date.now() - Number(e.data.sent_at));
          }
        },
        error: (err) => (state.error = err),
        complete: () => undefined,
      },
    );
    return state;
  });
  // The stalled client: a bare graphql-transport-ws socket, so it can stop reading (pause()).
  const raw = stalled ? new WebSocket(wsUrl, 'graphql-transport-ws') : null;
  const rawState = { probes: 0, next: 0, end: 'none', closed: false };
  if (raw) {
    raw.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; id?: string; payload?: any };
      if (m.type === 'connection_ack') raw.send(JSON.stringify({ id: 's', type: 'subscribe', payload: { query: EVENTS_QUERY } }));
      else if (m.type === 'next' && m.payload?.data?.events?.type === 'customer.created') rawState.probes++;
      else if (m.type === 'next') rawState.next++;
      else if (m.type === 'error') rawState.end = String(m.payload?.[0]?.extensions?.code ?? 'error');
    });
    raw.on('close', (code) => {
      rawState.closed = true;
      if (rawState.end === 'none') rawState.end = `socket closed (${code})`;
    });
    raw.on('error', () => undefined);
    await new Promise<void>((r) => raw.once('open', () => r()));
    raw.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${SECRET}` } }));
  }
  try {
    // Every subscription live: each has heard a customer.created recorded after it subscribed.
    const deadline = Date.now() + 60_000;
    for (let i = 0; readers.some((r) => r.probes === 0) || (raw && rawState.probes === 0); i++) {
      if (Date.now() > deadline) throw new Error('the subscriptions did not go live');
      await koboApi(node.url, SECRET, 'POST', '/customer', { email: `probe-${offset}-${i}@example.com` });
      await new Promise((r) => setTimeout(r, 200));
    }
    raw?.pause();
    const [[key]] = (await pool.query('SELECT integration_id FROM api_keys WHERE key_value = ?', [SECRET])) as unknown as [[{ integration_id: string }]];
    const t0 = Date.now();
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
        const i = offset + start + k;
        return [Number(key.integration_id), 'test', 'charge.success', `charge:bench-${i}`, JSON.stringify({ ...payload(i), filler: FILLER }), new Date()];
      });
      await pool.query('INSERT INTO events (integration_id, domain, type, resource, payload, created_at) VALUES ?', [rows]);
    }
    const limit = t0 + Number(process.env.STALL_SECONDS ?? 120) * 1000;
    while (!exited && Date.now() < limit && readers.some((r) => r.burst < count && r.error === undefined)) await new Promise((r) => setTimeout(r, 50));
    const seconds = (Date.now() - t0) / 1000;
    raw?.resume();
    let alive = !exited;
    if (alive) alive = (await fetch(`${node.url}/customer`, { headers: { authorization: `Bearer ${SECRET}` } }).catch(() => null))?.status === 200;
    if (raw) {
      const until = Date.now() + 30_000;
      while (rawState.end === 'none' && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    }
    // A reader that fell past the queue too (a bench process too slow to read) is a result, not a crash.
    const ended = readers.filter((r) => r.error !== undefined);
    for (const r of ended) process.stderr.write(`a reading subscriber ended: ${JSON.stringify(r.error).slice(0, 300)}\n`);
    return {
      readersEnded: ended.length,
      stalled,
      alive,
      received: Math.min(...readers.map((r) => r.burst)),
      seconds,
      p99: p99(readers.flatMap((r) => r.latencies)),
      stalledGot: rawState.next,
      stalledEnd: raw ? rawState.end : '-',
    };
  } finally {
    raw?.terminate();
    await Promise.all(readers.map((r) => r.client.dispose()));
    await stopNode(node);
  }
}

async function subscribers(pool: Pool): Promise<void> {
  const count = Number(process.env.STALL_EVENTS ?? 10_000);
  const rounds = Number(process.env.STALL_ROUNDS ?? 1);
  const runs: SubscriberRun[] = [];
  let offset = 0;
  for (let round = 0; round < rounds; round++) {
    for (const stalled of round % 2 ? [true, false] : [false, true]) {
      const run = await runSubscribers(pool, count, stalled, offset);
      offset += count;
      runs.push(run);
      process.stdout.write(
        `${stalled ? 'with' : 'without'} a stalled subscriber: node ${run.alive ? 'up' : 'DOWN'}, readers had ${run.received} of ${count} in ${run.seconds.toFixed(1)} s, p99 ${run.p99} ms; stalled got ${run.stalledGot}, ended ${run.stalledEnd}\n`,
      );
    }
  }
  console.log(`\n${count} events of ~4 KB to ${process.env.SUBSCRIBERS ?? 2} reading graphql-ws subscribers on 1 node, MariaDB, ${rounds} round(s)\n`);
  console.log(
    '| stalled subscriber | node up | events every reader had | readers ended | seconds | p99 record→received (ms) | stalled client got | its subscription ended |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const r of runs)
    console.log(
      `| ${r.stalled ? 'yes' : 'no'} | ${r.alive ? 'yes' : 'NO'} | ${r.received}${r.received < count ? ' (cut)' : ''} | ${r.readersEnded} | ${r.seconds.toFixed(1)} | ${r.p99} | ${r.stalled ? r.stalledGot : '-'} | ${r.stalledEnd} |`,
    );
  if (runs.some((r) => !r.alive)) throw new Error('the node died');
}

async function main(): Promise<void> {
  const conn = await admin();
  await conn.query(`DROP DATABASE IF EXISTS \`${DB}\``);
  await conn.query(`CREATE DATABASE \`${DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const pool = createPool({ uri: dbUrl(), connectionLimit: CONCURRENCY + 2 });
  const rx = await receiver();
  try {
    // First start runs the migrations and creates the Default integration.
    await stopNode(await startNode({ KOBO_DISPATCH: 'off' }));
    if (process.argv[2] === 'backlog') return await backlog(pool, rx);
    if (process.argv[2] === 'subscribers') return await subscribers(pool);
    // Interleaved rounds (baseline, 1 node, 2 nodes, then the other way round), ratios per round.
    const rounds = Number(process.env.ROUNDS ?? 1);
    const nodeCounts = (process.env.NODES ?? '1,2').split(',').map(Number);
    const rows: Array<[string, DrainRun, number]> = [];
    let offset = 0;
    for (let round = 0; round < rounds; round++) {
      const order: Array<number> = [0, ...nodeCounts];
      if (round % 2 === 1) order.reverse();
      const got = new Map<number, DrainRun>();
      for (const n of order) {
        if (n === 0) got.set(0, await runBaseline(pool, rx));
        else {
          got.set(n, await runKobo(n, pool, rx, offset));
          offset += EVENTS;
        }
      }
      const base = got.get(0)!;
      for (const n of [0, ...nodeCounts])
        rows.push([
          n === 0 ? `baseline (node:http + mysql2, 16 at a time), round ${round + 1}` : `kobo, ${n} node(s), round ${round + 1}`,
          got.get(n)!,
          got.get(n)!.rate / base.rate,
        ]);
    }
    console.log(`\nwebhook deliveries to 127.0.0.1, ${EVENTS} events, concurrency ${CONCURRENCY} per node, MariaDB\n`);
    console.log(
      '| scenario | events/s | p99 record→received (ms) | vs baseline | CPU ms/event sender + database = total | lock waits / deadlocks per 1,000 | load average |',
    );
    console.log('|---|---:|---:|---:|---|---|---|');
    for (const [name, r, ratio] of rows)
      console.log(
        `| ${name} | ${r.rate.toFixed(0)} | ${r.p99} | ${ratio.toFixed(2)} | ${r.cpuMs.toFixed(3)} + ${r.dbCpuMs.toFixed(3)} = ${(r.cpuMs + r.dbCpuMs).toFixed(3)} | ${r.lockWaits.toFixed(1)} / ${r.deadlocks.toFixed(1)} | ${r.load} |`,
      );
  } finally {
    await rx.close();
    await pool.end();
    const c = await admin();
    await c.query(`DROP DATABASE IF EXISTS \`${DB}\``);
    await c.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
