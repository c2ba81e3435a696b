import { loaderById, loaderOfLists } from '../../graphql/loaders';
import { DueWorkRunner } from '../../jobs/due-work';
import type { AuthorizationServices } from '../authorizations/authorization.module';
import type { CustomerServices } from '../customers/customer.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import type { PlanServices } from '../plans/plan.module';
import type { RefundServices } from '../refunds/refunds.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { SubscriptionResolver } from './subscription.resolver';
import { subscriptionRouter } from './subscription.rest';
import { SubscriptionService } from './subscription.service';
import { RENEWING } from './subscription.state';
import { subscriptionManageRouter } from './subscription.web';

type Needs = Kernel & CustomerServices & AuthorizationServices & TransactionServices & PlanServices & RefundServices;

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  services: (k: Needs) => {
    const log = k.log.child({ component: 'renewals' });
    const subscriptions = new SubscriptionService(k.db, k.clock, k.events, k.plans, k.customers, k.charges, k.transactions, k.secrets, k.config.publicUrl, log);
    // Plugged into earlier slices through their generic hooks; they never import this one.
    k.charges.addPriceRule((t, input) => subscriptions.checkPlanOption(t, input));
    k.transactionStore.addSuccessHook((t, view) => subscriptions.onChargeSuccess(t, view));
    // The card-update charge only saves the new card: it is refunded in the same DB transaction,
    // after its charge.success, and the refund then runs its usual course on the clock.
    k.transactionStore.addAfterSuccessHook(async (t, view) => {
      const code = subscriptions.cardUpdated(t);
      if (!code) return;
      const note = `Card update for subscription ${code}`;
      await k.refunds.createIn(t, { ref: String(view.transaction.id), customerNote: note, merchantNote: note, refundedBy: 'system' });
    });
    k.plans.onAmountChanged((t, plan) => subscriptions.followPlanAmount(t, plan));
    k.plans.setSubscriptionsProvider((ctx, em, ids) => subscriptions.subscriptionsOfPlans(ctx, em, ids));
    k.customers.addRelationProvider((ctx, em, customer) => subscriptions.subscriptionsOfCustomer(ctx, em, customer));
    // Renewals are claimed from the database (SKIP LOCKED on MySQL/MariaDB) by every node.
    const renewals = new DueWorkRunner(k.db, k.clock, log, {
      name: 'renewals',
      table: { table: 'subscriptions', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms', where: `t.status IN (${RENEWING.map((s) => `'${s}'`).join(', ')})` },
      handle: (tx, id) => subscriptions.renew(tx, id, log),
      batch: k.config.renewalBatch,
      concurrency: k.config.renewalConcurrency,
      group: k.config.renewalGroup,
      leaseMs: k.config.renewalLeaseMs,
      pollMs: k.config.pollMs,
      enabled: k.config.dispatchEnabled,
    });
    return { subscriptions, renewals };
  },
  publicRoutes: (s) => [subscriptionManageRouter(s.subscriptions)],
  routes: (s) => [subscriptionRouter(s.subscriptions)],
  resolvers: [{ type: SubscriptionResolver, make: (s) => new SubscriptionResolver(s.subscriptions) }],
  loaders: (s, ctx) => ({
    subscriptionById: loaderById((ids) => s.subscriptions.byIds(ctx, ids)),
    invoicesBySubscription: loaderOfLists((ids: readonly number[]) => s.subscriptions.invoicesOf(ctx, ids), (r) => r.subscriptionId),
  }),
  jobs: (s) => [s.renewals],
});

export type SubscriptionServices = { subscriptions: SubscriptionService; renewals: DueWorkRunner };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof subscriptionsModule> {}
}
