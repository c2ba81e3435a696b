import { countQueries } from '../support/sql';
import type { DataSource } from 'typeorm';
import type { Client } from 'graphql-ws';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { gql, subscribe, wsClient } from '../support/graphql';
import { countRows } from '../support/sql';
import { settle } from '../support/events';
import { advanceTo, createPlan, payingCustomer } from '../support/billing';
import {
  CreatePlanDocument,
  CreateSubscriptionDocument,
  DisableSubscriptionDocument,
  EnableSubscriptionDocument,
  PlanLookupDocument,
  PlansPageDocument,
  SendSubscriptionManageEmailDocument,
  SubscriptionLookupDocument,
  SubscriptionManageLinkDocument,
  SubscriptionsPageDocument,
  SubscriptionUpdatedDocument,
  UpdatePlanDocument,
} from '../generated/graphql';
import { expectLedgerSound } from '../support/ledger';
import { pokeUntilHeard } from '../support/live';

jest.setTimeout(180_000);

let server: TestServer;
let m: TestIntegration;
const clients: Client[] = [];
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Billing GraphQL');
});
afterEach(() => expectLedgerSound(server));
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await server.stop();
});

const q = <TData, TVars>(doc: Parameters<typeof gql<TData, TVars>>[2], vars?: TVars) => gql(server.url, m.test.secret_key, doc, vars);

// Every statement but the settings watcher's poll.
async function countStatements<T>(ds: DataSource, fn: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const { result, queries } = await countQueries(ds, fn, (q) => !/kobo_meta|request_logs/.test(q));
  return { result, sql: queries };
}

describe('billing over GraphQL', () => {
  it('plans: create, page, look up, update (with the subscriptions it touched)', async () => {
    const created = await q(CreatePlanDocument, { input: { name: 'GQL plan', amount: '250000', interval: 'weekly', invoiceLimit: 3 } });
    expect(created.errors).toBeUndefined();
    const plan = created.data!.createPlan;
    expect(plan).toMatchObject({ name: 'GQL plan', amount: '250000', interval: 'weekly', invoiceLimit: 3, currency: 'NGN' });
    const bad = await q(CreatePlanDocument, { input: { name: 'x', amount: '50', interval: 'weekly' } });
    expect(bad.errors?.[0]?.message).toBe('Amount is invalid. It must be a number and be 100 NGN or greater');
    const page = await q(PlansPageDocument, { first: 10, filter: { interval: 'weekly' } });
    expect(page.data!.plans.nodes.map((p) => p.planCode)).toEqual([plan.planCode]);
    expect((await q(PlanLookupDocument, { code: plan.planCode })).data!.plan!.id).toBe(plan.id);
    expect((await q(PlanLookupDocument, { id: plan.id })).data!.plan!.planCode).toBe(plan.planCode);
    expect((await q(PlanLookupDocument, { code: 'PLN_nothing' })).data!.plan).toBeNull();
    await payingCustomer(m, 'gql-plan@example.com');
    await q(CreateSubscriptionDocument, { input: { customer: 'gql-plan@example.com', plan: plan.planCode } });
    const updated = await q(UpdatePlanDocument, { plan: plan.planCode, input: { amount: '300000' } });
    expect(updated.data!.updatePlan).toMatchObject({ affectedSubscriptions: 1, plan: { amount: '300000' } });
  });

  it('subscriptions: every REST action as a mutation, and subscriptionUpdated live over graphql-ws', async () => {
    const plan = (await q(CreatePlanDocument, { input: { name: 'Live plan', amount: '100000', interval: 'daily' } })).data!.createPlan;
    await payingCustomer(m, 'gql-sub@example.com');
    const created = await q(CreateSubscriptionDocument, { input: { customer: 'gql-sub@example.com', plan: plan.planCode } });
    expect(created.errors).toBeUndefined();
    const sub = created.data!.createSubscription;
    expect(sub).toMatchObject({ status: 'active', amount: '100000', paymentsCount: 0 });
    const none = await q(CreateSubscriptionDocument, { input: { customer: 'gql-nobody@example.com', plan: plan.planCode } });
    expect(none.errors?.[0]?.message).toBe('A customer with the specified email or code was not found');

    const c = wsClient(server.wsUrl, m.test.secret_key);
    clients.push(c);
    const live = subscribe(c, SubscriptionUpdatedDocument, { code: sub.subscriptionCode });
    // The socket is live once a change reaches it: disable/enable until one arrives.
    const wrong = await q(DisableSubscriptionDocument, { code: sub.subscriptionCode, token: 'wrong' });
    expect(wrong.errors?.[0]?.message).toBe('The token does not match this subscription');
    await pokeUntilHeard(
      async () => {
        await q(DisableSubscriptionDocument, { code: sub.subscriptionCode, token: sub.emailToken });
        expect((await q(EnableSubscriptionDocument, { code: sub.subscriptionCode, token: sub.emailToken })).data!.enableSubscription.status).toBe('active');
      },
      // The enable's update is the last of a poke: once it is heard, nothing of the poke is in flight.
      () => live.received[live.received.length - 1]?.data?.subscriptionUpdated.status === 'active',
    );
    const seen = live.received.length;
    // A renewal reaches the subscriber: invoice, charge, active with one payment.
    await advanceTo(server, m.api, new Date(new Date(sub.nextPaymentDate as string).getTime() + 60_000));
    await live.waitFor(seen + 2, 20_000);
    const last = live.received[live.received.length - 1]!.data!.subscriptionUpdated;
    expect(last).toMatchObject({ subscriptionCode: sub.subscriptionCode, status: 'active', paymentsCount: 1 });

    const detail = (await q(SubscriptionLookupDocument, { code: sub.subscriptionCode })).data!.subscription!;
    // A daily plan's next notice (three days ahead) is already due: the next invoice is open at once.
    expect(detail.invoices.map((i) => i.status)).toEqual(['pending', 'success']);
    expect(detail.plan.planCode).toBe(plan.planCode);
    expect(detail.cronExpression).toMatch(/^\d+ \d+ \* \* \*$/);
    const link = await q(SubscriptionManageLinkDocument, { code: sub.subscriptionCode });
    expect(link.data!.subscriptionManageLink).toContain(`/subscription/manage/${sub.subscriptionCode}?token=`);
    expect((await q(SendSubscriptionManageEmailDocument, { code: sub.subscriptionCode })).data!.sendSubscriptionManageEmail).toBe(true);
    const disabled = await q(DisableSubscriptionDocument, { code: sub.subscriptionCode, token: sub.emailToken });
    expect(disabled.data!.disableSubscription).toMatchObject({ status: 'non-renewing', nextPaymentDate: null });
    live.dispose();
  });

  it('a page of 50 subscriptions with plan, customer, authorization and invoices takes at most 5 SQL statements', async () => {
    const plan = (await q(CreatePlanDocument, { input: { name: 'Page plan', amount: '100000', interval: 'monthly' } })).data!.createPlan;
    for (let i = 0; i < 10; i++) await payingCustomer(m, `page-${i}@example.com`);
    for (let i = 0; i < 50; i++) {
      const res = await q(CreateSubscriptionDocument, { input: { customer: `page-${i % 10}@example.com`, plan: plan.planCode } });
      expect(res.errors).toBeUndefined();
    }
    expect(await countRows(server, 'subscriptions')).toBeGreaterThanOrEqual(50);
    // Nothing else running while the statements are counted: dispatch and delivery first finish.
    await settle(server.services);
    await server.services.renewals.idle();
    const { result, sql } = await countStatements(server.services.db.ds, () => q(SubscriptionsPageDocument, { first: 50, filter: { plan: plan.id } }));
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.subscriptions.nodes;
    expect(nodes).toHaveLength(50);
    expect(nodes.every((n) => n.plan.planCode === plan.planCode && n.customer.email.startsWith('page-') && n.authorization?.last4 === '4081')).toBe(true);
    expect(sql.length <= 5 ? [] : sql).toEqual([]);
  });
});

it('filters subscriptions by plan (id or PLN_ code) and by status in the API; a status it does not know is refused', async () => {
  const gold = await createPlan(m, { name: 'Filter gold' });
  const silver = await createPlan(m, { name: 'Filter silver' });
  const payer = await payingCustomer(m, 'filters@example.com');
  const a = (await m.api.post('/subscription', { customer: payer.code, plan: gold.plan_code, authorization: payer.authorization })).body.data;
  await m.api.post('/subscription', { customer: payer.code, plan: silver.plan_code, authorization: payer.authorization });
  expect((await m.api.post('/subscription/disable', { code: a.subscription_code, token: a.email_token })).status).toBe(200);
  const query =
    'query($filter: SubscriptionFilterInput) { subscriptions(first: 50, filter: $filter) { totalCount nodes { subscriptionCode status plan { planCode } } } }';
  const byCode = await gql<any, any>(server.url, m.test.secret_key, query, { filter: { plan: gold.plan_code } });
  expect(byCode.data.subscriptions.nodes.map((s: any) => s.plan.planCode)).toEqual([gold.plan_code]);
  const byId = await gql<any, any>(server.url, m.test.secret_key, query, { filter: { plan: String(silver.id) } });
  expect(byId.data.subscriptions.nodes.map((s: any) => s.plan.planCode)).toEqual([silver.plan_code]);
  const goldActive = await gql<any, any>(server.url, m.test.secret_key, query, { filter: { plan: gold.plan_code, status: 'active' } });
  expect(goldActive.data.subscriptions.totalCount).toBe(0);
  const disabled = await gql<any, any>(server.url, m.test.secret_key, query, {
    filter: { plan: gold.plan_code, status: a.status === 'active' ? 'non-renewing' : 'cancelled' },
  });
  expect(disabled.data.subscriptions.nodes.map((s: any) => s.subscriptionCode)).toEqual([a.subscription_code]);
  const bad = await gql<any, any>(server.url, m.test.secret_key, query, { filter: { status: 'paused' } });
  expect(bad.errors?.[0]?.message).toMatch(/status/i);
});
