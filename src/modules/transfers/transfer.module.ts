import { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import type { NotificationServices } from '../../events/events.module';
import { defineModule, type Kernel } from '../module';
import type { RecipientServices } from '../recipients/recipient.module';
import { TransferResolver } from './transfer.resolver';
import { TransferExportService } from './transfer-export.service';
import { transferPublicRouter, transferRouter } from './transfer.rest';
import { TransferOtpService } from './transfer-otp.service';
import { TransferService } from './transfer.service';

export const transfersModule = defineModule({
  name: 'transfers',
  services: (k: Kernel & LedgerServices & RecipientServices & NotificationServices) => {
    const transferOtp = new TransferOtpService(k.db, k.clock, k.events, k.notifications);
    const transfers = new TransferService(k.db, k.clock, k.events, k.ledger, k.recipients, transferOtp, k.money, k.log.child({ component: 'transfers' }));
    // OTP lapses and bank answers fall due on the integration's clock; any node may take a step, once.
    const transferRunner = new DueWorkRunner(k.db, k.clock, k.log.child({ component: 'transfer-runner' }), {
      name: 'transfers',
      table: { table: 'transfers', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms', where: "t.status IN ('otp', 'pending')" },
      handle: (tx, id) => transfers.handleDue(tx, id),
      pollMs: k.config.pollMs,
      enabled: k.config.dispatchEnabled,
    });
    const transferExport = new TransferExportService(k.db, k.clock, transfers, k.secrets, k.config.publicUrl);
    return { transfers, transferOtp, transferRunner, transferExport };
  },
  publicRoutes: (s) => [transferPublicRouter(s.transferExport)],
  routes: (s) => [transferRouter(s.transfers, s.transferOtp, s.transferExport)],
  resolvers: [{ type: TransferResolver, make: (s) => new TransferResolver(s.transfers, s.transferOtp, s.ledger) }],
  jobs: (s) => [s.transferRunner],
});

export type TransferServices = { transfers: TransferService; transferOtp: TransferOtpService; transferRunner: DueWorkRunner; transferExport: TransferExportService };
