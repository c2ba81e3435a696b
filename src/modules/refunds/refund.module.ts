import { loaderById, loaderOfLists } from '../../graphql/loaders';
import type { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Refund } from './refund.entity';
import type { TransactionServices } from '../transactions/transaction.module';
import { RefundResolver } from './refund.resolver';
import { refundRouter } from './refund.rest';
import { RefundService } from './refund.service';

export const refundsModule = defineModule({
  name: 'refunds',
  entities: [Refund],
  services: (k: Kernel & LedgerServices & TransactionServices) => {
    const refunds = new RefundService(k.db, k.clock, k.events, k.ledger, k.paymentRecords, k.money, k.log.child({ component: 'refunds' }));
    // Each refund step falls due on its integration's clock; any node may take it, once.
    const refundRunner = k.dueJob({
      name: 'refunds',
      table: 'refunds',
      where: "t.status IN ('pending', 'processing')",
      handle: (tx, id) => refunds.handleDue(tx, id),
      log: k.log.child({ component: 'refund-runner' }),
    });
    return { refunds, refundRunner };
  },
  routes: (s) => [refundRouter(s.refunds)],
  resolvers: [{ type: RefundResolver, make: (s) => new RefundResolver(s.refunds) }],
  loaders: (s, ctx) => ({
    refundById: loaderById((ids) => s.refunds.byIds(ctx, ids)),
    refundsByTransaction: loaderOfLists(
      (ids: readonly number[]) => s.refunds.forTransactions(ctx, ids),
      (r) => r.transactionId,
    ),
  }),
  jobs: (s) => [s.refundRunner],
});

export type RefundServices = { refunds: RefundService; refundRunner: DueWorkRunner };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof refundsModule> {}
}
