import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration } from '../support/server';
import { advanceClock, expectLedgerBalanced } from '../support/payments';
import { shapeMismatches } from '../support/shape';
import { waitForValue } from '../support/wait';

const Paystack = require('paystack-api');

// Paying from a bank account without a card: Kuda's pay with bank (phone and app token, Paystack's
// sample doc/payments/payment-methods/bank-1) and Pesalink in Kenya (a KES pay-with-transfer,
// samples pesalink and pesalink-events).
let s: Merchant;
// A Kenyan merchant for Pesalink (its market takes KES), webhooks to the same receiver.
let ke: TestIntegration;
beforeAll(async () => {
  s = await startMerchant('Pay With Bank');
  ke = await s.server.newIntegration('Nairobi', 'KE');
  expect((await ke.api.put('/integration/webhook', { url: s.hook.url })).status).toBe(200);
});
afterAll(async () => {
  await expectLedgerBalanced(s.server, [s.m, ke]);
  await s.stop();
});

const fixture = (name: string) => require(`../fixtures/paystack/payment-methods/${name}.json`);
const webhook = (event: string, reference: string) =>
  waitForValue(() => s.hook.received.find((r) => r.body.event === event && r.body.data.reference === reference)?.body.data as Record<string, any> | undefined, {
    what: `${event} for ${reference}`,
  });
const balance = async (currency: string, m = s.m) =>
  ((await m.api.get('/balance')).body.data as Array<{ currency: string; balance: number }>).find((b) => b.currency === currency)?.balance ?? 0;

describe('Kuda', () => {
  it("phone +2348100000000 and token 123456: pending (Paystack's reply), then the bank approves and charge.success follows", async () => {
    const paystack = Paystack(s.m.test.secret_key);
    paystack.endpoint = s.server.url;
    const before = await balance('NGN');
    const res = await paystack.charge.charge({
      email: 'kuda@example.com',
      amount: '10000',
      reference: 'kuda-1',
      bank: { code: '50211', phone: '+2348100000000', token: '123456' },
    });
    expect(res).toEqual({ ...fixture('bank-1'), data: { ...fixture('bank-1').data, reference: 'kuda-1' } });
    expect((await s.m.api.get('/transaction/verify/kuda-1')).body.data.status).toBe('pending');
    await advanceClock(s.m.api, 10);
    const event = await webhook('charge.success', 'kuda-1');
    expect(event).toMatchObject({
      channel: 'bank',
      amount: 10_000,
      authorization: { channel: 'bank', bank: 'Kuda Bank', reusable: false, country_code: 'NG' },
    });
    expect(await balance('NGN')).toBe(before + 10_000 - (event.fees as number));
  });

  it('another phone, a wrong token and missing fields are refused', async () => {
    const start = (bank: Record<string, unknown>, reference?: string) =>
      s.m.api.post('/charge', { email: 'kuda@example.com', amount: 10_000, reference, bank: { code: '50211', ...bank } });
    expect((await start({ phone: '+2348100000001', token: '123456' }, 'kuda-other')).body.data).toEqual({
      reference: 'kuda-other',
      status: 'failed',
      message: 'This is not a test Kuda account. In test mode use phone +2348100000000 and token 123456',
    });
    expect((await start({ phone: '08100000000', token: '000000' }, 'kuda-token')).body.data).toMatchObject({ status: 'failed', message: 'Invalid token' });
    for (const [bank, message] of [
      [{ token: '123456' }, 'Phone number is required for Kuda'],
      [{ phone: '+2348100000000' }, 'Token is required for Kuda'],
      [{ phone: 'abc', token: '123456' }, 'Invalid phone number format'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await start(bank);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('Pesalink (Kenya)', () => {
  it("a KES transfer charge waits on Paystack's Kenyan account; the exact amount pays it", async () => {
    const before = await balance('KES', ke);
    // No currency: the Kenyan merchant's own, KES.
    const res = await ke.api.post('/charge', { email: 'ke@example.com', amount: 10_000, reference: 'pesalink-1', bank_transfer: {} });
    expect(shapeMismatches(res.body, fixture('pesalink'))).toEqual([]);
    expect(res.body.data).toMatchObject({
      status: 'pending_bank_transfer',
      bank: { slug: 'dtbk-bank', name: 'Diamond Trust Bank Kenya Ltd', id: 225 },
      amount: 10_000,
    });
    expect(res.body.data.transaction_reference).toMatch(/^\d{7}$/);
    const paid = await ke.api.post('/_test/bank_transfer/pesalink-1/pay', { amount: 10_000, sender_name: 'Ann Abell', sender_account_number: '0100000607' });
    expect(paid.body.data.status).toBe('success');
    const event = await webhook('charge.success', 'pesalink-1');
    expect(event).toMatchObject({
      channel: 'bank_transfer',
      currency: 'KES',
      authorization: {
        sender_country: 'KE',
        sender_name: 'Ann Abell',
        sender_bank_account_number: 'XXXXXXX607',
        receiver_bank: 'Diamond Trust Bank Kenya Ltd',
        receiver_bank_account_number: res.body.data.account_number,
      },
    });
    expect(await balance('KES', ke)).toBe(before + 10_000 - (event.fees as number));
    // A Nigerian merchant takes no KES.
    const ngn = await s.m.api.post('/charge', { email: 'ke@example.com', amount: 10_000, currency: 'KES', bank_transfer: {} });
    expect({ status: ngn.status, message: ngn.body.message }).toEqual({ status: 400, message: 'Currency not supported by merchant' });
  });
});
