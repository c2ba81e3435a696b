import { createHash } from 'node:crypto';
import { REPLY_SHAPE } from '../../src/modules/transactions/reply-document';
import { presentTransaction, type TransactionReplyView } from '../../src/modules/transactions/transaction.presenter';

// Stored verify documents carry REPLY_SHAPE in their key (modules/transactions/reply-document.ts): a
// document stored by code that presented a transaction differently must not be served after an
// upgrade. This fingerprints presentTransaction's output on fixtures that take each of its branches,
// so that a change to the presenter cannot land without a new REPLY_SHAPE.
const FINGERPRINTS: Record<string, string> = {
  r2: '2274fa4ebf8d795e',
  r3: '0d73c5c0ab719de4',
};

const transaction: TransactionReplyView['transaction'] = {
  id: 41,
  domain: 'test',
  integrationId: 7,
  status: 'success',
  chargeStatus: 'success',
  reference: 'ref-41',
  amount: 20000,
  message: null,
  gatewayResponse: 'Successful',
  paidAt: new Date('2026-01-02T03:04:05.678Z'),
  createdAt: new Date('2026-01-02T03:04:00.000Z'),
  channel: 'card',
  currency: 'NGN',
  ipAddress: '10.0.0.1',
  metadata: { cart: 7 },
  log: {
    start_time: 1,
    time_spent: 2,
    attempts: 1,
    authentication: null,
    errors: 0,
    success: true,
    mobile: false,
    input: [],
    channel: 'card',
    history: [{ type: 'success', message: 'Paid', time: 2 }],
  },
  fees: 300,
  split: null,
  payer: null,
  planCode: null,
  splitGroup: null,
  requestedAmount: 20000,
  source: 'charge',
  subaccountCode: null,
  refundedAmount: 0,
  callbackUrl: 'https://merchant.example/cb',
  channels: ['card'],
  invoiceLimit: null,
  quantity: null,
  transactionCharge: null,
  bearer: 'account',
} as TransactionReplyView['transaction'];

const customer: TransactionReplyView['customer'] = {
  id: 3,
  firstName: 'Ada',
  lastName: null,
  email: 'ada@example.com',
  customerCode: 'CUS_x',
  phone: null,
  metadata: null,
  riskAction: 'default',
};
const authorization = {
  id: 9,
  authorizationCode: 'AUTH_x',
  bin: '408408',
  last4: '4081',
  expMonth: '12',
  expYear: '2099',
  channel: 'card',
  cardType: 'visa',
  bank: 'TEST BANK',
  countryCode: 'NG',
  brand: 'visa',
  reusable: true,
  signature: 'SIG_x',
  accountName: null,
} as TransactionReplyView['authorization'];

const fixtures: TransactionReplyView[] = [
  { transaction, customer, authorization },
  {
    transaction: { ...transaction, status: 'abandoned', paidAt: null, metadata: null, log: null, payer: { channel: 'bank' }, quantity: 2 as never },
    customer,
    authorization: null,
  },
  {
    transaction: {
      ...transaction,
      split: { subaccount: { subaccount_code: 'ACCT_x' }, fees_split: { integration: 100, paystack: 300, subaccount: 19600 } } as never,
      subaccountCode: 'ACCT_x',
    },
    customer,
    authorization,
  },
  // Not yet attempted: the channel the payment page opens on.
  { transaction: { ...transaction, status: 'abandoned', paidAt: null, channel: null, channels: ['bank', 'card'] }, customer, authorization: null },
  { transaction: { ...transaction, splitGroup: { id: 1, name: 'g', split_code: 'SPL_x', formula: {}, shares: {} } as never }, customer, authorization },
];

it("REPLY_SHAPE names the presenter's current output", () => {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(fixtures.map(presentTransaction)))
    .digest('hex')
    .slice(0, 16);
  if (FINGERPRINTS[REPLY_SHAPE] !== fingerprint) {
    throw new Error(
      `presentTransaction's output is not the one REPLY_SHAPE '${REPLY_SHAPE}' names (fingerprint ${fingerprint}). ` +
        'If the presenter changed, give REPLY_SHAPE a new name in src/modules/transactions/reply-document.ts and add it here with this fingerprint.',
    );
  }
});
