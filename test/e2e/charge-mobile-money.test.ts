import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration } from '../support/server';
import { advanceClock, expectLedgerBalanced } from '../support/payments';
import { shapeMismatches } from '../support/shape';
import { waitForValue } from '../support/wait';

const Paystack = require('paystack-api');

// Mobile money on POST /charge (Paystack's samples doc/payments/payment-methods/mobile-*): Ghana's MTN,
// AirtelTigo and Vodafone (voucher), Kenya's M-Pesa (prompt and offline paybill), Côte d'Ivoire's
// Orange and MTN (OTP 1234). The payer answers on their phone later, on the integration's test
// clock; Kobo's due-work runner picks the answer up, so charge.success arrives with nobody polling.
let s: Merchant;
// A merchant in each mobile money market (Ghana is s.m), webhooks to the same receiver. Each takes
// its own country's currency (core/markets.ts).
let ke: TestIntegration;
let ci: TestIntegration;
beforeAll(async () => {
  s = await startMerchant('Accra', { country: 'GH' });
  ke = await s.server.newIntegration('Nairobi', 'KE');
  ci = await s.server.newIntegration('Abidjan', 'CI');
  for (const m of [ke, ci]) expect((await m.api.put('/integration/webhook', { url: s.hook.url })).status).toBe(200);
});
afterAll(async () => {
  await expectLedgerBalanced(s.server, [s.m, ke, ci, s.other]);
  await s.stop();
});

const fixture = (name: string) => require(`../fixtures/paystack/payment-methods/${name}.json`);
const client = () => {
  const paystack = Paystack(s.m.test.secret_key);
  paystack.endpoint = s.server.url;
  return paystack;
};
const webhook = (event: string, reference: string) =>
  waitForValue(() => s.hook.received.find((r) => r.body.event === event && r.body.data.reference === reference)?.body.data as Record<string, any> | undefined, {
    what: `${event} for ${reference}`,
  });
const charge = (body: Record<string, unknown>, m = s.m) => m.api.post('/charge', { email: 'momo@example.com', ...body });
const balances = async (m = s.m) =>
  Object.fromEntries(((await m.api.get('/balance')).body.data as Array<{ currency: string; balance: number }>).map((b) => [b.currency, b.balance]));

it("MTN Ghana's test number is approved at once: the just-in-time reply, its authorization, the ledger", async () => {
  const before = (await balances()).GHS ?? 0;
  const res = await client().charge.charge({
    email: 'momo@example.com',
    amount: 10_000,
    currency: 'GHS',
    reference: 'momo-mtn-jit',
    mobile_money: { phone: '0551234987', provider: 'mtn' },
  });
  expect(res).toMatchObject({ status: true, message: 'Charge attempted' });
  // Paystack's two samples disagree on exp_month/exp_year (numbers in the reply, strings in the
  // event); Kobo sends strings, as in every other authorization.
  const jit = fixture('mobile-response-jit').data;
  expect(shapeMismatches(res.data, { ...jit, authorization: { ...jit.authorization, exp_month: '12', exp_year: '9999' } })).toEqual([]);
  expect(res.data).toMatchObject({ status: 'success', channel: 'mobile_money', currency: 'GHS', amount: 10_000 });
  expect(res.data.authorization).toMatchObject({
    bin: '055XXX',
    last4: 'X987',
    channel: 'mobile_money',
    bank: 'MTN Mobile Money',
    brand: 'Mtn mobile money',
    country_code: 'GH',
    reusable: false,
    exp_year: '9999',
  });
  const event = await webhook('charge.success', 'momo-mtn-jit');
  // Field for field, `subaccount_group` too (the older samples' name for a split group: `{}` without one),
  // and the customer with its `international_format_phone`.
  expect(shapeMismatches(event, fixture('mobile-event').data)).toEqual([]);
  expect(event.subaccount_group).toEqual({});
  expect(event.customer).toMatchObject({ email: 'momo@example.com', international_format_phone: null });
  expect(event.authorization).toEqual(res.data.authorization);
  expect((await balances()).GHS).toBe(before + 10_000 - res.data.fees);

  // Paystack's mobile money authorizations are not reusable.
  const again = await s.m.api.post('/transaction/charge_authorization', {
    email: 'momo@example.com',
    amount: 10_000,
    currency: 'GHS',
    authorization_code: res.data.authorization.authorization_code,
  });
  expect(again.status).toBe(400);
  expect(again.body.message).toBe('This authorization is not reusable');
});

it('AirtelTigo: pay_offline, then the payer approves on the phone and charge.success arrives by itself', async () => {
  const res = await charge({ amount: 5_000, currency: 'GHS', reference: 'momo-atl', mobile_money: { phone: '+233 26 123 4567', provider: 'ATL' } });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ reference: 'momo-atl', status: 'pay_offline', display_text: 'Please complete authorization process on your mobile phone' });
  expect(shapeMismatches(res.body, fixture('mobile-airtel-mtn'))).toEqual([]);
  expect((await s.m.api.get('/transaction/verify/momo-atl')).body.data.status).toBe('pending');
  // Not answered yet: a status check still says pay_offline.
  expect((await s.m.api.get('/charge/momo-atl')).body.data.status).toBe('pay_offline');
  await advanceClock(s.m.api, 10);
  const event = await webhook('charge.success', 'momo-atl');
  expect(event).toMatchObject({ channel: 'mobile_money', currency: 'GHS', authorization: { bank: 'AirtelTigo Money', bin: '026XXX', last4: 'X567' } });
  expect((await s.m.api.get('/transaction/verify/momo-atl')).body.data.status).toBe('success');
});

it('Vodafone asks for the voucher first (send_otp); a wrong voucher fails with the registration-token message', async () => {
  const res = await charge({ amount: 2_000, currency: 'GHS', reference: 'momo-vod', mobile_money: { phone: '0201234567', provider: 'vod' } });
  expect(res.body.data).toEqual(fixture('mobile-vodafone').data.status === 'send_otp' ? { ...fixture('mobile-vodafone').data, reference: 'momo-vod' } : null);
  const voucher = await client().charge.submitOTP({ reference: 'momo-vod', otp: '123456' });
  expect(voucher.data.status).toBe('pay_offline');
  await advanceClock(s.m.api, 10);
  expect((await webhook('charge.success', 'momo-vod')).authorization.bank).toBe('Vodafone Cash');

  await charge({ amount: 2_000, currency: 'GHS', reference: 'momo-vod-bad', mobile_money: { phone: '0201234567', provider: 'vodafone' } });
  const bad = await s.m.api.post('/charge/submit_otp', { reference: 'momo-vod-bad', otp: '000000' });
  expect(bad.body.data).toEqual({ reference: 'momo-vod-bad', status: 'failed', message: 'Provided registration token is invalid' });
});

it('M-Pesa: the STK prompt (pay_offline) and the offline paybill with its account reference', async () => {
  const res = await charge({ amount: 10_000, currency: 'KES', reference: 'mpesa-1', mobile_money: { phone: '+254710000000', provider: 'mpesa' } }, ke);
  expect(shapeMismatches(res.body, fixture('mobile-mpesa'))).toEqual([]);
  expect(res.body.data.status).toBe('pay_offline');

  // No currency: the Kenyan merchant's own.
  const offline = await charge({ amount: 10_000, reference: 'mpesa-off', mobile_money: { phone: '254700000000', provider: 'mpesa_offline' } }, ke);
  expect(shapeMismatches(offline.body, fixture('mobile-mpesa-offline'))).toEqual([]);
  expect(offline.body.data).toMatchObject({ status: 'pay_offline', account_number: '4084333' });
  expect(typeof offline.body.data.account_reference).toBe('number');

  await advanceClock(ke.api, 10);
  for (const ref of ['mpesa-1', 'mpesa-off']) {
    const event = await webhook('charge.success', ref);
    expect(event).toMatchObject({ currency: 'KES', authorization: { channel: 'mobile_money', bank: 'M-PESA', country_code: 'KE', reusable: false } });
  }
  expect((await balances(ke)).KES).toBeGreaterThan(0);
});

it("Côte d'Ivoire: Orange and MTN take OTP 1234, then the prompt; a wrong OTP fails", async () => {
  for (const [provider, phone, ref] of [
    ['orange', '0700000000', 'civ-orange'],
    ['mtn', '+2250500000000', 'civ-mtn'],
  ]) {
    const res = await charge({ amount: 50_000, currency: 'XOF', reference: ref, mobile_money: { phone, provider } }, ci);
    expect(res.body.data).toMatchObject({ reference: ref, status: 'send_otp' });
    expect(typeof res.body.data.display_text).toBe('string');
    const otp = await ci.api.post('/charge/submit_otp', { reference: ref, otp: '1234' });
    expect(otp.body.data.status).toBe('pay_offline');
  }
  await advanceClock(ci.api, 10);
  expect((await webhook('charge.success', 'civ-orange')).authorization).toMatchObject({ bank: 'Orange Money', country_code: 'CI', last4: 'X000' });
  expect((await webhook('charge.success', 'civ-mtn')).authorization).toMatchObject({ bank: 'MTN Mobile Money', country_code: 'CI' });
  expect((await balances(ci)).XOF).toBeGreaterThan(0);

  await charge({ amount: 50_000, currency: 'XOF', reference: 'civ-bad', mobile_money: { phone: '0700000000', provider: 'orange' } }, ci);
  expect((await ci.api.post('/charge/submit_otp', { reference: 'civ-bad', otp: '123456' })).body.data).toMatchObject({
    status: 'failed',
    message: 'Provided registration token is invalid',
  });
});

it('the 180 s window on the test clock: a declined prompt fails, a late answer shows pending then succeeds, no answer fails', async () => {
  const start = async (ref: string, phone: string) =>
    expect((await charge({ amount: 1_000, currency: 'GHS', reference: ref, mobile_money: { phone, provider: 'mtn' } })).body.data.status).toBe('pay_offline');
  await start('momo-decline', '0550000001');
  await start('momo-late', '0550000002');
  await start('momo-never', '0550000003');

  await advanceClock(s.m.api, 10);
  const declined = await waitForValue(async () => {
    const d = (await s.m.api.get('/transaction/verify/momo-decline')).body.data;
    return d.status === 'failed' && d;
  });
  expect(declined.gateway_response).toBe('Declined');
  expect((await s.m.api.get('/charge/momo-late')).body.data.status).toBe('pay_offline');

  // Past the window: the late payer's charge reports Paystack's late response, the silent one fails.
  await advanceClock(s.m.api, 175);
  const late = await waitForValue(async () => {
    const r = (await s.m.api.get('/charge/momo-late')).body;
    return r.data.status === 'pending' && r;
  });
  expect(late).toEqual({ status: true, message: 'Reference check successful', data: { reference: 'momo-late', status: 'pending' } });
  expect(shapeMismatches(late, fixture('mobile-response-late'))).toEqual([]);
  const never = await waitForValue(async () => {
    const d = (await s.m.api.get('/transaction/verify/momo-never')).body.data;
    return d.status === 'failed' && d;
  });
  expect(never.gateway_response).toBe('The customer did not authorize the payment in time');

  await advanceClock(s.m.api, 120);
  expect((await webhook('charge.success', 'momo-late')).status).toBe('success');
  // Paystack sends webhooks for successful charges only.
  expect(s.hook.received.some((r) => ['momo-decline', 'momo-never'].includes(r.body.data.reference as string))).toBe(false);
});

it('refuses bad input with 400s: missing phone, wrong provider, a provider of another country, bad numbers', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ currency: 'GHS', mobile_money: { provider: 'mtn' } }, 'Phone number is required'],
    [{ currency: 'GHS', mobile_money: { phone: '0551234987' } }, 'Mobile money provider is required'],
    [{ currency: 'GHS', mobile_money: { phone: '0551234987', provider: 'mpesa' } }, 'Invalid mobile money provider for GHS: use one of mtn, atl, vod'],
    [{ currency: 'GHS', mobile_money: { phone: '0551234987', provider: 'xyz' } }, 'Invalid mobile money provider for GHS: use one of mtn, atl, vod'],
    [{ currency: 'USD', mobile_money: { phone: '0551234987', provider: 'mtn' } }, 'Mobile money is not available for USD payments'],
    [{ currency: 'KES', mobile_money: { phone: '0710000000', provider: 'mpesa' } }, 'Currency not supported by merchant'],
    [{ currency: 'GHS', mobile_money: { phone: '12345', provider: 'mtn' } }, 'Invalid phone number format'],
    [{ currency: 'GHS', mobile_money: { phone: 'abc', provider: 'atl' } }, 'Invalid phone number format'],
    [{ currency: 'GHS', mobile_money: 'mtn' }, 'mobile_money must be an object or a JSON string of one'],
    [
      { currency: 'GHS', mobile_money: { phone: '0551234987', provider: 'mtn' }, card: { number: '4084084084084081' } },
      'Pass only one of card, bank, ussd, mobile_money, qr, eft, capitec_pay, bank_transfer or authorization_code',
    ],
  ];
  const count = async () => (await s.m.api.get('/transaction?perPage=1')).body.meta.total;
  const before = await count();
  for (const [body, message] of cases) {
    const res = await charge({ amount: 1_000, ...body });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
  }
  // Refused before anything was written.
  expect(await count()).toBe(before);
  // A Nigerian merchant: its currency has no mobile money.
  const ngn = await charge({ amount: 1_000, mobile_money: { phone: '0551234987', provider: 'mtn' } }, s.other);
  expect({ status: ngn.status, message: ngn.body.message }).toEqual({ status: 400, message: 'Mobile money is not available for NGN payments' });
  // No instrument at all: Paystack's message naming every object.
  const none = await charge({ amount: 1_000 });
  expect(none.body.message).toBe(
    'One of Authorization code, card object, bank object, ussd object, mobile money object, qr object, or EFT object should be passed.',
  );
});

it('survives a restart: the check is a row on the database, not a timer', async () => {
  await charge({ amount: 3_000, currency: 'GHS', reference: 'momo-due-row', mobile_money: { phone: '0241234567', provider: 'mtn' } });
  const [row] = await s.server.services.db.read({}, (em) => em.query("SELECT due_ms, charge_status FROM transactions WHERE reference = 'momo-due-row'"));
  expect(row.charge_status).toBe('pay_offline');
  expect(Number(row.due_ms)).toBeGreaterThan(0);
  await advanceClock(s.m.api, 10);
  await webhook('charge.success', 'momo-due-row');
  const [done] = await s.server.services.db.read({}, (em) => em.query("SELECT due_ms, lease_until_ms FROM transactions WHERE reference = 'momo-due-row'"));
  expect(done).toEqual({ due_ms: null, lease_until_ms: null });
});

it('many prompts answered at once: each charge is paid once, however many runners take part', async () => {
  const refs = Array.from({ length: 30 }, (_, i) => `momo-race-${i}`);
  for (const ref of refs) await charge({ amount: 1_500, currency: 'GHS', reference: ref, mobile_money: { phone: '0241234567', provider: 'mtn' } });
  await advanceClock(s.m.api, 10);
  // The node's own runner (kicked by the clock move) and three more passes race for the same rows.
  const runner = s.server.services.chargeRunner;
  await Promise.all([runner.drain(), runner.drain(), runner.drain()]);
  await waitForValue(async () => {
    const [row] = await s.server.services.db.read({}, (em) =>
      em.query(`SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE 'momo-race-%' AND status = 'success'`),
    );
    return Number(row.n) === refs.length;
  });
  await runner.idle();
  const rows: Array<{ reference: string; events: string | number; entries: string | number }> = await s.server.services.db.read({}, (em) =>
    em.query(
      `SELECT t.reference,
         (SELECT COUNT(*) FROM events e WHERE e.type = 'charge.success' AND e.resource = CONCAT('transaction:', t.id)) AS events,
         (SELECT COUNT(*) FROM ledger_entries l WHERE l.model_responsible = 'Transaction' AND l.model_row = t.id) AS entries
       FROM transactions t WHERE t.reference LIKE 'momo-race-%'`,
    ),
  );
  expect(rows).toHaveLength(refs.length);
  const entries = new Set(rows.map((r) => Number(r.entries)));
  expect(entries.size).toBe(1);
  expect(rows.every((r) => Number(r.events) === 1 && Number(r.entries) > 0)).toBe(true);
});
