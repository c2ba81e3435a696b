import { seedAuthorizations } from '../support/bulk';
import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Inputs that once answered 2xx and moved money or changed nothing: each is refused with a 400 and
// leaves everything as it was.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Wrong 2xx');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const sql = (q: string, params: unknown[] = []) => server.services.db.read({}, (em) => em.query(q, params)) as Promise<Array<Record<string, any>>>;

async function paid(reference: string, amount = 500_000): Promise<void> {
  const res = await m.api.post('/charge', { email: 'payer@example.com', amount, card: CARDS.success, reference });
  expect(res.body.data.status).toBe('success');
}

describe('an empty string for an amount', () => {
  it('is refused by POST /refund instead of refunding the whole transaction', async () => {
    await paid('refund-empty');
    // JSON null is the field left out (as Paystack's clients send an unset option): a full refund,
    // so it is not among these.
    for (const amount of ['', ' ', '0', false, '1e3', '12.5']) {
      const res = await m.api.post('/refund', { transaction: 'refund-empty', amount });
      expect({ amount, status: res.status, ok: res.body.status }).toEqual({ amount, status: 400, ok: false });
    }
    expect((await m.api.post('/refund', { transaction: 'refund-empty', amount: '' })).body.message).toBe('Amount must be an integer');
    expect((await m.api.get('/refund')).body.data).toEqual([]);
    expect((await sql('SELECT COUNT(*) AS n FROM refunds')).map((r) => Number(r.n))).toEqual([0]);
    // A real amount still works, as a string too (SDKs send numbers as strings).
    expect((await m.api.post('/refund', { transaction: 'refund-empty', amount: '1000' })).status).toBe(200);
  });

  it.each([
    ['POST /transaction/initialize', '/transaction/initialize', { email: 'a@example.com' }, 'amount'],
    ['POST /charge', '/charge', { email: 'a@example.com', card: CARDS.success }, 'amount'],
    ['POST /charge transaction_charge', '/charge', { email: 'a@example.com', amount: 10_000, card: CARDS.success, transaction_charge: '' }, null],
    ['POST /plan', '/plan', { name: 'P', interval: 'monthly' }, 'amount'],
    ['POST /paymentrequest', '/paymentrequest', { customer: 'a@example.com' }, 'amount'],
    ['POST /transfer', '/transfer', { source: 'balance', recipient: 'RCP_none' }, 'amount'],
    ['POST /page', '/page', { name: 'A page' }, 'amount'],
  ])('is refused by %s', async (_what, path, body, field) => {
    const before = await rowCounts();
    const res = await m.api.post(path, field ? { ...body, [field]: '' } : body);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  it('says 2^53 is too large, not that it is no integer (REST, bulk items, GraphQL)', async () => {
    const [code] = await seedAuthorizations(server.services, m.api, 1, 'large');
    for (const amount of [2 ** 53, String(2 ** 53), '99999999999999999999']) {
      const res = await m.api.post('/transaction/initialize', { email: 'a@example.com', amount });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Amount is too large');
      const bulk = await m.api.post('/bulkcharge', [{ authorization: code, amount }]);
      expect({ status: bulk.status, message: bulk.body.message }).toEqual({ status: 400, message: 'Amount is too large' });
    }
    const q = 'mutation($a: Money!) { createPlan(input: {name: "p", amount: $a, interval: "monthly"}) { planCode } }';
    expect((await gql(server.url, m.test.secret_key, q, { a: String(2 ** 53) } as never)).errors?.[0].message).toMatch(/Money is too large/);
    expect((await gql(server.url, m.test.secret_key, q, { a: '' } as never)).errors?.[0].message).toMatch(/Money must be a whole number/);
  });
});

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['transactions', 'plans', 'payment_requests', 'transfers', 'pages', 'refunds', 'ledger_entries']) {
    out[table] = Number((await sql(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  }
  return out;
}

describe('a JSON array where an object belongs', () => {
  it('is refused by PUT /subaccount, /plan and /paymentrequest, and changes nothing', async () => {
    const plan = (await m.api.post('/plan', { name: 'Monthly', amount: 50_000, interval: 'monthly' })).body.data;
    const sub = (await m.api.post('/subaccount', { business_name: 'Shop', settlement_bank: '058', account_number: '0123456789', percentage_charge: 10 })).body
      .data;
    await m.api.post('/customer', { email: 'buyer@example.com' });
    const request = (await m.api.post('/paymentrequest', { customer: 'buyer@example.com', amount: 20_000, draft: true })).body.data;
    expect([plan?.plan_code, sub?.subaccount_code, request?.request_code].every(Boolean)).toBe(true);
    for (const path of [`/plan/${plan.plan_code}`, `/subaccount/${sub.subaccount_code}`, `/paymentrequest/${request.request_code}`]) {
      const before = (await m.api.get(path)).body.data;
      const res = await m.api.put(path, [{ name: 'Changed', business_name: 'Changed', amount: 1 }]);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message: 'Request body must be a JSON object' });
      expect((await m.api.get(path)).body.data).toEqual(before);
    }
  });
});

describe('an empty bearer or currency', () => {
  it.each([
    ['bearer', { bearer: '' }],
    ['currency', { currency: '' }],
    ['currency of spaces', { currency: '  ' }],
  ])('is refused, not taken as the default (%s)', async (_what, extra) => {
    const before = await rowCounts();
    const res = await m.api.post('/transaction/initialize', { email: 'a@example.com', amount: 10_000, ...extra });
    expect(res.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('mark_as_paid', () => {
  it('refuses a payment_date that is a number', async () => {
    await m.api.post('/customer', { email: 'late@example.com' });
    const request = (await m.api.post('/paymentrequest', { customer: 'late@example.com', amount: 20_000 })).body.data;
    for (const payment_date of [-5000, '-5000', 1732406400000, 'yesterday']) {
      const res = await m.api.post(`/paymentrequest/mark_as_paid/${request.request_code}`, {
        amount_paid: 20_000,
        paid_by: 'Ada',
        payment_method: 'Cash',
        payment_date,
      });
      expect({ payment_date, status: res.status, message: res.body.message }).toEqual({
        payment_date,
        status: 400,
        message: expect.stringMatching(/^payment_date must be a date/),
      });
    }
    expect((await m.api.get(`/paymentrequest/${request.request_code}`)).body.data.status).toBe('pending');
    const ok = await m.api.post(`/paymentrequest/mark_as_paid/${request.request_code}`, {
      amount_paid: 20_000,
      paid_by: 'Ada',
      payment_method: 'Cash',
      payment_date: '2026-11-20',
    });
    expect(ok.status).toBe(200);
  });
});

describe('GraphQL input errors', () => {
  it('never repeat a card number or CVV back to the caller', async () => {
    const card = { number: '4084084084084081', cvv: '408', expiryMonth: '12', expiryYear: '30' };
    const q = 'mutation($input: CreateChargeInput!) { createCharge(input: $input) { status } }';
    const replies = [
      await gql(server.url, m.test.secret_key, q, { input: { email: 'a@example.com', amount: 'x', card } } as never),
      await gql(server.url, m.test.secret_key, q, {
        input: { email: 'a@example.com', amount: 100, card: { ...card, cvv: 408, number: 4084084084084081 } },
      } as never),
      await gql(server.url, m.test.secret_key, q, { input: { email: 'a@example.com', amount: 100, card: { ...card, extra: 1 } } } as never),
      await gql(
        server.url,
        m.test.secret_key,
        `mutation { createCharge(input: {email: "a@example.com", amount: 100, card: {number: 4084084084084081, cvv: "408", expiryMonth: "12", expiryYear: "30"}}) { status } }`,
      ),
    ];
    for (const reply of replies) {
      expect(reply.errors?.length).toBeGreaterThan(0);
      const text = JSON.stringify(reply.body);
      expect(text).not.toContain('4084084084084081');
      expect(text).not.toContain('408');
    }
    expect(replies[0].errors?.[0].message).toBe(
      'Variable "$input" got invalid value at "input.amount"; Expected type "Money". Money must be a whole number of minor units',
    );
  });
});

describe('bulk charges sharing a reference', () => {
  it('lets exactly one of twenty concurrent batches in, and stores nothing of the others', async () => {
    const codes = await seedAuthorizations(server.services, m.api, 40, 'race');
    const batches = Array.from({ length: 20 }, (_, i) => [
      { authorization: codes[2 * i], amount: 10_000, reference: 'shared-ref' },
      { authorization: codes[2 * i + 1], amount: 10_000, reference: `own-ref-${i}` },
    ]);
    const replies = await Promise.all(batches.map((b) => m.api.post('/bulkcharge', b)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    for (const r of replies.filter((x) => x.status === 400)) expect(r.body.message).toBe('Duplicate Transaction Reference');
    expect(Number((await sql('SELECT COUNT(*) AS n FROM bulk_charges'))[0].n)).toBe(1);
    expect(Number((await sql('SELECT COUNT(*) AS n FROM bulk_charge_items'))[0].n)).toBe(2);
    // Sent after it, the same reference is refused too, before or after the first batch ran.
    expect((await m.api.post('/bulkcharge', [{ authorization: codes[0], amount: 10_000, reference: 'shared-ref' }])).status).toBe(400);
    await server.services.bulkChargeRunner.idle();
    const winner = replies.find((r) => r.status === 200)!.body.data.batch_code;
    const items = (await m.api.get(`/bulkcharge/${winner}/charges`)).body.data;
    expect(items.map((i: any) => i.status).sort()).toEqual(['success', 'success']);
    expect((await m.api.post('/bulkcharge', [{ authorization: codes[0], amount: 10_000, reference: 'shared-ref' }])).status).toBe(400);
  });

  it('says why an item failed', async () => {
    // A node that does not run the worker by itself: the test runs it once the batch is set up.
    const quiet = await startServer({ KOBO_DISPATCH: 'off' });
    try {
      const q = await quiet.newIntegration('Quiet');
      const codes = await seedAuthorizations(quiet.services, q.api, 2, 'why');
      const batch = (
        await q.api.post('/bulkcharge', [
          { authorization: codes[0], amount: 60_000_000 },
          { authorization: codes[1], amount: 10_000 },
        ])
      ).body.data;
      expect((await q.api.post('/customer/deactivate_authorization', { authorization_code: codes[1] })).status).toBe(200);
      await quiet.services.bulkChargeRunner.drain();
      const items = (await q.api.get(`/bulkcharge/${batch.batch_code}/charges`)).body.data;
      const byAuth = Object.fromEntries(items.map((i: any) => [i.authorization.authorization_code, i]));
      expect(byAuth[codes[0]]).toMatchObject({ status: 'failed', message: 'Insufficient Funds', transaction: { status: 'failed' } });
      expect(byAuth[codes[1]]).toMatchObject({ status: 'failed', message: expect.stringMatching(/\w/), transaction: {} });
    } finally {
      await quiet.stop();
    }
  });
});
