import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { CARDS, expectLedgerBalanced, rowCounts } from '../support/payments';
import { countRows } from '../support/sql';
import { sample, shapeMismatches } from '../support/shape';
import { gql } from '../support/graphql';
import type { Api } from '../support/http';
import {
  ApplePayDomainsDocument,
  LookupsDocument,
  PartialDebitDocument,
  RegisterApplePayDomainDocument,
  SubmitAddressDocument,
  UnregisterApplePayDomainDocument,
  ValidateBankAccountDocument,
} from '../generated/graphql';

// The smaller Paystack operations: partial debit, the address step of a charge, countries and AVS
// states, bank account validation and Apple Pay domains, over real HTTP against a real database.
const Paystack = require('paystack-api');

const LIMITED = { number: '4084080000001001', cvv: '100', expiry_month: '12', expiry_year: '2099' };
const ADDRESS = { number: '4084080000002009', cvv: '200', expiry_month: '12', expiry_year: '2099' };
const ADDRESS_BODY = { address: '140 N 2ND ST', city: 'Stroudsburg', state: 'PA', zipcode: '18360' };
const EMAIL = 'partial@example.com';

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let limited: string; // reusable authorization of EMAIL on the NGN 1,000 card
let visa: string; // reusable authorization of EMAIL on the ordinary success card
let otherVisa: string; // the other integration's authorization of EMAIL

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Misc');
  other = await server.newIntegration('Other');
  limited = (await m.api.post('/charge', { email: EMAIL, amount: 10000, card: LIMITED })).body.data.authorization.authorization_code;
  visa = (await m.api.post('/charge', { email: EMAIL, amount: 10000, card: CARDS.success })).body.data.authorization.authorization_code;
  otherVisa = (await other.api.post('/charge', { email: EMAIL, amount: 10000, card: CARDS.success })).body.data.authorization.authorization_code;
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(() => server.stop());

async function ledgerOf(reference: string): Promise<Record<string, number>> {
  const rows: Array<{ account: string; amount: number | string }> = await server.services.db.read({}, (em) =>
    em.query(
      'SELECT l.account, l.amount FROM ledger_entries l INNER JOIN transactions t ON t.id = l.model_row WHERE l.model_responsible = ? AND t.reference = ?',
      ['Transaction', reference],
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.amount)]));
}

async function eventsOf(type: string, reference: string): Promise<number> {
  const rows: Array<{ payload: unknown }> = await server.services.db.read({}, (em) => em.query('SELECT payload FROM events WHERE type = ?', [type]));
  return rows.filter((r) => (typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload)).includes(`"${reference}"`)).length;
}

// Every bad request below must leave these unchanged.
async function expectUnchanged<T>(work: () => Promise<T>): Promise<T> {
  const before = await rowCounts(server);
  const applePay = await countRows(server, 'apple_pay_domains');
  const result = await work();
  expect(await rowCounts(server)).toEqual(before);
  expect(await countRows(server, 'apple_pay_domains')).toBe(applePay);
  return result;
}

describe('POST /transaction/partial_debit', () => {
  it('takes what the balance covers when that is at least at_least: fee, ledger and charge.success as charge_authorization', async () => {
    const res = await m.api.post('/transaction/partial_debit', {
      authorization_code: limited,
      currency: 'NGN',
      amount: '250000',
      email: EMAIL,
      reference: 'pd-partial',
      at_least: '80000',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Charge attempted');
    expect(shapeMismatches(res.body.data, sample('misc', 'partial-debit').data).filter((d) => !d.startsWith('$.plan:'))).toEqual([]);
    expect(res.body.data).toMatchObject({
      status: 'success',
      reference: 'pd-partial',
      amount: 100000,
      requested_amount: 250000,
      currency: 'NGN',
      gateway_response: 'Approved',
      fees: 1500,
      authorization: { authorization_code: limited },
    });
    expect(await ledgerOf('pd-partial')).toEqual({ processor_clearing: -100000, merchant_balance: 98500, fee_revenue: 1500 });
    expect(await eventsOf('charge.success', 'pd-partial')).toBe(1);
    const verified = await m.api.get('/transaction/verify/pd-partial');
    expect(verified.body.data).toMatchObject({ status: 'success', amount: 100000, requested_amount: 250000 });
  });

  it('charges the whole amount when the balance covers it', async () => {
    const res = await m.api.post('/transaction/partial_debit', {
      authorization_code: visa,
      currency: 'NGN',
      amount: 60000,
      email: EMAIL,
      reference: 'pd-whole',
      at_least: 100,
    });
    expect(res.body.data).toMatchObject({ status: 'success', amount: 60000, requested_amount: 60000, fees: 900 });
    expect(await ledgerOf('pd-whole')).toEqual({ processor_clearing: -60000, merchant_balance: 59100, fee_revenue: 900 });
  });

  it('without at_least takes any part the balance covers', async () => {
    const res = await m.api.post('/transaction/partial_debit', { authorization_code: limited, amount: 150000, email: EMAIL, reference: 'pd-any' });
    expect(res.body.data).toMatchObject({ status: 'success', amount: 100000, requested_amount: 150000 });
  });

  it('fails below at_least: a failed transaction for the whole amount, no money moved, no charge.success', async () => {
    const res = await m.api.post('/transaction/partial_debit', {
      authorization_code: limited,
      currency: 'NGN',
      amount: 250000,
      email: EMAIL,
      reference: 'pd-short',
      at_least: 100001,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'failed', reference: 'pd-short', amount: 250000, gateway_response: 'Insufficient Funds' });
    expect(await ledgerOf('pd-short')).toEqual({});
    expect(await eventsOf('charge.success', 'pd-short')).toBe(0);
  });

  it('the limited-balance card is the same balance everywhere: a charge or check above it is Insufficient Funds', async () => {
    const direct = await m.api.post('/charge', { email: EMAIL, amount: 100001, card: LIMITED, reference: 'lb-direct' });
    expect(direct.body.data).toEqual({ reference: 'lb-direct', status: 'failed', message: 'Insufficient Funds' });
    const exact = await m.api.post('/charge', { email: EMAIL, amount: 100000, card: LIMITED, reference: 'lb-exact' });
    expect(exact.body.data.status).toBe('success');
    const saved = await m.api.post('/transaction/charge_authorization', { authorization_code: limited, email: EMAIL, amount: 100001, reference: 'lb-saved' });
    expect(saved.body.data).toMatchObject({ status: 'failed', gateway_response: 'Insufficient Funds' });
    const check = await m.api.post('/transaction/check_authorization', { authorization_code: limited, email: EMAIL, amount: 100001 });
    expect([check.status, check.body.message]).toEqual([400, 'Insufficient Funds']);
    expect((await m.api.post('/transaction/check_authorization', { authorization_code: limited, email: EMAIL, amount: 100000 })).status).toBe(200);
  });

  it('refuses bad input with the documented 4xx and changes nothing', async () => {
    const base = { authorization_code: limited, currency: 'NGN', amount: 50000, email: EMAIL, at_least: 1000 };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ at_least: 60000 }, 400, 'at_least cannot be greater than amount'],
      [{ at_least: 'lots' }, 400, 'at_least must be an integer'],
      [{ at_least: '' }, 400, 'at_least must be an integer'],
      [{ at_least: 0 }, 400, 'at_least must be a positive integer'],
      [{ at_least: {} }, 400, 'at_least must be an integer'],
      [{ amount: 'fifty' }, 400, 'Amount must be an integer'],
      [{ amount: '' }, 400, 'Amount must be an integer'],
      [{ amount: 12.5 }, 400, 'Amount must be an integer'],
      [{ amount: undefined }, 400, 'Amount is required'],
      [{ email: '' }, 400, 'Email is required'],
      [{ email: 'not-an-email' }, 400, 'Invalid Email Address Passed'],
      [
        { email: 'someone-else@example.com' },
        400,
        'Email does not match Authorization code. Authorization may be inactive or belong to a different email. Please confirm.',
      ],
      [{ authorization_code: '' }, 400, 'Authorization code is required'],
      [{ authorization_code: ['AUTH_x'] }, 400, 'authorization_code must be a string'],
      [{ authorization_code: otherVisa }, 400, 'Invalid Authorization Code'],
      [{ currency: 'XYZ' }, 400, 'Currency not supported by merchant'],
      [{ currency: '' }, 400, 'Currency not supported by merchant'],
      [{ reference: 'bad ref!' }, 400, 'Invalid character in transaction reference'],
      [{ reference: 'pd-partial' }, 400, 'Duplicate Transaction Reference'],
    ];
    await expectUnchanged(async () => {
      for (const [change, status, message] of cases) {
        const res = await m.api.post('/transaction/partial_debit', { ...base, ...change });
        expect({ change, status: res.status, message: res.body.message, ok: res.body.status }).toEqual({ change, status, message, ok: false });
      }
    });
  });

  it('another integration cannot use the authorization, in either mode', async () => {
    await expectUnchanged(async () => {
      const res = await other.api.post('/transaction/partial_debit', { authorization_code: limited, amount: 50000, email: EMAIL });
      expect([res.status, res.body.message]).toEqual([400, 'Invalid Authorization Code']);
      const live = await m.live_api.post('/transaction/partial_debit', { authorization_code: limited, amount: 50000, email: EMAIL });
      expect([live.status, live.body.message]).toEqual([400, 'Invalid Authorization Code']);
    });
  });

  it('as a GraphQL mutation', async () => {
    const r = await gql(server.url, m.test.secret_key, PartialDebitDocument, {
      input: { authorizationCode: limited, email: EMAIL, amount: '300000', atLeast: '50000', reference: 'pd-gql' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.partialDebit).toEqual({ reference: 'pd-gql', status: 'success', amount: '100000', requestedAmount: '300000', fees: '1500' });
    const bad = await expectUnchanged(() =>
      gql(server.url, m.test.secret_key, PartialDebitDocument, { input: { authorizationCode: limited, email: EMAIL, amount: '300', atLeast: '500' } }),
    );
    expect(bad.errors?.[0]?.message).toBe('at_least cannot be greater than amount');
  });
});

describe('POST /charge/submit_address', () => {
  it('the address card asks for send_address; a full address completes the charge', async () => {
    const start = await m.api.post('/charge', { email: 'avs@example.com', amount: 10000, card: ADDRESS, reference: 'avs-1' });
    expect(start.body).toEqual({
      status: true,
      message: 'Charge attempted',
      data: { reference: 'avs-1', status: 'send_address', display_text: 'Please enter your billing address', country_code: 'NG' },
    });
    expect((await m.api.get('/transaction/verify/avs-1')).body.data.status).toBe('ongoing');
    const res = await m.api.post('/charge/submit_address', { reference: 'avs-1', ...ADDRESS_BODY });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Charge attempted');
    expect(
      shapeMismatches(res.body.data, sample('misc', 'submit-address').data).filter(
        (d) => !/^\$\.(plan_object|order_id|subaccount|metadata|plan|authorization\.country_code)\b/.test(d),
      ),
    ).toEqual([]);
    expect(res.body.data).toMatchObject({
      status: 'success',
      reference: 'avs-1',
      amount: 10000,
      gateway_response: 'Approved',
      authorization: { reusable: true, last4: '2009' },
    });
    expect(await ledgerOf('avs-1')).toEqual({ processor_clearing: -10000, merchant_balance: 9850, fee_revenue: 150 });
  });

  it('accepts zip_code (the OpenAPI spelling) too', async () => {
    await m.api.post('/charge', { email: 'avs@example.com', amount: 10000, card: ADDRESS, reference: 'avs-2' });
    const { zipcode, ...rest } = ADDRESS_BODY;
    const res = await m.api.post('/charge/submit_address', { reference: 'avs-2', ...rest, zip_code: zipcode });
    expect(res.body.data.status).toBe('success');
  });

  it('an empty field keeps the step with the reason; wrong step, unknown reference and wrong types are 400s that change nothing', async () => {
    await m.api.post('/charge', { email: 'avs@example.com', amount: 10000, card: ADDRESS, reference: 'avs-3' });
    const kept = await m.api.post('/charge/submit_address', { reference: 'avs-3', ...ADDRESS_BODY, city: ' ' });
    expect(kept.body).toEqual({
      status: true,
      message: 'Charge attempted',
      data: { reference: 'avs-3', status: 'send_address', display_text: 'Address, city, state and zipcode are required', country_code: 'NG' },
    });

    await m.api.post('/charge', { email: 'avs@example.com', amount: 10000, card: CARDS.pin, reference: 'avs-pin' });
    await expectUnchanged(async () => {
      const wrongStep = await m.api.post('/charge/submit_address', { reference: 'avs-pin', ...ADDRESS_BODY });
      expect([wrongStep.status, wrongStep.body.message, wrongStep.body.code]).toEqual([
        400,
        'This transaction is not waiting for an address; its status is send_pin',
        'invalid_state',
      ]);
      const pinOnAddress = await m.api.post('/charge/submit_pin', { reference: 'avs-3', pin: '1234' });
      expect([pinOnAddress.status, pinOnAddress.body.code]).toEqual([400, 'invalid_state']);
      const unknown = await m.api.post('/charge/submit_address', { reference: 'avs-nope', ...ADDRESS_BODY });
      expect([unknown.status, unknown.body.message]).toEqual([400, 'Transaction reference is invalid']);
      const otherMerchant = await other.api.post('/charge/submit_address', { reference: 'avs-3', ...ADDRESS_BODY });
      expect([otherMerchant.status, otherMerchant.body.message]).toEqual([400, 'Transaction reference is invalid']);
      const noReference = await m.api.post('/charge/submit_address', { ...ADDRESS_BODY });
      expect([noReference.status, noReference.body.message]).toEqual([400, 'Transaction reference is required']);
      for (const field of ['address', 'city', 'state', 'zipcode', 'reference']) {
        const typed = await m.api.post('/charge/submit_address', { reference: 'avs-3', ...ADDRESS_BODY, [field]: { a: 1 } });
        expect([field, typed.status, typed.body.message]).toEqual([field, 400, `${field} must be a string`]);
      }
    });
    const done = await m.api.post('/charge/submit_address', { reference: 'avs-3', ...ADDRESS_BODY });
    expect(done.body.data.status).toBe('success');
  });

  it('over GraphQL', async () => {
    await m.api.post('/charge', { email: 'avs@example.com', amount: 10000, card: ADDRESS, reference: 'avs-gql' });
    const vars = { reference: 'avs-gql', address: '1 Main St', city: 'Ikeja', state: 'LA', zipcode: '100001' };
    const kept = await gql(server.url, m.test.secret_key, SubmitAddressDocument, { ...vars, zipcode: '' });
    expect(kept.data!.submitAddress).toEqual({ status: 'send_address', transaction: { reference: 'avs-gql', status: 'ongoing' } });
    const r = await gql(server.url, m.test.secret_key, SubmitAddressDocument, vars);
    expect(r.errors).toBeUndefined();
    expect(r.data!.submitAddress).toEqual({ status: 'success', transaction: { reference: 'avs-gql', status: 'success' } });
  });
});

describe('GET /country and GET /address_verification/states', () => {
  it('lists countries in the sample shape, with their currencies', async () => {
    const res = await m.api.get('/country');
    expect(res.status).toBe(200);
    expect(shapeMismatches(res.body, sample('misc', 'country'))).toEqual([]);
    const ng = res.body.data.find((c: any) => c.iso_code === 'NG');
    expect(ng).toMatchObject(sample('misc', 'country').data[0]);
    // The fields Paystack's OpenAPI schema adds to the sample.
    expect(ng).toMatchObject({ calling_code: '+234', pilot_mode: false, active_for_dashboard_onboarding: true });
    expect(Object.keys(ng.relationships.currency.supported_currencies)).toEqual(['NGN', 'USD']);
    expect(res.body.data.find((c: any) => c.iso_code === 'GH').relationships.currency).toMatchObject({ type: 'currency', data: ['GHS', 'USD'] });
  });

  it('lists states for NG, and CA as the sample shows', async () => {
    const ng = await m.api.get('/address_verification/states?country=NG');
    expect(ng.status).toBe(200);
    expect(ng.body.message).toBe('States retrieved');
    expect(shapeMismatches(ng.body, sample('misc', 'avs-states'))).toEqual([]);
    expect(ng.body.data).toHaveLength(37);
    expect(ng.body.data).toContainEqual({ name: 'Lagos', slug: 'lagos', abbreviation: 'LA' });
    expect(ng.body.data).toContainEqual({ name: 'Federal Capital Territory', slug: 'federal-capital-territory', abbreviation: 'FC' });
    const ca = await m.api.get('/address_verification/states?country=ca');
    expect(ca.body.data.slice(0, 2)).toEqual(sample('misc', 'avs-states').data);
  });

  it('refuses a missing, empty or unknown country', async () => {
    for (const [query, message] of [
      ['', 'Country is required'],
      ['?country=', 'Country is required'],
      ['?country=ZZ', 'Country is not supported for address verification'],
    ]) {
      const res = await m.api.get(`/address_verification/states${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
  });

  it('over GraphQL', async () => {
    const r = await gql(server.url, m.test.secret_key, LookupsDocument, { country: 'NG' });
    expect(r.data!.countries[0]).toEqual({ isoCode: 'NG', defaultCurrencyCode: 'NGN', currencies: ['NGN', 'USD'] });
    expect(r.data!.addressStates).toHaveLength(37);
    const unknown = await gql(server.url, m.test.secret_key, LookupsDocument, { country: 'ZZ' });
    expect(unknown.errors?.[0]?.message).toBe('Country is not supported for address verification');
  });
});

describe('POST /bank/validate', () => {
  const body = {
    bank_code: '044',
    country_code: 'NG',
    account_number: '0123456789',
    account_name: 'Ada Obi',
    account_type: 'personal',
    document_type: 'identityNumber',
    document_number: '1234567890123',
  };

  it('verifies an account whose holder matches, as the sample shows', async () => {
    const res = await m.api.post('/bank/validate', { ...body, account_name: 'obi ada' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(sample('misc', 'validate-account'));
  });

  it('a holder that does not match is answered, not verified; a business account says so', async () => {
    const res = await m.api.post('/bank/validate', {
      ...body,
      account_name: 'Someone Else',
      account_type: 'business',
      document_type: 'businessRegistrationNumber',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Business Account Verification attempted');
    expect(res.body.data).toMatchObject({ verified: false, accountHolderMatch: false, accountOpen: true });
  });

  it('a documented non-existent account is the 400 of the sample', async () => {
    const res = await m.api.post('/bank/validate', { ...body, account_number: '9999999999' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(sample('misc', 'validate-account', '400'));
  });

  it('over GraphQL', async () => {
    const input = {
      bankCode: '044',
      countryCode: 'NG',
      accountNumber: '0123456789',
      accountName: 'ADA OBI',
      accountType: 'personal',
      documentType: 'passportNumber',
    };
    const r = await gql(server.url, m.test.secret_key, ValidateBankAccountDocument, { input });
    expect(r.data!.validateBankAccount).toEqual({ verified: true, accountHolderMatch: true, verificationMessage: 'Account is verified successfully' });
    const bad = await gql(server.url, m.test.secret_key, ValidateBankAccountDocument, { input: { ...input, accountType: 'savings' } });
    expect(bad.errors?.[0]?.message).toBe('account_type must be one of: personal, business');
  });

  it('refuses bad input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bank_code: undefined }, 'bank_code is required'],
      [{ bank_code: '' }, 'bank_code is required'],
      [{ bank_code: '999' }, 'Unknown bank code'],
      [{ country_code: 'GH' }, 'Account verification is only available for NG and ZA accounts'],
      [{ country_code: 'ZA' }, 'Unknown bank code'],
      [{ account_number: '12345' }, 'Account number is invalid'],
      [{ account_number: 'abcdefghij' }, 'Account number should be numeric'],
      [{ account_number: 123 }, 'Account number is invalid'],
      [{ account_name: '' }, 'account_name is required'],
      [{ account_type: 'savings' }, 'account_type must be one of: personal, business'],
      [{ document_type: 'bvn' }, 'document_type must be one of: identityNumber, passportNumber, businessRegistrationNumber'],
      [{ document_number: ' ' }, 'document_number must not be empty'],
      [{ account_name: ['Ada'] }, 'account_name must be a string'],
    ];
    for (const [change, message] of cases) {
      const res = await m.api.post('/bank/validate', { ...body, ...change });
      expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status: 400, message });
    }
  });
});

describe('Apple Pay domains', () => {
  const del = (api: Api, domainName: unknown) => api.request('DELETE', '/apple-pay/domain', { domainName });

  it('registers once, lists, unregisters, as the samples show', async () => {
    const empty = await m.api.get('/apple-pay/domain');
    expect(empty.body).toEqual({ status: true, message: 'Apple Pay registered domains retrieved', data: { domainNames: [] } });
    const registered = await m.api.post('/apple-pay/domain', { domainName: 'example.com' });
    expect(registered.body).toEqual(sample('misc', 'apple-pay-register'));
    await m.api.post('/apple-pay/domain', { domainName: 'Pay.Example.com' });
    const again = await m.api.post('/apple-pay/domain', { domainName: 'example.com' });
    expect(again.body).toEqual(sample('misc', 'apple-pay-register'));
    const listed = await m.api.get('/apple-pay/domain');
    expect(listed.body).toEqual({ ...sample('misc', 'apple-pay-list'), data: { domainNames: ['example.com', 'pay.example.com'] } });
    expect((await del(m.api, 'pay.example.com')).body).toEqual(sample('misc', 'apple-pay-unregister'));
    expect((await m.api.get('/apple-pay/domain')).body).toEqual(sample('misc', 'apple-pay-list'));
  });

  it('keeps integrations and modes apart', async () => {
    await m.api.post('/apple-pay/domain', { domainName: 'shop.example.org' });
    expect((await other.api.get('/apple-pay/domain')).body.data.domainNames).toEqual([]);
    expect((await m.live_api.get('/apple-pay/domain')).body.data.domainNames).toEqual([]);
    await expectUnchanged(async () => {
      const otherDelete = await del(other.api, 'shop.example.org');
      expect([otherDelete.status, otherDelete.body.message]).toEqual([404, 'Domain name not found']);
      const liveDelete = await del(m.live_api, 'shop.example.org');
      expect([liveDelete.status, liveDelete.body.message]).toEqual([404, 'Domain name not found']);
    });
    await m.live_api.post('/apple-pay/domain', { domainName: 'shop.example.org' });
    expect((await m.live_api.get('/apple-pay/domain')).body.data.domainNames).toEqual(['shop.example.org']);
    expect((await m.api.get('/apple-pay/domain')).body.data.domainNames).toContain('shop.example.org');
  });

  it('refuses bad names and unknown domains, changing nothing', async () => {
    await expectUnchanged(async () => {
      for (const domainName of [
        undefined,
        '',
        ' ',
        'https://example.com',
        'example.com/pay',
        'example.com:443',
        'localhost',
        '-bad.example.com',
        'a..b',
        '1.2.3.4',
        'x'.repeat(64) + '.com',
      ]) {
        const res = await m.api.post('/apple-pay/domain', { domainName });
        expect({ domainName, status: res.status, ok: res.body.status }).toEqual({ domainName, status: 400, ok: false });
      }
      for (const domainName of [{}, ['example.com'], true]) {
        const res = await m.api.post('/apple-pay/domain', { domainName });
        expect([res.status, res.body.message]).toEqual([400, 'domainName must be a string']);
      }
      const unknown = await del(m.api, 'never.example.net');
      expect([unknown.status, unknown.body.status, unknown.body.message]).toEqual([404, false, 'Domain name not found']);
      const noName = await del(m.api, undefined);
      expect([noName.status, noName.body.message]).toEqual([400, 'Domain name is required']);
    });
  });

  it('over GraphQL: the list per integration, register and unregister', async () => {
    const key = other.test.secret_key;
    const reg = await gql(server.url, key, RegisterApplePayDomainDocument, { domainName: 'gql.example.com' });
    expect(reg.data!.registerApplePayDomain).toEqual(['gql.example.com']);
    expect((await gql(server.url, key, ApplePayDomainsDocument, {})).data!.applePayDomains).toEqual(['gql.example.com']);
    expect((await gql(server.url, other.live.secret_key, ApplePayDomainsDocument, {})).data!.applePayDomains).toEqual([]);
    const missing = await expectUnchanged(() => gql(server.url, key, UnregisterApplePayDomainDocument, { domainName: 'nope.example.com' }));
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const invalidName = await expectUnchanged(() => gql(server.url, key, RegisterApplePayDomainDocument, { domainName: 'https://x.example.com' }));
    expect(invalidName.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unreg = await gql(server.url, key, UnregisterApplePayDomainDocument, { domainName: 'gql.example.com' });
    expect(unreg.data!.unregisterApplePayDomain).toEqual([]);
  });
});

describe('paystack-api (npm) against these routes', () => {
  // paystack-api has no methods for these paths; its own `extend` builds one the way it builds all
  // of its methods (URL, key header, JSON body, required parameters).
  function client(key: string) {
    const paystack = Paystack(key);
    paystack.endpoint = server.url;
    return paystack;
  }

  it('charges the address card, submits the address and partially debits the new authorization', async () => {
    const paystack = client(m.test.secret_key);
    const started = await paystack.charge.charge({ email: EMAIL, amount: 10000, card: ADDRESS, reference: 'sdk-avs' });
    expect(started.data.status).toBe('send_address');
    const submitAddress = paystack.extend({
      method: 'post',
      route: '/charge/submit_address',
      params: ['reference*', 'address*', 'city*', 'state*', 'zipcode*'],
    });
    const paid = await submitAddress({ reference: 'sdk-avs', ...ADDRESS_BODY });
    expect(paid).toMatchObject({ status: true, message: 'Charge attempted', data: { status: 'success' } });
    const partialDebit = paystack.extend({
      method: 'post',
      route: '/transaction/partial_debit',
      params: ['authorization_code*', 'currency*', 'amount*', 'email*'],
    });
    const debit = await partialDebit({
      authorization_code: paid.data.authorization.authorization_code,
      currency: 'NGN',
      amount: 40000,
      email: EMAIL,
      at_least: 20000,
      reference: 'sdk-pd',
    });
    expect(debit.data).toMatchObject({ status: 'success', amount: 40000, requested_amount: 40000 });
    const refused = await partialDebit({ authorization_code: otherVisa, currency: 'NGN', amount: 40000, email: EMAIL }).catch((e: any) => e);
    expect(refused.statusCode).toBe(400);
    expect(refused.error).toMatchObject({ status: false, message: 'Invalid Authorization Code' });
  });
});
