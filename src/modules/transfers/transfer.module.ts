import type { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import type { NotificationServices } from '../../events/events.module';
import { defineModule, type Kernel } from '../module';
import { Transfer, TransferSettings } from './transfer.entity';
import type { RecipientServices } from '../recipients/recipient.module';
import { IntegrationTransferSettingsResolver } from './integration-settings.resolver';
import { TransferResolver } from './transfer.resolver';
import { TransferExportService } from './transfer-export.service';
import { transferPublicRouter, transferRouter } from './transfer.rest';
import { TransferBulkCheckService } from './transfer-bulk-check.service';
import { TransferOtpService } from './transfer-otp.service';
import { TransferService } from './transfer.service';

export const transfersModule = defineModule({
  name: 'transfers',
  entities: [Transfer, TransferSettings],
  services: (k: Kernel & LedgerServices & RecipientServices & NotificationServices) => {
    const transferOtp = new TransferOtpService(k.db, k.clock, k.events, k.notifications);
    const transfers = new TransferService(k.db, k.clock, k.events, k.ledger, k.recipients, transferOtp, k.money, k.log.child({ component: 'transfers' }));
    // OTP lapses and bank answers fall due on the integration's clock; any node may take a step, once.
    const transferRunner = k.dueJob({
      name: 'transfers',
      table: 'transfers',
      where: "t.status IN ('otp', 'pending')",
      handle: (tx, id) => transfers.handleDue(tx, id),
      log: k.log.child({ component: 'transfer-runner' }),
    });
    const transferExport = new TransferExportService(k.db, k.clock, transfers, k.secrets, k.config.publicUrl);
    const transferBulkCheck = new TransferBulkCheckService(k.db, transfers, transferOtp);
    return { transfers, transferOtp, transferRunner, transferExport, transferBulkCheck };
  },
  publicRoutes: (s) => [transferPublicRouter(s.transferExport)],
  routes: (s) => [transferRouter(s.transfers, s.transferOtp, s.transferExport)],
  resolvers: [
    { type: TransferResolver, make: (s) => new TransferResolver(s.transfers, s.transferOtp, s.ledger, s.transferBulkCheck) },
    { type: IntegrationTransferSettingsResolver, make: (s) => new IntegrationTransferSettingsResolver(s.transferOtp) },
  ],
  jobs: (s) => [s.transferRunner],
});

export type TransferServices = {
  transfers: TransferService;
  transferOtp: TransferOtpService;
  transferRunner: DueWorkRunner;
  transferExport: TransferExportService;
  transferBulkCheck: TransferBulkCheckService;
};
