// Bulk charges: one batch of ITEMS (default 10,000) saved authorizations on MariaDB, POSTed at once;
// the figure is the time from the POST until the batch is complete (a real charge per item:
// transaction, fees, ledger, charge.success, progress event), with one and with two Kobo nodes (real
// server processes) claiming items from the same table.
//
//   npx ts-node bench/bulk-charges.bench.ts      (ITEMS=10000 NODES=1,2 BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306)
import { expectCharged, pollUntil, runJobBench, type JobScenario } from './lib';

const COUNT = Number(process.env.ITEMS ?? 10_000);

// COUNT customers with a reusable authorization each, copied in SQL from one made by a real card
// charge (making 10,000 over the API would only time the API). Returns their AUTH_ codes.
async function seed({ pool, api }: JobScenario, count = COUNT, prefix = 'bench'): Promise<string[]> {
  const paid = await api('POST', '/charge', {
    email: `${prefix}-seed@example.com`,
    amount: 10000,
    card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' },
  });
  const [[a]] = (await pool.query('SELECT * FROM authorizations WHERE authorization_code = ?', [paid.authorization.authorization_code])) as any;
  const [[c]] = (await pool.query('SELECT * FROM customers WHERE id = ?', [a.customer_id])) as any;
  const codes: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const n = Math.min(1000, count - start);
    const idx = Array.from({ length: n }, (_, k) => start + k);
    await pool.query('INSERT INTO customers (integration_id, domain, customer_code, email, risk_action, created_at, updated_at) VALUES ?', [
      idx.map((i) => [c.integration_id, 'test', `CUS_${prefix}${i}`, `${prefix}-${i}@example.com`, c.risk_action, c.created_at, c.updated_at]),
    ]);
    const [rows] = (await pool.query('SELECT id, customer_code FROM customers WHERE customer_code IN (?)', [idx.map((i) => `CUS_${prefix}${i}`)])) as any;
    const byCode = new Map<string, number>(rows.map((r: any) => [r.customer_code, r.id]));
    await pool.query(
      'INSERT INTO authorizations (integration_id, domain, customer_id, authorization_code, bin, last4, exp_month, exp_year, channel, card_type, bank, country_code, brand, reusable, signature, account_name, processor, processor_token, active, created_at, updated_at) VALUES ?',
      [
        idx.map((i) => [
          a.integration_id,
          'test',
          byCode.get(`CUS_${prefix}${i}`),
          `AUTH_${prefix}${i}`,
          a.bin,
          a.last4,
          a.exp_month,
          a.exp_year,
          a.channel,
          a.card_type,
          a.bank,
          a.country_code,
          a.brand,
          a.reusable,
          `SIG_${prefix}${i}`,
          a.account_name,
          a.processor,
          a.processor_token,
          a.active,
          a.created_at,
          a.updated_at,
        ]),
      ],
    );
    codes.push(...idx.map((i) => `AUTH_${prefix}${i}`));
  }
  return codes;
}

// One POST of the whole batch; the clock runs from the request until the batch is complete, with
// every item charged exactly once.
async function chargeAll(s: JobScenario): Promise<number> {
  const codes = await seed(s);
  const started = Date.now();
  const batch = await chargeBatch(s, codes);
  const seconds = (Date.now() - started) / 1000;
  await expectCharged(s.pool, `${String(batch.batch_code).replace('_', '-')}-`, COUNT, 'bulk charges');
  return seconds;
}

async function chargeBatch(s: JobScenario, codes: string[]): Promise<{ id: number; batch_code: string }> {
  const batch = await s.api(
    'POST',
    '/bulkcharge',
    codes.map((authorization) => ({ authorization, amount: 2500 })),
  );
  let processed = 0;
  await pollUntil(
    async () => {
      const [[row]] = (await s.pool.query('SELECT status, processed FROM bulk_charges WHERE id = ?', [batch.id])) as any;
      processed = Number(row.processed);
      return row.status === 'complete';
    },
    900_000,
    () => `${processed} of ${codes.length} charged`,
  );
  return batch;
}

// Batches of their own (at most 10,000 items each, the API's limit), on cards of their own,
// charged before anything is counted.
async function warmUp(s: JobScenario, units: number): Promise<void> {
  for (let done = 0; done < units; done += 10_000) await chargeBatch(s, await seed(s, Math.min(10_000, units - done), `warm${done}`));
}

runJobBench({ name: 'bulk charges', count: COUNT, unit: 'items', run: chargeAll, warmUp }).catch((err) => {
  console.error(err);
  process.exit(1);
});
