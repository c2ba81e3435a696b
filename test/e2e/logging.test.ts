import pino from 'pino';
import { CreateCustomerDocument, EventStreamDocument } from '../generated/graphql';
import { gql, subscribe, wsClient } from '../support/graphql';
import { Api } from '../support/http';
import { untilLive } from '../support/live';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Every pino line the server writes, at debug level, while keys travel in headers, bodies,
// websocket connection params and failed requests: none may carry a secret key.
const lines: string[] = [];
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'debug' });
  // Child loggers (per request, per integration) inherit the root logger's stream, so swapping it
  // captures every line the app writes from here on.
  (server.services.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => void lines.push(line) };
  m = await server.newIntegration('Logged');
});
afterAll(() => server.stop());

describe('logs', () => {
  it('never contain a secret key', async () => {
    const key = m.test.secret_key;
    await m.api.post('/customer', { email: 'logged@example.com', metadata: { note: 'hello' } });
    await m.api.get('/customer/logged@example.com');
    await m.api.get('/customer/nobody@example.com');
    await m.api.post('/customer', undefined, { raw: '{"broken":', headers: { 'content-type': 'application/json' } });
    // A key in the wrong place: a query string and a body field.
    await m.api.get(`/customer?secret_key=${key}`);
    await m.api.post('/customer', { email: 'body@example.com', secret_key: key, authorization: `Bearer ${key}` });
    // A revoked-looking and an unknown key.
    await new Api(server.url, `${key}0`).get('/customer');
    await new Api(server.url).get('/customer', { headers: { authorization: `Basic ${key}` } });
    await gql(server.url, key, CreateCustomerDocument, { input: { email: 'gqllog@example.com' } });
    await gql(server.url, key, '{ nope }');
    const client = wsClient(server.wsUrl, key);
    const sub = subscribe(client, EventStreamDocument, {});
    const before = await untilLive(sub, m.api, 'logging');
    await m.api.post('/customer', { email: 'wslog@example.com' });
    await sub.waitFor(before + 1);
    sub.dispose();
    await client.dispose();

    const all = lines.join('');
    // The requests were logged, with their request ids and integration, …
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(10);
    expect(parsed.find((l) => l.msg === 'request' && l.route === '/customer' && l.status === 200)).toMatchObject({
      req_id: expect.any(String),
      integration: m.id,
      domain: 'test',
    });
    // … but no key, of either kind or mode, appears anywhere.
    for (const secret of [key, m.live.secret_key, key.slice(8)]) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/sk_(test|live)_[0-9a-f]{8}/);
  });
});
