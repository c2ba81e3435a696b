import type { EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { newCode, newRequestId } from '../../core/ids';
import { lazyChild, type Logger } from '../../core/logger';
import type { Tx, TxContext } from '../../core/request-context';
import { periodDate } from '../../core/schedule';
import { Hydrator, InsertStatement, KeyedSelect, UpdateStatement } from '../../db/statements';
import type { EventRecorder } from '../../events/outbox';
import { Authorization } from '../authorizations/authorization.entity';
import { Customer } from '../customers/customer.entity';
import { Plan } from '../plans/plan.entity';
import { presentPlanObject } from '../plans/plan.presenter';
import type { ChargeService } from '../transactions/charge.service';
import type { PaymentRecords } from '../transactions/payment-records.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import { Subscription, SubscriptionInvoice } from './subscription.entity';
import { presentInvoiceEvent, presentSubscription, presentSubscriptionSummary, type InvoiceCharge, type SubscriptionView } from './subscription.presenter';
import { INVOICE_NOTICE_MS } from './subscription.service';
import { assertSubscriptionTransition, RENEWING, type SubscriptionStatus } from './subscription.state';

// The name a renewal's charge goes by (ChargeCaller): success hooks know it is not a first payment.
export const RENEWAL_CALLER = 'subscription_renewal';

// What a renewal writes to the subscription row.
const RENEWAL_COLUMNS = ['status', 'paymentsCount', 'period', 'nextPaymentAt', 'openInvoice', 'dueMs', 'leaseUntilMs', 'updatedAt'] as const;

// Renewals driven by the clock: renew() is the handler of the DueWorkRunner in subscription.module.ts.
export class RenewalService {
  private insertInvoice?: InsertStatement<SubscriptionInvoice>;

  constructor(
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly charges: ChargeService,
    private readonly payments: PaymentRecords,
  ) {}

  // One due subscription, in the runner's transaction. One read brings the subscription with its
  // plan, customer, authorization and integration clock (a snapshot read, no locks on shared plan
  // or integration rows); the row is then moved on by an UPDATE guarded on the period and status
  // it was read with, so if another node renewed it meanwhile the guard finds 0 rows and everything
  // here rolls back (the period's charge reference is unique too). Each call does what is due now:
  // cancel a non-renewing one at period end, send the invoice notice, or charge the period. A crash
  // rolls the whole step back. Returns true: the lease is cleared by that same UPDATE.
  async renew(tx: Tx, id: number, log: Logger): Promise<boolean> {
    const em = tx.em;
    const h = this.renewalRead(em);
    const [raw] = await h.select.rows(em, id);
    if (!raw) return false;
    const row = h.s.hydrate(raw)!;
    if (row.dueMs === null || !RENEWING.includes(row.status)) return false;
    const requestId = newRequestId();
    const t: TxContext = {
      requestId,
      integration: { id: row.integrationId, testClockOffsetMs: Number(raw.clock_offset ?? 0) },
      domain: row.domain,
      // Made only if something logs, as a request's: a pino child per item was ~4 % of a bulk run's
      // allocations.
      log: lazyChild(log, () => ({ req_id: requestId, integration: row.integrationId })),
      tx,
    };
    const nowMs = this.clock.now(t).getTime();
    if (row.dueMs > nowMs) return false;
    const view: SubscriptionView = { subscription: row, plan: h.p.hydrate(raw)!, customer: h.c.hydrate(raw)!, authorization: h.a.hydrate(raw) };
    // The period's invoice, if its notice went out.
    const noticed = row.openInvoice ? h.i.hydrate(raw) : null;
    const due = row.nextPaymentAt!.getTime();
    if (row.status === 'non-renewing') {
      if (nowMs >= due) await this.advance(t, view, { status: 'cancelled', dueMs: null, nextPaymentAt: null, openInvoice: null }, ['subscription.disable']);
      else await this.advance(t, view, { dueMs: due });
      return true;
    }
    if (nowMs < due) {
      // The notice, three days ahead.
      if (row.openInvoice) await this.advance(t, view, { dueMs: due });
      else {
        const invoice = this.newInvoice(t, view, due);
        await this.invoiceInsert(em).insert(em, invoice);
        await this.events.record(t, { type: 'invoice.create', resource: `subscription:${row.id}`, payload: presentInvoiceEvent(view, invoice, null) });
        await this.advance(t, view, { openInvoice: invoice.invoiceCode, dueMs: due });
      }
      return true;
    }
    await this.chargePeriod(t, view, due, noticed);
    return true;
  }

  private renewalRead(em: EntityManager) {
    if (!this.renewalHydrators) {
      const s = new Hydrator(em.connection, Subscription, 's');
      const p = new Hydrator(em.connection, Plan, 'p');
      const c = new Hydrator(em.connection, Customer, 'c');
      const a = new Hydrator(em.connection, Authorization, 'a');
      const i = new Hydrator(em.connection, SubscriptionInvoice, 'si');
      const sql = `SELECT ${s.select}, ${p.select}, ${c.select}, ${a.select}, ${i.select}, g.test_clock_offset_ms AS clock_offset FROM subscriptions s
        INNER JOIN plans p ON p.id = s.plan_id INNER JOIN customers c ON c.id = s.customer_id
        LEFT JOIN authorizations a ON a.id = s.authorization_id INNER JOIN integrations g ON g.id = s.integration_id
        LEFT JOIN subscription_invoices si ON si.subscription_id = s.id AND si.period = s.period`;
      this.renewalHydrators = { s, p, c, a, i, select: new KeyedSelect(sql, 's.id', s.nameOf('id')) };
    }
    return this.renewalHydrators;
  }

  private renewalHydrators?: {
    s: Hydrator<Subscription>;
    p: Hydrator<Plan>;
    c: Hydrator<Customer>;
    a: Hydrator<Authorization>;
    i: Hydrator<SubscriptionInvoice>;
    select: KeyedSelect;
  };

  private newInvoice(t: TxContext, view: SubscriptionView, due: number): SubscriptionInvoice {
    const s = view.subscription;
    const now = this.clock.now(t);
    return Object.assign(new SubscriptionInvoice(), {
      integrationId: s.integrationId,
      domain: s.domain,
      subscriptionId: s.id,
      period: s.period,
      invoiceCode: newCode('INV'),
      amount: s.amount,
      currency: view.plan.currency,
      status: 'pending',
      paid: false,
      description: null,
      transactionId: null,
      periodStart: new Date(due),
      periodEnd: periodDate(s.anchorAt, view.plan.interval, s.period + 1),
      paidAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  private invoiceInsert(em: EntityManager): InsertStatement<SubscriptionInvoice> {
    this.insertInvoice ??= new InsertStatement(em.connection, SubscriptionInvoice);
    return this.insertInvoice;
  }

  // Charges the period on the saved authorization through the charge_authorization path (a real
  // transaction: fees, ledger, charge.success). The reference names the subscription and period,
  // so the unique reference index is a second guard against charging a period twice.
  private async chargePeriod(t: TxContext, view: SubscriptionView, due: number, noticed: SubscriptionInvoice | null): Promise<void> {
    const s = view.subscription;
    const em = t.tx.em;
    const now = this.clock.now(t);
    // The notice went out earlier (the usual case) or goes out now, with the outcome.
    const invoice = noticed ?? this.newInvoice(t, view, due);
    let tv: TransactionView | null = null;
    let failure: string | null = null;
    if (!view.authorization) failure = 'No authorization to charge';
    else {
      try {
        // The subscription's amount, whatever the plan's price rule would say (a plan's new amount
        // reaches it through followPlanAmount); charge.success names the plan and subscription.
        const caller = {
          name: RENEWAL_CALLER,
          amount: s.amount,
          currency: view.plan.currency,
          successFields: { plan_object: presentPlanObject(view.plan), subscription: presentSubscriptionSummary(view) },
        };
        tv = await this.charges.chargeAuthorization(
          t,
          {
            authorizationCode: view.authorization.authorizationCode,
            email: view.customer.email,
            amount: s.amount,
            currency: view.plan.currency,
            reference: `${s.subscriptionCode.replace('_', '-')}-${s.period}`,
            plan: view.plan.planCode,
            metadata: { subscription_code: s.subscriptionCode, invoice_code: invoice.invoiceCode },
          },
          caller,
          // Read with the subscription; used when it is the authorization's own customer.
          { authorization: view.authorization, customer: view.customer },
        );
        if (tv.transaction.status !== 'success') failure = tv.transaction.gatewayResponse ?? 'Declined';
      } catch (err) {
        // The authorization was deactivated or is no longer the customer's, or the merchant used
        // the period's reference for a charge of their own: nothing was written, the period fails.
        if (this.payments.isDuplicateReference(err)) failure = 'Duplicate Transaction Reference';
        else if (!(err instanceof DomainError) || err.kind !== 'validation') throw err;
        else failure = err.message;
      }
    }
    const paid = failure === null;
    Object.assign(invoice, {
      amount: s.amount,
      status: paid ? 'success' : 'failed',
      paid,
      paidAt: paid ? now : null,
      description: failure,
      transactionId: tv?.transaction.id ?? null,
      updatedAt: now,
    });
    if (noticed) {
      this.invoiceUpdate ??= new UpdateStatement(
        em.connection,
        SubscriptionInvoice,
        ['amount', 'status', 'paid', 'paidAt', 'description', 'transactionId', 'updatedAt'],
        ['id'],
      );
      await this.invoiceUpdate.run(em, invoice, invoice);
    } else await this.invoiceInsert(em).insert(em, invoice);
    const paymentsCount = s.paymentsCount + (paid ? 1 : 0);
    const period = s.period + 1;
    const done = paid && s.invoiceLimit > 0 && paymentsCount >= s.invoiceLimit;
    const next = periodDate(s.anchorAt, view.plan.interval, period);
    const status: SubscriptionStatus = done ? 'complete' : paid ? 'active' : 'attention';
    const transaction: InvoiceCharge | null = tv
      ? { reference: tv.transaction.reference, status: tv.transaction.status, amount: tv.transaction.amount, currency: tv.transaction.currency }
      : null;
    const events: string[] = [];
    if (!noticed) events.push('invoice.create');
    if (!paid) events.push('invoice.payment_failed');
    events.push('invoice.update');
    if (status !== s.status) events.push(done ? 'subscription.disable' : 'subscription.updated');
    await this.advance(
      t,
      view,
      done
        ? { status, paymentsCount, period, nextPaymentAt: null, openInvoice: null, dueMs: null }
        : { status, paymentsCount, period, nextPaymentAt: next, openInvoice: null, dueMs: next.getTime() - INVOICE_NOTICE_MS },
      events,
      { invoice, transaction },
    );
  }

  // The renewal's one write to the subscription: guarded on the period and status it was read
  // with, clearing the runner's lease; then its events in one INSERT.
  private async advance(
    t: TxContext,
    view: SubscriptionView,
    changes: Partial<Subscription>,
    events: string[] = [],
    invoiced?: { invoice: SubscriptionInvoice; transaction: InvoiceCharge | null },
  ): Promise<void> {
    const row = view.subscription;
    if (changes.status && changes.status !== row.status) assertSubscriptionTransition(row.status, changes.status);
    const next = { ...row, ...changes, leaseUntilMs: null, updatedAt: this.clock.now(t) };
    // Guarded on what the renewal charged too: the read above is a snapshot, and a card swap or a
    // plan's new amount committed meanwhile would otherwise let the old card or amount through.
    this.renewalUpdate ??= new UpdateStatement(t.tx.em.connection, Subscription, RENEWAL_COLUMNS, ['id', 'period', 'status', 'authorizationId', 'amount']);
    if ((await this.renewalUpdate.run(t.tx.em, next, row)) !== 1)
      throw new DomainError('conflict', 'The subscription was renewed by another node', 'concurrent_update');
    Object.assign(row, next);
    // One payload object per kind, shared by the events that carry it (invoice.create and
    // invoice.update of one renewal): presented once and, in the INSERT, serialised once.
    let invoicePayload: Record<string, unknown> | undefined;
    let subscriptionPayload: Record<string, unknown> | undefined;
    await this.events.recordMany(
      t,
      events.map((type) => ({
        type,
        resource: `subscription:${row.id}`,
        payload:
          type.startsWith('invoice.') && invoiced
            ? (invoicePayload ??= presentInvoiceEvent(view, invoiced.invoice, invoiced.transaction))
            : (subscriptionPayload ??= presentSubscription(view)),
      })),
    );
  }

  private renewalUpdate?: UpdateStatement<Subscription>;
  private invoiceUpdate?: UpdateStatement<SubscriptionInvoice>;
}
