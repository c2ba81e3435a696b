import { seedAuthorizations } from '../support/bulk';
import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { recorderFor } from '../support/node-process';
import { countQueries } from '../support/sql';

// Bulk charge items charged in groups (one DB transaction each, statements merged on
// MySQL/MariaDB). A reference the merchant took after the batch was made spoils its group's merged
// charge INSERT: the group rolls back and its items are charged one by one, so that item alone
// fails and every other is charged exactly once; the counters and progress events still count
// every item once, one by one.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  // No background runner: the test drains the items itself, after taking the reference.
  server = await startServer({ KOBO_DISPATCH: 'off', KOBO_BULK_CHARGE_GROUP: '5' });
  m = await server.newIntegration('Grouped bulk');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const sql = (q: string, params: unknown[] = []) => server.services.db.read({}, (em) => em.query(q, params)) as Promise<Array<Record<string, any>>>;

it('a spoiled group falls back item by item: only the taken reference fails, nothing is charged twice, progress counts each item once', async () => {
  const codes = await seedAuthorizations(server.services, m.api, 12, 'grouped');
  const res = await m.api.post(
    '/bulkcharge',
    codes.map((authorization, i) => ({ authorization, amount: 3000, reference: `grouped-${i}` })),
  );
  expect(res.status).toBe(200);
  const batchId = res.body.data.id;
  const own = await m.api.post('/charge', { email: 'merchant-own@example.com', amount: 5000, reference: 'grouped-7', card: CARDS.success });
  expect(own.body.data.status).toBe('success');

  const { queries } = await countQueries(server.services.db.ds, () => server.services.bulkChargeRunner.drain());

  const items = await sql('SELECT reference, status, message FROM bulk_charge_items WHERE bulk_charge_id = ? ORDER BY id', [batchId]);
  expect(items.filter((i) => i.status === 'success')).toHaveLength(11);
  expect(items.find((i) => i.reference === 'grouped-7')).toMatchObject({ status: 'failed', message: 'Duplicate Transaction Reference' });
  const charges = await sql("SELECT reference, COUNT(*) AS n, MIN(amount) AS amount FROM transactions WHERE reference LIKE 'grouped-%' GROUP BY reference");
  expect(charges).toHaveLength(12);
  expect(charges.every((c) => Number(c.n) === 1)).toBe(true);
  expect(Number(charges.find((c) => c.reference === 'grouped-7')!.amount)).toBe(5000);

  const [batch] = await sql('SELECT status, processed, succeeded, failed FROM bulk_charges WHERE id = ?', [batchId]);
  expect(batch).toMatchObject({ status: 'complete' });
  expect([Number(batch!.processed), Number(batch!.succeeded), Number(batch!.failed)]).toEqual([12, 11, 1]);
  const progress = await sql("SELECT payload FROM events WHERE type = 'bulkcharge.progress' AND resource = ?", [`bulkcharge:${batchId}`]);
  const counted = progress.map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload).processed as number).sort((a, b) => a - b);
  expect(counted).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));

  // Merged on MySQL/MariaDB: fewer charge INSERTs than items even with one group redone item by item.
  const inserts = queries.filter((q) => q.startsWith('INSERT INTO `transactions`')).length;
  if (server.services.db.dialect === 'mysql') expect(inserts).toBeLessThan(12);
  else expect(inserts).toBe(12);
});

it("a node's first groups for an integration insert its settlement schedule row once per group, not once per payment", async () => {
  const fresh = await server.newIntegration('Cold schedules');
  const codes = await seedAuthorizations(server.services, fresh.api, 10, 'cold');
  const res = await fresh.api.post(
    '/bulkcharge',
    codes.map((authorization) => ({ authorization, amount: 3000 })),
  );
  expect(res.status).toBe(200);
  // A second node on the same database, which has seen no payment of this integration yet.
  const second = await recorderFor(server.database.url, { KOBO_BULK_CHARGE_GROUP: '5' });
  try {
    const { queries } = await countQueries(second.services.db.ds, () => second.services.bulkChargeRunner.drain());
    const items = await sql('SELECT status FROM bulk_charge_items WHERE bulk_charge_id = ?', [res.body.data.id]);
    expect(items.map((i) => i.status)).toEqual(Array(10).fill('success'));
    // Two groups of five, side by side: at most one INSERT each.
    const inserts = queries.filter((q) => /^INSERT\b[^(]*\bINTO [`"]settlement_schedules[`"]/i.test(q)).length;
    expect(inserts).toBeGreaterThan(0);
    expect(inserts).toBeLessThanOrEqual(2);
  } finally {
    await second.close();
  }
  const rows = await sql("SELECT COUNT(*) AS n FROM settlement_schedules WHERE integration_id = ? AND domain = 'test' AND currency = 'NGN'", [fresh.id]);
  expect(Number(rows[0]!.n)).toBe(1);
});
