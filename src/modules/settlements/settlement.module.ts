import { loaderById } from '../../graphql/loaders';
import type { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Settlement, SettlementSchedule } from './settlement.entity';
import type { SubaccountServices } from '../subaccounts/subaccount.module';
import type { TransactionServices } from '../transactions/transaction.module';
import type { RefundServices } from '../refunds/refund.module';
import { SettlementResolver, TransactionMoneyResolver } from './settlement.resolver';
import { settlementRouter } from './settlement.rest';
import { SETTLEMENT_ISOLATION, SettlementService } from './settlement.service';
import { registerSettlementHooks } from './settlement.hooks';

export const settlementsModule = defineModule({
  name: 'settlements',
  entities: [Settlement, SettlementSchedule],
  services: (k: Kernel & LedgerServices & SubaccountServices & TransactionServices & RefundServices) => {
    const settlements = new SettlementService(
      k.db,
      k.clock,
      k.events,
      k.ledger,
      k.transactions,
      k.paymentRecords,
      k.subaccounts,
      k.log.child({ component: 'settlements' }),
      k.money,
      k.subaccountShares,
    );
    registerSettlementHooks(k, settlements);
    const log = k.log.child({ component: 'settlement-runner' });
    // Each party's run falls due on its schedule; each payout right after its run. Claimed from the
    // database, so any number of nodes settle each party once.
    const settlementRunner = k.dueJob({
      name: 'settlement-runs',
      table: 'settlement_schedules',
      handle: (tx, id) => settlements.handleSchedule(tx, id),
      isolation: SETTLEMENT_ISOLATION,
      log,
    });
    const payoutRunner = k.dueJob({
      name: 'settlement-payouts',
      table: 'settlements',
      where: "t.status = 'pending'",
      handle: (tx, id) => settlements.handlePayout(tx, id),
      isolation: SETTLEMENT_ISOLATION,
      log,
    });
    settlements.onSettled = () => payoutRunner.kick();
    return { settlements, settlementRunner, payoutRunner };
  },
  routes: (s) => [settlementRouter(s.settlements)],
  resolvers: [
    { type: SettlementResolver, make: (s) => new SettlementResolver(s.settlements, s.ledger) },
    { type: TransactionMoneyResolver, make: () => new TransactionMoneyResolver() },
  ],
  loaders: (s, ctx) => ({
    settlementById: loaderById((ids) => s.settlements.byIds(ctx, ids)),
  }),
  // A run leaves its payout due at once: kick the payouts after each run pass.
  jobs: (s) => [
    {
      start: () => {
        s.settlementRunner.start();
        s.payoutRunner.start();
      },
      stop: async () => {
        await s.settlementRunner.stop();
        await s.payoutRunner.stop();
      },
      clockMoved: () => {
        s.settlementRunner.kick();
        s.payoutRunner.kick();
      },
    },
  ],
});

export type SettlementServices = { settlements: SettlementService; settlementRunner: DueWorkRunner; payoutRunner: DueWorkRunner };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof settlementsModule> {}
}
