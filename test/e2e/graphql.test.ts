import {
  CreateCustomerDocument,
  CustomerLookupDocument,
  CustomersPageDocument,
  SetCustomerRiskActionDocument,
  UpdateCustomerDocument,
} from '../generated/graphql';
import { gql } from '../support/graphql';
import { countQueries } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let m: TestIntegration;
const created: Array<{ id: string; customerCode: string; email: string }> = [];
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('GraphQL');
  for (let i = 0; i < 6; i++) {
    const res = await gql(server.url, m.test.secret_key, CreateCustomerDocument, {
      input: { email: `gql${i}@example.com`, firstName: `G${i}`, metadata: { i } },
    });
    expect(res.errors).toBeUndefined();
    created.push(res.data!.createCustomer);
  }
});
afterAll(() => server.stop());

const key = () => m.test.secret_key;

describe('customers connection', () => {
  it('pages forward with first/after, newest first, with totalCount and pageInfo', async () => {
    const p1 = await gql(server.url, key(), CustomersPageDocument, { first: 4 });
    expect(p1.errors).toBeUndefined();
    const c1 = p1.data!.customers;
    expect(c1.totalCount).toBe(6);
    expect(c1.edges.map((e) => e.node.email)).toEqual(['gql5@example.com', 'gql4@example.com', 'gql3@example.com', 'gql2@example.com']);
    expect(c1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: c1.edges[0]!.cursor, endCursor: c1.edges[3]!.cursor });
    const p2 = await gql(server.url, key(), CustomersPageDocument, { first: 4, after: c1.pageInfo.endCursor });
    const c2 = p2.data!.customers;
    expect(c2.edges.map((e) => e.node.email)).toEqual(['gql1@example.com', 'gql0@example.com']);
    expect(c2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await gql(server.url, key(), CustomersPageDocument, { last: 4, before: c2.pageInfo.startCursor });
    expect(back.data!.customers.edges.map((e) => e.node.email)).toEqual(c1.edges.map((e) => e.node.email));
  });

  it('filters by email and risk action', async () => {
    await gql(server.url, key(), SetCustomerRiskActionDocument, { customer: created[2]!.customerCode, riskAction: 'deny' });
    const denied = await gql(server.url, key(), CustomersPageDocument, { first: 10, filter: { riskAction: 'deny' } });
    expect(denied.data!.customers.edges.map((e) => e.node.email)).toEqual(['gql2@example.com']);
    expect(denied.data!.customers.totalCount).toBe(1);
    const byEmail = await gql(server.url, key(), CustomersPageDocument, { first: 10, filter: { email: 'GQL4@example.com' } });
    expect(byEmail.data!.customers.edges.map((e) => e.node.id)).toEqual([created[4]!.id]);
    const future = await gql(server.url, key(), CustomersPageDocument, { first: 10, filter: { from: '2999-01-01T00:00:00.000Z' } });
    expect(future.data!.customers).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('refuses bad page arguments as user input errors', async () => {
    for (const vars of [{ first: 0 }, { first: 101 }, { first: 5, after: 'garbage' }]) {
      const res = await gql(server.url, key(), CustomersPageDocument, vars);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('customer lookup and mutations', () => {
  it('finds one customer by id, code or email', async () => {
    const target = created[1]!;
    for (const vars of [{ id: target.id }, { code: target.customerCode }, { email: target.email.toUpperCase() }]) {
      const res = await gql(server.url, key(), CustomerLookupDocument, vars);
      expect(res.errors).toBeUndefined();
      expect(res.data!.customer).toMatchObject({ id: target.id, customerCode: target.customerCode, email: target.email, metadata: { i: 1 }, domain: 'test' });
    }
    expect((await gql(server.url, key(), CustomerLookupDocument, { id: '999999' })).data!.customer).toBeNull();
    expect((await gql(server.url, key(), CustomerLookupDocument, { email: 'nobody@example.com' })).data!.customer).toBeNull();
    const ambiguous = await gql(server.url, key(), CustomerLookupDocument, { id: target.id, code: target.customerCode });
    expect(ambiguous.errors?.[0]).toMatchObject({ message: 'Pass exactly one of id, code or email', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('creates, updates and sets the risk action, visible over REST too', async () => {
    const c = await gql(server.url, key(), CreateCustomerDocument, { input: { email: 'mut@example.com', firstName: 'Mu', phone: '+2348000000000' } });
    expect(c.data!.createCustomer).toMatchObject({ email: 'mut@example.com', firstName: 'Mu', riskAction: 'default', domain: 'test' });
    const u = await gql(server.url, key(), UpdateCustomerDocument, {
      customer: c.data!.createCustomer.customerCode,
      input: { lastName: 'Tation', metadata: { k: 'v' } },
    });
    expect(u.data!.updateCustomer).toMatchObject({ firstName: 'Mu', lastName: 'Tation', metadata: { k: 'v' } });
    const r = await gql(server.url, key(), SetCustomerRiskActionDocument, { customer: 'mut@example.com', riskAction: 'allow' });
    expect(r.data!.setCustomerRiskAction.riskAction).toBe('allow');
    const rest = await m.api.get('/customer/mut@example.com');
    expect(rest.body.data).toMatchObject({ first_name: 'Mu', last_name: 'Tation', metadata: { k: 'v' }, risk_action: 'allow' });
  });

  it('maps domain errors to codes and names the field, changing nothing', async () => {
    const before = (await m.api.get('/customer?perPage=1')).body.meta.total;
    const bad = await gql(server.url, key(), CreateCustomerDocument, { input: { email: 'nope' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid Email Address Passed', extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    const missing = await gql(server.url, key(), UpdateCustomerDocument, { customer: 'CUS_nobody', input: { firstName: 'x' } });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Customer not found', extensions: { code: 'NOT_FOUND' } });
    const badEnum = await gql(server.url, key(), SetCustomerRiskActionDocument, { customer: created[0]!.customerCode, riskAction: 'maybe' as never });
    expect(badEnum.status).toBe(400);
    expect(badEnum.errors?.[0]?.message).toMatch(/RiskAction/);
    expect((await m.api.get('/customer?perPage=1')).body.meta.total).toBe(before);
  });
});

describe('no N+1', () => {
  it('batches customer lookups in one operation into one query (DataLoader)', async () => {
    const ids = created.map((c) => c.id);
    const aliases = (n: number) =>
      `query { ${ids
        .slice(0, n)
        .map((id, i) => `c${i}: customer(id: "${id}") { id email }`)
        .join(' ')} }`;
    const one = await countQueries(server.services.db.ds, () => gql(server.url, key(), aliases(1)));
    const six = await countQueries(server.services.db.ds, () => gql(server.url, key(), aliases(6)));
    expect(Object.keys(six.result.data as object)).toHaveLength(6);
    expect((six.result.data as Record<string, { id: string }>).c5!.id).toBe(ids[5]);
    const customerQueries = (qs: string[]) => qs.filter((q) => /from\s+["`]?customers/i.test(q));
    expect(customerQueries(six.queries)).toHaveLength(1);
    expect(six.queries.length).toBe(one.queries.length);
  });

  it('serves a connection page with the same number of queries whatever its size', async () => {
    const small = await countQueries(server.services.db.ds, () => gql(server.url, key(), CustomersPageDocument, { first: 1 }));
    const large = await countQueries(server.services.db.ds, () => gql(server.url, key(), CustomersPageDocument, { first: 50 }));
    expect(large.result.data!.customers.edges.length).toBeGreaterThan(5);
    expect(large.queries.length).toBe(small.queries.length);
    // Authentication, the page, and the count for totalCount.
    expect(large.queries.length).toBeLessThanOrEqual(3);
  });
});

describe('operation limits', () => {
  let limited: TestServer;
  let lm: TestIntegration;
  beforeAll(async () => {
    limited = await startServer({ KOBO_GRAPHQL_MAX_DEPTH: '3', KOBO_GRAPHQL_MAX_COST: '200' });
    lm = await limited.newIntegration('Limited');
  });
  afterAll(() => limited.stop());

  it('refuses an operation deeper than the limit with a clear error', async () => {
    const res = await gql(limited.url, lm.test.secret_key, '{ customers(first: 1) { edges { node { id } } } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ message: 'Query is too deep: depth 4 exceeds the limit of 3', extensions: { code: 'QUERY_TOO_DEEP' } });
    const shallow = await gql(limited.url, lm.test.secret_key, '{ customers(first: 1) { nodes { id } totalCount } }');
    expect(shallow.errors).toBeUndefined();
  });

  it('refuses an operation costlier than the limit with a clear error', async () => {
    const res = await gql(limited.url, lm.test.secret_key, '{ customers(first: 100) { nodes { id email firstName lastName } } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/^Query is too expensive: cost \d+ exceeds the limit of 200$/);
    expect(res.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    const cheap = await gql(limited.url, lm.test.secret_key, '{ customers(first: 10) { nodes { id email } } }');
    expect(cheap.errors).toBeUndefined();
  });
});
