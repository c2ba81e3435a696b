import fc from 'fast-check';
import { CARDS } from '../support/payments';
import {
  describeSent,
  fieldName,
  fuzzSeed,
  fuzzWorld,
  FUZZ_RUNS,
  nastyValue,
  reportCases,
  runCase,
  type FuzzWorld,
  type Got,
  type Sent,
} from '../support/fuzz';
import {
  ABSENT,
  badAmount,
  badBearer,
  badInterval,
  badChannels,
  badCode,
  badCurrency,
  badEmail,
  badMetadata,
  badName,
  badRef,
  badReference,
  badRisk,
  badUrl,
  unknownId,
  wrongType,
  badNuban,
  badBvn,
  badBankCode,
  badPercentage,
  badRefundAmount,
  badSchedule,
  badSettlementBank,
  type Bad,
} from '../support/fuzz-values';
import { expectLedgerSound } from '../support/ledger';

// GraphQL over HTTP with fuzzed variables for every mutation and the list queries: never a 5xx or
// an INTERNAL_SERVER_ERROR, a request with errors writes nothing, and a valid operation with one
// invalid input value is always an error.
jest.setTimeout(600_000);

let world: FuzzWorld;
beforeAll(async () => {
  world = await fuzzWorld();
});
afterAll(() => expectLedgerSound(world.server));
afterAll(() => world.server.stop());

interface Op {
  name: string;
  query: string;
  // Valid variables; `input` is spoiled field by field.
  base: (w: FuzzWorld, n: number) => Record<string, unknown>;
  // Invalid values per field of `input` (or per top-level variable when the op has no input).
  bad?: Record<string, fc.Arbitrary<Bad>>;
  required?: string[];
}

const email = (n: number) => `gfuzz-${n}@example.com`;
const badGqlItems = fc.constantFrom<Bad>(
  [{ name: 'x', amount: '-1' }],
  [{ name: '', amount: '5' }],
  [{ name: 'x', amount: '5', quantity: 0 }],
  [{ name: 'x', amount: '2000000000' }],
  [{ amount: '5' }],
  'nope',
  [1],
);
const amountBad = { amount: badAmount, email: badEmail, currency: badCurrency, reference: badReference, metadata: badMetadata };
// Dedicated accounts: a provider slug, split code or subaccount that names nothing.
const badSlug = fc.oneof(
  nastyValue()
    .filter((v) => typeof v === 'string')
    .map((v) => `zz${String(v)}`),
  wrongType,
);
const badSplit = fc.constantFrom<Bad>('nope', 'SPL_', 'SPL_!!', 'ACCT_x', {}, 12);
const badSub = fc.constantFrom<Bad>('ACCT_nope', 'nope', 'ACCT_', 'SPL_x', {}, 12);

const badDomain = fc.oneof(fc.constantFrom<Bad>(ABSENT, null, '', ' ', 'https://example.com', 'example.com/x', 'localhost', 'a..b', '1.2.3.4'), wrongType);

const OPS: Op[] = [
  {
    name: 'initializeTransaction',
    query: 'mutation($input: InitializeTransactionInput!) { initializeTransaction(input: $input) { reference accessCode } }',
    base: (_w, n) => ({ input: { email: email(n), amount: '5000', reference: `ginit-${n}` } }),
    bad: { ...amountBad, channels: badChannels, bearer: badBearer, callbackUrl: badUrl },
    required: ['amount', 'email'],
  },
  {
    name: 'createCustomer',
    query: 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }',
    base: (_w, n) => ({ input: { email: email(n), firstName: 'Ada' } }),
    bad: { email: badEmail, firstName: badName, lastName: badName, metadata: badMetadata },
    required: ['email'],
  },
  {
    name: 'updateCustomer',
    query: 'mutation($customer: String!, $input: UpdateCustomerInput!) { updateCustomer(customer: $customer, input: $input) { id } }',
    base: (w) => ({ customer: w.ids.customerCode, input: { firstName: 'Ada' } }),
    bad: { firstName: badName, lastName: badName, metadata: badMetadata },
  },
  {
    name: 'chargeAuthorization',
    query: 'mutation($input: ChargeAuthorizationInput!) { chargeAuthorization(input: $input) { id status } }',
    base: (w, n) => ({ input: { authorizationCode: w.ids.visa, email: w.ids.email, amount: '5000', reference: `gca-${n}` } }),
    bad: { ...amountBad, authorizationCode: badCode },
    required: ['amount', 'email', 'authorizationCode'],
  },
  {
    name: 'partialDebit',
    query: 'mutation($input: PartialDebitInput!) { partialDebit(input: $input) { id status amount } }',
    base: (w, n) => ({ input: { authorizationCode: w.ids.visa, email: w.ids.email, amount: '5000', atLeast: '1000', reference: `gpd-${n}` } }),
    bad: { ...amountBad, authorizationCode: badCode, atLeast: fc.constantFrom<Bad>('5001', '0', '-1', '1.5', 'abc', '', 5001, 1.5, {}, []) },
    required: ['amount', 'email', 'authorizationCode'],
  },
  {
    name: 'checkAuthorization',
    query: 'mutation($input: CheckAuthorizationInput!) { checkAuthorization(input: $input) { amount currency } }',
    base: (w) => ({ input: { authorizationCode: w.ids.visa, email: w.ids.email, amount: '5000' } }),
    bad: { amount: badAmount, email: badEmail, currency: badCurrency, authorizationCode: badCode },
    required: ['amount', 'email', 'authorizationCode'],
  },
  {
    name: 'createCharge',
    query: 'mutation($input: CreateChargeInput!) { createCharge(input: $input) { status reference } }',
    base: (_w, n) => ({
      input: {
        email: email(n),
        amount: '5000',
        card: { number: CARDS.success.number, cvv: CARDS.success.cvv, expiryMonth: '12', expiryYear: '2099' },
        reference: `gch-${n}`,
      },
    }),
    bad: amountBad,
    required: ['amount', 'email'],
  },
  {
    name: 'updateIntegrationSettings',
    query: 'mutation($input: UpdateIntegrationSettingsInput!) { updateIntegrationSettings(input: $input) { paymentSessionTimeout } }',
    base: () => ({ input: { paymentSessionTimeout: 0 } }),
    bad: {
      webhookUrl: badUrl,
      callbackUrl: badUrl,
      paymentSessionTimeout: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 604_801, max: 2 ** 31 - 1 }), fc.constantFrom<Bad>(1.5, 'abc'), wrongType),
    },
  },
  // Never rotates here (the world's key must stay): the base confirms the wrong mode, and is refused.
  {
    name: 'rotateKeys',
    query: 'mutation($confirm: String!) { rotateKeys(confirm: $confirm) { domain } }',
    base: () => ({ confirm: 'not-a-mode' }),
    bad: { confirm: fc.oneof(fc.constantFrom<Bad>(ABSENT, null, '', 'live', 'TEST', ' test'), wrongType) },
    required: ['confirm'],
  },
  {
    name: 'advanceTestClock',
    query: 'mutation($seconds: Int!) { advanceTestClock(seconds: $seconds) { now } }',
    base: () => ({ seconds: 1 }),
    bad: { seconds: fc.oneof(fc.integer({ max: 0 }), fc.constantFrom<Bad>(ABSENT, null, 1.5, '1', 2 ** 40), wrongType) },
    required: ['seconds'],
  },
  {
    name: 'validateCustomer',
    query: 'mutation($customer: String!, $input: CustomerIdentificationInput!) { validateCustomer(customer: $customer, input: $input) { id status } }',
    base: (w) => ({
      customer: w.ids.customerCode,
      input: { country: 'NG', bvn: '22222222221', accountNumber: '0123456789', bankCode: '044', firstName: 'Ada', lastName: 'Obi' },
    }),
    bad: {
      bvn: fc.oneof(
        badBvn.filter((b) => !/^\d{11}$/.test(b) && b !== '222222222221'),
        fc.constantFrom<Bad>('', ' '),
      ),
      accountNumber: badNuban.filter((v) => v !== '9999999999' && v !== ABSENT && v !== null),
      bankCode: badBankCode.filter((v) => v !== ABSENT && v !== null),
      country: fc.constantFrom<Bad>(ABSENT, '', 'GH', 'Nigeria', null),
      type: fc.constantFrom<Bad>('', 'passport', 'BVN'),
      firstName: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', null)),
    },
    required: ['country', 'firstName', 'lastName'],
  },
  {
    name: 'initializeDirectDebit',
    query: 'mutation($input: InitializeDirectDebitInput!) { initializeDirectDebit(input: $input) { reference } }',
    base: (_w, n) => ({ input: { email: email(n), account: { number: '0123456789', bankCode: '044' } } }),
    bad: {
      email: badEmail,
      callbackUrl: badUrl.filter((v) => v !== ABSENT && v !== '' && v !== null),
      account: fc.constantFrom<Bad>({ number: '123', bankCode: '044' }, { number: '0123456789', bankCode: '999' }, { number: '0123456789' }, 'x', 5),
    },
    required: ['email'],
  },
  {
    name: 'initializeCustomerDirectDebit',
    query:
      'mutation($customer: String!, $input: InitializeCustomerDirectDebitInput!) { initializeCustomerDirectDebit(customer: $customer, input: $input) { reference } }',
    base: (w) => ({
      customer: w.ids.customerCode,
      input: { account: { number: '0123456789', bankCode: '044' }, address: { street: '1 Marina', city: 'Lagos', state: 'Lagos' } },
    }),
    bad: {
      account: fc.constantFrom<Bad>(ABSENT, { number: '123', bankCode: '044' }, { number: '0123456789', bankCode: '' }),
      address: fc.constantFrom<Bad>(ABSENT, { street: '', city: 'x', state: 'y' }, { street: 'x', city: 'y' }),
    },
    required: ['account', 'address'],
  },
  {
    name: 'retryDirectDebitActivation',
    query: 'mutation($customer: String!, $authorizationId: ID!) { retryDirectDebitActivation(customer: $customer, authorizationId: $authorizationId) }',
    base: (w) => ({ customer: w.ids.customerCode, authorizationId: '999999999' }),
    bad: { customer: badRef, authorizationId: fc.constantFrom<Bad>(ABSENT, '', 'abc', '-1', null) },
    required: ['customer', 'authorizationId'],
  },
  {
    name: 'retryDirectDebitActivations',
    query: 'mutation($ids: [Int!]!) { retryDirectDebitActivations(customerIds: $ids) }',
    base: () => ({ ids: [999_999_999] }),
    bad: { ids: fc.constantFrom<Bad>(ABSENT, [], ['a'], [1.5], null, 'x') },
    required: ['ids'],
  },
  {
    name: 'setCustomerRiskAction',
    query: 'mutation($customer: String!, $riskAction: RiskAction!) { setCustomerRiskAction(customer: $customer, riskAction: $riskAction) { id } }',
    base: (w) => ({ customer: w.ids.customerCode, riskAction: 'default' }),
    bad: { riskAction: badRisk, customer: badRef },
    required: ['riskAction', 'customer'],
  },
  ...['Pin', 'Otp', 'Phone', 'Birthday'].map<Op>((step) => ({
    name: `submit${step}`,
    query: `mutation($reference: String!, $value: String!) { submit${step}(reference: $reference, ${step.toLowerCase()}: $value) { status } }`,
    base: (w) => ({ reference: w.ids.pendingPin, value: '1234' }),
    bad: { reference: badRef },
    required: ['reference'],
  })),
  {
    name: 'submitAddress',
    query:
      'mutation($reference: String!, $address: String!, $city: String!, $state: String!, $zipcode: String!) { submitAddress(reference: $reference, address: $address, city: $city, state: $state, zipcode: $zipcode) { status } }',
    base: (w) => ({ reference: w.ids.pendingPin, address: '140 N 2ND ST', city: 'Stroudsburg', state: 'PA', zipcode: '18360' }),
    bad: { reference: badRef, address: wrongType, zipcode: fc.constantFrom<Bad>(ABSENT, null, 5, {}) },
    required: ['reference', 'address', 'zipcode'],
  },
  {
    name: 'registerApplePayDomain',
    query: 'mutation($d: String!) { registerApplePayDomain(domainName: $d) }',
    base: (_w, n) => ({ d: `g${n}.example.com` }),
    bad: { d: badDomain },
    required: ['d'],
  },
  {
    name: 'unregisterApplePayDomain',
    query: 'mutation($d: String!) { unregisterApplePayDomain(domainName: $d) }',
    base: () => ({ d: 'never-registered.example.com' }),
    bad: { d: fc.oneof(badDomain, fc.constant<Bad>('never.example.net')) },
    required: ['d'],
  },
  {
    name: 'checkCharge',
    query: 'mutation($reference: String!) { checkCharge(reference: $reference) { status } }',
    base: (w) => ({ reference: w.ids.reference }),
    bad: { reference: badRef },
    required: ['reference'],
  },
  {
    name: 'deactivateAuthorization',
    query: 'mutation($code: String!) { deactivateAuthorization(authorizationCode: $code) { active } }',
    base: (w) => ({ code: w.ids.visa }),
    bad: { code: badCode },
    required: ['code'],
  },
  {
    name: 'replayEvent',
    query: 'mutation($id: ID!) { replayEvent(id: $id) { id } }',
    base: (w) => ({ id: String(w.ids.eventId) }),
    bad: { id: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['id'],
  },
  {
    name: 'sendTestEvent',
    query: 'mutation($type: String!) { sendTestEvent(type: $type) { id } }',
    base: () => ({ type: 'charge.success' }),
    bad: { type: fc.oneof(fc.constantFrom<Bad>(ABSENT, null, '', 'charge.updated', 'CHARGE.SUCCESS', ' charge.success'), wrongType) },
    required: ['type'],
  },
  {
    name: 'createPlan',
    query: 'mutation($input: CreatePlanInput!) { createPlan(input: $input) { id } }',
    base: () => ({ input: { name: 'Fuzz', amount: '500000', interval: 'monthly' } }),
    bad: { name: badName, amount: badAmount, interval: badInterval, currency: badCurrency, invoiceLimit: fc.constantFrom<Bad>(-1, 1.5, '3', 2 ** 40) },
    required: ['name', 'amount', 'interval'],
  },
  {
    name: 'updatePlan',
    query: 'mutation($plan: String!, $input: UpdatePlanInput!) { updatePlan(plan: $plan, input: $input) { affectedSubscriptions } }',
    base: (w) => ({ plan: w.ids.planCode, input: { description: 'fuzzed' } }),
    bad: { name: badName, amount: badAmount, interval: badInterval, currency: badCurrency, invoiceLimit: fc.constantFrom<Bad>(-1, 1.5, '3') },
  },
  {
    name: 'createSubscription',
    query: 'mutation($input: CreateSubscriptionInput!) { createSubscription(input: $input) { id } }',
    base: (w) => ({ input: { customer: w.ids.email, plan: w.ids.planCode } }),
    bad: {
      customer: badRef,
      plan: badRef,
      authorization: fc.oneof(
        fc.string().map((s) => `AUTH_zz${s}`),
        wrongType,
      ),
      startDate: fc.constantFrom<Bad>('2001-01-01T00:00:00Z', 'notadate', 12, {}),
    },
    required: ['customer', 'plan'],
  },
  ...['disableSubscription', 'enableSubscription'].map<Op>((name) => ({
    name,
    query: `mutation($code: String!, $token: String!) { ${name}(code: $code, token: $token) { status } }`,
    base: (w) => ({ code: w.ids.subscriptionCode, token: w.ids.emailToken }),
    bad: { code: badRef, token: badRef },
    required: ['code', 'token'],
  })),
  {
    name: 'subscriptionManageLink',
    query: 'mutation($code: String!) { subscriptionManageLink(code: $code) }',
    base: (w) => ({ code: w.ids.subscriptionCode }),
    bad: { code: badRef },
    required: ['code'],
  },
  {
    name: 'sendSubscriptionManageEmail',
    query: 'mutation($code: String!) { sendSubscriptionManageEmail(code: $code) }',
    base: (w) => ({ code: w.ids.subscriptionCode }),
    bad: { code: badRef },
    required: ['code'],
  },
  {
    name: 'plans',
    query: 'query($first: Int, $filter: PlanFilterInput) { plans(first: $first, filter: $filter) { totalCount nodes { id } } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'subscriptions',
    query:
      'query($first: Int, $filter: SubscriptionFilterInput) { subscriptions(first: $first, filter: $filter) { totalCount nodes { id plan { id } customer { id } authorization { id } invoices { id } } } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'billingLookups',
    query: 'query($id: ID, $code: String) { plan(id: $id) { id } subscription(code: $code) { id } }',
    base: (w) => ({ code: w.ids.subscriptionCode }),
  },
  // Payment requests (invoices) and payment pages.
  {
    name: 'createPaymentRequest',
    query: 'mutation($input: CreatePaymentRequestInput!) { createPaymentRequest(input: $input) { id requestCode } }',
    base: (w) => ({ input: { customer: w.ids.customerCode, amount: '5000', dueDate: '2999-01-01T00:00:00.000Z' } }),
    bad: {
      customer: badRef,
      amount: badAmount,
      currency: badCurrency,
      metadata: badMetadata,
      dueDate: fc.constantFrom<Bad>('2001-01-01T00:00:00.000Z', 'notadate', 12, {}),
      lineItems: badGqlItems,
      tax: badGqlItems,
      invoiceNumber: fc.constantFrom<Bad>(0, -1, 1.5, 'x'),
      splitCode: fc.constantFrom<Bad>('nope', 'SPL_', {}),
    },
    required: ['customer'],
  },
  {
    name: 'updatePaymentRequest',
    query: 'mutation($ref: String!, $input: UpdatePaymentRequestInput!) { updatePaymentRequest(ref: $ref, input: $input) { id } }',
    base: (w) => ({ ref: w.ids.requestCode, input: { description: 'gfuzz' } }),
    bad: {
      amount: badAmount,
      currency: badCurrency,
      metadata: badMetadata,
      lineItems: badGqlItems,
      tax: badGqlItems,
      dueDate: fc.constantFrom<Bad>('2001-01-01T00:00:00.000Z', 'notadate'),
    },
  },
  ...['finalizePaymentRequest', 'notifyPaymentRequest', 'archivePaymentRequest'].map<Op>((name) => ({
    name,
    query: `mutation($ref: String!) { ${name}(ref: $ref) { id } }`,
    base: (w) => ({ ref: w.ids.requestCode }),
    bad: { ref: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['ref'],
  })),
  {
    name: 'markPaymentRequestPaid',
    query: 'mutation($ref: String!, $input: MarkAsPaidInput!) { markPaymentRequestPaid(ref: $ref, input: $input) { id } }',
    base: (w) => ({ ref: w.ids.requestCode, input: { amountPaid: '100', paidBy: 'Ada', paymentDate: '2026-01-02', paymentMethod: 'Cash' } }),
    bad: {
      amountPaid: badAmount,
      paidBy: fc.constantFrom<Bad>(ABSENT, '', ' ', 'n'.repeat(256)),
      paymentDate: fc.constantFrom<Bad>(ABSENT, '', 'notadate'),
      paymentMethod: fc.constantFrom<Bad>(ABSENT, '', 'Barter'),
    },
    required: ['amountPaid', 'paidBy', 'paymentDate', 'paymentMethod'],
  },
  {
    name: 'createPaymentPage',
    query: 'mutation($input: CreatePageInput!) { createPaymentPage(input: $input) { id slug } }',
    base: (_w, n) => ({ input: { name: 'GQL fuzz', slug: `gpage-${n}` } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      amount: badAmount,
      slug: fc.constantFrom<Bad>('fuzz-page', 'a b', 'ab', '!!!'),
      redirectUrl: badUrl,
      currency: badCurrency,
      metadata: badMetadata,
      plan: fc.constantFrom<Bad>('PLN_gold'),
      customFields: fc.constantFrom<Bad>(
        [{ displayName: 'x', variableName: '1bad' }],
        [{ displayName: '', variableName: 'a' }],
        [
          { displayName: 'a', variableName: 'a' },
          { displayName: 'b', variableName: 'a' },
        ],
      ),
    },
    required: ['name'],
  },
  {
    name: 'updatePaymentPage',
    query: 'mutation($ref: String!, $input: UpdatePageInput!) { updatePaymentPage(ref: $ref, input: $input) { id } }',
    base: (w) => ({ ref: w.ids.pageSlug, input: { description: 'gfuzz' } }),
    bad: { name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')), amount: badAmount, redirectUrl: badUrl, active: fc.constantFrom<Bad>('maybe', 2, {}) },
  },
  // The money slice.
  {
    name: 'createSubaccount',
    query: 'mutation($input: CreateSubaccountInput!) { createSubaccount(input: $input) { id subaccountCode } }',
    base: () => ({ input: { businessName: 'Oasis', settlementBank: '058', accountNumber: '0123456789', percentageCharge: 20 } }),
    bad: {
      businessName: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '')),
      settlementBank: fc.oneof(badSettlementBank, fc.constant<Bad>(ABSENT)),
      accountNumber: badNuban,
      percentageCharge: fc.oneof(badPercentage, fc.constant<Bad>(ABSENT)),
      settlementSchedule: badSchedule,
      metadata: badMetadata,
    },
    required: ['businessName', 'settlementBank', 'accountNumber', 'percentageCharge'],
  },
  {
    name: 'updateSubaccount',
    query: 'mutation($subaccount: String!, $input: UpdateSubaccountInput!) { updateSubaccount(subaccount: $subaccount, input: $input) { id } }',
    base: (w) => ({ subaccount: w.ids.subaccountCode, input: { percentageCharge: 20 } }),
    bad: { percentageCharge: badPercentage, settlementSchedule: badSchedule, settlementBank: badSettlementBank, businessName: badName },
  },
  {
    name: 'createRefund',
    query: 'mutation($input: CreateRefundInput!) { createRefund(input: $input) { id status } }',
    base: (w) => ({ input: { transaction: w.ids.reference, amount: '100' } }),
    bad: { transaction: badRef, amount: badRefundAmount, currency: badCurrency },
    required: ['transaction'],
  },
  {
    name: 'reservePreauthorization',
    query: 'mutation($input: ReservePreauthorizationInput!) { reservePreauthorization(input: $input) { id status } }',
    base: (w, n) => ({ input: { authorizationCode: w.ids.visa, email: w.ids.email, amount: '5000', reference: `gpre-${n}` } }),
    bad: { amount: badAmount, email: badEmail, currency: badCurrency, reference: badReference, metadata: badMetadata, authorizationCode: badCode },
    required: ['amount', 'email', 'authorizationCode'],
  },
  {
    name: 'capturePreauthorization',
    query: 'mutation($input: CapturePreauthorizationInput!) { capturePreauthorization(input: $input) { id status } }',
    base: () => ({ input: { reference: 'fuzz-no-preauth', amount: '100' } }),
    bad: { reference: badRef, amount: badAmount, currency: badCurrency },
    required: ['reference'],
  },
  {
    name: 'releasePreauthorization',
    query: 'mutation($reference: String!) { releasePreauthorization(reference: $reference) { id status } }',
    base: () => ({ reference: 'fuzz-no-preauth' }),
    bad: { reference: badRef },
    required: ['reference'],
  },
  {
    name: 'openTestDispute',
    query: 'mutation($input: OpenTestDisputeInput!) { openTestDispute(input: $input) { id } }',
    base: (w) => ({ input: { transaction: w.ids.reference, refundAmount: '100', category: 'fraud' } }),
    bad: {
      transaction: badRef,
      refundAmount: badRefundAmount.filter((v) => v !== null),
      category: fc.oneof(fc.constantFrom<Bad>('', 'angry', 'CHARGEBACK'), wrongType),
    },
    required: ['transaction'],
  },
  {
    name: 'updateDispute',
    query: 'mutation($id: ID!, $input: UpdateDisputeInput!) { updateDispute(id: $id, input: $input) { id } }',
    base: (w) => ({ id: String(w.ids.disputeId), input: { refundAmount: '100', uploadedFilename: w.ids.disputeFile } }),
    bad: { refundAmount: badRefundAmount, uploadedFilename: fc.constantFrom<Bad>('', ' ', 'nosuchfile', 'a'.repeat(20), 'f'.repeat(41), 12) },
    required: ['refundAmount'],
  },
  {
    name: 'addDisputeEvidence',
    query: 'mutation($id: ID!, $input: DisputeEvidenceInput!) { addDisputeEvidence(id: $id, input: $input) { id } }',
    base: (w) => ({
      id: String(w.ids.disputeId),
      input: { customerEmail: 'cus@example.com', customerName: 'Mensah', customerPhone: '0801', serviceDetails: 'delivered' },
    }),
    bad: {
      customerEmail: badEmail,
      customerName: badName,
      customerPhone: fc.constantFrom<Bad>('', ' ', 'p'.repeat(33)),
      serviceDetails: fc.constantFrom<Bad>('', ' ', 's'.repeat(1001)),
      deliveryDate: fc.constantFrom<Bad>('soon', '2026-13-45', 12),
    },
    required: ['customerEmail', 'customerName', 'customerPhone', 'serviceDetails'],
  },
  {
    name: 'disputeUploadUrl',
    query: 'mutation($id: ID!) { disputeUploadUrl(id: $id) { fileName } }',
    base: (w) => ({ id: String(w.ids.disputeId) }),
    bad: { id: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['id'],
  },
  {
    name: 'resolveDispute',
    query: 'mutation($id: ID!, $input: ResolveDisputeInput!) { resolveDispute(id: $id, input: $input) { id } }',
    base: (w) => ({
      id: String(w.ids.disputeId),
      input: { resolution: 'merchant-accepted', message: 'ok', refundAmount: '100', uploadedFilename: w.ids.disputeFile },
    }),
    bad: {
      resolution: fc.constantFrom<Bad>('', ' ', 'accepted', 'auto-accepted', 12),
      message: fc.constantFrom<Bad>('', ' ', 'm'.repeat(256), 12),
      refundAmount: badRefundAmount,
      uploadedFilename: fc.constantFrom<Bad>('', 'nosuchfile', 'a'.repeat(20), 12),
      evidence: fc.constantFrom<Bad>(0, -1, 999_999_999, 'abc'),
    },
    required: ['resolution', 'message', 'refundAmount', 'uploadedFilename'],
  },
  {
    name: 'processRefund',
    query: 'mutation($id: String!) { processRefund(id: $id) { id status } }',
    base: (w) => ({ id: String(w.ids.refundId) }),
    bad: { id: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['id'],
  },
  {
    name: 'updateRefundSettings',
    query: 'mutation($input: RefundSettingsInput!) { updateRefundSettings(input: $input) { refundDelaySeconds } }',
    base: () => ({ input: { refundDelaySeconds: 60 } }),
    bad: {
      refundDelaySeconds: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 2_592_001, max: 2 ** 31 - 1 }), fc.constantFrom<Bad>(1.5, 'abc'), wrongType),
    },
  },
  {
    name: 'createSplit',
    query: 'mutation($input: CreateSplitInput!) { createSplit(input: $input) { id splitCode } }',
    base: (w) => ({ input: { name: 'Gfuzz split', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: w.ids.subaccountCode, share: 10 }] } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      type: fc.constantFrom<Bad>(ABSENT, '', 'ratio', 1, {}),
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT, '')),
      subaccounts: fc.constantFrom<Bad>(
        ABSENT,
        [],
        [{ subaccount: 'ACCT_doesnotexist', share: 10 }],
        [{ subaccount: 'x', share: 10 }],
        [{ subaccount: 'ACCT_doesnotexist', share: 101 }],
        [{ share: 10 }],
        'x',
        [1],
      ),
      bearerType: fc.constantFrom<Bad>('nobody', 'subaccount', 1, {}),
    },
    required: ['name', 'type', 'currency', 'subaccounts'],
  },
  {
    name: 'updateSplit',
    query: 'mutation($split: String!, $input: UpdateSplitInput!) { updateSplit(split: $split, input: $input) { id } }',
    base: (w) => ({ split: w.ids.splitCode, input: { name: 'Gfuzz split' } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')),
      active: fc.constantFrom<Bad>('maybe', 2, {}),
      bearerType: fc.constantFrom<Bad>('nobody', 'subaccount', 1, {}),
    },
  },
  {
    name: 'addSplitSubaccount',
    query: 'mutation($split: String!, $input: SplitMemberInput!) { addSplitSubaccount(split: $split, input: $input) { id } }',
    base: (w) => ({ split: w.ids.splitCode, input: { subaccount: w.ids.subaccountCode, share: 10 } }),
    bad: { subaccount: fc.constantFrom<Bad>(ABSENT, '', 'ACCT_doesnotexist', 'x', 1, {}), share: fc.constantFrom<Bad>(ABSENT, 0, -1, 101, 10.005, 'ten', {}) },
    required: ['subaccount', 'share'],
  },
  {
    name: 'removeSplitSubaccount',
    query: 'mutation($split: String!, $subaccount: String!) { removeSplitSubaccount(split: $split, subaccount: $subaccount) { id } }',
    base: (w) => ({ split: w.ids.splitCode, subaccount: w.ids.subaccountCode }),
    bad: { split: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)), subaccount: fc.constantFrom<Bad>(ABSENT, null, '', 'ACCT_doesnotexist', 1, {}) },
    required: ['split', 'subaccount'],
  },
  {
    name: 'settleNow',
    query: 'mutation($subaccount: String) { settleNow(subaccount: $subaccount) { id } }',
    base: () => ({}),
    bad: {
      subaccount: fc.oneof(
        nastyValue()
          .filter((v) => typeof v === 'string' && v !== '')
          .map((v) => `ACCT_zz${String(v)}`),
        wrongType,
      ),
    },
  },
  {
    name: 'createBulkCharge',
    query: 'mutation($c: [BulkChargeEntryInput!]!, $reference: String) { createBulkCharge(charges: $c, reference: $reference) { batchCode } }',
    base: (w) => ({ c: [{ authorization: w.ids.visa, amount: 5000 }] }),
    bad: {
      c: fc.oneof(
        fc.constantFrom<Bad>([], [{ authorization: 'AUTH_nope', amount: 5000 }], [{ authorization: 'AUTH_nope', amount: 0 }], 'str'),
        fc.integer({ max: 0 }).map((amount) => [{ authorization: 'AUTH_x', amount }]),
        wrongType,
      ),
    },
  },
  ...['pauseBulkCharge', 'resumeBulkCharge'].map<Op>((name) => ({
    name,
    query: `mutation($code: String!) { ${name}(code: $code) { status } }`,
    base: (w) => ({ code: w.ids.batchCode }),
    bad: {
      code: fc.oneof(
        nastyValue()
          .filter((v) => typeof v === 'string')
          .map((v) => `BCH_zz${String(v)}`),
        wrongType,
      ),
    },
  })),
  {
    name: 'moneyLists',
    query:
      'query($first: Int, $ref: String, $sub: String) { subaccounts(first: $first) { totalCount } refunds(first: $first, reference: $ref) { totalCount } settlements(first: $first, subaccount: $sub) { totalCount } balanceHistory(first: $first) { totalCount } banks { code } }',
    base: () => ({ first: 5 }),
  },
  // Transfer recipients and transfers.
  {
    name: 'createTransferRecipient',
    query: 'mutation($input: CreateRecipientInput!) { createTransferRecipient(input: $input) { id recipientCode } }',
    base: () => ({ input: { type: 'nuban', name: 'Fuzz vendor', accountNumber: '0123456789', bankCode: '058' } }),
    bad: {
      type: fc.constantFrom<Bad>(ABSENT, '', 'bank'),
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')),
      accountNumber: badNuban,
      bankCode: fc.constantFrom<Bad>('', '999', 'zz'),
      email: badEmail.filter((v) => v !== ABSENT && v !== null && v !== ''),
      metadata: badMetadata,
    },
    required: ['type'],
  },
  {
    name: 'createTransferRecipients',
    query: 'mutation($inputs: [CreateRecipientInput!]!) { createTransferRecipients(inputs: $inputs) { id } }',
    base: () => ({ inputs: [{ type: 'nuban', name: 'Fuzz vendor', accountNumber: '0123456789', bankCode: '058' }] }),
    bad: { inputs: fc.constantFrom<Bad>(ABSENT, [], [{ type: 'nuban' }], [{ type: 'nuban', name: 'A', accountNumber: '1', bankCode: '058' }], 'x') },
    required: ['inputs'],
  },
  {
    name: 'updateTransferRecipient',
    query: 'mutation($idOrCode: String!, $input: UpdateRecipientInput!) { updateTransferRecipient(idOrCode: $idOrCode, input: $input) { id } }',
    base: (w) => ({ idOrCode: w.ids.recipientCode, input: { name: 'Fuzz vendor' } }),
    bad: { name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')), metadata: badMetadata },
  },
  {
    name: 'deleteTransferRecipient',
    query: 'mutation($idOrCode: String!) { deleteTransferRecipient(idOrCode: $idOrCode) { id } }',
    base: () => ({ idOrCode: 'RCP_zzunknown' }),
    bad: { idOrCode: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['idOrCode'],
  },
  {
    name: 'initiateTransfer',
    query: 'mutation($input: InitiateTransferInput!) { initiateTransfer(input: $input) { id status recipient { recipientCode } } }',
    base: (w, n) => ({ input: { amount: '100', recipient: w.ids.recipientCode, reference: `gfuzz-t-${n}` } }),
    bad: {
      amount: fc.constantFrom<Bad>(ABSENT, '0', '-1', '1.5', 'abc', '1000000000000'),
      recipient: fc.oneof(
        unknownId.map((id) => `RCP_${id}`),
        fc.constantFrom<Bad>(ABSENT, ''),
      ),
      reference: fc.constantFrom<Bad>('Upper', 'a b', 'fuzz-transfer'),
      source: fc.constantFrom<Bad>('card', ''),
    },
    required: ['amount', 'recipient'],
  },
  {
    name: 'bulkTransfer',
    query: 'mutation($transfers: [BulkTransferItemInput!]!) { bulkTransfer(transfers: $transfers) { id } }',
    base: (w, n) => ({ transfers: [{ amount: '100', recipient: w.ids.recipientCode, reference: `gfuzz-b-${n}` }] }),
    bad: { transfers: fc.constantFrom<Bad>(ABSENT, [], 'x', [{ amount: '0', recipient: 'RCP_x' }]) },
    required: ['transfers'],
  },
  {
    name: 'finalizeTransfer',
    query: 'mutation($code: String!, $otp: String!) { finalizeTransfer(transferCode: $code, otp: $otp) { id status } }',
    base: (w) => ({ code: w.ids.transferCode, otp: '000000' }),
    bad: {
      code: fc.oneof(
        unknownId.map((id) => `TRF_${id}`),
        fc.constantFrom<Bad>(ABSENT, null),
      ),
      otp: fc.constantFrom<Bad>(ABSENT, null, '', '111111'),
    },
    required: ['code', 'otp'],
  },
  {
    name: 'resendTransferOtp',
    query: 'mutation($code: String!, $reason: String) { resendTransferOtp(transferCode: $code, reason: $reason) }',
    base: (w) => ({ code: w.ids.transferCode }),
    bad: {
      code: fc.oneof(
        unknownId.map((id) => `TRF_${id}`),
        fc.constantFrom<Bad>(ABSENT, null),
      ),
      reason: fc.constantFrom<Bad>('nope', 'x'),
    },
    required: ['code'],
  },
  { name: 'disableTransferOtp', query: 'mutation { disableTransferOtp }', base: () => ({}) },
  {
    name: 'disableTransferOtpFinalize',
    query: 'mutation($otp: String!) { disableTransferOtpFinalize(otp: $otp) }',
    base: () => ({ otp: '000000' }),
    bad: { otp: fc.constantFrom<Bad>(ABSENT, null, '', '111111') },
    required: ['otp'],
  },
  { name: 'enableTransferOtp', query: 'mutation { enableTransferOtp }', base: () => ({}) },
  {
    name: 'transferLists',
    query:
      'query($first: Int, $status: String) { transferRecipients(first: $first) { totalCount } transfers(first: $first, status: $status) { totalCount nodes { recipient { recipientCode } } } balance { currency balance } transferOtpRequired notifications(first: $first) { totalCount } }',
    base: () => ({ first: 5 }),
  },
  // Queries: only in the random half (most odd values are a valid empty answer there).
  // Dedicated virtual accounts.
  {
    name: 'createDedicatedAccount',
    query: 'mutation($input: CreateDedicatedAccountInput!) { createDedicatedAccount(input: $input) { id } }',
    base: (w) => ({ input: { customer: w.ids.customerCode, preferredBank: 'wema-bank' } }),
    bad: { customer: badRef, preferredBank: badSlug, splitCode: badSplit, subaccount: badSub, firstName: badName, lastName: badName },
    required: ['customer'],
  },
  {
    name: 'assignDedicatedAccount',
    query: 'mutation($input: AssignDedicatedAccountInput!) { assignDedicatedAccount(input: $input) { status } }',
    base: (_w, n) => ({ input: { email: email(n), firstName: 'Ada', lastName: 'Obi', phone: '08012345678', preferredBank: 'test-bank', country: 'NG' } }),
    bad: {
      email: badEmail,
      firstName: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      lastName: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      phone: fc.constantFrom<Bad>(ABSENT, '', ' ', 'abc', 'p'.repeat(33), {}),
      preferredBank: fc.oneof(badSlug, fc.constantFrom<Bad>(ABSENT, '')),
      country: fc.constantFrom<Bad>(ABSENT, '', 'GH', 'ZA', {}),
      bvn: fc.constantFrom<Bad>('123', 'abcdefghijk', '123456789012', {}),
      splitCode: badSplit,
      subaccount: badSub,
    },
    required: ['email', 'firstName', 'lastName', 'phone', 'preferredBank', 'country'],
  },
  {
    name: 'deactivateDedicatedAccount',
    query: 'mutation($id: ID!) { deactivateDedicatedAccount(id: $id) { id } }',
    base: () => ({ id: '999999999' }),
    bad: { id: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['id'],
  },
  {
    name: 'setDedicatedAccountSplit',
    query: 'mutation($input: DedicatedAccountSplitInput!) { setDedicatedAccountSplit(input: $input) { id } }',
    base: (w) => ({ input: { accountNumber: w.ids.dedicatedAccountNumber, splitCode: 'SPL_gfuzz' } }),
    bad: { accountNumber: badNuban, splitCode: badSplit, subaccount: badSub },
    required: ['accountNumber'],
  },
  {
    name: 'removeDedicatedAccountSplit',
    query: 'mutation($accountNumber: String!) { removeDedicatedAccountSplit(accountNumber: $accountNumber) { id } }',
    base: (w) => ({ accountNumber: w.ids.dedicatedAccountNumber }),
    bad: { accountNumber: badNuban },
    required: ['accountNumber'],
  },
  {
    name: 'requeryDedicatedAccount',
    query:
      'mutation($accountNumber: String!, $providerSlug: String, $date: DateTimeISO) { requeryDedicatedAccount(accountNumber: $accountNumber, providerSlug: $providerSlug, date: $date) }',
    base: (w) => ({ accountNumber: w.ids.dedicatedAccountNumber }),
    bad: { accountNumber: badNuban, providerSlug: fc.oneof(badSlug, fc.constant<Bad>('test-bank')), date: fc.constantFrom<Bad>('notadate', '2020-13-45', {}) },
    required: ['accountNumber'],
  },
  {
    name: 'simulateDedicatedAccountTransfer',
    query: 'mutation($input: SimulateDedicatedAccountTransferInput!) { simulateDedicatedAccountTransfer(input: $input) { transfer { id } } }',
    base: (w, n) => ({ input: { accountNumber: w.ids.dedicatedAccountNumber, amount: '5000', reference: `gdva-${n}` } }),
    bad: {
      accountNumber: badNuban,
      amount: badAmount,
      reference: badReference,
      senderName: badName,
      senderBank: badSettlementBank.filter((v) => v !== '' && v !== ' ' && v !== null),
      senderAccountNumber: badNuban.filter((v) => v !== ABSENT && v !== '' && v !== ' ' && v !== null && v !== '9999999999'),
      narration: fc.constantFrom<Bad>('n'.repeat(256), 'a\u0000b', {}),
      record: fc.constantFrom<Bad>('maybe', 2, {}),
    },
    required: ['accountNumber', 'amount'],
  },
  {
    name: 'dedicatedAccounts',
    query:
      'query($first: Int, $filter: DedicatedAccountFilterInput) { dedicatedAccounts(first: $first, filter: $filter) { totalCount nodes { customer { id } } } dedicatedAccountProviders { providerSlug } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'transactions',
    query:
      'query($first: Int, $after: String, $filter: TransactionFilterInput) { transactions(first: $first, after: $after, filter: $filter) { totalCount edges { node { id } } } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'customers',
    query:
      'query($first: Int, $last: Int, $before: String, $filter: CustomerFilterInput) { customers(first: $first, last: $last, before: $before, filter: $filter) { totalCount } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'events',
    query: 'query($first: Int, $filter: EventFilterInput) { events(first: $first, filter: $filter) { totalCount } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'webhookDeliveries',
    query: 'query($first: Int, $filter: WebhookDeliveryFilterInput) { webhookDeliveries(first: $first, filter: $filter) { totalCount } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'authorizations',
    query: 'query($first: Int, $filter: AuthorizationFilterInput) { authorizations(first: $first, filter: $filter) { totalCount } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'lookups',
    query:
      'query($id: ID, $reference: String, $code: String, $email: String, $event: ID!) { transaction(id: $id, reference: $reference) { id } customer(code: $code, email: $email) { id } event(id: $event) { id } }',
    base: (w) => ({ event: String(w.ids.eventId) }),
  },
  {
    name: 'paymentRequests',
    query:
      'query($first: Int, $after: String, $filter: PaymentRequestFilterInput) { paymentRequests(first: $first, after: $after, filter: $filter) { totalCount nodes { id customer { id } payments { id } } } }',
    base: () => ({ first: 5 }),
  },
  {
    name: 'paymentPages',
    query:
      'query($first: Int, $ref: String!) { paymentPages(first: $first) { totalCount } paymentPage(ref: $ref) { id } paymentRequestTotals { total { amount } } }',
    base: (w) => ({ first: 5, ref: w.ids.pageSlug }),
  },
  {
    name: 'simulatedEmails',
    query: 'query($first: Int, $resource: String) { simulatedEmails(first: $first, resource: $resource) { totalCount } }',
    base: () => ({ first: 5 }),
  },
  { name: 'totals', query: 'query($from: DateTimeISO, $to: DateTimeISO) { transactionTotals(from: $from, to: $to) { totalTransactions } }', base: () => ({}) },
  // Products, orders and storefronts.
  {
    name: 'createProduct',
    query: 'mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }',
    base: (_w, n) => ({ input: { name: `Gfuzz product ${n}`, description: 'Fuzzed', price: '5000', currency: 'NGN', quantity: 3 } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ', 'Fuzz product')),
      description: fc.constantFrom<Bad>(ABSENT, '', ' ', 'd'.repeat(1025), {}, 5),
      price: fc.constantFrom<Bad>(ABSENT, '0', '-1', '1.5', 'abc', '1000000000000'),
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT)),
      quantity: fc.constantFrom<Bad>(-1, 1.5, 'abc', 2 ** 31),
      splitCode: badSplit,
      metadata: badMetadata,
      minimumOrderable: fc.constantFrom<Bad>(0, -1, 1.5),
      maximumOrderable: fc.constantFrom<Bad>(0, -1, 1.5),
    },
    required: ['name', 'description', 'price', 'currency'],
  },
  {
    name: 'updateProduct',
    query: 'mutation($product: String!, $input: UpdateProductInput!) { updateProduct(product: $product, input: $input) { id } }',
    base: (w) => ({ product: String(w.ids.productId), input: { description: 'gfuzzed' } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')),
      price: fc.constantFrom<Bad>('0', '-1', '1.5', 'abc'),
      currency: badCurrency,
      quantity: fc.constantFrom<Bad>(-1, 1.5, 'abc'),
      splitCode: badSplit,
      metadata: badMetadata,
    },
  },
  {
    name: 'deleteProduct',
    query: 'mutation($product: ID!) { deleteProduct(product: $product) }',
    base: () => ({ product: '999999999' }),
    bad: { product: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['product'],
  },
  {
    name: 'createOrder',
    query: 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }',
    base: (w, n) => ({ input: { email: email(n), currency: 'NGN', items: [{ item: String(w.ids.productId), quantity: 1 }] } }),
    bad: {
      email: fc.oneof(badEmail, fc.constantFrom<Bad>(ABSENT)),
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT)),
      items: fc.constantFrom<Bad>(
        ABSENT,
        [],
        [{ item: 'x', quantity: 1 }],
        [{ item: '999999999', quantity: 1 }],
        [{ item: '1', quantity: 0 }],
        [{ item: '1' }],
        'nope',
        [1],
      ),
      firstName: badName,
      shipping: fc.constantFrom<Bad>({ shippingFee: '-1' }, { city: 'c'.repeat(201) }, 'x', 5),
    },
    required: ['email', 'currency', 'items'],
  },
  {
    name: 'payOrder',
    query: 'mutation($id: String!, $callbackUrl: String) { payOrder(id: $id, callbackUrl: $callbackUrl) { reference } }',
    base: () => ({ id: 'ORD_unknown0000' }),
    bad: { id: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)), callbackUrl: fc.constantFrom<Bad>('not a url', 5, 'javascript:alert(1)') },
    required: ['id'],
  },
  {
    name: 'createStorefront',
    query: 'mutation($input: CreateStorefrontInput!) { createStorefront(input: $input) { id } }',
    base: (_w, n) => ({ input: { name: 'Gfuzz store', slug: `gfuzz-store-${n}`, currency: 'NGN' } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>(ABSENT, '', ' ')),
      slug: fc.constantFrom<Bad>(ABSENT, '', 'fuzz-shop', 'a b', 'ab', 's'.repeat(101), {}),
      currency: fc.oneof(badCurrency, fc.constantFrom<Bad>(ABSENT)),
      description: fc.constantFrom<Bad>('d'.repeat(1025), {}),
    },
    required: ['name', 'slug', 'currency'],
  },
  {
    name: 'updateStorefront',
    query: 'mutation($storefront: String!, $input: UpdateStorefrontInput!) { updateStorefront(storefront: $storefront, input: $input) { id } }',
    base: (w) => ({ storefront: String(w.ids.storefrontId), input: { description: 'gfuzzed' } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')),
      slug: fc.constantFrom<Bad>('', 'a b', 'ab', 's'.repeat(101), {}),
      description: fc.constantFrom<Bad>('d'.repeat(1025), {}),
    },
  },
  ...(['deleteStorefront', 'duplicateStorefront'] as const).map<Op>((name) => ({
    name,
    query: `mutation($storefront: ID!) { ${name}(storefront: $storefront)${name === 'deleteStorefront' ? '' : ' { id }'} }`,
    base: () => ({ storefront: '999999999' }),
    bad: { storefront: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['storefront'],
  })),
  {
    name: 'publishStorefront',
    query: 'mutation($storefront: ID!) { publishStorefront(storefront: $storefront) { id } }',
    base: (w) => ({ storefront: String(w.ids.storefrontId) }),
    bad: { storefront: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)) },
    required: ['storefront'],
  },
  {
    name: 'addStorefrontProducts',
    query: 'mutation($storefront: ID!, $products: [ID!]!) { addStorefrontProducts(storefront: $storefront, products: $products) { id } }',
    base: (w) => ({ storefront: String(w.ids.storefrontId), products: [String(w.ids.productId)] }),
    bad: {
      storefront: fc.oneof(unknownId, fc.constantFrom<Bad>(ABSENT, null)),
      products: fc.constantFrom<Bad>(ABSENT, null, [], ['x'], ['999999999'], ['-1'], [null], 'x'),
    },
    required: ['storefront', 'products'],
  },
  // Terminals and virtual terminals (the world's terminal FUZZSERIAL0001 and its virtual terminal).
  {
    name: 'commissionTerminal',
    query: 'mutation($s: String!) { commissionTerminal(serialNumber: $s) { id } }',
    base: () => ({ s: 'FUZZSERIAL0001' }),
    bad: { s: fc.constantFrom<Bad>(ABSENT, '', 'short', 'X'.repeat(25), '0000000000000000000', 12) },
    required: ['s'],
  },
  {
    name: 'decommissionTerminal',
    query: 'mutation($s: String!) { decommissionTerminal(serialNumber: $s) }',
    base: () => ({ s: 'FUZZSERIAL0009' }),
    bad: { s: fc.constantFrom<Bad>(ABSENT, '', 'short', 'abc!defghijk', 12) },
    required: ['s'],
  },
  {
    name: 'updateTerminal',
    query: 'mutation($terminal: String!, $input: UpdateTerminalInput!) { updateTerminal(terminal: $terminal, input: $input) { id } }',
    base: (w) => ({ terminal: w.ids.terminalId, input: { name: 'Till' } }),
    bad: { name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')), address: fc.constantFrom<Bad>('a'.repeat(256), 'a\u0000b', {}) },
  },
  {
    name: 'sendTerminalEvent',
    query: 'mutation($terminal: String!, $input: SendTerminalEventInput!) { sendTerminalEvent(terminal: $terminal, input: $input) { id } }',
    base: (w) => ({ terminal: w.ids.terminalId, input: { type: 'transaction', action: 'print', dataId: String(w.ids.transactionId) } }),
    bad: {
      type: fc.constantFrom<Bad>(ABSENT, '', 'refund', 'invoice', 5),
      action: fc.constantFrom<Bad>(ABSENT, '', 'view', 'pay'),
      dataId: fc.constantFrom<Bad>(ABSENT, '', 'abc', '0', '-1', '999999999'),
      dataReference: fc.constantFrom<Bad>('r'.repeat(101), {}),
    },
    required: ['type', 'action', 'dataId'],
  },
  {
    name: 'createVirtualTerminal',
    query: 'mutation($input: CreateVirtualTerminalInput!) { createVirtualTerminal(input: $input) { code } }',
    base: () => ({ input: { name: 'G VT', destinations: [{ target: '+2348012345678', name: 'A' }] } }),
    bad: {
      name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')),
      destinations: fc.constantFrom<Bad>(
        [],
        [{ target: 'abc', name: 'x' }],
        [{ target: '+2348012345678', name: '' }],
        [{ target: '+2348012345678' }],
        'nope',
        [1],
      ),
      splitCode: fc.constantFrom<Bad>('SPL_doesnotexist', 'nope', 12),
      metadata: badMetadata,
      currency: badCurrency,
    },
    required: ['name', 'destinations'],
  },
  {
    name: 'updateVirtualTerminal',
    query: 'mutation($code: String!, $name: String!) { updateVirtualTerminal(code: $code, name: $name) { code } }',
    base: (w) => ({ code: w.ids.virtualTerminalCode, name: 'G' }),
    bad: { code: unknownId, name: fc.oneof(badName, fc.constantFrom<Bad>('', ' ')) },
    required: ['code', 'name'],
  },
  {
    name: 'deactivateVirtualTerminal',
    query: 'mutation($code: String!) { deactivateVirtualTerminal(code: $code) { code } }',
    base: () => ({ code: 'VT_NOPE0000' }),
    bad: { code: fc.oneof(unknownId, fc.constant<Bad>(ABSENT)) },
    required: ['code'],
  },
  {
    name: 'assignVirtualTerminalDestinations',
    query: 'mutation($code: String!, $d: [VirtualTerminalDestinationInput!]!) { assignVirtualTerminalDestinations(code: $code, destinations: $d) { id } }',
    base: (w) => ({ code: w.ids.virtualTerminalCode, d: [{ target: '+2348099999999', name: 'B' }] }),
    bad: {
      code: unknownId,
      d: fc.constantFrom<Bad>(ABSENT, [], [{ target: 'abc', name: 'x' }], [{ target: '+2348012345678', name: 'Taken' }], [{ name: 'x' }], 'x'),
    },
    required: ['code', 'd'],
  },
  {
    name: 'unassignVirtualTerminalDestinations',
    query: 'mutation($code: String!, $t: [String!]!) { unassignVirtualTerminalDestinations(code: $code, targets: $t) }',
    base: (w) => ({ code: w.ids.virtualTerminalCode, t: ['+2340000000000'] }),
    bad: { code: unknownId, t: fc.constantFrom<Bad>(ABSENT, [], ['abc'], 'x', [1.5]) },
    required: ['code', 't'],
  },
  {
    name: 'setVirtualTerminalSplitCode',
    query: 'mutation($code: String!, $s: String!) { setVirtualTerminalSplitCode(code: $code, splitCode: $s) { code } }',
    base: (w) => ({ code: w.ids.virtualTerminalCode, s: w.ids.splitCode }),
    bad: { code: unknownId, s: fc.constantFrom<Bad>(ABSENT, '', ' ', 'SPL_doesnotexist', 'nope') },
    required: ['code', 's'],
  },
  {
    name: 'removeVirtualTerminalSplitCode',
    query: 'mutation($code: String!, $s: String!) { removeVirtualTerminalSplitCode(code: $code, splitCode: $s) { code } }',
    base: (w) => ({ code: w.ids.virtualTerminalCode, s: 'SPL_other0000' }),
    bad: { code: unknownId, s: fc.constantFrom<Bad>(ABSENT, '', 12) },
    required: ['code', 's'],
  },
  {
    name: 'payVirtualTerminal',
    query: 'mutation($code: String!, $input: PayVirtualTerminalInput!) { payVirtualTerminal(code: $code, input: $input) { reference } }',
    base: (w, n) => ({ code: w.ids.virtualTerminalCode, input: { amount: 5000, email: email(n) } }),
    bad: { amount: badAmount, email: badEmail, reference: badReference, channel: fc.constantFrom<Bad>('', 'ussd', 'CARD') },
    required: ['amount', 'email'],
  },
  {
    name: 'retryRefundWithCustomerDetails',
    query: 'mutation($id: String!, $input: RefundAccountDetailsInput!) { retryRefundWithCustomerDetails(id: $id, input: $input) { id } }',
    base: (w) => ({ id: String(w.ids.refundId), input: { currency: 'NGN', accountNumber: '0123456789', bankId: '9' } }),
    bad: {
      accountNumber: badNuban.filter((v) => v !== ABSENT && v !== null),
      bankId: fc.constantFrom<Bad>(ABSENT, '', 'abc', '999999'),
      currency: fc.constantFrom<Bad>(ABSENT, '', 5),
    },
    required: ['currency', 'accountNumber', 'bankId'],
  },
];

function request(query: string, variables: unknown, raw?: string): Sent {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { authorization: `Bearer ${world.m.test.secret_key}`, 'content-type': 'application/json' },
    body: raw ?? JSON.stringify({ query, variables }),
  };
}

// A GraphQL reply is refused when it carries errors; it must then have written nothing.
async function run(req: Sent, describe: () => string): Promise<Got> {
  const before = world.counts;
  const got = await runCase(world, req, describe);
  const errors: Array<{ message: string; extensions?: { code?: string } }> = got.json?.errors ?? [];
  const internal = errors.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (internal) throw new Error(`internal error: ${internal.message}\n${describe()}`);
  if (errors.length && got.status < 400 && before) {
    const after = world.counts!;
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length) throw new Error(`an operation with errors changed ${changed.join(', ')}: ${errors[0]!.message}\n${describe()}`);
  }
  return got;
}

it('GraphQL operations with random and invalid variables', async () => {
  let cases = 0;
  let n = 0;
  const seed = fuzzSeed();
  const withInput = OPS.filter((op) => op.bad);
  const randomCase = fc.record({
    op: fc.constantFrom(...OPS),
    noise: fc.dictionary(
      fc.oneof(
        fieldName(),
        fc.constantFrom(
          'input',
          'first',
          'last',
          'after',
          'before',
          'filter',
          'id',
          'reference',
          'code',
          'customer',
          'seconds',
          'value',
          'event',
          'from',
          'to',
        ),
      ),
      nastyValue(),
      { maxKeys: 4 },
    ),
    inputNoise: fc.dictionary(fieldName(), nastyValue(), { maxKeys: 3 }),
    raw: fc.option(
      fc.constantFrom(
        '{"query":',
        '{"query":"{"}',
        '{"query":"query { __typename }","variables":"x"}',
        '{"query":"mutation { a }"}',
        '{"variables":{}}',
        '[{"query":"{ testClock { now } }"}]',
        '{"query":"{ testClock { now } }","operationName":{}}',
      ),
      { nil: undefined, freq: 15 },
    ),
  });
  const invalidCase = fc
    .constantFrom(...withInput)
    .chain((op) => fc.constantFrom(...Object.keys(op.bad!)).chain((field) => op.bad![field]!.map((value) => ({ op, field, value }))));
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        randomCase.map((c) => ({ kind: 'random' as const, ...c })),
        invalidCase.map((c) => ({ kind: 'invalid' as const, ...c })),
      ),
      async (c) => {
        cases++;
        const i = n++;
        const vars = c.op.base(world, i);
        if (c.kind === 'random') {
          // Valid variables with random ones laid over them, and random fields inside `input`.
          const variables: Record<string, unknown> = { ...vars, ...c.noise };
          if (vars.input && typeof variables.input === 'object' && variables.input && !Array.isArray(variables.input))
            variables.input = { ...(vars.input as object), ...(variables.input as object), ...c.inputNoise };
          const req = request(c.op.query, variables, c.raw);
          await run(req, () => describeSent(req));
          return;
        }
        const { op, field, value } = c;
        const required = (op.required ?? []).includes(field);
        // GraphQL reads null and absent as "not given": only a required field is wrong without a value.
        if ((value === ABSENT || value === null) && !required) return;
        const target: Record<string, unknown> = vars.input ? { ...(vars.input as object) } : vars;
        if (value === ABSENT) delete target[field];
        else target[field] = value;
        const variables = vars.input ? { ...vars, input: target } : target;
        const req = request(op.query, variables);
        const describe = () => `${op.name}: invalid ${field} ${String(JSON.stringify(value) ?? String(value)).slice(0, 200)}\n${describeSent(req)}`;
        const got = await run(req, describe);
        if (!got.json?.errors?.length) throw new Error(`accepted invalid input: ${got.text.slice(0, 300)}\n${describe()}`);
        if (got.json.data && Object.values(got.json.data).some((v) => v !== null))
          throw new Error(`data with an error: ${got.text.slice(0, 300)}\n${describe()}`);
      },
    ),
    { numRuns: FUZZ_RUNS.graphql, seed, endOnFailure: true },
  );
  reportCases(`fuzz-graphql.test.ts (seed ${seed})`, cases);
  expect(cases).toBe(FUZZ_RUNS.graphql);
  // Every mutation of the schema is fuzzed (a new one must be added to OPS).
  const schema = await runCase(world, request('{ __schema { mutationType { fields { name } } } }', {}), () => 'introspection');
  const mutations: string[] = schema.json.data.__schema.mutationType.fields.map((f: { name: string }) => f.name);
  expect(mutations.filter((m) => !OPS.some((op) => op.name === m))).toEqual([]);
});
