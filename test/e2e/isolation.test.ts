import { CustomerLookupDocument, CustomersPageDocument, SetCustomerRiskActionDocument, UpdateCustomerDocument } from '../generated/graphql';
import { gql } from '../support/graphql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let a: TestIntegration;
let b: TestIntegration;
let theirs: { id: number; customer_code: string; email: string; updatedAt: string };
beforeAll(async () => {
  server = await startServer();
  a = await server.newIntegration('A');
  b = await server.newIntegration('B');
  theirs = (await b.api.post('/customer', { email: 'b-only@example.com', first_name: 'Bee' })).body.data;
  await a.api.post('/customer', { email: 'a-only@example.com' });
});
afterAll(() => server.stop());

describe('tenant isolation over REST', () => {
  const refs = () => [String(theirs.id), theirs.customer_code, theirs.email];

  it("A cannot fetch B's customer by id, code or email", async () => {
    for (const ref of refs()) {
      const res = await a.api.get(`/customer/${encodeURIComponent(ref)}`);
      expect(res.status).toBe(404);
      expect(res.body.status).toBe(false);
      expect(res.text).not.toContain('Bee');
    }
  });

  it("A cannot update or set the risk action of B's customer", async () => {
    for (const ref of refs()) {
      const put = await a.api.put(`/customer/${encodeURIComponent(ref)}`, { first_name: 'Hijacked', metadata: { owned: true } });
      expect(put.status).toBe(404);
      const risk = await a.api.post('/customer/set_risk_action', { customer: ref, risk_action: 'deny' });
      expect(risk.status).toBe(404);
    }
    const mine = await b.api.get(`/customer/${theirs.id}`);
    expect(mine.body.data).toMatchObject({ first_name: 'Bee', metadata: null, risk_action: 'default', updatedAt: theirs.updatedAt });
  });

  it("A's lists never include B's customers, with or without filters or cursors", async () => {
    const all = await a.api.get('/customer?perPage=100');
    expect(all.body.data.map((c: any) => c.email)).toEqual(['a-only@example.com']);
    expect(all.body.meta.total).toBe(1);
    const filtered = await a.api.get(`/customer?email=${theirs.email}`);
    expect(filtered.body.data).toEqual([]);
    // B's cursor names B's row id; in A's hands it only bounds A's own rows.
    const cursor = Buffer.from(`customer:${theirs.id + 1000}`).toString('base64');
    const paged = await a.api.get(`/customer?next=${cursor}`);
    expect(paged.body.data.map((c: any) => c.integration)).toEqual([a.id]);
  });

  it("creating B's email under A makes A's own customer", async () => {
    const res = await a.api.post('/customer', { email: theirs.email });
    expect(res.status).toBe(200);
    expect(res.body.data.id).not.toBe(theirs.id);
    expect(res.body.data.integration).toBe(a.id);
  });

  it('a test key never sees live customers, and a live key never sees test ones', async () => {
    const live = (await b.live_api.post('/customer', { email: 'live@example.com' })).body.data;
    expect(live.domain).toBe('live');
    for (const ref of [String(live.id), live.customer_code, live.email]) {
      expect((await b.api.get(`/customer/${encodeURIComponent(ref)}`)).status).toBe(404);
      expect((await b.api.put(`/customer/${encodeURIComponent(ref)}`, { first_name: 'x' })).status).toBe(404);
      expect((await b.api.post('/customer/set_risk_action', { customer: ref, risk_action: 'deny' })).status).toBe(404);
    }
    for (const ref of [String(theirs.id), theirs.customer_code, theirs.email]) {
      expect((await b.live_api.get(`/customer/${encodeURIComponent(ref)}`)).status).toBe(404);
    }
    expect((await b.api.get('/customer')).body.data.map((c: any) => c.domain)).toEqual(['test']);
    expect((await b.live_api.get('/customer')).body.data.map((c: any) => c.email)).toEqual(['live@example.com']);
  });
});

describe('tenant isolation over GraphQL', () => {
  it("A cannot read B's customer by id, code or email", async () => {
    // By email the answer is exactly A's own customer with that address (the test above made one;
    // alone, A has none and the answer is null), never B's.
    const own = await a.api.get(`/customer/${encodeURIComponent(theirs.email)}`);
    const ownId = own.status === 200 ? String(own.body.data.id) : null;
    expect(ownId).not.toBe(String(theirs.id));
    for (const vars of [{ id: String(theirs.id) }, { code: theirs.customer_code }, { email: theirs.email }]) {
      const res = await gql(server.url, a.test.secret_key, CustomerLookupDocument, vars);
      expect(res.errors).toBeUndefined();
      expect(res.data!.customer?.id ?? null).toBe(vars.email ? ownId : null);
    }
  });

  it("A cannot update B's customer or change its risk action", async () => {
    for (const ref of [String(theirs.id), theirs.customer_code]) {
      const upd = await gql(server.url, a.test.secret_key, UpdateCustomerDocument, { customer: ref, input: { firstName: 'Hijacked' } });
      expect(upd.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const risk = await gql(server.url, a.test.secret_key, SetCustomerRiskActionDocument, { customer: ref, riskAction: 'deny' });
      expect(risk.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await b.api.get(`/customer/${theirs.id}`)).body.data).toMatchObject({ first_name: 'Bee', risk_action: 'default' });
  });

  it("A's connection only lists A's customers", async () => {
    const res = await gql(server.url, a.test.secret_key, CustomersPageDocument, { first: 50 });
    const emails = res.data!.customers.edges.map((e) => e.node.email);
    expect(emails).not.toContain('live@example.com');
    expect(res.data!.customers.edges.every((e) => e.node.domain === 'test')).toBe(true);
    expect(res.data!.customers.totalCount).toBe(emails.length);
    const ids = res.data!.customers.edges.map((e) => e.node.id);
    expect(ids).not.toContain(String(theirs.id));
  });
});
