import fs from 'node:fs';
import path from 'node:path';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { CARDS, expectLedgerBalanced, rowCounts } from '../support/payments';

// Paystack's samples in ../shared beside the project, wherever it is checked out.
const SNIPPETS = path.join(__dirname, '..', '..', '..', 'shared', 'reference', 'paystack-doc-snippets', 'src', 'api');
const sample = (p: string, key = '200') => JSON.parse(fs.readFileSync(path.join(SNIPPETS, p), 'utf8'))[key].data;

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
const merchants: TestIntegration[] = [];
let visa: string; // reusable Visa authorization of payer@example.com
let verveOnce: string; // non-reusable (PIN + OTP card)
let bankAuth: string; // non-reusable bank authorization

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration();
  other = await server.newIntegration('Other');
  merchants.push(m, other);
  visa = (await m.api.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.success })).body.data.authorization.authorization_code;
  const r = 'auth-setup-otp';
  await m.api.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.pinOtp, reference: r });
  await m.api.post('/charge/submit_pin', { reference: r, pin: '1234' });
  verveOnce = (await m.api.post('/charge/submit_otp', { reference: r, otp: '123456' })).body.data.authorization.authorization_code;
  const b = 'auth-setup-bank';
  await m.api.post('/charge', {
    email: 'payer@example.com',
    amount: 10000,
    bank: { code: '057', account_number: '0000000000' },
    birthday: '1990-01-01',
    reference: b,
  });
  bankAuth = (await m.api.post('/charge/submit_otp', { reference: b, otp: '123456' })).body.data.authorization.authorization_code;
});
afterEach(() => expectLedgerBalanced(server, merchants));
afterAll(() => server.stop());

describe('POST /transaction/charge_authorization', () => {
  it('charges a reusable authorization: success with the sample shape', async () => {
    const res = await m.api.post('/transaction/charge_authorization', {
      authorization_code: visa,
      email: 'payer@example.com',
      amount: '35247',
      reference: 'ca-1',
      queue: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Charge attempted');
    for (const key of Object.keys(sample('transactions/charge_authorization/response.json').data)) expect(res.body.data).toHaveProperty(key);
    expect(res.body.data).toMatchObject({ status: 'success', reference: 'ca-1', amount: 35247, authorization: { authorization_code: visa }, fees: 529 });
    const v = await m.api.get('/transaction/verify/ca-1');
    expect(v.body.data.source.entry_point).toBe('charge_authorization');
  });

  it('at 500,000 naira or more the test card has insufficient funds: a failed transaction, status true', async () => {
    const res = await m.api.post('/transaction/charge_authorization', {
      authorization_code: visa,
      email: 'payer@example.com',
      amount: 50_000_000,
      reference: 'ca-big',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Charge attempted', data: { status: 'failed', gateway_response: 'Insufficient Funds' } });
  });

  it('20 concurrent charges with one reference make one charge and one set of ledger entries', async () => {
    const before = await rowCounts(server);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        m.api.post('/transaction/charge_authorization', { authorization_code: visa, email: 'payer@example.com', amount: 5000, reference: 'ca-race' }),
      ),
    );
    const okReplies = replies.filter((r) => r.status === 200);
    expect(okReplies).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body).toMatchObject({ status: false, code: 'duplicate_reference' });
    const after = await rowCounts(server);
    expect(after.transactions - before.transactions).toBe(1);
    expect(after.ledger_entries - before.ledger_entries).toBe(3);
  });

  it.each([
    ['an unknown code', () => ({ authorization_code: 'AUTH_nope', email: 'payer@example.com', amount: 5000 }), 400, 'Invalid Authorization Code'],
    ['another email', () => ({ authorization_code: visa, email: 'someone@example.com', amount: 5000 }), 400, 'Email does not match Authorization code'],
    ['a non-reusable authorization', () => ({ authorization_code: verveOnce, email: 'payer@example.com', amount: 5000 }), 400, 'not reusable'],
    ['no code', () => ({ email: 'payer@example.com', amount: 5000 }), 400, 'Authorization code is required'],
    ['no amount', () => ({ authorization_code: visa, email: 'payer@example.com' }), 400, 'Amount is required'],
    ['a decimal amount', () => ({ authorization_code: visa, email: 'payer@example.com', amount: '10.5' }), 400, 'Amount must be an integer'],
    ['a bad reference', () => ({ authorization_code: visa, email: 'payer@example.com', amount: 5000, reference: 'x y' }), 400, 'Invalid character'],
  ])('refuses %s and changes nothing', async (_n, body, status, message) => {
    const before = await rowCounts(server);
    const res = await m.api.post('/transaction/charge_authorization', body());
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
    expect(await rowCounts(server)).toEqual(before);
  });

  it("another integration's or the live mode's code is unknown", async () => {
    const before = await rowCounts(server);
    const a = await other.api.post('/transaction/charge_authorization', { authorization_code: visa, email: 'payer@example.com', amount: 5000 });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('Invalid Authorization Code');
    const b = await m.live_api.post('/transaction/charge_authorization', { authorization_code: visa, email: 'payer@example.com', amount: 5000 });
    expect(b.status).toBe(400);
    expect(b.body.message).toBe('Invalid Authorization Code');
    expect((await other.api.post('/customer/deactivate_authorization', { authorization_code: visa })).status).toBe(404);
    expect((await other.api.post('/transaction/check_authorization', { authorization_code: visa, email: 'payer@example.com', amount: 5000 })).status).toBe(400);
    expect(await rowCounts(server)).toEqual(before);
  });
});

describe('POST /charge with authorization_code', () => {
  it('charges a reusable authorization directly', async () => {
    const res = await m.api.post('/charge', { authorization_code: visa, email: 'payer@example.com', amount: 7000 });
    expect(res.body.data).toMatchObject({ status: 'success', authorization: { authorization_code: visa } });
  });

  it('a non-reusable card authorization needs its PIN; a bank one cannot be charged', async () => {
    const noPin = await m.api.post('/charge', { authorization_code: verveOnce, email: 'payer@example.com', amount: 7000 });
    expect(noPin.status).toBe(400);
    expect(noPin.body.message).toContain('PIN');
    const badPin = await m.api.post('/charge', { authorization_code: verveOnce, email: 'payer@example.com', amount: 7000, pin: '12' });
    expect(badPin.status).toBe(400);
    expect(badPin.body.message).toBe('PIN must be of length: 4');
    const wrongPin = await m.api.post('/charge', { authorization_code: verveOnce, email: 'payer@example.com', amount: 7000, pin: '9999' });
    expect(wrongPin.body.data).toMatchObject({ status: 'failed', message: 'Incorrect PIN' });
    const withPin = await m.api.post('/charge', { authorization_code: verveOnce, email: 'payer@example.com', amount: 7000, pin: '1234' });
    expect(withPin.body.data).toMatchObject({ status: 'success' });
    expect((await m.api.post('/charge', { authorization_code: bankAuth, email: 'payer@example.com', amount: 7000 })).status).toBe(400);
  });
});

describe('POST /transaction/check_authorization', () => {
  it('is valid below 500,000 naira and Insufficient Funds from it', async () => {
    const okRes = await m.api.post('/transaction/check_authorization', { authorization_code: visa, email: 'payer@example.com', amount: '49999999' });
    expect(okRes.status).toBe(200);
    expect(okRes.body).toEqual({ status: true, message: 'Authorization is valid for this amount', data: { amount: 49999999, currency: 'NGN' } });
    const no = await m.api.post('/transaction/check_authorization', { authorization_code: visa, email: 'payer@example.com', amount: 50_000_000 });
    expect(no.status).toBe(400);
    expect(no.body).toMatchObject({ status: false, message: 'Insufficient Funds' });
  });

  it('only Mastercard and Visa authorizations can be checked', async () => {
    const res = await m.api.post('/transaction/check_authorization', { authorization_code: verveOnce, email: 'payer@example.com', amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Mastercard and Visa');
  });
});

describe('deactivation and the customer record', () => {
  it('the customer record shows its transactions and authorizations', async () => {
    const res = await m.api.get('/customer/payer@example.com');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.transactions.length).toBeGreaterThan(3);
    expect(data.transactions[0]).toHaveProperty('reference');
    expect(data.authorizations.map((a: { authorization_code: string }) => a.authorization_code)).toEqual(expect.arrayContaining([visa, verveOnce, bankAuth]));
    expect(Object.keys(data.authorizations[0]).sort()).toEqual(Object.keys(sample('customers/fetch/response.json').data.authorizations[0]).sort());
    const successes = data.transactions.filter((t: { status: string }) => t.status === 'success');
    expect(data.total_transactions).toBe(successes.length);
    expect(data.total_transaction_value).toEqual([{ currency: 'NGN', amount: successes.reduce((s: number, t: { amount: number }) => s + t.amount, 0) }]);
  });

  it('deactivates (and the alias path works); the code then cannot be charged', async () => {
    const fresh = (await m.api.post('/charge', { email: 'deact@example.com', amount: 10000, card: CARDS.pin, reference: 'deact-setup' })).body.data;
    expect(fresh.status).toBe('send_pin');
    const code = (await m.api.post('/charge/submit_pin', { reference: 'deact-setup', pin: '1111' })).body.data.authorization.authorization_code;
    const res = await m.api.post('/customer/deactivate_authorization', { authorization_code: code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(sample('customers/deactivate-authorization/response.json'));
    const again = await m.api.post('/customer/authorization/deactivate', { authorization_code: code });
    expect(again.status).toBe(200);
    const charge = await m.api.post('/transaction/charge_authorization', { authorization_code: code, email: 'deact@example.com', amount: 5000 });
    expect(charge.status).toBe(400);
    expect(charge.body.message).toContain('Authorization may be inactive');
    const unknown = await m.api.post('/customer/deactivate_authorization', { authorization_code: 'AUTH_unknown' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Authorization code not found.');
    const customer = await m.api.get('/customer/deact@example.com');
    expect(customer.body.data.authorizations).toEqual([]);
  });
});

describe('risk action', () => {
  it('a denied customer is declined before the processor: failed, no authorization, no ledger entries', async () => {
    const code = (await m.api.post('/charge', { email: 'risky@example.com', amount: 10000, card: CARDS.success })).body.data.authorization.authorization_code;
    expect((await m.api.post('/customer/set_risk_action', { customer: 'risky@example.com', risk_action: 'deny' })).status).toBe(200);
    const before = await rowCounts(server);
    const card = await m.api.post('/charge', { email: 'risky@example.com', amount: 10000, card: CARDS.success, reference: 'risky-card' });
    expect(card.body).toMatchObject({ status: true, data: { status: 'failed', message: expect.stringContaining('blacklisted') } });
    const saved = await m.api.post('/transaction/charge_authorization', {
      authorization_code: code,
      email: 'risky@example.com',
      amount: 5000,
      reference: 'risky-auth',
    });
    expect(saved.body).toMatchObject({ status: true, data: { status: 'failed' } });
    const after = await rowCounts(server);
    expect(after.transactions - before.transactions).toBe(2);
    expect(after.ledger_entries).toBe(before.ledger_entries);
    expect(after.authorizations).toBe(before.authorizations);
    await m.api.post('/customer/set_risk_action', { customer: 'risky@example.com', risk_action: 'allow' });
    expect(
      (await m.api.post('/transaction/charge_authorization', { authorization_code: code, email: 'risky@example.com', amount: 5000 })).body.data.status,
    ).toBe('success');
  });
});
