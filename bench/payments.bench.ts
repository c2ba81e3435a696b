/* Payments benchmark: initialize, verify and charge_authorization on MariaDB, each beside a bare
 * node:http + mysql2 baseline doing the equivalent SQL, in the same run.
 *
 *   npx ts-node bench/payments.bench.ts            (BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=32 npx ts-node bench/payments.bench.ts
 *
 * Kobo and the baseline each run in a child process (so the load generator does not share their
 * event loop) against one fresh database `kobo_bench_payments`, created and dropped here. */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { createConnection, createPool, type Pool, type RowDataPacket, type ResultSetHeader } from 'mysql2/promise';
import { loadConfig } from '../src/config/config';
import { createLogger } from '../src/core/logger';
import { createDataSource, runMigrations } from '../src/db/data-source';
import { Database } from '../src/db/unit-of-work';
import { buildServices, ENTITIES } from '../src/container';
import { createApp } from '../src/app';

const autocannon = require('autocannon');

const SERVER = (process.env.BENCH_DATABASE_URL || 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const DB_NAME = 'kobo_bench_payments';
const DB_URL = `${SERVER}/${DB_NAME}`;
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const POOL = Number(process.env.BENCH_POOL || 10);

type Role = 'kobo' | 'baseline';

// ---------- child processes ----------

async function serveKobo(): Promise<number> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DB_POOL_SIZE: String(POOL), DATABASE_URL: DB_URL });
  const ds = await createDataSource(config, ENTITIES);
  await runMigrations(ds);
  const services = buildServices({ config, db: new Database(ds), log: createLogger('silent') });
  const app = await createApp(services);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', () => resolve()));
  // A serving node dispatches its outbox too; leaving that off would flatter Kobo's figures.
  services.background.start();
  return (app.httpServer.address() as AddressInfo).port;
}

// The same work Kobo does, written the shortest way: key lookup, then the use case's SQL.
async function serveBaseline(): Promise<number> {
  const u = new URL(DB_URL);
  const pool: Pool = createPool({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
    database: DB_NAME,
    connectionLimit: POOL,
    supportBigNumbers: true,
    bigNumberStrings: true,
    timezone: 'Z',
  });
  const auth = async (header: string | undefined) => {
    const key = /^Bearer\s+(\S+)$/.exec(header ?? '')?.[1] ?? '';
    const [rows] = await pool.query<RowDataPacket[]>(
      'SELECT k.integration_id, k.domain, i.test_clock_offset_ms FROM api_keys k JOIN integrations i ON i.id = k.integration_id WHERE k.key_hash = ? AND k.revoked_at IS NULL',
      [createHash('sha256').update(key).digest('hex')],
    );
    return rows[0] as { integration_id: string; domain: string } | undefined;
  };
  const body = (req: http.IncomingMessage) =>
    new Promise<Record<string, any>>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {}));
    });
  const send = (res: http.ServerResponse, status: number, payload: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  const server = http.createServer(async (req, res) => {
    try {
      const who = await auth(req.headers.authorization);
      if (!who) return send(res, 401, { status: false, message: 'Invalid key' });
      const now = new Date();
      if (req.method === 'POST' && req.url === '/transaction/initialize') {
        const b = await body(req);
        const conn = await pool.getConnection();
        try {
          await conn.beginTransaction();
          const [dup] = await conn.query<RowDataPacket[]>('SELECT id FROM transactions WHERE integration_id = ? AND domain = ? AND reference = ?', [
            who.integration_id,
            who.domain,
            b.reference,
          ]);
          if (dup.length) {
            await conn.rollback();
            return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
          }
          const [cust] = await conn.query<RowDataPacket[]>('SELECT id FROM customers WHERE integration_id = ? AND domain = ? AND email = ?', [
            who.integration_id,
            who.domain,
            b.email,
          ]);
          let customerId = cust[0]?.id;
          if (!customerId) {
            const [ins] = await conn.query<ResultSetHeader>(
              "INSERT INTO customers (integration_id, domain, customer_code, email, risk_action, created_at, updated_at) VALUES (?, ?, ?, ?, 'default', ?, ?)",
              [who.integration_id, who.domain, `CUS_${randomBytes(8).toString('hex')}`, b.email, now, now],
            );
            customerId = ins.insertId;
          }
          const access = randomBytes(8).toString('hex').slice(0, 15);
          await conn.query(
            "INSERT INTO transactions (integration_id, domain, reference, access_code, status, charge_status, version, amount, requested_amount, currency, email, customer_id, bearer, source, state_changed_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', 'initialized', 0, ?, ?, 'NGN', ?, ?, 'account', 'transaction_initialize', ?, ?, ?)",
            [who.integration_id, who.domain, b.reference, access, Number(b.amount), Number(b.amount), b.email, customerId, now, now, now],
          );
          await conn.commit();
          return send(res, 200, {
            status: true,
            message: 'Authorization URL created',
            data: { authorization_url: `http://x/checkout/${access}`, access_code: access, reference: b.reference },
          });
        } finally {
          conn.release();
        }
      }
      if (req.method === 'GET' && req.url?.startsWith('/transaction/verify/')) {
        const reference = decodeURIComponent(req.url.slice('/transaction/verify/'.length));
        const [rows] = await pool.query<RowDataPacket[]>(
          'SELECT t.*, c.email AS c_email, c.customer_code AS c_code FROM transactions t JOIN customers c ON c.id = t.customer_id WHERE t.integration_id = ? AND t.domain = ? AND t.reference = ?',
          [who.integration_id, who.domain, reference],
        );
        if (!rows[0]) return send(res, 404, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, { status: true, message: 'Verification successful', data: rows[0] });
      }
      if (req.method === 'POST' && req.url === '/transaction/charge_authorization') {
        const b = await body(req);
        const conn = await pool.getConnection();
        try {
          await conn.beginTransaction();
          const [dup] = await conn.query<RowDataPacket[]>('SELECT id FROM transactions WHERE integration_id = ? AND domain = ? AND reference = ?', [
            who.integration_id,
            who.domain,
            b.reference,
          ]);
          if (dup.length) {
            await conn.rollback();
            return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
          }
          const [auths] = await conn.query<RowDataPacket[]>(
            'SELECT a.*, c.email FROM authorizations a JOIN customers c ON c.id = a.customer_id WHERE a.integration_id = ? AND a.domain = ? AND a.authorization_code = ?',
            [who.integration_id, who.domain, b.authorization_code],
          );
          const a = auths[0];
          if (!a || a.email !== b.email) {
            await conn.rollback();
            return send(res, 400, { status: false, message: 'Invalid Authorization Code' });
          }
          const amount = Number(b.amount);
          const fees = Math.min(200000, Math.ceil((amount * 15) / 1000) + (amount >= 250000 ? 10000 : 0));
          const access = randomBytes(8).toString('hex').slice(0, 15);
          const [ins] = await conn.query<ResultSetHeader>(
            "INSERT INTO transactions (integration_id, domain, reference, access_code, status, charge_status, version, amount, requested_amount, currency, channel, email, customer_id, authorization_id, bearer, gateway_response, fees, source, state_changed_at, paid_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'success', 'success', 1, ?, ?, 'NGN', 'card', ?, ?, ?, 'account', 'Approved', ?, 'charge_authorization', ?, ?, ?, ?)",
            [who.integration_id, who.domain, b.reference, access, amount, amount, b.email, a.customer_id, a.id, fees, now, now, now, now],
          );
          await conn.query(
            'INSERT INTO ledger_entries (integration_id, domain, currency, account, amount, reason, model_responsible, model_row, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?)',
            [
              ...[who.integration_id, who.domain, 'NGN', 'processor_clearing', -amount, 'bench', 'Transaction', ins.insertId, now],
              ...[who.integration_id, who.domain, 'NGN', 'merchant_balance', amount - fees, 'bench', 'Transaction', ins.insertId, now],
              ...[who.integration_id, who.domain, 'NGN', 'fee_revenue', fees, 'bench', 'Transaction', ins.insertId, now],
            ],
          );
          await conn.query("INSERT INTO events (integration_id, domain, type, resource, payload, created_at) VALUES (?, ?, 'charge.success', ?, ?, ?)", [
            who.integration_id,
            who.domain,
            `transaction:${ins.insertId}`,
            JSON.stringify({ reference: b.reference, amount }),
            now,
          ]);
          await conn.commit();
          return send(res, 200, {
            status: true,
            message: 'Charge attempted',
            data: { id: ins.insertId, reference: b.reference, status: 'success', amount, fees },
          });
        } finally {
          conn.release();
        }
      }
      send(res, 404, { status: false, message: 'not found' });
    } catch (err) {
      send(res, 500, { status: false, message: String((err as Error).message) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

if (process.argv[2] === '--serve') {
  const role = process.argv[3] as Role;
  // Exit normally on SIGINT so a --cpu-prof profile gets written.
  process.on('SIGINT', () => process.exit(0));
  (role === 'kobo' ? serveKobo() : serveBaseline())
    .then((port) => process.send!({ port }))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

// ---------- the parent: set up, load, report ----------

function start(role: Role): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_PROFILE=dir writes a CPU profile of the Kobo process there (on exit).
  const profile = role === 'kobo' && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = fork(__filename, ['--serve', role], { execArgv: [...profile, '-r', 'ts-node/register/transpile-only'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, url: `http://127.0.0.1:${m.port}` }));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
}

async function admin(sql: string): Promise<void> {
  const u = new URL(SERVER);
  const c = await createConnection({
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password),
  });
  await c.query(sql);
  await c.end();
}

async function call(url: string, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

interface Result {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, key: string, name: string, make: (n: number) => { method: string; path: string; body?: unknown }): Promise<Result> {
  let n = 0;
  const tag = randomBytes(3).toString('hex');
  const first = make(0);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: first.method,
        path: first.path,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => {
          const r = make(++n);
          const body = r.body === undefined ? undefined : JSON.stringify(r.body).replace(/__TAG__/g, tag);
          return { ...req, method: r.method, path: r.path, body };
        },
      },
    ],
  });
  void name;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
  await admin(`CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const kobo = await start('kobo'); // runs the migrations
  const base = await start('baseline');
  try {
    // Keys for an integration: created through the CLI path (IntegrationService) in a helper process
    // would be overkill; insert one directly with a known key.
    const key = `sk_test_${randomBytes(20).toString('hex')}`;
    const u = new URL(DB_URL);
    const c = await createConnection({
      host: u.hostname,
      port: Number(u.port || 3306),
      user: decodeURIComponent(u.username || 'root'),
      password: decodeURIComponent(u.password),
      database: DB_NAME,
    });
    const now = new Date();
    const [ins] = await c.query<ResultSetHeader>('INSERT INTO integrations (name, test_clock_offset_ms, created_at, updated_at) VALUES (?, 0, ?, ?)', [
      'Bench',
      now,
      now,
    ]);
    for (const domain of ['test', 'live']) {
      await c.query(
        'INSERT INTO integration_modes (integration_id, domain, transfer_otp_required, payment_session_timeout, created_at, updated_at) VALUES (?, ?, 0, 0, ?, ?)',
        [ins.insertId, domain, now, now],
      );
    }
    await c.query("INSERT INTO api_keys (integration_id, domain, kind, key_hash, key_value, created_at) VALUES (?, 'test', 'secret', ?, ?, ?)", [
      ins.insertId,
      createHash('sha256').update(key).digest('hex'),
      key,
      now,
    ]);
    await c.end();

    // Fixtures through Kobo's API: a paid transaction to verify and a reusable authorization.
    const paid = await call(kobo.url, key, 'POST', '/charge', {
      email: 'bench0@example.com',
      amount: 10000,
      reference: 'bench-verify',
      card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' },
    });
    const authorization = paid.data.authorization.authorization_code;
    for (let i = 0; i < 50; i++) await call(kobo.url, key, 'POST', '/transaction/initialize', { email: `bench${i}@example.com`, amount: 5000 });

    const scenarios: Array<[string, (n: number, role: Role) => { method: string; path: string; body?: unknown }]> = [
      [
        'initialize',
        (n, role) => ({
          method: 'POST',
          path: '/transaction/initialize',
          body: { email: `bench${n % 50}@example.com`, amount: '5000', reference: `${role}-i-__TAG__-${n}` },
        }),
      ],
      ['verify', () => ({ method: 'GET', path: '/transaction/verify/bench-verify' })],
      [
        'charge_authorization',
        (n, role) => ({
          method: 'POST',
          path: '/transaction/charge_authorization',
          body: { authorization_code: authorization, email: 'bench0@example.com', amount: '5000', reference: `${role}-c-__TAG__-${n}` },
        }),
      ],
    ];
    const rows: string[][] = [];
    const only = process.env.BENCH_ONLY?.split(',');
    for (const [name, make] of scenarios.filter(([n]) => !only || only.includes(n))) {
      // Warm both up, then measure baseline and Kobo back to back.
      await load(kobo.url, key, name, (n) => make(n + 1e7, 'kobo')).catch(() => undefined);
      const b = await load(base.url, key, name, (n) => make(n, 'baseline'));
      const k = await load(kobo.url, key, name, (n) => make(n, 'kobo'));
      rows.push([
        name,
        k.rps.toFixed(0),
        `${k.p99} ms`,
        `${k.non2xx + k.errors}`,
        b.rps.toFixed(0),
        `${b.p99} ms`,
        `${b.non2xx + b.errors}`,
        (k.rps / b.rps).toFixed(2),
      ]);
    }
    const head = ['scenario', 'kobo req/s', 'kobo p99', 'kobo errors', 'baseline req/s', 'baseline p99', 'baseline errors', 'kobo/baseline'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => `| ${r.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\npayments bench: MariaDB ${SERVER}, ${CONNECTIONS} connections, ${SECONDS} s per run, pool ${POOL}`);
    console.log(line(head));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) console.log(line(r));
  } finally {
    kobo.child.kill('SIGINT');
    base.child.kill();
    await admin(`DROP DATABASE IF EXISTS \`${DB_NAME}\``);
  }
}
