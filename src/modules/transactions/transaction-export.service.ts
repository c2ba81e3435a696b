import type { Clock } from '../../core/clock';
import { exportCsv } from '../../core/csv';
import type { CallerBase, RequestContext } from '../../core/request-context';
import { ExportLinks, type ExportKind } from '../../db/export-link';
import type { ServerSecrets } from '../../db/server-secret';
import type { Database } from '../../db/unit-of-work';
import type { TransactionView } from './transaction.presenter';
import { checkStatus } from './transaction.rules';
import type { TransactionFilter, TransactionService } from './transaction.service';
import type { TransactionStore } from './transaction.store';

export type ExportFilter = TransactionFilter;

const KIND: ExportKind = { purpose: 'transactions', downloadPath: 'transaction/export/download', fileName: 'transactions' };

// The CSV export of transactions: a signed download link (db/export-link.ts), and the file it serves.
export class TransactionExportService {
  private readonly links: ExportLinks;

  constructor(
    private readonly db: Database,
    clock: Clock,
    private readonly transactions: TransactionService,
    private readonly store: TransactionStore,
    secrets: ServerSecrets,
    publicUrl: string,
  ) {
    this.links = new ExportLinks(db, clock, secrets, publicUrl);
  }

  // GET /transaction/export.
  async exportLink(ctx: RequestContext, filter: ExportFilter): Promise<{ path: string; expiresAt: Date }> {
    if (filter.status !== undefined) checkStatus(filter.status);
    const maxId = await this.db.read(ctx, async (em) => {
      const row = await this.transactions.query(ctx, em, {}).select('MAX(t.id)', 'max').getRawOne<{ max: string | number | null }>();
      return Number(row?.max ?? 0);
    });
    return this.links.issue(ctx, KIND, maxId, filter);
  }

  // GET /transaction/export/download/:token.
  async exportCsv(base: CallerBase, token: string): Promise<{ filename: string; csv: string }> {
    const { ctx, filter, maxId, filename } = await this.links.open<ExportFilter>(base, KIND, token);
    const views = await this.db.read(ctx, async (em) => {
      const rows = await this.transactions.query(ctx, em, filter).andWhere('t.id <= :maxId', { maxId }).orderBy('t.id', 'DESC').take(100_000).getMany();
      return this.store.views(ctx, em, rows);
    });
    return { filename, csv: toCsv(views) };
  }
}

// The CSV's columns, one row a transaction.
const CSV_COLUMNS = [
  'id',
  'reference',
  'status',
  'amount',
  'currency',
  'fees',
  'channel',
  'gateway_response',
  'customer_email',
  'customer_code',
  'authorization_code',
  'card_last4',
  'card_brand',
  'paid_at',
  'created_at',
  'metadata',
] as const;

function toCsv(views: TransactionView[]): string {
  const rows = views.map(({ transaction: t, customer, authorization }) => [
    t.id,
    t.reference,
    t.status,
    t.amount,
    t.currency,
    t.fees ?? '',
    t.channel ?? '',
    t.gatewayResponse ?? '',
    customer.email,
    customer.customerCode,
    authorization?.authorizationCode ?? '',
    authorization?.last4 ?? '',
    authorization?.brand ?? '',
    t.paidAt?.toISOString() ?? '',
    t.createdAt.toISOString(),
    t.metadata ? JSON.stringify(t.metadata) : '',
  ]);
  return exportCsv(CSV_COLUMNS, rows);
}
