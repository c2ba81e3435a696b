import type { Logger as TypeOrmLogger } from 'typeorm';
import { seedAuthorizations } from '../support/bulk';
import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { startReceiver, type Receiver } from '../support/receiver';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');

// Background work dispatches its own events on MariaDB (events/outbox.ts): a group of bulk charge
// items writes its events already dispatched, their ids read back, and inserts their webhook
// deliveries before its COMMIT; the dispatcher never claims or marks them. Every event still goes
// out exactly once: one delivery per webhook event, none for a group that rolled back, every one
// received. SQLite (and MySQL, which cannot read back a multi-row INSERT's ids) keep the
// dispatcher's claims, and the same outcome holds there.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let receiver: Receiver;
// Every `UPDATE events …` the server sends (the dispatcher's marking), with its parameters.
const markings: unknown[][] = [];
beforeAll(async () => {
  // Claims of five items, one group at a time: a pause lands between groups.
  server = await startServer({
    KOBO_BULK_CHARGE_GROUP: '5',
    KOBO_BULK_CHARGE_BATCH: '5',
    KOBO_BULK_CHARGE_CONCURRENCY: '1',
    KOBO_ALLOW_PRIVATE_WEBHOOKS: 'true',
  });
  m = await server.newIntegration('Inline dispatch');
  receiver = await startReceiver();
  expect((await m.api.put('/integration/webhook', { url: receiver.url })).status).toBe(200);
  const ds = server.services.db.ds;
  const original = ds.logger;
  const watching: TypeOrmLogger = {
    logQuery: (query, parameters) => {
      if (/^\s*UPDATE\s+`?events`?/i.test(query)) markings.push(Array.isArray(parameters) ? parameters : []);
      original.logQuery(query, parameters);
    },
    logQueryError: (...a) => original.logQueryError(...a),
    logQuerySlow: (...a) => original.logQuerySlow(...a),
    logSchemaBuild: (...a) => original.logSchemaBuild(...a),
    logMigration: (...a) => original.logMigration(...a),
    log: (...a) => original.log(...a),
  };
  (ds as { logger: TypeOrmLogger }).logger = watching;
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
  await receiver?.close();
});

const sql = (q: string, params: unknown[] = []) => server.services.db.read({}, (em) => em.query(q, params)) as Promise<Array<Record<string, any>>>;

it('a bulk charge dispatches its own events: each webhook event delivered once, a rolled-back group leaves nothing, the dispatcher marks none', async () => {
  const codes = await seedAuthorizations(server.services, m.api, 23, 'inline');
  const paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;
  // Paused right after it is made; then the merchant's own charge takes the reference of an item
  // still pending, inside a group: that group's merged INSERT fails, it rolls back (its events and
  // deliveries with it) and its items are charged one by one.
  const created = await paystack.bulk_charge.create(codes.map((authorization, i) => ({ authorization, amount: '4000', reference: `inline-${i}` })));
  const batchId = created.data.id;
  expect((await m.api.get(`/bulkcharge/pause/${created.data.batch_code}`)).status).toBe(200);
  await server.services.bulkChargeRunner.idle();
  const pending = await sql("SELECT reference FROM bulk_charge_items WHERE bulk_charge_id = ? AND status = 'pending' ORDER BY id", [batchId]);
  expect(pending.length).toBeGreaterThanOrEqual(10);
  const taken = String(pending[2]!.reference);
  const own = await m.api.post('/charge', { email: 'merchant-own@example.com', amount: 5000, reference: taken, card: CARDS.success });
  expect(own.body.data.status).toBe('success');
  expect((await m.api.get(`/bulkcharge/resume/${created.data.batch_code}`)).status).toBe(200);
  await server.services.bulkChargeRunner.idle();
  await server.services.dispatcher.idle();

  const [batch] = await sql('SELECT status, processed, succeeded, failed FROM bulk_charges WHERE id = ?', [batchId]);
  expect(batch).toMatchObject({ status: 'complete' });
  expect([Number(batch!.processed), Number(batch!.succeeded), Number(batch!.failed)]).toEqual([23, 22, 1]);
  const charged = await sql(
    "SELECT t.id, t.reference FROM bulk_charge_items i JOIN transactions t ON t.id = i.transaction_id WHERE i.bulk_charge_id = ? AND i.status = 'success'",
    [batchId],
  );
  expect(charged).toHaveLength(22);
  expect(charged.map((c) => c.reference)).not.toContain(taken);

  // The items' events: every one dispatched; each charge.success has exactly one delivery, and no
  // other event has any.
  const resources = [`bulkcharge:${batchId}`, ...charged.map((c) => `transaction:${c.id}`)];
  const marks = resources.map(() => '?').join(',');
  const events = await sql(`SELECT id, type, dispatched_at FROM events WHERE resource IN (${marks}) ORDER BY id`, resources);
  expect(events.every((e) => e.dispatched_at !== null)).toBe(true);
  const successIds = events.filter((e) => e.type === 'charge.success').map((e) => Number(e.id));
  expect(successIds).toHaveLength(22);
  const progress = events.filter((e) => e.type === 'bulkcharge.progress');
  expect(progress).toHaveLength(23);
  const deliveries = await sql(
    `SELECT d.event_id, COUNT(*) AS n FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE e.resource IN (${marks}) GROUP BY d.event_id ORDER BY d.event_id`,
    resources,
  );
  expect(deliveries.map((d) => Number(d.event_id))).toEqual(successIds);
  expect(deliveries.every((d) => Number(d.n) === 1)).toBe(true);

  // Received once each: the seed charge's, the merchant's own and one per charged item.
  await receiver.waitFor(24, 30_000);
  await new Promise((r) => setTimeout(r, 300));
  const got = receiver.received.filter((r) => r.body.event === 'charge.success').map((r) => String(r.body.data.reference));
  expect(got.filter((r) => r.startsWith('inline-')).sort()).toEqual([...charged.map((c) => String(c.reference)), taken].sort());

  // On MariaDB the dispatcher never claimed and marked the items' events; elsewhere it did.
  const marked = new Set(markings.flat().map((v) => Number(v)));
  const itemIds = [...successIds, ...progress.map((e) => Number(e.id))];
  if (server.services.db.ds.options.type === 'mariadb') expect(itemIds.filter((id) => marked.has(id))).toEqual([]);
  else expect(itemIds.every((id) => marked.has(id))).toBe(true);
});

it('requests sharing a group commit dispatch their events in it: each webhook event delivered once', async () => {
  const stats = () => server.services.db.groups?.stats ?? { groups: 0, members: 0 };
  const grouped = { ...stats() };
  const seen = receiver.received.length;
  const charges = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      m.api.post('/charge', { email: `grouped-${i}@example.com`, amount: 2500 + i, reference: `grouped-charge-${i}`, card: CARDS.success }),
    ),
  );
  expect(charges.every((c) => c.status === 200 && c.body.data.status === 'success')).toBe(true);
  await server.services.dispatcher.idle();
  const ids = charges.map((c) => Number(c.body.data.id));
  const resources = ids.map((id) => `transaction:${id}`);
  const marks = resources.map(() => '?').join(',');
  const events = await sql(`SELECT id, type, dispatched_at FROM events WHERE resource IN (${marks}) ORDER BY id`, resources);
  expect(events.every((e) => e.dispatched_at !== null)).toBe(true);
  const successIds = events.filter((e) => e.type === 'charge.success').map((e) => Number(e.id));
  expect(successIds).toHaveLength(24);
  const deliveries = await sql(
    `SELECT event_id, COUNT(*) AS n FROM webhook_deliveries WHERE event_id IN (${successIds.map(() => '?').join(',')}) GROUP BY event_id ORDER BY event_id`,
    successIds,
  );
  expect(deliveries.map((d) => Number(d.event_id))).toEqual(successIds);
  expect(deliveries.every((d) => Number(d.n) === 1)).toBe(true);
  await receiver.waitFor(seen + 24, 30_000);
  await new Promise((r) => setTimeout(r, 300));
  const got = receiver.received
    .slice(seen)
    .filter((r) => r.body.event === 'charge.success')
    .map((r) => String(r.body.data.reference));
  expect(got.sort()).toEqual(Array.from({ length: 24 }, (_, i) => `grouped-charge-${i}`).sort());

  // On MariaDB the charges arriving together shared group commits, and their events were not
  // claimed by the dispatcher; a charge left alone in its group had its events claimed.
  if (server.services.db.ds.options.type !== 'mariadb') return;
  const now = stats();
  expect(now.members - grouped.members).toBeGreaterThan(now.groups - grouped.groups);
  const marked = new Set(markings.flat().map((v) => Number(v)));
  expect(events.filter((e) => !marked.has(Number(e.id))).length).toBeGreaterThan(0);
});
