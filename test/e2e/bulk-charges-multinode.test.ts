import { seedAuthorizations } from '../support/bulk';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { expectLedgerSound } from '../support/ledger';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { expectNothingWithin, waitFor } from '../support/wait';

// Bulk charges from real server processes sharing one database: a node killed with SIGKILL in the
// middle of a batch, then a fresh node (and a second one) finishing it. Every item must be charged
// exactly once.
jest.setTimeout(300_000); // server processes start slowly on a loaded machine

const nodes: NodeProcess[] = [];
const closers: Array<() => Promise<void>> = [];
let db: TestDatabase;
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  for (const c of closers) await c();
  await db?.drop();
});

it('a node killed with SIGKILL mid-batch leaves every item charged exactly once after a restart', async () => {
  db = await createTestDatabase();
  const keys = fixedKeys();
  // Small claims, one at a time, and a short lease so the restarted nodes take over quickly.
  const env = {
    DATABASE_URL: db.url,
    ...keys,
    KOBO_POLL_MS: '100',
    KOBO_BULK_CHARGE_BATCH: '20',
    KOBO_BULK_CHARGE_CONCURRENCY: '1',
    KOBO_BULK_CHARGE_LEASE_MS: '1500',
  };
  const start = async () => {
    const n = await startNode(env);
    nodes.push(n);
    return { node: n, api: new Api(n.url, keys.KOBO_DEFAULT_SECRET_KEY) };
  };
  const recorder = await recorderFor(db.url);
  closers.push(recorder.close);
  const sql = (q: string, params: unknown[] = []) => recorder.services.db.read({}, (em) => em.query(q, params)) as Promise<Array<Record<string, any>>>;
  const count = 800;
  const first = await start();
  const codes = await seedAuthorizations(recorder.services, first.api, count, 'kill');
  const created = await first.api.post(
    '/bulkcharge',
    codes.map((authorization) => ({ authorization, amount: 2500 })),
  );
  expect(created.status).toBe(200);
  const code: string = created.body.data.batch_code;
  const charged = async () => Number((await sql("SELECT COUNT(*) AS n FROM bulk_charge_items WHERE status <> 'pending'"))[0]!.n);
  await waitFor(async () => (await charged()) >= 15, { timeoutMs: 60_000, intervalMs: 10, what: 'the first node to charge some items' });
  await first.node.kill9();
  const done = await charged();
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(count);

  const second = await start();
  const third = await start();
  await waitFor(async () => (await charged()) >= count, { timeoutMs: 120_000, intervalMs: 100, what: 'every item to be charged' });
  // Every item is charged; what must not happen now is a second charge by a node that still
  // thought it held an item. Nothing marks "no more", so this is a window: one lease (1.5 s) and
  // a few polls past the end.
  const prefix = `${code.replace('_', '-')}-%`;
  const transactions = async () => Number((await sql('SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE ?', [prefix]))[0]!.n);
  await expectNothingWithin(2000, async () => (await transactions()) > count, 'a second charge of an item');

  const tx = await sql('SELECT reference, status FROM transactions WHERE reference LIKE ?', [prefix]);
  expect(tx).toHaveLength(count);
  expect(new Set(tx.map((t) => t.reference)).size).toBe(count);
  expect(tx.every((t) => t.status === 'success')).toBe(true);
  const items = await sql('SELECT status, transaction_id FROM bulk_charge_items');
  expect(items.every((i) => i.status === 'success')).toBe(true);
  expect(new Set(items.map((i) => Number(i.transaction_id))).size).toBe(count);
  const events = await sql("SELECT COUNT(*) AS n FROM events WHERE type = 'charge.success' AND payload LIKE ?", [`%${code.replace('_', '-')}-%`]);
  expect(Number(events[0]!.n)).toBe(count);
  const batch = (await second.api.get(`/bulkcharge/${code}`)).body.data;
  expect(batch).toMatchObject({ status: 'complete', total_charges: count, pending_charges: 0 });
  await expectLedgerSound(recorder);
  expect(await second.node.stop()).toBe(0);
  expect(await third.node.stop()).toBe(0);
});
