import { CARDS, type Kit } from '../kit';
import type { Recipe } from '../recipe';
import { paidCharge } from './charges';

// A daily plan and a subscriber whose card was saved by a first payment.
async function subscribe(k: Kit, amount = 100_000): Promise<{ code: string; token: string; nextPayment: Date }> {
  k.step('creating a daily plan');
  const plan = await k.post('/plan', { name: `kobo trigger ${k.tag}`, amount, interval: 'daily' });
  k.record('plan', plan.plan_code);
  const { customerCode, authorization } = await paidCharge(k, { amount: 10_000 });
  k.step('subscribing the customer to it');
  const sub = await k.post('/subscription', { customer: customerCode, plan: plan.plan_code, authorization });
  k.record('subscription', sub.subscription_code);
  const fetched = await k.get(`/subscription/${sub.subscription_code}`);
  return { code: sub.subscription_code, token: sub.email_token, nextPayment: new Date(fetched.next_payment_date) };
}

// Moves the test clock a minute past `to` (the renewal runs on the server once it is due).
async function advancePast(k: Kit, to: Date, why: string): Promise<void> {
  const clock = await k.get('/_test/clock');
  const seconds = Math.max(1, Math.ceil((to.getTime() - new Date(clock.now).getTime()) / 1000) + 60);
  await k.advance(seconds, why);
}

const ofSub = (code: string) => (d: Record<string, any>) => d.subscription_code === code || d.subscription?.subscription_code === code;

async function renewal(k: Kit, event: string, amount?: number) {
  const s = await subscribe(k, amount);
  await advancePast(k, s.nextPayment, 'to the next payment date: the renewal charges the card');
  return k.waitFor(event, ofSub(s.code));
}

async function notRenewing(k: Kit) {
  const s = await subscribe(k);
  k.step('disabling it (POST /subscription/disable): it runs to the end of the period');
  await k.post('/subscription/disable', { code: s.code, token: s.token });
  return { ...s, event: await k.waitFor('subscription.not_renew', ofSub(s.code)) };
}

export const subscriptionRecipes: Recipe[] = [
  {
    event: 'subscription.create',
    does: 'creates a daily plan, saves a card with a payment, and subscribes the customer',
    async run(k) {
      const s = await subscribe(k);
      return k.waitFor('subscription.create', ofSub(s.code));
    },
  },
  {
    event: 'create.subscription',
    does: "as subscription.create: the spec's name for the same moment, recorded beside it",
    async run(k) {
      const s = await subscribe(k);
      return k.waitFor('create.subscription', ofSub(s.code));
    },
  },
  {
    event: 'subscription.not_renew',
    does: 'subscribes a customer, then disables the subscription with its email token',
    run: async (k) => (await notRenewing(k)).event,
  },
  {
    event: 'subscription.disable',
    does: 'as subscription.not_renew, then advances the clock past the period end: the subscription is cancelled',
    async run(k) {
      const s = await notRenewing(k);
      await advancePast(k, s.nextPayment, 'past the end of the period');
      return k.waitFor('subscription.disable', ofSub(s.code));
    },
  },
  {
    event: 'invoice.create',
    does: 'subscribes a customer to a daily plan and advances the clock a day: the renewal invoice is created',
    run: (k) => renewal(k, 'invoice.create'),
  },
  { event: 'invoice.update', does: 'as invoice.create: the renewal charge succeeds and updates the invoice', run: (k) => renewal(k, 'invoice.update') },
  {
    event: 'invoice.payment_failed',
    does: "subscribes a customer to a plan above the test card's limit (NGN 600,000) and advances the clock a day",
    run: (k) => renewal(k, 'invoice.payment_failed', 60_000_000),
  },
  {
    event: 'subscription.expiring_cards',
    does: 'subscribes a customer whose card expires next month, then advances the clock into that month',
    async run(k) {
      const now = new Date((await k.get('/_test/clock')).now);
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const expiry = { expiry_month: String(month.getUTCMonth() + 1).padStart(2, '0'), expiry_year: String(month.getUTCFullYear()) };
      k.step(`creating an annual plan; the card expires ${expiry.expiry_month}/${expiry.expiry_year}`);
      const plan = await k.post('/plan', { name: `kobo trigger ${k.tag}`, amount: 100_000, interval: 'annually' });
      k.record('plan', plan.plan_code);
      const { customerCode, authorization } = await paidCharge(k, { amount: 10_000, card: { ...CARDS.success, ...expiry } });
      const sub = await k.post('/subscription', { customer: customerCode, plan: plan.plan_code, authorization });
      k.record('subscription', sub.subscription_code);
      await advancePast(k, month, 'into the month the card expires: the monthly notice lists it');
      const code = sub.subscription_code as string;
      return k.waitFor('subscription.expiring_cards', (d) => Array.isArray(d) && d.some((x) => x.subscription?.subscription_code === code));
    },
  },
];
