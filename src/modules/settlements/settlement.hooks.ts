import type { Lifecycle } from '../lifecycle';
import type { SubaccountService } from '../subaccounts/subaccount.service';
import type { SettlementService } from './settlement.service';

// Every hook the settlements slice registers on other slices, in one place. Each runs in the DB
// transaction of the change it follows.
export function registerSettlementHooks(k: { lifecycle: Lifecycle; subaccounts: SubaccountService }, settlements: SettlementService): void {
  // A successful payment: the merchant and each subaccount it pays have a settlement schedule row.
  k.lifecycle.payment.succeeded.register('settlements', settlements.successHook);
  // A subaccount's changed settlement schedule moves its next run.
  k.subaccounts.onUpdated(settlements.subaccountUpdated);
}
