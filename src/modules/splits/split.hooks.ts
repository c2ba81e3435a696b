import type { Lifecycle } from '../lifecycle';
import type { SplitPaymentService } from './split-payment.service';

// Every hook the splits slice registers on a payment's life (modules/lifecycle.ts), in one place.
// Each runs in the DB transaction of the payment.
export function registerSplitHooks(k: { lifecycle: Lifecycle }, splitPayments: SplitPaymentService): void {
  // `split_code` on initialize, charge and charge_authorization: checked and the group's shares
  // worked out into the row's `split_group` when the payment is made...
  k.lifecycle.payment.checked.register('splits', splitPayments.optionCheck);
  // ...worked out again at the fee of the channel the payment was made with...
  k.lifecycle.payment.charged.register('splits', splitPayments.feeCheck);
  // ...and posted to the members' balances, with a share row each, when it succeeds.
  k.lifecycle.payment.succeeded.register('splits', splitPayments.successHook);
}
