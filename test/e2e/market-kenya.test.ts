import { startMerchant, type Merchant } from '../support/merchant';
import { balances, disableTransferOtp, payByCard, paymentEntry, sdk, settleNextDay, walkBanks } from '../support/markets';

// A merchant registered in Kenya: M-PESA, tills and paybills, Kenyan banks; shilling (and dollar)
// payments and their fees in the ledger (2.9% on cards, Paystack's Kenyan pricing); transfers to
// M-PESA and to a till in the KES bands; a settlement per currency; what Kenya refuses.

jest.setTimeout(120_000);

let s: Merchant;
beforeAll(async () => {
  s = await startMerchant('Nairobi Shop', { country: 'KE', ledgerSound: true });
});
afterAll(() => s.stop());

describe('Kenya: directory and country', () => {
  it('lists M-PESA, its till and paybill, and the Kenyan banks', async () => {
    const all = await walkBanks(s.m.api, 'country=kenya', 5);
    expect(new Set(all.map((b) => `${b.country}/${b.currency}`))).toEqual(new Set(['Kenya/KES']));
    expect(new Set(all.map((b) => b.type))).toEqual(new Set(['mobile_money', 'mobile_money_business', 'kepss']));
    const paystack = sdk(s.server, s.m.test.secret_key);
    const momo = await paystack.misc.list_banks({ currency: 'KES', type: 'mobile_money', perPage: 50 });
    expect(momo.data.map((b: any) => [b.name, b.code])).toEqual([['M-PESA', 'MPESA']]);
    const business = await paystack.misc.list_banks({ country: 'kenya', type: 'mobile_money_business', perPage: 50 });
    expect(business.data.map((b: any) => [b.name, b.code])).toEqual([
      ['M-PESA Till', 'MPTILL'],
      ['M-PESA Paybill', 'MPPAYBILL'],
    ]);
    // Pesalink: a payer can pay from any Kenyan bank by transfer, not from M-PESA.
    const pesalink = await s.m.api.get('/bank?country=kenya&pay_with_bank_transfer=true&perPage=100');
    expect(pesalink.body.data.length).toBe(all.filter((b) => b.type === 'kepss').length);
    expect(pesalink.body.data.every((b: any) => b.type === 'kepss')).toBe(true);
    expect(all.find((b) => b.code === '68')).toMatchObject({ name: 'Equity Bank Kenya', type: 'kepss', supports_transfer: true });
  });

  it('GET /country gives Kenya its calling code, currencies and account forms', async () => {
    const ke = (await s.m.api.get('/country')).body.data.find((c: any) => c.iso_code === 'KE');
    expect(ke).toMatchObject({ name: 'Kenya', default_currency_code: 'KES', calling_code: '+254', pilot_mode: false });
    expect(ke.relationships.currency.data).toEqual(['KES', 'USD']);
    expect(Object.keys(ke.relationships.currency.supported_currencies.KES).sort()).toEqual(['bank', 'mobile_money', 'mobile_money_business']);
  });
});

describe('Kenya: payments, fees, transfers and settlements in shillings', () => {
  it('charges in KES by default and refuses what Kenya does not allow', async () => {
    const init = await s.m.api.post('/transaction/initialize', { email: 'wanjiku@example.com', amount: 5000 });
    expect((await s.m.api.get(`/transaction/verify/${init.body.data.reference}`)).body.data.currency).toBe('KES');
    for (const currency of ['NGN', 'GHS', 'ZAR', 'XOF']) {
      const res = await s.m.api.post('/transaction/initialize', { email: 'wanjiku@example.com', amount: 5000, currency });
      expect({ currency, status: res.status, message: res.body.message }).toEqual({ currency, status: 400, message: 'Currency not supported by merchant' });
    }
    const resolve = await s.m.api.get('/bank/resolve?account_number=1234567890&bank_code=68');
    expect({ status: resolve.status, message: resolve.body.message }).toEqual({
      status: 400,
      message: 'Account resolution is not available for Kenya accounts',
    });
  });

  it('takes 2.9% of a card payment in KES and 3.9% in USD; pays M-PESA and a till in the KES bands; settles each currency', async () => {
    const big = await payByCard(s.m.api, 100_000);
    const odd = await payByCard(s.m.api, 10_001, 'KES');
    const usd = await payByCard(s.m.api, 10_000, 'USD');
    // 2.9% of 1,000.00 is 29.00; of 100.01 is 2.90029, rounded up to 2.91; 3.9% of $100.00 is $3.90.
    expect([big.fees, odd.fees, usd.fees]).toEqual([2_900, 291, 390]);
    expect(await paymentEntry(s.m.api, odd.id)).toMatchObject({ currency: 'KES', difference: 9_710 });
    expect(await balances(s.m.api)).toEqual([
      { currency: 'KES', balance: 106_810 },
      { currency: 'USD', balance: 9_610 },
    ]);

    await disableTransferOtp(s.m.api);
    const paystack = sdk(s.server, s.m.test.secret_key);
    const mpesa = await paystack.transfer_recipient.create({
      type: 'mobile_money',
      name: 'Wanjiku',
      account_number: '+254710000000',
      bank_code: 'MPESA',
      currency: 'KES',
    });
    expect(mpesa.data).toMatchObject({
      type: 'mobile_money',
      currency: 'KES',
      details: { account_number: '254710000000', bank_code: 'MPESA', bank_name: 'M-PESA' },
    });
    // Paystack's till recipient sample.
    const till = await paystack.transfer_recipient.create({
      type: 'mobile_money_business',
      name: 'Till Transfer Example',
      account_number: '247247',
      bank_code: 'MPTILL',
    });
    expect(till.data).toMatchObject({
      type: 'mobile_money_business',
      currency: 'KES',
      name: 'Till Transfer Example',
      details: { authorization_code: null, account_number: '247247', bank_code: 'MPTILL', bank_name: 'M-PESA Till' },
    });
    const bank = await s.m.api.post('/transferrecipient', { type: 'kepss', name: 'Otieno', account_number: '0123456789012', bank_code: '68', currency: 'KES' });
    expect(bank.body.data).toMatchObject({ type: 'kepss', currency: 'KES', details: { bank_name: 'Equity Bank Kenya' } });

    // KES 20 up to KES 1,500.
    for (const [recipient, reference] of [
      [mpesa.data.recipient_code, 'ke-mpesa-transfer-01'],
      [till.data.recipient_code, 'ke-till-transfer-001'],
    ]) {
      const res = await s.m.api.post('/transfer', { source: 'balance', amount: 10_000, recipient, reference });
      expect({ reference, status: res.status, currency: res.body.data?.currency }).toEqual({ reference, status: 200, currency: 'KES' });
      expect((await s.m.api.get(`/transfer/verify/${reference}`)).body.data.fee_charged).toBe(2_000);
    }
    expect((await balances(s.m.api))[0]).toEqual({ currency: 'KES', balance: 106_810 - 24_000 });
    const usdToMpesa = await s.m.api.post('/transfer', { source: 'balance', amount: 1_000, currency: 'USD', recipient: mpesa.data.recipient_code });
    expect({ status: usdToMpesa.status, message: usdToMpesa.body.message }).toEqual({
      status: 400,
      message: "Currency must be the recipient's currency (KES)",
    });

    await settleNextDay(s.server.services, s.m.api);
    expect((await s.m.api.get('/transfer/verify/ke-till-transfer-001')).body.data.status).toBe('success');
    const settlements = (await s.m.api.get('/settlement')).body.data;
    expect(settlements.map((x: any) => [x.currency, x.total_amount, x.effective_amount, x.status]).sort()).toEqual([
      ['KES', 106_810, 82_810, 'success'],
      ['USD', 9_610, 9_610, 'success'],
    ]);
  });

  it('refuses recipients that do not fit Kenya', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'mobile_money_business', name: 'X', account_number: '12', bank_code: 'MPTILL' }, 'Account number is invalid'],
      [{ type: 'mobile_money_business', name: 'X', account_number: '247247', bank_code: 'MPESA' }, 'Unknown bank code'],
      [
        { type: 'mobile_money_business', name: 'X', account_number: '247247', bank_code: 'MPTILL', currency: 'GHS' },
        'Currency is not supported for this recipient type',
      ],
      [{ type: 'mobile_money', name: 'X', account_number: '0710000000', bank_code: 'MTN', currency: 'KES' }, 'Unknown bank code'],
      [{ type: 'kepss', name: 'X', account_number: '0123456789012', bank_code: '040100' }, 'Unknown bank code'],
      [{ type: 'kepss', account_number: '0123456789012', bank_code: '68' }, 'Name is required'],
    ];
    for (const [body, message] of cases) {
      const res = await s.m.api.post('/transferrecipient', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
  });
});
