import { invalid } from '../../core/errors';
import type { LedgerServices } from '../../ledger/ledger.module';
import { loaderById } from '../../graphql/loaders';
import type { CustomerServices } from '../customers/customer.module';
import type { IntegrationServices } from '../integrations/integration.module';
import type { SplitServices } from '../splits/split.module';
import type { SubaccountServices } from '../subaccounts/subaccount.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { DedicatedAccount, InboundTransfer } from './dedicated-account.entity';
import { DedicatedAccountResolver } from './dedicated-account.resolver';
import { dedicatedAccountRouter } from './dedicated-account.rest';
import { DedicatedAccountService } from './dedicated-account.service';
import { registerDedicatedAccountHooks } from './dedicated-account.hooks';
import { InboundTransferService } from './inbound-transfer.service';

type Needs = Kernel & IntegrationServices & CustomerServices & SubaccountServices & SplitServices & LedgerServices & TransactionServices;

export const virtualAccountsModule = defineModule({
  name: 'virtual-accounts',
  entities: [DedicatedAccount, InboundTransfer],
  services: (k: Needs) => {
    const dedicatedAccounts = new DedicatedAccountService(k.db, k.clock, k.events, k.customers, k.subaccounts, k.integrations);
    // An account's split_code names a split group: it must be this integration's, active and in
    // naira when set, and money received is shared by it as any payment with that code is.
    dedicatedAccounts.useSplitCodes({
      check: async (t, splitCode) => {
        const { split } = await k.splits.get(t, splitCode);
        if (!split.active) throw invalid('split_code', 'Split is not active');
        if (split.currency !== 'NGN') throw invalid('split_code', `Split ${split.splitCode} is in ${split.currency}, not NGN`);
      },
      optionsFor: async (_t, splitCode) => ({ splitCode }),
    });
    const inboundTransfers = new InboundTransferService(k.db, k.clock, k.events, dedicatedAccounts, k.customers, k.transactions, k.paymentRecords);
    registerDedicatedAccountHooks(k, dedicatedAccounts);
    return { dedicatedAccounts, inboundTransfers };
  },
  routes: (s) => [dedicatedAccountRouter(s.dedicatedAccounts, s.inboundTransfers)],
  resolvers: [{ type: DedicatedAccountResolver, make: (s) => new DedicatedAccountResolver(s.dedicatedAccounts, s.inboundTransfers) }],
  loaders: (s, ctx) => ({
    dedicatedAccountById: loaderById((ids) => s.dedicatedAccounts.byIds(ctx, ids)),
  }),
});

export type VirtualAccountServices = { dedicatedAccounts: DedicatedAccountService; inboundTransfers: InboundTransferService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof virtualAccountsModule> {}
}
