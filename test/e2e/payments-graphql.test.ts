import type { Client } from 'graphql-ws';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { gql, subscribe, wsClient } from '../support/graphql';
import { advanceClock, CARDS, expectLedgerBalanced, rowCounts, transactionRow } from '../support/payments';
import { countQueries } from '../support/sql';
import { pokeUntilHeard } from '../support/live';
import {
  AuthorizationsDocument,
  ChargeAuthorizationDocument,
  ChargeUpdatedDocument,
  CheckAuthorizationDocument,
  CreateChargeDocument,
  DeactivateAuthorizationDocument,
  InitializeTransactionDocument,
  SubmitBirthdayDocument,
  SubmitOtpDocument,
  SubmitPinDocument,
  TransactionLookupDocument,
  TransactionsDocument,
  TransactionTotalsDocument,
  type CardInput,
} from '../generated/graphql';

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
const clients: Array<{ client: Client; closed: Promise<void> | null }> = [];
let seq = 0;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('GraphQL Shop');
  other = await server.newIntegration('Someone Else');
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(async () => {
  // Wait for each socket to close, so no handle outlives the file.
  await Promise.all(
    clients.map(async ({ client, closed }) => {
      await client.dispose();
      await closed;
    }),
  );
  await server.stop();
});

const key = () => m.test.secret_key;
const ref = (label: string) => `gql-${label}-${Date.now()}-${++seq}`;
const card = (c: { number: string; cvv: string; expiry_month: string; expiry_year: string }): CardInput => ({
  number: c.number,
  cvv: c.cvv,
  expiryMonth: c.expiry_month,
  expiryYear: c.expiry_year,
});

function client(secret = key()): Client {
  const c = wsClient(server.wsUrl, secret);
  const entry: { client: Client; closed: Promise<void> | null } = { client: c, closed: null };
  c.on('connected', () => {
    entry.closed = new Promise((resolve) => c.on('closed', () => resolve()));
  });
  clients.push(entry);
  return c;
}

// Subscribes to one charge's updates and returns once the socket provably delivers events: a probe
// `events` subscription on the same socket must see a customer being created first.
async function watchCharge(reference: string, secret = key(), api = m.api) {
  const c = client(secret);
  const sub = subscribe(c, ChargeUpdatedDocument, { reference });
  const probe = subscribe(c, 'subscription { events(types: ["customer.created"]) { id } }');
  await pokeUntilHeard(
    () => api.post('/customer', { email: `probe-${++seq}@example.com` }),
    () => probe.received.length > 0,
  );
  probe.dispose();
  return sub;
}

const statuses = (received: Array<{ data?: { chargeUpdated: { status: string } } | null }>) => received.map((r) => r.data?.chargeUpdated.status);

describe('createCharge and the submit steps, watched live', () => {
  it('walks the PIN + OTP card and the subscriber sees every state in order', async () => {
    const reference = ref('pinotp');
    const sub = await watchCharge(reference);

    const started = await gql(server.url, key(), CreateChargeDocument, {
      input: { email: 'pin-otp@example.com', amount: '50000', reference, card: card(CARDS.pinOtp) },
    });
    expect(started.errors).toBeUndefined();
    expect(started.data!.createCharge).toMatchObject({
      status: 'send_pin',
      reference,
      transaction: { status: 'ongoing', amount: '50000', customer: { email: 'pin-otp@example.com' } },
    });

    const afterPin = await gql(server.url, key(), SubmitPinDocument, { reference, pin: '1234' });
    expect(afterPin.data!.submitPin).toMatchObject({ status: 'send_otp', displayText: expect.stringContaining('OTP') });

    const done = await gql(server.url, key(), SubmitOtpDocument, { reference, otp: '123456' });
    expect(done.errors).toBeUndefined();
    expect(done.data!.submitOtp).toMatchObject({ status: 'success', reference, transaction: { status: 'success' } });

    await sub.waitFor(3);
    expect(statuses(sub.received)).toEqual(['send_pin', 'send_otp', 'success']);
    expect(sub.received[2]!.data!.chargeUpdated.transaction).toMatchObject({ status: 'success', customer: { email: 'pin-otp@example.com' } });
    sub.dispose();
  });

  it('mobile money and QR: createCharge answers pay_offline, and the payer answering later reaches the subscriber', async () => {
    // Merchants in the markets these channels serve (a Nigerian one takes neither KES nor ZAR).
    const ke = await server.newIntegration('Nairobi', 'KE');
    const za = await server.newIntegration('Cape Town', 'ZA');
    const reference = ref('momo');
    const sub = await watchCharge(reference, ke.test.secret_key, ke.api);
    const started = await gql(server.url, ke.test.secret_key, CreateChargeDocument, {
      input: { email: 'momo@example.com', amount: '5000', reference, mobileMoney: { phone: '+254710000000', provider: 'mpesa' } },
    });
    expect(started.errors).toBeUndefined();
    expect(started.data!.createCharge).toMatchObject({ status: 'pay_offline', displayText: 'Please complete authorization process on your mobile phone' });
    await advanceClock(ke.api, 10);
    await sub.waitFor(2);
    expect(statuses(sub.received)).toEqual(['pay_offline', 'success']);
    sub.dispose();

    const qr = await gql(server.url, za.test.secret_key, CreateChargeDocument, {
      input: { email: 'qr@example.com', amount: '5000', reference: ref('qr'), qr: { provider: 'scan-to-pay' } },
    });
    expect(qr.data!.createCharge).toMatchObject({ status: 'pay_offline', qrCode: expect.stringMatching(/^000201/) });
    const two = await gql(server.url, za.test.secret_key, CreateChargeDocument, {
      input: { email: 'qr@example.com', amount: '5000', qr: { provider: 'scan-to-pay' }, eft: { provider: 'ozow' } },
    });
    expect(two.errors?.[0]?.message).toBe('Pass only one of card, bank, ussd, mobile_money, qr, eft, capitec_pay, bank_transfer or authorization_code');
    await expectLedgerBalanced(server, [ke, za]);
  });

  it('a bad PIN format keeps the step with its reason, and the bank account flow takes a birthday', async () => {
    const reference = ref('pin');
    await gql(server.url, key(), CreateChargeDocument, { input: { email: 'pin@example.com', amount: '1000', reference, card: card(CARDS.pin) } });
    const bad = await gql(server.url, key(), SubmitPinDocument, { reference, pin: '12' });
    expect(bad.data!.submitPin).toMatchObject({ status: 'send_pin', displayText: 'PIN must be exactly 4 digits' });
    const good = await gql(server.url, key(), SubmitPinDocument, { reference, pin: '1111' });
    expect(good.data!.submitPin.status).toBe('success');

    const bankRef = ref('bank');
    const bank = await gql(server.url, key(), CreateChargeDocument, {
      input: { email: 'bank@example.com', amount: '1000', reference: bankRef, bank: { code: '057', accountNumber: '0000000000' } },
    });
    expect(bank.data!.createCharge.status).toBe('send_birthday');
    const bday = await gql(server.url, key(), SubmitBirthdayDocument, { reference: bankRef, birthday: '1990-01-31' });
    expect(bday.data!.submitBirthday.status).toBe('send_otp');
    expect((await gql(server.url, key(), SubmitOtpDocument, { reference: bankRef, otp: '123456' })).data!.submitOtp.status).toBe('success');
  });

  it('sees the checkout page move the charge', async () => {
    const reference = ref('page');
    const init = await gql(server.url, key(), InitializeTransactionDocument, { input: { email: 'page@example.com', amount: '7000', reference } });
    expect(init.errors).toBeUndefined();
    expect(init.data!.initializeTransaction).toMatchObject({ reference, transaction: { status: 'pending', amount: '7000' } });
    const path = new URL(init.data!.initializeTransaction.authorizationUrl).pathname;
    const sub = await watchCharge(reference);

    const post = (form: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    expect((await post({ action: 'pay_card', card_number: CARDS.pinOtp.number, card_expiry: '12/99', card_cvv: CARDS.pinOtp.cvv })).status).toBe(303);
    expect((await post({ action: 'pin', pin: '1234' })).status).toBe(303);
    expect((await post({ action: 'otp', otp: '123456' })).status).toBe(200); // no callback URL: the page says it is paid

    await sub.waitFor(3);
    expect(statuses(sub.received)).toEqual(['send_pin', 'send_otp', 'success']);
    sub.dispose();
  });

  it('sees a pending charge resolve on a status check', async () => {
    const reference = ref('pending');
    const sub = await watchCharge(reference);
    const started = await gql(server.url, key(), CreateChargeDocument, {
      input: { email: 'slow@example.com', amount: '2500', reference, card: card(CARDS.timeout) },
    });
    expect(started.data!.createCharge.status).toBe('pending');
    await sub.waitFor(1);
    await advanceClock(m.api, 11);
    const check = await m.api.get(`/charge/${reference}`);
    expect(check.body.data.status).toBe('success');
    await sub.waitFor(2);
    expect(statuses(sub.received)).toEqual(['pending', 'success']);
    sub.dispose();
  });
});

describe('queries', () => {
  it('lists transactions with filters, looks one up, totals, and loads customers without N+1', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `list-${i}-${Date.now()}@example.com`);
    for (const [i, email] of emails.entries()) {
      const res = await m.api.post('/charge', { email, amount: 10_000 + i, card: CARDS.success, metadata: { batch: 'list' } });
      expect(res.body.data.status).toBe('success');
    }
    await server.services.dispatcher.idle();

    const statements = async <T>(work: () => Promise<T>): Promise<{ result: T; count: number }> => {
      const { result, queries } = await countQueries(server.services.db.ds, work);
      return { result, count: queries.length };
    };
    const many = await statements(() => gql(server.url, key(), TransactionsDocument, { first: 20, filter: { status: 'success' } }));
    const one = await statements(() => gql(server.url, key(), TransactionsDocument, { first: 1, filter: { status: 'success' } }));
    expect(many.result.errors).toBeUndefined();
    const nodes = many.result.data!.transactions.nodes;
    expect(nodes).toHaveLength(20);
    expect(new Set(nodes.map((n) => n.customer.email))).toEqual(new Set(emails));
    for (const n of nodes) expect(n.authorization).toMatchObject({ last4: '4081' });
    // Twenty customers and authorizations cost what one does.
    expect(many.count).toBe(one.count);
    // And what one costs is bounded: the key, the page, its customers, its authorizations, the count.
    expect(one.count).toBeLessThanOrEqual(5);
    // Authorization.customer goes through the loader unseeded: one batched query for the page.
    const auths = await statements(() => gql(server.url, key(), AuthorizationsDocument, { first: 20 }));
    const oneAuth = await statements(() => gql(server.url, key(), AuthorizationsDocument, { first: 1 }));
    expect(auths.result.data!.authorizations.nodes).toHaveLength(20);
    expect(auths.result.data!.authorizations.nodes.every((n) => n.customer.email.length > 0)).toBe(true);
    expect(auths.count).toBe(oneAuth.count);

    const first = nodes[19]!;
    const byAmount = await gql(server.url, key(), TransactionsDocument, { first: 5, filter: { amount: first.amount } });
    expect(byAmount.data!.transactions.nodes.map((n) => n.reference)).toEqual([first.reference]);
    const byCustomer = await gql(server.url, key(), TransactionsDocument, { filter: { customer: first.customer.id } });
    expect(byCustomer.data!.transactions).toMatchObject({ totalCount: 1, nodes: [{ reference: first.reference }] });
    const page2 = await gql(server.url, key(), TransactionsDocument, {
      first: 15,
      after: many.result.data!.transactions.pageInfo.endCursor,
      filter: { status: 'success' },
    });
    expect(page2.data!.transactions.nodes.length).toBeGreaterThan(0);
    expect(page2.data!.transactions.nodes.map((n) => n.reference)).not.toContain(nodes[0]!.reference);
    const future = await gql(server.url, key(), TransactionsDocument, { filter: { from: '2999-01-01T00:00:00.000Z' } });
    expect(future.data!.transactions).toMatchObject({ totalCount: 0, nodes: [] });

    const byRef = await gql(server.url, key(), TransactionLookupDocument, { reference: first.reference });
    expect(byRef.data!.transaction).toMatchObject({ id: first.id, status: 'success', channel: 'card', customer: { email: first.customer.email } });
    const byId = await gql(server.url, key(), TransactionLookupDocument, { id: first.id });
    expect(byId.data!.transaction!.reference).toBe(first.reference);
    expect((await gql(server.url, key(), TransactionLookupDocument, { reference: 'no-such-ref' })).data!.transaction).toBeNull();

    const rest = await m.api.get('/transaction/totals');
    const totals = await gql(server.url, key(), TransactionTotalsDocument, {});
    expect(totals.data!.transactionTotals).toMatchObject({
      totalTransactions: rest.body.data.total_transactions,
      uniqueCustomers: rest.body.data.unique_customers,
      totalVolume: String(rest.body.data.total_volume),
      pendingTransfers: String(rest.body.data.pending_transfers),
    });
  });

  it('authorizations: list by customer, check, charge and deactivate', async () => {
    const email = `auth-${Date.now()}@example.com`;
    const paid = await m.api.post('/charge', { email, amount: '5000', card: CARDS.success });
    const code = paid.body.data.authorization.authorization_code as string;
    const customerId = String(paid.body.data.customer.id);

    const list = await gql(server.url, key(), AuthorizationsDocument, { filter: { customer: customerId } });
    expect(list.data!.authorizations).toMatchObject({
      totalCount: 1,
      nodes: [{ authorizationCode: code, last4: '4081', reusable: true, active: true, customer: { email } }],
    });

    const check = await gql(server.url, key(), CheckAuthorizationDocument, { input: { authorizationCode: code, email, amount: '100000' } });
    expect(check.data!.checkAuthorization).toEqual({ amount: '100000', currency: 'NGN' });
    const poor = await gql(server.url, key(), CheckAuthorizationDocument, { input: { authorizationCode: code, email, amount: '50000000' } });
    expect(poor.errors![0]).toMatchObject({ message: 'Insufficient Funds', extensions: { code: 'BAD_USER_INPUT' } });

    const charged = await gql(server.url, key(), ChargeAuthorizationDocument, { input: { authorizationCode: code, email, amount: '3000' } });
    expect(charged.errors).toBeUndefined();
    expect(charged.data!.chargeAuthorization).toMatchObject({ status: 'success', amount: '3000', authorization: { authorizationCode: code } });

    const off = await gql(server.url, key(), DeactivateAuthorizationDocument, { code });
    expect(off.data!.deactivateAuthorization).toEqual({ authorizationCode: code, active: false });
    const after = await gql(server.url, key(), AuthorizationsDocument, { filter: { customer: customerId, active: true } });
    expect(after.data!.authorizations.totalCount).toBe(0);
  });
});

describe('bad input and isolation', () => {
  it('bad input is BAD_USER_INPUT and changes nothing', async () => {
    const before = await rowCounts(server);
    const cases = [
      gql(server.url, key(), CreateChargeDocument, {
        input: { email: 'bad@example.com', amount: '1000', card: { ...card(CARDS.success), number: '4084084084084082' } },
      }),
      gql(server.url, key(), CreateChargeDocument, { input: { email: 'bad@example.com', amount: '0', card: card(CARDS.success) } }),
      gql(server.url, key(), CreateChargeDocument, { input: { email: 'bad@example.com', amount: '1000' } }),
      gql(server.url, key(), CreateChargeDocument, { input: { email: 'not-an-email', amount: '1000', card: card(CARDS.success) } }),
      gql(server.url, key(), SubmitPinDocument, { reference: 'nope-nope', pin: '1234' }),
      gql(server.url, key(), InitializeTransactionDocument, { input: { email: 'bad@example.com', amount: '1000', reference: 'has spaces!' } }),
      gql(server.url, key(), TransactionsDocument, { filter: { customer: 'abc' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const unknown = await gql(server.url, key(), SubmitPinDocument, { reference: 'nope-nope', pin: '1234' });
    expect(unknown.errors![0]!.message).toBe('Transaction reference is invalid');
    expect(await rowCounts(server)).toEqual(before);
  });

  it("another integration's transactions and charge updates are invisible", async () => {
    const reference = ref('mine');
    const theirs = await watchCharge(reference, other.test.secret_key, other.api);
    const mine = await watchCharge(reference);
    await gql(server.url, key(), CreateChargeDocument, { input: { email: 'private@example.com', amount: '1200', reference, card: card(CARDS.success) } });
    await mine.waitFor(1);
    expect(statuses(mine.received)).toEqual(['success']);

    expect((await gql(server.url, other.test.secret_key, TransactionLookupDocument, { reference })).data!.transaction).toBeNull();
    const otherList = await gql(server.url, other.test.secret_key, TransactionsDocument, { first: 100 });
    expect(otherList.data!.transactions.nodes.map((n) => n.reference)).not.toContain(reference);
    // Their submit on my reference is an unknown reference, and moves nothing.
    const row = await transactionRow(server, reference);
    const poke = await gql(server.url, other.test.secret_key, SubmitOtpDocument, { reference, otp: '123456' });
    expect(poke.errors![0]).toMatchObject({ message: 'Transaction reference is invalid', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await transactionRow(server, reference)).toEqual(row);
    // The live key of the same integration sees nothing of test mode either.
    expect((await gql(server.url, m.live.secret_key, TransactionLookupDocument, { reference })).data!.transaction).toBeNull();

    // Their own charge on the same reference is the marker: events go out in the order they were
    // recorded, so had mine reached their socket it would have come first.
    await gql(server.url, other.test.secret_key, CreateChargeDocument, {
      input: { email: 'theirs@example.com', amount: '3400', reference, card: card(CARDS.success) },
    });
    await theirs.waitFor(1);
    expect(theirs.received.map((r) => [r.data?.chargeUpdated.status, r.data?.chargeUpdated.transaction?.amount])).toEqual([['success', '3400']]);
    theirs.dispose();
    mine.dispose();
  });
});
