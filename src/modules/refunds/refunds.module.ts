import DataLoader from 'dataloader';
import { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel } from '../module';
import type { TransactionServices } from '../transactions/transaction.module';
import type { Transaction } from '../transactions/transaction.entity';
import type { Refund } from './refund.entity';
import { RefundResolver } from './refund.resolver';
import { refundRouter } from './refund.rest';
import { RefundService } from './refund.service';
import { MoneyLock } from './money-lock';

export const refundsModule = defineModule({
  name: 'refunds',
  services: (k: Kernel & LedgerServices & TransactionServices) => {
    const money = new MoneyLock(k.db, k.clock);
    const refunds = new RefundService(k.db, k.clock, k.events, k.ledger, k.transactionStore, money, k.log.child({ component: 'refunds' }));
    // Each refund step falls due on its integration's clock; any node may take it, once.
    const refundRunner = new DueWorkRunner(k.db, k.clock, k.log.child({ component: 'refund-runner' }), {
      name: 'refunds',
      table: { table: 'refunds', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms', where: "t.status IN ('pending', 'processing')" },
      handle: (tx, id) => refunds.handleDue(tx, id),
      pollMs: k.config.pollMs,
      enabled: k.config.dispatchEnabled,
    });
    return { refunds, refundRunner, money };
  },
  routes: (s) => [refundRouter(s.refunds)],
  resolvers: [{ type: RefundResolver, make: (s) => new RefundResolver(s.refunds) }],
  loaders: (s, ctx) => ({
    refundById: new DataLoader<number, Refund | null>(async (ids) => {
      const rows = await s.refunds.byIds(ctx, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    refundsByTransaction: new DataLoader<number, Refund[]>(async (ids) => {
      const rows = await s.refunds.forTransactions(ctx, ids);
      return ids.map((id) => rows.filter((r) => r.transactionId === id));
    }),
    transactionById: new DataLoader<number, Transaction | null>(async (ids) => {
      const rows = await s.refunds.transactionsByIds(ctx, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  }),
  jobs: (s) => [s.refundRunner],
});

export type RefundServices = { refunds: RefundService; refundRunner: DueWorkRunner; money: MoneyLock };
