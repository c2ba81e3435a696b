import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Checks written once in src/core (codes, numeric ids) answer every route that uses them with the
// same reply, word for word, as each route did when it had its own copy.
let server: TestServer;
let m: TestIntegration;
let customerCode: string;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Checks');
  customerCode = (await m.api.post('/customer', { email: 'checks@example.com' })).body.data.customer_code;
});
afterAll(async () => {
  await server.stop();
});

const invalidParams = (message: string) => ({
  status: false,
  message,
  meta: { nextStep: "Ensure that the value(s) you're passing are valid." },
  type: 'validation_error',
  code: 'invalid_params',
});
const SPLIT = invalidParams('split_code must be a split code (SPL_…)');
const SUBACCOUNT = invalidParams('subaccount must be a subaccount code (ACCT_…)');

describe('split and subaccount codes', () => {
  const cases: Array<[string, string, () => Record<string, unknown>, object]> = [
    ['initialize, split_code', '/transaction/initialize', () => ({ email: 'a@example.com', amount: 10000, split_code: 'XYZ_1' }), SPLIT],
    ['initialize, subaccount', '/transaction/initialize', () => ({ email: 'a@example.com', amount: 10000, subaccount: 'SUB_1' }), SUBACCOUNT],
    ['page, split_code', '/page', () => ({ name: 'Tickets', amount: 10000, split_code: 'SPL-1' }), SPLIT],
    ['page, subaccount', '/page', () => ({ name: 'Tickets', amount: 10000, subaccount: 'ACCT_' }), SUBACCOUNT],
    ['product, split_code', '/product', () => ({ name: 'Mug', description: 'A mug', price: 5000, currency: 'NGN', split_code: 'SPL_!' }), SPLIT],
    ['payment request, split_code', '/paymentrequest', () => ({ customer: customerCode, amount: 5000, split_code: 'spl_1' }), SPLIT],
    ['dedicated account, split_code', '/dedicated_account', () => ({ customer: customerCode, preferred_bank: 'wema-bank', split_code: 'SPL' }), SPLIT],
    ['dedicated account, subaccount', '/dedicated_account', () => ({ customer: customerCode, preferred_bank: 'wema-bank', subaccount: 'ACCT-1' }), SUBACCOUNT],
  ];
  it.each(cases)('%s', async (_name, path, body, reply) => {
    const res = await m.api.post(path, body());
    expect([res.status, res.text]).toEqual([400, JSON.stringify(reply)]);
  });
});

// Every route that names a row by id (or by id or code) answers an id that is not 1 to 15 digits
// as it always has, each in its own words: a 400 naming the field, a 404, or GraphQL's null.
describe('numeric ids', () => {
  const REST: string[] = [
    'GET /transaction/ID',
    'GET /transaction/timeline/ID',
    'GET /settlement/ID/transactions',
    'GET /dispute/ID',
    'GET /dispute/transaction/ID',
    'GET /refund/ID',
    'GET /dedicated_account/ID',
    'GET /plan/ID',
    'GET /order/ID',
    'GET /customer/ID',
    'GET /virtual_terminal/ID',
    'GET /paymentrequest/ID',
    'GET /bulkcharge/ID',
    'GET /storefront/ID',
    'GET /product/ID',
    'GET /transfer/ID',
    'GET /transferrecipient/ID',
    'GET /subscription/ID',
    'GET /page/ID',
    'GET /subaccount/ID',
    'GET /split/ID',
    'GET /transaction?customer=ID',
    'GET /dispute?transaction=ID',
  ];
  const GRAPHQL: string[] = [
    '{ plan(id: "ID") { id } }',
    '{ settlement(id: "ID") { id } }',
    '{ dispute(id: "ID") { id } }',
    '{ customer(id: "ID") { id } }',
    '{ refund(id: "ID") { id } }',
    '{ dedicatedAccount(id: "ID") { id } }',
    '{ subscription(id: "ID") { id } }',
    '{ product(id: "ID") { id } }',
    '{ split(id: "ID") { id } }',
    'mutation { retryDirectDebitActivation(customer: "CUS_x", authorizationId: "ID") }',
  ];
  // Not digits, one digit too many for a safe id, a sign, a space inside.
  const IDS = ['abc', '1234567890123456', '-1', '1%202'];

  it('answers every route as before', async () => {
    const replies: Record<string, string> = {};
    for (const id of IDS) {
      for (const route of REST) {
        const [method, path] = route.replace('ID', id).split(' ');
        const res = await m.api.request(method!, path!);
        replies[`${route} ${id}`] = `${res.status} ${res.text}`;
      }
      for (const query of GRAPHQL) {
        const res = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${m.test.secret_key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query: query.replace('ID', decodeURIComponent(id)) }),
        });
        replies[`${query} ${id}`] = `${res.status} ${await res.text()}`;
      }
    }
    // The replies as each route gave them while it had its own copy of the check.
    expect(replies).toEqual(JSON.parse(readFileSync(join(__dirname, '../fixtures/numeric-id-replies.json'), 'utf8')));
  });
});
