import { createHmac } from 'node:crypto';
import { gql } from '../support/graphql';
import { postForm } from '../support/http';
import { advanceClock } from '../support/payments';
import type { Receiver } from '../support/receiver';
import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration, TestServer } from '../support/server';
import { waitForValue } from '../support/wait';

// Direct debit: initialize → the customer signs on the hosted mandate page (an inactive
// authorization, direct_debit.authorization.created) → the simulated bank activates it on the
// clock (direct_debit.authorization.active) → charge_authorization charges it.
jest.setTimeout(90_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let hook: Receiver;
let setup: Merchant | undefined;
beforeAll(async () => {
  setup = await startMerchant('Gym', { ledgerSound: true });
  ({ server, m, other, hook } = setup);
});
afterAll(() => setup?.stop());

const ADDRESS = { street: '1 Marina', city: 'Lagos', state: 'Lagos' };
let seq = 0;
const email = () => `dd${++seq}@example.com`;

async function initialize(body: Record<string, unknown>) {
  const res = await m.api.post('/customer/authorization/initialize', { channel: 'direct_debit', ...body });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('Authorization initialized');
  const { redirect_url, access_code, reference } = res.body.data;
  // PUBLIC_URL's host (the test server's port is chosen after the configuration is read).
  expect(new URL(redirect_url).pathname).toBe(`/mandate/${access_code}`);
  return { url: `${server.url}/mandate/${access_code}`, code: access_code as string, reference: reference as string };
}

const sign = (code: string, fields: Record<string, string> = {}) => postForm(server.url, `/mandate/${code}`, fields);
const eventOf = (type: string, code: string) =>
  waitForValue(() => hook.received.find((r) => r.body.event === type && r.body.data.authorization_code === code), { timeoutMs: 10_000 });

it('a mandate goes from pending to an authorization that charge_authorization can charge, with signed webhooks on the way', async () => {
  const payer = email();
  const init = await initialize({
    email: payer,
    callback_url: 'https://gym.example/dd',
    account: { number: '0123456789', bank_code: '044' },
    address: ADDRESS,
  });
  expect((await m.api.get(`/customer/authorization/verify/${init.reference}`)).body).toMatchObject({
    status: false,
    message: 'Authorization does not exist or does not belong to integration',
  });

  const page = await fetch(init.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow Gym to debit your account');
  const signed = await sign(init.code);
  expect([signed.status, signed.location]).toEqual([303, `/mandate/${init.code}`]);
  expect(await (await fetch(init.url)).text()).toContain('is confirming the mandate on account ending 6789');

  const verify = await m.api.get(`/customer/authorization/verify/${init.reference}`);
  expect(verify.status).toBe(200);
  const code = verify.body.data.authorization_code;
  expect(verify.body).toEqual({
    status: true,
    message: 'Authorization retrieved successfully',
    data: {
      authorization_code: code,
      channel: 'direct_debit',
      bank: 'Access Bank',
      active: false,
      customer: { code: expect.stringMatching(/^CUS_/), email: payer },
    },
  });
  const created = await eventOf('direct_debit.authorization.created', code);
  expect(createHmac('sha512', m.test.secret_key).update(created.raw).digest('hex')).toBe(created.headers['x-paystack-signature']);
  expect(created.body.data).toMatchObject({
    active: false,
    channel: 'direct_debit',
    card_type: 'mandate',
    last4: '6789',
    bank: 'Access Bank',
    account_name: 'ADA OBI',
    reusable: true,
    customer: { email: payer },
  });

  // Not usable before the bank activates it.
  const early = await m.api.post('/transaction/charge_authorization', { authorization_code: code, email: payer, amount: 50000 });
  expect(early.status).toBe(400);

  expect((await advanceClock(m.api, 61)).status).toBe(200);
  const active = await eventOf('direct_debit.authorization.active', code);
  expect(active.body.data).toMatchObject({ active: true, reference: init.reference, domain: 'test', integration: m.id });
  expect((await m.api.get(`/customer/authorization/verify/${init.reference}`)).body.data.active).toBe(true);

  const charge = await m.api.post('/transaction/charge_authorization', { authorization_code: code, email: payer, amount: '50000' });
  expect(charge.status).toBe(200);
  expect(charge.body.data).toMatchObject({
    status: 'success',
    channel: 'direct_debit',
    amount: 50000,
    authorization: { authorization_code: code, channel: 'direct_debit' },
  });
  const success = await waitForValue(
    () => hook.received.find((r) => r.body.event === 'charge.success' && r.body.data.reference === charge.body.data.reference),
    { what: 'charge.success of ' + JSON.stringify(charge.body.data).slice(0, 300) + ' among ' + hook.received.map((r) => r.body.event).join() },
  );
  expect(success.body.data).toMatchObject({ channel: 'direct_debit' });

  const list = await m.api.get('/directdebit/mandate-authorizations?status=active');
  expect(list.body.message).toBe('Mandate authorizations retrieved successfully');
  const entry = list.body.data.find((e: any) => e.authorization_code === code);
  expect(entry).toMatchObject({
    status: 'active',
    account_number: '0123456789',
    bank_code: '044',
    bank_name: 'Access Bank',
    customer: { email: payer },
    authorized_at: expect.any(String),
  });

  // Deactivated: the mandate shows revoked, and the authorization no longer charges.
  expect((await m.api.post('/customer/authorization/deactivate', { authorization_code: code })).status).toBe(200);
  const revoked = await m.api.get(`/customer/${entry.customer.id}/directdebit-mandate-authorizations?status=revoked`);
  expect(revoked.body.data.map((e: any) => [e.authorization_code, e.status])).toEqual([[code, 'revoked']]);
  expect((await m.api.post('/transaction/charge_authorization', { authorization_code: code, email: payer, amount: 50000 })).status).toBe(400);
});

it('the customer names the account on the page when the merchant did not; an unknown account is refused there', async () => {
  const init = await initialize({ email: email() });
  expect(await (await fetch(init.url)).text()).toContain('<label for="account_number">Account number</label>');
  const bad = await sign(init.code, { bank_code: '058', account_number: '9999999999' });
  expect(bad.status).toBe(422);
  expect(bad.html).toContain('Could not resolve account name. Check parameters or try again.');
  expect((await sign(init.code, { bank_code: '058', account_number: '12' })).html).toContain('Account number is invalid');
  expect((await m.api.get(`/customer/authorization/verify/${init.reference}`)).status).toBe(404);
  expect((await sign(init.code, { bank_code: '058', account_number: '0022728151' })).status).toBe(303);
  expect((await m.api.get(`/customer/authorization/verify/${init.reference}`)).body.data).toMatchObject({ bank: 'Guaranty Trust Bank', active: false });
});

it('signing twice at once saves one authorization', async () => {
  const init = await initialize({ email: email(), account: { number: '0123456780', bank_code: '044' } });
  const answers = await Promise.all(Array.from({ length: 5 }, () => sign(init.code)));
  expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303]);
  const rows = await server.services.db.read({}, (em) =>
    em.query(
      "SELECT COUNT(*) AS n FROM authorizations WHERE channel = 'direct_debit' AND customer_id = (SELECT customer_id FROM direct_debit_mandates WHERE reference = ?)",
      [init.reference],
    ),
  );
  expect(Number(rows[0].n)).toBe(1);
});

it('a mandate whose first activation fails stays pending until the merchant asks for a retry', async () => {
  const customer = (await m.api.post('/customer', { email: email() })).body.data;
  const res = await m.api.post(`/customer/${customer.id}/initialize-direct-debit`, { account: { number: '0123456799', bank_code: '044' }, address: ADDRESS });
  expect(res.status).toBe(200);
  const { access_code: accessCode, reference } = res.body.data;
  expect((await sign(accessCode)).status).toBe(303);
  const code = (await m.api.get(`/customer/authorization/verify/${reference}`)).body.data.authorization_code;
  await advanceClock(m.api, 61);
  const mandate = await waitForValue(async () => {
    const page = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `query($r: String!) { directDebitMandate(reference: $r) { status reason authorizationCode customer { email } } }`,
      { r: reference },
    );
    return page.data?.directDebitMandate.reason ? page.data.directDebitMandate : null;
  });
  expect(mandate).toEqual({ status: 'pending', reason: 'Activation charge failed', authorizationCode: code, customer: { email: customer.email } });
  const auth = await server.services.db.read({}, (em) => em.query('SELECT id FROM authorizations WHERE authorization_code = ?', [code]));
  const retry = await m.api.put(`/customer/${customer.id}/directdebit-activation-charge`, { authorization_id: String(auth[0].id) });
  expect(retry.body).toEqual({ status: true, message: 'Mandate is queued for retry' });
  await eventOf('direct_debit.authorization.active', code);
  expect((await m.api.put('/directdebit/activation-charge', { customer_ids: [customer.id] })).status).toBe(404);
});

it('PUT /directdebit/activation-charge retries every pending mandate of the customers given', async () => {
  const customer = (await m.api.post('/customer', { email: email() })).body.data;
  const res = await m.api.post(`/customer/${customer.customer_code}/initialize-direct-debit`, {
    account: { number: '0123456099', bank_code: '044' },
    address: ADDRESS,
  });
  expect((await sign(res.body.data.access_code)).status).toBe(303);
  const code = (await m.api.get(`/customer/authorization/verify/${res.body.data.reference}`)).body.data.authorization_code;
  await advanceClock(m.api, 61);
  // The first activation has failed once the mandate says why.
  await waitForValue(
    async () =>
      (
        await gql<any, any>(server.url, m.test.secret_key, `query($r: String!) { directDebitMandate(reference: $r) { reason } }`, {
          r: res.body.data.reference,
        })
      ).data?.directDebitMandate.reason,
  );
  expect(((await m.api.get(`/directdebit/mandate-authorizations?status=pending`)).body.data as any[]).find((e) => e.authorization_code === code)).toMatchObject(
    { status: 'pending', authorized_at: null },
  );
  const retry = await m.api.put('/directdebit/activation-charge', { customer_ids: JSON.stringify([customer.id]) });
  expect(retry.body).toEqual({ status: true, message: 'Mandate is queued for retry' });
  await eventOf('direct_debit.authorization.active', code);
});

it('refuses bad input with 4xx and changes nothing; another integration sees none of it', async () => {
  const count = async () => Number((await server.services.db.read({}, (em) => em.query('SELECT COUNT(*) AS n FROM direct_debit_mandates')))[0].n);
  const before = await count();
  const cases: Array<[string, string, Record<string, unknown> | undefined, number, string]> = [
    [
      'POST',
      '/customer/authorization/initialize',
      { email: 'x@example.com', channel: 'card' },
      400,
      'Invalid channel. direct_debit is the only supported channel',
    ],
    ['POST', '/customer/authorization/initialize', { email: 'x@example.com' }, 400, 'Channel is required'],
    ['POST', '/customer/authorization/initialize', { channel: 'direct_debit' }, 400, 'Email is required'],
    [
      'POST',
      '/customer/authorization/initialize',
      { email: 'x@example.com', channel: 'direct_debit', account: { number: '123', bank_code: '044' } },
      400,
      'Account number is invalid',
    ],
    [
      'POST',
      '/customer/authorization/initialize',
      { email: 'x@example.com', channel: 'direct_debit', account: '[1]' },
      400,
      'account must be an object or a JSON string of one',
    ],
    [
      'POST',
      '/customer/authorization/initialize',
      { email: 'x@example.com', channel: 'direct_debit', callback_url: 'javascript:alert(1)' },
      400,
      'callback_url must be a fully qualified http(s) URL',
    ],
    [
      'POST',
      '/customer/authorization/initialize',
      { email: 'x@example.com', channel: 'direct_debit', address: { street: 'x', city: '', state: 'Lagos' } },
      400,
      'address.city is required',
    ],
    [
      'POST',
      '/customer/999999999/initialize-direct-debit',
      { account: { number: '0123456789', bank_code: '044' }, address: ADDRESS },
      404,
      'Customer not found',
    ],
    ['PUT', '/customer/999999999/directdebit-activation-charge', { authorization_id: 1 }, 404, 'Customer not found'],
    ['PUT', '/directdebit/activation-charge', { customer_ids: ['abc'] }, 400, 'customer_ids must be an array of integers'],
    ['PUT', '/directdebit/activation-charge', {}, 400, 'customer_ids is required'],
    ['GET', '/directdebit/mandate-authorizations?status=nope', undefined, 400, 'status must be one of: pending, active, revoked'],
    ['GET', '/directdebit/mandate-authorizations?cursor=bm9wZQ==', undefined, 400, 'cursor is not a valid cursor'],
    ['GET', '/customer/authorization/verify/nope', undefined, 404, 'Authorization does not exist or does not belong to integration'],
  ];
  for (const [method, path, body, status, message] of cases) {
    const res = await m.api.request(method, path, body);
    expect({ path, body, status: res.status, message: res.body.message }).toEqual({ path, body, status, message });
  }
  const gqlRetry = await gql<any, any>(
    server.url,
    m.test.secret_key,
    'mutation { retryDirectDebitActivation(customer: "x@example.com", authorizationId: "abc") }',
  );
  expect(gqlRetry.errors?.[0]?.message).toBe('authorization_id must be an integer');
  // Another integration's customer, mandate reference and page are unknown to this key.
  const theirs = (await other.api.post('/customer', { email: 'theirs@example.com' })).body.data;
  expect(
    (await m.api.post(`/customer/${theirs.id}/initialize-direct-debit`, { account: { number: '0123456789', bank_code: '044' }, address: ADDRESS })).status,
  ).toBe(404);
  const init = await initialize({ email: email(), account: { number: '0123456789', bank_code: '044' } });
  expect((await other.api.get(`/customer/authorization/verify/${init.reference}`)).status).toBe(404);
  expect((await other.api.get('/directdebit/mandate-authorizations')).body.data).toEqual([]);
  expect((await fetch(`${server.url}/mandate/nope`)).status).toBe(404);
  const foreign = await fetch(`${server.url}/mandate/${init.code}`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(foreign.status).toBe(403);
  expect(await count()).toBe(before + 1);
});
