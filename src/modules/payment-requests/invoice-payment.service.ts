import { In } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing } from '../../core/errors';
import { checkAmount } from '../../core/money';
import type { CallerBase, RequestContext, TxContext } from '../../core/request-context';
import { oneOf, optionalText, requireText } from '../../core/validate';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { IntegrationService } from '../integrations/integration.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { TransactionService } from '../transactions/transaction.service';
import type { PaymentRecords } from '../transactions/payment-records.service';
import { PaymentRequest, PaymentRequestPayment } from './payment-request.entity';
import { presentPaymentRequestEvent } from './payment-request.presenter';
import { invoiceNotFound, REQUEST_CODE, resourceOf, type PaymentRequestStore, type PaymentRequestView } from './payment-request.store';

export interface MarkAsPaidParams {
  amountPaid?: number;
  paidBy?: string;
  paymentDate?: string;
  paymentMethod?: string;
  note?: string | null;
}

export const PAYMENT_METHODS = ['Cash', 'POS', 'Cheque', 'Bank Transfer', 'Other'] as const;

// Paying a payment request: online through the hosted invoice page and the checkout (the
// transaction success hook applies the payment), offline by marking it paid; and reading the
// payments back.
export class InvoicePaymentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly store: PaymentRequestStore,
    private readonly transactions: TransactionService,
    private readonly paymentRecords: PaymentRecords,
    private readonly integrations: IntegrationService,
  ) {}

  // Transactions paid towards each request (GraphQL loaders and the fetch reply).
  async paymentsOf(ctx: RequestContext, requestIds: readonly number[]): Promise<PaymentRequestPayment[]> {
    if (!requestIds.length) return [];
    return this.db.read(ctx, (em) =>
      em.find(PaymentRequestPayment, {
        where: { integrationId: ctx.integration.id, domain: ctx.domain, paymentRequestId: In([...requestIds]) },
        order: { id: 'ASC' },
      }),
    );
  }

  // The transactions that paid towards some requests, oldest first.
  async transactionsOf(ctx: RequestContext, requestIds: readonly number[]): Promise<Map<number, TransactionView[]>> {
    const payments = (await this.paymentsOf(ctx, requestIds)).filter((p) => p.transactionId !== null);
    const out = new Map<number, TransactionView[]>(requestIds.map((id) => [id, []]));
    if (!payments.length) return out;
    const views = await this.db.read(ctx, (em) =>
      this.paymentRecords.viewsByIds(
        ctx,
        em,
        payments.map((p) => p.transactionId!),
      ),
    );
    const byId = new Map(views.map((v) => [v.transaction.id, v]));
    for (const p of payments) {
      const v = byId.get(p.transactionId!);
      if (v) out.get(p.paymentRequestId)?.push(v);
    }
    return out;
  }

  // An offline payment (cash, POS, …): recorded against the invoice, no money moves through Kobo,
  // so no ledger entry.
  async markAsPaid(ctx: RequestContext, ref: string, params: MarkAsPaidParams): Promise<PaymentRequestView> {
    if (params.amountPaid === undefined) throw missing('amount_paid', 'amount_paid is required');
    checkAmount(params.amountPaid, 'amount_paid');
    const paidBy = requireText(params.paidBy, 'paid_by', 255);
    if (!params.paymentDate?.trim()) throw missing('payment_date', 'payment_date is required');
    // A date as ISO 8601 writes it (2026-11-24, or with a time): a bare number would be read as a
    // year (-5000) or an epoch, and stored as a payment date nobody meant.
    const given = params.paymentDate.trim();
    const paymentDate = new Date(/^\d{4}-\d{2}-\d{2}$/.test(given) ? `${given}T00:00:00.000Z` : given);
    if (!/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(given) || Number.isNaN(paymentDate.getTime())) {
      throw invalid('payment_date', 'payment_date must be a date (YYYY-MM-DD or an ISO 8601 date and time)');
    }
    if (!params.paymentMethod?.trim()) throw missing('payment_method', 'payment_method is required');
    const method = oneOf(params.paymentMethod.trim(), PAYMENT_METHODS, 'payment_method');
    const note = optionalText(params.note, 'note', 1024) ?? null;
    return this.db.transaction(ctx, async (t) => {
      const request = await this.store.find(t, t.tx.em, ref, true);
      const customer = await this.store.customerOf(t, t.tx.em, request);
      this.assertPayable(request, params.amountPaid!);
      Object.assign(request, { paymentMethod: method, paidBy, note });
      await this.applyPayment(t, request, { amount: params.amountPaid!, transactionId: null, kind: 'offline', at: paymentDate });
      return { request, customer };
    });
  }

  // The hosted invoice page: starts a checkout payment of `amount` (default: all that remains).
  // The transaction carries the request code; the success hook applies it.
  async startPayment(
    base: CallerBase,
    code: string,
    amount: number | undefined,
    callbackUrl: string | null,
  ): Promise<{ accessCode: string; reference: string }> {
    const ctx = await this.store.contextForCode(base, code);
    return this.db.transaction(ctx, async (t) => {
      const request = await this.payable(t, code);
      const pending = request.amount - request.amountPaid;
      const pay = amount ?? pending;
      this.assertPayable(request, pay);
      const customer = await this.store.customerOf(t, t.tx.em, request);
      const result = await this.transactions.initialize(t, {
        amount: pay,
        email: customer.email,
        currency: request.currency,
        callbackUrl: callbackUrl ?? undefined,
        metadata: { payment_request: request.requestCode, ...(request.invoiceNumber !== null ? { invoice_number: request.invoiceNumber } : {}) },
        splitCode: request.splitCode ?? undefined,
      });
      return { accessCode: result.accessCode, reference: result.reference };
    });
  }

  // The hosted invoice page's view: archived and draft requests are not shown.
  async forPage(base: CallerBase, code: string): Promise<{ view: PaymentRequestView; integrationName: string; ctx: RequestContext }> {
    const ctx = await this.store.contextForCode(base, code);
    const view = await this.db.read(ctx, async (em) => {
      const request = await em.findOneBy(PaymentRequest, { integrationId: ctx.integration.id, domain: ctx.domain, requestCode: code, archived: false });
      if (!request || request.status === 'draft') throw invoiceNotFound();
      return { request, customer: await this.store.customerOf(ctx, em, request) };
    });
    // Read after the page's own read, never inside it: SQLite's one connection is held until it ends.
    return { ctx, view, integrationName: await this.integrations.businessName(ctx) };
  }

  // A payment's success hook: a successful transaction started for a payment request pays
  // towards it, in the same DB transaction. More than what remains (two checkouts raced) is
  // refused, which rolls the charge back: an invoice is never overpaid.
  async onTransactionSuccess(t: TxContext, view: TransactionView): Promise<Record<string, unknown> | void> {
    const code = view.transaction.metadata?.payment_request;
    if (typeof code !== 'string' || !REQUEST_CODE.test(code)) return;
    const request = await this.store.lockByCode(t, code);
    if (!request) return;
    if (request.currency !== view.transaction.currency)
      throw new DomainError('validation', 'This payment is in another currency than the invoice', 'invalid_currency');
    const pending = request.amount - request.amountPaid;
    if (request.status !== 'pending' || view.transaction.amount > pending) {
      // Shown on the checkout page: the charge does not go through, and nothing was taken.
      throw new DomainError(
        'validation',
        pending <= 0 || request.status === 'success'
          ? 'This invoice has already been paid in full'
          : `This payment is more than the ${pending} still due on the invoice`,
        'invoice_overpayment',
      );
    }
    await this.applyPayment(t, request, { amount: view.transaction.amount, transactionId: view.transaction.id, kind: 'online', at: this.clock.now(t) });
  }

  private assertPayable(request: PaymentRequest, amount: number): void {
    if (request.status === 'draft') throw new DomainError('validation', 'This payment request is a draft and cannot be paid yet', 'invalid_state');
    if (request.status === 'success') throw new DomainError('validation', 'This payment request has already been paid', 'invalid_state');
    const pending = request.amount - request.amountPaid;
    if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid('amount', 'You must specify a valid amount');
    if (amount > pending) throw new DomainError('validation', `Amount cannot be more than the pending amount of ${pending}`, 'invalid_amount', 'amount');
  }

  private async applyPayment(
    t: TxContext,
    request: PaymentRequest,
    payment: { amount: number; transactionId: number | null; kind: 'online' | 'offline'; at: Date },
  ): Promise<void> {
    const em = t.tx.em;
    await em.insert(PaymentRequestPayment, {
      integrationId: t.integration.id,
      domain: t.domain,
      paymentRequestId: request.id,
      transactionId: payment.transactionId,
      amount: payment.amount,
      currency: request.currency,
      kind: payment.kind,
      createdAt: this.clock.now(t),
    });
    request.amountPaid += payment.amount;
    const full = request.amountPaid >= request.amount;
    if (full) Object.assign(request, { status: 'success', paid: true, paidAt: payment.at });
    await this.store.save(t, request);
    await this.events.record(t, {
      type: 'paymentrequest.payment',
      resource: resourceOf(request),
      payload: {
        request_code: request.requestCode,
        amount: payment.amount,
        kind: payment.kind,
        transaction: payment.transactionId,
        pending_amount: request.amount - request.amountPaid,
      },
    });
    if (full) await this.events.record(t, { type: 'paymentrequest.success', resource: resourceOf(request), payload: presentPaymentRequestEvent(request) });
  }

  private async payable(t: TxContext, code: string): Promise<PaymentRequest> {
    const request = await this.store.lockByCode(t, code);
    if (!request || request.archived) throw invoiceNotFound();
    return request;
  }
}
