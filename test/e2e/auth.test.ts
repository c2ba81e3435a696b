import { CustomersPageDocument, EventStreamDocument } from '../generated/graphql';
import { gql, subscribe, wsClient } from '../support/graphql';
import { Api } from '../support/http';
import { untilLive } from '../support/live';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let merchant: TestIntegration;
let revokedKey: string;
beforeAll(async () => {
  server = await startServer();
  merchant = await server.newIntegration('Auth');
  // A live customer exists, so a live key on test data (and vice versa) has something to leak.
  expect((await merchant.live_api.post('/customer', { email: 'live-only@example.com' })).status).toBe(200);
  const rotated = await server.newIntegration('Revoked');
  await server.services.integrations.rotateKeys(rotated.id);
  revokedKey = rotated.test.secret_key;
});
afterAll(() => server.stop());

const INVALID = { status: false, message: 'Invalid key' };

describe('REST authentication', () => {
  const cases: Array<[string, () => Record<string, string>]> = [
    ['no Authorization header', () => ({})],
    ['a Basic scheme', () => ({ authorization: `Basic ${Buffer.from(`${merchant.test.secret_key}:`).toString('base64')}` })],
    ['a token without a scheme', () => ({ authorization: merchant.test.secret_key })],
    ['an unknown well-formed key', () => ({ authorization: 'Bearer sk_test_0000000000000000000000000000000000000000' })],
    ['garbage', () => ({ authorization: 'Bearer not a key' })],
    ['a public key', () => ({ authorization: `Bearer ${merchant.test.public_key}` })],
    ['a live public key', () => ({ authorization: `Bearer ${merchant.live.public_key}` })],
  ];

  it.each(cases)('refuses %s with 401 Invalid key and no data', async (_name, headers) => {
    const api = new Api(server.url);
    for (const [method, path, body] of [
      ['GET', '/customer', undefined],
      ['POST', '/customer', { email: 'intruder@example.com' }],
      ['GET', '/customer/live-only@example.com', undefined],
    ] as const) {
      const res = await api.request(method, path, body, { headers: headers() });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(INVALID);
      expect(res.body).not.toHaveProperty('data');
    }
  });

  it('accepts the Bearer scheme case-insensitively, as Paystack does', async () => {
    const res = await new Api(server.url).get('/customer', { headers: { authorization: `bearer ${merchant.test.secret_key}` } });
    expect(res.status).toBe(200);
  });

  it('keeps test and live data apart: a live key on test data finds nothing', async () => {
    await merchant.api.post('/customer', { email: 'test-only@example.com' });
    const live = await merchant.live_api.get('/customer/test-only@example.com');
    expect(live.status).toBe(404);
    expect(live.body).toMatchObject({ status: false, message: 'Customer email is invalid for your live domain.' });
    const test = await merchant.api.get('/customer/live-only@example.com');
    expect(test.status).toBe(404);
    expect(test.body.message).toBe('Customer email is invalid for your test domain.');
  });

  it('stops accepting keys revoked by rotation at once', async () => {
    const m = await server.newIntegration('Rotating');
    expect((await m.api.get('/customer')).status).toBe(200);
    const fresh = await server.services.integrations.rotateKeys(m.id);
    for (const old of [m.test.secret_key, m.live.secret_key]) {
      const res = await new Api(server.url, old).get('/customer');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(INVALID);
    }
    expect((await new Api(server.url, fresh.test.secret_key).get('/customer')).status).toBe(200);
    expect((await new Api(server.url, fresh.live.secret_key).get('/customer')).status).toBe(200);
  });
});

describe('GraphQL authentication', () => {
  it.each<[string, () => string | undefined]>([
    ['no key', () => undefined],
    ['an unknown key', () => 'sk_test_0000000000000000000000000000000000000000'],
    ['a public key', () => merchant.test.public_key],
    ['a revoked key', () => revokedKey],
  ])('refuses %s over HTTP with 401 Invalid key, as a GraphQL error', async (_name, key) => {
    const res = await gql(server.url, key(), CustomersPageDocument, { first: 5 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ message: 'Invalid key', extensions: { code: 'UNAUTHENTICATED', reason: 'unauthorized' } }] });
  });

  it('closes a websocket that brings no key, an unknown, public or revoked key', async () => {
    for (const key of [undefined, 'sk_test_0000000000000000000000000000000000000000', merchant.test.public_key, revokedKey]) {
      const client = wsClient(server.wsUrl, key);
      const sub = subscribe(client, EventStreamDocument, {});
      await expect(sub.waitFor(1, 3000)).rejects.toThrow(/ended early/);
      expect(sub.error).toBeDefined();
      // graphql-ws hands the close event over as the error: 4403 Forbidden.
      expect((sub.error as { code?: number }).code).toBe(4403);
      await client.dispose();
    }
  });

  it('delivers an event to a subscription opened with a secret key', async () => {
    const client = wsClient(server.wsUrl, merchant.test.secret_key);
    const sub = subscribe(client, EventStreamDocument, { types: ['customer.created'] });
    const before = await untilLive(sub, merchant.api, 'delivers');
    const created = await merchant.api.post('/customer', { email: 'subscribed@example.com' });
    const first = (await sub.waitFor(before + 1))[before];
    expect(first!.data!.events).toMatchObject({
      type: 'customer.created',
      resource: `customer:${created.body.data.id}`,
      domain: 'test',
      data: { email: 'subscribed@example.com', customer_code: created.body.data.customer_code },
    });
    sub.dispose();
    await client.dispose();
  });

  it('closes an open websocket (4403) once its key is rotated away, within about a second', async () => {
    const rotating = await server.newIntegration('Rotating');
    const client = wsClient(server.wsUrl, rotating.test.secret_key);
    const sub = subscribe(client, EventStreamDocument, { types: ['customer.created'] });
    await untilLive(sub, rotating.api, 'rotating');
    const keys = await server.services.integrations.rotateKeys(rotating.id);
    await expect(sub.waitFor(Number.MAX_SAFE_INTEGER, 5000)).rejects.toThrow(/ended early/);
    expect((sub.error as { code?: number }).code).toBe(4403);
    // The new key still subscribes.
    const again = wsClient(server.wsUrl, keys.test.secret_key);
    const fresh = subscribe(again, EventStreamDocument, { types: ['customer.created'] });
    expect(await untilLive(fresh, new Api(server.url, keys.test.secret_key), 'rotated')).toBeGreaterThan(0);
    fresh.dispose();
    await Promise.all([client.dispose(), again.dispose()]);
  });

  it("does not deliver another integration's or the other mode's events", async () => {
    const other = await server.newIntegration('Other');
    const client = wsClient(server.wsUrl, merchant.test.secret_key);
    const sub = subscribe(client, EventStreamDocument, { types: ['customer.created'] });
    const before = await untilLive(sub, merchant.api, 'scoped');
    await other.api.post('/customer', { email: 'someone-else@example.com' });
    await merchant.live_api.post('/customer', { email: 'live-event@example.com' });
    await merchant.api.post('/customer', { email: 'mine@example.com' });
    await merchant.api.post('/customer', { email: 'mine-later@example.com' });
    // Events go out in the order they were recorded: had theirs reached this socket, they would
    // have come before mine, and nothing can come between my two.
    await sub.waitFor(before + 2);
    expect(sub.received.slice(before).map((r) => r.data!.events.data.email)).toEqual(['mine@example.com', 'mine-later@example.com']);
    sub.dispose();
    await client.dispose();
  });
});
