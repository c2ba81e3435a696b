import type { Clock } from '../../core/clock';
import { exportCsv } from '../../core/csv';
import type { CallerBase, RequestContext } from '../../core/request-context';
import { ExportLinks, type ExportKind } from '../../db/export-link';
import type { ServerSecrets } from '../../db/server-secret';
import type { Database } from '../../db/unit-of-work';
import type { Recipient } from '../recipients/recipient.entity';
import type { Transfer } from './transfer.entity';
import type { TransferFilter, TransferService } from './transfer.service';

const KIND: ExportKind = { purpose: 'transfers', downloadPath: 'transfer/export/download', fileName: 'transfers' };

// GET /transfer/export: a signed download link (db/export-link.ts); the CSV is produced when the
// link is downloaded, by any API node.
export class TransferExportService {
  private readonly links: ExportLinks;

  constructor(
    private readonly db: Database,
    clock: Clock,
    private readonly transfers: TransferService,
    secrets: ServerSecrets,
    publicUrl: string,
  ) {
    this.links = new ExportLinks(db, clock, secrets, publicUrl);
  }

  async exportLink(ctx: RequestContext, filter: TransferFilter): Promise<{ path: string; expiresAt: Date }> {
    // Checks the filter (an unknown status is a 400) and finds the newest transfer.
    const maxId = await this.db.read(ctx, async (em) => {
      const qb = await this.transfers.filtered(ctx, em, filter);
      const row = await qb.select('MAX(t.id)', 'max').getRawOne<{ max: string | number | null }>();
      return Number(row?.max ?? 0);
    });
    return this.links.issue(ctx, KIND, maxId, filter);
  }

  // GET /transfer/export/download/:token.
  async exportFile(base: CallerBase, token: string): Promise<{ filename: string; csv: string }> {
    const { ctx, filter, maxId, filename } = await this.links.open<TransferFilter>(base, KIND, token);
    const transfers = await this.db.read(ctx, async (em) =>
      (await this.transfers.filtered(ctx, em, filter)).andWhere('t.id <= :maxId', { maxId }).orderBy('t.id', 'DESC').take(100_000).getMany(),
    );
    const views = await this.transfers.withRecipients(ctx, transfers);
    return { filename, csv: exportCsv(CSV_COLUMNS, views.map(csvRow)) };
  }
}

const CSV_COLUMNS = [
  'id',
  'reference',
  'transfer_code',
  'status',
  'amount',
  'fee',
  'currency',
  'reason',
  'recipient_code',
  'recipient_name',
  'account_number',
  'bank_code',
  'failures',
  'transferred_at',
  'created_at',
] as const;

function csvRow({ transfer: t, recipient: r }: { transfer: Transfer; recipient: Recipient | undefined }): Array<string | number> {
  return [
    t.id,
    t.reference,
    t.transferCode,
    t.status,
    t.amount,
    t.fee,
    t.currency,
    t.reason ?? '',
    r?.recipientCode ?? '',
    r?.name ?? '',
    r?.accountNumber ?? '',
    r?.bankCode ?? '',
    t.failures ?? '',
    t.transferredAt?.toISOString() ?? '',
    t.createdAt.toISOString(),
  ];
}
