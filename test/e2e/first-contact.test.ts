import pino from 'pino';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { CreateCustomerDocument } from '../generated/graphql';
import { gql } from '../support/graphql';
import { Api } from '../support/http';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// What a newcomer and an operator meet first: access-log lines and metrics labels that name routes
// (never capabilities in raw paths), GraphQL tools loading the schema, GraphQL-shaped auth errors,
// and a clear answer from the test clock to a live key.
const lines: string[] = [];
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  // A depth limit far below what getIntrospectionQuery() needs (13+ levels).
  server = await startServer({ LOG_LEVEL: 'info', KOBO_GRAPHQL_MAX_DEPTH: '4', KOBO_GRAPHQL_MAX_COST: '50' });
  (server.services.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => void lines.push(line) };
  m = await server.newIntegration('FirstContact');
});
afterAll(() => server.stop());

const requestLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');

describe('access log', () => {
  it('names the matched route with its parameters, never the raw path, token or query string', async () => {
    await m.api.post('/customer', { email: 'export.person@example.com' });
    const exp = await m.api.get('/transaction/export');
    expect(exp.status).toBe(200);
    const downloadPath = new URL(exp.body.data.path).pathname;
    const token = downloadPath.split('/').pop()!;
    expect(token.length).toBeGreaterThan(20);
    expect((await new Api(server.url).get(downloadPath)).status).toBe(200);

    const init = await m.api.post('/transaction/initialize', { email: 'checkout.person@example.com', amount: 5000 });
    const accessCode: string = init.body.data.access_code;
    expect((await new Api(server.url).get(`/checkout/${accessCode}`)).status).toBe(200);
    expect((await new Api(server.url).get(`/checkout/bank-auth/${accessCode}`)).status).toBeLessThan(500);
    await m.api.get('/customer/export.person@example.com?perPage=5&secret=hunter2');
    await new Api(server.url).get('/no/such/route/with-a-secret-segment');

    const all = lines.join('');
    for (const secret of [token, accessCode, 'export.person@example.com', 'hunter2', 'with-a-secret-segment']) expect(all).not.toContain(secret);
    const routes = requestLines().map((l) => l.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/transaction/export/download/:token',
        '/checkout/:access_code',
        '/checkout/bank-auth/:access_code',
        '/customer/:ref',
        'unmatched',
      ]),
    );
    expect(requestLines().every((l) => l.path === undefined && l.url === undefined)).toBe(true);

    const metrics = (await new Api(server.url).get('/metrics')).text;
    expect(metrics).toContain('route="/transaction/export/download/:token"');
    expect(metrics).toContain('route="/checkout/:access_code"');
    expect(metrics).not.toContain(token);
    expect(metrics).not.toContain(accessCode);
  });
});

describe('GraphQL requests in logs and metrics', () => {
  it('are labelled /graphql with the operation name; anonymous and unknown operations share fixed labels', async () => {
    lines.length = 0;
    expect((await gql(server.url, m.test.secret_key, CreateCustomerDocument, { input: { email: 'gql.label@example.com' } })).errors).toBeUndefined();
    await gql(server.url, m.test.secret_key, '{ __typename }');
    await gql(server.url, m.test.secret_key, 'query Broken { nope }');
    await gql(server.url, undefined, '{ __typename }');
    const logged = requestLines().map((l) => [l.route, l.operation, l.status]);
    expect(logged).toEqual([
      ['/graphql', 'CreateCustomer', 200],
      ['/graphql', 'anonymous', 200],
      // Never resolved (validation failed, or refused before GraphQL ran): the name is not trusted.
      ['/graphql', 'unknown', 400],
      ['/graphql', 'unknown', 401],
    ]);
    const metrics = (await new Api(server.url).get('/metrics')).text;
    expect(metrics).toMatch(/kobo_http_requests_total\{method="POST",route="\/graphql",operation="CreateCustomer",status="200"\} 1/);
    expect(metrics).toMatch(/kobo_http_requests_total\{method="POST",route="\/graphql",operation="anonymous",status="200"\} 1/);
    expect(metrics).not.toContain('route="unmatched",status="200"');
    expect(metrics).not.toContain('Broken');
  });

  it('give distinct operation names their own label only up to a bound', async () => {
    for (let i = 0; i < 120; i++) await gql(server.url, m.test.secret_key, `query Op${i} { __typename }`);
    const metrics = (await new Api(server.url).get('/metrics')).text;
    const labels = new Set([...metrics.matchAll(/kobo_http_requests_total\{[^}]*operation="([^"]+)"/g)].map((x) => x[1]));
    expect(labels.size).toBeLessThanOrEqual(100 + 3);
    expect(labels.has('other')).toBe(true);
  });
});

describe('GraphQL for tools', () => {
  it('answers the standard introspection query whatever the depth and cost limits, and the schema it gives is complete', async () => {
    const res = await gql<IntrospectionQuery, never>(server.url, m.test.secret_key, getIntrospectionQuery());
    expect(res.errors).toBeUndefined();
    expect(res.status).toBe(200);
    const schema = buildClientSchema(res.data!);
    expect(schema.getQueryType()?.getFields()).toHaveProperty('transactions');
    expect(schema.getMutationType()?.getFields()).toHaveProperty('createCharge');
    expect(printSchema(schema)).toContain('type Transaction');
  });

  it('still applies the limits to data fields sent beside introspection', async () => {
    const deep = `{ __schema { queryType { name } } transactions(first: 1) { edges { node { customer { id } } } } }`;
    const res = await gql(server.url, m.test.secret_key, deep);
    expect(res.errors?.[0]?.extensions?.code).toMatch(/QUERY_TOO_DEEP|QUERY_TOO_COSTLY/);
    const costly = `{ __schema { queryType { name } } transactions(first: 100) { edges { node { id } } } }`;
    expect((await gql(server.url, m.test.secret_key, costly)).errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } });
  });

  it('still bounds introspection itself: a fields→type→fields chain is refused by graphql-js', async () => {
    const nested = '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    const res = await gql(server.url, m.test.secret_key, nested);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/introspection depth/i);
  });

  it('refuses introspection without a key, with a GraphQL-shaped UNAUTHENTICATED error', async () => {
    for (const key of [undefined, 'sk_test_nope', m.test.public_key]) {
      const res = await gql(server.url, key, getIntrospectionQuery());
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ message: 'Invalid key', extensions: { code: 'UNAUTHENTICATED', reason: expect.any(String) } }] });
    }
  });
});

describe('test clock', () => {
  it('tells a live key it is for test keys only, with a 403 rather than a missing route', async () => {
    for (const res of [await m.live_api.get('/_test/clock'), await m.live_api.post('/_test/clock/advance', { seconds: 10 })]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: false, code: 'test_mode_only', message: expect.stringMatching(/test keys/) });
    }
    expect((await m.api.get('/_test/clock')).status).toBe(200);
  });
});
