import { loaderById, loaderOfLists } from '../../graphql/loaders';
import type { DueWorkRunner } from '../../jobs/due-work';
import type { AuthorizationServices } from '../authorizations/authorization.module';
import type { CustomerServices } from '../customers/customer.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Subscription, SubscriptionInvoice } from './subscription.entity';
import { SubscriptionCardNotice } from './card-notice.entity';
import type { PlanServices } from '../plans/plan.module';
import type { RefundServices } from '../refunds/refund.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { SubscriptionResolver } from './subscription.resolver';
import { subscriptionRouter } from './subscription.rest';
import { ExpiringCardsService } from './expiring-cards.service';
import { RenewalService } from './renewal.service';
import { registerSubscriptionHooks } from './subscription.hooks';
import { SubscriptionManageService } from './subscription-manage.service';
import { SubscriptionService } from './subscription.service';
import { RENEWING } from './subscription.state';
import { subscriptionManageRouter } from './subscription.web';

type Needs = Kernel & CustomerServices & AuthorizationServices & TransactionServices & PlanServices & RefundServices;

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  entities: [Subscription, SubscriptionInvoice, SubscriptionCardNotice],
  services: (k: Needs) => {
    const log = k.log.child({ component: 'renewals' });
    const subscriptions = new SubscriptionService(k.db, k.clock, k.events, k.plans);
    const subscriptionManage = new SubscriptionManageService(k.db, k.clock, k.events, subscriptions, k.transactions, k.secrets, k.config.publicUrl, k.log);
    const renewal = new RenewalService(k.clock, k.events, k.charges, k.paymentRecords);
    registerSubscriptionHooks(k, subscriptions, subscriptionManage);
    // Renewals are claimed from the database (SKIP LOCKED on MySQL/MariaDB) by every node.
    const renewals = k.dueJob({
      name: 'renewals',
      table: 'subscriptions',
      where: `t.status IN (${RENEWING.map((s) => `'${s}'`).join(', ')})`,
      handle: (tx, id) => renewal.renew(tx, id, log),
      batch: k.config.renewalBatch,
      concurrency: k.config.renewalConcurrency,
      group: k.config.renewalGroup,
      leaseMs: k.config.renewalLeaseMs,
      log,
    });
    const expiringCards = new ExpiringCardsService(k.clock, k.events, k.db.dialect, k.log.child({ component: 'expiring-cards' }));
    subscriptions.onCreate((t) => expiringCards.ensure(t));
    // The monthly expiring-cards notice, due at the start of each month on the integration's clock.
    const expiringCardNotices = k.dueJob({
      name: 'expiring-cards',
      table: 'subscription_card_notices',
      handle: (tx, id) => expiringCards.handleDue(tx, id),
    });
    return { subscriptions, subscriptionManage, renewals, expiringCardNotices };
  },
  publicRoutes: (s) => [subscriptionManageRouter(s.subscriptionManage)],
  routes: (s) => [subscriptionRouter(s.subscriptions, s.subscriptionManage)],
  resolvers: [{ type: SubscriptionResolver, make: (s) => new SubscriptionResolver(s.subscriptions, s.subscriptionManage) }],
  loaders: (s, ctx) => ({
    subscriptionById: loaderById((ids) => s.subscriptions.byIds(ctx, ids)),
    invoicesBySubscription: loaderOfLists(
      (ids: readonly number[]) => s.subscriptions.invoicesOf(ctx, ids),
      (r) => r.subscriptionId,
    ),
  }),
  jobs: (s) => [s.renewals, s.expiringCardNotices],
});

export type SubscriptionServices = {
  subscriptions: SubscriptionService;
  subscriptionManage: SubscriptionManageService;
  renewals: DueWorkRunner;
  expiringCardNotices: DueWorkRunner;
};

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof subscriptionsModule> {}
}
