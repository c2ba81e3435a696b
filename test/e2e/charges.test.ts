import fs from 'node:fs';
import path from 'node:path';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { advanceClock, CARDS, expectLedgerBalanced, rowCounts, transactionRow } from '../support/payments';

// Paystack's samples in ../shared beside the project, wherever it is checked out.
const SNIPPETS = path.join(__dirname, '..', '..', '..', 'shared', 'reference', 'paystack-doc-snippets', 'src', 'api');
const sample = (p: string, key = '200') => JSON.parse(fs.readFileSync(path.join(SNIPPETS, p), 'utf8'))[key].data;
const keysOf = (o: object) => Object.keys(o).sort();

let server: TestServer;
let m: TestIntegration;
const merchants: TestIntegration[] = [];
let seq = 0;
const ref = (name: string) => `${name}-${++seq}`;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration();
  merchants.push(m);
});
afterEach(() => expectLedgerBalanced(server, merchants));
afterAll(() => server.stop());

const charge = (body: Record<string, unknown>, api = m.api) => api.post('/charge', { email: 'payer@example.com', amount: 10000, ...body });

async function events(reference: string): Promise<Array<{ type: string; payload: any; resource: string }>> {
  const rows: Array<{ type: string; payload: unknown; resource: string; id: number }> = await server.services.db.read({}, (em) =>
    em.query(
      "SELECT e.id, e.type, e.payload, e.resource FROM events e JOIN transactions t ON e.resource = CONCAT('transaction:', t.id) WHERE t.reference = ? ORDER BY e.id",
      [reference],
    ),
  );
  return rows.map((r) => ({ type: r.type, resource: r.resource, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }));
}

describe('test cards over POST /charge', () => {
  it('4084084084084081: immediate success with the full transaction record, authorization, fees and events', async () => {
    const reference = ref('ok');
    const res = await charge({ card: CARDS.success, reference, metadata: JSON.stringify({ custom_fields: [] }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Charge attempted');
    const data = res.body.data;
    for (const key of Object.keys(sample('charges/create/response.json').data)) expect(data).toHaveProperty(key);
    expect(data).toMatchObject({ status: 'success', reference, amount: 10000, channel: 'card', gateway_response: 'Approved', fees: 150, domain: 'test' });
    expect(keysOf(data.authorization)).toEqual(keysOf(sample('charges/create/response.json').data.authorization));
    expect(data.authorization).toMatchObject({
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2099',
      brand: 'visa',
      reusable: true,
      channel: 'card',
      bank: 'TEST BANK',
    });
    expect(data.authorization.authorization_code).toMatch(/^AUTH_[a-z0-9]+$/);
    expect(data.authorization.signature).toMatch(/^SIG_[A-Za-z0-9]{20}$/);
    expect(Date.parse(data.paid_at)).toBeGreaterThan(0);
    const evs = await events(reference);
    expect(evs.map((e) => e.type)).toEqual(['charge.updated', 'charge.success']);
    expect(evs[0]!.resource).toBe(`transaction:${data.id}`);
    expect(evs[0]!.payload).toMatchObject({ reference, status: 'success', data: { reference, status: 'success' } });
    expect(evs[1]!.payload).toMatchObject({
      reference,
      status: 'success',
      amount: 10000,
      customer: { email: 'payer@example.com' },
      authorization: { last4: '4081' },
    });
    // The card number and CVV are nowhere in the database.
    const dump: Array<Record<string, unknown>> = await server.services.db.read({}, (em) =>
      em.query('SELECT * FROM transactions WHERE reference = ?', [reference]),
    );
    const all = JSON.stringify(dump) + JSON.stringify(evs);
    expect(all).not.toContain('4084084084084081');
    expect(all).not.toContain('"408"');
  });

  it('the same card on the same customer keeps its signature and authorization; another customer gets another signature', async () => {
    const a = await charge({ card: CARDS.success, reference: ref('sig') });
    const b = await charge({ card: CARDS.success, reference: ref('sig') });
    const c = await charge({ card: CARDS.success, reference: ref('sig'), email: 'other@example.com' });
    expect(a.body.data.authorization.signature).toBe(b.body.data.authorization.signature);
    expect(a.body.data.authorization.authorization_code).toBe(b.body.data.authorization.authorization_code);
    expect(c.body.data.authorization.signature).not.toBe(a.body.data.authorization.signature);
  });

  it('507850785078507812: send_pin → success with PIN 1111', async () => {
    const reference = ref('pin');
    const res = await charge({ card: CARDS.pin, reference });
    expect(res.body).toEqual({ status: true, message: 'Charge attempted', data: { reference, status: 'send_pin' } });
    expect((await m.api.get(`/transaction/verify/${reference}`)).body.data.status).toBe('ongoing');
    const pin = await m.api.post('/charge/submit_pin', { reference, pin: '1111' });
    expect(pin.status).toBe(200);
    expect(pin.body.message).toBe('Charge attempted');
    expect(pin.body.data).toMatchObject({ status: 'success', reference, authorization: { brand: 'verve', last4: '7812' } });
    for (const key of Object.keys(sample('charges/submit-pin/response.json').data)) expect(pin.body.data).toHaveProperty(key);
    expect((await events(reference)).map((e) => [e.type, e.payload.status])).toEqual([
      ['charge.updated', 'send_pin'],
      ['charge.updated', 'success'],
      ['charge.success', 'success'],
    ]);
    const timeline = await m.api.get(`/transaction/timeline/${reference}`);
    expect(timeline.body.data).toMatchObject({ attempts: 1, authentication: 'pin', success: true, channel: 'card' });
    expect(timeline.body.data.history.map((h: { type: string }) => h.type)).toEqual(['action', 'auth', 'input', 'success']);
  });

  it('5060666666666666666: send_pin → send_otp → success (non-reusable)', async () => {
    const reference = ref('pinotp');
    expect((await charge({ card: CARDS.pinOtp, reference })).body.data.status).toBe('send_pin');
    const pin = await m.api.post('/charge/submit_pin', { reference, pin: '1234' });
    expect(pin.body.data).toEqual({ reference, status: 'send_otp', display_text: expect.any(String) });
    const otp = await m.api.post('/charge/submit_otp', { reference, otp: '123456' });
    expect(otp.body.data).toMatchObject({ status: 'success', authorization: { reusable: false } });
  });

  it('507850785078507804: send_pin → send_phone → send_otp → success; a short phone fails', async () => {
    const reference = ref('phone');
    await charge({ card: CARDS.pinPhoneOtp, reference });
    expect((await m.api.post('/charge/submit_pin', { reference, pin: '0000' })).body.data).toEqual({
      reference,
      status: 'send_phone',
      display_text: 'Please send phone',
    });
    expect((await m.api.post('/charge/submit_phone', { reference, phone: '08012345678' })).body.data.status).toBe('send_otp');
    expect((await m.api.post('/charge/submit_otp', { reference, otp: '123456' })).body.data.status).toBe('success');

    const short = ref('phone-short');
    await charge({ card: CARDS.pinPhoneOtp, reference: short });
    await m.api.post('/charge/submit_pin', { reference: short, pin: '0000' });
    const res = await m.api.post('/charge/submit_phone', { reference: short, phone: '0801234' });
    expect(res.body).toEqual({ status: true, message: 'Charge attempted', data: { reference: short, status: 'failed', message: 'Invalid phone number' } });
    expect((await m.api.get(`/transaction/verify/${short}`)).body).toMatchObject({
      status: true,
      data: { status: 'failed', gateway_response: 'Invalid phone number' },
    });
  });

  it.each([
    ['5192602720584796', CARDS.bankAuth],
    ['4084080000000409', CARDS.bankAuthLegacy],
  ])('%s: open_url to a Kobo bank page; the status check completes it for API users', async (_n, card) => {
    const reference = ref('3ds');
    const res = await charge({ card, reference });
    expect(res.body.data).toEqual({
      reference,
      status: 'open_url',
      url: expect.stringMatching(new RegExp(`^${server.services.config.publicUrl}/checkout/bank-auth/[a-z0-9]{10,15}$`)),
    });
    const check = await m.api.get(`/charge/${reference}`);
    expect(check.body.message).toBe('Charge attempted');
    expect(check.body.data).toMatchObject({ status: 'success', reference });
  });

  it.each([
    ['4084080000005408 declined', CARDS.declined, 'Declined'],
    ['4084080000670037 insufficient funds', CARDS.insufficient, 'Insufficient Funds'],
  ])('%s: failed with a message, status true, nothing posted', async (_n, card, message) => {
    const reference = ref('fail');
    const before = await rowCounts(server);
    const res = await charge({ card, reference });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Charge attempted', data: { reference, status: 'failed', message } });
    const after = await rowCounts(server);
    expect(after.ledger_entries).toBe(before.ledger_entries);
    expect(after.authorizations).toBe(before.authorizations);
    const verify = await m.api.get(`/transaction/verify/${reference}`);
    expect(verify.body).toMatchObject({ status: true, data: { status: 'failed', gateway_response: message, authorization: {} } });
    expect((await m.api.get(`/charge/${reference}`)).body).toEqual({
      status: true,
      message: 'Reference check successful',
      data: { reference, status: 'failed', message },
    });
  });

  it('507850785078507853: send_pin → failed, token not generated', async () => {
    const reference = ref('token');
    expect((await charge({ card: CARDS.tokenNotGenerated, reference })).body.data.status).toBe('send_pin');
    const res = await m.api.post('/charge/submit_pin', { reference, pin: '0000' });
    expect(res.body.data).toEqual({ reference, status: 'failed', message: expect.stringContaining('Token Not Generated') });
  });

  it('506066506066506067: pending, resolved only by a check 10 s or more later on the test clock', async () => {
    const reference = ref('pending');
    expect((await charge({ card: CARDS.timeout, reference })).body.data).toEqual({ reference, status: 'pending' });
    const early = await m.api.get(`/charge/${reference}`);
    expect(early.body).toEqual({ status: true, message: 'Reference check successful', data: { reference, status: 'pending' } });
    // Real time runs on under the test clock: stay well clear of the 10 s mark before crossing it.
    await advanceClock(m.api, 6);
    expect((await m.api.get(`/charge/${reference}`)).body.data.status).toBe('pending');
    await advanceClock(m.api, 4);
    const later = await m.api.get(`/charge/${reference}`);
    expect(later.body.message).toBe('Charge attempted');
    expect(later.body.data).toMatchObject({ status: 'success', reference });
    expect((await m.api.get(`/transaction/verify/${reference}`)).body.data.status).toBe('success');
  });

  it('a Luhn-valid card that is not a test card fails in test mode with a clear message', async () => {
    const reference = ref('other');
    const res = await charge({ card: { number: '4111111111111111', cvv: '123', expiry_month: '01', expiry_year: '2099' }, reference });
    expect(res.body.data).toEqual({ reference, status: 'failed', message: expect.stringContaining('not a test card') });
  });

  it('wrong PIN or OTP fails the charge (Kobo choice: no retries on a test card)', async () => {
    const a = ref('badpin');
    await charge({ card: CARDS.pin, reference: a });
    expect((await m.api.post('/charge/submit_pin', { reference: a, pin: '9999' })).body.data).toEqual({
      reference: a,
      status: 'failed',
      message: 'Incorrect PIN',
    });
    const b = ref('badotp');
    await charge({ card: CARDS.pinOtp, reference: b });
    await m.api.post('/charge/submit_pin', { reference: b, pin: '1234' });
    expect((await m.api.post('/charge/submit_otp', { reference: b, otp: '000000' })).body.data).toEqual({
      reference: b,
      status: 'failed',
      message: 'Invalid OTP',
    });
  });

  it('a wrong CVV or an expired test card fails', async () => {
    const a = ref('cvv');
    expect((await charge({ card: { ...CARDS.success, cvv: '999' }, reference: a })).body.data).toMatchObject({ status: 'failed', message: 'Invalid CVV' });
    const b = ref('expired');
    expect((await charge({ card: { ...CARDS.success, expiry_year: '2020' }, reference: b })).body.data).toMatchObject({
      status: 'failed',
      message: 'Expired Card',
    });
  });
});

describe('bank and USSD', () => {
  it('Zenith 057 / 0000000000: send_birthday → send_otp → success', async () => {
    const reference = ref('bank');
    const res = await charge({ bank: { code: '057', account_number: '0000000000' }, reference });
    expect(res.body.data).toEqual({ reference, status: 'send_birthday', display_text: 'Please send your birthday' });
    const bday = await m.api.post('/charge/submit_birthday', { reference, birthday: '1990-04-21' });
    expect(bday.body.data).toEqual({ reference, status: 'send_otp', display_text: expect.stringContaining('OTP') });
    const otp = await m.api.post('/charge/submit_otp', { reference, otp: '123456' });
    expect(otp.body.data).toMatchObject({
      status: 'success',
      channel: 'bank',
      authorization: { channel: 'bank', bank: 'Zenith Bank', reusable: false, signature: null },
    });
    for (const key of Object.keys(sample('charges/submit-otp/response.json').data)) expect(otp.body.data).toHaveProperty(key);
  });

  it('a birthday in the charge body skips the birthday step; another account fails in test mode', async () => {
    const reference = ref('bank2');
    expect((await charge({ bank: { code: '057', account_number: '0000000000' }, birthday: '1990-04-21', reference })).body.data.status).toBe('send_otp');
    const other = ref('bank3');
    expect((await charge({ bank: { code: '057', account_number: '1234567890' }, reference: other })).body.data).toMatchObject({ status: 'failed' });
  });

  it('USSD 737: pay_offline with display_text and ussd_code; success only after 10 s', async () => {
    const reference = ref('ussd');
    const res = await charge({ ussd: { type: '737' }, reference });
    expect(keysOf(res.body.data)).toEqual(keysOf(sample('charges/create/response.json', '200_ussd').data));
    expect(res.body.data).toEqual({
      reference,
      status: 'pay_offline',
      display_text: expect.stringContaining('*737*'),
      ussd_code: expect.stringMatching(/^\*737\*[\d*]+#$/),
    });
    const early = await m.api.get(`/charge/${reference}`);
    expect(early.body.data).toMatchObject({ status: 'pay_offline', ussd_code: res.body.data.ussd_code });
    await advanceClock(m.api, 10);
    const later = await m.api.get(`/charge/${reference}`);
    expect(later.body.data).toMatchObject({ status: 'success', channel: 'ussd', authorization: { channel: 'ussd', brand: 'offline' } });
  });
});

describe('bad input changes nothing', () => {
  beforeAll(async () => {
    await charge({ card: CARDS.pin, reference: 'await-pin' });
    await charge({ card: CARDS.pinOtp, reference: 'await-otp' });
    await m.api.post('/charge/submit_pin', { reference: 'await-otp', pin: '1234' });
    await charge({ card: CARDS.pinPhoneOtp, reference: 'await-phone' });
    await m.api.post('/charge/submit_pin', { reference: 'await-phone', pin: '0000' });
    await charge({ bank: { code: '057', account_number: '0000000000' }, reference: 'await-bday' });
    await charge({ card: CARDS.success, reference: 'already-paid' });
  });

  it.each([
    ['no email with a card', { email: undefined, card: CARDS.success }, 'Email address is required for association with card'],
    ['no email with a bank', { email: '', bank: { code: '057', account_number: '0000000000' } }, 'Email address is required to create charge'],
    ['bad email', { email: 'nope', card: CARDS.success }, 'Invalid Email Address Passed'],
    ['missing amount', { amount: undefined, card: CARDS.success }, 'Amount is required'],
    ['string amount', { amount: '12abc', card: CARDS.success }, 'Amount must be an integer'],
    ['zero amount', { amount: '0', card: CARDS.success }, 'You must specify a valid amount'],
    ['no payment source', {}, 'One of Authorization code, card object'],
    ['two payment sources', { card: CARDS.success, ussd: { type: '737' } }, 'Pass only one of'],
    ['Luhn-invalid card', { card: { ...CARDS.success, number: '4084084084084082' } }, 'Invalid card number'],
    ['short card', { card: { ...CARDS.success, number: '4084' } }, 'Invalid card number'],
    ['missing cvv', { card: { ...CARDS.success, cvv: undefined } }, 'Please pass card cvv for validation'],
    ['bad month', { card: { ...CARDS.success, expiry_month: '13' } }, 'expiry_month'],
    ['bad year', { card: { ...CARDS.success, expiry_year: '20999' } }, 'expiry_year'],
    ['card not an object', { card: 'x' }, 'card must be an object'],
    ['bad reference', { card: CARDS.success, reference: 'a b' }, 'Invalid character in transaction reference'],
    ['duplicate reference', { card: CARDS.success, reference: 'already-paid' }, 'Duplicate Transaction Reference'],
    ['not a pay-with-bank bank', { bank: { code: '999', account_number: '0000000000' } }, 'not available for pay with bank'],
    ['short account number', { bank: { code: '057', account_number: '12345' } }, 'Account number must be 10 digits'],
    ['bad birthday', { bank: { code: '057', account_number: '0000000000' }, birthday: '1990-02-31' }, 'Birthday must be'],
    ['unknown USSD type', { ussd: { type: '000' } }, 'USSD type must be one of'],
    ['unknown authorization', { authorization_code: 'AUTH_doesnotexist' }, 'Invalid Authorization Code'],
    ['bad device id', { card: CARDS.success, device_id: 'UPPER CASE' }, 'device_id'],
  ])('POST /charge with %s → 400', async (_name, body, message) => {
    const before = await rowCounts(server);
    const res = await m.api.post('/charge', { email: 'payer@example.com', amount: 10000, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: expect.stringContaining(message) });
    expect(res.body).not.toHaveProperty('data');
    expect(await rowCounts(server)).toEqual(before);
  });

  it.each([
    ['submit_pin', { reference: 'no-such-ref', pin: '1111' }],
    ['submit_otp', { reference: 'no-such-ref', otp: '123456' }],
    ['submit_phone', { reference: 'no-such-ref', phone: '08012345678' }],
    ['submit_birthday', { reference: 'no-such-ref', birthday: '1990-01-01' }],
  ])('%s with an unknown reference → 400 "Transaction reference is invalid"', async (step, body) => {
    const before = await rowCounts(server);
    const res = await m.api.post(`/charge/${step}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: 'Transaction reference is invalid' });
    expect(await rowCounts(server)).toEqual(before);
  });

  it('GET /charge with an unknown reference → 400', async () => {
    const res = await m.api.get('/charge/no-such-ref');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Transaction reference is invalid');
  });

  it.each([
    ['submit_otp on a charge waiting for a PIN', 'submit_otp', { reference: 'await-pin', otp: '123456' }],
    ['submit_pin on a charge waiting for an OTP', 'submit_pin', { reference: 'await-otp', pin: '1234' }],
    ['submit_birthday on a charge waiting for a phone', 'submit_birthday', { reference: 'await-phone', birthday: '1990-01-01' }],
    ['submit_phone on a bank charge waiting for a birthday', 'submit_phone', { reference: 'await-bday', phone: '08012345678' }],
    ['submit_pin on a paid charge', 'submit_pin', { reference: 'already-paid', pin: '1111' }],
  ])('%s → 400 invalid_state, nothing changes', async (_n, step, body) => {
    const before = await transactionRow(server, body.reference);
    const counts = await rowCounts(server);
    const res = await m.api.post(`/charge/${step}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, code: 'invalid_state' });
    expect(await transactionRow(server, body.reference)).toEqual(before);
    expect(await rowCounts(server)).toEqual(counts);
  });

  it.each([
    ['a 3-digit PIN', 'submit_pin', { reference: 'await-pin', pin: '111' }, 'send_pin', 'PIN must be exactly 4 digits'],
    ['a PIN with letters', 'submit_pin', { reference: 'await-pin', pin: '11a1' }, 'send_pin', 'PIN must be exactly 4 digits'],
    ['no PIN', 'submit_pin', { reference: 'await-pin' }, 'send_pin', 'PIN must be exactly 4 digits'],
    ['an empty OTP', 'submit_otp', { reference: 'await-otp', otp: '' }, 'send_otp', 'OTP must have at least one character'],
    ['an empty phone', 'submit_phone', { reference: 'await-phone', phone: '' }, 'send_phone', 'Phone must have at least one character'],
    ['a bad birthday', 'submit_birthday', { reference: 'await-bday', birthday: 'yesterday' }, 'send_birthday', 'Birthday must be'],
  ])('%s keeps the step with an explanation', async (_n, step, body, status, text) => {
    const res = await m.api.post(`/charge/${step}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: 'Charge attempted',
      data: { reference: body.reference, status, display_text: expect.stringContaining(text) },
    });
    expect((await transactionRow(server, body.reference))!.charge_status).toBe(status);
  });

  it('the steps still work after bad input', async () => {
    expect((await m.api.post('/charge/submit_pin', { reference: 'await-pin', pin: '1111' })).body.data.status).toBe('success');
  });

  it('a live key cannot act on a test reference', async () => {
    await charge({ card: CARDS.pin, reference: 'test-only-ref' });
    const before = await transactionRow(server, 'test-only-ref');
    const res = await m.live_api.post('/charge/submit_pin', { reference: 'test-only-ref', pin: '1111' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Transaction reference is invalid');
    expect((await m.live_api.get('/charge/test-only-ref')).status).toBe(400);
    expect(await transactionRow(server, 'test-only-ref')).toEqual(before);
  });

  it('an unknown key is 401 Invalid key', async () => {
    const res = await server.api('sk_test_notarealkey123').post('/charge', { email: 'a@example.com', amount: 100, card: CARDS.success });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: false, message: 'Invalid key' });
  });
});

describe('live mode', () => {
  it('runs on the configured processor (the simulator): any valid card is approved', async () => {
    const reference = ref('live');
    const res = await charge({ card: { number: '4111111111111111', cvv: '123', expiry_month: '01', expiry_year: '2099' }, reference }, m.live_api);
    expect(res.body.data).toMatchObject({ status: 'success', domain: 'live', authorization: { bank: 'KOBO SIMULATED BANK' } });
    expect((await m.api.get(`/transaction/verify/${reference}`)).status).toBe(404);
  });
});

describe('fees and the ledger', () => {
  it.each([
    [100, 2],
    [1001, 16],
    [249_999, 3750],
    [250_000, 13_750],
    [12_600_000, 199_000],
    [20_000_000, 200_000],
  ])('amount %i kobo pays a fee of %i kobo (1.5%% rounded up, +100 naira from 2,500 naira, capped at 2,000 naira)', async (amount, fee) => {
    const reference = ref('fee');
    const res = await charge({ card: CARDS.success, amount, reference });
    expect(res.body.data.fees).toBe(fee);
    const rows: Array<{ account: string; amount: string | number; model_row: string | number; model_responsible: string }> = await server.services.db.read(
      {},
      (em) => em.query('SELECT account, amount, model_row, model_responsible FROM ledger_entries WHERE model_row = ? ORDER BY account', [res.body.data.id]),
    );
    expect(rows.map((r) => [r.account, Number(r.amount)])).toEqual([
      ['fee_revenue', fee],
      ['merchant_balance', amount - fee],
      ['processor_clearing', -amount],
    ]);
  });

  it('GET /balance/ledger lists merchant entries with running balances, shaped like the sample', async () => {
    const balance = await m.api.get('/balance');
    expect(balance.body.message).toBe('Balances retrieved');
    const res = await m.api.get('/balance/ledger?perPage=3');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Balance ledger retrieved');
    const sampleRow = JSON.parse(fs.readFileSync(path.join(SNIPPETS, 'transfers-control/balance-ledger/response.json'), 'utf8'))['200'].data.data[0];
    expect(keysOf(res.body.data[0])).toEqual(keysOf(sampleRow));
    expect(res.body.data[0].balance).toBe(balance.body.data[0].balance);
    expect(res.body.data[1].balance).toBe(res.body.data[0].balance - res.body.data[0].difference);
    expect(res.body.data[2].balance).toBe(res.body.data[1].balance - res.body.data[1].difference);
    expect(res.body.data[0]).toMatchObject({ model_responsible: 'Transaction', currency: 'NGN' });
    expect(res.body.meta).toMatchObject({ perPage: 3, page: 1 });
    const page2 = await m.api.get('/balance/ledger?perPage=3&page=2');
    expect(page2.body.data[0].balance).toBe(res.body.data[2].balance - res.body.data[2].difference);
  });
});
