import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { CARDS, expectLedgerBalanced, transactionRow } from '../support/payments';
import { Transaction } from '../../src/modules/transactions/transaction.entity';

// The service methods the hosted checkout page builds on (by access code, no API key), and the
// state table's guard, exercised directly.
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration();
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(() => server.stop());

const base = () => ({ log: server.services.log });
const card = (c: (typeof CARDS)[keyof typeof CARDS]) => ({ card: { number: c.number, cvv: c.cvv, expiryMonth: c.expiry_month, expiryYear: c.expiry_year } });

async function init(body: Record<string, unknown> = {}) {
  const res = await m.api.post('/transaction/initialize', { email: 'buyer@example.com', amount: 30000, ...body });
  expect(res.status).toBe(200);
  return res.body.data as { access_code: string; reference: string };
}

describe('checkout by access code', () => {
  it('pays an initialized transaction with a PIN card', async () => {
    const { access_code, reference } = await init();
    const { view } = await server.services.transactions.forAccessCode(base(), access_code);
    expect(view.transaction).toMatchObject({ reference, amount: 30000, status: 'pending' });
    const started = await server.services.charges.startForAccessCode(base(), access_code, card(CARDS.pin));
    expect(started.data).toEqual({ reference, status: 'send_pin' });
    const paid = await server.services.charges.submitForAccessCode(base(), access_code, 'pin', '1111');
    expect(paid.data).toMatchObject({ status: 'success', reference });
    const verify = await m.api.get(`/transaction/verify/${reference}`);
    expect(verify.body.data).toMatchObject({ status: 'success', customer: { email: 'buyer@example.com' }, authorization: { last4: '7812' } });
    // Paid: no second attempt.
    await expect(server.services.charges.startForAccessCode(base(), access_code, card(CARDS.success))).rejects.toMatchObject({ code: 'invalid_state' });
  });

  it('honours channels, lets the customer retry after a failure, and completes bank authentication', async () => {
    const { access_code, reference } = await init({ channels: ['card'] });
    await expect(server.services.charges.startForAccessCode(base(), access_code, { ussd: { type: '737' } })).rejects.toMatchObject({
      message: expect.stringContaining('not enabled'),
    });
    const declined = await server.services.charges.startForAccessCode(base(), access_code, card(CARDS.declined));
    expect(declined.data).toEqual({ reference, status: 'failed', message: 'Declined' });
    const redirect = await server.services.charges.startForAccessCode(base(), access_code, card(CARDS.bankAuth));
    expect(redirect.data).toMatchObject({ status: 'open_url', url: expect.stringContaining(`/checkout/bank-auth/${access_code}`) });
    const done = await server.services.charges.completeBankAuth(base(), access_code, true);
    expect(done.data).toMatchObject({ status: 'success' });
    const timeline = (await m.api.get(`/transaction/timeline/${reference}`)).body.data;
    expect(timeline).toMatchObject({ attempts: 2, errors: 1, success: true });
  });

  it('cancel abandons and sends the customer to metadata.cancel_action', async () => {
    const { access_code, reference } = await init({ metadata: { cancel_action: 'https://shop.example/cancelled' }, callback_url: 'https://shop.example/cb' });
    await server.services.charges.startForAccessCode(base(), access_code, card(CARDS.pinOtp));
    const { view, cancelAction } = await server.services.charges.cancelForAccessCode(base(), access_code);
    expect(view.transaction.status).toBe('abandoned');
    expect(cancelAction).toBe('https://shop.example/cancelled');
    expect((await m.api.get(`/transaction/verify/${reference}`)).body.data.status).toBe('abandoned');
    await expect(server.services.charges.submitForAccessCode(base(), access_code, 'pin', '1234')).rejects.toMatchObject({ code: 'invalid_state' });
  });

  it('an unknown access code is not found', async () => {
    await expect(server.services.transactions.forAccessCode(base(), 'zzzzzzzzzzzzzzz')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('the state table guard', () => {
  it('refuses a move the table does not allow, and a stale write (409) without changing the row', async () => {
    const { reference } = await init();
    const ctx = { requestId: 't', integration: { id: m.id, testClockOffsetMs: 0 }, domain: 'test' as const, log: server.services.log };
    const db = server.services.db;
    const store = server.services.transactionStore;
    const stale = await db.read({}, (em) => em.findOneByOrFail(Transaction, { reference }));
    await db.transaction(ctx, async (t) => {
      const row = await store.byReference(t, t.tx.em, reference, true);
      await store.transition(t, row!, 'send_pin');
    });
    const before = await transactionRow(server, reference);
    await expect(db.transaction(ctx, (t) => store.transition(t, stale, 'send_pin'))).rejects.toMatchObject({ kind: 'conflict', code: 'concurrent_update' });
    const fresh = await db.read({}, (em) => em.findOneByOrFail(Transaction, { reference }));
    await expect(db.transaction(ctx, (t) => store.transition(t, fresh, 'reversed'))).rejects.toMatchObject({ kind: 'conflict', code: 'invalid_state' });
    expect(await transactionRow(server, reference)).toEqual(before);
  });
});
