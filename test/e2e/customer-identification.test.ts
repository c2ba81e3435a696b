import { createHmac } from 'node:crypto';
import { gql } from '../support/graphql';
import type { Receiver } from '../support/receiver';
import { startMerchant, type Merchant } from '../support/merchant';
import { DOCUMENTED_IDENTIFICATION as DOCUMENTED } from '../support/payments';
import type { TestIntegration, TestServer } from '../support/server';
import { waitForValue } from '../support/wait';

const Paystack = require('paystack-api');

// POST /customer/:code/identification: checked at once (202 or the documented 400), decided later
// by the simulated verifier, answered by a signed customeridentification.success or .failed.
jest.setTimeout(60_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let hook: Receiver;
let setup: Merchant | undefined;
beforeAll(async () => {
  setup = await startMerchant('Identity');
  ({ server, m, other, hook } = setup);
});
afterAll(() => setup?.stop());

let seq = 0;
async function newCustomer(api = m.api): Promise<{ code: string; id: number; email: string }> {
  const email = `id${++seq}@example.com`;
  const res = await api.post('/customer', { email });
  expect(res.status).toBe(200);
  return { code: res.body.data.customer_code, id: res.body.data.id, email };
}

async function eventFor(code: string): Promise<Receiver['received'][number]> {
  return waitForValue(() => hook.received.find((r) => r.body.event.startsWith('customeridentification.') && r.body.data.customer_code === code), {
    timeoutMs: 10_000,
  });
}

const rows = (): Promise<Array<{ status: string; claim: unknown; bvn_masked: string }>> =>
  server.services.db.read({}, (em) => em.query('SELECT status, claim, bvn_masked FROM customer_identifications ORDER BY id'));

it("accepts Paystack's documented test credentials with 202, then a signed customeridentification.success marks the customer identified", async () => {
  const c = await newCustomer();
  const res = await m.api.post(`/customer/${c.code}/identification`, DOCUMENTED);
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ status: true, message: 'Customer Identification in progress' });

  const got = await eventFor(c.code);
  expect(createHmac('sha512', m.test.secret_key).update(got.raw).digest('hex')).toBe(got.headers['x-paystack-signature']);
  expect(got.body).toEqual({
    event: 'customeridentification.success',
    data: {
      customer_id: c.id,
      customer_code: c.code,
      email: c.email,
      identification: { country: 'NG', type: 'bank_account', bvn: '222******221', account_number: '011****111', bank_code: '007' },
    },
  });
  const fetched = await m.api.get(`/customer/${c.code}`);
  expect(fetched.body.data).toMatchObject({ identified: true, identifications: [{ country: 'NG', type: 'bank_account', value: '222******221' }] });
  // The full BVN and account number are dropped once checked; only the masked forms stay.
  const stored = JSON.stringify(await server.services.db.read({}, (em) => em.query('SELECT * FROM customer_identifications')));
  expect(stored).not.toContain('222222222221');
  expect(stored).not.toContain('0111111111');
});

it.each([
  ['a BVN that exists nowhere', { ...DOCUMENTED, bvn: '00000000000' }, 'Account number or BVN is incorrect'],
  [
    'an account that exists nowhere',
    { ...DOCUMENTED, bvn: '22222222221', account_number: '9999999999', bank_code: '058' },
    'Account number or BVN is incorrect',
  ],
  ['the documented BVN with another account', { ...DOCUMENTED, account_number: '0123456789', bank_code: '044' }, 'Account number or BVN is incorrect'],
  ['the documented account at another bank', { ...DOCUMENTED, bank_code: '044' }, 'Account number or BVN is incorrect'],
  [
    'a test BVN whose holder has another name',
    { ...DOCUMENTED, bvn: '12345678901', account_number: '0123456789', bank_code: '044', first_name: 'Ada' },
    "The customer's name does not match the BVN",
  ],
])('fails %s with customeridentification.failed and its reason; the customer stays unidentified', async (_, body, reason) => {
  const c = await newCustomer();
  expect((await m.api.post(`/customer/${c.code}/identification`, body)).status).toBe(202);
  const got = await eventFor(c.code);
  expect(got.body.event).toBe('customeridentification.failed');
  expect(got.body.data).toMatchObject({ customer_code: c.code, email: c.email, reason });
  expect((await m.api.get(`/customer/${c.code}`)).body.data).toMatchObject({ identified: false, identifications: null });
});

it("passes a test BVN for its own holder's name, in any case", async () => {
  const c = await newCustomer();
  expect(
    (
      await m.api.post(`/customer/${c.email}/identification`, {
        ...DOCUMENTED,
        bvn: '12345678901',
        account_number: '0123456789',
        bank_code: '044',
        first_name: 'uchenna',
        last_name: 'OKORO',
      })
    ).status,
  ).toBe(202);
  expect((await eventFor(c.code)).body.event).toBe('customeridentification.success');
});

it('refuses bad requests with the documented message and stores nothing', async () => {
  const c = await newCustomer();
  const before = (await rows()).length;
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ ...DOCUMENTED, first_name: '' }, 400, 'first_name, last_name are required in request body and must not be empty'],
    [{ ...DOCUMENTED, last_name: undefined }, 400, 'first_name, last_name are required in request body and must not be empty'],
    [{ ...DOCUMENTED, bvn: '1234' }, 400, 'BVN must be 11 digits long'],
    [{ ...DOCUMENTED, bvn: '2222222222a' }, 400, 'Invalid BVN'],
    [{ ...DOCUMENTED, bvn: '' }, 400, 'BVN is required'],
    [{ ...DOCUMENTED, country: 'GH' }, 400, 'Country is not supported for customer identification'],
    [{ ...DOCUMENTED, country: undefined }, 400, 'Country is required'],
    [{ ...DOCUMENTED, type: 'passport' }, 400, 'Invalid identification type. Supported: bank_account, bvn'],
    [{ ...DOCUMENTED, account_number: '01111' }, 400, 'Account number is invalid'],
    [{ ...DOCUMENTED, bank_code: '000' }, 400, 'Unknown bank code'],
    [{ ...DOCUMENTED, first_name: 'Uche\u0000nna' }, 400, 'first_name contains characters that are not allowed'],
    [{ ...DOCUMENTED, first_name: ['Uchenna'] }, 400, 'first_name must be a string'],
  ];
  for (const [body, status, message] of cases) {
    const res = await m.api.post(`/customer/${c.code}/identification`, body);
    expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    expect(res.body.status).toBe(false);
  }
  for (const path of [`/customer/CUS_doesnotexist/identification`, `/customer/${(await newCustomer(other.api)).code}/identification`]) {
    const res = await m.api.post(path, DOCUMENTED);
    expect([res.status, res.body.message]).toEqual([404, 'Customer not found']);
  }
  const proto = await m.api.post(`/customer/${c.code}/identification`, undefined, {
    headers: { 'content-type': 'application/json' },
    raw: `{"__proto__":{"first_name":"X"},"country":"NG","bvn":"22222222221","account_number":"0123456789","bank_code":"044","last_name":"Obi"}`,
  });
  expect([proto.status, proto.body.message]).toEqual([400, 'first_name, last_name are required in request body and must not be empty']);
  expect((await rows()).length).toBe(before);
  expect(hook.received.some((r) => r.body.data.customer_code === c.code)).toBe(false);
});

it('the paystack-api client validates a customer with the older form (type bvn, value)', async () => {
  const c = await newCustomer();
  const paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;
  const res = await paystack.customer.validate({ id: c.code, first_name: 'Ada', last_name: 'Obi', type: 'bvn', value: '22222222221', country: 'NG' });
  expect(res).toEqual({ status: true, message: 'Customer Identification in progress' });
  const got = await eventFor(c.code);
  expect(got.body).toMatchObject({
    event: 'customeridentification.success',
    data: { identification: { country: 'NG', type: 'bvn', bvn: '222*****221', value: '222*****221' } },
  });
  await expect(paystack.customer.validate({ id: c.code, first_name: 'Ada', last_name: 'Obi', type: 'bvn', value: '123', country: 'NG' })).rejects.toMatchObject(
    { statusCode: 400, error: { message: 'BVN must be 11 digits long' } },
  );
});

it('GraphQL: validateCustomer answers the pending request, and a customer lists its identifications through one loader', async () => {
  const a = await newCustomer();
  const b = await newCustomer();
  const done = await gql<any, any>(
    server.url,
    m.test.secret_key,
    `mutation($c: String!, $i: CustomerIdentificationInput!) { validateCustomer(customer: $c, input: $i) { id status bvn accountNumber bankCode reason } }`,
    {
      c: a.code,
      i: { country: 'NG', bvn: '22222222221', accountNumber: '0123456789', bankCode: '044', firstName: 'Ada', lastName: 'Obi' },
    },
  );
  expect(done.errors).toBeUndefined();
  expect(done.data.validateCustomer).toMatchObject({ status: 'pending', bvn: '222*****221', accountNumber: '012****789', bankCode: '044', reason: null });
  expect((await m.api.post(`/customer/${b.code}/identification`, { ...DOCUMENTED, bvn: '00000000000' })).status).toBe(202);
  await eventFor(a.code);
  await eventFor(b.code);
  const list = await gql<any, any>(
    server.url,
    m.test.secret_key,
    `{ customers(first: 50) { nodes { customerCode identified identifications { status reason } } } }`,
  );
  expect(list.errors).toBeUndefined();
  const byCode = Object.fromEntries(list.data.customers.nodes.map((n: any) => [n.customerCode, n]));
  expect(byCode[a.code]).toEqual({ customerCode: a.code, identified: true, identifications: [{ status: 'success', reason: null }] });
  expect(byCode[b.code]).toEqual({
    customerCode: b.code,
    identified: false,
    identifications: [{ status: 'failed', reason: 'Account number or BVN is incorrect' }],
  });
  const bad = await gql<any, any>(
    server.url,
    m.test.secret_key,
    `mutation { validateCustomer(customer: "${a.code}", input: { country: "NG", bvn: "22222222221", accountNumber: "0123456789", bankCode: "044", firstName: "", lastName: "Obi" }) { id } }`,
  );
  expect(bad.errors?.[0]?.message).toBe('first_name, last_name are required in request body and must not be empty');
});
