import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { newRequestId } from '../../core/ids';
import type { CallerBase, Domain, RequestContext } from '../../core/request-context';
import { contextForCapability } from '../../db/capability';
import type { ServerSecrets } from '../../db/server-secret';
import type { Database } from '../../db/unit-of-work';
import { DisputeUpload } from './dispute.entity';
import { type DisputeFilter, type DisputeService } from './dispute.service';

// Paystack's signed upload URL lives 30 minutes (X-Amz-Expires=1800); the export link a minute
// there, an hour here as for transactions.
export const UPLOAD_URL_TTL_S = 1800;
export const DISPUTE_EXPORT_TTL_S = 3600;
// The largest evidence file Kobo keeps (it is stored in the database). A request body is also
// bounded by KOBO_MAX_BODY_BYTES (default 1 MiB), whichever is smaller.
export const DISPUTE_UPLOAD_MAX_BYTES = 1024 * 1024;

const FILE_NAME = /^[a-z0-9]{20}$/;

// Files around a dispute: the signed upload URL Kobo itself serves (PUT the file's bytes to it, as
// to Paystack's S3 URL) and the CSV export. Both links are their own credential: an HMAC of what
// they name, under a server secret every node shares (db/server-secret.ts), checked against the
// integration's clock for expiry.
export class DisputeFileService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly disputes: DisputeService,
    private readonly secrets: ServerSecrets,
    private readonly publicUrl: string,
  ) {}

  // GET /dispute/:id/upload_url: a file name of the dispute and the URL that stores its bytes.
  async uploadUrl(ctx: RequestContext, id: string): Promise<{ signedUrl: string; upload: DisputeUpload }> {
    const { dispute } = await this.disputes.get(ctx, id);
    const now = this.clock.now(ctx);
    const upload = Object.assign(new DisputeUpload(), {
      integrationId: ctx.integration.id,
      domain: ctx.domain,
      disputeId: dispute.id,
      fileName: fileName(),
      contentType: null,
      size: 0,
      content: null,
      uploadedAt: null,
      createdAt: now,
    });
    await this.db.transaction(ctx, (t) => t.tx.em.insert(DisputeUpload, upload));
    const expires = now.getTime() + UPLOAD_URL_TTL_S * 1000;
    const text = `${upload.fileName}.${expires}`;
    const signature = await this.secrets.sign('dispute-upload', text);
    return { signedUrl: `${this.publicUrl}/dispute/upload/${upload.fileName}?expires=${expires}&signature=${signature}`, upload };
  }

  // PUT /dispute/upload/:file?expires&signature (no API key: the signature is the credential).
  // Sent again before it expires, the file is replaced.
  async store(base: CallerBase, name: string, expires: string, signature: string, bytes: Buffer, contentType: string | null): Promise<DisputeUpload> {
    const denied = () => new DomainError('forbidden', 'Upload URL is invalid', 'invalid_upload_url');
    if (!FILE_NAME.test(name) || !/^\d{13}$/.test(expires) || !signature) throw denied();
    if (!(await this.secrets.verify('dispute-upload', `${name}.${expires}`, signature))) throw denied();
    const ctx = await contextForCapability(this.db, base, 'dispute_uploads', 'file_name', name);
    if (!ctx) throw denied();
    if (this.clock.now(ctx).getTime() > Number(expires)) throw new DomainError('forbidden', 'Upload URL has expired', 'upload_url_expired');
    if (bytes.length === 0) throw new DomainError('validation', 'The file is empty', 'invalid_params');
    if (bytes.length > DISPUTE_UPLOAD_MAX_BYTES) throw new DomainError('payload_too_large', `The file is larger than ${DISPUTE_UPLOAD_MAX_BYTES} bytes`);
    return this.db.transaction(ctx, async (t) => {
      const row = await t.tx.em.findOneByOrFail(DisputeUpload, { fileName: name });
      Object.assign(row, { content: bytes, size: bytes.length, contentType: contentType?.slice(0, 100) ?? null, uploadedAt: this.clock.now(t) });
      await t.tx.em.update(DisputeUpload, { id: row.id }, { content: bytes, size: row.size, contentType: row.contentType, uploadedAt: row.uploadedAt });
      return row;
    });
  }

  // GET /dispute/export: a signed link to a CSV of the disputes the filter matches, fixed at the
  // newest dispute now (rows made later never appear in it).
  async exportLink(ctx: RequestContext, filter: DisputeFilter): Promise<{ path: string; expiresAt: Date }> {
    await this.disputes.count(ctx, { status: filter.status });
    const maxId = await this.disputes.newestId(ctx);
    const expiresAt = new Date(this.clock.now(ctx).getTime() + DISPUTE_EXPORT_TTL_S * 1000);
    const body = Buffer.from(
      JSON.stringify({ i: ctx.integration.id, d: ctx.domain, m: maxId, e: expiresAt.getTime(), f: { ...filter, from: filter.from?.toISOString(), to: filter.to?.toISOString() } }),
    ).toString('base64url');
    const signature = await this.secrets.sign('dispute-export', body);
    return { path: `${this.publicUrl}/dispute/export/download/${body}.${signature}`, expiresAt };
  }

  // GET /dispute/export/download/:token (no API key: the token is the credential).
  async exportCsv(base: CallerBase, token: string): Promise<{ filename: string; csv: string }> {
    const [body, signature] = String(token ?? '').split('.');
    const denied = () => new DomainError('forbidden', 'Export link is invalid', 'invalid_export_link');
    if (!body || !signature || !(await this.secrets.verify('dispute-export', body, signature))) throw denied();
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { i: number; d: Domain; m: number; e: number; f: { status?: string; transactionId?: number; from?: string; to?: string } };
    const found: Array<{ offset_ms: string | number }> = await this.db.read({}, (em) => em.query('SELECT test_clock_offset_ms AS offset_ms FROM integrations WHERE id = ?', [claims.i]));
    if (!found[0]) throw denied();
    const ctx: RequestContext = { requestId: base.requestId ?? newRequestId(), integration: { id: claims.i, testClockOffsetMs: Number(found[0].offset_ms) }, domain: claims.d, log: base.log };
    if (this.clock.now(ctx).getTime() > claims.e) throw new DomainError('forbidden', 'Export link has expired', 'export_link_expired');
    const filter: DisputeFilter = { ...claims.f, from: claims.f.from ? new Date(claims.f.from) : undefined, to: claims.f.to ? new Date(claims.f.to) : undefined };
    const views = await this.disputes.views(ctx, await this.disputes.upTo(ctx, filter, claims.m, 100_000));
    const rows = views.map(({ dispute: d, transaction: v }) => [
      d.id,
      d.status,
      d.resolution ?? '',
      d.category,
      d.refundAmount,
      d.currency,
      v.transaction.reference,
      v.transaction.amount,
      v.customer.email,
      d.dueAt.toISOString(),
      d.resolvedAt?.toISOString() ?? '',
      d.createdAt.toISOString(),
    ]);
    const header = ['id', 'status', 'resolution', 'category', 'refund_amount', 'currency', 'transaction_reference', 'transaction_amount', 'customer_email', 'due_at', 'resolved_at', 'created_at'];
    // Text a spreadsheet would run as a formula is defused with a quote (customers choose e-mails).
    const csv = stringify([header, ...rows], { record_delimiter: 'windows', cast: { string: (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) } });
    return { filename: `disputes_${claims.i}_${claims.d}_${claims.e}.csv`, csv };
  }
}

// Paystack's file names: 20 lowercase letters and digits.
function fileName(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(20), (b) => alphabet[b % alphabet.length]).join('');
}
