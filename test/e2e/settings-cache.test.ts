import { startNode, type NodeProcess } from '../support/node-process';
import { Api } from '../support/http';
import { countQueries } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Keys, mode settings and test clocks come from a per-node cache (settings-cache.ts). A change made
// on one node holds on that node as soon as the call returns, and on every other node within the
// bound the README states (one second).
const BOUND_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Waits until the node's settings watcher has answered, so the cache is in use.
async function warm(api: Api): Promise<void> {
  for (let i = 0; i < 3; i++) {
    expect((await api.get('/customer?perPage=1')).status).toBe(200);
    await sleep(350);
  }
}

// Without Redis the nodes poll the version row; with it, the changing node also publishes.
describe.each([
  ['polling the version row', {}],
  ['with Redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }],
] as Array<[string, Record<string, string>]>)('settings cache across nodes, %s', (_how, env) => {
  let a: TestServer;
  let b: NodeProcess;
  let m: TestIntegration;

  beforeAll(async () => {
    a = await startServer(env);
    m = await a.newIntegration('Cached');
    // Node B: a server process of its own on the same database (API only; A dispatches).
    b = await startNode({ DATABASE_URL: a.database.url, KOBO_DISPATCH: 'off', ...env }, 60_000);
  }, 180_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('serves authentication from memory once warm: a request reads no key or settings row', async () => {
    await warm(m.api);
    const { queries } = await countQueries(a.services.db.ds, () => m.api.get('/transaction/verify/nope-not-here'));
    expect(queries.filter((q) => /api_keys|integration_modes|integrations/.test(q))).toEqual([]);
  });

  it('key rotation: the old key is refused at once by the node that rotated, and by another node within the bound', async () => {
    const onB = new Api(b.url, m.test.secret_key);
    await warm(m.api);
    await warm(onB);

    const keys = await a.services.integrations.rotateKeys(m.id);
    // Same node: refused as soon as the call returned.
    expect((await m.api.get('/customer?perPage=1')).status).toBe(401);
    expect((await a.api(keys.test.secret_key).get('/customer?perPage=1')).status).toBe(200);

    await sleep(BOUND_MS);
    expect((await onB.get('/customer?perPage=1')).status).toBe(401);
    expect((await new Api(b.url, m.test.public_key).post('/checkout/inline/initialize', { key: m.test.public_key, email: 'x@example.com', amount: 100 })).status).not.toBe(200);
    expect((await new Api(b.url, keys.test.secret_key).get('/customer?perPage=1')).status).toBe(200);
    m = { ...m, ...keys, api: a.api(keys.test.secret_key), live_api: a.api(keys.live.secret_key) };
  });

  it('a test clock advanced on one node is seen by the other within the bound', async () => {
    const onB = new Api(b.url, m.test.secret_key);
    await warm(onB);
    const before = Date.parse((await onB.get('/_test/clock')).body.data.now);
    const advanced = await m.api.post('/_test/clock/advance', { seconds: 86_400 });
    expect(advanced.status).toBe(200);
    // Same node at once.
    expect(Date.parse((await m.api.get('/_test/clock')).body.data.now)).toBeGreaterThanOrEqual(before + 86_400_000);
    await sleep(BOUND_MS);
    expect(Date.parse((await onB.get('/_test/clock')).body.data.now)).toBeGreaterThanOrEqual(before + 86_400_000);
  });

  it('a payment session timeout set on one node applies on the other within the bound', async () => {
    const onB = new Api(b.url, m.test.secret_key);
    const init = await onB.post('/transaction/initialize', { email: 'late@example.com', amount: 5000 });
    expect(init.status).toBe(200);
    await warm(onB);
    expect((await onB.get(`/transaction/verify/${init.body.data.reference}`)).body.data.status).toBe('pending');
    expect((await m.api.put('/integration/payment_session_timeout', { timeout: 60 })).status).toBe(200);
    expect((await m.api.post('/_test/clock/advance', { seconds: 120 })).status).toBe(200);
    await sleep(BOUND_MS);
    expect((await onB.get(`/transaction/verify/${init.body.data.reference}`)).body.data.status).toBe('abandoned');
  });
});
