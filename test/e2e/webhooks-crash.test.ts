import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { startReceiver, type Receiver } from '../support/receiver';
import { waitForValue } from '../support/wait';
import { CARDS } from '../support/payments';

// Real server processes killed with SIGKILL: nothing committed may be lost, nothing sent twice.
jest.setTimeout(300_000); // server processes start slowly on a loaded machine

let db: TestDatabase;
const nodes: NodeProcess[] = [];
const receivers: Receiver[] = [];
let recorder: Awaited<ReturnType<typeof recorderFor>>;
const keys = fixedKeys();

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await Promise.all(receivers.map((r) => r.close()));
  await recorder?.close();
  await db.drop();
});

async function node(env: Record<string, string> = {}) {
  const n = await startNode({ DATABASE_URL: db.url, ...keys, ...env });
  nodes.push(n);
  return n;
}

// A real charge on the node (success test card → charge.success committed with the transaction).
async function realCharge(api: Api, reference: string): Promise<number> {
  const res = await api.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.success, reference });
  expect(res.body.data).toMatchObject({ status: 'success', reference });
  const events = await api.get(`/integration/events?event=charge.success&resource=transaction:${res.body.data.id}`);
  return events.body.data[0].id;
}

// The delivery once it reaches `status` with at least `attempts` made (the receiver may see a request before the node records it).
// Delivered is final: once the node has recorded it, the receiver has everything it will get for
// that delivery.
function deliveryWhen(api: Api, eventId: number, status: string, attempts = 1): Promise<any> {
  return waitForValue(
    async () => {
      const d = (await api.get(`/integration/webhook/deliveries?event_id=${eventId}`)).body.data[0];
      return d?.status === status && d.attempt_count >= attempts ? d : null;
    },
    { timeoutMs: 30_000, intervalMs: 200, what: `the delivery of event ${eventId} to be ${status}` },
  );
}

async function countDispatched(eventId: number): Promise<boolean> {
  const rows = await recorder.services.db.read({}, (em) => em.query('SELECT dispatched_at FROM events WHERE id = ?', [eventId]));
  return rows[0].dispatched_at !== null;
}

it('delivers an event committed before a kill -9, exactly once, after restart', async () => {
  const receiver = await startReceiver();
  receivers.push(receiver);
  // KOBO_DISPATCH=off: the node records but does not dispatch, so the kill lands between commit and dispatch.
  const n1 = await node({ KOBO_DISPATCH: 'off' });
  const api = new Api(n1.url, keys.KOBO_DEFAULT_SECRET_KEY);
  expect((await api.put('/integration/webhook', { url: receiver.url })).status).toBe(200);
  recorder = await recorderFor(db.url);
  const eventId = await realCharge(api, 'crash-1');
  // Committed and not dispatched when the kill lands.
  expect(receiver.received).toHaveLength(0);
  expect(await countDispatched(eventId)).toBe(false);
  await n1.kill9();

  const n2 = await node();
  await receiver.waitFor(1, 60_000);
  const api2 = new Api(n2.url, keys.KOBO_DEFAULT_SECRET_KEY);
  expect(await deliveryWhen(api2, eventId, 'delivered')).toMatchObject({ status: 'delivered', attempt_count: 1 });
  // A later event is the marker: the restarted node dispatches and claims in event order, so once
  // the marker is delivered, a second dispatch or claim of crash-1 would have happened already.
  const markerId = await realCharge(api2, 'crash-1-marker');
  await deliveryWhen(api2, markerId, 'delivered');
  expect(receiver.received.map((r) => [r.body.event, r.body.data.reference])).toEqual([
    ['charge.success', 'crash-1'],
    ['charge.success', 'crash-1-marker'],
  ]);
  expect((await api2.get(`/integration/webhook/deliveries?event_id=${eventId}`)).body.data).toHaveLength(1);
  await n2.kill9();
});

it('keeps a failed attempt scheduled across a kill -9 and delivers it once when the test clock reaches it', async () => {
  // A receiver that is down: its port is free, so the first attempt is refused.
  const probe = await startReceiver();
  const port = probe.port;
  await probe.close();
  const n1 = await node();
  const api = new Api(n1.url, keys.KOBO_DEFAULT_SECRET_KEY);
  expect((await api.put('/integration/webhook', { url: `http://127.0.0.1:${port}/hooks` })).status).toBe(200);
  const eventId = await realCharge(api, 'crash-2');
  const delivery = await deliveryWhen(api, eventId, 'pending');
  expect(delivery).toMatchObject({ status: 'pending', attempt_count: 1 });
  expect(delivery.attempts[0].error).toMatch(/ECONNREFUSED/);
  await n1.kill9();

  const receiver = await startReceiver(undefined, port);
  receivers.push(receiver);
  const n2 = await node();
  const api2 = new Api(n2.url, keys.KOBO_DEFAULT_SECRET_KEY);
  // Not due yet. A marker event due now: the restarted node's runner has passed over crash-2 once
  // the marker is delivered (it claims due deliveries in event order, crash-2's first).
  const markerId = await realCharge(api2, 'crash-2-marker');
  await deliveryWhen(api2, markerId, 'delivered');
  expect(receiver.received.map((r) => r.body.data.reference)).toEqual(['crash-2-marker']);
  expect((await api2.get(`/integration/webhook/deliveries?event_id=${eventId}`)).body.data[0]).toMatchObject({ status: 'pending', attempt_count: 1 });
  expect((await api2.post('/_test/clock/advance', { seconds: 3600 })).status).toBe(200);
  const after = await deliveryWhen(api2, eventId, 'delivered', 2);
  expect(after).toMatchObject({ status: 'delivered', attempt_count: 2 });
  expect(receiver.received.map((r) => r.body.data.reference)).toEqual(['crash-2-marker', 'crash-2']);
  expect(await n2.stop()).toBe(0); // SIGTERM stops polling and exits cleanly
});

it('re-sends an attempt that was in flight when its node was killed, once the claim lease runs out', async () => {
  const receiver = await startReceiver((_req, i) => (i === 0 ? 'hang' : { status: 200, body: 'ok' }));
  receivers.push(receiver);
  // Short lease (timeout 3 s + no margin) so the test does not wait for the default 60 s.
  const env = { KOBO_WEBHOOK_TIMEOUT_MS: '3000', KOBO_WEBHOOK_LEASE_MARGIN_MS: '0' };
  const n1 = await node(env);
  const api = new Api(n1.url, keys.KOBO_DEFAULT_SECRET_KEY);
  expect((await api.put('/integration/webhook', { url: receiver.url })).status).toBe(200);
  const eventId = await realCharge(api, 'crash-3');
  await receiver.waitFor(1); // the attempt is in flight: the receiver holds it open
  await n1.kill9();

  const n2 = await node(env);
  await receiver.waitFor(2, 60_000);
  const d = await deliveryWhen(new Api(n2.url, keys.KOBO_DEFAULT_SECRET_KEY), eventId, 'delivered');
  // At-least-once: the first copy was never acknowledged, so it went again, identical; and once
  // delivered, no more.
  expect(receiver.received).toHaveLength(2);
  expect(receiver.received[1].raw).toBe(receiver.received[0].raw);
  expect(d).toMatchObject({ status: 'delivered', attempt_count: 2 });
  expect(d.attempts.map((a: any) => [a.attempt, a.status_code, a.success])).toEqual([
    [1, null, false],
    [2, 200, true],
  ]);
  expect(d.attempts[0].error).toMatch(/Outcome unknown/);
});
