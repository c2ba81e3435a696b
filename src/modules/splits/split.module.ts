import { loaderById, loaderOfLists } from '../../graphql/loaders';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import type { TransactionServices } from '../transactions/transaction.module';
import { SplitPaymentService } from './split-payment.service';
import { SplitResolver } from './split.resolver';
import { splitRouter } from './split.rest';
import { SplitService } from './split.service';

export const splitsModule = defineModule({
  name: 'splits',
  services: (k: Kernel & LedgerServices & TransactionServices) => {
    const splits = new SplitService(k.db, k.clock, k.events);
    const splitPayments = new SplitPaymentService(k.clock, k.ledger);
    // `split_code` on initialize, charge and charge_authorization: checked and worked out when the
    // payment is made, posted to the ledger when it succeeds.
    k.transactionStore.addOptionCheck(splitPayments.optionCheck);
    k.transactionStore.addSuccessHook(splitPayments.successHook);
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
