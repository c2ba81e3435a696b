import { loaderById, loaderOfLists } from '../../graphql/loaders';
import type { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Dispute, DisputeEvidence, DisputeUpload } from './dispute.entity';
import type { TransactionServices } from '../transactions/transaction.module';
import { DisputeDeadlines } from './dispute-deadline';
import { DisputeFileService } from './dispute-file.service';
import { DisputeResolutionService } from './dispute-resolution.service';
import { DisputeResolver, TransactionDisputeResolver } from './dispute.resolver';
import { disputePublicRouter, disputeRouter } from './dispute.rest';
import { DisputeService } from './dispute.service';
import { registerDisputeHooks } from './dispute.hooks';

export const disputesModule = defineModule({
  name: 'disputes',
  entities: [Dispute, DisputeEvidence, DisputeUpload],
  services: (k: Kernel & LedgerServices & TransactionServices) => {
    const disputes = new DisputeService(k.db, k.clock, k.events, k.paymentRecords);
    registerDisputeHooks(k, disputes);
    const disputeResolutions = new DisputeResolutionService(k.db, k.clock, k.events, k.ledger, k.paymentRecords, k.money, disputes);
    const disputeFiles = new DisputeFileService(k.db, k.clock, disputes, k.secrets, k.config.publicUrl);
    const deadlines = new DisputeDeadlines(k.db.dialect, k.clock, disputeResolutions, k.money, k.log.child({ component: 'dispute-deadlines' }));
    // Reminders, due dates and the bank's decisions fall due on the integration's clock; any node
    // may take one, once.
    const disputeRunner = k.dueJob({
      name: 'disputes',
      table: 'disputes',
      where: "t.status IN ('awaiting-merchant-feedback', 'awaiting-bank-feedback')",
      handle: (tx, id) => deadlines.handleDue(tx, id),
      log: k.log.child({ component: 'dispute-runner' }),
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
    disputesByTransaction: loaderOfLists(
      (ids: readonly number[]) => s.disputes.forTransactions(ctx, ids),
      (d) => d.transactionId,
    ),
    disputeEvidenceById: loaderById((ids) => s.disputes.evidenceByIds(ctx, ids)),
  }),
  jobs: (s) => [s.disputeRunner],
});

export type DisputeServices = {
  disputes: DisputeService;
  disputeResolutions: DisputeResolutionService;
  disputeFiles: DisputeFileService;
  disputeRunner: DueWorkRunner;
};

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof disputesModule> {}
}
