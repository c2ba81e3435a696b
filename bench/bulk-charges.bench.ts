// Bulk charges: one batch of ITEMS (default 10,000) saved authorizations on MariaDB, POSTed at once;
// the figure is the time from the POST until the batch is complete (a real charge per item:
// transaction, fees, ledger, charge.success, progress event), with one and with two Kobo nodes (real
// server processes) claiming items from the same table.
//
//   npx ts-node bench/bulk-charges.bench.ts      (ITEMS=10000 NODES=1,2 BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306)
import { randomBytes } from 'node:crypto';
import { createPool, type Pool } from 'mysql2/promise';
import { createBenchDatabase, koboApi, startKoboNode, stopKoboNode, type KoboNode } from './lib';

const COUNT = Number(process.env.ITEMS ?? 10_000);
const NODE_COUNTS = (process.env.NODES ?? '1,2').split(',').map(Number);
const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
const PUBLIC = `pk_test_${randomBytes(16).toString('hex')}`;

const startNode = (databaseUrl: string, env: Record<string, string> = {}) =>
  startKoboNode({ DATABASE_URL: databaseUrl, KOBO_DEFAULT_SECRET_KEY: SECRET, KOBO_DEFAULT_PUBLIC_KEY: PUBLIC, KOBO_POLL_MS: '200', ...env });
const stopNode = stopKoboNode;
const api = (base: string, method: string, p: string, body?: unknown) => koboApi(base, SECRET, method, p, body);

// COUNT customers with a reusable authorization each, copied in SQL from one made by a real card
// charge (making 10,000 over the API would only time the API). Returns their AUTH_ codes.
async function seed(pool: Pool, base: string): Promise<string[]> {
  const paid = await api(base, 'POST', '/charge', { email: 'bench-seed@example.com', amount: 10000, card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' } });
  const [[a]] = (await pool.query('SELECT * FROM authorizations WHERE authorization_code = ?', [paid.authorization.authorization_code])) as any;
  const [[c]] = (await pool.query('SELECT * FROM customers WHERE id = ?', [a.customer_id])) as any;
  const codes: string[] = [];
  for (let start = 0; start < COUNT; start += 1000) {
    const n = Math.min(1000, COUNT - start);
    const idx = Array.from({ length: n }, (_, k) => start + k);
    await pool.query('INSERT INTO customers (integration_id, domain, customer_code, email, risk_action, created_at, updated_at) VALUES ?', [
      idx.map((i) => [c.integration_id, 'test', `CUS_bench${i}`, `bench-${i}@example.com`, c.risk_action, c.created_at, c.updated_at]),
    ]);
    const [rows] = (await pool.query('SELECT id, customer_code FROM customers WHERE customer_code IN (?)', [idx.map((i) => `CUS_bench${i}`)])) as any;
    const byCode = new Map<string, number>(rows.map((r: any) => [r.customer_code, r.id]));
    await pool.query(
      'INSERT INTO authorizations (integration_id, domain, customer_id, authorization_code, bin, last4, exp_month, exp_year, channel, card_type, bank, country_code, brand, reusable, signature, account_name, processor, processor_token, active, created_at, updated_at) VALUES ?',
      [idx.map((i) => [a.integration_id, 'test', byCode.get(`CUS_bench${i}`), `AUTH_bench${i}`, a.bin, a.last4, a.exp_month, a.exp_year, a.channel, a.card_type, a.bank, a.country_code, a.brand, a.reusable, `SIG_bench${i}`, a.account_name, a.processor, a.processor_token, a.active, a.created_at, a.updated_at])],
    );
    codes.push(...idx.map((i) => `AUTH_bench${i}`));
  }
  return codes;
}

async function scenario(nodes: number): Promise<{ nodes: number; seconds: number; perSecond: number }> {
  const db = await createBenchDatabase(`bulk_${nodes}`);
  const u = new URL(db.url);
  const pool = createPool({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username || 'root'), password: decodeURIComponent(u.password), database: db.name, connectionLimit: 2 });
  const running: KoboNode[] = [];
  try {
    running.push(await startNode(db.url));
    for (let i = 1; i < nodes; i++) running.push(await startNode(db.url));
    const base = running[0]!.url;
    const codes = await seed(pool, base);
    const started = Date.now();
    // One POST of the whole batch; the clock runs from the request until the batch is complete.
    const batch = await api(base, 'POST', '/bulkcharge', codes.map((authorization) => ({ authorization, amount: 2500 })));
    for (;;) {
      await new Promise((r) => setTimeout(r, 50));
      const [[row]] = (await pool.query('SELECT status, processed FROM bulk_charges WHERE id = ?', [batch.id])) as any;
      if (row.status === 'complete') break;
      if (Date.now() - started > 900_000) throw new Error(`only ${row.processed} of ${COUNT} charged in 15 minutes`);
    }
    const seconds = (Date.now() - started) / 1000;
    const [[tx]] = (await pool.query("SELECT COUNT(*) AS n, COUNT(DISTINCT reference) AS refs FROM transactions WHERE reference LIKE 'BCH-%' AND status = 'success'")) as any;
    if (Number(tx.n) !== COUNT || Number(tx.refs) !== COUNT) throw new Error(`expected ${COUNT} bulk charges, found ${tx.n} (${tx.refs} distinct)`);
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
    process.stdout.write(`bulk charges: ${COUNT} items, ${n} node(s): batch complete in ${r.seconds.toFixed(2)} s (${Math.round(r.perSecond)} items/s)\n`);
  }
  process.stdout.write('\n| nodes | items | seconds to complete | items/s |\n| --- | --- | --- | --- |\n');
  for (const r of results) process.stdout.write(`| ${r.nodes} | ${COUNT} | ${r.seconds.toFixed(2)} | ${Math.round(r.perSecond)} |\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
