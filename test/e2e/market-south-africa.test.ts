import { startMerchant, type Merchant } from '../support/merchant';
import { balances, disableTransferOtp, payByCard, paymentEntry, sdk, settleNextDay, walkBanks } from '../support/markets';
import { sample } from '../support/shape';

// A merchant registered in South Africa: the `basa` directory as Paystack's sample lists it,
// account validation (POST /bank/validate, South Africa's account check) with Kobo's fixed test
// holders, rand payments and their fees (2.9% + R1 on cards) in the ledger, a transfer to a bank
// account, a settlement in rand, and what South Africa refuses.

jest.setTimeout(120_000);

let s: Merchant;
beforeAll(async () => {
  s = await startMerchant('Cape Town Shop', { country: 'ZA', ledgerSound: true });
});
afterAll(() => s.stop());

const ann = {
  bank_code: '632005',
  country_code: 'ZA',
  account_number: '0123456789',
  account_name: 'Ann Bron',
  account_type: 'personal',
  document_type: 'identityNumber',
  document_number: '1234567890123',
};

describe('South Africa: directory and country', () => {
  it('lists the banks of Paystack sample, by name, id and universal branch code, with the holder types each verifies', async () => {
    const all = await walkBanks(s.m.api, `country=${encodeURIComponent('south africa')}`, 6);
    expect(new Set(all.map((b) => `${b.country}/${b.currency}/${b.type}`))).toEqual(new Set(['South Africa/ZAR/basa']));
    const pick = (b: any) => ({ id: b.id, name: b.name, slug: b.slug, code: b.code, longcode: b.longcode, type: b.type, supported_types: b.supported_types });
    const listed = new Map(all.map((b) => [b.code, pick(b)]));
    for (const expected of sample('misc', 'za-banks').data) expect(listed.get(expected.code)).toEqual(pick(expected));
    const verifiable = await sdk(s.server, s.m.test.secret_key).misc.list_banks({ currency: 'ZAR', perPage: 100 });
    expect(verifiable.data.map((b: any) => b.id)).toEqual(all.map((b) => b.id));
    expect((await s.m.api.get('/bank?currency=ZAR&enabled_for_verification=true&perPage=100')).body.data).toHaveLength(all.length);
    expect((await s.m.api.get('/bank?country=south_africa&type=nuban')).body.data).toEqual([]);
  });

  it('GET /country: rand only, accounts with a branch code and a document, verification required', async () => {
    const za = (await s.m.api.get('/country')).body.data.find((c: any) => c.iso_code === 'ZA');
    expect(za).toMatchObject({ name: 'South Africa', default_currency_code: 'ZAR', calling_code: '+27' });
    expect(za.relationships.currency.data).toEqual(['ZAR']);
    expect(za.relationships.currency.supported_currencies.ZAR.bank).toMatchObject({
      bank_type: 'basa',
      branch_code: true,
      account_verification_required: true,
      documents: ['identityNumber', 'passportNumber', 'businessRegistrationNumber'],
    });
    const states = await s.m.api.get('/address_verification/states?country=ZA');
    expect(states.body.data).toContainEqual({ name: 'Western Cape', slug: 'western-cape', abbreviation: 'WC' });
  });
});

describe('POST /bank/validate for South African accounts', () => {
  it("verifies Paystack's sample account as the sample answers", async () => {
    const res = await s.m.api.post('/bank/validate', { ...ann, account_name: 'bron ann' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(sample('misc', 'validate-account'));
    const business = await s.m.api.post('/bank/validate', {
      bank_code: '250655',
      country_code: 'ZA',
      account_number: '62000000001',
      account_name: 'Kobo Test Traders',
      account_type: 'business',
      document_type: 'businessRegistrationNumber',
      document_number: '2015/123456/07',
    });
    expect(business.body).toMatchObject({ message: 'Business Account Verification attempted', data: { verified: true, accountHolderMatch: true } });
  });

  it('answers a wrong holder or document as not verified, and a nonexistent account as the 400 of the sample', async () => {
    const wrongName = await s.m.api.post('/bank/validate', { ...ann, account_name: 'Someone Else' });
    expect(wrongName.body.data).toMatchObject({
      verified: false,
      accountHolderMatch: false,
      verificationMessage: 'The account name does not match the name on the account',
    });
    const wrongDocument = await s.m.api.post('/bank/validate', { ...ann, document_number: '9999999999999' });
    expect(wrongDocument.body.data).toMatchObject({ verified: false, verificationMessage: 'The document number does not match the account holder' });
    const missing = await s.m.api.post('/bank/validate', { ...ann, account_number: '9999999999' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(sample('misc', 'validate-account', '400'));
  });

  it('refuses bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bank_code: '058' }, 'Unknown bank code'],
      [{ account_number: '123456' }, 'Account number is invalid'],
      [{ account_number: '01234abc89' }, 'Account number should be numeric'],
      [{ document_number: '12345' }, 'A South African identity number has 13 digits'],
      [{ document_number: undefined }, 'document_number is required'],
      [
        { bank_code: '470010', account_type: 'business', document_type: 'businessRegistrationNumber' },
        'Capitec Bank Limited does not verify business accounts',
      ],
      [{ document_type: 'businessRegistrationNumber' }, 'businessRegistrationNumber is for business accounts'],
    ];
    for (const [change, message] of cases) {
      const res = await s.m.api.post('/bank/validate', { ...ann, ...change });
      expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status: 400, message });
    }
    const resolve = await s.m.api.get('/bank/resolve?account_number=0123456789&bank_code=632005');
    expect({ status: resolve.status, message: resolve.body.message }).toEqual({
      status: 400,
      message: 'Account resolution is not available for South Africa accounts',
    });
  });
});

describe('South Africa: payments, fees, a transfer and a settlement in rand', () => {
  it('charges in ZAR by default, and in no other currency', async () => {
    const init = await s.m.api.post('/transaction/initialize', { email: 'thabo@example.com', amount: 5000 });
    expect((await s.m.api.get(`/transaction/verify/${init.body.data.reference}`)).body.data.currency).toBe('ZAR');
    for (const currency of ['USD', 'NGN', 'KES']) {
      const res = await s.m.api.post('/transaction/initialize', { email: 'thabo@example.com', amount: 5000, currency });
      expect({ currency, status: res.status, message: res.body.message }).toEqual({ currency, status: 400, message: 'Currency not supported by merchant' });
    }
  });

  it('takes 2.9% + R1 of a card payment; pays a bank account from the rand balance; settles in rand', async () => {
    const big = await payByCard(s.m.api, 100_000);
    const odd = await payByCard(s.m.api, 10_001, 'ZAR');
    // 2.9% of R1,000.00 is R29.00, + R1; of R100.01 is R2.90029, rounded up to R2.91, + R1.
    expect([big.fees, odd.fees]).toEqual([3_000, 391]);
    expect(await paymentEntry(s.m.api, big.id)).toMatchObject({ currency: 'ZAR', difference: 97_000 });
    expect(await balances(s.m.api)).toEqual([{ currency: 'ZAR', balance: 97_000 + 9_610 }]);

    await disableTransferOtp(s.m.api);
    const recipient = await sdk(s.server, s.m.test.secret_key).transfer_recipient.create({
      type: 'basa',
      name: 'Thabo Mokoena',
      account_number: '1234567890',
      bank_code: '470010',
      currency: 'ZAR',
    });
    expect(recipient.data).toMatchObject({
      type: 'basa',
      currency: 'ZAR',
      details: { account_number: '1234567890', bank_code: '470010', bank_name: 'Capitec Bank Limited' },
    });
    const transfer = await s.m.api.post('/transfer', {
      source: 'balance',
      amount: 50_000,
      recipient: recipient.data.recipient_code,
      reference: 'za-basa-transfer-001',
    });
    expect({ status: transfer.status, currency: transfer.body.data.currency }).toEqual({ status: 200, currency: 'ZAR' });
    const fee = (await s.m.api.get('/transfer/verify/za-basa-transfer-001')).body.data.fee_charged;
    expect(await balances(s.m.api)).toEqual([{ currency: 'ZAR', balance: 106_610 - 50_000 - fee }]);
    const tooMuch = await s.m.api.post('/transfer', { source: 'balance', amount: 60_000, recipient: recipient.data.recipient_code });
    expect({ status: tooMuch.status, message: tooMuch.body.message }).toEqual({ status: 400, message: 'Your balance is not enough to fulfill this request' });

    await settleNextDay(s.server.services, s.m.api);
    const settlements = (await s.m.api.get('/settlement')).body.data;
    expect(settlements.map((x: any) => [x.currency, x.total_amount, x.effective_amount, x.status])).toEqual([['ZAR', 106_610, 56_610 - fee, 'success']]);
    expect(await balances(s.m.api)).toEqual([{ currency: 'ZAR', balance: 0 }]);
  });

  it('refuses recipients that do not fit South Africa', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'basa', name: 'X', account_number: '1234567890', bank_code: '058' }, 'Unknown bank code'],
      [{ type: 'basa', name: 'X', account_number: '123456', bank_code: '470010' }, 'Account number is invalid'],
      [{ type: 'basa', name: 'X', account_number: '1234567890', bank_code: '470010', currency: 'NGN' }, 'Currency is not supported for this recipient type'],
      [
        { type: 'mobile_money', name: 'X', account_number: '0710000000', bank_code: 'MTN', currency: 'ZAR' },
        'Currency is not supported for this recipient type',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await s.m.api.post('/transferrecipient', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
  });
});
