import fc from 'fast-check';
import { CARDS } from '../support/payments';
import { describeSent, fuzzSeed, fuzzWorld, FUZZ_RUNS, nastyString, reportCases, runCase, type FuzzWorld, type Sent } from '../support/fuzz';
import { endpoints } from '../support/routes';
import {
  ABSENT,
  badAmount,
  badBearer,
  badInterval,
  badChannels,
  badCode,
  badCurrency,
  badEmail,
  badListQuery,
  badMetadata,
  badName,
  badPositiveInt,
  badRef,
  badReference,
  badRisk,
  badSeconds,
  badTimeout,
  badUrl,
  noSurrogates,
  unknownId,
  wrongType,
  badBankCode,
  badBin,
  badBvn,
  badNuban,
  badOptionalEmail,
  badPercentage,
  badRefundAmount,
  badMinor,
  badSchedule,
  badSettlementBank,
  type Bad,
} from '../support/fuzz-values';
import { expectLedgerSound } from '../support/ledger';

// A valid request with exactly one thing wrong (a field with a value it cannot take, a required
// field missing, an unknown id in the path, a key that cannot act there), for every endpoint in the
// router's table: always a 4xx with the error envelope, never a 2xx or a 5xx, and no row changes.
jest.setTimeout(600_000);

let world: FuzzWorld;
beforeAll(async () => {
  world = await fuzzWorld();
});
afterAll(() => expectLedgerSound(world.server));
afterAll(() => world.server.stop());

// ---- the endpoints -------------------------------------------------------------------------------

interface Spec {
  method: string;
  path: string;
  // The path as sent (for endpoints without parameters, `path`).
  target?: (w: FuzzWorld) => fc.Arbitrary<string>;
  in?: 'body' | 'query';
  base?: (w: FuzzWorld, n: number) => Record<string, unknown>;
  bad?: Record<string, fc.Arbitrary<Bad>>;
  key?: 'secret' | 'live' | 'none';
}

// Paging parameters alone, for lists without date filters.
const pageQuery = () => ({ page: badListQuery.page!, perPage: badListQuery.perPage!, use_cursor: badListQuery.use_cursor!, next: badListQuery.next! });
const email = (n: number) => `fuzz-${n}@example.com`;
const amountFields = { amount: badAmount, email: badEmail, currency: badCurrency, reference: badReference, metadata: badMetadata };
// Payment requests and pages.
const badBool = fc.constantFrom<Bad>('maybe', 'yes please', '2', 2, {}, []);
const badSplitCode = fc.constantFrom<Bad>('nope', 'SPL_', 'SPL_!!', 'ACCT_x', {}, []);
// Dedicated accounts: a provider slug or subaccount that names nothing.
const badSlug = fc.oneof(
  nastyString().map((s) => `zz${s}`),
  wrongType,
);
const badSubaccount = fc.constantFrom<Bad>('ACCT_nope', 'nope', 'ACCT_', 'SPL_x', {}, []);
// Split groups: an unknown group is refused on a payment too.
const badPaymentSplitCode = fc.oneof(badSplitCode, fc.constantFrom<Bad>('SPL_doesnotexist', 'SPL_0'));
const badSplitType = fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', 'ratio', 'percent', 'flatt'), wrongType);
const badSplitBearer = fc.oneof(fc.constantFrom<Bad>('nobody', 'accounts', 'all_proportional', ' '), wrongType);
const badSubaccountCode = fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', 'ACCT_doesnotexist', 'ACCT_', 'CUS_x', 42), wrongType);
const badShare = fc.oneof(fc.constantFrom<Bad>(ABSENT, '', 0, -1, 100.5, 101, '101', 'ten', 10.005, '1e2'), wrongType);
const badMembers = fc.oneof(
  fc.constantFrom<Bad>(ABSENT, '', [], 'everyone', '[{"subaccount":1}]', [{ share: 10 }], [null], [1], { subaccount: 'x', share: 1 }, 5, true),
  fc
    .tuple(badSubaccountCode, badShare)
    .chain(([sub, share]) =>
      fc.constantFrom<Bad>(
        sub === ABSENT ? [{ share: 10 }] : [{ subaccount: sub, share: 10 }],
        share === ABSENT ? [{ subaccount: 'ACCT_doesnotexist' }] : [{ subaccount: 'ACCT_doesnotexist', share }],
      ),
    ),
);
const badDueDate = fc.oneof(fc.constantFrom<Bad>('2001-01-01', '1999-12-31T23:59:59Z', 'notadate', '2020-13-45', 'tomorrow'), wrongType);
const badItems = fc.constantFrom<Bad>(
  [{ name: 'x', amount: -1 }],
  [{ amount: 5 }],
  [{ name: 'x' }],
  [{ name: '', amount: 5 }],
  [{ name: 'x', amount: 1.5 }],
  [{ name: 'x', amount: '12abc' }],
  [{ name: 'x', amount: 5, quantity: 0 }],
  [{ name: 'x', amount: 2_000_000_000 }],
  [1],
  [null],
  'not json',
  '{"a":1}',
  { a: 1 },
  5,
  true,
);
// Products: stock that is not a whole number of 0 or more.
const badStock = fc.constantFrom<Bad>(-1, '-3', 1.5, 'abc', 2 ** 31, {}, [], true);
const badFields = fc.constantFrom<Bad>(
  [{ display_name: 'x' }],
  [{ variable_name: 'x' }],
  [{ display_name: 'x', variable_name: '1bad' }],
  [
    { display_name: 'a', variable_name: 'a' },
    { display_name: 'b', variable_name: 'a' },
  ],
  'nope',
  { a: 1 },
  [1],
  5,
  true,
);
// Partial debits: at_least above amount (5000), not a positive integer, or not a number.
const badAtLeast = fc.oneof(fc.integer({ min: 5001, max: 10 ** 9 }), fc.constantFrom<Bad>(0, -1, '-5', 1.5, '1.5', 'abc', '', ' ', null, 2 ** 53), wrongType);
// Apple Pay: not a host name, and well-formed names that were never registered.
const badDomainName = fc.oneof(
  fc.constantFrom<Bad>(
    ABSENT,
    '',
    ' ',
    null,
    'https://example.com',
    'example.com/x',
    'example.com:443',
    'localhost',
    '-a.example.com',
    'a..b',
    '1.2.3.4',
    `${'x'.repeat(64)}.com`,
  ),
  wrongType,
);
const unknownDomain = fc.stringMatching(/^[a-z][a-z0-9]{0,20}$/).map((s) => `zz${s}.example.net`);
const nastyText = fc.string({ maxLength: 20 });
// Disputes: a status Paystack does not list; a file name never uploaded (or not a name at all).
const badDisputeStatus = fc.constantFrom<Bad>('lost', 'won', 'RESOLVED', 'awaiting', ' ');
const badFileName = fc.oneof(fc.constantFrom<Bad>('', ' ', 'nosuchfile', 'a'.repeat(20), 'f'.repeat(41), 'x\u0000y'), wrongType);
// Refund retries: the customer's account details with one thing wrong, or not an object at all.
const REFUND_ACCOUNT = { currency: 'NGN', account_number: '0123456789', bank_id: '9' };
const badRefundAccount = fc.oneof(
  fc.constantFrom<Bad>(ABSENT, '', ' ', 'nope', [], 5, null, {}, '[1]'),
  badNuban.map((v) => ({ ...REFUND_ACCOUNT, account_number: v === ABSENT ? undefined : v })),
  fc.constantFrom<Bad>('', '0', '999999', 'abc', {}, []).map((v) => ({ ...REFUND_ACCOUNT, bank_id: v })),
  fc.constantFrom<Bad>('', ' ', {}, []).map((v) => ({ ...REFUND_ACCOUNT, currency: v })),
);
// Terminals: serial numbers no simulated device has, and virtual-terminal destinations with one thing wrong.
const badSerial = fc.constantFrom<Bad>(ABSENT, '', ' ', 'short', 'abc!defghijk', 'X'.repeat(25), '0000000000000000000', {}, [], null);
const badDestinations = fc.constantFrom<Bad>(
  ABSENT,
  null,
  '',
  [],
  'nope',
  '[1]',
  {},
  5,
  [1],
  [null],
  [{}],
  [{ target: 'abc', name: 'x' }],
  [{ target: '+2348012345678' }],
  [{ target: '+2348012345678', name: '' }],
  [{ target: '+2348012345678', name: {} }],
  [{ name: 'x' }],
  [
    { target: '+2348012345678', name: 'a' },
    { target: '2348012345678', name: 'b' },
  ],
  Array.from({ length: 21 }, (_, i) => ({ target: `+23480100000${String(i).padStart(2, '0')}`, name: 'x' })),
);

// A bad value of an optional field: leaving it out (or these "empty" values) is not bad.
function present(arb: fc.Arbitrary<Bad>, ...alsoValid: Bad[]): fc.Arbitrary<Bad> {
  return arb.filter((v) => v !== ABSENT && !alsoValid.includes(v));
}

const SPECS: Spec[] = [
  {
    method: 'POST',
    path: '/customer',
    base: (_w, n) => ({ email: email(n), first_name: 'Ada' }),
    bad: { email: badEmail, first_name: badName, last_name: badName, metadata: badMetadata },
  },
  {
    method: 'PUT',
    path: '/customer/:ref',
    target: (w) => fc.constant(`/customer/${w.ids.customerCode}`),
    base: () => ({ first_name: 'Ada' }),
    bad: { first_name: badName, last_name: badName, metadata: badMetadata },
  },
  { method: 'PUT', path: '/customer/:ref', target: () => unknownId.map((id) => `/customer/${encodeURIComponent(id)}`), base: () => ({ first_name: 'Ada' }) },
  { method: 'GET', path: '/customer/:ref', target: () => unknownId.map((id) => `/customer/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/customer', in: 'query', base: () => ({}), bad: badListQuery },
  {
    method: 'POST',
    path: '/customer/:ref/identification',
    target: (w) => fc.constant(`/customer/${w.ids.customerCode}/identification`),
    base: () => ({
      country: 'NG',
      type: 'bank_account',
      bvn: '22222222221',
      account_number: '0123456789',
      bank_code: '044',
      first_name: 'Ada',
      last_name: 'Obi',
    }),
    bad: {
      // Well-formed BVNs and accounts that exist nowhere are refused later, by the verifier.
      bvn: fc.oneof(
        badBvn.filter((b) => !/^\d{11}$/.test(b) && b !== '222222222221'),
        fc.constantFrom<Bad>(ABSENT, '', ' ', null),
        wrongType,
      ),
      account_number: badNuban.filter((v) => v !== '9999999999'),
      bank_code: badBankCode,
      country: fc.constantFrom<Bad>(ABSENT, '', 'GH', 'ng ', 'Nigeria', null, {}, []).filter((v) => v !== 'ng '),
      type: fc.constantFrom<Bad>('', 'passport', 'BVN', 'bank', {}, []),
      first_name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
      last_name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
    },
  },
  {
    method: 'POST',
    path: '/customer/authorization/initialize',
    base: (_w, n) => ({ email: email(n), channel: 'direct_debit', account: { number: '0123456789', bank_code: '044' } }),
    bad: {
      email: badEmail,
      channel: fc.constantFrom<Bad>(ABSENT, '', ' ', 'card', 'DIRECT_DEBIT', null, {}, []),
      callback_url: badUrl.filter((v) => v !== ABSENT && v !== '' && v !== null),
      account: fc.constantFrom<Bad>(
        { number: '123', bank_code: '044' },
        { number: '0123456789', bank_code: '999' },
        { number: '0123456789' },
        { bank_code: '044' },
        'nope',
        '[1]',
        [1],
        5,
        true,
      ),
      address: fc.constantFrom<Bad>(
        { street: '', city: 'Lagos', state: 'Lagos' },
        { street: 'x', city: 'y' },
        { street: 'a\u0000b', city: 'y', state: 'z' },
        'nope',
        [1],
        5,
      ),
    },
  },
  {
    method: 'POST',
    path: '/customer/:id/initialize-direct-debit',
    target: (w) =>
      fc.oneof(
        fc.constant(`/customer/${w.ids.customerId}/initialize-direct-debit`),
        unknownId.map((id) => `/customer/${encodeURIComponent(id)}/initialize-direct-debit`),
      ),
    base: () => ({ account: { number: '0123456789', bank_code: '044' }, address: { street: '1 Marina', city: 'Lagos', state: 'Lagos' } }),
    bad: {
      account: fc.constantFrom<Bad>(ABSENT, null, { number: '123', bank_code: '044' }, { number: '0123456789', bank_code: '' }, 'nope', [1]),
      address: fc.constantFrom<Bad>(ABSENT, null, { street: '', city: 'Lagos', state: 'Lagos' }, { street: 'x', city: 'y' }, 'nope', [1]),
    },
  },
  {
    method: 'GET',
    path: '/customer/authorization/verify/:reference',
    target: () => unknownId.map((id) => `/customer/authorization/verify/${encodeURIComponent(id)}`),
  },
  {
    method: 'PUT',
    path: '/customer/:id/directdebit-activation-charge',
    target: (w) => fc.constant(`/customer/${w.ids.customerId}/directdebit-activation-charge`),
    base: () => ({ authorization_id: 999_999_999 }),
    bad: { authorization_id: fc.constantFrom<Bad>(ABSENT, '', 'abc', 1.5, -1, null, {}, []) },
  },
  {
    method: 'GET',
    path: '/customer/:id/directdebit-mandate-authorizations',
    target: () => unknownId.map((id) => `/customer/${encodeURIComponent(id)}/directdebit-mandate-authorizations`),
  },
  {
    method: 'GET',
    path: '/directdebit/mandate-authorizations',
    in: 'query',
    base: () => ({}),
    bad: {
      status: fc.constantFrom<Bad>('nope', 'ACTIVE', 'x'),
      cursor: fc.constantFrom<Bad>('nope', 'bm9wZQ==', '%%'),
      per_page: fc.constantFrom<Bad>('abc', '-1', '0', '100000'),
    },
  },
  {
    method: 'PUT',
    path: '/directdebit/activation-charge',
    base: () => ({ customer_ids: [999_999_999] }),
    bad: { customer_ids: fc.constantFrom<Bad>(ABSENT, [], 'x', ['a'], [0], [-1], [1.5], {}, 5) },
  },
  { method: 'GET', path: '/mandate/:code', key: 'none', target: () => unknownId.map((id) => `/mandate/${encodeURIComponent(id)}`) },
  {
    method: 'POST',
    path: '/mandate/:code',
    key: 'none',
    target: () => unknownId.map((id) => `/mandate/${encodeURIComponent(id)}`),
    base: () => ({ account_number: '0123456789', bank_code: '044' }),
  },
  {
    method: 'POST',
    path: '/customer/set_risk_action',
    base: (w) => ({ customer: w.ids.customerCode, risk_action: 'default' }),
    bad: { risk_action: badRisk, customer: fc.oneof(badRef, fc.constant<Bad>(ABSENT)) },
  },
  {
    method: 'POST',
    path: '/transaction/initialize',
    base: (_w, n) => ({ email: email(n), amount: 5000, reference: `inv-${n}` }),
    bad: {
      ...amountFields,
      channels: badChannels,
      bearer: fc.oneof(badBearer, fc.constant<Bad>('')),
      invoice_limit: badPositiveInt,
      transaction_charge: badMinor,
      callback_url: badUrl,
      split_code: badPaymentSplitCode,
    },
  },
  {
    method: 'POST',
    path: '/checkout/inline/initialize',
    key: 'none',
    base: (w, n) => ({ key: w.m.test.public_key, email: email(n), amount: 5000 }),
    bad: { ...amountFields, key: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', 'pk_test_nope'), wrongType) },
  },
  {
    method: 'POST',
    path: '/charge',
    base: (_w, n) => ({ email: email(n), amount: 5000, card: CARDS.success, reference: `chg-${n}` }),
    bad: { ...amountFields, split_code: badPaymentSplitCode },
  },
  {
    method: 'POST',
    path: '/charge',
    base: (_w, n) => ({ email: email(n), amount: 5000, bank_transfer: {}, reference: `pwt-${n}` }),
    bad: {
      ...amountFields,
      bank_transfer: fc.constantFrom<Bad>('nope', 5, [], true, { account_expires_at: '2001-01-01T00:00:00Z' }, { account_expires_at: 'notadate' }),
      card: fc.constant<Bad>(CARDS.success),
    },
  },
  {
    method: 'POST',
    path: '/transaction/charge_authorization',
    base: (w, n) => ({ authorization_code: w.ids.visa, email: w.ids.email, amount: 5000, reference: `ca-${n}` }),
    bad: { ...amountFields, authorization_code: badCode, split_code: badPaymentSplitCode },
  },
  {
    method: 'POST',
    path: '/transaction/charge_token',
    base: (w, n) => ({ token: w.ids.visa, email: w.ids.email, amount: 5000, reference: `ct-${n}` }),
    bad: { ...amountFields, token: badCode },
  },
  {
    method: 'POST',
    path: '/transaction/partial_debit',
    base: (w, n) => ({ authorization_code: w.ids.visa, email: w.ids.email, amount: 5000, currency: 'NGN', at_least: 1000, reference: `pd-${n}` }),
    bad: { ...amountFields, authorization_code: badCode, at_least: badAtLeast },
  },
  {
    method: 'POST',
    path: '/transaction/check_authorization',
    base: (w) => ({ authorization_code: w.ids.visa, email: w.ids.email, amount: 5000 }),
    bad: { amount: badAmount, email: badEmail, currency: badCurrency, authorization_code: badCode },
  },
  { method: 'POST', path: '/customer/deactivate_authorization', base: () => ({}), bad: { authorization_code: badCode } },
  { method: 'POST', path: '/customer/authorization/deactivate', base: () => ({}), bad: { authorization_code: badCode } },
  { method: 'PUT', path: '/integration/payment_session_timeout', base: () => ({ timeout: 0 }), bad: { timeout: badTimeout } },
  { method: 'PUT', path: '/integration/webhook', base: () => ({ url: 'http://127.0.0.1:9/hooks' }), bad: { url: badUrl } },
  { method: 'POST', path: '/_test/clock/advance', base: () => ({ seconds: 1 }), bad: { seconds: badSeconds } },
  { method: 'POST', path: '/_test/clock/advance', key: 'live', base: () => ({ seconds: 1 }) },
  { method: 'GET', path: '/_test/clock', key: 'live' },
  ...['pin', 'otp', 'phone', 'birthday'].map<Spec>((step) => ({
    method: 'POST',
    path: `/charge/submit_${step}`,
    base: (w) => ({ reference: w.ids.pendingPin, [step]: step === 'birthday' ? '1990-01-01' : step === 'phone' ? '08012345678' : '1234' }),
    bad: { reference: badRef },
  })),
  {
    method: 'POST',
    path: '/charge/submit_address',
    base: (w) => ({ reference: w.ids.pendingPin, address: '140 N 2ND ST', city: 'Stroudsburg', state: 'PA', zipcode: '18360' }),
    bad: { reference: badRef, address: wrongType, city: wrongType, state: wrongType, zipcode: wrongType },
  },
  { method: 'GET', path: '/charge/:reference', target: () => unknownId.map((id) => `/charge/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/capitec-pay/requery/:reference', target: () => unknownId.map((id) => `/capitec-pay/requery/${encodeURIComponent(id)}`) },
  { method: 'POST', path: '/capitec-pay/requery/:reference', target: () => unknownId.map((id) => `/capitec-pay/requery/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/transaction/verify/:reference', target: () => unknownId.map((id) => `/transaction/verify/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/transaction/timeline/:ref', target: () => unknownId.map((id) => `/transaction/timeline/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/transaction/:id', target: () => unknownId.map((id) => `/transaction/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/transaction/:id/event', target: () => unknownId.map((id) => `/transaction/${encodeURIComponent(id)}/event`) },
  { method: 'GET', path: '/transaction/:id/session', target: () => unknownId.map((id) => `/transaction/${encodeURIComponent(id)}/session`) },
  {
    method: 'GET',
    path: '/transaction',
    in: 'query',
    base: () => ({}),
    bad: {
      ...badListQuery,
      customer: fc.constantFrom<Bad>('abc', '1.5'),
      amount: fc.constantFrom<Bad>('abc', '1.5'),
      source: fc.constantFrom<Bad>('nope', 'POS', 'toString', '__proto__'),
      terminal_id: fc.constantFrom<Bad>('a\u0000b', '\u202eX'),
    },
  },
  { method: 'GET', path: '/transaction/totals', in: 'query', base: () => ({}), bad: { from: badListQuery.from!, to: badListQuery.to! } },
  {
    method: 'GET',
    path: '/transaction/export',
    in: 'query',
    base: () => ({}),
    bad: { from: badListQuery.from!, to: badListQuery.to!, settled: fc.constantFrom<Bad>('maybe', '2'), customer: fc.constantFrom<Bad>('abc') },
  },
  {
    method: 'GET',
    path: '/transaction/export/download/:token',
    key: 'none',
    target: () => unknownId.map((id) => `/transaction/export/download/${encodeURIComponent(id)}`),
  },
  {
    method: 'GET',
    path: '/balance/ledger',
    in: 'query',
    base: () => ({}),
    bad: { page: badListQuery.page!, perPage: badListQuery.perPage!, use_cursor: badListQuery.use_cursor!, next: badListQuery.next! },
  },
  {
    method: 'GET',
    path: '/integration/webhook/deliveries',
    in: 'query',
    base: () => ({}),
    bad: {
      page: badListQuery.page!,
      perPage: badListQuery.perPage!,
      use_cursor: badListQuery.use_cursor!,
      next: badListQuery.next!,
      event_id: fc.constantFrom<Bad>('abc', '1.5'),
    },
  },
  {
    method: 'POST',
    path: '/integration/webhook/replay/:event_id',
    target: () => unknownId.map((id) => `/integration/webhook/replay/${encodeURIComponent(id)}`),
  },
  {
    method: 'GET',
    path: '/integration/events',
    in: 'query',
    base: () => ({}),
    bad: { page: badListQuery.page!, perPage: badListQuery.perPage!, use_cursor: badListQuery.use_cursor!, next: badListQuery.next! },
  },
  { method: 'GET', path: '/integration/events/:id', target: () => unknownId.map((id) => `/integration/events/${encodeURIComponent(id)}`) },
  ...(['GET', 'POST'] as const).flatMap<Spec>((method) => [
    { method, path: '/checkout/:access_code', key: 'none', target: () => unknownId.map((id) => `/checkout/${encodeURIComponent(id)}`) },
    { method, path: '/checkout/bank-auth/:access_code', key: 'none', target: () => unknownId.map((id) => `/checkout/bank-auth/${encodeURIComponent(id)}`) },
  ]),
  { method: 'GET', path: '/checkout/status/:access_code', key: 'none', target: () => unknownId.map((id) => `/checkout/status/${encodeURIComponent(id)}`) },
  {
    method: 'POST',
    path: '/plan',
    base: () => ({ name: 'Plan', amount: 500000, interval: 'monthly' }),
    bad: { name: badName, amount: badAmount, interval: badInterval, currency: badCurrency, invoice_limit: badPositiveInt },
  },
  {
    method: 'GET',
    path: '/plan',
    in: 'query',
    base: () => ({}),
    bad: {
      ...pageQuery(),
      interval: badInterval.filter((v) => v !== ABSENT),
      amount: fc.constantFrom<Bad>('abc', '1.5', '-3'),
      status: fc.constantFrom<Bad>('bogus', 'ACTIVE '),
    },
  },
  { method: 'GET', path: '/plan/:ref', target: () => unknownId.map((id) => `/plan/${encodeURIComponent(id)}`) },
  {
    method: 'PUT',
    path: '/plan/:ref',
    target: (w) => fc.constant(`/plan/${w.ids.planCode}`),
    base: () => ({ description: 'x' }),
    bad: {
      name: badName.filter((v) => v !== ABSENT),
      amount: badAmount.filter((v) => v !== ABSENT),
      interval: badInterval.filter((v) => v !== ABSENT),
      currency: badCurrency,
      invoice_limit: badPositiveInt,
    },
  },
  { method: 'PUT', path: '/plan/:ref', target: () => unknownId.map((id) => `/plan/${encodeURIComponent(id)}`), base: () => ({ name: 'x' }) },
  {
    method: 'POST',
    path: '/subscription',
    base: (w) => ({ customer: w.ids.email, plan: w.ids.planCode, authorization: w.ids.visa }),
    bad: {
      customer: badRef,
      plan: badRef,
      authorization: fc.oneof(
        fc.string().map((s) => `AUTH_zz${s}`),
        wrongType,
      ),
      start_date: fc.constantFrom<Bad>('notadate', '2020-01-01', '2001-02-03T04:05:06Z', '31/12/2099', '\u0000', 12, {}, []),
    },
  },
  {
    method: 'GET',
    path: '/subscription',
    in: 'query',
    base: () => ({}),
    bad: { ...pageQuery(), customer: fc.constantFrom<Bad>('abc', '1.5'), plan: fc.constantFrom<Bad>('abc', '1.5') },
  },
  { method: 'GET', path: '/subscription/:id_or_code', target: () => unknownId.map((id) => `/subscription/${encodeURIComponent(id)}`) },
  ...['disable', 'enable'].map<Spec>((action) => ({
    method: 'POST',
    path: `/subscription/${action}`,
    base: (w) => ({ code: w.ids.subscriptionCode, token: w.ids.emailToken }),
    bad: { code: badRef, token: badRef },
  })),
  { method: 'GET', path: '/subscription/:code/manage/link', target: () => unknownId.map((id) => `/subscription/${encodeURIComponent(id)}/manage/link`) },
  { method: 'POST', path: '/subscription/:code/manage/email', target: () => unknownId.map((id) => `/subscription/${encodeURIComponent(id)}/manage/email`) },
  ...(['GET', 'POST'] as const).map<Spec>((method) => ({
    method,
    path: '/subscription/manage/:code',
    key: 'none',
    target: (w) =>
      fc.oneof(
        unknownId.map((id) => `/subscription/manage/${encodeURIComponent(id)}`),
        fc.constantFrom(`/subscription/manage/${w.ids.subscriptionCode}?token=1.forgedforgedforged`, `/subscription/manage/${w.ids.subscriptionCode}`),
      ),
  })),
  // The money slice.
  { method: 'GET', path: '/bank', in: 'query', base: () => ({}), bad: { ...pageQuery(), pay_with_bank: fc.constantFrom<Bad>('maybe', '2') } },
  {
    method: 'GET',
    path: '/bank/resolve',
    in: 'query',
    base: () => ({ account_number: '0123456789', bank_code: '058' }),
    bad: { account_number: badNuban, bank_code: badBankCode },
  },
  { method: 'GET', path: '/bank/resolve_bvn/:bvn', target: () => badBvn.map((b) => `/bank/resolve_bvn/${encodeURIComponent(b)}`) },
  {
    method: 'GET',
    path: '/address_verification/states',
    in: 'query',
    base: () => ({ country: 'NG' }),
    bad: {
      country: fc.oneof(
        nastyText.map((s) => `zz${s}`),
        fc.constantFrom<Bad>(ABSENT, '', ' ', 'XX', 'Nigeria'),
      ),
    },
  },
  {
    method: 'POST',
    path: '/bank/validate',
    base: () => ({
      bank_code: '044',
      country_code: 'NG',
      account_number: '0123456789',
      account_name: 'Ada Obi',
      account_type: 'personal',
      document_type: 'identityNumber',
      document_number: '1234567890123',
    }),
    bad: {
      bank_code: badBankCode,
      country_code: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', 'ZA', 'GH', null), wrongType),
      account_number: badNuban,
      account_name: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', null), wrongType),
      account_type: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', 'savings', 'Personal', null), wrongType),
      document_type: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', 'bvn', 'IDENTITYNUMBER', null), wrongType),
      document_number: fc.oneof(fc.constantFrom<Bad>('', ' ', null), wrongType),
    },
  },
  { method: 'GET', path: '/decision/bin/:bin', key: 'none', target: () => badBin.map((b) => `/decision/bin/${encodeURIComponent(b)}`) },
  {
    method: 'POST',
    path: '/subaccount',
    base: () => ({ business_name: 'Oasis', settlement_bank: 'Guaranty Trust Bank', account_number: '0123456789', percentage_charge: 20 }),
    bad: {
      business_name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      settlement_bank: fc.oneof(badSettlementBank, fc.constant<Bad>(ABSENT)),
      account_number: badNuban,
      percentage_charge: fc.oneof(badPercentage, fc.constant<Bad>(ABSENT)),
      settlement_schedule: badSchedule,
      primary_contact_email: badOptionalEmail,
      metadata: badMetadata,
    },
  },
  { method: 'GET', path: '/subaccount', in: 'query', base: () => ({}), bad: { ...pageQuery(), active: fc.constantFrom<Bad>('maybe', '2') } },
  { method: 'GET', path: '/subaccount/:id_or_code', target: () => unknownId.map((id) => `/subaccount/${encodeURIComponent(id)}`) },
  {
    method: 'PUT',
    path: '/subaccount/:id_or_code',
    target: (w) => fc.constant(`/subaccount/${w.ids.subaccountCode}`),
    base: () => ({ percentage_charge: 20 }),
    bad: {
      business_name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')),
      settlement_bank: badSettlementBank,
      account_number: badNuban.filter((v) => v !== ABSENT),
      percentage_charge: badPercentage,
      settlement_schedule: badSchedule,
      active: fc.constantFrom<Bad>('maybe', 2),
    },
  },
  {
    method: 'PUT',
    path: '/subaccount/:id_or_code',
    target: () => unknownId.map((id) => `/subaccount/${encodeURIComponent(id)}`),
    base: () => ({ percentage_charge: 20 }),
  },
  {
    method: 'POST',
    path: '/split',
    base: (w) => ({ name: 'Fuzz split', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: w.ids.subaccountCode, share: 10 }] }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      type: badSplitType,
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT, '', 'GHS')),
      subaccounts: badMembers,
      bearer_type: fc.oneof(badSplitBearer, fc.constant<Bad>('subaccount')),
    },
  },
  { method: 'GET', path: '/split', in: 'query', base: () => ({}), bad: { ...badListQuery, active: fc.constantFrom<Bad>('maybe', '2') } },
  { method: 'GET', path: '/split/:id', target: () => unknownId.map((id) => `/split/${encodeURIComponent(id)}`) },
  {
    method: 'PUT',
    path: '/split/:id',
    target: (w) => fc.constant(`/split/${w.ids.splitCode}`),
    base: () => ({ name: 'Fuzz split' }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')),
      active: fc.constantFrom<Bad>('maybe', 2, {}),
      bearer_type: fc.oneof(badSplitBearer, fc.constant<Bad>('subaccount')),
    },
  },
  { method: 'PUT', path: '/split/:id', target: () => unknownId.map((id) => `/split/${encodeURIComponent(id)}`), base: () => ({ name: 'x' }) },
  ...['add', 'remove'].flatMap<Spec>((op) => [
    {
      method: 'POST',
      path: `/split/:id/subaccount/${op}`,
      target: (w) => fc.constant(`/split/${w.ids.splitCode}/subaccount/${op}`),
      base: (w) => ({ subaccount: w.ids.subaccountCode, ...(op === 'add' ? { share: 10 } : {}) }),
      bad: op === 'add' ? { subaccount: badSubaccountCode, share: badShare } : ({ subaccount: badSubaccountCode } as Record<string, fc.Arbitrary<Bad>>),
    },
    {
      method: 'POST',
      path: `/split/:id/subaccount/${op}`,
      target: () => unknownId.map((id) => `/split/${encodeURIComponent(id)}/subaccount/${op}`),
      base: (w) => ({ subaccount: w.ids.subaccountCode, share: 10 }),
    },
  ]),
  {
    method: 'POST',
    path: '/refund',
    base: (w) => ({ transaction: w.ids.reference, amount: 100 }),
    bad: { transaction: badRef, amount: badRefundAmount, currency: badCurrency, merchant_note: badName.filter((v) => v !== 'n'.repeat(101)) },
  },
  { method: 'GET', path: '/refund', in: 'query', base: () => ({}), bad: badListQuery },
  {
    method: 'POST',
    path: '/_test/bank_transfer/:reference/pay',
    target: () => unknownId.map((id) => `/_test/bank_transfer/${encodeURIComponent(id)}/pay`),
    base: () => ({ amount: 100 }),
    bad: { amount: badAmount },
  },
  {
    method: 'POST',
    path: '/preauthorization/reserve_authorization',
    base: (w, n) => ({ authorization_code: w.ids.visa, email: w.ids.email, amount: 5000, reference: `pre-${n}` }),
    bad: { amount: badAmount, email: badEmail, currency: badCurrency, reference: badReference, metadata: badMetadata, authorization_code: badCode },
  },
  {
    method: 'POST',
    path: '/preauthorization/initialize',
    base: (_w, n) => ({ email: email(n), amount: 5000, reference: `pre-init-${n}` }),
    bad: { ...amountFields, callback_url: badUrl },
  },
  { method: 'GET', path: '/preauthorization/:access_code', key: 'none', target: () => unknownId.map((id) => `/preauthorization/${encodeURIComponent(id)}`) },
  {
    method: 'POST',
    path: '/preauthorization/:access_code/authorize',
    key: 'none',
    target: () => unknownId.map((id) => `/preauthorization/${encodeURIComponent(id)}/authorize`),
    base: () => ({ action: 'pay_card', card_number: '4084084084084081', card_cvv: '408', card_expiry: '12/30' }),
  },
  // No pre-authorization is open under these references: capture and release are refused whatever else is sent.
  {
    method: 'POST',
    path: '/preauthorization/capture',
    base: () => ({ reference: 'fuzz-no-preauth', amount: 100 }),
    bad: { reference: badRef, amount: badAmount, currency: badCurrency },
  },
  { method: 'POST', path: '/preauthorization/release', base: () => ({ reference: 'fuzz-no-preauth' }), bad: { reference: badRef } },
  { method: 'GET', path: '/preauthorization/verify/:reference', target: () => unknownId.map((id) => `/preauthorization/verify/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/preauthorization', in: 'query', base: () => ({}), bad: pageQuery() },

  { method: 'GET', path: '/refund/:id', target: () => unknownId.map((id) => `/refund/${encodeURIComponent(id)}`) },
  {
    method: 'POST',
    path: '/refund/retry_with_customer_details/:id',
    target: () => unknownId.map((id) => `/refund/retry_with_customer_details/${encodeURIComponent(id)}`),
    base: () => ({ refund_account_details: REFUND_ACCOUNT }),
    bad: { refund_account_details: badRefundAccount },
  },
  { method: 'GET', path: '/settlement', in: 'query', base: () => ({}), bad: badListQuery },
  // Disputes (the world's open dispute is on a transaction of 10000).
  {
    method: 'GET',
    path: '/dispute',
    in: 'query',
    base: () => ({}),
    bad: { ...badListQuery, status: badDisputeStatus, transaction: fc.constantFrom<Bad>('abc', '1.5', '-x') },
  },
  {
    method: 'GET',
    path: '/dispute/export',
    in: 'query',
    base: () => ({}),
    bad: { from: badListQuery.from!, to: badListQuery.to!, status: badDisputeStatus, transaction: fc.constantFrom<Bad>('abc', '1.5') },
  },
  {
    method: 'GET',
    path: '/dispute/export/download/:token',
    key: 'none',
    target: () => unknownId.map((id) => `/dispute/export/download/${encodeURIComponent(id)}`),
  },
  { method: 'GET', path: '/dispute/transaction/:id', target: () => unknownId.map((id) => `/dispute/transaction/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/dispute/:id', target: () => unknownId.map((id) => `/dispute/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/dispute/:id/upload_url', target: () => unknownId.map((id) => `/dispute/${encodeURIComponent(id)}/upload_url`) },
  {
    method: 'PUT',
    path: '/dispute/:id',
    target: (w) => fc.constant(`/dispute/${w.ids.disputeId}`),
    base: (w) => ({ refund_amount: 100, uploaded_filename: w.ids.disputeFile }),
    bad: { refund_amount: fc.oneof(badRefundAmount, fc.constant<Bad>(ABSENT)), uploaded_filename: badFileName },
  },
  { method: 'PUT', path: '/dispute/:id', target: () => unknownId.map((id) => `/dispute/${encodeURIComponent(id)}`), base: () => ({ refund_amount: 100 }) },
  {
    method: 'POST',
    path: '/dispute/:id/evidence',
    target: (w) => fc.constant(`/dispute/${w.ids.disputeId}/evidence`),
    base: () => ({
      customer_email: 'cus@example.com',
      customer_name: 'Mensah King',
      customer_phone: '08012345678',
      service_details: 'delivered',
      delivery_address: '3a Ladoke Street',
      delivery_date: '2026-01-02',
    }),
    bad: {
      customer_email: badEmail,
      customer_name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
      customer_phone: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', null, 'p'.repeat(33), '080\u0000'), wrongType),
      service_details: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', null, 's'.repeat(1001)), wrongType),
      delivery_date: fc.oneof(fc.constantFrom<Bad>('soon', '2026-13-45', '02/01/2026', 'x'.repeat(40)), wrongType),
    },
  },
  {
    method: 'POST',
    path: '/dispute/:id/evidence',
    target: () => unknownId.map((id) => `/dispute/${encodeURIComponent(id)}/evidence`),
    base: () => ({ customer_email: 'cus@example.com', customer_name: 'A', customer_phone: '0801', service_details: 'x' }),
  },
  {
    method: 'PUT',
    path: '/dispute/:id/resolve',
    target: (w) => fc.constant(`/dispute/${w.ids.disputeId}/resolve`),
    base: (w) => ({ resolution: 'merchant-accepted', message: 'Merchant accepted', refund_amount: 100, uploaded_filename: w.ids.disputeFile }),
    bad: {
      resolution: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', null, 'accepted', 'DECLINED', 'auto-accepted', 'merchant-accepted '), wrongType),
      message: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', null, 'm'.repeat(256), 'a\u0000b'), wrongType),
      refund_amount: fc.oneof(badRefundAmount, fc.constant<Bad>(ABSENT)),
      uploaded_filename: fc.oneof(badFileName, fc.constant<Bad>(ABSENT)),
      evidence: fc.oneof(fc.constantFrom<Bad>('abc', 0, -1, 1.5, 999_999_999), wrongType),
    },
  },
  {
    method: 'PUT',
    path: '/dispute/:id/resolve',
    target: () => unknownId.map((id) => `/dispute/${encodeURIComponent(id)}/resolve`),
    base: (w) => ({ resolution: 'merchant-accepted', message: 'm', refund_amount: 100, uploaded_filename: w.ids.disputeFile }),
  },
  {
    method: 'PUT',
    path: '/dispute/upload/:file',
    key: 'none',
    target: () =>
      fc.oneof(
        unknownId.map((id) => `/dispute/upload/${encodeURIComponent(id)}?expires=9999999999999&signature=x`),
        fc.constant(`/dispute/upload/${'a'.repeat(20)}`),
      ),
  },
  {
    method: 'POST',
    path: '/_test/dispute',
    base: (w) => ({ transaction: w.ids.reference, refund_amount: 100, category: 'fraud', message: 'Not me' }),
    bad: {
      transaction: badRef,
      refund_amount: badRefundAmount.filter((v) => v !== null),
      category: fc.oneof(fc.constantFrom<Bad>('', 'angry', 'CHARGEBACK'), wrongType),
      message: fc.oneof(fc.constantFrom<Bad>('m'.repeat(256), 'a\u0000b'), wrongType),
    },
  },
  { method: 'POST', path: '/_test/dispute', key: 'live', base: (w) => ({ transaction: w.ids.reference }) },
  ...['transactions', 'transaction'].map<Spec>((tail) => ({
    method: 'GET',
    path: `/settlement/:id/${tail}`,
    target: () => unknownId.map((id) => `/settlement/${encodeURIComponent(id)}/${tail}`),
  })),
  // Bulk charges. The body is an array; its per-item rules are checked in bulk-charges.test.ts.
  { method: 'POST', path: '/bulkcharge', base: (w) => ({ authorization: w.ids.visa, amount: 5000 }), bad: { amount: badAmount, reference: badReference } },
  { method: 'GET', path: '/bulkcharge', in: 'query', base: () => ({}), bad: pageQuery() },
  { method: 'GET', path: '/bulkcharge/:id', target: () => unknownId.map((id) => `/bulkcharge/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/bulkcharge/:id/charges', target: () => unknownId.map((id) => `/bulkcharge/${encodeURIComponent(id)}/charges`) },
  ...['pause', 'resume'].map<Spec>((action) => ({
    method: 'GET',
    path: `/bulkcharge/${action}/:code`,
    target: () => unknownId.map((id) => `/bulkcharge/${action}/${encodeURIComponent(id)}`),
  })),
  { method: 'GET', path: '/checkout/assets/:file', key: 'none', target: () => unknownId.map((id) => `/checkout/assets/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/explorer/assets/:file', key: 'none', target: () => unknownId.map((id) => `/explorer/assets/${encodeURIComponent(id)}`) },
  // Payment requests (invoices) and their hosted page.
  {
    method: 'POST',
    path: '/paymentrequest',
    base: (w) => ({ customer: w.ids.customerCode, amount: 5000 }),
    bad: {
      customer: badRef,
      amount: badAmount,
      currency: badCurrency,
      metadata: badMetadata,
      due_date: badDueDate,
      line_items: badItems,
      tax: badItems,
      invoice_number: badPositiveInt,
      split_code: badSplitCode,
      draft: badBool,
    },
  },
  {
    method: 'PUT',
    path: '/paymentrequest/:ref',
    target: (w) => fc.constant(`/paymentrequest/${w.ids.requestCode}`),
    base: () => ({ description: 'fuzzed' }),
    bad: {
      customer: present(badRef),
      amount: present(badAmount),
      currency: badCurrency,
      metadata: badMetadata,
      due_date: badDueDate,
      line_items: badItems,
      tax: badItems,
    },
  },
  ...[
    '/paymentrequest/:ref',
    '/paymentrequest/notify/:ref',
    '/paymentrequest/finalize/:ref',
    '/paymentrequest/archive/:ref',
    '/invoice/archive/:ref',
  ].map<Spec>((path) => ({
    method: path === '/paymentrequest/:ref' ? 'GET' : 'POST',
    path,
    target: () => unknownId.map((id) => path.replace(':ref', encodeURIComponent(id))),
  })),
  { method: 'GET', path: '/paymentrequest/verify/:code', key: 'none', target: () => unknownId.map((id) => `/paymentrequest/verify/${encodeURIComponent(id)}`) },
  {
    method: 'GET',
    path: '/paymentrequest',
    in: 'query',
    base: () => ({}),
    bad: { ...badListQuery, status: fc.constantFrom<Bad>('bogus', 'PAID', 'abandoned'), include_archive: badBool, paid: badBool },
  },
  {
    method: 'POST',
    path: '/paymentrequest/mark_as_paid/:ref',
    target: (w) => fc.constant(`/paymentrequest/mark_as_paid/${w.ids.requestCode}`),
    base: () => ({ amount_paid: 100, paid_by: 'Ada', payment_date: '2026-01-02', payment_method: 'Cash' }),
    bad: {
      amount_paid: fc.oneof(badAmount, fc.constant<Bad>(50001)),
      paid_by: fc.constantFrom<Bad>(ABSENT, '', ' ', null, 'n'.repeat(256), {}, []),
      payment_date: fc.constantFrom<Bad>(ABSENT, '', 'notadate', '2020-13-45', -5000, '-5000', 1732406400000, {}, true),
      payment_method: fc.constantFrom<Bad>(ABSENT, '', 'Barter', 'cash', {}, []),
    },
  },
  ...(['GET', 'POST'] as const).map<Spec>((method) => ({
    method,
    path: '/invoice/:code',
    key: 'none',
    target: () => unknownId.map((id) => `/invoice/${encodeURIComponent(id)}`),
  })),
  {
    method: 'POST',
    path: '/invoice/:code',
    key: 'none',
    target: (w) => fc.constant(`/invoice/${w.ids.requestCode}`),
    base: () => ({ amount: '10' }),
    bad: { amount: fc.constantFrom<Bad>('-1', '0', 'abc', '1.234', '500.01', '99999999', '', null, {}, [], true) },
  },
  // Payment pages and /pay.
  {
    method: 'POST',
    path: '/page',
    base: (_w, n) => ({ name: 'Fuzz', slug: `fuzz-new-${n}` }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
      amount: present(badAmount),
      slug: fc.constantFrom<Bad>('fuzz-page', 'a b', 'ab', '!!!', 's'.repeat(101), {}, []),
      redirect_url: badUrl,
      custom_fields: badFields,
      currency: badCurrency,
      metadata: badMetadata,
      plan: fc.constantFrom<Bad>('PLN_gold', '123', {}),
      split_code: badSplitCode,
    },
  },
  {
    method: 'PUT',
    path: '/page/:ref',
    target: (w) => fc.constant(`/page/${w.ids.pageSlug}`),
    base: () => ({ description: 'fuzzed' }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ', null)),
      amount: present(badAmount, null),
      active: badBool,
      redirect_url: badUrl,
      custom_fields: badFields,
    },
  },
  { method: 'PUT', path: '/page/:ref', target: () => unknownId.map((id) => `/page/${encodeURIComponent(id)}`), base: () => ({ name: 'Ada' }) },
  { method: 'GET', path: '/page/:ref', target: () => unknownId.map((id) => `/page/${encodeURIComponent(id)}`) },
  {
    method: 'GET',
    path: '/page',
    in: 'query',
    base: () => ({}),
    bad: { page: badListQuery.page!, perPage: badListQuery.perPage!, use_cursor: badListQuery.use_cursor!, next: badListQuery.next! },
  },
  {
    method: 'GET',
    path: '/page/check_slug_availability/:slug',
    target: (w) => fc.constantFrom(w.ids.pageSlug, 'a', 'x y', '!!!').map((slug) => `/page/check_slug_availability/${encodeURIComponent(slug)}`),
  },
  ...(['GET', 'POST'] as const).map<Spec>((method) => ({
    method,
    path: '/pay/:slug',
    key: 'none',
    target: () => unknownId.map((id) => `/pay/${encodeURIComponent(id)}`),
  })),
  {
    method: 'POST',
    path: '/pay/:slug',
    key: 'none',
    target: (w) => fc.constant(`/pay/${w.ids.pageSlug}`),
    base: () => ({ email: 'payer@example.com', amount: '10' }),
    bad: {
      email: badEmail,
      amount: fc.constantFrom<Bad>(ABSENT, '-1', '0', 'abc', '1.234', '', {}, true),
      cf_seat: fc.constantFrom<Bad>('s'.repeat(501), 'a\u0000b'),
    },
  },
  // Products, and products onto a page.
  {
    method: 'POST',
    path: '/product',
    base: (_w, n) => ({ name: `Fuzz product ${n}`, description: 'Fuzzed', price: 5000, currency: 'NGN', quantity: 3 }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null, 'Fuzz product')),
      description: fc.oneof(fc.constantFrom<Bad>(ABSENT, '', ' ', null, 'd'.repeat(1025)), wrongType),
      price: fc.oneof(badAmount, fc.constantFrom<Bad>(ABSENT, '', null, 'abc')),
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT)),
      quantity: badStock,
      unlimited: badBool,
      is_shippable: badBool,
      split_code: badSplitCode,
      metadata: badMetadata,
      minimum_orderable: fc.constantFrom<Bad>(0, -1, 'abc', 1.5, {}, []),
      maximum_orderable: fc.constantFrom<Bad>(0, -1, 'abc', 1.5, {}, []),
    },
  },
  {
    method: 'PUT',
    path: '/product/:id',
    target: (w) => fc.constant(`/product/${w.ids.productId}`),
    base: () => ({ description: 'fuzzed' }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ', null)),
      price: present(fc.oneof(badAmount, fc.constantFrom<Bad>('', null, 'abc'))),
      currency: badCurrency,
      quantity: badStock,
      unlimited: badBool,
      active: badBool,
      split_code: badSplitCode,
      metadata: badMetadata,
      maximum_orderable: fc.constantFrom<Bad>(0, -1, 'abc', 1.5, {}, []),
    },
  },
  { method: 'PUT', path: '/product/:id', target: () => unknownId.map((id) => `/product/${encodeURIComponent(id)}`), base: () => ({ name: 'x' }) },
  ...(['GET', 'DELETE'] as const).map<Spec>((method) => ({
    method,
    path: '/product/:id',
    target: () => unknownId.map((id) => `/product/${encodeURIComponent(id)}`),
  })),
  {
    method: 'GET',
    path: '/product',
    in: 'query',
    base: () => ({}),
    bad: {
      ...pageQuery(),
      active: fc.constantFrom<Bad>('maybe', '2'),
      from: fc.constantFrom<Bad>('notadate', '2020-13-45'),
      to: fc.constantFrom<Bad>('notadate', 'x'),
    },
  },
  {
    method: 'POST',
    path: '/page/:id/product',
    target: (w) => fc.constant(`/page/${w.ids.pageSlug}/product`),
    base: (w) => ({ products: [w.ids.productId] }),
    bad: { products: fc.constantFrom<Bad>(ABSENT, [], 'x', '[1', [0], [-1], ['abc'], [999999999], [null], {}, 5, true, null) },
  },
  {
    method: 'POST',
    path: '/page/:id/product',
    target: () => unknownId.map((id) => `/page/${encodeURIComponent(id)}/product`),
    base: (w) => ({ products: [w.ids.productId] }),
  },
  // Orders.
  {
    method: 'POST',
    path: '/order',
    base: (w, n) => ({ email: email(n), currency: 'NGN', items: [{ item: w.ids.productId, quantity: 1 }] }),
    bad: {
      email: fc.oneof(badEmail, fc.constantFrom<Bad>(ABSENT, '', null)),
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT)),
      first_name: badName,
      last_name: badName,
      phone: fc.constantFrom<Bad>('p'.repeat(33), 'a\u0000b', {}, []),
      items: fc.constantFrom<Bad>(
        ABSENT,
        [],
        'x',
        '[1',
        [1],
        [null],
        [{}],
        [{ item: 'x', quantity: 1 }],
        [{ item: 999999999, quantity: 1 }],
        [{ item: 1, quantity: 0 }],
        [{ item: 1, quantity: 1.5 }],
        { item: 1 },
        5,
        true,
        null,
      ),
      shipping: fc.constantFrom<Bad>('x', '[1]', [1], 5, true, { shipping_fee: -1 }, { shipping_fee: 'abc' }, { city: 5 }, { city: 'c'.repeat(201) }),
      is_gift: badBool,
      pay_for_me: badBool,
    },
  },
  {
    method: 'GET',
    path: '/order',
    in: 'query',
    base: () => ({}),
    bad: { ...pageQuery(), from: fc.constantFrom<Bad>('notadate', '2020-13-45'), to: fc.constantFrom<Bad>('notadate', 'x') },
  },
  { method: 'GET', path: '/order/:id', target: () => unknownId.map((id) => `/order/${encodeURIComponent(id)}`) },
  { method: 'GET', path: '/order/product/:id', target: () => unknownId.map((id) => `/order/product/${encodeURIComponent(id)}`) },
  {
    method: 'GET',
    path: '/order/product/:id',
    in: 'query',
    target: (w) => fc.constant(`/order/product/${w.ids.productId}`),
    base: () => ({}),
    bad: pageQuery(),
  },
  { method: 'GET', path: '/order/:code/validate', target: () => unknownId.map((id) => `/order/${encodeURIComponent(id)}/validate`) },
  // Storefronts and their hosted shop.
  {
    method: 'POST',
    path: '/storefront',
    base: (_w, n) => ({ name: 'Fuzz store', slug: `fuzz-store-${n}`, currency: 'NGN' }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
      slug: fc.constantFrom<Bad>(ABSENT, '', 'fuzz-shop', 'a b', 'ab', '!!!', 's'.repeat(101), {}, []),
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT)),
      description: fc.constantFrom<Bad>('d'.repeat(1025), 'a\u0000b', {}, []),
    },
  },
  { method: 'GET', path: '/storefront', in: 'query', base: () => ({}), bad: { ...pageQuery(), status: fc.constantFrom<Bad>('open', 'ACTIVE', 'x') } },
  {
    method: 'GET',
    path: '/storefront/verify/:slug',
    target: () => fc.constantFrom('fuzz-shop', 'a', 'x y', '!!!').map((slug) => `/storefront/verify/${encodeURIComponent(slug)}`),
  },
  ...(['GET', 'DELETE'] as const).map<Spec>((method) => ({
    method,
    path: '/storefront/:id',
    target: () => unknownId.map((id) => `/storefront/${encodeURIComponent(id)}`),
  })),
  {
    method: 'PUT',
    path: '/storefront/:id',
    target: (w) => fc.constant(`/storefront/${w.ids.storefrontId}`),
    base: () => ({ description: 'fuzzed' }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ', null)),
      slug: fc.constantFrom<Bad>('', 'a b', 'ab', '!!!', 's'.repeat(101), {}, []),
      description: fc.constantFrom<Bad>('d'.repeat(1025), {}, []),
    },
  },
  { method: 'PUT', path: '/storefront/:id', target: () => unknownId.map((id) => `/storefront/${encodeURIComponent(id)}`), base: () => ({ name: 'x' }) },
  ...(['order', 'product'] as const).map<Spec>((what) => ({
    method: 'GET',
    path: `/storefront/:id/${what}`,
    target: () => unknownId.map((id) => `/storefront/${encodeURIComponent(id)}/${what}`),
  })),
  ...(['order', 'product'] as const).map<Spec>((what) => ({
    method: 'GET',
    path: `/storefront/:id/${what}`,
    in: 'query',
    target: (w) => fc.constant(`/storefront/${w.ids.storefrontId}/${what}`),
    base: () => ({}),
    bad: pageQuery(),
  })),
  {
    method: 'POST',
    path: '/storefront/:id/product',
    target: (w) => fc.constant(`/storefront/${w.ids.storefrontId}/product`),
    base: (w) => ({ products: [w.ids.productId] }),
    bad: { products: fc.constantFrom<Bad>(ABSENT, [], 'x', '[1', [0], [-1], ['abc'], [999999999], [null], {}, 5, true, null) },
  },
  ...(['product', 'publish', 'duplicate'] as const).map<Spec>((what) => ({
    method: 'POST',
    path: `/storefront/:id/${what}`,
    target: () => unknownId.map((id) => `/storefront/${encodeURIComponent(id)}/${what}`),
    base: (w) => ({ products: [w.ids.productId] }),
  })),
  ...(['GET', 'POST'] as const).map<Spec>((method) => ({
    method,
    path: '/shop/:slug',
    key: 'none',
    target: () => unknownId.map((id) => `/shop/${encodeURIComponent(id)}`),
  })),
  {
    method: 'POST',
    path: '/shop/:slug',
    key: 'none',
    target: () => fc.constant('/shop/fuzz-shop'),
    base: (w) => ({ email: 'buyer@example.com', [`quantity_${w.ids.productId}`]: '1' }),
    bad: { email: badEmail },
  },
  // Transfer recipients and transfers.
  {
    method: 'POST',
    path: '/transferrecipient',
    base: () => ({ type: 'nuban', name: 'Fuzz vendor', account_number: '0123456789', bank_code: '058' }),
    bad: {
      type: fc.constantFrom<Bad>(ABSENT, '', 'bank', 'NUBAN', null, {}, []),
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      account_number: badNuban,
      bank_code: badBankCode,
      currency: fc.constantFrom<Bad>('USD', 'GHS', 'xx', {}, []),
      email: badOptionalEmail,
      metadata: badMetadata,
    },
  },
  {
    method: 'POST',
    path: '/transferrecipient/bulk',
    base: () => ({ batch: [{ type: 'nuban', name: 'Fuzz vendor', account_number: '0123456789', bank_code: '058' }] }),
    bad: {
      batch: fc.constantFrom<Bad>(
        ABSENT,
        [],
        'x',
        [1],
        [null],
        [{ type: 'nuban' }],
        [{ type: 'nuban', name: 'A', account_number: '1', bank_code: '058' }],
        {},
        5,
      ),
    },
  },
  { method: 'GET', path: '/transferrecipient', in: 'query', base: () => ({}), bad: badListQuery },
  ...(['GET', 'DELETE'] as const).map<Spec>((method) => ({
    method,
    path: '/transferrecipient/:ref',
    target: () => unknownId.map((id) => `/transferrecipient/${encodeURIComponent(id)}`),
  })),
  {
    method: 'PUT',
    path: '/transferrecipient/:ref',
    target: () => unknownId.map((id) => `/transferrecipient/${encodeURIComponent(id)}`),
    base: () => ({ name: 'Ada' }),
  },
  {
    method: 'PUT',
    path: '/transferrecipient/:ref',
    target: (w) => fc.constant(`/transferrecipient/${w.ids.recipientCode}`),
    base: () => ({ name: 'Fuzz vendor' }),
    bad: { name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')), email: badOptionalEmail, metadata: badMetadata },
  },
  {
    method: 'POST',
    path: '/transfer',
    base: (w, n) => ({ source: 'balance', amount: 100, recipient: w.ids.recipientCode, reference: `fuzz-t-${n}` }),
    bad: {
      source: fc.constantFrom<Bad>(ABSENT, '', 'card', 'BALANCE', null, {}, []),
      amount: fc.constantFrom<Bad>(ABSENT, 0, -1, '-5', 1.5, 'abc', 10 ** 12, '', ' ', 2 ** 53, String(2 ** 53), null, {}, []),
      recipient: fc.oneof(
        unknownId.map((id) => `RCP_${id}`),
        fc.constantFrom<Bad>(ABSENT, '', ' ', null, {}, []),
      ),
      reference: fc.constantFrom<Bad>('Upper-Case', 'a b', 'x!', 'ref.dot', 'fuzz-transfer', 'r'.repeat(101), {}, []),
      reason: fc.constantFrom<Bad>('r'.repeat(256), 'a\u0000b', {}, []),
      currency: fc.constantFrom<Bad>('USD', 'GHS', {}, []),
    },
  },
  {
    method: 'POST',
    path: '/transfer/finalize_transfer',
    base: (w) => ({ transfer_code: w.ids.transferCode, otp: '123456' }),
    bad: {
      transfer_code: fc.oneof(
        unknownId.map((id) => `TRF_${id}`),
        fc.constantFrom<Bad>(ABSENT, '', null, {}, []),
      ),
      otp: fc.constantFrom<Bad>(ABSENT, '', '000000', '12345', null, {}, []),
    },
  },
  {
    method: 'POST',
    path: '/transfer/resend_otp',
    base: (w) => ({ transfer_code: w.ids.transferCode, reason: 'resend_otp' }),
    bad: {
      transfer_code: fc.oneof(
        unknownId.map((id) => `TRF_${id}`),
        fc.constantFrom<Bad>(ABSENT, '', null, {}, []),
      ),
      reason: fc.constantFrom<Bad>(ABSENT, '', 'nope', null, {}, []),
    },
  },
  {
    method: 'POST',
    path: '/transfer/disable_otp_finalize',
    base: () => ({ otp: '123456' }),
    bad: { otp: fc.constantFrom<Bad>(ABSENT, '', '000000', null, {}, []) },
  },
  {
    method: 'POST',
    path: '/transfer/bulk',
    base: (w, n) => ({ source: 'balance', transfers: [{ amount: 100, recipient: w.ids.recipientCode, reference: `fuzz-b-${n}` }] }),
    bad: { transfers: fc.constantFrom<Bad>(ABSENT, [], 'x', [1], [null], {}, 5), source: fc.constantFrom<Bad>('card', '', null) },
  },
  { method: 'GET', path: '/transfer', in: 'query', base: () => ({}), bad: { ...badListQuery, status: fc.constantFrom<Bad>('nope', 'SUCCESS', 'x') } },
  { method: 'GET', path: '/transfer/:ref', target: () => unknownId.map((id) => `/transfer/${encodeURIComponent(id)}`) },
  {
    method: 'GET',
    path: '/transfer/export',
    in: 'query',
    base: () => ({}),
    bad: { from: badListQuery.from!, to: badListQuery.to!, status: fc.constantFrom<Bad>('nope', 'SUCCESS', 'x') },
  },
  {
    method: 'GET',
    path: '/transfer/export/download/:token',
    key: 'none',
    target: () => unknownId.map((id) => `/transfer/export/download/${encodeURIComponent(id)}`),
  },
  { method: 'GET', path: '/transfer/verify/:reference', target: () => unknownId.map((id) => `/transfer/verify/${encodeURIComponent(id)}`) },
  // Apple Pay domains: a bad name, or (to unregister) one never registered.
  { method: 'POST', path: '/apple-pay/domain', base: () => ({ domainName: 'fuzz.example.com' }), bad: { domainName: badDomainName } },
  {
    method: 'DELETE',
    path: '/apple-pay/domain',
    base: () => ({ domainName: 'never-registered.example.com' }),
    bad: { domainName: fc.oneof(badDomainName, unknownDomain) },
  },
  // Dedicated virtual accounts and the simulated transfer into one.
  {
    method: 'POST',
    path: '/dedicated_account',
    base: (w) => ({ customer: w.ids.customerCode, preferred_bank: 'wema-bank' }),
    bad: {
      customer: badRef,
      preferred_bank: badSlug,
      split_code: badSplitCode,
      subaccount: badSubaccount,
      first_name: badName,
      last_name: badName,
      phone: fc.constantFrom<Bad>('p'.repeat(33), 'a\u0000b', {}, []),
    },
  },
  {
    method: 'POST',
    path: '/dedicated_account/assign',
    base: (_w, n) => ({ email: email(n), first_name: 'Ada', last_name: 'Obi', phone: '08012345678', preferred_bank: 'test-bank', country: 'NG' }),
    bad: {
      email: badEmail,
      first_name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
      last_name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
      phone: fc.constantFrom<Bad>(ABSENT, '', ' ', null, 'abc', 'p'.repeat(33), {}, []),
      preferred_bank: fc.oneof(badSlug, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
      country: fc.constantFrom<Bad>(ABSENT, '', 'GH', 'ZA', 'nigeria', null, {}, []),
      bvn: fc.constantFrom<Bad>('123', 'abcdefghijk', '1234567890a', '123456789012', {}, []),
      account_number: badNuban.filter((v) => v !== ABSENT && v !== '' && v !== ' ' && v !== null && v !== '9999999999'),
      split_code: badSplitCode,
      subaccount: badSubaccount,
    },
  },
  {
    method: 'GET',
    path: '/dedicated_account',
    in: 'query',
    base: () => ({}),
    bad: {
      ...pageQuery(),
      active: fc.constantFrom<Bad>('maybe', '2'),
      customer: fc.constantFrom<Bad>('abc', '1.5'),
      bank_id: fc.constantFrom<Bad>('abc', '1.5'),
    },
  },
  {
    method: 'GET',
    path: '/dedicated_account/requery',
    in: 'query',
    base: (w) => ({ account_number: w.ids.dedicatedAccountNumber }),
    bad: {
      account_number: badNuban,
      provider_slug: fc.oneof(badSlug, fc.constant<Bad>('test-bank')),
      date: fc.constantFrom<Bad>('notadate', '2020-13-45', 'x'),
    },
  },
  {
    method: 'POST',
    path: '/dedicated_account/split',
    base: (w) => ({ account_number: w.ids.dedicatedAccountNumber, split_code: 'SPL_fuzz' }),
    bad: { account_number: badNuban, split_code: badSplitCode, subaccount: badSubaccount },
  },
  { method: 'POST', path: '/dedicated_account/split', base: (w) => ({ account_number: w.ids.deadAccountNumber, split_code: 'SPL_fuzz' }) },
  { method: 'DELETE', path: '/dedicated_account/split', base: (w) => ({ account_number: w.ids.dedicatedAccountNumber }), bad: { account_number: badNuban } },
  ...(['GET', 'DELETE'] as const).map<Spec>((method) => ({
    method,
    path: '/dedicated_account/:id',
    target: () => unknownId.map((id) => `/dedicated_account/${encodeURIComponent(id)}`),
  })),
  {
    method: 'POST',
    path: '/_test/dedicated_account/transfer',
    base: (w, n) => ({ account_number: w.ids.dedicatedAccountNumber, amount: 5000, reference: `dva-${n}` }),
    bad: {
      account_number: badNuban,
      amount: badAmount,
      reference: badReference,
      sender_name: badName,
      sender_bank: badSettlementBank.filter((v) => v !== '' && v !== ' ' && v !== null),
      sender_account_number: badNuban.filter((v) => v !== ABSENT && v !== '' && v !== ' ' && v !== null && v !== '9999999999'),
      narration: fc.constantFrom<Bad>('n'.repeat(256), 'a\u0000b', {}, []),
      record: fc.constantFrom<Bad>('maybe', 2, {}, []),
    },
  },
  // Terminals and virtual terminals.
  { method: 'POST', path: '/terminal/commission_device', base: () => ({ serial_number: 'FUZZSERIAL0001' }), bad: { serial_number: badSerial } },
  { method: 'POST', path: '/terminal/commission_device', key: 'live', base: () => ({ serial_number: 'FUZZSERIAL0002' }) },
  { method: 'POST', path: '/terminal/decommission_device', base: () => ({ serial_number: 'FUZZSERIAL0009' }), bad: { serial_number: badSerial } },
  { method: 'GET', path: '/terminal', in: 'query', base: () => ({}), bad: { ...pageQuery(), per_page: badListQuery.perPage!, previous: badListQuery.next! } },
  { method: 'GET', path: '/terminal/:terminal_id', target: () => unknownId.map((id) => `/terminal/${encodeURIComponent(id)}`) },
  {
    method: 'PUT',
    path: '/terminal/:terminal_id',
    target: (w) => fc.constant(`/terminal/${w.ids.terminalId}`),
    base: () => ({ name: 'Fuzz till' }),
    bad: { name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')), address: fc.constantFrom<Bad>('a'.repeat(256), 'a\u0000b', {}, []) },
  },
  { method: 'PUT', path: '/terminal/:terminal_id', target: () => unknownId.map((id) => `/terminal/${encodeURIComponent(id)}`), base: () => ({ name: 'x' }) },
  { method: 'GET', path: '/terminal/:terminal_id/presence', target: () => unknownId.map((id) => `/terminal/${encodeURIComponent(id)}/presence`) },
  {
    method: 'POST',
    path: '/terminal/:id/event',
    target: (w) => fc.constant(`/terminal/${w.ids.terminalId}/event`),
    base: (w) => ({ type: 'transaction', action: 'print', data: { id: w.ids.transactionId } }),
    bad: {
      type: fc.constantFrom<Bad>(ABSENT, '', ' ', 'refund', 'invoice', 'INVOICE', {}, [], null),
      action: fc.constantFrom<Bad>(ABSENT, '', 'view', 'pay', 'PRINT', {}, [], null),
      data: fc.constantFrom<Bad>(
        ABSENT,
        null,
        '',
        'nope',
        {},
        [],
        5,
        { id: 'abc' },
        { id: 0 },
        { id: -1 },
        { id: 1.5 },
        { id: 999_999_999 },
        { id: 1, reference: {} },
      ),
    },
  },
  {
    method: 'POST',
    path: '/terminal/:id/event',
    target: () => unknownId.map((id) => `/terminal/${encodeURIComponent(id)}/event`),
    base: (w) => ({ type: 'transaction', action: 'print', data: { id: w.ids.transactionId } }),
  },
  {
    method: 'GET',
    path: '/terminal/:terminal_id/event/:event_id',
    target: (w) => unknownId.map((id) => `/terminal/${w.ids.terminalId}/event/${encodeURIComponent(id)}`),
  },
  {
    method: 'POST',
    path: '/virtual_terminal',
    base: () => ({ name: 'Fuzz VT', destinations: [{ target: '+2348012345678', name: 'A' }] }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      destinations: badDestinations,
      split_code: fc.constantFrom<Bad>('SPL_doesnotexist', 'nope', {}, []),
      metadata: badMetadata,
      currency: badCurrency,
    },
  },
  { method: 'GET', path: '/virtual_terminal', in: 'query', base: () => ({}), bad: pageQuery() },
  { method: 'GET', path: '/virtual_terminal/:code', target: () => unknownId.map((id) => `/virtual_terminal/${encodeURIComponent(id)}`) },
  {
    method: 'PUT',
    path: '/virtual_terminal/:code',
    target: (w) => fc.constant(`/virtual_terminal/${w.ids.virtualTerminalCode}`),
    base: () => ({ name: 'Renamed' }),
    bad: { name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')) },
  },
  { method: 'PUT', path: '/virtual_terminal/:code/deactivate', target: () => unknownId.map((id) => `/virtual_terminal/${encodeURIComponent(id)}/deactivate`) },
  {
    method: 'POST',
    path: '/virtual_terminal/:code/destination/assign',
    target: (w) => fc.constant(`/virtual_terminal/${w.ids.virtualTerminalCode}/destination/assign`),
    base: () => ({ destinations: [{ target: '+2348099999999', name: 'B' }] }),
    bad: { destinations: fc.oneof(badDestinations, fc.constant<Bad>([{ target: '+2348012345678', name: 'Taken' }])) },
  },
  {
    method: 'POST',
    path: '/virtual_terminal/:code/destination/assign',
    target: () => unknownId.map((id) => `/virtual_terminal/${encodeURIComponent(id)}/destination/assign`),
    base: () => ({ destinations: [{ target: '+2348099999999', name: 'B' }] }),
  },
  {
    method: 'POST',
    path: '/virtual_terminal/:code/destination/unassign',
    target: (w) => fc.constant(`/virtual_terminal/${w.ids.virtualTerminalCode}/destination/unassign`),
    base: () => ({ targets: ['+2348012345678'] }),
    bad: { targets: fc.constantFrom<Bad>(ABSENT, null, '', 'nope', [], ['abc'], ['+2340000000000'], [{}], {}, 5) },
  },
  {
    method: 'PUT',
    path: '/virtual_terminal/:code/split_code',
    target: (w) => fc.constant(`/virtual_terminal/${w.ids.virtualTerminalCode}/split_code`),
    base: (w) => ({ split_code: w.ids.splitCode }),
    bad: { split_code: fc.constantFrom<Bad>(ABSENT, '', ' ', 'SPL_doesnotexist', 'nope', {}, []) },
  },
  {
    method: 'PUT',
    path: '/virtual_terminal/:code/split_code',
    target: () => unknownId.map((id) => `/virtual_terminal/${encodeURIComponent(id)}/split_code`),
    base: (w) => ({ split_code: w.ids.splitCode }),
  },
  // The world's terminal carries no split: removing one is refused whatever the body.
  {
    method: 'DELETE',
    path: '/virtual_terminal/:code/split_code',
    target: (w) => fc.constant(`/virtual_terminal/${w.ids.virtualTerminalCode}/split_code`),
    base: (w) => ({ split_code: w.ids.splitCode }),
    bad: { split_code: fc.constantFrom<Bad>(ABSENT, '', {}, []) },
  },
  {
    method: 'POST',
    path: '/_test/virtual_terminal/:code/pay',
    target: (w) => fc.constant(`/_test/virtual_terminal/${w.ids.virtualTerminalCode}/pay`),
    base: (_w, n) => ({ amount: 5000, email: email(n) }),
    bad: { amount: badAmount, email: badEmail, reference: badReference, channel: fc.constantFrom<Bad>('', 'ussd', 'CARD', {}, []) },
  },
  {
    method: 'POST',
    path: '/_test/virtual_terminal/:code/pay',
    key: 'live',
    target: (w) => fc.constant(`/_test/virtual_terminal/${w.ids.virtualTerminalCode}/pay`),
    base: (_w, n) => ({ amount: 5000, email: email(n) }),
  },
  {
    method: 'POST',
    path: '/_test/virtual_terminal/:code/pay',
    target: () => unknownId.map((id) => `/_test/virtual_terminal/${encodeURIComponent(id)}/pay`),
    base: (_w, n) => ({ amount: 5000, email: email(n) }),
  },
  {
    method: 'POST',
    path: '/_test/dedicated_account/transfer',
    key: 'live',
    base: (w, n) => ({ account_number: w.ids.dedicatedAccountNumber, amount: 5000, reference: `dva-live-${n}` }),
  },
  {
    method: 'POST',
    path: '/_test/dedicated_account/transfer',
    base: (w, n) => ({ account_number: w.ids.deadAccountNumber, amount: 5000, reference: `dva-dead-${n}` }),
  },
];

// Secret-key endpoints with nothing else to get wrong: a key that cannot act there is the invalid input.
const KEY_ONLY = [
  'GET /country',
  'GET /apple-pay/domain',
  'GET /dedicated_account/available_providers',
  'GET /integration/payment_session_timeout',
  'GET /integration/webhook',
  'GET /balance',
  'GET /paymentrequest/totals',
  'POST /transfer/disable_otp',
  'POST /transfer/enable_otp',
];
// Routes whose body is a JSON array.
const ARRAY_BODIES = ['POST /bulkcharge'];
// Public endpoints that take no input at all.
const NO_INPUT = [
  'GET /',
  'GET /favicon.ico',
  'GET /favicon.svg',
  'GET /site/front.css',
  'GET /health',
  'GET /metrics',
  'GET /openapi.json',
  'GET /inline.js',
  'GET /v1/inline.js',
  'GET /v2/inline.js',
  'GET /inline-js/index.mjs',
  'GET /inline-js/index.cjs',
  'OPTIONS /checkout/inline/initialize',
  'GET /dashboard',
  'GET /dashboard/assets/:file',
];

it('every endpoint refuses one wrong thing in an otherwise valid request: 4xx, nothing written', async () => {
  const routes = endpoints(world.server.app).filter((e) => e.path !== '/graphql'); // fuzz-graphql.test.ts
  const covered = new Set([...SPECS.map((s) => `${s.method} ${s.path}`), ...KEY_ONLY, ...NO_INPUT]);
  // A new route must be given its invalid inputs here.
  expect(routes.map((r) => `${r.method} ${r.path}`).filter((r) => !covered.has(r))).toEqual([]);

  const keyOnly = KEY_ONLY.map<Spec>((r) => ({ method: r.split(' ')[0]!, path: r.split(' ')[1]! }));
  const badKeys = fc.constantFrom<Record<string, string>>(
    {},
    { authorization: 'Bearer sk_test_unknown' },
    { authorization: `Bearer ${world.m.test.public_key}` },
    { authorization: `Basic ${world.m.test.secret_key}` },
  );
  let n = 0;
  let cases = 0;
  const seed = fuzzSeed();
  // A JSON array where the route reads an object (the batch routes read arrays themselves).
  const objectBodies = SPECS.filter((s) => s.base && s.in !== 'query' && !ARRAY_BODIES.includes(`${s.method} ${s.path}`));
  const caseArb = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...SPECS).chain((spec) => specCase(spec)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...objectBodies).chain((spec) =>
        (spec.target ? spec.target(world) : fc.constant(spec.path)).map((path) => ({
          spec,
          headers: {} as Record<string, string>,
          field: 'body',
          value: undefined as Bad,
          path,
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...keyOnly, ...SPECS.filter((s) => s.key !== 'none')), badKeys)
        .map(([spec, headers]) => ({ spec, headers, field: 'authorization', value: undefined as Bad, path: spec.path.replace(/:[a-z_]+/g, 'x') })),
    },
  );
  await fc.assert(
    fc.asyncProperty(caseArb, async ({ spec, headers, field, value, path }) => {
      cases++;
      const i = n++;
      const params = spec.base ? { ...spec.base(world, i) } : undefined;
      if (params && field !== 'authorization') {
        if (value === ABSENT) delete params[field];
        else params[field] = value;
      }
      const key: Record<string, string> =
        spec.key === 'none'
          ? {}
          : spec.key === 'live'
            ? { authorization: `Bearer ${world.m.live.secret_key}` }
            : { authorization: `Bearer ${world.m.test.secret_key}` };
      const query =
        spec.in === 'query' && params
          ? new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? noSurrogates(v) : JSON.stringify(v)])).toString()
          : '';
      const req: Sent = {
        method: spec.method,
        path: path + (query ? `?${query}` : ''),
        headers: { ...(field === 'authorization' ? {} : key), ...headers, ...(spec.in !== 'query' && params ? { 'content-type': 'application/json' } : {}) },
        body: spec.in !== 'query' && params ? JSON.stringify(field === 'body' ? [params] : params) : undefined,
      };
      const describe = () => `invalid ${field}: ${String(JSON.stringify(value) ?? String(value)).slice(0, 200)}\n${describeSent(req)}`;
      const got = await runCase(world, req, describe);
      // JSON null is the field left out, as Paystack reads it: accepted wherever leaving the field
      // out is (a required field given null is still refused as missing: lenient-input.test.ts).
      if (value === null && field !== 'body' && spec.in !== 'query' && got.status < 400) return;
      if (got.status < 400) throw new Error(`accepted invalid input with ${got.status}: ${got.text.slice(0, 300)}\n${describe()}`);
    }),
    { numRuns: FUZZ_RUNS.invalid, seed, endOnFailure: true },
  );
  reportCases(`fuzz-invalid.test.ts (seed ${seed})`, cases);
  expect(cases).toBe(FUZZ_RUNS.invalid);
});

function specCase(spec: Spec) {
  const target = spec.target ? spec.target(world) : fc.constant(spec.path);
  const fields = Object.keys(spec.bad ?? {});
  // Without fields to spoil, the path (an unknown id) or the key is what is wrong.
  const spoil = fields.length
    ? fc.constantFrom(...fields).chain((f) => spec.bad![f]!.map((value) => ({ field: f, value })))
    : fc.constant({ field: 'path', value: undefined as Bad });
  return fc.tuple(target, spoil).map(([path, { field, value }]) => ({ spec, headers: {} as Record<string, string>, field, value, path }));
}
