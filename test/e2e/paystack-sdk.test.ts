import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { expectLedgerSound } from '../support/ledger';

// A real npm Paystack client (paystack-api) against the running server: the client's own request
// building, body encoding and error handling, only the base URL changed.
const Paystack = require('paystack-api');

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('SDK');
});
afterEach(() => expectLedgerSound(server));
afterAll(() => server.stop());

// paystack-api builds every URL from `this.endpoint` (https://api.paystack.co) when a method is
// called, so pointing an instance at Kobo is one assignment. (It re-binds its methods to the newest
// instance on construction, so each test uses one client at a time.)
function client(key: string) {
  const paystack = Paystack(key);
  paystack.endpoint = server.url;
  return paystack;
}

describe('paystack-api (npm) against Kobo', () => {
  it('creates, lists, fetches and updates a customer', async () => {
    const paystack = client(m.test.secret_key);
    const created = await paystack.customer.create({ email: 'sdk@example.com', first_name: 'Sdk', metadata: { source: 'sdk' } });
    expect(created).toMatchObject({
      status: true,
      message: 'Customer created',
      data: { email: 'sdk@example.com', first_name: 'Sdk', metadata: { source: 'sdk' } },
    });
    const code = created.data.customer_code;

    const list = await paystack.customer.list({ perPage: 10, page: 1 });
    expect(list.status).toBe(true);
    expect(list.data.map((c: any) => c.customer_code)).toContain(code);
    expect(list.meta).toMatchObject({ perPage: 10, page: 1, total: 1 });

    const fetched = await paystack.customer.get({ id: code });
    expect(fetched.data).toMatchObject({ customer_code: code, transactions: [], authorizations: [], subscriptions: [] });

    const updated = await paystack.customer.update({ id: code, last_name: 'Client', metadata: { source: 'sdk', v: 2 } });
    expect(updated.data).toMatchObject({ first_name: 'Sdk', last_name: 'Client', metadata: { source: 'sdk', v: 2 } });

    const risk = await paystack.customer.setRiskAction({ customer: code, risk_action: 'deny' });
    expect(risk.data.risk_action).toBe('deny');
  });

  it('surfaces failures through the HTTP status, as the client expects', async () => {
    const paystack = client(m.test.secret_key);
    const missing = await paystack.customer.get({ id: 'nobody@example.com' }).catch((e: any) => e);
    expect(missing.statusCode).toBe(404);
    expect(missing.error).toMatchObject({ status: false, message: 'Customer email is invalid for your test domain.' });

    const invalid = await paystack.customer.create({ email: 'not-an-email' }).catch((e: any) => e);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.error).toMatchObject({ status: false, message: 'Invalid Email Address Passed' });

    const badKey = await client('sk_test_0000000000000000000000000000000000000000')
      .customer.list()
      .catch((e: any) => e);
    expect(badKey.statusCode).toBe(401);
    expect(badKey.error).toEqual({
      status: false,
      message: 'Invalid key',
      meta: { nextStep: 'Ensure that the authorization header follows the format: "Bearer YOUR_SECRET_KEY"' },
      type: 'api_error',
      code: 'unauthorized',
    });
  });
});
