import { IsNull, In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { checkSplitCode } from '../../core/codes';
import type { Clock } from '../../core/clock';
import { DomainError, invalid } from '../../core/errors';
import { valueOrJson } from '../../core/json';
import { isNumericId, newCode } from '../../core/ids';
import { CURRENCIES, MAX_AMOUNT, checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { CallerBase, RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, oneOf, optionalText, requireText, type Metadata } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { anyColumnContains, searchText } from '../../db/search';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { Customer } from '../customers/customer.entity';
import type { CustomerService } from '../customers/customer.service';
import { ApiKey } from '../integrations/api-key.entity';
import { Integration } from '../integrations/integration.entity';
import type { InvoiceEmails } from './invoice-email';
import { INVOICE_COUNTER_INDEX, InvoiceCounter, PAYMENT_REQUEST_STATUSES, PaymentRequest, type LineItem } from './payment-request.entity';
import { presentPaymentRequestEvent, type IntegrationSummary } from './payment-request.presenter';
import { invoiceNotFound, resourceOf, type PaymentRequestStore, type PaymentRequestView } from './payment-request.store';

export type { PaymentRequestView } from './payment-request.store';

// What an update may change: the request's terms (not draft, invoice number or split).
export interface UpdatePaymentRequestParams {
  customer?: string;
  amount?: number;
  dueDate?: string | Date | null;
  description?: string | null;
  lineItems?: unknown;
  tax?: unknown;
  currency?: string;
  metadata?: Metadata | null;
  sendNotification?: boolean;
}

export interface CreatePaymentRequestParams extends UpdatePaymentRequestParams {
  customer: string;
  draft?: boolean;
  hasInvoice?: boolean;
  invoiceNumber?: number;
  splitCode?: string | null;
}

export interface PaymentRequestFilter {
  customer?: string;
  status?: string;
  currency?: string;
  paid?: boolean;
  includeArchive?: boolean;
  from?: Date;
  to?: Date;
  // Held anywhere in the code or description, or in the customer's email, name or code (the dashboard's search box).
  search?: string;
}

// Paystack's "friendly warning" for an invoice with nothing to pay.
export const NOTHING_TO_PAY = 'Please provide an amount, or line items and tax, for this payment request';

// Payment requests: create, list, fetch, verify, notify, totals, finalize, update, archive.
// Paying them is InvoicePaymentService.
export class PaymentRequestService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly store: PaymentRequestStore,
    private readonly outbox: InvoiceEmails,
    private readonly customers: CustomerService,
  ) {}

  async create(ctx: RequestContext, params: CreatePaymentRequestParams): Promise<PaymentRequestView> {
    const customerRef = requireText(params.customer, 'customer', 254);
    const lineItems = checkItems(params.lineItems, 'line_items');
    const tax = checkItems(params.tax, 'tax');
    const currency = merchantCurrency(ctx, params.currency);
    const description = optionalText(params.description, 'description', 1024) ?? null;
    const metadata = checkMetadata(params.metadata) ?? null;
    const splitCode = checkSplitCode(params.splitCode);
    const dueDate = this.checkDueDate(ctx, params.dueDate);
    const itemised = lineItems.length > 0 || tax.length > 0;
    const hasInvoice = params.hasInvoice ?? itemised;
    if (
      params.invoiceNumber !== undefined &&
      (!Number.isSafeInteger(params.invoiceNumber) || params.invoiceNumber < 1 || params.invoiceNumber > 2_147_483_647)
    ) {
      throw invalid('invoice_number', 'invoice_number must be a whole number from 1');
    }
    const amount = itemised ? total(lineItems, tax) : (params.amount ?? 0);
    if (!itemised && params.amount !== undefined) checkAmount(params.amount);
    if (amount > MAX_AMOUNT) throw invalid('amount', 'Transaction amount limit exceeded');
    // An invoice number may be issued with nothing to pay yet; it then stays a draft.
    if (amount === 0 && !hasInvoice) throw new DomainError('validation', NOTHING_TO_PAY, 'missing_params', 'amount');
    const draft = params.draft === true || amount === 0;

    for (let tries = 0; ; tries++) {
      try {
        return await this.db.transaction(ctx, async (t) => {
          const em = t.tx.em;
          const customer = await this.customers.get(t, customerRef);
          const now = this.clock.now(t);
          const invoiceNumber = hasInvoice ? await this.nextInvoiceNumber(t, params.invoiceNumber) : null;
          const request = em.create(PaymentRequest, {
            integrationId: t.integration.id,
            domain: t.domain,
            requestCode: newCode('PRQ'),
            customerId: customer.id,
            amount,
            amountPaid: 0,
            currency,
            dueDate,
            description,
            lineItems,
            tax,
            metadata,
            notifications: [],
            status: draft ? 'draft' : 'pending',
            paid: false,
            paidAt: null,
            hasInvoice,
            invoiceNumber,
            offlineReference: null,
            splitCode,
            archived: false,
            paymentMethod: null,
            paidBy: null,
            note: null,
            createdAt: now,
            updatedAt: now,
          });
          const inserted = await em.insert(PaymentRequest, request as never);
          request.id = Number(inserted.identifiers[0]!.id);
          // Paystack's offline reference is the integration id followed by the request id.
          request.offlineReference = `${t.integration.id}${request.id}`;
          if (draft) await em.update(PaymentRequest, { id: request.id }, { offlineReference: request.offlineReference });
          await this.events.record(t, { type: 'paymentrequest.created', resource: resourceOf(request), payload: presentPaymentRequestEvent(request) });
          if (!draft) await this.issue(t, request, customer, params.sendNotification !== false);
          return { request, customer };
        });
      } catch (err) {
        // Two first invoices of a mode raced to create its counter row: the loser simply retries.
        if (!ctx.tx && tries < 3 && isUniqueViolation(err, INVOICE_COUNTER_INDEX)) continue;
        throw err;
      }
    }
  }

  async list(ctx: RequestContext, page: PageRequest, filter: PaymentRequestFilter = {}): Promise<Page<PaymentRequestView>> {
    return this.db.read(ctx, async (em) => {
      const qb = await this.filtered(ctx, em, filter);
      const rows = await paginate(qb, page);
      return { ...rows, items: await this.store.views(ctx, em, rows.items) } as Page<PaymentRequestView>;
    });
  }

  async count(ctx: RequestContext, filter: PaymentRequestFilter = {}): Promise<number> {
    return this.db.read(ctx, async (em) => (await this.filtered(ctx, em, filter)).getCount());
  }

  async get(ctx: RequestContext, ref: string): Promise<PaymentRequestView> {
    return this.db.read(ctx, async (em) => {
      const request = await this.store.find(ctx, em, ref);
      return { request, customer: await this.store.customerOf(ctx, em, request) };
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<PaymentRequest[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(PaymentRequest, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // GET /paymentrequest/verify/:code, without a key: the code names the integration. Archived and
  // unknown requests are "not found" alike.
  async verify(base: CallerBase, code: string): Promise<{ view: PaymentRequestView; integration: IntegrationSummary; ctx: RequestContext }> {
    const ctx = await this.store.contextForCode(base, code);
    return this.db.read(ctx, async (em) => {
      const request = await em.findOneBy(PaymentRequest, { integrationId: ctx.integration.id, domain: ctx.domain, requestCode: code, archived: false });
      if (!request) throw invoiceNotFound();
      const customer = await this.store.customerOf(ctx, em, request);
      const [integration, key] = await Promise.all([
        em.findOneBy(Integration, { id: ctx.integration.id }),
        em.findOneBy(ApiKey, { integrationId: ctx.integration.id, domain: ctx.domain, kind: 'public', revokedAt: IsNull() }),
      ]);
      return {
        ctx,
        view: { request, customer },
        integration: { key: key?.keyValue ?? null, name: integration?.name ?? '', logo: null, allowed_currencies: [...CURRENCIES] },
      };
    });
  }

  async notify(ctx: RequestContext, ref: string): Promise<PaymentRequestView> {
    return this.db.transaction(ctx, async (t) => {
      const request = await this.store.find(t, t.tx.em, ref, true);
      if (request.status === 'draft') throw new DomainError('validation', 'A draft payment request cannot be sent; finalize it first', 'invalid_state');
      if (request.archived) throw new DomainError('validation', 'An archived payment request cannot be sent', 'invalid_state');
      const customer = await this.store.customerOf(t, t.tx.em, request);
      await this.outbox.send(t, request, customer);
      await this.store.save(t, request);
      return { request, customer };
    });
  }

  async totals(ctx: RequestContext): Promise<Record<'pending' | 'successful' | 'total', Array<{ currency: string; amount: number }>>> {
    return this.db.read(ctx, async (em) => {
      const rows = await em
        .createQueryBuilder(PaymentRequest, 'p')
        .select('p.currency', 'currency')
        .addSelect("COALESCE(SUM(CASE WHEN p.status = 'pending' THEN p.amount - p.amount_paid ELSE 0 END), 0)", 'pending')
        .addSelect('COALESCE(SUM(p.amount_paid), 0)', 'successful')
        .where("p.integration_id = :i AND p.domain = :d AND p.archived = :no AND p.status <> 'draft'", { i: ctx.integration.id, d: ctx.domain, no: false })
        .groupBy('p.currency')
        .orderBy('p.currency')
        .getRawMany<{ currency: string; pending: string | number; successful: string | number }>();
      const pending = rows.map((r) => ({ currency: r.currency, amount: Number(r.pending) }));
      const successful = rows.map((r) => ({ currency: r.currency, amount: Number(r.successful) }));
      return { pending, successful, total: rows.map((r) => ({ currency: r.currency, amount: Number(r.pending) + Number(r.successful) })) };
    });
  }

  async finalize(ctx: RequestContext, ref: string, sendNotification = true): Promise<PaymentRequestView> {
    return this.db.transaction(ctx, async (t) => {
      const request = await this.store.find(t, t.tx.em, ref, true);
      if (request.status !== 'draft') throw new DomainError('validation', 'Payment request has already been finalized', 'invalid_state');
      if (request.amount <= 0) throw new DomainError('validation', NOTHING_TO_PAY, 'missing_params', 'amount');
      const customer = await this.store.customerOf(t, t.tx.em, request);
      await this.issue(t, request, customer, sendNotification);
      return { request, customer };
    });
  }

  async update(ctx: RequestContext, ref: string, params: UpdatePaymentRequestParams): Promise<PaymentRequestView> {
    const lineItems = params.lineItems === undefined ? undefined : checkItems(params.lineItems, 'line_items');
    const tax = params.tax === undefined ? undefined : checkItems(params.tax, 'tax');
    const currency = params.currency === undefined ? undefined : merchantCurrency(ctx, params.currency);
    const description = optionalText(params.description, 'description', 1024);
    const metadata = checkMetadata(params.metadata);
    const dueDate = params.dueDate === undefined ? undefined : this.checkDueDate(ctx, params.dueDate);
    if (params.amount !== undefined) checkAmount(params.amount);
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const request = await this.store.find(t, em, ref, true);
      if (request.status === 'success') throw new DomainError('validation', 'A paid payment request cannot be changed', 'invalid_state');
      const customer =
        params.customer === undefined
          ? await this.store.customerOf(t, em, request)
          : await this.customers.get(t, requireText(params.customer, 'customer', 254));
      if (lineItems !== undefined) request.lineItems = lineItems;
      if (tax !== undefined) request.tax = tax;
      const items = request.lineItems ?? [];
      const taxes = request.tax ?? [];
      if (lineItems !== undefined || tax !== undefined) {
        if (items.length || taxes.length) request.amount = total(items, taxes);
        else if (params.amount === undefined) throw new DomainError('validation', NOTHING_TO_PAY, 'missing_params', 'amount');
      }
      if (params.amount !== undefined && !items.length && !taxes.length) request.amount = params.amount;
      if (request.amount > MAX_AMOUNT) throw invalid('amount', 'Transaction amount limit exceeded');
      if (request.amount < request.amountPaid) throw invalid('amount', 'The amount cannot be less than what has already been paid');
      if (request.status !== 'draft' && request.amount <= 0) throw new DomainError('validation', NOTHING_TO_PAY, 'missing_params', 'amount');
      if (currency !== undefined && currency !== request.currency) {
        if (request.amountPaid > 0) throw invalid('currency', 'The currency cannot change once a payment has been made');
        request.currency = currency;
      }
      if (description !== undefined) request.description = description;
      if (metadata !== undefined) request.metadata = metadata;
      if (dueDate !== undefined) request.dueDate = dueDate;
      request.customerId = customer.id;
      await this.store.save(t, request);
      await this.events.record(t, { type: 'paymentrequest.updated', resource: resourceOf(request), payload: presentPaymentRequestEvent(request) });
      if (params.sendNotification === true && request.status === 'pending') {
        await this.outbox.send(t, request, customer);
        await this.store.save(t, request);
      }
      return { request, customer };
    });
  }

  async archive(ctx: RequestContext, ref: string): Promise<PaymentRequestView> {
    return this.db.transaction(ctx, async (t) => {
      const request = await this.store.find(t, t.tx.em, ref, true);
      const customer = await this.store.customerOf(t, t.tx.em, request);
      if (request.archived) return { request, customer };
      request.archived = true;
      await this.store.save(t, request);
      await this.events.record(t, { type: 'paymentrequest.archived', resource: resourceOf(request), payload: presentPaymentRequestEvent(request) });
      return { request, customer };
    });
  }

  // Draft → pending (or created pending): the documented paymentrequest.pending event, and the
  // e-mail unless the merchant said not to.
  private async issue(t: TxContext, request: PaymentRequest, customer: Customer, notify: boolean): Promise<void> {
    request.status = 'pending';
    if (notify) await this.outbox.send(t, request, customer);
    await this.store.save(t, request);
    await this.events.record(t, { type: 'paymentrequest.pending', resource: resourceOf(request), payload: presentPaymentRequestEvent(request) });
  }

  // Invoice numbers per integration and mode, from a locked counter row.
  private async nextInvoiceNumber(t: TxContext, override: number | undefined): Promise<number> {
    const em = t.tx.em;
    const counter = await forUpdate(
      em.createQueryBuilder(InvoiceCounter, 'c').where('c.integration_id = :i AND c.domain = :d', { i: t.integration.id, d: t.domain }),
      this.db.dialect,
    ).getOne();
    const next = override ?? (counter?.lastNumber ?? 0) + 1;
    if (counter) await em.update(InvoiceCounter, { id: counter.id }, { lastNumber: next });
    else await em.insert(InvoiceCounter, { integrationId: t.integration.id, domain: t.domain, lastNumber: next });
    return next;
  }

  private checkDueDate(ctx: RequestContext, value: string | Date | null | undefined): Date | null {
    if (value === undefined || value === null || value === '') return null;
    const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00.000Z` : value.trim());
    if (Number.isNaN(date.getTime())) throw invalid('due_date', 'due_date must be an ISO 8601 date');
    // Today (on the integration's clock) is still allowed.
    const today = new Date(this.clock.now(ctx).toISOString().slice(0, 10) + 'T00:00:00.000Z');
    if (date.getTime() < today.getTime()) throw invalid('due_date', 'Due date cannot be in the past');
    return date;
  }

  private async filtered(ctx: RequestContext, em: EntityManager, filter: PaymentRequestFilter): Promise<SelectQueryBuilder<PaymentRequest>> {
    const qb = em.createQueryBuilder(PaymentRequest, 'p').where('p.integration_id = :i AND p.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (!filter.includeArchive) qb.andWhere('p.archived = :archived', { archived: false });
    if (filter.customer !== undefined && filter.customer !== '') {
      const ref = filter.customer.trim();
      let id: number | null = null;
      if (isNumericId(ref)) id = Number(ref);
      else {
        try {
          id = (await this.customers.get({ ...ctx, tx: ctx.tx ?? { em, afterCommit: [] } }, ref)).id;
        } catch (err) {
          if (!(err instanceof DomainError) || err.kind !== 'not_found') throw err;
        }
      }
      qb.andWhere('p.customer_id = :customer', { customer: id ?? 0 });
    }
    // Paystack documents `failed` as a filter value too; no Kobo request is ever in it.
    if (filter.status) qb.andWhere('p.status = :status', { status: oneOf(filter.status, [...PAYMENT_REQUEST_STATUSES, 'failed'], 'status') });
    if (filter.currency) qb.andWhere('p.currency = :currency', { currency: filter.currency.trim().toUpperCase() });
    if (filter.paid !== undefined) qb.andWhere('p.paid = :paid', { paid: filter.paid });
    const search = searchText(filter.search);
    if (search) {
      const own = anyColumnContains(['p.request_code', 'p.description'], search, 'kobo_q');
      const customers = this.customers.matchingIds(ctx, search);
      qb.andWhere(`(${own.sql} OR p.customer_id IN (${customers.sql}))`, { ...own.params, ...customers.params });
    }
    if (filter.from) qb.andWhere('p.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('p.created_at <= :to', { to: filter.to });
    return qb;
  }
}

function total(items: LineItem[], tax: LineItem[]): number {
  return [...items, ...tax].reduce((sum, item) => sum + item.amount * (item.quantity ?? 1), 0);
}

// Line items and taxes: arrays (or a JSON string of one) of {name, amount[, quantity]}, amounts in
// whole minor units, never negative.
export function checkItems(value: unknown, field: string): LineItem[] {
  if (value === undefined || value === null || value === '') return [];
  const parsed = valueOrJson(value, () => invalid(field, `${field} must be an array of {name, amount}`));
  if (!Array.isArray(parsed)) throw invalid(field, `${field} must be an array of {name, amount}`);
  if (parsed.length > 100) throw invalid(field, `${field} may hold at most 100 entries`);
  return parsed.map((raw: unknown, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(field, `${field}[${i}] must be an object with name and amount`);
    const item = raw as Record<string, unknown>;
    const name = typeof item.name === 'string' ? optionalText(item.name, `${field}[${i}].name`, 255) : null;
    if (!name) throw invalid(field, `${field}[${i}].name is required`);
    const amount = typeof item.amount === 'string' && /^-?\d{1,15}$/.test(item.amount.trim()) ? Number(item.amount) : item.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) throw invalid(field, `${field}[${i}].amount must be an integer`);
    if (amount < 0) throw invalid(field, `${field}[${i}].amount cannot be negative`);
    if (amount > MAX_AMOUNT) throw invalid(field, 'Transaction amount limit exceeded');
    const out: LineItem = { name, amount };
    if (item.quantity !== undefined && item.quantity !== null) {
      const q = typeof item.quantity === 'string' && /^\d{1,6}$/.test(item.quantity) ? Number(item.quantity) : item.quantity;
      if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q > 100_000) throw invalid(field, `${field}[${i}].quantity must be a whole number from 1`);
      out.quantity = q;
    }
    return out;
  });
}
