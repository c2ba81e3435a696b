import type { CustomerService } from '../customers/customer.service';
import { presentDedicatedAccount } from './dedicated-account.presenter';
import type { DedicatedAccountService } from './dedicated-account.service';

// Every hook the virtual-accounts slice registers on other slices, in one place.
export function registerDedicatedAccountHooks(k: { customers: CustomerService }, dedicatedAccounts: DedicatedAccountService): void {
  // GET /customer/:code shows the customer's dedicated account, as Paystack's does.
  k.customers.addRelationProvider(async (ctx, em, customer) => {
    const account = await dedicatedAccounts.newestActive(ctx, em, customer.id);
    return { dedicatedAccount: account ? presentDedicatedAccount(account) : null };
  });
}
