import type { Clock } from '../../core/clock';
import { exportCsv } from '../../core/csv';
import { DomainError } from '../../core/errors';
import { newRequestId } from '../../core/ids';
import type { Logger } from '../../core/logger';
import type { Domain, RequestContext } from '../../core/request-context';
import type { ServerSecrets } from '../../db/server-secret';
import { openLink, signLink } from '../../db/signed-link';
import type { Database } from '../../db/unit-of-work';
import { Integration } from '../integrations/integration.entity';
import type { TransactionView } from './transaction.presenter';
import { checkStatus } from './transaction.rules';
import type { TransactionFilter, TransactionService } from './transaction.service';
import type { TransactionStore } from './transaction.store';

export const EXPORT_LINK_TTL_S = 3600;

export type ExportFilter = TransactionFilter;

// What a download link's token carries: integration, mode, the newest transaction id at export
// time, the expiry and the filter.
interface Claims {
  i: number;
  d: Domain;
  m: number;
  e: number;
  f: Omit<ExportFilter, 'from' | 'to'> & { from?: string; to?: string };
}

// The CSV export of transactions: a signed download link, and the file it serves.
export class TransactionExportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly transactions: TransactionService,
    private readonly store: TransactionStore,
    private readonly secrets: ServerSecrets,
    private readonly publicUrl: string,
  ) {}

  // GET /transaction/export. The CSV is produced when the link is downloaded, from a signed token
  // that pins the filter, the newest transaction id at export time and an expiry: every API node
  // can serve it (no shared file store), and rows created after the export never appear in it.
  async exportLink(ctx: RequestContext, filter: ExportFilter): Promise<{ path: string; expiresAt: Date }> {
    if (filter.status !== undefined) checkStatus(filter.status);
    const maxId = await this.db.read(ctx, async (em) => {
      const row = await this.transactions.query(ctx, em, {}).select('MAX(t.id)', 'max').getRawOne<{ max: string | number | null }>();
      return Number(row?.max ?? 0);
    });
    const expiresAt = new Date(this.clock.now(ctx).getTime() + EXPORT_LINK_TTL_S * 1000);
    const claims: Claims = { i: ctx.integration.id, d: ctx.domain, m: maxId, e: expiresAt.getTime(), f: { ...filter, from: filter.from?.toISOString(), to: filter.to?.toISOString() } };
    return { path: `${this.publicUrl}/transaction/export/download/${await signLink(this.secrets, 'transactions', claims)}`, expiresAt };
  }

  // GET /transaction/export/download/:token (no API key: the token is the credential).
  async exportCsv(token: string): Promise<{ filename: string; csv: string }> {
    const claims = await openLink<Claims>(this.secrets, 'transactions', token);
    const integration = await this.db.read({}, (em) => em.findOneBy(Integration, { id: claims.i }));
    if (!integration) throw new DomainError('forbidden', 'Export link is invalid', 'invalid_export_link');
    const ctx: RequestContext = {
      requestId: newRequestId(),
      integration: { id: integration.id, testClockOffsetMs: Number(integration.testClockOffsetMs) },
      domain: claims.d,
      log: undefined as unknown as Logger,
    };
    if (this.clock.now(ctx).getTime() > claims.e) throw new DomainError('forbidden', 'Export link has expired', 'export_link_expired');
    const filter: ExportFilter = { ...claims.f, from: claims.f.from ? new Date(claims.f.from) : undefined, to: claims.f.to ? new Date(claims.f.to) : undefined };
    const views = await this.db.read(ctx, async (em) => {
      const rows = await this.transactions.query(ctx, em, filter).andWhere('t.id <= :maxId', { maxId: claims.m }).orderBy('t.id', 'DESC').take(100_000).getMany();
      return this.store.views(ctx, em, rows);
    });
    return { filename: `transactions_${claims.i}_${claims.d}_${claims.e}.csv`, csv: toCsv(views) };
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
