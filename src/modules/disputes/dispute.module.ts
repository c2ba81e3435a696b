import { loaderById, loaderOfLists } from '../../graphql/loaders';
import { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import type { TransactionServices } from '../transactions/transaction.module';
import { DisputeDeadlines } from './dispute-deadline';
import { DisputeFileService } from './dispute-file.service';
import { DisputeResolutionService } from './dispute-resolution.service';
import { DisputeResolver, TransactionDisputeResolver } from './dispute.resolver';
import { disputePublicRouter, disputeRouter } from './dispute.rest';
import { DisputeService } from './dispute.service';

export const disputesModule = defineModule({
  name: 'disputes',
  services: (k: Kernel & LedgerServices & TransactionServices) => {
    const disputes = new DisputeService(k.db, k.clock, k.events, k.transactionStore);
    // The simulated issuer disputes a charge of its dispute test card once it succeeds.
    k.transactionStore.addAfterSuccessHook(disputes.afterSuccessHook);
    const disputeResolutions = new DisputeResolutionService(k.db, k.clock, k.events, k.ledger, k.transactionStore, k.money, disputes);
    const disputeFiles = new DisputeFileService(k.db, k.clock, disputes, k.secrets, k.config.publicUrl);
    const deadlines = new DisputeDeadlines(k.db.dialect, k.clock, disputeResolutions, k.money, k.log.child({ component: 'dispute-deadlines' }));
    // Reminders, due dates and the bank's decisions fall due on the integration's clock; any node
    // may take one, once.
    const disputeRunner = new DueWorkRunner(k.db, k.clock, k.log.child({ component: 'dispute-runner' }), {
      name: 'disputes',
      table: { table: 'disputes', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms', where: "t.status IN ('awaiting-merchant-feedback', 'awaiting-bank-feedback')" },
      handle: (tx, id) => deadlines.handleDue(tx, id),
      pollMs: k.config.pollMs,
      enabled: k.config.dispatchEnabled,
    });
    return { disputes, disputeResolutions, disputeFiles, disputeRunner };
  },
  // The upload URL is its own credential (a signed token), like the export download.
  publicRoutes: (s) => [disputePublicRouter(s.disputeFiles)],
  routes: (s) => [disputeRouter(s.disputes, s.disputeResolutions, s.disputeFiles)],
  resolvers: [
    { type: DisputeResolver, make: (s) => new DisputeResolver(s.disputes, s.disputeResolutions, s.disputeFiles) },
    { type: TransactionDisputeResolver, make: () => new TransactionDisputeResolver() },
  ],
  loaders: (s, ctx) => ({
    disputeById: loaderById((ids) => s.disputes.byIds(ctx, ids)),
    disputesByTransaction: loaderOfLists((ids: readonly number[]) => s.disputes.forTransactions(ctx, ids), (d) => d.transactionId),
    disputeEvidenceById: loaderById((ids) => s.disputes.evidenceByIds(ctx, ids)),
  }),
  jobs: (s) => [s.disputeRunner],
});

export type DisputeServices = { disputes: DisputeService; disputeResolutions: DisputeResolutionService; disputeFiles: DisputeFileService; disputeRunner: DueWorkRunner };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof disputesModule> {}
}
