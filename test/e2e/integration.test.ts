import { AdvanceTestClockDocument, IntegrationSettingsDocument, TestClockDocument } from '../generated/graphql';
import { gql } from '../support/graphql';
import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let a: TestIntegration;
let b: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  a = await server.newIntegration('Clock A');
  b = await server.newIntegration('Clock B');
});
afterAll(() => server.stop());

const ms = (iso: string) => new Date(iso).getTime();

describe('test clock over REST', () => {
  it('reads the clock and moves it forward with a test key', async () => {
    const before = await a.api.get('/_test/clock');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ status: true, message: 'Test clock retrieved' });
    expect(Math.abs(ms(before.body.data.now) - Date.now())).toBeLessThan(5000);
    const advanced = await a.api.post('/_test/clock/advance', { seconds: 86400 });
    expect(advanced.status).toBe(200);
    expect(ms(advanced.body.data.now) - ms(before.body.data.now)).toBeGreaterThanOrEqual(86400 * 1000);
    expect(ms(advanced.body.data.now) - ms(before.body.data.now)).toBeLessThan(86400 * 1000 + 5000);
    const after = await a.api.get('/_test/clock');
    expect(ms(after.body.data.now)).toBeGreaterThanOrEqual(ms(advanced.body.data.now));
  });

  it('stamps records created in test mode with the test clock', async () => {
    const now = ms((await a.api.get('/_test/clock')).body.data.now);
    const c = await a.api.post('/customer', { email: 'clocked@example.com' });
    expect(Math.abs(ms(c.body.data.createdAt) - now)).toBeLessThan(5000);
  });

  it("keeps each integration's clock to itself", async () => {
    const aNow = ms((await a.api.get('/_test/clock')).body.data.now);
    const bNow = ms((await b.api.get('/_test/clock')).body.data.now);
    expect(aNow - bNow).toBeGreaterThanOrEqual(86400 * 1000 - 5000);
    await b.api.post('/_test/clock/advance', { seconds: '3600' });
    const bLater = ms((await b.api.get('/_test/clock')).body.data.now);
    expect(bLater - bNow).toBeGreaterThanOrEqual(3600 * 1000);
    expect(bLater - bNow).toBeLessThan(3600 * 1000 + 5000);
    const aLater = ms((await a.api.get('/_test/clock')).body.data.now);
    expect(aLater - aNow).toBeLessThan(5000);
  });

  it('answers a live key with a 403 that says test keys only', async () => {
    for (const [method, path] of [
      ['GET', '/_test/clock'],
      ['POST', '/_test/clock/advance'],
    ] as const) {
      const res = await a.live_api.request(method, path, method === 'POST' ? { seconds: 60 } : undefined);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: false, code: 'test_mode_only', message: expect.stringMatching(/test keys/) });
    }
  });

  it.each([[0], [-5], ['abc'], [1.5], [{}], [999999999999], [undefined]])('refuses seconds=%p with 400 and leaves the clock alone', async (seconds) => {
    const events = await countRows(server, 'events');
    const before = ms((await b.api.get('/_test/clock')).body.data.now);
    const res = await b.api.post('/_test/clock/advance', seconds === undefined ? {} : { seconds });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, type: 'validation_error' });
    expect(res.body.message).toMatch(/seconds/);
    const after = ms((await b.api.get('/_test/clock')).body.data.now);
    expect(after - before).toBeLessThan(5000);
    expect(await countRows(server, 'events')).toBe(events);
  });
});

describe('test clock over GraphQL', () => {
  it('reads and advances the clock with a test key', async () => {
    const c = await server.newIntegration('GQL clock');
    const before = await gql(server.url, c.test.secret_key, TestClockDocument);
    expect(before.errors).toBeUndefined();
    const adv = await gql(server.url, c.test.secret_key, AdvanceTestClockDocument, { seconds: 120 });
    expect(ms(adv.data!.advanceTestClock.now) - ms(before.data!.testClock.now)).toBeGreaterThanOrEqual(120000);
    const rest = await c.api.get('/_test/clock');
    expect(ms(rest.body.data.now)).toBeGreaterThanOrEqual(ms(adv.data!.advanceTestClock.now));
  });

  it('refuses live keys and bad seconds', async () => {
    const live = await gql(server.url, a.live.secret_key, TestClockDocument);
    expect(live.errors?.[0]).toMatchObject({ message: expect.stringMatching(/test keys/), extensions: { code: 'FORBIDDEN', reason: 'test_mode_only' } });
    const liveAdvance = await gql(server.url, a.live.secret_key, AdvanceTestClockDocument, { seconds: 60 });
    expect(liveAdvance.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'test_mode_only' });
    const bad = await gql(server.url, a.test.secret_key, AdvanceTestClockDocument, { seconds: -1 });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'seconds' } });
  });
});

describe('integration settings', () => {
  it('reads and sets the payment session timeout', async () => {
    const get = await a.api.get('/integration/payment_session_timeout');
    expect(get.body).toEqual({ status: true, message: 'Payment session timeout retrieved', data: { payment_session_timeout: 0 } });
    const put = await a.api.put('/integration/payment_session_timeout', { timeout: 30 });
    expect(put.body).toEqual({ status: true, message: 'Payment session timeout updated', data: { payment_session_timeout: 30 } });
    expect((await a.api.get('/integration/payment_session_timeout')).body.data.payment_session_timeout).toBe(30);
    // Per mode: live keeps its own value.
    expect((await a.live_api.get('/integration/payment_session_timeout')).body.data.payment_session_timeout).toBe(0);
  });

  it.each([[-1], ['abc'], [1.5], [604801], [{}], [undefined]])('refuses timeout=%p with 400', async (timeout) => {
    const res = await a.api.put('/integration/payment_session_timeout', timeout === undefined ? {} : { timeout });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, type: 'validation_error' });
    expect((await a.api.get('/integration/payment_session_timeout')).body.data.payment_session_timeout).toBe(30);
  });

  it('reads and sets the webhook URL per mode', async () => {
    expect((await b.api.get('/integration/webhook')).body).toEqual({ status: true, message: 'Webhook URL retrieved', data: { url: null } });
    const test = await b.api.put('/integration/webhook', { url: 'https://merchant.example.com/hooks/test' });
    expect(test.body.data.url).toBe('https://merchant.example.com/hooks/test');
    const live = await b.live_api.put('/integration/webhook', { url: 'https://merchant.example.com/hooks/live' });
    expect(live.body.data.url).toBe('https://merchant.example.com/hooks/live');
    expect((await b.api.get('/integration/webhook')).body.data.url).toBe('https://merchant.example.com/hooks/test');
    expect((await b.live_api.get('/integration/webhook')).body.data.url).toBe('https://merchant.example.com/hooks/live');
    const settings = await gql(server.url, b.live.secret_key, IntegrationSettingsDocument);
    expect(settings.data!.integrationSettings).toMatchObject({ domain: 'live', webhookUrl: 'https://merchant.example.com/hooks/live' });
    const cleared = await b.api.put('/integration/webhook', { url: null });
    expect(cleared.body.data.url).toBeNull();
    expect((await b.live_api.get('/integration/webhook')).body.data.url).toBe('https://merchant.example.com/hooks/live');
  });

  it.each([['not a url'], ['ftp://example.com/x'], [{ a: 1 }], [undefined]])('refuses webhook url=%p with 400', async (url) => {
    const before = (await b.live_api.get('/integration/webhook')).body.data.url;
    const res = await b.live_api.put('/integration/webhook', url === undefined ? {} : { url });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, type: 'validation_error' });
    expect((await b.live_api.get('/integration/webhook')).body.data.url).toBe(before);
  });
});
