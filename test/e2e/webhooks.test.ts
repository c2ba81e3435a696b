import { createHmac } from 'node:crypto';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { startReceiver, type Receiver } from '../support/receiver';
import { chargeSuccessPayload, recordEvent, settle } from '../support/events';
import { gql, subscribe, wsClient } from '../support/graphql';
import { EventDocument, EventsDocument, ReplayEventDocument, WebhookDeliveriesDocument, WebhookDeliveryStatus } from '../generated/graphql';
import { maxAttempts } from '../../src/events/schedule';
import { CARDS } from '../support/payments';
import { pokeUntilHeard } from '../support/live';
import { waitFor } from '../support/wait';

const verify = (raw: string, key: string, signature: unknown) => createHmac('sha512', key).update(raw).digest('hex') === signature;

jest.setTimeout(60_000);

let server: TestServer;
const receivers: Receiver[] = [];
beforeAll(async () => {
  server = await startServer({ KOBO_WEBHOOK_TIMEOUT_MS: '4000' });
});
afterAll(async () => {
  await server.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

async function merchantWithHook(r: Receiver): Promise<TestIntegration> {
  const m = await server.newIntegration();
  const set = await m.api.put('/integration/webhook', { url: r.url });
  expect(set.status).toBe(200);
  return m;
}

// A real charge: the success test card completes at once and the payments slice records
// charge.success (resource transaction:<id>). Returns the event's id.
async function charge(m: TestIntegration, reference: string): Promise<number> {
  const res = await m.api.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.success, reference });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ status: 'success', reference });
  const events = await m.api.get(`/integration/events?event=charge.success&resource=transaction:${res.body.data.id}`);
  expect(events.body.data).toHaveLength(1);
  return events.body.data[0].id;
}

// Two events about one resource cannot come from charges yet (no refunds on this branch), so the
// ordering test records them directly, the way a use case does.
const recordCharge = (m: TestIntegration, reference: string, resource: string) =>
  recordEvent(server.services, m.id, 'test', { type: 'charge.success', resource, payload: chargeSuccessPayload(reference) });

async function deliveries(m: TestIntegration, query = '') {
  const res = await m.api.get(`/integration/webhook/deliveries${query}`);
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, any>>;
}

describe('webhook delivery', () => {
  it('POSTs {event, data} signed with HMAC-SHA512 of the raw body under the secret key, and only for Paystack event names', async () => {
    const r = await receiver();
    const m = await merchantWithHook(r);
    // Internal events (customer.created, integration.settings_updated, charge.updated) never reach the webhook.
    expect((await m.api.post('/customer', { email: 'ada@example.com' })).status).toBe(200);
    await charge(m, 'ref-sig-1');
    const [got] = await r.waitFor(1);
    await settle(server.services);
    expect(r.received).toHaveLength(1);
    expect(got.headers['content-type']).toBe('application/json');
    expect(verify(got.raw, m.test.secret_key, got.headers['x-paystack-signature'])).toBe(true);
    expect(verify(got.raw, m.live.secret_key, got.headers['x-paystack-signature'])).toBe(false);
    // Paystack's own verification snippet hashes JSON.stringify(req.body): the same bytes.
    expect(verify(JSON.stringify(JSON.parse(got.raw)), m.test.secret_key, got.headers['x-paystack-signature'])).toBe(true);
    expect(got.body.event).toBe('charge.success');
    expect(got.body.data).toMatchObject({
      reference: 'ref-sig-1',
      status: 'success',
      amount: 10000,
      domain: 'test',
      customer: { email: 'payer@example.com' },
      authorization: { last4: '4081' },
    });
    expect(got.raw).not.toContain('4084084084084081');
    expect(Object.keys(got.body)).toEqual(['event', 'data']);

    const [d] = await deliveries(m);
    expect(d).toMatchObject({
      event: 'charge.success',
      resource: expect.stringMatching(/^transaction:\d+$/),
      status: 'delivered',
      attempt_count: 1,
      kind: 'event',
    });
    expect(d.attempts).toHaveLength(1);
    expect(d.attempts[0]).toMatchObject({ attempt: 1, url: r.url, success: true, status_code: 200, error: null, response_body: 'ok' });
    expect(typeof d.attempts[0].latency_ms).toBe('number');
  });

  it('retries a failed attempt when the test clock moves an hour, not before', async () => {
    const r = await receiver((_req, i) => (i === 0 ? { status: 500, body: 'boom' } : { status: 200, body: 'thanks' }));
    const m = await merchantWithHook(r);
    const eventId = await charge(m, 'ref-retry-1');
    await r.waitFor(1);
    await settle(server.services);
    let [d] = await deliveries(m);
    expect(d).toMatchObject({ event_id: eventId, status: 'pending', attempt_count: 1, last_status_code: 500, last_error: 'HTTP 500' });
    const clock = (await m.api.get('/_test/clock')).body.data.now;
    expect(Date.parse(d.next_attempt_at) - Date.parse(clock)).toBeGreaterThan(3590_000);
    expect(Date.parse(d.next_attempt_at) - Date.parse(clock)).toBeLessThanOrEqual(3600_000);

    expect((await m.api.post('/_test/clock/advance', { seconds: 3000 })).status).toBe(200);
    await settle(server.services);
    expect(r.received).toHaveLength(1);

    expect((await m.api.post('/_test/clock/advance', { seconds: 600 })).status).toBe(200);
    await r.waitFor(2);
    expect(r.received[1].raw).toBe(r.received[0].raw);
    await settle(server.services);
    [d] = await deliveries(m);
    expect(d).toMatchObject({ status: 'delivered', attempt_count: 2, next_attempt_at: null });
    expect(d.attempts.map((a: any) => [a.attempt, a.status_code, a.success, a.response_body])).toEqual([
      [1, 500, false, 'boom'],
      [2, 200, true, 'thanks'],
    ]);
  });

  it('stops after the test schedule (hourly for 10 hours) with every attempt logged', async () => {
    const r = await receiver(() => ({ status: 503, body: 'down' }));
    const m = await merchantWithHook(r);
    await charge(m, 'ref-never');
    await r.waitFor(1);
    for (let n = 2; n <= maxAttempts('test'); n++) {
      // The receiver sees an attempt before the runner records it and schedules the next one from
      // the clock; advancing in between would schedule it an hour after the advance.
      await settle(server.services);
      await m.api.post('/_test/clock/advance', { seconds: 3600 });
      await r.waitFor(n);
    }
    expect(maxAttempts('test')).toBe(11);
    await settle(server.services);
    await m.api.post('/_test/clock/advance', { seconds: 3600 * 24 });
    await settle(server.services);
    expect(r.received).toHaveLength(11);
    const [d] = await deliveries(m);
    expect(d).toMatchObject({ status: 'failed', attempt_count: 11, next_attempt_at: null, last_status_code: 503 });
    expect(d.attempts.map((a: any) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(d.attempts.every((a: any) => a.status_code === 503 && !a.success && a.response_body === 'down')).toBe(true);
    // The attempts follow the test clock: an hour apart on it.
    const clockTimes = d.attempts.map((a: any) => Date.parse(a.clock_at));
    for (let i = 1; i < clockTimes.length; i++) expect(clockTimes[i] - clockTimes[i - 1]).toBeGreaterThanOrEqual(3600_000);
  });

  it('logs refused connections and timeouts as failed attempts', async () => {
    const hang = await receiver(() => 'hang');
    const m = await merchantWithHook(hang);
    await charge(m, 'ref-timeout');
    await hang.waitFor(1);
    await settle(server.services);
    const [d] = await deliveries(m);
    expect(d.attempts[0]).toMatchObject({ success: false, status_code: null, error: 'Timed out after 4000 ms' });
    expect(d.attempts[0].latency_ms).toBeGreaterThanOrEqual(3900);

    const gone = await receiver();
    const m2 = await merchantWithHook(gone);
    await gone.close();
    await charge(m2, 'ref-refused');
    await settle(server.services);
    const [d2] = await deliveries(m2);
    expect(d2).toMatchObject({ status: 'pending', attempt_count: 1 });
    expect(d2.attempts[0].error).toMatch(/ECONNREFUSED/);
  });

  it('keeps a slow receiver from stalling other deliveries, and reads at most 1 KB of any answer', async () => {
    const slow = await receiver(() => 'hang');
    const chatty = await receiver(() => ({ status: 200, body: 'x'.repeat(200_000) }));
    const ms = await merchantWithHook(slow);
    const mc = await merchantWithHook(chatty);
    await charge(ms, 'ref-slow-1');
    await charge(ms, 'ref-slow-2');
    await slow.waitFor(2);
    await charge(mc, 'ref-fast');
    await chatty.waitFor(1);
    // Delivered while both attempts to the slow receiver are still in flight.
    expect((await deliveries(ms)).map((d) => d.status)).toEqual(['sending', 'sending']);
    await settle(server.services);
    expect((await deliveries(ms)).map((d) => d.attempts[0]?.error)).toEqual(['Timed out after 4000 ms', 'Timed out after 4000 ms']);
    const [d] = await deliveries(mc);
    expect(d.status).toBe('delivered');
    expect(d.attempts[0].response_body).toHaveLength(1024);
  });

  it('sends later events of a resource only after earlier ones are delivered', async () => {
    const r = await receiver((req) =>
      req.body.data.reference === 'ref-order-a' && r.received.filter((x) => x.body.data.reference === 'ref-order-a').length === 1
        ? { status: 500 }
        : { status: 200 },
    );
    const m = await merchantWithHook(r);
    await recordCharge(m, 'ref-order-a', 'charge:order');
    await r.waitFor(1);
    await recordCharge(m, 'ref-order-b', 'charge:order'); // same resource: waits for a
    await recordCharge(m, 'ref-order-c', 'charge:other'); // another resource: not held up
    await r.waitFor(2);
    await settle(server.services);
    expect(r.received.map((x) => x.body.data.reference)).toEqual(['ref-order-a', 'ref-order-c']);
    const pending = await deliveries(m, '?status=pending');
    expect(pending.map((d) => d.resource).sort()).toEqual(['charge:order', 'charge:order']);

    await m.api.post('/_test/clock/advance', { seconds: 3600 });
    await r.waitFor(4);
    expect(r.received.map((x) => x.body.data.reference)).toEqual(['ref-order-a', 'ref-order-c', 'ref-order-a', 'ref-order-b']);
    await settle(server.services);
    expect((await deliveries(m, '?resource=charge:order')).every((d) => d.status === 'delivered')).toBe(true);
  });
});

describe('replay and key rotation', () => {
  it('replays an event as a new delivery with a new attempt; unknown or foreign events are 404', async () => {
    const r = await receiver();
    const m = await merchantWithHook(r);
    const eventId = await charge(m, 'ref-replay');
    await r.waitFor(1);
    const res = await m.api.post(`/integration/webhook/replay/${eventId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Event replayed',
      data: { event_id: eventId, kind: 'replay', status: 'delivered', attempt_count: 1 },
    });
    expect(res.body.data.attempts).toHaveLength(1);
    expect(r.received).toHaveLength(2);
    expect(r.received[1].raw).toBe(r.received[0].raw);
    expect(verify(r.received[1].raw, m.test.secret_key, r.received[1].headers['x-paystack-signature'])).toBe(true);
    const all = await deliveries(m, `?event_id=${eventId}`);
    expect(all.map((d) => d.kind)).toEqual(['replay', 'event']);

    const gql1 = await gql(server.url, m.test.secret_key, ReplayEventDocument, { id: String(eventId) });
    expect(gql1.errors).toBeUndefined();
    expect(gql1.data).toMatchObject({
      replayEvent: { kind: 'replay', status: 'delivered', attemptCount: 1, attempts: [{ attempt: 1, statusCode: 200, success: true, url: r.url }] },
    });
    expect(r.received).toHaveLength(3);

    const other = await server.newIntegration();
    expect((await other.api.post(`/integration/webhook/replay/${eventId}`)).status).toBe(404);
    expect((await m.live_api.post(`/integration/webhook/replay/${eventId}`)).status).toBe(404);
    expect((await m.api.post('/integration/webhook/replay/999999999')).status).toBe(404);
    expect((await m.api.post('/integration/webhook/replay/abc')).status).toBe(404);
    const missing = await gql(server.url, m.test.secret_key, ReplayEventDocument, { id: '999999999' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(r.received).toHaveLength(3);
  });

  it('signs attempts after a key rotation with the new secret key', async () => {
    const r = await receiver((_req, i) => (i === 0 ? { status: 500 } : { status: 200 }));
    const m = await merchantWithHook(r);
    await charge(m, 'ref-rotate');
    await r.waitFor(1);
    expect(verify(r.received[0].raw, m.test.secret_key, r.received[0].headers['x-paystack-signature'])).toBe(true);
    const keys = await server.services.integrations.rotateKeys(m.id);
    const api = server.api(keys.test.secret_key);
    expect((await api.post('/_test/clock/advance', { seconds: 3600 })).status).toBe(200);
    await r.waitFor(2);
    expect(r.received[1].raw).toBe(r.received[0].raw);
    expect(verify(r.received[1].raw, keys.test.secret_key, r.received[1].headers['x-paystack-signature'])).toBe(true);
    expect(verify(r.received[1].raw, m.test.secret_key, r.received[1].headers['x-paystack-signature'])).toBe(false);
  });
});

describe('event and delivery logs over GraphQL and REST', () => {
  it('lists events and deliveries with filters, and reads one event', async () => {
    const r = await receiver((req) => (req.body.data.reference === 'ref-log-2' ? { status: 500 } : { status: 200 }));
    const m = await merchantWithHook(r);
    await m.api.post('/customer', { email: 'log@example.com' });
    const e1 = await charge(m, 'ref-log-1');
    const e2 = await charge(m, 'ref-log-2');
    await r.waitFor(2);
    await settle(server.services);

    const all = await gql(server.url, m.test.secret_key, EventsDocument, { first: 10 });
    expect(all.errors).toBeUndefined();
    const types = all.data!.events.nodes.map((e) => e.type);
    expect(types.filter((t: string) => t === 'charge.success')).toHaveLength(2);
    expect(types).toContain('charge.updated');
    expect(types).toContain('customer.created');
    expect(types[types.length - 1]).toBe('integration.settings_updated');
    const res1 = (await m.api.get(`/integration/events/${e1}`)).body.data.resource;
    const charges = await gql(server.url, m.test.secret_key, EventsDocument, { first: 10, filter: { type: 'charge.success', resource: res1 } });
    expect(charges.data!.events).toMatchObject({ totalCount: 1, nodes: [{ id: String(e1), webhook: true, data: { reference: 'ref-log-1' } }] });

    const one = await gql(server.url, m.test.secret_key, EventDocument, { id: String(e2) });
    expect(one.data!.event).toMatchObject({ id: String(e2), type: 'charge.success' });
    const foreign = await gql(server.url, (await server.newIntegration()).test.secret_key, EventDocument, { id: String(e2) });
    expect(foreign.data!.event).toBeNull();

    const failed = await gql(server.url, m.test.secret_key, WebhookDeliveriesDocument, { first: 10, filter: { status: 'pending' as WebhookDeliveryStatus } });
    expect(failed.errors).toBeUndefined();
    expect(failed.data!.webhookDeliveries).toMatchObject({
      totalCount: 1,
      nodes: [{ eventId: String(e2), status: 'pending', attemptCount: 1, lastStatusCode: 500, attempts: [{ attempt: 1, statusCode: 500 }] }],
    });
    const byType = await gql(server.url, m.test.secret_key, WebhookDeliveriesDocument, { first: 10, filter: { type: 'charge.success' } });
    expect(byType.data!.webhookDeliveries.totalCount).toBe(2);

    const rest = await m.api.get('/integration/webhook/deliveries?status=delivered&perPage=1');
    expect(rest.body.meta).toMatchObject({ total: 1, perPage: 1, page: 1 });
    expect(rest.body.data[0]).toMatchObject({ event_id: e1, status: 'delivered' });
    expect((await m.api.get('/integration/webhook/deliveries?status=nope')).status).toBe(400);
    expect((await m.api.get('/integration/events?event=charge.success')).body.data).toHaveLength(2);
    expect((await deliveries(m)).map((d) => d.event)).toEqual(['charge.success', 'charge.success']);
    expect((await m.api.get(`/integration/events/${e1}`)).body.data).toMatchObject({ id: e1, event: 'charge.success', webhook: true });
    // The live mode sees none of it.
    expect((await m.live_api.get('/integration/webhook/deliveries')).body.data).toEqual([]);
  });
});

describe('webhookDeliveryUpdated', () => {
  it("streams each attempt's outcome to the integration's subscribers only, narrowed by event id on request", async () => {
    const r = await receiver(() => ({ status: 503, body: 'down' }));
    const m = await merchantWithHook(r);
    const other = await merchantWithHook(r);
    const clients = [wsClient(server.wsUrl, m.test.secret_key), wsClient(server.wsUrl, other.test.secret_key)];
    const query =
      'subscription($eventId: ID) { webhookDeliveryUpdated(eventId: $eventId) { id eventId event status attemptCount lastStatusCode attempts { statusCode responseBody } } }';
    try {
      const all = subscribe<{ webhookDeliveryUpdated: Record<string, any> }, { eventId?: string }>(clients[0]!, query, {});
      const foreign = subscribe<{ webhookDeliveryUpdated: Record<string, any> }, { eventId?: string }>(clients[1]!, query, {});
      // A subscription hears from the moment the server has taken it: charge until it does.
      let first = 0;
      await pokeUntilHeard(
        async (n) => (first = await charge(m, `wdu-${n}`)),
        () => all.received.some((x) => x.data?.webhookDeliveryUpdated.eventId === String(first)),
        10_000,
        2_000,
      );
      const got = all.received.find((x) => x.data?.webhookDeliveryUpdated.eventId === String(first))!;
      expect(got.data!.webhookDeliveryUpdated).toMatchObject({
        event: 'charge.success',
        status: 'pending',
        attemptCount: 1,
        lastStatusCode: 503,
        attempts: [{ statusCode: 503, responseBody: 'down' }],
      });
      r.respond(() => ({ status: 200, body: 'ok' }));
      const second = await charge(m, 'wdu-next');
      await waitFor(() => all.received.some((x) => x.data?.webhookDeliveryUpdated.eventId === String(second)));
      expect(all.received.find((x) => x.data?.webhookDeliveryUpdated.eventId === String(second))!.data!.webhookDeliveryUpdated).toMatchObject({
        status: 'delivered',
        lastStatusCode: 200,
      });

      // Narrowed to one event: its replay is heard, other events are not.
      const one = subscribe<{ webhookDeliveryUpdated: Record<string, any> }, { eventId?: string }>(clients[0]!, query, { eventId: String(first) });
      await pokeUntilHeard(
        () => gql(server.url, m.test.secret_key, ReplayEventDocument, { id: String(first) }),
        () => one.received.length > 0,
      );
      const otherEvent = await charge(m, 'wdu-other');
      await waitFor(() => all.received.some((x) => x.data?.webhookDeliveryUpdated.eventId === String(otherEvent)));
      expect(one.received.every((x) => x.data?.webhookDeliveryUpdated.eventId === String(first) && x.data.webhookDeliveryUpdated.status === 'delivered')).toBe(
        true,
      );
      // Another integration's subscriber hears none of it.
      expect(foreign.received).toHaveLength(0);
      for (const sub of [all, one, foreign]) sub.dispose();
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });
});

describe('webhook URL safety', () => {
  it('refuses loopback, private and localhost URLs for live keys, with a clear 400, and allows them in test mode', async () => {
    const m = await server.newIntegration();
    for (const url of [
      'http://127.0.0.1/hook',
      'http://10.0.0.1/hook',
      'http://[::1]/',
      'http://localhost/hook',
      'http://169.254.169.254/latest',
      'http://[::ffff:127.0.0.1]/x',
    ]) {
      const res = await m.live_api.put('/integration/webhook', { url });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, type: 'validation_error' });
      expect(res.body.message).toMatch(/loopback, link-local or private address; live mode only sends webhooks to public addresses/);
    }
    expect((await m.live_api.get('/integration/webhook')).body.data.url).toBeNull();
    for (const url of ['ftp://example.com/x', 'not a url', 'http://user:pw@example.com/']) {
      expect((await m.live_api.put('/integration/webhook', { url })).status).toBe(400);
    }
    expect((await m.api.put('/integration/webhook', { url: 'http://localhost:9/hook' })).status).toBe(200);
    expect((await m.api.put('/integration/webhook', { url: 'http://127.0.0.1:9/hook' })).status).toBe(200);
    expect((await m.live_api.put('/integration/webhook', { url: 'https://93.184.216.34/hook' })).status).toBe(200);
  });
});
