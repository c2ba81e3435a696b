import { startMerchant, type Merchant } from '../support/merchant';
import { advanceClock, expectLedgerBalanced } from '../support/payments';
import { sampleReply, shapeMismatches } from '../support/shape';
import { waitForValue } from '../support/wait';

const Paystack = require('paystack-api');

// South Africa's channels on POST /charge (Paystack's samples doc/payments/payment-methods/qr, eft,
// capitec-pay and api/capitec-pay/requery): scan to pay, EFT through Ozow (with the refund test
// accounts), Capitec Pay with its requery.
let s: Merchant;
beforeAll(async () => {
  s = await startMerchant('Cape Town', { country: 'ZA' });
});
afterAll(async () => {
  await expectLedgerBalanced(s.server, [s.m, s.other]);
  await s.stop();
});

const fixture = (name: string) => require(`../fixtures/paystack/payment-methods/${name}.json`);
const webhook = (event: string, reference: string) =>
  waitForValue(() => s.hook.received.find((r) => r.body.event === event && r.body.data.reference === reference)?.body.data as Record<string, any> | undefined, {
    what: `${event} for ${reference}`,
  });
const charge = (body: Record<string, unknown>, api = s.m.api) => api.post('/charge', { email: 'za@example.com', currency: 'ZAR', ...body });
// The Nigerian merchant beside it (s.other) reaches the channels' own currency checks.
const nigerian = (body: Record<string, unknown>) => charge({ ...body, currency: 'NGN' }, s.other.api);
const zar = async () =>
  ((await s.m.api.get('/balance')).body.data as Array<{ currency: string; balance: number }>).find((b) => b.currency === 'ZAR')?.balance ?? 0;

describe('QR (scan to pay)', () => {
  it('answers pay_offline with the code to scan; the scan pays it and charge.success carries the QR authorization', async () => {
    const paystack = Paystack(s.m.test.secret_key);
    paystack.endpoint = s.server.url;
    const before = await zar();
    const res = await paystack.charge.charge({ email: 'za@example.com', amount: 186_677, currency: 'ZAR', reference: 'qr-1', qr: { provider: 'scan-to-pay' } });
    expect(shapeMismatches(res, fixture('qr'))).toEqual([]);
    expect(res.data).toMatchObject({ reference: 'qr-1', status: 'pay_offline' });
    expect(res.data.qr_code).toMatch(/^000201/);
    // The image's address: the payment's page on Kobo (no QR image is drawn).
    expect(new URL(res.data.url).pathname).toMatch(/^\/checkout\/[a-z0-9]+$/);
    await advanceClock(s.m.api, 10);
    const event = await webhook('charge.success', 'qr-1');
    expect(shapeMismatches(event, fixture('qr-event').data)).toEqual([]);
    expect(event).toMatchObject({ channel: 'qr', currency: 'ZAR', gateway_response: 'Payment successful' });
    expect(event.authorization).toMatchObject({ channel: 'qr', brand: 'VISA', country_code: 'ZA', reusable: false, receiver_bank: null });
    expect(await zar()).toBe(before + 186_677 - (event.fees as number));
  });

  it('refuses an unknown provider, a provider of another currency and no provider', async () => {
    for (const [body, message] of [
      [{ qr: { provider: 'snapscan' } }, 'QR provider must be one of: scan-to-pay, visa'],
      [{ qr: { provider: 'visa' } }, 'QR provider visa takes NGN payments only'],
      [{ qr: { provider: 'scan-to-pay' }, currency: 'USD' }, 'Currency not supported by merchant'],
      [{ qr: {} }, 'QR provider is required'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await charge({ amount: 1_000, ...body });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('EFT (Ozow)', () => {
  it("answers open_url; the payer's bank page completes it and charge.success follows", async () => {
    const res = await charge({ amount: 5_000, reference: 'eft-1', eft: { provider: 'ozow' } });
    expect(shapeMismatches(res.body, fixture('eft'))).toEqual([]);
    expect(res.body.data).toEqual({ reference: 'eft-1', status: 'open_url', url: expect.stringContaining('/checkout/bank-auth/') });
    // The provider's page is Kobo's bank page in test mode; the payer completes it in a browser.
    const page = await fetch(s.server.url + new URL(res.body.data.url).pathname);
    expect(page.status).toBe(200);
    await advanceClock(s.m.api, 10);
    const event = await webhook('charge.success', 'eft-1');
    // Paystack's EFT event sample is a copy of its mobile money one; the shape is what counts.
    expect(shapeMismatches(event, fixture('eft-event').data)).toEqual([]);
    expect(event).toMatchObject({ channel: 'eft', currency: 'ZAR', authorization: { channel: 'eft', bank: 'Ozow', country_code: 'ZA', reusable: false } });
  });

  it("Paystack's test accounts: the charge succeeds; its refund fails (…4936) or needs attention (…4935)", async () => {
    // The test moves the clock about six hours. Crossing the daily settlement boundary (00:00 UTC)
    // would pay the balance out and leave a refund waiting for money, so it starts just after one
    // (which pays out what came before) and refunds half of each payment: its own net covers it.
    const now = Date.parse((await s.m.api.get('/_test/clock')).body.data.now);
    expect((await advanceClock(s.m.api, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000) + 60)).status).toBe(200);
    for (const [ref, account, outcome] of [
      ['eft-refund-fails', '1012204936', 'failed'],
      ['eft-refund-attention', '1012204935', 'needs-attention'],
      ['eft-refund-ok', '1012204999', 'processed'],
    ]) {
      await charge({ amount: 20_000, reference: ref, eft: { provider: 'ozow', account_number: account } });
      // A status check completes the bank page for a payer who has finished there.
      await advanceClock(s.m.api, 10);
      await waitForValue(async () => (await s.m.api.get(`/charge/${ref}`)).body.data.status === 'success');
      const refund = await s.m.api.post('/refund', { transaction: ref, amount: 10_000 });
      expect(refund.status).toBe(200);
      // Processing starts an hour later, and ends an hour after that.
      const refundStatus = async () => (await s.m.api.get(`/refund/${refund.body.data.id}`)).body.data.status;
      await advanceClock(s.m.api, 3600);
      await waitForValue(async () => (await refundStatus()) === 'processing');
      await advanceClock(s.m.api, 3600);
      expect(await waitForValue(async () => ((r) => r !== 'processing' && r)(await refundStatus()))).toBe(outcome);
    }
  });

  it('refuses another provider, another currency and a bad account number', async () => {
    const ngn = await nigerian({ amount: 1_000, eft: { provider: 'ozow' } });
    expect({ status: ngn.status, message: ngn.body.message }).toEqual({ status: 400, message: 'EFT takes ZAR payments only' });
    for (const [body, message] of [
      [{ eft: { provider: 'payfast' } }, 'EFT provider must be one of: ozow'],
      [{ eft: { provider: 'ozow', account_number: '12ab' } }, 'Account number must be 6 to 16 digits'],
      [{ eft: {} }, 'EFT provider is required'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await charge({ amount: 1_000, ...body });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('Capitec Pay', () => {
  it("sends the request to the payer's app (Paystack's reply), which they approve; requery follows it", async () => {
    const res = await charge({ amount: 1_000, reference: 'capitec-1', capitec_pay: { identifier_key: 'CELLPHONE', identifier_value: '0812345678' } });
    expect(res.status).toBe(200);
    // The customer as Paystack's sample shows it, `international_format_phone` included.
    expect(shapeMismatches(res.body, fixture('capitec-pay'))).toEqual([]);
    expect(Object.keys(res.body.data.transaction.customer).sort()).toEqual(Object.keys(fixture('capitec-pay').data.transaction.customer).sort());
    expect(res.body).toMatchObject({ type: 'success', code: 'ok', message: 'Charge pending', data: { status: 'success', timeToLive: 120 } });
    expect(res.body.data.transaction).toMatchObject({ reference: 'capitec-1', amount: 1_000, currency: 'ZAR', customer: { email: 'za@example.com' } });

    const pending = await s.m.api.get('/capitec-pay/requery/capitec-1');
    expect(pending.body).toEqual(sampleReply('capitec-pay', 'requery', '200_pending'));
    await advanceClock(s.m.api, 10);
    const event = await webhook('charge.success', 'capitec-1');
    expect(event).toMatchObject({ channel: 'capitec_pay', authorization: { channel: 'capitec_pay', bank: 'Capitec Bank', last4: '5678', reusable: false } });
    // Paystack documents GET; POST (as the issue names it) answers the same.
    for (const method of ['GET', 'POST']) {
      const done = await s.m.api.request(method, '/capitec-pay/requery/capitec-1');
      expect(done.body).toEqual(sampleReply('capitec-pay', 'requery', '200'));
    }
  });

  it('a de-activated account fails with its message; an unknown reference is 400 as Paystack answers', async () => {
    await charge({ amount: 1_000, reference: 'capitec-no', capitec_pay: { identifier_key: 'CELLPHONE', identifier_value: '0810000001' } });
    await advanceClock(s.m.api, 10);
    const failed = await waitForValue(async () => {
      const b = (await s.m.api.post('/capitec-pay/requery/capitec-no')).body;
      return b.data.status === 'failed' && b;
    });
    expect(failed).toEqual(sampleReply('capitec-pay', 'requery', '200_failed'));
    const missing = await s.m.api.get('/capitec-pay/requery/nope');
    expect({ status: missing.status, body: missing.body }).toEqual({ status: 400, body: sampleReply('capitec-pay', 'requery', '400') });
  });

  it('refuses a bad identifier and another currency', async () => {
    const ngn = await nigerian({ amount: 1_000, capitec_pay: { identifier_key: 'IDNUMBER', identifier_value: '8001015009087' } });
    expect({ status: ngn.status, message: ngn.body.message }).toEqual({ status: 400, message: 'Capitec Pay takes ZAR payments only' });
    for (const [body, message] of [
      [{ capitec_pay: { identifier_key: 'EMAIL', identifier_value: 'x' } }, 'identifier_key must be one of: CELLPHONE, IDNUMBER, ACCOUNTNUMBER'],
      [{ capitec_pay: { identifier_key: 'CELLPHONE' } }, 'identifier_value is required'],
      [{ capitec_pay: { identifier_key: 'CELLPHONE', identifier_value: '12' } }, 'Invalid phone number format'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await charge({ amount: 1_000, ...body });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });
});
