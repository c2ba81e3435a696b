import { advanceClock, CARDS } from '../support/payments';
import { shapeMismatches } from '../support/shape';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// subscription.expiring_cards: at the start of each month on the integration's clock, one notice
// listing the renewing subscriptions whose card expires that month (Paystack's webhook sample).
let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Expiring Cards');
  other = await server.newIntegration('No Subscriptions');
});
afterAll(() => server.stop());

const notices = async (integrationId: number) =>
  (
    await server.services.db.read({}, (em) =>
      em.query("SELECT payload, created_at FROM events WHERE type = 'subscription.expiring_cards' AND integration_id = ? ORDER BY id", [integrationId]),
    )
  ).map((r: { payload: unknown }) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Array<Record<string, any>>);

async function subscriber(email: string, expiry: { expiry_month: string; expiry_year: string }, planCode: string): Promise<string> {
  const charge = await m.api.post('/charge', { email, amount: 10_000, card: { ...CARDS.success, ...expiry } });
  expect(charge.body.data.status).toBe('success');
  const sub = await m.api.post('/subscription', { customer: email, plan: planCode, authorization: charge.body.data.authorization.authorization_code });
  expect(sub.status).toBe(200);
  return sub.body.data.subscription_code;
}

it('lists, at the start of the month, the subscriptions whose card expires in it, once', async () => {
  const now = new Date((await m.api.get('/_test/clock')).body.data.now);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const expiring = { expiry_month: String(next.getUTCMonth() + 1).padStart(2, '0'), expiry_year: String(next.getUTCFullYear()) };
  const plan = (await m.api.post('/plan', { name: 'Annual', amount: 500_000, interval: 'annually' })).body.data;
  const soon = await subscriber('soon@example.com', expiring, plan.plan_code);
  const twoDigits = await subscriber('short@example.com', { ...expiring, expiry_year: expiring.expiry_year.slice(2) }, plan.plan_code);
  await subscriber('later@example.com', { expiry_month: '12', expiry_year: '2099' }, plan.plan_code);
  const cancelled = await subscriber('gone@example.com', expiring, plan.plan_code);
  const token = (await m.api.get(`/subscription/${cancelled}`)).body.data.email_token;
  expect((await m.api.post('/subscription/disable', { code: cancelled, token })).status).toBe(200);

  // Not yet the month: nothing.
  await advanceClock(m.api, Math.max(1, Math.floor((next.getTime() - now.getTime()) / 1000) - 3600));
  await server.services.expiringCardNotices.drain();
  expect(await notices(m.id)).toEqual([]);

  await advanceClock(m.api, 3600 + 60);
  await waitFor(async () => (await notices(m.id)).length === 1, { what: 'the expiring-cards notice' });
  const [data] = await notices(m.id);
  const sample = require('../fixtures/paystack/misc/subscription-expiring-card.json').data;
  expect(shapeMismatches(data, sample)).toEqual([]);
  // A disabled (non-renewing) subscription never charges the card again: not listed.
  expect(data!.map((x: Record<string, any>) => x.subscription.subscription_code)).toEqual([soon, twoDigits]);
  expect(data![0]).toMatchObject({
    expiry_date: `${expiring.expiry_month}/${expiring.expiry_year}`,
    description: 'visa ending with 4081',
    brand: 'visa',
    customer: { email: 'soon@example.com' },
  });
  expect(data![0]!.subscription).toMatchObject({ plan: { interval: 'annually', plan_code: plan.plan_code }, amount: 500_000 });

  // Draining again in the same month sends nothing more; an integration without subscriptions gets none.
  await server.services.expiringCardNotices.drain();
  expect(await notices(m.id)).toHaveLength(1);
  expect(await notices(other.id)).toEqual([]);
  // The next month: no card expires in it, so no notice.
  await advanceClock(m.api, 32 * 86_400);
  await server.services.expiringCardNotices.drain();
  expect(await notices(m.id)).toHaveLength(1);
});
