import { loaderById, loaderOfLists } from '../../graphql/loaders';
import type { LedgerServices } from '../../ledger/ledger.module';
import type { SubaccountServices } from '../subaccounts/subaccount.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Split, SplitSubaccount } from './split.entity';
import { SplitPaymentService } from './split-payment.service';
import { SplitResolver } from './split.resolver';
import { splitRouter } from './split.rest';
import { SplitService } from './split.service';
import { registerSplitHooks } from './split.hooks';

export const splitsModule = defineModule({
  name: 'splits',
  entities: [Split, SplitSubaccount],
  services: (k: Kernel & LedgerServices & SubaccountServices) => {
    const splits = new SplitService(k.db, k.clock, k.events);
    const splitPayments = new SplitPaymentService(k.ledger, k.subaccountShares);
    registerSplitHooks(k, splitPayments);
    return { splits, splitPayments };
  },
  routes: (s) => [splitRouter(s.splits)],
  resolvers: [{ type: SplitResolver, make: (s) => new SplitResolver(s.splits) }],
  loaders: (s, ctx) => ({
    splitById: loaderById((ids) => s.splits.byIds(ctx, ids)),
    splitMembers: loaderOfLists((ids: readonly number[]) => s.splits.membersOf(ctx, ids)),
  }),
});

export type SplitServices = { splits: SplitService; splitPayments: SplitPaymentService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof splitsModule> {}
}
