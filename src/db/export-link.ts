import type { Clock } from '../core/clock';
import { DomainError } from '../core/errors';
import { newRequestId } from '../core/ids';
import type { CallerBase, Domain, RequestContext } from '../core/request-context';
import type { ServerSecrets } from './server-secret';
import { openLink, signLink } from './signed-link';
import type { Database } from './unit-of-work';

// A download link lives an hour (Paystack's a minute).
export const EXPORT_LINK_TTL_S = 3600;

// One kind of export: the purpose its tokens are signed for, the public path that serves them and
// the file name's first word.
export interface ExportKind {
  purpose: string;
  downloadPath: string;
  fileName: string;
}

// Every export is filtered by a date range beside its own fields.
export interface DatedFilter {
  from?: Date;
  to?: Date;
}

// What a token carries: integration, mode, the newest row id at export time, the expiry and the
// filter (its dates as text).
interface Claims {
  i: number;
  d: Domain;
  m: number;
  e: number;
  f: Record<string, unknown> & { from?: string; to?: string };
}

// What an opened link asks for: the rows of this filter up to `maxId`, read as the integration and
// mode that exported them, on their clock.
export interface OpenedExport<F> {
  ctx: RequestContext;
  filter: F;
  maxId: number;
  filename: string;
}

// Export links (GET /<resource>/export): the CSV is produced when the link is downloaded, from a
// signed token that pins the filter, the newest row id at export time and an expiry, so every API
// node can serve it (no shared file store) and rows created after the export never appear in it.
export class ExportLinks {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly secrets: ServerSecrets,
    private readonly publicUrl: string,
  ) {}

  async issue(ctx: RequestContext, kind: ExportKind, maxId: number, filter: DatedFilter): Promise<{ path: string; expiresAt: Date }> {
    const expiresAt = new Date(this.clock.now(ctx).getTime() + EXPORT_LINK_TTL_S * 1000);
    const claims: Claims = {
      i: ctx.integration.id,
      d: ctx.domain,
      m: maxId,
      e: expiresAt.getTime(),
      f: { ...filter, from: filter.from?.toISOString(), to: filter.to?.toISOString() },
    };
    return { path: `${this.publicUrl}/${kind.downloadPath}/${await signLink(this.secrets, kind.purpose, claims)}`, expiresAt };
  }

  // The token is the credential (no API key): a forged one, or one naming an integration that is
  // gone, is invalid; one past its expiry on the integration's clock has expired.
  async open<F extends DatedFilter>(base: CallerBase, kind: ExportKind, token: string): Promise<OpenedExport<F>> {
    const claims = await openLink<Claims>(this.secrets, kind.purpose, token);
    const rows: Array<{ offset_ms: string | number }> = await this.db.read({}, (em) =>
      em.query('SELECT test_clock_offset_ms AS offset_ms FROM integrations WHERE id = ?', [claims.i]),
    );
    if (!rows[0]) throw new DomainError('forbidden', 'Export link is invalid', 'invalid_export_link');
    const ctx: RequestContext = {
      requestId: base.requestId ?? newRequestId(),
      integration: { id: claims.i, testClockOffsetMs: Number(rows[0].offset_ms) },
      domain: claims.d,
      log: base.log,
    };
    if (this.clock.now(ctx).getTime() > claims.e) throw new DomainError('forbidden', 'Export link has expired', 'export_link_expired');
    const filter = {
      ...claims.f,
      from: claims.f.from ? new Date(claims.f.from) : undefined,
      to: claims.f.to ? new Date(claims.f.to) : undefined,
    } as unknown as F;
    return { ctx, filter, maxId: claims.m, filename: `${kind.fileName}_${claims.i}_${claims.d}_${claims.e}.csv` };
  }
}
