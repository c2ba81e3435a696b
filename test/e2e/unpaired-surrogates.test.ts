import { CreateCustomerDocument } from '../generated/graphql';
import { gql, subscribe, wsClient } from '../support/graphql';
import { CARDS, rowCounts } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// A lone UTF-16 surrogate (`"\ud800"` in JSON) is not text: no column can store it (MariaDB's JSON
// CHECK refuses it, a plain column would keep U+FFFD). Every write route refuses it at the door with
// one 400, on both databases, and so does GraphQL.
let server: TestServer;
let m: TestIntegration;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Surrogates');
});
afterAll(() => server.stop());

const UNPAIRED = /^name holds an unpaired UTF-16 surrogate \(\\ud800\): text must be valid Unicode/;

describe('REST', () => {
  it('every write route in the route table answers 400 and stores nothing', async () => {
    const writes = server.app.routes.entries.filter((e) => e.method === 'POST' || e.method === 'PUT' || e.method === 'PATCH');
    expect(writes.length).toBeGreaterThan(60);
    const before = await rowCounts(server);
    const wrong: string[] = [];
    for (const route of writes) {
      const path = route.path.replace(/:[A-Za-z0-9_]+/g, 'x1');
      // A body a handler would otherwise accept as far as it reads: the surrogate is in `name`.
      const res = await m.api.request(route.method, path, { name: 'x\ud800y', email: 'lone@example.com', amount: 5000, description: 'd', interval: 'monthly' });
      if (res.status !== 400 || res.body.status !== false || !UNPAIRED.test(res.body.message))
        wrong.push(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts(server)).toEqual(before);
  });

  it.each([
    ['/product', { name: 'x\ud800y', description: 'd', price: 5000, currency: 'NGN' }],
    ['/transaction/initialize', { email: 'lone@example.com', amount: 5000, metadata: { name: 'x\ud800y' } }],
    ['/charge', { email: 'lone@example.com', amount: 5000, card: CARDS.success, metadata: { custom_fields: [{ name: 'x\ud800y' }] } }],
    ['/customer', { email: 'lone@example.com', first_name: 'x', name: 'x\ud800y' }],
  ])('POST %s, with the surrogate nested anywhere in the body', async (path, body) => {
    const before = await rowCounts(server);
    const res = await m.api.post(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, code: 'invalid_encoding' });
    expect(res.body.message).toMatch(UNPAIRED);
    expect(await rowCounts(server)).toEqual(before);
  });

  it('a low surrogate alone, and one inside metadata sent as a JSON string, are refused too', async () => {
    const low = await m.api.post('/customer', { email: 'low@example.com', first_name: '\udc00' });
    expect(low.status).toBe(400);
    expect(low.body.message).toMatch(/^first_name holds an unpaired UTF-16 surrogate \(\\udc00\)/);
    const nested = await m.api.post('/customer', { email: 'low@example.com', metadata: JSON.stringify({ name: 'x\ud800y' }) });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toMatch(UNPAIRED);
    expect((await m.api.get('/customer/low@example.com')).status).toBe(404);
  });

  it('inside a field sent as a JSON string (line items, custom fields, channels), on the routes that parse one', async () => {
    await m.api.post('/customer', { email: 'items@example.com' });
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/paymentrequest', { customer: 'items@example.com', line_items: JSON.stringify([{ name: 'x\ud800y', amount: 100 }]) }],
      ['/page', { name: 'Page', custom_fields: JSON.stringify([{ display_name: 'x\ud800y', variable_name: 'v' }]) }],
      ['/transaction/initialize', { email: 'items@example.com', amount: 5000, channels: JSON.stringify(['card', 'x\ud800y']) }],
    ];
    for (const [path, body] of cases) {
      const before = await rowCounts(server);
      const res = await m.api.post(path, body);
      expect([path, res.status, res.body.code]).toEqual([path, 400, 'invalid_encoding']);
      expect(res.body.message).toMatch(/holds an unpaired UTF-16 surrogate \(\\ud800\)/);
      expect(await rowCounts(server)).toEqual(before);
    }
  });

  it('a surrogate pair (an emoji written as two escapes) is text and is stored as sent', async () => {
    const res = await m.api.post('/customer', undefined, {
      raw: '{"email":"pair@example.com","first_name":"Ada \\ud83d\\ude00"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect((await m.api.get('/customer/pair@example.com')).body.data.first_name).toBe('Ada \u{1f600}');
  });
});

describe('GraphQL', () => {
  it('over HTTP: a variable with a lone surrogate is a 400 and creates nothing', async () => {
    const res = await gql(server.url, m.test.secret_key, CreateCustomerDocument, { input: { email: 'gql-lone@example.com', firstName: 'x', lastName: 'y' } });
    expect(res.errors).toBeUndefined();
    const bad = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.test.secret_key}` },
      body: JSON.stringify({
        query: 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { email } }',
        variables: { input: { email: 'gql-lone2@example.com', firstName: 'x\ud800y' } },
      }),
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'invalid_encoding' } });
    expect(body.errors[0].message).toMatch(/^firstName holds an unpaired UTF-16 surrogate \(\\ud800\)/);
    expect((await m.api.get('/customer/gql-lone2@example.com')).status).toBe(404);
  });

  it('over graphql-ws: the operation is refused with BAD_USER_INPUT', async () => {
    const client = wsClient(server.wsUrl, m.test.secret_key);
    try {
      const op = subscribe(client, 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { email } }', {
        input: { email: 'ws-lone@example.com', firstName: 'x\ud800y' },
      });
      await expect(op.waitFor(1)).rejects.toThrow(/firstName holds an unpaired UTF-16 surrogate/);
      expect((await m.api.get('/customer/ws-lone@example.com')).status).toBe(404);
    } finally {
      await client.dispose();
    }
  });
});
