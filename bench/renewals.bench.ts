// Subscription renewals: SUBSCRIPTIONS (default 10,000) active subscriptions on MariaDB all fall due
// with one test-clock advance; the figure is the time from that advance until every one is renewed
// (a real charge each: transaction, fees, ledger, charge.success and invoice events), with one and
// with two Kobo nodes (real server processes) claiming from the same table.
//
//   npx ts-node bench/renewals.bench.ts      (SUBSCRIPTIONS=10000 NODES=1,2 BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306)
import { randomBytes } from 'node:crypto';
import { createPool, type Pool } from 'mysql2/promise';
import { createBenchDatabase, koboApi, startKoboNode, stopKoboNode, type KoboNode } from './lib';

const COUNT = Number(process.env.SUBSCRIPTIONS ?? 10_000);
const NODE_COUNTS = (process.env.NODES ?? '1,2').split(',').map(Number);
const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
const PUBLIC = `pk_test_${randomBytes(16).toString('hex')}`;
const DAY_MS = 86_400_000;

const startNode = (databaseUrl: string, env: Record<string, string> = {}) =>
  startKoboNode({ DATABASE_URL: databaseUrl, KOBO_DEFAULT_SECRET_KEY: SECRET, KOBO_DEFAULT_PUBLIC_KEY: PUBLIC, KOBO_POLL_MS: '200', ...env });
const stopNode = stopKoboNode;
const api = (base: string, method: string, p: string, body?: unknown) => koboApi(base, SECRET, method, p, body);

// COUNT subscriptions of one customer and card, all due at `due`, written straight into the table
// (creating 10,000 over the API would only time the API); the invoice notice is already past.
async function seed(pool: Pool, base: string): Promise<{ due: number }> {
  const plan = await api(base, 'POST', '/plan', { name: 'Bench', amount: 100000, interval: 'monthly' });
  const paid = await api(base, 'POST', '/charge', { email: 'bench@example.com', amount: 10000, card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' } });
  const now = new Date((await api(base, 'GET', '/_test/clock')).now).getTime();
  const due = now + DAY_MS;
  const [[ids]] = (await pool.query('SELECT a.id AS auth, a.customer_id AS customer, a.integration_id AS integration FROM authorizations a WHERE a.authorization_code = ?', [paid.authorization.authorization_code])) as any;
  const at = new Date(due);
  const created = new Date(now);
  for (let start = 0; start < COUNT; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, COUNT - start) }, (_, k) => [
      ids.integration, 'test', `SUB_bench${String(start + k).padStart(8, '0')}`, randomBytes(8).toString('hex'), ids.customer, plan.id, ids.auth, 'active', 1, 100000, 0, 0, at, 0, at, null, due - 3 * DAY_MS, null, created, created,
    ]);
    await pool.query(
      'INSERT INTO subscriptions (integration_id, domain, subscription_code, email_token, customer_id, plan_id, authorization_id, status, quantity, amount, invoice_limit, payments_count, anchor_at, period, next_payment_at, open_invoice, due_ms, lease_until_ms, created_at, updated_at) VALUES ?',
      [rows],
    );
  }
  return { due };
}

async function scenario(nodes: number): Promise<{ nodes: number; seconds: number; perSecond: number }> {
  const db = await createBenchDatabase(`renewals_${nodes}`);
  const u = new URL(db.url);
  const pool = createPool({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username || 'root'), password: decodeURIComponent(u.password), database: db.name, connectionLimit: 2 });
  const running: KoboNode[] = [];
  try {
    running.push(await startNode(db.url));
    for (let i = 1; i < nodes; i++) running.push(await startNode(db.url));
    const base = running[0]!.url;
    const { due } = await seed(pool, base);
    const now = new Date((await api(base, 'GET', '/_test/clock')).now).getTime();
    const started = Date.now();
    await api(base, 'POST', '/_test/clock/advance', { seconds: Math.ceil((due - now) / 1000) + 1 });
    let renewed = 0;
    while (renewed < COUNT) {
      await new Promise((r) => setTimeout(r, 50));
      const [[row]] = (await pool.query('SELECT COUNT(*) AS n FROM subscriptions WHERE payments_count = 1')) as any;
      renewed = Number(row.n);
      if (Date.now() - started > 600_000) throw new Error(`only ${renewed} of ${COUNT} renewed in 10 minutes`);
    }
    const seconds = (Date.now() - started) / 1000;
    const [[tx]] = (await pool.query("SELECT COUNT(*) AS n, COUNT(DISTINCT reference) AS refs FROM transactions WHERE reference LIKE 'SUB-%' AND status = 'success'")) as any;
    if (Number(tx.n) !== COUNT || Number(tx.refs) !== COUNT) throw new Error(`expected ${COUNT} renewal charges, found ${tx.n} (${tx.refs} distinct)`);
    return { nodes, seconds, perSecond: COUNT / seconds };
  } finally {
    await Promise.all(running.map(stopNode));
    await pool.end();
    await db.drop();
  }
}

async function main(): Promise<void> {
  const results = [];
  for (const n of NODE_COUNTS) {
    const r = await scenario(n);
    results.push(r);
    process.stdout.write(`renewals: ${COUNT} due, ${n} node(s): all renewed in ${r.seconds.toFixed(2)} s (${Math.round(r.perSecond)} renewals/s)\n`);
  }
  process.stdout.write('\n| nodes | subscriptions | seconds to renew all | renewals/s |\n| --- | --- | --- | --- |\n');
  for (const r of results) process.stdout.write(`| ${r.nodes} | ${COUNT} | ${r.seconds.toFixed(2)} | ${Math.round(r.perSecond)} |\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
