import { HookPoint } from '../core/hooks';
import type { AfterSuccessHook, FeeCheck, OptionCheck, PriceRule, SuccessHook } from './transactions/transaction.store';

// A payment's life, in one place: every hook point other slices join, each with its participants
// in the order they run. The order is this declaration's, not the order of MODULES: each slice
// registers under its name here, from its own `<slice>.hooks.ts`, and a participant named here
// that never registers (or one that registers without being named) stops the server at start.
// Every hook runs inside the DB transaction of the change, so it commits or rolls back with it,
// and may refuse the change by throwing a DomainError. docs/architecture.md "A payment's life"
// tells the whole story, with what the owning slices do around these points. A refund, a dispute
// and a transfer have no hook points: no other slice acts when one changes state. One that needs
// to is declared here, beside the payment's, and run by the owning service.
export const PAYMENT_LIFECYCLE = {
  // initialize, charge, charge_authorization (and a checkout's charge): before the row is written.
  // A price rule may replace the amount and currency. Not run for a ChargeCaller's charge (a
  // renewal, a received transfer), which fixes its own price.
  priced: [
    'subscriptions', // `plan`: the plan's amount × quantity, in the plan's currency
  ],
  // Then each option check sees the final price and may add fields to the new row.
  checked: [
    'subaccounts', // `subaccount`, `bearer`, `transaction_charge`: the row's `split` (shares worked out)
    'splits', // `split_code`: the row's `split_group` (shares worked out)
  ],
  // The charge is about to move to `success`, its fee now known from the channel it was paid with
  // (the shares above were worked out at the card price, before the payer chose): each may return
  // fields for the row, written by the same guarded UPDATE as the success.
  charged: [
    'subaccounts', // the row's `split`: the shares again at the channel's fee
    'splits', // the row's `split_group`: the shares again at the channel's fee
  ],
  // The charge moved to `success` (any way: charge, checkout, OTP/PIN steps, a pending charge's
  // answer, a received transfer, a renewal): after the row's guarded UPDATE, before charge.updated
  // and charge.success are recorded. A hook may return fields for the charge.success payload
  // (later ones win a clash; a ChargeCaller's own fields are added last).
  succeeded: [
    // The payment's own ledger posting comes first, before any posting that moves part of it on:
    // GET /balance/ledger orders entries by id and sums running balances in that order.
    'transactions', // the payment (less fees) into the merchant's balance
    'subaccounts', // a `subaccount` split: the subaccount's share moves to its balance, with its share row
    'splits', // a `split_code` split: each member's share moves to its balance, with a share row each
    'subscriptions', // a card-update payment swaps the card (subscription.updated); a first payment with a plan creates the subscription (subscription.create) and names it in charge.success
    'settlements', // the merchant and each subaccount paid have a settlement schedule row
    'payment-requests', // a payment for an invoice pays towards it (paymentrequest.payment, …); an overpayment refuses the charge
    'products', // a product page's payment takes one of each product from stock; sold out refuses the charge
    'orders', // a payment naming an order pays it and takes its stock (order.paid); paid already refuses the charge
  ],
  // After charge.updated and charge.success are recorded, in the same DB transaction, so the events
  // these write follow charge.success.
  afterSucceeded: [
    'subscriptions', // the card-update page's own payment is refunded (refund.pending)
    'disputes', // a charge of the dispute test card is disputed by its issuer (charge.dispute.create)
  ],
} as const;

type Participant<K extends keyof typeof PAYMENT_LIFECYCLE> = (typeof PAYMENT_LIFECYCLE)[K][number];

export class PaymentHooks {
  readonly priced = new HookPoint<Participant<'priced'>, PriceRule>('payment.priced', PAYMENT_LIFECYCLE.priced);
  readonly checked = new HookPoint<Participant<'checked'>, OptionCheck>('payment.checked', PAYMENT_LIFECYCLE.checked);
  readonly charged = new HookPoint<Participant<'charged'>, FeeCheck>('payment.charged', PAYMENT_LIFECYCLE.charged);
  readonly succeeded = new HookPoint<Participant<'succeeded'>, SuccessHook>('payment.succeeded', PAYMENT_LIFECYCLE.succeeded);
  readonly afterSucceeded = new HookPoint<Participant<'afterSucceeded'>, AfterSuccessHook>('payment.afterSucceeded', PAYMENT_LIFECYCLE.afterSucceeded);
}

// The hook points of one running server, built by the composition root before any module (Kernel),
// so a slice may register on a point whatever its place in MODULES.
export class Lifecycle {
  readonly payment = new PaymentHooks();

  // Every declared participant registered: called once every module's services are built.
  check(): void {
    const points = Object.values(this.payment) as Array<HookPoint<string, unknown>>;
    const missing = points.flatMap((p) => p.missing.map((name) => `${p.name}: ${name}`));
    if (missing.length) throw new Error(`Declared in modules/lifecycle.ts but never registered: ${missing.join(', ')}`);
  }
}
