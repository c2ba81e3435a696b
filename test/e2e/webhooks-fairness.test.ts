import type { Api } from '../support/http';
import { startServer, type TestServer } from '../support/server';
import { startReceiver, type Receiver } from '../support/receiver';
import { waitFor } from '../support/wait';
import { CARDS } from '../support/payments';

// Three merchants on one node: the first one's receiver never answers, the second's answers 500,
// the third's answers 200. A backlog of attempts to the hung receiver must not delay anyone else's
// webhooks, and must itself be neither lost nor stalled: every attempt is recorded and retried on
// Paystack's schedule. Attempts time out after 8 s here (30 s in production): long enough that the
// others' webhooks go out while the hung attempts are still open, even on a loaded machine.
jest.setTimeout(120_000);

const TIMEOUT_MS = 8000;
const BACKLOG = 60;

let server: TestServer;
let hung: Receiver;
let failing: Receiver;
let fine: Receiver;
beforeAll(async () => {
  server = await startServer({ KOBO_WEBHOOK_CONCURRENCY: '16', KOBO_WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS) });
  hung = await startReceiver(() => 'hang');
  failing = await startReceiver(() => ({ status: 500, body: 'no' }));
  fine = await startReceiver();
});
afterAll(async () => {
  await server.stop();
  await Promise.all([hung.close(), failing.close(), fine.close()]);
});

async function deliveries(api: Api): Promise<any[]> {
  const res = await api.get('/integration/webhook/deliveries?perPage=100');
  expect(res.status).toBe(200);
  return res.body.data;
}

it("keeps a hung receiver from delaying other merchants' webhooks, and still records and retries every attempt to it", async () => {
  const one = await server.newIntegration('Hung receiver');
  const two = await server.newIntegration('Failing receiver');
  const three = await server.newIntegration('Good receiver');
  await one.api.put('/integration/webhook', { url: hung.url });
  await two.api.put('/integration/webhook', { url: failing.url });
  await three.api.put('/integration/webhook', { url: fine.url });

  const charge = async (api: Api, reference: string) => {
    const res = await api.post('/charge', { email: 'p@example.com', amount: 10000, card: CARDS.success, reference });
    expect(res.body.data.status).toBe('success');
  };
  // Ten at a time: the backlog is in place well inside one attempt's timeout.
  for (let i = 0; i < BACKLOG; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => charge(one.api, `hung-${i + j}`)));
  await hung.waitFor(1);

  // While the hung receiver holds its attempts, the others' events go out at once.
  const started = Date.now();
  await charge(two.api, 'failing-1');
  await charge(three.api, 'fine-1');
  await fine.waitFor(1, 10_000);
  await failing.waitFor(1, 10_000);
  expect(fine.received[0].at - started).toBeLessThan(1000);
  expect(failing.received[0].at - started).toBeLessThan(1000);
  expect(fine.received[0].body.data.reference).toBe('fine-1');
  // They went out while the first hung attempt was still open (none had timed out to free a slot),
  // and the hung receiver holds a small part of the pool of 16.
  expect(fine.received[0].at - hung.received[0].at).toBeLessThan(TIMEOUT_MS);
  expect(failing.received[0].at - hung.received[0].at).toBeLessThan(TIMEOUT_MS);
  expect(hung.received.length).toBeLessThanOrEqual(2);

  // Every attempt to the hung receiver is recorded (the first ones time out, the rest are held back
  // without being sent while it keeps timing out) and scheduled for its retry an hour later.
  await waitFor(async () => (await deliveries(one.api)).every((d) => d.attempts.length === 1 && d.status === 'pending'), { timeoutMs: 30_000 });
  const first = await deliveries(one.api);
  expect(first).toHaveLength(BACKLOG);
  for (const d of first) {
    const [attempt] = d.attempts;
    expect(attempt.success).toBe(false);
    expect(attempt.error).toMatch(/^(Timed out after|Not sent: the receiver timed out)/);
    expect(Date.parse(d.next_attempt_at) - Date.parse(attempt.clock_at)).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(Date.parse(d.next_attempt_at) - Date.parse(attempt.clock_at)).toBeLessThanOrEqual(3600_000 + TIMEOUT_MS + 2000); // from the attempt's end
  }
  const timedOut = first.filter((d) => d.attempts[0].error.startsWith('Timed out'));
  expect(timedOut.length).toBeGreaterThanOrEqual(1);
  expect(timedOut.length).toBeLessThanOrEqual(2);

  // An hour later on the test clock every one of them is tried again.
  expect((await one.api.post('/_test/clock/advance', { seconds: 3600 })).status).toBe(200);
  await waitFor(async () => (await deliveries(one.api)).every((d) => d.attempts.length === 2), { timeoutMs: 30_000 });

  // The failing receiver's delivery follows its own schedule, untouched by the others.
  const [failed] = await deliveries(two.api);
  expect(failed.attempts[0]).toMatchObject({ status_code: 500, success: false });
  expect((await deliveries(three.api))[0]).toMatchObject({ status: 'delivered' });
});
