import { randomBytes } from 'node:crypto';
import type { Clock } from '../../core/clock';
import { exportCsv } from '../../core/csv';
import { DomainError } from '../../core/errors';
import type { CallerBase, RequestContext } from '../../core/request-context';
import { contextForCapability } from '../../db/capability';
import { ExportLinks, type ExportKind } from '../../db/export-link';
import type { ServerSecrets } from '../../db/server-secret';
import type { Database } from '../../db/unit-of-work';
import { Dispute, DisputeUpload } from './dispute.entity';
import { closed, type DisputeFilter, type DisputeService } from './dispute.service';

// Paystack's signed upload URL lives 30 minutes (X-Amz-Expires=1800).
export const UPLOAD_URL_TTL_S = 1800;
// The largest evidence file Kobo keeps (it is stored in the database). A request body is also
// bounded by KOBO_MAX_BODY_BYTES (default 1 MiB), whichever is smaller.
export const DISPUTE_UPLOAD_MAX_BYTES = 1024 * 1024;

const FILE_NAME = /^[a-z0-9]{20}$/;

const EXPORT: ExportKind = { purpose: 'disputes', downloadPath: 'dispute/export/download', fileName: 'disputes' };

// What an evidence file may be, by its Content-Type (none at all is taken as bytes).
const EVIDENCE_TYPES = /^\s*(application\/(octet-stream|pdf)|image\/[a-z0-9.+-]+)\s*(;|$)/i;
const EVIDENCE_TYPES_MESSAGE = 'An evidence file must be a PDF (application/pdf), an image (image/png, image/jpeg, …) or application/octet-stream';

// Files around a dispute: the signed upload URL Kobo itself serves (PUT the file's bytes to it, as
// to Paystack's S3 URL) and the CSV export. Both links are their own credential: an HMAC of what
// they name, under a server secret every node shares (db/server-secret.ts), checked against the
// integration's clock for expiry.
export class DisputeFileService {
  private readonly links: ExportLinks;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly disputes: DisputeService,
    private readonly secrets: ServerSecrets,
    private readonly publicUrl: string,
  ) {
    this.links = new ExportLinks(db, clock, secrets, publicUrl);
  }

  // GET /dispute/:id/upload_url: a file name of the dispute and the URL that stores its bytes.
  async uploadUrl(ctx: RequestContext, id: string): Promise<{ signedUrl: string; upload: DisputeUpload }> {
    const { dispute } = await this.disputes.get(ctx, id);
    // Evidence is for a dispute still waiting on the merchant, as evidence and updates are.
    if (dispute.status !== 'awaiting-merchant-feedback') throw closed(dispute);
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
    if (contentType !== null && !EVIDENCE_TYPES.test(contentType)) throw new DomainError('validation', EVIDENCE_TYPES_MESSAGE, 'invalid_params');
    if (bytes.length === 0) throw new DomainError('validation', 'The file is empty', 'invalid_params');
    if (bytes.length > DISPUTE_UPLOAD_MAX_BYTES) throw new DomainError('payload_too_large', `The file is larger than ${DISPUTE_UPLOAD_MAX_BYTES} bytes`);
    return this.db.transaction(ctx, async (t) => {
      const row = await t.tx.em.findOneByOrFail(DisputeUpload, { fileName: name });
      // A URL issued before the dispute was settled does not replace its evidence after.
      const dispute = await t.tx.em.findOneByOrFail(Dispute, { id: row.disputeId });
      if (dispute.status !== 'awaiting-merchant-feedback') throw closed(dispute);
      Object.assign(row, { content: bytes, size: bytes.length, contentType: contentType?.slice(0, 100) ?? null, uploadedAt: this.clock.now(t) });
      await t.tx.em.update(DisputeUpload, { id: row.id }, { content: bytes, size: row.size, contentType: row.contentType, uploadedAt: row.uploadedAt });
      return row;
    });
  }

  // GET /dispute/export: a signed link (db/export-link.ts) to a CSV of the disputes the filter
  // matches, fixed at the newest dispute now (rows made later never appear in it).
  async exportLink(ctx: RequestContext, filter: DisputeFilter): Promise<{ path: string; expiresAt: Date }> {
    await this.disputes.count(ctx, { status: filter.status });
    return this.links.issue(ctx, EXPORT, await this.disputes.newestId(ctx), filter);
  }

  // GET /dispute/export/download/:token.
  async exportCsv(base: CallerBase, token: string): Promise<{ filename: string; csv: string }> {
    const { ctx, filter, maxId, filename } = await this.links.open<DisputeFilter>(base, EXPORT, token);
    const views = await this.disputes.views(ctx, await this.disputes.upTo(ctx, filter, maxId, 100_000));
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
    return { filename, csv: exportCsv(CSV_COLUMNS, rows) };
  }
}

const CSV_COLUMNS = [
  'id',
  'status',
  'resolution',
  'category',
  'refund_amount',
  'currency',
  'transaction_reference',
  'transaction_amount',
  'customer_email',
  'due_at',
  'resolved_at',
  'created_at',
] as const;

// Paystack's file names: 20 lowercase letters and digits.
function fileName(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(20), (b) => alphabet[b % alphabet.length]).join('');
}
