import { createHmac } from 'node:crypto';
import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration, TestServer } from '../support/server';
import type { Receiver } from '../support/receiver';
import { CARDS, expectLedgerBalanced, rowCounts } from '../support/payments';
import { countRows } from '../support/sql';
import { waitFor } from '../support/wait';
import { advanceTo, clockNow, createPlan, DAY_S, nextDayOfMonth, payingCustomer, renewAll } from '../support/billing';

const Paystack = require('paystack-api');

jest.setTimeout(180_000);

let server: TestServer;
let receiver: Receiver;
let m: TestIntegration;
let other: TestIntegration;
let setup: Merchant | undefined;
beforeAll(async () => {
  setup = await startMerchant('Billing');
  ({ server, m, other, hook: receiver } = setup);
});
afterAll(() => setup?.stop());

function sdk(key: string) {
  const paystack = Paystack(key);
  paystack.endpoint = server.url;
  return paystack;
}

const hooksFor = (event: string, code?: string) =>
  receiver.received.filter((r) => r.body.event === event && (!code || JSON.stringify(r.body.data).includes(code)));

describe('plans', () => {
  it('creates, lists with filters and pages, fetches and updates plans (paystack-api)', async () => {
    const paystack = sdk(m.test.secret_key);
    const created = await paystack.plan.create({ name: 'Gold', amount: 250000, interval: 'weekly', description: 'Weekly gold', invoice_limit: 4 });
    expect(created).toMatchObject({
      status: true,
      message: 'Plan created',
      data: { name: 'Gold', amount: 250000, interval: 'weekly', currency: 'NGN', invoice_limit: 4, send_invoices: true, domain: 'test' },
    });
    expect(created.data.plan_code).toMatch(/^PLN_[a-z0-9]{15}$/);
    await createPlan(m, { name: 'Silver', amount: 100000, interval: 'daily' });

    const list = await paystack.plan.list({ perPage: 1, page: 1 });
    expect(list.meta).toMatchObject({ total: 2, perPage: 1, page: 1, pageCount: 2 });
    const weekly = await m.api.get('/plan?interval=weekly');
    expect(weekly.body.data.map((p: any) => p.name)).toEqual(['Gold']);
    expect(weekly.body.data[0].subscriptions).toEqual([]);
    const byAmount = await m.api.get('/plan?amount=100000');
    expect(byAmount.body.data.map((p: any) => p.name)).toEqual(['Silver']);
    const cursor = await m.api.get('/plan?use_cursor=true&perPage=1');
    expect(cursor.body.data).toHaveLength(1);
    const next = await m.api.get(`/plan?perPage=1&next=${encodeURIComponent(cursor.body.meta.next)}`);
    expect(next.body.data[0].id).not.toBe(cursor.body.data[0].id);

    const fetched = await paystack.plan.get({ id: created.data.plan_code });
    expect(fetched.data).toMatchObject({ id: created.data.id, subscriptions: [] });
    expect((await m.api.get(`/plan/${created.data.id}`)).body.data.plan_code).toBe(created.data.plan_code);

    const updated = await paystack.plan.update({ id: created.data.plan_code, name: 'Gold+', amount: 300000 });
    expect(updated).toEqual({ status: true, message: 'Plan updated. 0 subscription(s) affected' });
    expect((await m.api.get(`/plan/${created.data.plan_code}`)).body.data).toMatchObject({ name: 'Gold+', amount: 300000 });
  });

  it('refuses bad input with the documented 4xx and stores nothing', async () => {
    const before = await countRows(server, 'plans');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'x', amount: 5000, interval: 'monthly' }, 400, 'Amount is invalid. It must be a number and be 100 NGN or greater'],
      [{ name: 'x', amount: -100000, interval: 'monthly' }, 400, 'Amount is invalid. It must be a number and be 100 NGN or greater'],
      [{ name: 'x', amount: 100000.5, interval: 'monthly' }, 400, 'Amount is invalid. It must be a number and be 100 NGN or greater'],
      [
        { name: 'x', amount: 100000, interval: 'fortnightly' },
        400,
        'Interval is invalid. It must be one of: hourly, daily, weekly, monthly, quarterly, biannually, annually',
      ],
      [{ name: 'x', amount: 100000 }, 400, 'Interval is required'],
      [{ amount: 100000, interval: 'daily' }, 400, 'Name is required'],
      [{ name: 'x', amount: 100000, interval: 'daily', currency: 'XYZ' }, 400, 'Currency not supported by merchant'],
      [{ name: 'x', amount: 100000, interval: 'daily', invoice_limit: -1 }, 400, 'invoice_limit must be a whole number from 0'],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/plan', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect(await countRows(server, 'plans')).toBe(before);
    const mine = await createPlan(m);
    expect((await other.api.get(`/plan/${mine.plan_code}`)).status).toBe(404);
    expect((await other.api.put(`/plan/${mine.plan_code}`, { name: 'stolen' })).body.message).toBe('Plan not found');
    expect((await m.live_api.get(`/plan/${mine.plan_code}`)).status).toBe(404);
    expect((await m.api.get('/plan/PLN_doesnotexist')).body).toMatchObject({ status: false, message: 'Plan not found' });
    expect((await m.api.put(`/plan/${mine.plan_code}`, { amount: 10 })).status).toBe(400);
    expect((await m.api.get(`/plan/${mine.plan_code}`)).body.data.amount).toBe(500000);
  });
});

describe('subscriptions', () => {
  it('creates (paystack-api), lists, fetches, disables and enables with the email token', async () => {
    const paystack = sdk(m.test.secret_key);
    const plan = await createPlan(m, { name: 'Sub plan' });
    const customer = await payingCustomer(m, 'subscriber@example.com');
    const created = await paystack.subscription.create({ customer: 'subscriber@example.com', plan: plan.plan_code, authorization: customer.authorization });
    expect(created).toMatchObject({
      status: true,
      message: 'Subscription successfully created',
      data: { status: 'active', amount: 500000, quantity: 1, plan: plan.id, authorization: { authorization_code: customer.authorization } },
    });
    const code = created.data.subscription_code;
    expect(code).toMatch(/^SUB_/);
    const token = created.data.email_token;

    const list = await paystack.subscription.list({ perPage: 10, page: 1 });
    expect(list.data.map((s: any) => s.subscription_code)).toContain(code);
    const filtered = await m.api.get(`/subscription?plan=${plan.id}`);
    expect(filtered.body.data).toHaveLength(1);
    expect(filtered.body.data[0]).toMatchObject({ customer: { customer_code: customer.code }, plan: { plan_code: plan.plan_code } });

    const fetched = await paystack.subscription.get({ id: code });
    expect(fetched.data).toMatchObject({ subscription_code: code, invoices: [], most_recent_invoice: null, status: 'active' });
    expect(fetched.data.cron_expression).toMatch(/^\d+ \d+ \d+ \* \*$/);
    expect(new Date(fetched.data.next_payment_date).getTime()).toBeGreaterThan(Date.now());
    expect((await m.api.get(`/plan/${plan.plan_code}`)).body.data.subscriptions.map((s: any) => s.subscription_code)).toEqual([code]);
    expect((await m.api.get(`/customer/${customer.code}`)).body.data.subscriptions.map((s: any) => s.subscription_code)).toEqual([code]);

    // A wrong token is refused and changes nothing.
    const wrong = await paystack.subscription.disable({ code, token: 'nottherighttoken' }).catch((e: any) => e);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error.message).toBe('The token does not match this subscription');
    expect((await m.api.post('/subscription/disable', { code: 'SUB_unknown', token })).body.message).toBe('That subscription code is invalid');
    expect((await other.api.post('/subscription/disable', { code, token })).status).toBe(404);
    expect((await m.api.get(`/subscription/${code}`)).body.data.status).toBe('active');

    expect(await paystack.subscription.disable({ code, token })).toEqual({ status: true, message: 'Subscription disabled successfully' });
    const disabled = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(disabled).toMatchObject({ status: 'non-renewing', next_payment_date: null });
    expect(await paystack.subscription.enable({ code, token })).toEqual({ status: true, message: 'Subscription enabled successfully' });
    expect((await m.api.get(`/subscription/${code}`)).body.data).toMatchObject({ status: 'active', next_payment_date: fetched.data.next_payment_date });
    await renewAll(server);
    expect(hooksFor('subscription.create', code)).toHaveLength(1);
    expect(hooksFor('subscription.not_renew', code)).toHaveLength(1);

    const link = await m.api.get(`/subscription/${code}/manage/link`);
    expect(link.body).toMatchObject({ status: true, message: 'Link generated' });
    expect(link.body.data.link).toContain(`/subscription/manage/${code}?token=`);
    const local = (u: string) => `${server.url}${new URL(u).pathname}${new URL(u).search}`;
    const page = await fetch(local(link.body.data.link));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ending in 4081');
    expect((await fetch(local(link.body.data.link).replace(/token=.*/, `token=${Date.now() + 60_000}.forged-token-value`))).status).toBe(404);
    expect(await m.api.post(`/subscription/${code}/manage/email`)).toMatchObject({ body: { status: true, message: 'Email successfully sent' } });
    const events = await m.api.get(`/integration/events?event=subscription.manage_email`);
    expect(events.body.data).toHaveLength(1);
  });

  it('the card-update page saves the new card, and its small charge is refunded after its charge.success', async () => {
    const plan = await createPlan(m, { name: 'Card swap' });
    const customer = await payingCustomer(m, 'swap@example.com');
    const sub = (await m.api.post('/subscription', { customer: customer.code, plan: plan.plan_code })).body.data;
    const link = new URL((await m.api.get(`/subscription/${sub.subscription_code}/manage/link`)).body.data.link);
    // The page's "Update card" form, then the hosted checkout's forms, as the browser posts them.
    const started = await fetch(`${server.url}${link.pathname}${link.search}`, { method: 'POST', redirect: 'manual' });
    expect(started.status).toBe(303);
    const checkout = `${server.url}${started.headers.get('location')}`;
    const post = (fields: Record<string, string>) =>
      fetch(checkout, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await post({ action: 'pay_card', card_number: CARDS.pin.number, card_expiry: '12/30', card_cvv: CARDS.pin.cvv })).status).toBeLessThan(400);
    expect((await post({ action: 'pin', pin: '1111' })).status).toBeLessThan(400);
    const swapped = (await m.api.get(`/subscription/${sub.subscription_code}`)).body.data;
    expect(swapped.authorization).toMatchObject({ last4: '7812', reusable: true });

    const refunds = (await m.api.get('/refund?perPage=100')).body.data.filter((r: any) => r.amount === 5_000);
    expect(refunds).toHaveLength(1);
    const [refund] = refunds;
    expect(refund).toMatchObject({
      status: 'pending',
      currency: 'NGN',
      refunded_by: 'system',
      customer_note: `Card update for subscription ${sub.subscription_code}`,
    });
    const charge = (await m.api.get(`/transaction/verify/${refund.transaction_reference}`)).body.data;
    expect(charge).toMatchObject({ status: 'success', amount: 5_000 });
    // The refund's event follows the charge's.
    const order = await server.services.db.read({}, (em) =>
      em.query(
        "SELECT type FROM events WHERE integration_id = ? AND (resource = ? OR resource = ?) AND type IN ('charge.success', 'refund.pending') ORDER BY id",
        [m.id, `transaction:${charge.id}`, `refund:${refund.id}`],
      ),
    );
    expect(order.map((e: any) => e.type)).toEqual(['charge.success', 'refund.pending']);
    // It runs its course on the clock like any refund: the charge ends reversed.
    const refundIs = (status: string) =>
      waitFor(
        async () => {
          await server.services.refundRunner.drain();
          await server.services.refundRunner.idle();
          return (await m.api.get(`/refund/${refund.id}`)).body.data.status === status;
        },
        { intervalMs: 25, what: `refund ${refund.id} to become ${status}` },
      );
    await advanceTo(server, m.api, new Date((await clockNow(m.api)).getTime() + 2 * 3_600_000));
    await refundIs('processing');
    await advanceTo(server, m.api, new Date((await clockNow(m.api)).getTime() + 2 * 3_600_000));
    await refundIs('processed');
    expect((await m.api.get(`/transaction/verify/${refund.transaction_reference}`)).body.data.status).toBe('reversed');

    // A merchant's own charges that carry the page's metadata key are not card updates: nothing
    // is refunded (another customer's card, or any amount but the page's).
    const crafted = [
      await m.api.post('/charge', {
        email: 'someone-else@example.com',
        amount: 5_000,
        card: CARDS.success,
        metadata: { kobo_subscription_update: sub.subscription_code },
      }),
      await m.api.post('/charge', {
        email: 'swap@example.com',
        amount: 200_000,
        card: CARDS.success,
        metadata: { kobo_subscription_update: sub.subscription_code },
      }),
    ];
    for (const c of crafted) expect(c.body.data.status).toBe('success');
    const refundedRefs = (await m.api.get('/refund?perPage=100')).body.data.map((r: any) => r.transaction_reference);
    for (const c of crafted) expect(refundedRefs).not.toContain(c.body.data.reference);

    // A card that cannot be reused does not replace the subscription's, and its payment is
    // refunded all the same.
    const cardBefore = (await m.api.get(`/subscription/${sub.subscription_code}`)).body.data.authorization.authorization_code;
    const again = await fetch(`${server.url}${link.pathname}${link.search}`, { method: 'POST', redirect: 'manual' });
    const checkout2 = `${server.url}${again.headers.get('location')}`;
    const post2 = (fields: Record<string, string>) =>
      fetch(checkout2, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    await post2({ action: 'pay_card', card_number: CARDS.pinOtp.number, card_expiry: '12/30', card_cvv: CARDS.pinOtp.cvv });
    await post2({ action: 'pin', pin: '1234' });
    await post2({ action: 'otp', otp: '123456' });
    const oneOff = (await m.api.get('/transaction?perPage=100')).body.data.find((x: any) => x.amount === 5_000 && x.authorization?.reusable === false);
    expect(oneOff).toMatchObject({ status: 'success' });
    expect((await m.api.get(`/subscription/${sub.subscription_code}`)).body.data.authorization.authorization_code).toBe(cardBefore);
    expect((await m.api.get('/refund?perPage=100')).body.data.map((r: any) => r.transaction_reference)).toContain(oneOff.reference);
    await expectLedgerBalanced(server, [m]);
  });

  it('refuses bad input (unknown or foreign codes, no authorization, past dates) and stores nothing', async () => {
    const plan = await createPlan(m, { name: 'Bad input plan' });
    const foreignPlan = await createPlan(other);
    const customer = await payingCustomer(m, 'bad-input@example.com');
    const foreign = await payingCustomer(other, 'foreign@example.com');
    await m.api.post('/customer', { email: 'nocard@example.com' });
    const now = await clockNow(m.api);
    const before = { subs: await countRows(server, 'subscriptions'), ...(await rowCounts(server)) };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ plan: plan.plan_code }, 400, 'Customer is required'],
      [{ customer: customer.code }, 400, 'Plan is required'],
      [{ customer: customer.code, plan: 'PLN_nope' }, 404, 'Plan not found'],
      [{ customer: customer.code, plan: foreignPlan.plan_code }, 404, 'Plan not found'],
      [{ customer: foreign.code, plan: plan.plan_code }, 404, 'A customer with the specified email or code was not found'],
      [{ customer: 'nobody@example.com', plan: plan.plan_code }, 404, 'A customer with the specified email or code was not found'],
      [{ customer: 'nocard@example.com', plan: plan.plan_code }, 404, 'The customer specified has no saved authorizations'],
      [{ customer: customer.code, plan: plan.plan_code, authorization: foreign.authorization }, 400, 'Invalid Authorization Code'],
      [{ customer: customer.code, plan: plan.plan_code, authorization: 'AUTH_unknown' }, 400, 'Invalid Authorization Code'],
      [
        { customer: customer.code, plan: plan.plan_code, start_date: new Date(now.getTime() - DAY_S * 1000).toISOString() },
        400,
        'start_date must be in the future',
      ],
      [{ customer: customer.code, plan: plan.plan_code, start_date: 'tomorrow' }, 400, 'start_date must be an ISO 8601 date'],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/subscription', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    // Paying for a plan that does not exist, or another integration's, is refused before any charge.
    for (const planCode of ['PLN_nope', foreignPlan.plan_code]) {
      const init = await m.api.post('/transaction/initialize', { email: 'x@example.com', amount: 100, plan: planCode });
      expect([init.status, init.body.message]).toEqual([404, 'Plan not found']);
      const charge = await m.api.post('/charge', { email: 'x@example.com', plan: planCode, card: CARDS.success });
      expect([charge.status, charge.body.message]).toEqual([404, 'Plan not found']);
    }
    const frac = await m.api.post('/transaction/initialize', { email: 'x@example.com', plan: plan.plan_code, quantity: 1.5 });
    expect(frac.status).toBe(400);
    expect({ subs: await countRows(server, 'subscriptions'), ...(await rowCounts(server)) }).toEqual(before);
    expect((await m.api.get('/subscription/SUB_unknown')).status).toBe(404);
    expect((await m.api.get('/subscription?customer=abc')).status).toBe(400);
  });

  it('subscribes by paying: initialize/charge with plan charge plan amount × quantity and create the subscription', async () => {
    const plan = await createPlan(m, { name: 'Pay to subscribe', amount: 200000, invoice_limit: 6 });
    // POST /charge with a plan: the given amount is ignored.
    const charged = await m.api.post('/charge', {
      email: 'payer1@example.com',
      amount: 100,
      plan: plan.plan_code,
      quantity: 2,
      invoice_limit: 3,
      card: CARDS.success,
    });
    expect(charged.body.data).toMatchObject({ status: 'success', amount: 400000, plan: plan.plan_code });
    // initialize with a plan, then pay on the checkout path's API (the charge of the access code).
    const init = await m.api.post('/transaction/initialize', { email: 'payer2@example.com', plan: plan.plan_code });
    expect(init.status).toBe(200);
    const verify = await m.api.get(`/transaction/verify/${init.body.data.reference}`);
    expect(verify.body.data).toMatchObject({ amount: 200000, plan: plan.plan_code });
    await server.services.charges.startForAccessCode({ log: server.services.log }, init.body.data.access_code, {
      card: { number: CARDS.success.number, cvv: CARDS.success.cvv, expiryMonth: CARDS.success.expiry_month, expiryYear: CARDS.success.expiry_year },
    });
    await renewAll(server);
    const subs = (await m.api.get(`/subscription?plan=${plan.id}`)).body.data;
    expect(subs.map((s: any) => [s.customer.email, s.quantity, s.amount, s.invoice_limit, s.payments_count])).toEqual([
      ['payer2@example.com', 1, 200000, 6, 1],
      ['payer1@example.com', 2, 400000, 3, 1],
    ]);
    for (const s of subs) {
      expect(hooksFor('subscription.create', s.subscription_code)).toHaveLength(1);
      const detail = (await m.api.get(`/subscription/${s.subscription_code}`)).body.data;
      expect(detail.invoices).toHaveLength(1);
      expect(detail.most_recent_invoice).toMatchObject({ status: 'success', paid: true });
    }
    const success = hooksFor('charge.success').find((h) => h.body.data.reference === charged.body.data.reference)!;
    expect(success.body.data).toMatchObject({
      plan: plan.plan_code,
      plan_object: { plan_code: plan.plan_code, amount: 200000 },
      subscription: { status: 'active' },
    });
    await expectLedgerBalanced(server, [m]);
  });
});

describe('renewals on the test clock', () => {
  it('drives a monthly plan started on the 31st through 13 months: 12 charges on calendar-correct dates, then complete', async () => {
    const plan = await createPlan(m, { name: 'Thirty-first', amount: 300000, invoice_limit: 12 });
    const customer = await payingCustomer(m, 'thirtyfirst@example.com');
    const start = nextDayOfMonth(await clockNow(m.api), 31);
    const created = await sdk(m.test.secret_key).subscription.create({
      customer: customer.code,
      plan: plan.plan_code,
      authorization: customer.authorization,
      start_date: start.toISOString(),
    });
    const code = created.data.subscription_code;
    expect((await m.api.get(`/subscription/${code}`)).body.data.next_payment_date).toBe(start.toISOString());

    const expected: string[] = [];
    for (let i = 0; i < 12; i++) {
      const y = start.getUTCFullYear();
      const month = start.getUTCMonth() + i;
      const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
      expected.push(new Date(Date.UTC(y, month, Math.min(31, last), 9)).toISOString());
    }
    for (const [i, due] of expected.entries()) {
      const dueAt = new Date(due);
      // Three days before: the invoice notice, no charge yet.
      await advanceTo(server, m.api, new Date(dueAt.getTime() - 3 * DAY_S * 1000 + 60_000));
      let s = (await m.api.get(`/subscription/${code}`)).body.data;
      expect(s.payments_count).toBe(i);
      expect(s.open_invoice).toMatch(/^INV_/);
      // Shortly before the due time: still nothing charged.
      await advanceTo(server, m.api, new Date(dueAt.getTime() - 60_000));
      expect((await m.api.get(`/subscription/${code}`)).body.data.payments_count).toBe(i);
      await advanceTo(server, m.api, new Date(dueAt.getTime() + 60_000));
      s = (await m.api.get(`/subscription/${code}`)).body.data;
      expect(s.payments_count).toBe(i + 1);
      expect(s.most_recent_invoice).toMatchObject({ status: 'success', paid: true, period_start: due });
    }
    // A thirteenth month: nothing more is charged.
    const final = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(final).toMatchObject({ status: 'complete', next_payment_date: null, payments_count: 12 });
    await advanceTo(server, m.api, new Date(new Date(expected[11]!).getTime() + 40 * DAY_S * 1000));
    const after = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(after.invoices.map((i: any) => i.period_start).reverse()).toEqual(expected);
    expect(after.invoices.every((i: any) => i.status === 'success' && i.transaction)).toBe(true);

    // Each renewal is a real transaction with ledger entries and a signed charge.success webhook.
    const charges = hooksFor('charge.success', code);
    expect(charges).toHaveLength(12);
    for (const h of charges) {
      expect(createHmac('sha512', m.test.secret_key).update(h.raw).digest('hex')).toBe(h.headers['x-paystack-signature']);
      expect(h.body.data).toMatchObject({
        status: 'success',
        amount: 300000,
        plan: plan.plan_code,
        plan_object: { plan_code: plan.plan_code },
        subscription: { subscription_code: code },
      });
      expect(h.body.data.fees).toBeGreaterThan(0);
    }
    // Ledger entries point at their transaction by model_responsible/model_row (they carry no
    // reference): each renewal posted exactly its three legs, with the fee the webhook reported.
    const legs: Array<{ reference: string; account: string; amount: number | string }> = await server.services.db.read({}, (em) =>
      em.query(
        "SELECT t.reference, l.account, l.amount FROM ledger_entries l JOIN transactions t ON l.model_responsible = 'Transaction' AND l.model_row = t.id WHERE t.reference LIKE ? ORDER BY t.reference, l.account",
        [`${code.replace('_', '-')}-%`],
      ),
    );
    const expectedLegs = charges
      .map((h) => h.body.data as { reference: string; fees: number })
      .sort((a, b) => (a.reference < b.reference ? -1 : 1))
      .flatMap(({ reference, fees }) => [
        { reference, account: 'fee_revenue', amount: fees },
        { reference, account: 'merchant_balance', amount: 300000 - fees },
        { reference, account: 'processor_clearing', amount: -300000 },
      ]);
    expect(expectedLegs).toHaveLength(36);
    expect(legs.map((l) => ({ ...l, amount: Number(l.amount) }))).toEqual(expectedLegs);
    expect(hooksFor('invoice.create', code)).toHaveLength(12);
    expect(hooksFor('invoice.update', code)).toHaveLength(12);
    // Key for key as the documented webhook (paystack-doc-snippets …/webhooks/events/invoice-updated.json).
    for (const { body } of [...hooksFor('invoice.create', code), ...hooksFor('invoice.update', code)]) {
      const d = body.data as any;
      for (const key of [
        'domain',
        'invoice_code',
        'amount',
        'period_start',
        'period_end',
        'status',
        'paid',
        'paid_at',
        'description',
        'authorization',
        'subscription',
        'customer',
        'transaction',
        'created_at',
      ])
        expect(d).toHaveProperty(key);
      expect(Object.keys(d.subscription).sort()).toEqual([
        'amount',
        'cron_expression',
        'email_token',
        'next_payment_date',
        'open_invoice',
        'status',
        'subscription_code',
      ]);
      expect(Object.keys(d.customer).sort()).toEqual(['customer_code', 'email', 'first_name', 'id', 'last_name', 'metadata', 'phone', 'risk_action']);
      expect(d.authorization.authorization_code).toMatch(/^AUTH_/);
      expect(d.subscription.subscription_code).toBe(code);
      if (body.event === 'invoice.update')
        expect(d.transaction).toEqual({ reference: expect.stringMatching(/^SUB-/), status: 'success', amount: 300000, currency: 'NGN' });
      else expect(d.transaction).toEqual({});
    }
    expect(hooksFor('subscription.disable', code).map((h) => h.body.data.status)).toEqual(['complete']);
    await expectLedgerBalanced(server, [m]);
  });

  it('a declining authorization moves the subscription to attention, is charged again only at the next date, and recovers', async () => {
    const plan = await createPlan(m, { name: 'Declines', amount: 100000, interval: 'weekly' });
    const customer = await payingCustomer(m, 'decline@example.com');
    const sub = (await m.api.post('/subscription', { customer: customer.code, plan: plan.plan_code })).body.data;
    const code = sub.subscription_code;
    const first = new Date((await m.api.get(`/subscription/${code}`)).body.data.next_payment_date);
    // A plan amount over the simulated card's limit: the next charge is declined.
    const update = await m.api.put(`/plan/${plan.plan_code}`, { amount: 60_000_000 });
    expect(update.body.message).toBe('Plan updated. 1 subscription(s) affected');
    await advanceTo(server, m.api, new Date(first.getTime() + 60_000));
    let s = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(s).toMatchObject({ status: 'attention', payments_count: 0 });
    expect(s.most_recent_invoice).toMatchObject({ status: 'failed', paid: false, description: 'Insufficient Funds' });
    expect(hooksFor('invoice.payment_failed', code)).toHaveLength(1);
    const second = new Date(s.next_payment_date);
    expect(second.getTime() - first.getTime()).toBe(7 * DAY_S * 1000);
    // No retry within the cycle.
    await advanceTo(server, m.api, new Date(second.getTime() - 60_000));
    expect((await m.api.get(`/subscription/${code}`)).body.data.invoices.filter((i: any) => i.transaction !== null)).toHaveLength(1);
    await m.api.put(`/plan/${plan.plan_code}`, { amount: 100000 });
    await advanceTo(server, m.api, new Date(second.getTime() + 60_000));
    s = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(s).toMatchObject({ status: 'active', payments_count: 1 });
    expect(s.invoices.map((i: any) => i.status)).toEqual(['success', 'failed']);
    await expectLedgerBalanced(server, [m]);
  });

  it('an authorization deactivated after subscribing fails the renewal with its message and charges nothing', async () => {
    const plan = await createPlan(m, { name: 'Lapsed card', amount: 100000, interval: 'weekly' });
    const customer = await payingCustomer(m, 'lapsed-card@example.com');
    const code = (await m.api.post('/subscription', { customer: customer.code, plan: plan.plan_code })).body.data.subscription_code;
    const first = new Date((await m.api.get(`/subscription/${code}`)).body.data.next_payment_date);
    expect((await m.api.post('/customer/deactivate_authorization', { authorization_code: customer.authorization })).status).toBe(200);
    const charges = async () =>
      Number((await server.services.db.ds.query('SELECT COUNT(*) AS n FROM transactions WHERE email = ?', ['lapsed-card@example.com']))[0].n);
    const before = await charges();
    await advanceTo(server, m.api, new Date(first.getTime() + 60_000));
    const s = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(s).toMatchObject({ status: 'attention', payments_count: 0 });
    expect(s.most_recent_invoice).toMatchObject({
      status: 'failed',
      paid: false,
      description: 'Email does not match Authorization code. Authorization may be inactive or belong to a different email. Please confirm.',
    });
    expect(await charges()).toBe(before);
    expect(hooksFor('invoice.payment_failed', code)).toHaveLength(1);
  });

  it('disable runs to period end then cancels; enable before then keeps it renewing', async () => {
    const plan = await createPlan(m, { name: 'Cancels', amount: 100000, interval: 'daily' });
    const customer = await payingCustomer(m, 'cancel@example.com');
    const sub = (await m.api.post('/subscription', { customer: customer.code, plan: plan.plan_code })).body.data;
    const { subscription_code: code, email_token: token } = sub;
    const due = new Date((await m.api.get(`/subscription/${code}`)).body.data.next_payment_date);
    expect((await m.api.post('/subscription/disable', { code, token })).status).toBe(200);
    await advanceTo(server, m.api, new Date(due.getTime() - 60_000));
    expect((await m.api.get(`/subscription/${code}`)).body.data.status).toBe('non-renewing');
    await advanceTo(server, m.api, new Date(due.getTime() + 60_000));
    const s = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(s).toMatchObject({ status: 'cancelled', payments_count: 0, next_payment_date: null });
    expect(hooksFor('subscription.not_renew', code)).toHaveLength(1);
    expect(hooksFor('subscription.disable', code).map((h) => h.body.data.status)).toEqual(['cancelled']);
    expect(hooksFor('charge.success', code)).toHaveLength(0);
    // Enabling a cancelled subscription restarts it at its next date.
    expect((await m.api.post('/subscription/enable', { code, token })).status).toBe(200);
    const again = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(again.status).toBe('active');
    expect(new Date(again.next_payment_date).getTime()).toBe(due.getTime() + DAY_S * 1000);
  });
});
