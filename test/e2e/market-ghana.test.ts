import { startMerchant, type Merchant } from '../support/merchant';
import { balances, disableTransferOtp, payByCard, paymentEntry, sdk, settleNextDay, walkBanks } from '../support/markets';

// A merchant registered in Ghana: its directory, its cedi (and dollar) payments and their fees in
// the ledger, its transfers to mobile money and GhIPSS accounts, its settlements, and the currencies
// it is refused. Expected amounts are worked out by hand from Paystack's Ghanaian pricing (1.95%).

jest.setTimeout(120_000);

let s: Merchant;
beforeAll(async () => {
  s = await startMerchant('Accra Shop', { country: 'GH', ledgerSound: true });
});
afterAll(() => s.stop());

describe('Ghana: directory and country', () => {
  it('lists the Ghanaian banks and telcos, by country name or currency, cursor paged', async () => {
    const all = await walkBanks(s.m.api, 'country=ghana');
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((b) => `${b.country}/${b.currency}`))).toEqual(new Set(['Ghana/GHS']));
    expect(new Set(all.map((b) => b.type))).toEqual(new Set(['mobile_money', 'ghipss']));
    expect((await walkBanks(s.m.api, 'currency=GHS', 7)).map((b) => b.id)).toEqual(all.map((b) => b.id));
    expect(all.find((b) => b.code === '040100')).toMatchObject({ name: 'GCB Bank Limited', type: 'ghipss', longcode: '040100', supports_transfer: true });

    // The telcos as Paystack's List Banks sample (list-telcos) names them, through the npm client.
    const telcos = await sdk(s.server, s.m.test.secret_key).misc.list_banks({ country: 'ghana', type: 'mobile_money', perPage: 50 });
    expect(telcos.data.map((b: any) => [b.name, b.slug, b.code, b.type]).sort()).toEqual([
      ['AirtelTigo', 'atl-mobile-money', 'ATL', 'mobile_money'],
      ['MTN', 'mtn-mobile-money', 'MTN', 'mobile_money'],
      ['Vodafone', 'vod-mobile-money', 'VOD', 'mobile_money'],
    ]);
    // Paystack's OpenAPI spells the bank type `ghipps`: the same list.
    const ghipps = await s.m.api.get('/bank?country=ghana&type=ghipps&perPage=100');
    expect(ghipps.body.data.map((b: any) => b.code)).toEqual(all.filter((b) => b.type === 'ghipss').map((b) => b.code));
    expect((await s.m.api.get('/bank?country=ghana&currency=NGN')).body.data).toEqual([]);
    expect((await s.m.api.get('/bank?country=ghana&pay_with_bank=true')).body.data).toEqual([]);
  });

  it('GET /country gives Ghana its calling code, currencies and account forms', async () => {
    const res = await s.m.api.get('/country');
    const gh = res.body.data.find((c: any) => c.iso_code === 'GH');
    expect(gh).toMatchObject({ name: 'Ghana', default_currency_code: 'GHS', calling_code: '+233', pilot_mode: false, active_for_dashboard_onboarding: true });
    expect(gh.relationships.currency.data).toEqual(['GHS', 'USD']);
    expect(gh.relationships.currency.supported_currencies.GHS.bank.bank_type).toBe('ghipss');
    expect(gh.relationships.currency.supported_currencies.GHS.mobile_money.bank_type).toBe('mobile_money');
    expect(Object.keys(gh.relationships.currency.supported_currencies)).toEqual(['GHS', 'USD']);
    const states = await s.m.api.get('/address_verification/states?country=GH');
    expect(states.body.data).toContainEqual({ name: 'Greater Accra', slug: 'greater-accra', abbreviation: 'AA' });
  });

  it('resolves a mobile money number and a GhIPSS account to the same name every time', async () => {
    for (const [number, code] of [
      ['0551234987', 'MTN'],
      ['1234567890123', '040100'],
    ]) {
      const a = await s.m.api.get(`/bank/resolve?account_number=${number}&bank_code=${code}`);
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({ account_number: number, account_name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) });
      expect((await s.m.api.get(`/bank/resolve?account_number=${number}&bank_code=${code}`)).body.data).toEqual(a.body.data);
    }
    const bad = await s.m.api.get('/bank/resolve?account_number=055123&bank_code=MTN');
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'Account number is invalid' });
  });
});

describe('Ghana: payments, fees, transfers and settlements in cedis', () => {
  it('charges in GHS by default and refuses a currency Ghana does not allow', async () => {
    const init = await s.m.api.post('/transaction/initialize', { email: 'kofi@example.com', amount: 5000 });
    expect(init.status).toBe(200);
    const verified = await s.m.api.get(`/transaction/verify/${init.body.data.reference}`);
    expect(verified.body.data.currency).toBe('GHS');
    for (const [path, body] of [
      ['/transaction/initialize', { email: 'kofi@example.com', amount: 5000, currency: 'NGN' }],
      ['/transaction/initialize', { email: 'kofi@example.com', amount: 5000, currency: 'ZAR' }],
      [
        '/charge',
        { email: 'kofi@example.com', amount: 5000, currency: 'KES', card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' } },
      ],
      ['/plan', { name: 'Naira plan', amount: 500000, interval: 'monthly', currency: 'NGN' }],
    ] as const) {
      const res = await s.m.api.post(path, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message: 'Currency not supported by merchant' });
    }
  });

  it('takes 1.95% of a cedi payment and 3.9% of a dollar one, as the ledger shows; transfers from the cedi balance; settles each currency', async () => {
    const big = await payByCard(s.m.api, 50_000, 'GHS');
    const odd = await payByCard(s.m.api, 10_001);
    const usd = await payByCard(s.m.api, 10_000, 'USD');
    // 1.95% of 500.00 is 9.75; of 100.01 is 1.950195, rounded up to 1.96; 3.9% of $100.00 is $3.90.
    expect([big.fees, odd.fees, usd.fees]).toEqual([975, 196, 390]);
    expect([big.currency, odd.currency, usd.currency]).toEqual(['GHS', 'GHS', 'USD']);
    expect(await paymentEntry(s.m.api, big.id)).toMatchObject({ currency: 'GHS', difference: 49_025 });
    expect(await paymentEntry(s.m.api, usd.id)).toMatchObject({ currency: 'USD', difference: 9_610 });
    expect(await balances(s.m.api)).toEqual([
      { currency: 'GHS', balance: 58_830 },
      { currency: 'USD', balance: 9_610 },
    ]);

    const paystack = sdk(s.server, s.m.test.secret_key);
    await disableTransferOtp(s.m.api);
    const momo = await paystack.transfer_recipient.create({
      type: 'mobile_money',
      name: 'Abina Nana',
      account_number: '0551234987',
      bank_code: 'MTN',
      currency: 'GHS',
    });
    expect(momo.data).toMatchObject({ type: 'mobile_money', currency: 'GHS', details: { account_number: '0551234987', bank_code: 'MTN', bank_name: 'MTN' } });
    const bank = await paystack.transfer_recipient.create({ type: 'ghipss', name: 'Kwame Mensah', account_number: '1234567890123', bank_code: '040100' });
    expect(bank.data).toMatchObject({ type: 'ghipss', currency: 'GHS', details: { bank_code: '040100', bank_name: 'GCB Bank Limited' } });

    // GHS 1 to mobile money, GHS 8 to a bank account.
    const toMomo = await s.m.api.post('/transfer', {
      source: 'balance',
      amount: 10_000,
      recipient: momo.data.recipient_code,
      reference: 'gh-momo-transfer-0001',
    });
    const toBank = await s.m.api.post('/transfer', {
      source: 'balance',
      amount: 10_000,
      currency: 'GHS',
      recipient: bank.data.recipient_code,
      reference: 'gh-bank-transfer-0001',
    });
    expect([toMomo.status, toBank.status]).toEqual([200, 200]);
    expect([toMomo.body.data, toBank.body.data].map((t) => [t.currency, t.status])).toEqual([
      ['GHS', 'pending'],
      ['GHS', 'pending'],
    ]);
    expect((await s.m.api.get('/transfer/verify/gh-momo-transfer-0001')).body.data).toMatchObject({ currency: 'GHS', fee_charged: 100 });
    expect((await s.m.api.get('/transfer/verify/gh-bank-transfer-0001')).body.data).toMatchObject({ currency: 'GHS', fee_charged: 800 });
    expect(await balances(s.m.api)).toEqual([
      { currency: 'GHS', balance: 58_830 - 10_100 - 10_800 },
      { currency: 'USD', balance: 9_610 },
    ]);

    const refused: Array<[Record<string, unknown>, string]> = [
      [{ currency: 'NGN' }, "Currency must be the recipient's currency (GHS)"],
      [{ amount: 40_000 }, 'Your balance is not enough to fulfill this request'],
    ];
    for (const [change, message] of refused) {
      const res = await s.m.api.post('/transfer', { source: 'balance', amount: 1_000, recipient: momo.data.recipient_code, ...change });
      expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status: 400, message });
    }

    await settleNextDay(s.server.services, s.m.api);
    expect((await s.m.api.get('/transfer/verify/gh-momo-transfer-0001')).body.data.status).toBe('success');
    const settlements = (await s.m.api.get('/settlement')).body.data;
    // One settlement per currency: what the payments left after fees, paid out as far as the balance holds it.
    expect(settlements.map((x: any) => [x.currency, x.total_amount, x.effective_amount, x.status]).sort()).toEqual([
      ['GHS', 58_830, 37_930, 'success'],
      ['USD', 9_610, 9_610, 'success'],
    ]);
    expect(await balances(s.m.api)).toEqual([
      { currency: 'GHS', balance: 0 },
      { currency: 'USD', balance: 0 },
    ]);
  });

  it('refuses recipients that do not fit Ghana', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'mobile_money', name: 'X', account_number: '0551234987', bank_code: 'MPESA', currency: 'GHS' }, 'Unknown bank code'],
      [{ type: 'mobile_money', name: 'X', account_number: '0551234987', bank_code: 'MTN' }, 'Currency is required for mobile money recipients'],
      [{ type: 'mobile_money', name: 'X', account_number: '05512349ab', bank_code: 'MTN', currency: 'GHS' }, 'Account number should be numeric'],
      [
        { type: 'ghipss', name: 'X', account_number: '1234567890123', bank_code: '040100', currency: 'KES' },
        'Currency is not supported for this recipient type',
      ],
      [{ type: 'ghipss', name: 'X', account_number: '1234567', bank_code: '040100' }, 'Account number is invalid'],
      [{ type: 'ghipss', name: 'X', account_number: '1234567890123', bank_code: 'MTN' }, 'Unknown bank code'],
    ];
    for (const [body, message] of cases) {
      const res = await s.m.api.post('/transferrecipient', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
  });
});
