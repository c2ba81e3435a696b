import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { startReceiver, type Receiver } from '../support/receiver';
import { waitForValue } from '../support/wait';
import { CARDS } from '../support/payments';

// SIGTERM while webhook attempts are in flight to a slow receiver: they finish within the grace
// period and are recorded, so the restarted node sends none of them again.
jest.setTimeout(300_000);

let db: TestDatabase;
const nodes: NodeProcess[] = [];
let receiver: Receiver;
const keys = fixedKeys();

beforeAll(async () => {
  db = await createTestDatabase();
  receiver = await startReceiver(() => ({ status: 200, body: 'ok', delayMs: 1500 }));
});
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await receiver.close();
  await db.drop();
});

async function node(env: Record<string, string> = {}) {
  const n = await startNode({ DATABASE_URL: db.url, ...keys, ...env });
  nodes.push(n);
  return n;
}

it('lets attempts in flight at SIGTERM finish, and the restarted node sends none of them twice', async () => {
  const n1 = await node();
  const api = new Api(n1.url, keys.KOBO_DEFAULT_SECRET_KEY);
  expect((await api.put('/integration/webhook', { url: receiver.url })).status).toBe(200);
  const count = 8;
  for (let i = 0; i < count; i++) {
    const res = await api.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.success, reference: `slow-${i}` });
    expect(res.body.data.status).toBe('success');
  }
  // Every attempt has reached the receiver, which holds each for 1.5 s: all are in flight now.
  await receiver.waitFor(count, 60_000);
  expect(await n1.stop()).toBe(0);

  const n2 = await node();
  const api2 = new Api(n2.url, keys.KOBO_DEFAULT_SECRET_KEY);
  // A marker event made on the restarted node: it claims due deliveries in event order, so once
  // the marker is delivered, any of the eight it would (wrongly) send again has gone out.
  const marker = await api2.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.success, reference: 'slow-marker' });
  expect(marker.body.data.status).toBe('success');
  const deliveries = await waitForValue(
    async () => {
      const list = (await api2.get('/integration/webhook/deliveries?perPage=100')).body.data;
      return list.length === count + 1 && list.every((d: any) => d.status === 'delivered') ? list : null;
    },
    { timeoutMs: 30_000, intervalMs: 200, what: 'the marker to be delivered' },
  );
  expect(deliveries.map((d: any) => [d.status, d.attempt_count])).toEqual(Array.from({ length: count + 1 }, () => ['delivered', 1]));
  const bodies = receiver.received.map((r) => r.raw);
  expect(new Set(bodies).size).toBe(bodies.length); // no duplicates
  expect(bodies).toHaveLength(count + 1);
  // No node of this test may claim the next test's deliveries.
  expect(await n2.stop()).toBe(0);
});

it('hands back an attempt still running when the grace period ends; the restarted node sends it', async () => {
  const slow = await startReceiver((_req, i) => (i === 0 ? { status: 200, body: 'late', delayMs: 8000 } : { status: 200, body: 'ok' }));
  try {
    const n1 = await node({ KOBO_SHUTDOWN_GRACE_MS: '1000' });
    const api = new Api(n1.url, keys.KOBO_DEFAULT_SECRET_KEY);
    expect((await api.put('/integration/webhook', { url: slow.url })).status).toBe(200);
    const res = await api.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.success, reference: 'grace-over' });
    await slow.waitFor(1, 60_000);
    const started = Date.now();
    expect(await n1.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(7000); // it did not wait for the receiver
    const n2 = await node();
    await slow.waitFor(2, 60_000);
    expect(slow.received[1]!.raw).toBe(slow.received[0]!.raw);
    const api2 = new Api(n2.url, keys.KOBO_DEFAULT_SECRET_KEY);
    const d = await waitForValue(
      async () => {
        const [first] = (await api2.get(`/integration/webhook/deliveries?resource=transaction:${res.body.data.id}`)).body.data;
        return first?.status === 'delivered' ? first : null;
      },
      { intervalMs: 200, what: 'the handed-back attempt to be delivered' },
    );
    // The aborted attempt was handed back uncounted.
    expect(d).toMatchObject({ status: 'delivered', attempt_count: 1 });
    expect(await n2.stop()).toBe(0);
  } finally {
    await slow.close();
  }
});
