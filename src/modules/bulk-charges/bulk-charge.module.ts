import { loaderById } from '../../graphql/loaders';
import type { DueWorkRunner } from '../../jobs/due-work';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { BulkCharge, BulkChargeItem } from './bulk-charge.entity';
import type { TransactionServices } from '../transactions/transaction.module';
import { BulkChargeItemResolver, BulkChargeResolver } from './bulk-charge.resolver';
import { bulkChargeRouter } from './bulk-charge.rest';
import { BulkChargeService } from './bulk-charge.service';
import { BulkChargeWorker } from './bulk-charge.worker';

export const bulkChargesModule = defineModule({
  name: 'bulk-charges',
  entities: [BulkCharge, BulkChargeItem],
  services: (k: Kernel & TransactionServices) => {
    const log = k.log.child({ component: 'bulk-charges' });
    const bulkCharges = new BulkChargeService(k.db, k.clock, k.events, k.paymentRecords);
    const worker = new BulkChargeWorker(k.clock, k.events, k.charges, k.paymentRecords, log);
    // Items are claimed from the database (SKIP LOCKED on MySQL/MariaDB): every node shares a
    // batch, and a node that dies leaves leases that lapse to the others.
    const bulkChargeRunner = k.dueJob({
      name: 'bulk-charges',
      table: 'bulk_charge_items',
      where: "t.status = 'pending'",
      handle: (tx, id) => worker.chargeItem(tx, id),
      batch: k.config.bulkChargeBatch,
      concurrency: k.config.bulkChargeConcurrency,
      group: k.config.bulkChargeGroup,
      leaseMs: k.config.bulkChargeLeaseMs,
      log,
    });
    bulkCharges.onDue = () => bulkChargeRunner.kick();
    return { bulkCharges, bulkChargeRunner };
  },
  routes: (s) => [bulkChargeRouter(s.bulkCharges)],
  resolvers: [
    { type: BulkChargeResolver, make: (s) => new BulkChargeResolver(s.bulkCharges) },
    { type: BulkChargeItemResolver, make: () => new BulkChargeItemResolver() },
  ],
  loaders: (s, ctx) => ({
    bulkChargeById: loaderById((ids) => s.bulkCharges.byIds(ctx, ids)),
  }),
  jobs: (s) => [s.bulkChargeRunner],
});

export type BulkChargeServices = { bulkCharges: BulkChargeService; bulkChargeRunner: DueWorkRunner };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof bulkChargesModule> {}
}
