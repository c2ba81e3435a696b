import { In, type EntityManager } from 'typeorm';
import { isNumericId } from '../../core/ids';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { oneOf, optionalText, requireEmail, requireText } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { moveGuarded } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { PaymentRecords } from '../transactions/payment-records.service';
import { Dispute, DisputeEvidence, DisputeUpload } from './dispute.entity';
import { presentDisputeEvent, type DisputeView } from './dispute.presenter';
import { DISPUTE_STATUSES, type DisputeStatus } from './dispute.state';

// The simulated issuer's dispute card (docs/guide.md "Test cards and accounts"): the charge succeeds
// and the issuer disputes it at once. Keyed by bin and last4, all Kobo keeps of a card.
export const DISPUTE_TEST_CARD = { bin: '408408', last4: '3402' } as const;

// The merchant has a day to answer, on the integration's clock; the reminder goes half-way. A
// declined dispute's evidence is reviewed by the (simulated) bank for a day.
export const DISPUTE_RESPONSE_MS = 24 * 3600_000;
export const DISPUTE_REMIND_BEFORE_MS = 12 * 3600_000;
export const BANK_REVIEW_MS = 24 * 3600_000;

export const DISPUTE_NOT_FOUND = 'Dispute not found';
export const REFUND_TOO_LARGE = 'Refund amount cannot be greater than initial amount';

export interface OpenDisputeParams {
  transaction?: string;
  refundAmount?: number;
  category?: string;
  message?: string | null;
}

export interface DisputeFilter {
  from?: Date;
  to?: Date;
  transactionId?: number;
  status?: string;
}

export interface UpdateDisputeParams {
  refundAmount?: number;
  uploadedFilename?: string;
}

export interface EvidenceParams {
  customerEmail?: string;
  customerName?: string;
  customerPhone?: string;
  serviceDetails?: string;
  deliveryAddress?: string | null;
  deliveryDate?: string | null;
}

export interface ResolveDisputeParams {
  resolution?: string;
  message?: string;
  refundAmount?: number;
  uploadedFilename?: string;
  evidence?: number;
}

const CATEGORIES = ['chargeback', 'fraud', 'general'] as const;

// Disputes: opened by the simulated issuer (a test card) or in test mode for any transaction, read,
// and answered by the merchant before the end (update, evidence). How one ends, and its money, is
// dispute-resolution.service.ts; the clock's steps are dispute-deadline.ts.
export class DisputeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly payments: PaymentRecords,
  ) {}

  // ---- opening ----

  // The test-mode opening (POST /_test/dispute, the openTestDispute mutation): any successful
  // transaction of the test domain, by id or reference.
  async openForTest(ctx: RequestContext, params: OpenDisputeParams): Promise<DisputeView> {
    if (ctx.domain !== 'test') throw new DomainError('forbidden', 'Test disputes can only be opened with a test secret key', 'test_mode_only');
    const ref = params.transaction?.trim();
    if (!ref) throw missing('transaction', 'Transaction reference or id is required');
    if (params.refundAmount !== undefined && (!Number.isSafeInteger(params.refundAmount) || params.refundAmount <= 0))
      throw invalid('refund_amount', 'Refund amount must be a positive integer');
    const category = params.category === undefined ? 'chargeback' : oneOf(params.category, CATEGORIES, 'category');
    const message = optionalText(params.message, 'message') ?? 'Customer complained about debit without value';
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const row = await this.payments.byIdOrReference(t, em, ref);
      if (!row) throw notFound('Transaction reference not found', 'transaction_not_found');
      const view = await this.payments.view(t, em, row);
      if (params.refundAmount !== undefined && params.refundAmount > row.amount) throw invalid('refund_amount', REFUND_TOO_LARGE);
      return this.openIn(t, view, { source: 'test', category, message, refundAmount: params.refundAmount });
    });
  }

  // The transaction store's after-success hook: a charge paid with the dispute test card is
  // disputed by its issuer as soon as it succeeds (charge.dispute.create follows charge.success).
  readonly afterSuccessHook = async (t: TxContext, view: TransactionView): Promise<void> => {
    const a = view.authorization;
    if (!a || a.bin !== DISPUTE_TEST_CARD.bin || a.last4 !== DISPUTE_TEST_CARD.last4) return;
    await this.openIn(t, view, { source: 'issuer', category: 'chargeback', message: 'Customer complained about debit without value' });
  };

  private async openIn(
    t: TxContext,
    view: TransactionView,
    p: { source: string; category: string; message: string; refundAmount?: number },
  ): Promise<DisputeView> {
    const tx = view.transaction;
    if (tx.status !== 'success') throw new DomainError('validation', 'Only a successful transaction can be disputed', 'invalid_params', 'transaction');
    const left = tx.amount - tx.refundedAmount;
    if (left <= 0) throw new DomainError('validation', 'Transaction has been fully reversed', 'invalid_params', 'transaction');
    const now = this.clock.now(t);
    const at = now.toISOString();
    const by = view.customer.email;
    const dueAt = new Date(now.getTime() + DISPUTE_RESPONSE_MS);
    const dispute = Object.assign(new Dispute(), {
      integrationId: t.integration.id,
      domain: t.domain,
      transactionId: tx.id,
      customerId: tx.customerId,
      currency: tx.currency,
      refundAmount: Math.min(p.refundAmount ?? left, left),
      status: 'awaiting-merchant-feedback' as DisputeStatus,
      resolution: null,
      category: p.category,
      source: p.source,
      bin: view.authorization?.bin ?? null,
      last4: view.authorization?.last4 ?? null,
      note: null,
      attachments: null,
      evidenceId: null,
      history: [{ status: 'pending', by, createdAt: at }],
      messages: [{ sender: by, body: p.message, createdAt: at }],
      reminded: false,
      dueAt,
      resolvedAt: null,
      refunded: null,
      dueMs: dueAt.getTime() - DISPUTE_REMIND_BEFORE_MS,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await t.tx.em.insert(Dispute, dispute);
      dispute.id = Number(dispute.id);
    } catch (err) {
      if (isUniqueViolation(err, { name: 'UQ_disputes_transaction', table: 'disputes', columns: ['transaction_id'] })) {
        throw new DomainError('validation', 'This transaction already has a dispute', 'duplicate_dispute', 'transaction');
      }
      throw err;
    }
    const result = { dispute, transaction: view };
    await this.record(t, 'charge.dispute.create', result);
    return result;
  }

  // ---- reading ----

  async get(ctx: RequestContext, id: string): Promise<DisputeView> {
    const row = await this.db.read(ctx, (em) => this.find(ctx, em, id));
    return (await this.views(ctx, [row]))[0]!;
  }

  async forTransaction(ctx: RequestContext, id: string): Promise<DisputeView> {
    const trimmed = String(id ?? '').trim();
    if (!isNumericId(trimmed)) throw notFound(DISPUTE_NOT_FOUND, 'dispute_not_found');
    const row = await this.db.read(ctx, (em) =>
      em.findOneBy(Dispute, { integrationId: ctx.integration.id, domain: ctx.domain, transactionId: Number(trimmed) }),
    );
    if (!row) throw notFound(DISPUTE_NOT_FOUND, 'dispute_not_found');
    return (await this.views(ctx, [row]))[0]!;
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Dispute[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Dispute, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async forTransactions(ctx: RequestContext, ids: readonly number[]): Promise<Dispute[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Dispute, { integrationId: ctx.integration.id, domain: ctx.domain, transactionId: In([...ids]) }));
  }

  async evidenceByIds(ctx: RequestContext, ids: readonly number[]): Promise<DisputeEvidence[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(DisputeEvidence, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async list(ctx: RequestContext, page: PageRequest, filter: DisputeFilter = {}): Promise<Page<Dispute>> {
    checkFilter(filter);
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: DisputeFilter = {}): Promise<number> {
    checkFilter(filter);
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  // Every dispute the filter matches up to `maxId`, newest first (the export).
  async upTo(ctx: RequestContext, filter: DisputeFilter, maxId: number, limit: number): Promise<Dispute[]> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).andWhere('x.id <= :maxId', { maxId }).orderBy('x.id', 'DESC').take(limit).getMany());
  }

  async newestId(ctx: RequestContext): Promise<number> {
    const row = await this.db.read(ctx, (em) => this.filtered(ctx, em, {}).select('MAX(x.id)', 'max').getRawOne<{ max: string | number | null }>());
    return Number(row?.max ?? 0);
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: DisputeFilter) {
    const qb = em.createQueryBuilder(Dispute, 'x').where('x.integration_id = :i AND x.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.transactionId !== undefined) qb.andWhere('x.transaction_id = :tid', { tid: filter.transactionId });
    if (filter.status) qb.andWhere('x.status = :status', { status: filter.status });
    if (filter.from) qb.andWhere('x.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('x.created_at <= :to', { to: filter.to });
    return qb;
  }

  // Disputes with their transactions (customer and authorization), a batch at a time (no N+1).
  async views(ctx: RequestContext, rows: Dispute[]): Promise<DisputeView[]> {
    if (!rows.length) return [];
    return this.db.read(ctx, async (em) => {
      const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
      const txIds = [...new Set(rows.map((r) => r.transactionId))];
      const evidenceIds = [...new Set(rows.map((r) => r.evidenceId).filter((id): id is number => id !== null))];
      const [txs, evidence] = await Promise.all([
        this.payments.byIds(ctx, em, txIds),
        evidenceIds.length ? em.findBy(DisputeEvidence, { ...scope, id: In(evidenceIds) }) : Promise.resolve([] as DisputeEvidence[]),
      ]);
      const views = new Map((await this.payments.views(ctx, em, txs)).map((v) => [v.transaction.id, v]));
      const evidenceById = new Map(evidence.map((e) => [e.id, e]));
      return rows.map((dispute) => ({
        dispute,
        transaction: views.get(dispute.transactionId)!,
        evidence: dispute.evidenceId === null ? null : (evidenceById.get(dispute.evidenceId) ?? null),
      }));
    });
  }

  // One dispute of the caller's integration and mode (locked: FOR UPDATE), or 404.
  async find(ctx: RequestContext, em: EntityManager, id: string, lock = false): Promise<Dispute> {
    const trimmed = String(id ?? '').trim();
    if (!isNumericId(trimmed)) throw notFound(DISPUTE_NOT_FOUND, 'dispute_not_found');
    const qb = em
      .createQueryBuilder(Dispute, 'x')
      .where('x.id = :id AND x.integration_id = :i AND x.domain = :d', { id: Number(trimmed), i: ctx.integration.id, d: ctx.domain });
    const row = await (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    if (!row) throw notFound(DISPUTE_NOT_FOUND, 'dispute_not_found');
    return row;
  }

  // ---- the merchant's answers ----

  // PUT /dispute/:id: the refund amount (and an uploaded file) while the merchant may still answer.
  async update(ctx: RequestContext, id: string, params: UpdateDisputeParams): Promise<DisputeView> {
    if (params.refundAmount === undefined) throw missing('refund_amount', 'Refund amount is required');
    checkAmount(params.refundAmount);
    const file = params.uploadedFilename === undefined ? undefined : requireText(params.uploadedFilename, 'uploaded_filename', 40);
    const dispute = await this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const d = await this.find(t, em, id, true);
      if (d.status !== 'awaiting-merchant-feedback') throw closed(d);
      const tx = (await this.payments.byId(t, em, d.transactionId))!;
      if (params.refundAmount! > tx.amount) throw invalid('refund_amount', REFUND_TOO_LARGE);
      const changes: Partial<Dispute> = { refundAmount: params.refundAmount!, updatedAt: this.clock.now(t) };
      if (file !== undefined) changes.attachments = await this.uploaded(t, em, d, file);
      await moveGuarded(em, Dispute, d, changes, 'dispute');
      await this.events.record(t, { type: 'dispute.updated', resource: `dispute:${d.id}`, payload: { id: d.id, status: d.status } });
      return d;
    });
    return (await this.views(ctx, [dispute]))[0]!;
  }

  // POST /dispute/:id/evidence: the merchant's proof of service (one per dispute; sent again, it
  // is replaced).
  async addEvidence(ctx: RequestContext, id: string, params: EvidenceParams): Promise<DisputeEvidence> {
    if (!params.customerEmail?.trim()) throw missing('customer_email');
    const customerEmail = requireEmail(params.customerEmail, 'customer_email');
    const customerName = requireText(params.customerName, 'customer_name', 100);
    const customerPhone = requireText(params.customerPhone, 'customer_phone', 32);
    const serviceDetails = requireText(params.serviceDetails, 'service_details', 1000);
    const deliveryAddress = optionalText(params.deliveryAddress, 'delivery_address') ?? null;
    let deliveryDate = optionalText(params.deliveryDate, 'delivery_date', 32) ?? null;
    if (deliveryDate !== null) {
      const d = new Date(deliveryDate);
      if (!/^\d{4}-\d{2}-\d{2}/.test(deliveryDate) || Number.isNaN(d.getTime())) throw invalid('delivery_date', 'delivery_date must be a date (YYYY-MM-DD)');
      deliveryDate = deliveryDate.slice(0, 10);
    }
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const d = await this.find(t, em, id, true);
      if (d.status !== 'awaiting-merchant-feedback') throw closed(d);
      const now = this.clock.now(t);
      const fields = { customerEmail, customerName, customerPhone, serviceDetails, deliveryAddress, deliveryDate, updatedAt: now };
      let evidence = d.evidenceId === null ? null : await em.findOneBy(DisputeEvidence, { id: d.evidenceId });
      if (evidence) {
        Object.assign(evidence, fields);
        await em.update(DisputeEvidence, { id: evidence.id }, fields);
      } else {
        evidence = Object.assign(new DisputeEvidence(), { integrationId: t.integration.id, domain: t.domain, disputeId: d.id, ...fields, createdAt: now });
        await em.insert(DisputeEvidence, evidence);
        evidence.id = Number(evidence.id);
        await moveGuarded(em, Dispute, d, { evidenceId: evidence.id, updatedAt: now }, 'dispute');
      }
      await this.events.record(t, { type: 'dispute.updated', resource: `dispute:${d.id}`, payload: { id: d.id, status: d.status } });
      return evidence;
    });
  }

  // The uploaded file `name` of this dispute, once its bytes have arrived.
  async uploaded(ctx: RequestContext, em: EntityManager, d: Dispute, name: string): Promise<string> {
    const file = await em.findOneBy(DisputeUpload, { integrationId: ctx.integration.id, domain: ctx.domain, disputeId: d.id, fileName: name });
    if (!file || !file.uploadedAt)
      throw invalid('uploaded_filename', 'Uploaded file not found: get an upload URL for this dispute (GET /dispute/:id/upload_url) and upload the file first');
    return name;
  }

  async record(t: TxContext, type: string, view: DisputeView): Promise<void> {
    await this.events.record(t, { type, resource: `dispute:${view.dispute.id}`, payload: presentDisputeEvent(view) });
  }
}

export function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid('refund_amount', 'Refund amount must be a positive integer');
}

function checkFilter(filter: DisputeFilter): void {
  if (filter.status !== undefined) oneOf(filter.status, DISPUTE_STATUSES, 'status');
}

export function closed(d: Dispute): DomainError {
  if (d.status === 'resolved') return new DomainError('validation', 'Dispute has already been resolved', 'dispute_resolved');
  return new DomainError('validation', `Dispute is ${d.status} and cannot be changed by the merchant`, 'invalid_dispute_state');
}
