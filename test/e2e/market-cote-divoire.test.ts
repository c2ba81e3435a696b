import { startMerchant, type Merchant } from '../support/merchant';
import { balances, disableTransferOtp, payByCard, paymentEntry, sdk, settleNextDay, walkBanks } from '../support/markets';

// A merchant registered in Côte d'Ivoire: the mobile money operators, CFA franc payments and their
// fees (3.2%, Paystack's Ivorian pricing) in the ledger, a transfer to Orange Money, a settlement in
// XOF, and what Côte d'Ivoire refuses (no dollars, no account resolution or validation).

jest.setTimeout(120_000);

let s: Merchant;
beforeAll(async () => {
  s = await startMerchant('Abidjan Shop', { country: 'CI', ledgerSound: true });
});
afterAll(() => s.stop());

describe("Côte d'Ivoire: directory and country", () => {
  it('lists the mobile money operators, by name, ISO code or currency', async () => {
    const all = await walkBanks(s.m.api, `country=${encodeURIComponent("côte d'ivoire")}`, 3);
    expect(all.map((b) => [b.name, b.code, b.type, b.country, b.currency])).toEqual([
      ['MTN Mobile Money', 'MTN', 'mobile_money', "Côte d'Ivoire", 'XOF'],
      ['Orange Money', 'ORANGE', 'mobile_money', "Côte d'Ivoire", 'XOF'],
      ['Wave', 'WAVE', 'mobile_money', "Côte d'Ivoire", 'XOF'],
      ['Moov Money', 'MOOV', 'mobile_money', "Côte d'Ivoire", 'XOF'],
    ]);
    expect((await sdk(s.server, s.m.test.secret_key).misc.list_banks({ currency: 'XOF', perPage: 50 })).data.map((b: any) => b.id)).toEqual(
      all.map((b) => b.id),
    );
    expect((await s.m.api.get('/bank?country=CI&supports_transfer=true')).body.data).toHaveLength(4);
    expect((await s.m.api.get('/bank?country=ivory%20coast&type=nuban')).body.data).toEqual([]);
  });

  it('GET /country: CFA francs only, paid out to mobile money', async () => {
    const ci = (await s.m.api.get('/country')).body.data.find((c: any) => c.iso_code === 'CI');
    expect(ci).toMatchObject({ name: "Côte d'Ivoire", default_currency_code: 'XOF', calling_code: '+225', pilot_mode: false });
    expect(ci.relationships.currency.data).toEqual(['XOF']);
    expect(Object.keys(ci.relationships.currency.supported_currencies.XOF)).toEqual(['mobile_money']);
  });
});

describe("Côte d'Ivoire: payments, fees, a transfer and a settlement in CFA francs", () => {
  it('charges in XOF by default, and refuses dollars, naira and account checks', async () => {
    const init = await s.m.api.post('/transaction/initialize', { email: 'awa@example.com', amount: 5000 });
    expect((await s.m.api.get(`/transaction/verify/${init.body.data.reference}`)).body.data.currency).toBe('XOF');
    for (const currency of ['USD', 'NGN', 'GHS']) {
      const res = await s.m.api.post('/transaction/initialize', { email: 'awa@example.com', amount: 5000, currency });
      expect({ currency, status: res.status, message: res.body.message }).toEqual({ currency, status: 400, message: 'Currency not supported by merchant' });
    }
    const resolve = await s.m.api.get('/bank/resolve?account_number=0700000000&bank_code=ORANGE');
    expect({ status: resolve.status, message: resolve.body.message }).toEqual({
      status: 400,
      message: "Account resolution is not available for Côte d'Ivoire accounts",
    });
    const validate = await s.m.api.post('/bank/validate', {
      bank_code: 'ORANGE',
      country_code: 'CI',
      account_number: '0700000000',
      account_name: 'Awa Kone',
      account_type: 'personal',
      document_type: 'identityNumber',
    });
    expect({ status: validate.status, message: validate.body.message }).toEqual({
      status: 400,
      message: 'Account verification is only available for NG and ZA accounts',
    });
  });

  it('takes 3.2% of a card payment; pays Orange Money from the XOF balance; settles in XOF', async () => {
    const big = await payByCard(s.m.api, 1_000_000);
    const odd = await payByCard(s.m.api, 10_001, 'XOF');
    // 3.2% of 10,000.00 is 320.00; of 100.01 is 3.20032, rounded up to 3.21.
    expect([big.fees, odd.fees]).toEqual([32_000, 321]);
    expect(await paymentEntry(s.m.api, big.id)).toMatchObject({ currency: 'XOF', difference: 968_000 });
    expect(await balances(s.m.api)).toEqual([{ currency: 'XOF', balance: 968_000 + 9_680 }]);

    await disableTransferOtp(s.m.api);
    // Paystack's Ivorian test number for Orange.
    const orange = await s.m.api.post('/transferrecipient', {
      type: 'mobile_money',
      name: 'Awa Kone',
      account_number: '0700000000',
      bank_code: 'ORANGE',
      currency: 'XOF',
    });
    expect(orange.status).toBe(201);
    expect(orange.body.data).toMatchObject({
      type: 'mobile_money',
      currency: 'XOF',
      details: { account_number: '0700000000', bank_code: 'ORANGE', bank_name: 'Orange Money' },
    });
    const mtn = await s.m.api.post('/transferrecipient', {
      type: 'mobile_money',
      name: 'Yao',
      account_number: '0500000000',
      bank_code: 'MTN',
      currency: 'XOF',
    });
    expect(mtn.body.data.details.bank_name).toBe('MTN Mobile Money');
    const transfer = await s.m.api.post('/transfer', {
      source: 'balance',
      amount: 500_000,
      recipient: orange.body.data.recipient_code,
      reference: 'ci-orange-transfer-01',
    });
    expect({ status: transfer.status, currency: transfer.body.data.currency }).toEqual({ status: 200, currency: 'XOF' });
    const fee = (await s.m.api.get('/transfer/verify/ci-orange-transfer-01')).body.data.fee_charged;
    expect(await balances(s.m.api)).toEqual([{ currency: 'XOF', balance: 977_680 - 500_000 - fee }]);

    await settleNextDay(s.server.services, s.m.api);
    const settlements = (await s.m.api.get('/settlement')).body.data;
    expect(settlements.map((x: any) => [x.currency, x.total_amount, x.effective_amount, x.status])).toEqual([['XOF', 977_680, 477_680 - fee, 'success']]);
  });

  it('refuses recipients that do not fit Côte d’Ivoire', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'mobile_money', name: 'X', account_number: '0700000000', bank_code: 'VOD', currency: 'XOF' }, 'Unknown bank code'],
      [{ type: 'mobile_money', name: 'X', account_number: '07000', bank_code: 'ORANGE', currency: 'XOF' }, 'Account number is invalid'],
      [{ type: 'nuban', name: 'X', account_number: '0700000000', bank_code: 'ORANGE', currency: 'XOF' }, 'Currency is not supported for this recipient type'],
    ];
    for (const [body, message] of cases) {
      const res = await s.m.api.post('/transferrecipient', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
  });
});
