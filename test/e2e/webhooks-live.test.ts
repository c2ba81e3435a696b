import { createHmac } from 'node:crypto';
import { Clock } from '../../src/core/clock';
import { startServer, type TestServer } from '../support/server';
import { startReceiver, type Receiver } from '../support/receiver';
import { chargeSuccessPayload, recordEvent, settle } from '../support/events';

// Live mode runs on real time; this server's clock is injected so the test can move "real" time.
// KOBO_ALLOW_PRIVATE_WEBHOOKS lets a live URL point at the local receiver.
let now = Date.now();
let server: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  server = await startServer({ KOBO_ALLOW_PRIVATE_WEBHOOKS: 'true' }, new Clock(() => now));
  receiver = await startReceiver(() => ({ status: 502 }));
});
afterAll(async () => {
  await server.stop();
  await receiver.close();
});

it('live mode retries every 3 minutes for the first 4 tries, then hourly, signed with the live key', async () => {
  const m = await server.newIntegration();
  expect((await m.live_api.put('/integration/webhook', { url: receiver.url })).status).toBe(200);
  await recordEvent(server.services, m.id, 'live', { type: 'charge.success', resource: 'charge:live-1', payload: chargeSuccessPayload('live-1', 'live') });
  await receiver.waitFor(1);
  const sig = createHmac('sha512', m.live.secret_key).update(receiver.received[0].raw).digest('hex');
  expect(receiver.received[0].headers['x-paystack-signature']).toBe(sig);

  const next = async () => {
    await settle(server.services);
    const res = await m.live_api.get('/integration/webhook/deliveries');
    return res.body.data[0];
  };
  const gaps: number[] = [];
  for (let n = 2; n <= 6; n++) {
    const d = await next();
    gaps.push(Date.parse(d.next_attempt_at) - now);
    now = Date.parse(d.next_attempt_at) - 1000;
    await settle(server.services);
    expect(receiver.received).toHaveLength(n - 1); // a second early: nothing
    now += 1000;
    server.services.webhookRunner.kick();
    await receiver.waitFor(n);
  }
  expect(gaps).toEqual([180_000, 180_000, 180_000, 180_000, 3_600_000]);
  const d = await next();
  expect(d).toMatchObject({ status: 'pending', attempt_count: 6 });
  expect(Date.parse(d.next_attempt_at) - now).toBe(3_600_000);
  // The test clock does not move live deliveries.
  await m.api.post('/_test/clock/advance', { seconds: 7200 });
  await settle(server.services);
  expect(receiver.received).toHaveLength(6);
});
