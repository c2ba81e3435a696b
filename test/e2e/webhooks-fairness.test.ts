import { startServer, type TestServer } from '../support/server';
import { startReceiver, type Receiver } from '../support/receiver';
import { settle } from '../support/events';
import { CARDS } from '../support/payments';

// A small pool (4 attempts in flight) and a receiver that never answers: one merchant's backlog to
// it may hold at most 3 of the 4 slots, so another merchant's events still go out at once. Attempts
// last 8 s so that none times out on a loaded CI machine before the assertions run.
jest.setTimeout(90_000);

let server: TestServer;
let slow: Receiver;
let fast: Receiver;
beforeAll(async () => {
  server = await startServer({ KOBO_WEBHOOK_CONCURRENCY: '4', KOBO_WEBHOOK_TIMEOUT_MS: '8000' });
  slow = await startReceiver(() => 'hang');
  fast = await startReceiver();
});
afterAll(async () => {
  await server.stop();
  await Promise.all([slow.close(), fast.close()]);
});

it('keeps one slow merchant from holding every delivery slot', async () => {
  const a = await server.newIntegration('Slow');
  const b = await server.newIntegration('Fast');
  await a.api.put('/integration/webhook', { url: slow.url });
  await b.api.put('/integration/webhook', { url: fast.url });
  for (let i = 0; i < 6; i++) {
    expect((await a.api.post('/charge', { email: 'p@example.com', amount: 10000, card: CARDS.success, reference: `slow-${i}` })).body.data.status).toBe('success');
  }
  await slow.waitFor(3);
  expect((await b.api.post('/charge', { email: 'p@example.com', amount: 10000, card: CARDS.success, reference: 'fast-1' })).body.data.status).toBe('success');
  await fast.waitFor(1);
  // The fast merchant's event went out while the slow receiver held its share of the pool.
  const slowDeliveries = (await a.api.get('/integration/webhook/deliveries')).body.data;
  expect(slowDeliveries.every((d: any) => d.attempts.length === 0)).toBe(true); // none has timed out yet
  // At most 3 of the 4 slots went to the slow merchant, though 6 of its deliveries were due.
  expect(slow.received).toHaveLength(3);
  await settle(server.services);
  expect((await b.api.get('/integration/webhook/deliveries')).body.data[0]).toMatchObject({ status: 'delivered' });
});
