import type { Clock } from '../../core/clock';
import { exportCsv } from '../../core/csv';
import { DomainError } from '../../core/errors';
import { newRequestId } from '../../core/ids';
import type { Logger } from '../../core/logger';
import type { Domain, RequestContext } from '../../core/request-context';
import type { ServerSecrets } from '../../db/server-secret';
import { openLink, signLink } from '../../db/signed-link';
import type { Database } from '../../db/unit-of-work';
import type { Recipient } from '../recipients/recipient.entity';
import type { Transfer } from './transfer.entity';
import type { TransferFilter, TransferService } from './transfer.service';

export const TRANSFER_EXPORT_TTL_S = 3600;
const PURPOSE = 'transfers';

interface Claims {
  i: number;
  d: Domain;
  // The newest transfer at export time: later ones never appear in the file.
  m: number;
  e: number;
  f: { recipient?: string; status?: string; from?: string; to?: string };
}

// GET /transfer/export: a signed download link whose token pins the filter, the newest transfer id
// and an expiry; the CSV is produced when the link is downloaded, by any API node.
export class TransferExportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly transfers: TransferService,
    private readonly secrets: ServerSecrets,
    private readonly publicUrl: string,
  ) {}

  async exportLink(ctx: RequestContext, filter: TransferFilter): Promise<{ path: string; expiresAt: Date }> {
    // Checks the filter (an unknown status is a 400) and finds the newest transfer.
    const maxId = await this.db.read(ctx, async (em) => {
      const qb = await this.transfers.filtered(ctx, em, filter);
      const row = await qb.select('MAX(t.id)', 'max').getRawOne<{ max: string | number | null }>();
      return Number(row?.max ?? 0);
    });
    const expiresAt = new Date(this.clock.now(ctx).getTime() + TRANSFER_EXPORT_TTL_S * 1000);
    const claims: Claims = { i: ctx.integration.id, d: ctx.domain, m: maxId, e: expiresAt.getTime(), f: { ...filter, from: filter.from?.toISOString(), to: filter.to?.toISOString() } };
    const token = await signLink(this.secrets, PURPOSE, claims);
    return { path: `${this.publicUrl}/transfer/export/download/${token}`, expiresAt };
  }

  // GET /transfer/export/download/:token (no API key: the token is the credential).
  async exportFile(token: string, log: Logger): Promise<{ filename: string; csv: string }> {
    const claims = await openLink<Claims>(this.secrets, PURPOSE, token);
    const rows: Array<{ offset_ms: string | number }> = await this.db.read({}, (em) => em.query('SELECT test_clock_offset_ms AS offset_ms FROM integrations WHERE id = ?', [claims.i]));
    if (!rows[0]) throw new DomainError('forbidden', 'Export link is invalid', 'invalid_export_link');
    const ctx: RequestContext = { requestId: newRequestId(), integration: { id: claims.i, testClockOffsetMs: Number(rows[0].offset_ms) }, domain: claims.d, log };
    if (this.clock.now(ctx).getTime() > claims.e) throw new DomainError('forbidden', 'Export link has expired', 'export_link_expired');
    const filter: TransferFilter = { ...claims.f, from: claims.f.from ? new Date(claims.f.from) : undefined, to: claims.f.to ? new Date(claims.f.to) : undefined };
    const transfers = await this.db.read(ctx, async (em) => (await this.transfers.filtered(ctx, em, filter)).andWhere('t.id <= :maxId', { maxId: claims.m }).orderBy('t.id', 'DESC').take(100_000).getMany());
    const views = await this.transfers.withRecipients(ctx, transfers);
    return { filename: `transfers_${claims.i}_${claims.d}_${claims.e}.csv`, csv: exportCsv(CSV_COLUMNS, views.map(csvRow)) };
  }
}

const CSV_COLUMNS = ['id', 'reference', 'transfer_code', 'status', 'amount', 'fee', 'currency', 'reason', 'recipient_code', 'recipient_name', 'account_number', 'bank_code', 'failures', 'transferred_at', 'created_at'] as const;

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
