import { PAYMENT_LIFECYCLE } from '../../src/modules/lifecycle';
import { createPlan } from '../support/billing';
import { expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { countQueries } from '../support/sql';

// A payment's hook points (src/modules/lifecycle.ts) as a real charge runs them: one charge that
// every participant with a trace in the database acts on (a split group, a plan, an invoice, an
// order, and the card its issuer disputes), its statements recorded in the order the server sent
// them. Each participant's first write must come in the declared order; charge.success is recorded
// between the success hooks and the after-success ones.

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Lifecycle');
});
afterAll(() => server.stop());

const DISPUTED = { number: '4084080000013402', cvv: '340', expiry_month: '12', expiry_year: '2099' };
const AMOUNT = 500_000;

// The first write of each participant this charge leaves a trace of ('subaccounts' acts on a
// `subaccount` split, 'products' on a product page's payment, the subscriptions' after-success hook
// on a card-update payment: none is this charge's).
const WRITES: Record<string, RegExp> = {
  'succeeded.transactions': /^INSERT INTO \W?ledger_entries\b/i,
  'succeeded.splits': /^INSERT INTO \W?transaction_split_shares\b/i,
  'succeeded.subscriptions': /^INSERT INTO \W?subscriptions\b/i,
  'succeeded.settlements': /^INSERT .*\bsettlement_schedules\b/i,
  'succeeded.payment-requests': /^INSERT INTO \W?payment_request_payments\b/i,
  'succeeded.orders': /^UPDATE \W?orders\W? SET/i,
  'afterSucceeded.disputes': /^INSERT INTO \W?disputes\b/i,
};
const EVENTS = /^INSERT INTO \W?events\b/i;

it('a successful charge runs every hook point in the order lifecycle.ts declares', async () => {
  // Every participant registered, under the declared order (the server would not have started otherwise).
  for (const point of Object.keys(PAYMENT_LIFECYCLE) as Array<keyof typeof PAYMENT_LIFECYCLE>) {
    expect({ point, participants: server.services.lifecycle.payment[point].participants }).toEqual({ point, participants: [...PAYMENT_LIFECYCLE[point]] });
  }

  const subs: string[] = [];
  for (const name of ['Ada', 'Bola']) {
    const res = await m.api.post('/subaccount', {
      business_name: name,
      settlement_bank: 'Guaranty Trust Bank',
      account_number: '0123456047',
      percentage_charge: 30,
    });
    subs.push(res.body.data.subaccount_code);
  }
  const split = (
    await m.api.post('/split', { name: 'Pair', type: 'percentage', currency: 'NGN', subaccounts: subs.map((subaccount) => ({ subaccount, share: 20 })) })
  ).body.data;
  const plan = await createPlan(m, { amount: AMOUNT });
  const customer = (await m.api.post('/customer', { email: 'payer@example.com' })).body.data;
  const invoice = (await m.api.post('/paymentrequest', { customer: customer.customer_code, amount: 2 * AMOUNT, description: 'Two months' })).body.data;
  const product = (await m.api.post('/product', { name: 'Box', description: 'A box', price: AMOUNT, currency: 'NGN', quantity: 5 })).body.data;
  const order = (await m.api.post('/order', { email: 'payer@example.com', currency: 'NGN', items: [{ item: product.id, quantity: 1 }] })).body.data;
  expect([split.split_code, plan.plan_code, invoice.status, order.amount]).toEqual([
    expect.stringMatching(/^SPL_/),
    expect.stringMatching(/^PLN_/),
    'pending',
    AMOUNT,
  ]);

  const q = (sql: string, params: unknown[]): Promise<any[]> => server.services.db.read({}, (em) => em.query(sql, params));
  const lastEvent = Number((await q('SELECT MAX(id) AS id FROM events WHERE integration_id = ?', [m.id]))[0].id);
  const { result: charge, queries } = await countQueries(
    server.services.db.ds,
    () =>
      m.api.post('/charge', {
        email: 'payer@example.com',
        plan: plan.plan_code,
        split_code: split.split_code,
        card: DISPUTED,
        metadata: { payment_request: invoice.request_code, order_code: order.code },
      }),
    (q) => !/^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(q),
  );
  expect({ status: charge.status, data: charge.body.data?.status }).toEqual({ status: 200, data: 'success' });

  const firstWrite = (re: RegExp) => queries.findIndex((q) => re.test(q));
  const declared = [...PAYMENT_LIFECYCLE.succeeded.map((p) => `succeeded.${p}`), ...PAYMENT_LIFECYCLE.afterSucceeded.map((p) => `afterSucceeded.${p}`)].filter(
    (name) => name in WRITES,
  );
  const seen = declared.map((name) => ({ name, at: firstWrite(WRITES[name]!) }));
  expect(seen.filter((s) => s.at < 0)).toEqual([]);
  expect([...seen].sort((a, b) => a.at - b.at).map((s) => s.name)).toEqual(declared);
  // charge.updated and charge.success go out in one INSERT after the last success hook's write and
  // before the first after-success hook's.
  const lastSucceeded = Math.max(...seen.filter((s) => s.name.startsWith('succeeded.')).map((s) => s.at));
  const eventsBetween = queries.slice(lastSucceeded, firstWrite(WRITES['afterSucceeded.disputes']!)).filter((q) => EVENTS.test(q));
  expect(eventsBetween.length).toBeGreaterThan(0);

  // The events as recorded: each hook's own event where its hook point puts it.
  const types = (await q('SELECT type FROM events WHERE integration_id = ? AND id > ? ORDER BY id', [m.id, lastEvent]))
    .map((r: { type: string }) => r.type)
    .filter((type: string) => /^(subscription\.create|paymentrequest\.payment|order\.paid|charge\.success|charge\.dispute\.create)$/.test(type));
  expect(types).toEqual(['subscription.create', 'paymentrequest.payment', 'order.paid', 'charge.success', 'charge.dispute.create']);
  await expectLedgerBalanced(server, [m]);
});
