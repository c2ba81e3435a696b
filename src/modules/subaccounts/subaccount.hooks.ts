import type { Lifecycle } from '../lifecycle';
import type { SubaccountService } from './subaccount.service';

// Every hook the subaccounts slice registers on a payment's life (modules/lifecycle.ts), in one
// place. Each runs in the DB transaction of the payment.
export function registerSubaccountHooks(k: { lifecycle: Lifecycle }, subaccounts: SubaccountService): void {
  // `subaccount`, `transaction_charge` and `bearer` on initialize/charge: checked and the shares
  // worked out into the row's `split`.
  k.lifecycle.payment.checked.register('subaccounts', subaccounts.optionCheck);
  // The fee known at success (by the channel paid with): the shares worked out again at it.
  k.lifecycle.payment.charged.register('subaccounts', subaccounts.feeCheck);
  // A successful payment with a subaccount: the subaccount's share moves to its balance, and its
  // share row is recorded.
  k.lifecycle.payment.succeeded.register('subaccounts', subaccounts.successHook);
}
