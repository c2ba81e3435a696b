import type { TxContext } from '../../core/request-context';
import type { CustomerService } from '../customers/customer.service';
import { presentPlanObject } from '../plans/plan.presenter';
import type { PlanService } from '../plans/plan.service';
import type { RefundService } from '../refunds/refund.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { ChargeCaller, OptionCheckInput } from '../transactions/transaction.store';
import type { Lifecycle } from '../lifecycle';
import { RENEWAL_CALLER } from './renewal.service';
import type { SubscriptionManageService } from './subscription-manage.service';
import { presentSubscriptionSummary } from './subscription.presenter';
import { quantityOf, type SubscriptionService } from './subscription.service';

interface Slices {
  lifecycle: Lifecycle;
  plans: PlanService;
  customers: CustomerService;
  refunds: RefundService;
}

// Every hook the subscriptions slice plugs into other slices and a payment's life
// (modules/lifecycle.ts), in one place: they never import this one. Each runs in the DB
// transaction of the work that calls it.
export function registerSubscriptionHooks(k: Slices, subscriptions: SubscriptionService, manage: SubscriptionManageService): void {
  // initialize / charge / charge_authorization with `plan`: the plan's amount × quantity, in its
  // currency (a renewal fixes its own price: ChargeCaller, renewal.service.ts).
  k.lifecycle.payment.priced.register('subscriptions', async (t: TxContext, input: OptionCheckInput) => {
    const code = input.options.planCode;
    if (!code) return;
    const plan = await k.plans.requireByCode(t, t.tx.em, code);
    return { amount: plan.amount * quantityOf(input.options.quantity), currency: plan.currency };
  });

  // A successful payment: a card-update payment swaps the card; a first payment with a plan creates
  // the subscription and names it in charge.success. A renewal's charge names its own
  // (renewal.service.ts), so it is left alone here.
  k.lifecycle.payment.succeeded.register('subscriptions', async (t: TxContext, tv: TransactionView, caller: ChargeCaller | null) => {
    if (caller?.name === RENEWAL_CALLER) return;
    const updating = await manage.cardUpdateOf(t, tv);
    if (updating) return manage.swapCard(t, updating, tv);
    const created = await subscriptions.createForPayment(t, tv);
    if (created)
      return {
        plan_object: presentPlanObject(created.plan),
        ...(created.subscription ? { subscription: presentSubscriptionSummary(created.subscription) } : {}),
      };
  });

  // The card-update page's own payment is refunded in the same DB transaction, after its
  // charge.success; the refund then runs its usual course on the clock.
  k.lifecycle.payment.afterSucceeded.register('subscriptions', async (t: TxContext, tv: TransactionView, caller: ChargeCaller | null) => {
    if (caller || !manage.isCardUpdateCharge(tv)) return;
    const updating = await manage.cardUpdateOf(t, tv);
    if (!updating) return;
    const note = `Card update for subscription ${updating.subscriptionCode}`;
    await k.refunds.createIn(t, { ref: String(tv.transaction.id), customerNote: note, merchantNote: note, refundedBy: 'system' });
  });

  // PUT /plan with a new amount: subscriptions still to be charged charge it from their next charge.
  k.plans.onAmountChanged((t, plan) => subscriptions.followPlanAmount(t, plan));
  // Plan and customer replies carry their subscriptions.
  k.plans.setSubscriptionsProvider((ctx, em, ids) => subscriptions.subscriptionsOfPlans(ctx, em, ids));
  k.customers.addRelationProvider((ctx, em, customer) => subscriptions.subscriptionsOfCustomer(ctx, em, customer));
}
