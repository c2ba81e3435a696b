// Webhook delivery throughput: events recorded in the outbox → dispatched → POSTed (signed) to a
// local receiver on 127.0.0.1, with 1 and 2 Kobo nodes (real server processes) on MariaDB + Redis,
// against a bare node:http + mysql2 baseline doing the equivalent SQL (claim with SKIP LOCKED, sign,
// POST, log the attempt, mark delivered) in this process.
//
//   npx ts-node bench/events.bench.ts            (EVENTS=3000 BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306 REDIS_URL=redis://127.0.0.1:6379)
import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createConnection, createPool, type Pool } from 'mysql2/promise';
import { startKoboNode, stopKoboNode, type KoboNode } from './lib';

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
  return createConnection({ host: SERVER.hostname, port: Number(SERVER.port || 3306), user: decodeURIComponent(SERVER.username || 'root'), password: decodeURIComponent(SERVER.password) });
}

function dbUrl(): string {
  const u = new URL(SERVER.toString());
  u.pathname = `/${DB}`;
  return u.toString();
}

const startNode = (env: Record<string, string>): Promise<KoboNode> =>
  startKoboNode({ DATABASE_URL: dbUrl(), REDIS_URL, KOBO_DEFAULT_SECRET_KEY: SECRET, KOBO_DEFAULT_PUBLIC_KEY: PUBLIC, KOBO_POLL_MS: '100', ...env });
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

async function runKobo(nodes: number, pool: Pool, rx: Receiver, offset: number): Promise<{ rate: number; p99: number }> {
  const started = await Promise.all(Array.from({ length: nodes }, () => startNode({ KOBO_WEBHOOK_CONCURRENCY: String(CONCURRENCY) })));
  try {
    const res = await fetch(`${started[0].url}/integration/webhook`, { method: 'PUT', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify({ url: rx.url }) });
    if (!res.ok) throw new Error(`cannot set webhook URL: ${await res.text()}`);
    const [[key]] = (await pool.query('SELECT integration_id FROM api_keys WHERE key_value = ?', [SECRET])) as unknown as [[{ integration_id: string }]];
    rx.reset();
    const t0 = Date.now();
    await insertEvents(pool, Number(key.integration_id), EVENTS, offset);
    await rx.waitFor(EVENTS, 300_000);
    const seconds = (Date.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 500));
    if (rx.received !== EVENTS) throw new Error(`duplicates: ${rx.received} deliveries for ${EVENTS} events`);
    return { rate: EVENTS / seconds, p99: p99(rx.latencies) };
  } finally {
    await Promise.all(started.map(stopNode));
  }
}

// The same work without Kobo: claim a batch with SKIP LOCKED, sign and POST each (16 at a time),
// log the attempt and mark it delivered.
async function runBaseline(pool: Pool, rx: Receiver): Promise<{ rate: number; p99: number }> {
  await pool.query('CREATE TABLE bl_events (id BIGINT AUTO_INCREMENT PRIMARY KEY, payload JSON, status VARCHAR(10) NOT NULL, KEY (status, id))');
  await pool.query('CREATE TABLE bl_attempts (id BIGINT AUTO_INCREMENT PRIMARY KEY, event_id BIGINT, status_code INT, latency_ms INT, created_at DATETIME(3))');
  rx.reset();
  const t0 = Date.now();
  for (let start = 0; start < EVENTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, EVENTS - start) }, (_, k) => [JSON.stringify(payload(start + k)), 'pending']);
    await pool.query('INSERT INTO bl_events (payload, status) VALUES ?', [rows]);
  }
  const target = new URL(rx.url);
  const post = (body: string) =>
    new Promise<number>((resolve) => {
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-paystack-signature': createHmac('sha512', SECRET).update(body).digest('hex') } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
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
      await pool.query('INSERT INTO bl_attempts (event_id, status_code, latency_ms, created_at) VALUES (?, ?, ?, ?)', [e.id, status, Date.now() - started, new Date()]);
      await pool.query("UPDATE bl_events SET status = 'delivered' WHERE id = ?", [e.id]);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await rx.waitFor(EVENTS, 60_000);
  return { rate: EVENTS / ((Date.now() - t0) / 1000), p99: p99(rx.latencies) };
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
    const baseline = await runBaseline(pool, rx);
    const one = await runKobo(1, pool, rx, 0);
    const two = await runKobo(2, pool, rx, EVENTS);
    const rows = [
      ['baseline (node:http + mysql2, 16 at a time)', baseline],
      ['kobo, 1 node', one],
      ['kobo, 2 nodes (+ Redis)', two],
    ] as const;
    console.log(`\nwebhook deliveries to 127.0.0.1, ${EVENTS} events, concurrency ${CONCURRENCY} per node, MariaDB\n`);
    console.log('| scenario | events/s | p99 record→received (ms) | vs baseline |');
    console.log('|---|---:|---:|---:|');
    for (const [name, r] of rows) console.log(`| ${name} | ${r.rate.toFixed(0)} | ${r.p99} | ${(r.rate / baseline.rate).toFixed(2)} |`);
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
