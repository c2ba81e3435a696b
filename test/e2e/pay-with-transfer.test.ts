import { expectLedgerBalanced } from '../support/payments';
import { advanceClock } from '../support/payments';
import { shapeMismatches } from '../support/shape';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Pay with transfer: POST /charge with `bank_transfer` waits on a temporary account; the simulated
// payer's transfer of the exact amount pays it, any other amount is rejected (bank.transfer.rejected).
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Pay With Transfer');
});
afterAll(async () => {
  await expectLedgerBalanced(server, [m]);
  await server.stop();
});

const fixture = (name: string) => require(`../fixtures/paystack/pay-with-transfer/${name}.json`);
const events = async (type: string) =>
  (await server.services.db.read({}, (em) => em.query('SELECT payload FROM events WHERE type = ? AND integration_id = ? ORDER BY id', [type, m.id]))).map(
    (r: { payload: unknown }) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload),
  );

it('waits on a temporary account, rejects a wrong amount, and succeeds on the exact one', async () => {
  const res = await m.api.post('/charge', { email: 'transfer@example.com', amount: 25_000, bank_transfer: {}, reference: 'pwt-1' });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Charge attempted');
  expect(shapeMismatches(res.body.data, fixture('charge').data)).toEqual([]);
  expect(res.body.data).toMatchObject({ reference: 'pwt-1', status: 'pending_bank_transfer', bank: { slug: 'test-bank' } });
  expect(res.body.data.account_number).toMatch(/^\d{10}$/);
  expect((await m.api.get('/transaction/verify/pwt-1')).body.data.status).toBe('pending');
  expect((await m.api.get('/charge/pwt-1')).body.data.status).toBe('pending_bank_transfer');

  const wrong = await m.api.post('/_test/bank_transfer/pwt-1/pay', { amount: 30_000 });
  expect(wrong.status).toBe(200);
  expect(wrong.body.data).toMatchObject({ status: 'pending_bank_transfer', rejected: true });
  const [rejected] = await events('bank.transfer.rejected');
  expect(shapeMismatches(rejected, fixture('bank-transfer-rejected').data)).toEqual([]);
  expect(rejected.bank_transfer).toMatchObject({ amount: '30000', message_type: 'INCORRECT_AMOUNT' });
  expect(rejected.customer.email).toBe('transfer@example.com');

  const paid = await m.api.post('/_test/bank_transfer/pwt-1/pay', { amount: 25_000, sender_name: 'Jadesola Oluwashina' });
  expect(paid.status).toBe(200);
  expect(paid.body.data).toMatchObject({ status: 'success', channel: 'bank_transfer', amount: 25_000, authorization: { sender_name: 'Jadesola Oluwashina' } });
  expect(paid.body.data.fees).toBeGreaterThan(0);
  const success = (await events('charge.success')).find((e: any) => e.reference === 'pwt-1');
  expect(success).toMatchObject({ channel: 'bank_transfer', authorization: { sender_name: 'Jadesola Oluwashina' } });
  // Paid: the account takes nothing more.
  expect((await m.api.post('/_test/bank_transfer/pwt-1/pay', { amount: 25_000 })).status).toBe(400);
});

it('refuses bad input, a lapsed account and live keys', async () => {
  expect((await m.api.post('/charge', { email: 'x@example.com', amount: 100, bank_transfer: {}, card: { number: '4084084084084081' } })).status).toBe(400);
  expect((await m.api.post('/charge', { email: 'x@example.com', amount: 100, bank_transfer: 'nope' })).status).toBe(400);
  expect((await m.api.post('/charge', { email: 'x@example.com', amount: 100, bank_transfer: { account_expires_at: '2001-01-01T00:00:00Z' } })).status).toBe(
    400,
  );
  expect((await m.api.post('/_test/bank_transfer/nope/pay', { amount: 100 })).status).toBe(400);
  const res = await m.api.post('/charge', { email: 'late@example.com', amount: 100, bank_transfer: {}, reference: 'pwt-late' });
  expect(res.body.data.status).toBe('pending_bank_transfer');
  expect((await m.api.post('/_test/bank_transfer/pwt-late/pay', { amount: 'x' })).status).toBe(400);
  await advanceClock(m.api, 31 * 60);
  const late = await m.api.post('/_test/bank_transfer/pwt-late/pay', { amount: 100 });
  expect(late.status).toBe(400);
  expect(late.body.message).toBe('The temporary account for this transaction has expired');
  expect((await m.live_api.post('/_test/bank_transfer/pwt-late/pay', { amount: 100 })).status).toBe(403);
});
