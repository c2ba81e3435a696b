import { createHmac, timingSafeEqual } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { newCode, newRequestId, randomString } from '../../core/ids';
import type { Logger } from '../../core/logger';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, Tx, TxContext } from '../../core/request-context';
import { firstPeriodAfter, periodDate } from '../../core/schedule';
import { forUpdate } from '../../db/dialect';
import { Hydrator, InsertStatement, KeyedSelect, moveGuarded, UpdateStatement } from '../../db/statements';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import type { ServerSecrets } from '../../db/server-secret';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Authorization } from '../authorizations/authorization.entity';
import { Customer } from '../customers/customer.entity';
import type { CustomerService } from '../customers/customer.service';
import { Plan } from '../plans/plan.entity';
import { presentPlanObject } from '../plans/plan.presenter';
import { planNotFound, type PlanService } from '../plans/plan.service';
import type { ChargeService } from '../transactions/charge.service';
import { TRANSACTION_REFERENCE_INDEX } from '../transactions/transaction.entity';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { TransactionService } from '../transactions/transaction.service';
import type { OptionCheckInput } from '../transactions/transaction.store';
import { Subscription, SubscriptionInvoice } from './subscription.entity';
import { presentInvoiceEvent, type InvoiceCharge, presentSubscription, presentSubscriptionCreated, type SubscriptionView } from './subscription.presenter';
import { assertSubscriptionTransition, RENEWING, type SubscriptionStatus } from './subscription.state';

export interface CreateSubscriptionParams {
  customer?: string;
  plan?: string;
  authorization?: string;
  startDate?: Date;
}

export interface SubscriptionFilter {
  customer?: number;
  plan?: number;
}

// invoice.create goes out this long before each charge.
export const INVOICE_NOTICE_MS = 3 * 86_400_000;
// What the card-update page charges to save a new card (minor units).
export const CARD_UPDATE_AMOUNT = 5_000;
const MANAGE_LINK_TTL_MS = 24 * 3_600_000;
const CARD_UPDATE_KEY = 'kobo_subscription_update';

const subscriptionNotFound = (): DomainError => notFound('Subscription not found', 'subscription_not_found');
const invalidCode = (): DomainError => notFound('That subscription code is invalid', 'subscription_not_found');
const wrongToken = (): DomainError => new DomainError('validation', 'The token does not match this subscription', 'invalid_token', 'token');

// What a renewal's charge carries into the success hook of the same DB transaction.
interface Renewal {
  view: SubscriptionView;
  invoice: SubscriptionInvoice;
}

// Subscriptions: creating (by API, or by paying with a plan), reading, enabling and disabling with
// the email token, the card-update page, and renewals driven by the clock (renew(), run by the
// DueWorkRunner in subscription.module.ts).
export class SubscriptionService {
  // Renewals in flight, by their DB transaction: the charge path's hooks recognise them.
  private readonly renewals = new WeakMap<Tx, Renewal>();
  private insertSubscription?: InsertStatement<Subscription>;
  private insertInvoice?: InsertStatement<SubscriptionInvoice>;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly plans: PlanService,
    private readonly customers: CustomerService,
    private readonly charges: ChargeService,
    private readonly transactions: TransactionService,
    private readonly secrets: ServerSecrets,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {}

  // ---- REST / GraphQL use cases ----

  // POST /subscription: the customer (email or code) must have a reusable authorization; the given
  // one, else their most recent. Without start_date the first charge is one interval from now.
  async create(ctx: RequestContext, params: CreateSubscriptionParams): Promise<SubscriptionView> {
    const customerRef = params.customer?.trim();
    if (!customerRef) throw missing('customer', 'Customer is required');
    const planRef = params.plan?.trim();
    if (!planRef) throw missing('plan', 'Plan is required');
    if (!/^(PLN_[A-Za-z0-9]{1,60}|\d{1,15})$/.test(planRef)) throw planNotFound();
    if (!/^CUS_[A-Za-z0-9]{1,60}$/.test(customerRef) && !customerRef.includes('@')) throw customerNotFound();
    const authCode = params.authorization?.trim() || undefined;
    if (authCode !== undefined && !/^AUTH_[A-Za-z0-9]{1,60}$/.test(authCode)) throw invalid('authorization', 'Invalid Authorization Code');
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const now = this.clock.now(t);
      if (params.startDate && params.startDate.getTime() <= now.getTime()) throw invalid('start_date', 'start_date must be in the future');
      const customer = await this.findCustomer(t, em, customerRef);
      const plan = await this.plans.get(t, planRef);
      const scope = { integrationId: t.integration.id, domain: t.domain, customerId: customer.id, active: true, reusable: true };
      const authorization = authCode
        ? await em.findOneBy(Authorization, { ...scope, authorizationCode: authCode })
        : await em.findOne(Authorization, { where: scope, order: { id: 'DESC' } });
      if (!authorization) {
        if (authCode) throw invalid('authorization', 'Invalid Authorization Code');
        throw new DomainError('validation', 'The customer specified has no saved authorizations', 'no_authorization', 'customer');
      }
      const anchor = params.startDate ?? now;
      return this.insert(t, { plan, customer, authorization, quantity: 1, invoiceLimit: plan.invoiceLimit, anchor, period: params.startDate ? 0 : 1, paymentsCount: 0 });
    });
  }

  async list(ctx: RequestContext, page: PageRequest, filter: SubscriptionFilter = {}): Promise<Page<Subscription>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: SubscriptionFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  async listViews(ctx: RequestContext, page: PageRequest, filter: SubscriptionFilter = {}): Promise<Page<SubscriptionView>> {
    return this.db.read(ctx, async (em) => {
      const rows = await paginate(this.filtered(ctx, em, filter), page);
      return { ...rows, items: await this.views(ctx, em, rows.items) };
    });
  }

  async get(ctx: RequestContext, ref: string): Promise<{ view: SubscriptionView; invoices: SubscriptionInvoice[] }> {
    return this.db.read(ctx, async (em) => {
      const row = await this.find(ctx, em, ref);
      const [view] = await this.views(ctx, em, [row]);
      const invoices = await em.find(SubscriptionInvoice, { where: { subscriptionId: row.id }, order: { period: 'DESC' } });
      return { view: view!, invoices };
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Subscription[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Subscription, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // Invoices of many subscriptions at once (GraphQL loader), newest first.
  async invoicesOf(ctx: RequestContext, subscriptionIds: readonly number[]): Promise<SubscriptionInvoice[]> {
    if (!subscriptionIds.length) return [];
    return this.db.read(ctx, (em) =>
      em.find(SubscriptionInvoice, { where: { integrationId: ctx.integration.id, domain: ctx.domain, subscriptionId: In([...subscriptionIds]) }, order: { period: 'DESC' } }),
    );
  }

  // POST /subscription/disable: the rest of the paid period runs out (non-renewing), then the
  // renewal runner cancels it at next_payment_date.
  async disable(ctx: RequestContext, code: string | undefined, token: string | undefined): Promise<SubscriptionView> {
    return this.withToken(ctx, code, token, async (t, row) => {
      if (row.status === 'non-renewing') return row;
      if (row.status === 'complete' || row.status === 'cancelled') throw new DomainError('validation', `This subscription is already ${row.status}`, 'invalid_state');
      return this.move(t, row, 'non-renewing', { dueMs: row.nextPaymentAt!.getTime() }, 'subscription.not_renew');
    });
  }

  // POST /subscription/enable: a non-renewing subscription renews again; a cancelled one restarts at
  // its next period date after now.
  async enable(ctx: RequestContext, code: string | undefined, token: string | undefined): Promise<SubscriptionView> {
    return this.withToken(ctx, code, token, async (t, row, plan) => {
      if (row.status === 'active' || row.status === 'attention') return row;
      if (row.status === 'complete') throw new DomainError('validation', 'This subscription is complete and cannot be enabled', 'invalid_state');
      let changes: Partial<Subscription> = {};
      if (row.status === 'cancelled') {
        const period = firstPeriodAfter(row.anchorAt, plan.interval, this.clock.now(t), row.period);
        changes = { period, nextPaymentAt: periodDate(row.anchorAt, plan.interval, period), openInvoice: null };
      }
      const next = (changes.nextPaymentAt ?? row.nextPaymentAt)!.getTime();
      const opened = (changes.openInvoice === undefined ? row.openInvoice : changes.openInvoice) !== null;
      return this.move(t, row, 'active', { ...changes, dueMs: opened ? next : next - INVOICE_NOTICE_MS }, 'subscription.enable');
    });
  }

  // GET /subscription/:code/manage/link: a signed link to the page where the customer updates the card.
  async manageLink(ctx: RequestContext, code: string): Promise<string> {
    const row = await this.db.read(ctx, (em) => this.findByCode(ctx, em, code));
    const expires = this.clock.real().getTime() + MANAGE_LINK_TTL_MS;
    return `${this.publicUrl}/subscription/manage/${row.subscriptionCode}?token=${expires}.${await this.sign(row, expires)}`;
  }

  // POST /subscription/:code/manage/email: Kobo sends no e-mail; the request is recorded as an
  // event (with the link it would carry) for the dashboard and tests to see.
  async manageEmail(ctx: RequestContext, code: string): Promise<void> {
    const link = await this.manageLink(ctx, code);
    await this.db.transaction(ctx, async (t) => {
      const row = await this.findByCode(t, t.tx.em, code);
      const customer = await t.tx.em.findOneByOrFail(Customer, { id: row.customerId });
      await this.events.record(t, { type: 'subscription.manage_email', resource: `subscription:${row.id}`, payload: { subscription_code: row.subscriptionCode, email: customer.email, link } });
    });
  }

  // ---- the hosted card-update page (signed link, no API key) ----

  async manageView(code: string, token: string | undefined): Promise<{ ctx: RequestContext; view: SubscriptionView }> {
    const ctx = await this.contextForLink(code, token);
    const { view } = await this.get(ctx, code);
    return { ctx, view };
  }

  // Starts a checkout for a small amount whose success replaces the subscription's card.
  async startCardUpdate(code: string, token: string | undefined): Promise<string> {
    const { ctx, view } = await this.manageView(code, token);
    if (view.subscription.status === 'complete' || view.subscription.status === 'cancelled') {
      throw new DomainError('validation', `This subscription is ${view.subscription.status}`, 'invalid_state');
    }
    const result = await this.transactions.initialize(ctx, {
      amount: CARD_UPDATE_AMOUNT,
      currency: view.plan.currency,
      email: view.customer.email,
      channels: ['card'],
      metadata: { [CARD_UPDATE_KEY]: view.subscription.subscriptionCode },
    });
    return result.authorizationUrl;
  }

  // ---- hooks on the transactions slice ----

  // initialize / charge / charge_authorization with `plan`: the plan's amount × quantity, in its currency.
  async checkPlanOption(t: TxContext, input: OptionCheckInput): Promise<{ amount: number; currency: string } | void> {
    const code = input.options.planCode;
    if (!code) return;
    const renewal = this.renewals.get(t.tx);
    if (renewal) return { amount: renewal.view.subscription.amount, currency: renewal.view.plan.currency };
    const plan = await this.plans.byCode(t, t.tx.em, code);
    if (!plan) throw planNotFound();
    const quantity = quantityOf(input.options.quantity);
    return { amount: plan.amount * quantity, currency: plan.currency };
  }

  // A successful charge: a renewal adds its plan and subscription to charge.success; a first
  // payment with a plan creates the subscription; a card-update payment swaps the card.
  async onChargeSuccess(t: TxContext, tv: TransactionView): Promise<Record<string, unknown> | void> {
    const renewal = this.renewals.get(t.tx);
    const tr = tv.transaction;
    if (renewal) return { plan_object: presentPlanObject(renewal.view.plan), subscription: subscriptionSummary(renewal.view) };
    const updating = tr.metadata?.[CARD_UPDATE_KEY];
    if (typeof updating === 'string' && (await this.cardUpdate(t, updating, tv))) return;
    if (!tr.planCode) return;
    const plan = await this.plans.byCode(t, t.tx.em, tr.planCode);
    if (!plan) return;
    if (!tv.authorization?.reusable) {
      t.log.warn({ reference: tr.reference }, 'plan payment without a reusable authorization: no subscription created');
      return { plan_object: presentPlanObject(plan) };
    }
    const now = this.clock.now(t);
    const view = await this.insert(t, {
      plan,
      customer: tv.customer,
      authorization: tv.authorization,
      quantity: quantityOf(tr.quantity === null ? undefined : tr.quantity),
      invoiceLimit: tr.invoiceLimit ?? plan.invoiceLimit,
      anchor: now,
      period: 1,
      paymentsCount: 1,
      paid: { transactionId: tr.id, amount: tr.amount },
    });
    return { plan_object: presentPlanObject(plan), subscription: subscriptionSummary(view) };
  }

  // PUT /plan with a new amount: subscriptions still to be charged charge it from their next charge.
  async followPlanAmount(t: TxContext, plan: Plan): Promise<number> {
    const result = await t.tx.em
      .createQueryBuilder()
      .update(Subscription)
      .set({ amount: () => `${Number(plan.amount)} * quantity`, updatedAt: this.clock.now(t) })
      .where('integration_id = :integration AND domain = :domain AND plan_id = :plan AND status IN (:...statuses)', {
        integration: t.integration.id,
        domain: t.domain,
        plan: plan.id,
        statuses: [...RENEWING],
      })
      .execute();
    return result.affected ?? 0;
  }

  // Plan list and fetch replies carry their subscriptions.
  async subscriptionsOfPlans(ctx: RequestContext, em: EntityManager, planIds: number[]): Promise<Map<number, unknown[]>> {
    const rows = await em.find(Subscription, { where: { integrationId: ctx.integration.id, domain: ctx.domain, planId: In(planIds) }, order: { id: 'DESC' }, take: 1000 });
    const out = new Map<number, unknown[]>();
    for (const v of await this.views(ctx, em, rows)) {
      const list = out.get(v.plan.id) ?? [];
      list.push(presentSubscriptionCreated(v));
      out.set(v.plan.id, list);
    }
    return out;
  }

  async subscriptionsOfCustomer(ctx: RequestContext, em: EntityManager, customer: Customer): Promise<{ subscriptions: unknown[] }> {
    const rows = await em.find(Subscription, { where: { integrationId: ctx.integration.id, domain: ctx.domain, customerId: customer.id }, order: { id: 'DESC' }, take: 100 });
    return { subscriptions: (await this.views(ctx, em, rows)).map(presentSubscriptionCreated) };
  }

  // ---- renewals (DueWorkRunner handler) ----

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
      log: log.child({ req_id: requestId, integration: row.integrationId }),
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
      this.renewalHydrators = { s, p, c, a, i, select: new KeyedSelect(sql, 's.id', 's__id') };
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
      this.renewals.set(t.tx, { view, invoice });
      try {
        tv = await this.charges.chargeAuthorization(t, {
          authorizationCode: view.authorization.authorizationCode,
          email: view.customer.email,
          amount: s.amount,
          currency: view.plan.currency,
          reference: `${s.subscriptionCode.replace('_', '-')}-${s.period}`,
          plan: view.plan.planCode,
          metadata: { subscription_code: s.subscriptionCode, invoice_code: invoice.invoiceCode },
        });
        if (tv.transaction.status !== 'success') failure = tv.transaction.gatewayResponse ?? 'Declined';
      } catch (err) {
        // The authorization was deactivated or is no longer the customer's, or the merchant used
        // the period's reference for a charge of their own: nothing was written, the period fails.
        if (isUniqueViolation(err, TRANSACTION_REFERENCE_INDEX)) failure = 'Duplicate Transaction Reference';
        else if (!(err instanceof DomainError) || err.kind !== 'validation') throw err;
        else failure = err.message;
      } finally {
        this.renewals.delete(t.tx);
      }
    }
    const paid = failure === null;
    Object.assign(invoice, { amount: s.amount, status: paid ? 'success' : 'failed', paid, paidAt: paid ? now : null, description: failure, transactionId: tv?.transaction.id ?? null, updatedAt: now });
    if (noticed) {
      this.invoiceUpdate ??= new UpdateStatement(em.connection, SubscriptionInvoice, ['amount', 'status', 'paid', 'paidAt', 'description', 'transactionId', 'updatedAt'], ['id']);
      await this.invoiceUpdate.run(em, invoice, invoice);
    } else await this.invoiceInsert(em).insert(em, invoice);
    const paymentsCount = s.paymentsCount + (paid ? 1 : 0);
    const period = s.period + 1;
    const done = paid && s.invoiceLimit > 0 && paymentsCount >= s.invoiceLimit;
    const next = periodDate(s.anchorAt, view.plan.interval, period);
    const status: SubscriptionStatus = done ? 'complete' : paid ? 'active' : 'attention';
    const transaction: InvoiceCharge | null = tv ? { reference: tv.transaction.reference, status: tv.transaction.status, amount: tv.transaction.amount, currency: tv.transaction.currency } : null;
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
    if ((await this.renewalUpdate.run(t.tx.em, next, row)) !== 1) throw new DomainError('conflict', 'The subscription was renewed by another node', 'concurrent_update');
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

  // ---- internals ----

  private async insert(
    t: TxContext,
    p: {
      plan: Plan;
      customer: Customer;
      authorization: Authorization;
      quantity: number;
      invoiceLimit: number;
      anchor: Date;
      period: number;
      paymentsCount: number;
      paid?: { transactionId: number; amount: number };
    },
  ): Promise<SubscriptionView> {
    const em = t.tx.em;
    const now = this.clock.now(t);
    const next = periodDate(p.anchor, p.plan.interval, p.period);
    const done = p.invoiceLimit > 0 && p.paymentsCount >= p.invoiceLimit;
    const row = em.create(Subscription, {
      integrationId: t.integration.id,
      domain: t.domain,
      subscriptionCode: newCode('SUB'),
      emailToken: randomString(15),
      customerId: p.customer.id,
      planId: p.plan.id,
      authorizationId: p.authorization.id,
      status: done ? 'complete' : 'active',
      quantity: p.quantity,
      amount: p.plan.amount * p.quantity,
      invoiceLimit: p.invoiceLimit,
      paymentsCount: p.paymentsCount,
      anchorAt: p.anchor,
      period: p.period,
      nextPaymentAt: done ? null : next,
      openInvoice: null,
      dueMs: done ? null : next.getTime() - INVOICE_NOTICE_MS,
      leaseUntilMs: null,
      createdAt: now,
      updatedAt: now,
    });
    this.insertSubscription ??= new InsertStatement(em.connection, Subscription);
    await this.insertSubscription.insert(em, row);
    if (p.paid) {
      // The first payment is the first period's invoice.
      const invoice = em.create(SubscriptionInvoice, {
        integrationId: row.integrationId,
        domain: row.domain,
        subscriptionId: row.id,
        period: 0,
        invoiceCode: newCode('INV'),
        amount: p.paid.amount,
        currency: p.plan.currency,
        status: 'success',
        paid: true,
        description: null,
        transactionId: p.paid.transactionId,
        periodStart: p.anchor,
        periodEnd: periodDate(p.anchor, p.plan.interval, 1),
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      });
      this.insertInvoice ??= new InsertStatement(em.connection, SubscriptionInvoice);
      await this.insertInvoice.insert(em, invoice);
    }
    const view: SubscriptionView = { subscription: row, plan: p.plan, customer: p.customer, authorization: p.authorization };
    await this.events.record(t, { type: 'subscription.create', resource: `subscription:${row.id}`, payload: presentSubscription(view) });
    return view;
  }

  // A status change through the state table as a guarded UPDATE, with its event.
  private async move(t: TxContext, row: Subscription, to: SubscriptionStatus, changes: Partial<Subscription>, event: string, known?: SubscriptionView): Promise<SubscriptionView> {
    assertSubscriptionTransition(row.status, to);
    await moveGuarded(t.tx.em, Subscription, row, { ...changes, status: to, updatedAt: this.clock.now(t) }, 'subscription');
    const view = known ? { ...known, subscription: row } : (await this.views(t, t.tx.em, [row]))[0]!;
    await this.events.record(t, { type: event, resource: `subscription:${row.id}`, payload: presentSubscription(view) });
    return view;
  }

  private async save(t: TxContext, row: Subscription, changes: Partial<Subscription>): Promise<void> {
    Object.assign(row, changes, { updatedAt: this.clock.now(t) });
    await t.tx.em.update(Subscription, { id: row.id }, { ...changes, updatedAt: row.updatedAt });
  }

  // A payment naming a subscription in the card-update key. Only the subscription's own customer
  // counts (false: the key means nothing here). A reusable card becomes the subscription's; the
  // page's amount is refunded either way (a card that cannot be reused still cost the customer it).
  private async cardUpdate(t: TxContext, code: string, tv: TransactionView): Promise<boolean> {
    const row = await this.findByCode(t, t.tx.em, code, true).catch((err: unknown) => {
      if (err instanceof DomainError) return null;
      throw err;
    });
    if (!row || row.customerId !== tv.customer.id) return false;
    if (tv.transaction.amount === CARD_UPDATE_AMOUNT) this.cardSwaps.set(t.tx, row.subscriptionCode);
    if (!tv.authorization?.reusable) return true;
    await this.save(t, row, { authorizationId: tv.authorization.id });
    const [view] = await this.views(t, t.tx.em, [row]);
    await this.events.record(t, { type: 'subscription.updated', resource: `subscription:${row.id}`, payload: presentSubscription(view!) });
    return true;
  }

  // The subscription whose card-update payment (the page's small amount, by the subscription's
  // own customer) this DB transaction took, if any: that payment is refunded. Metadata alone
  // decides nothing: a merchant can put any key in a charge's metadata.
  cardUpdated(t: TxContext): string | null {
    return this.cardSwaps.get(t.tx) ?? null;
  }

  private readonly cardSwaps = new WeakMap<Tx, string>();

  private async withToken(
    ctx: RequestContext,
    code: string | undefined,
    token: string | undefined,
    fn: (t: TxContext, row: Subscription, plan: Plan) => Promise<Subscription | SubscriptionView>,
  ): Promise<SubscriptionView> {
    if (!code?.trim()) throw missing('code', 'Subscription code is required');
    if (!token?.trim()) throw missing('token', 'Email token is required');
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const row = await this.findByCode(t, em, code, true).catch(() => {
        throw invalidCode();
      });
      if (!safeEqual(row.emailToken, token.trim())) throw wrongToken();
      const plan = await em.findOneByOrFail(Plan, { id: row.planId });
      const out = await fn(t, row, plan);
      return 'subscription' in out ? out : (await this.views(t, em, [out]))[0]!;
    });
  }

  async views(ctx: RequestContext, em: EntityManager, rows: Subscription[]): Promise<SubscriptionView[]> {
    if (!rows.length) return [];
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    const ids = (pick: (s: Subscription) => number) => In([...new Set(rows.map(pick))]);
    const [plans, customers, auths] = await Promise.all([
      em.findBy(Plan, { ...scope, id: ids((s) => s.planId) }),
      em.findBy(Customer, { ...scope, id: ids((s) => s.customerId) }),
      em.findBy(Authorization, { ...scope, id: ids((s) => s.authorizationId) }),
    ]);
    const plan = new Map(plans.map((p) => [p.id, p]));
    const customer = new Map(customers.map((c) => [c.id, c]));
    const auth = new Map(auths.map((a) => [a.id, a]));
    return rows.map((s) => ({ subscription: s, plan: plan.get(s.planId)!, customer: customer.get(s.customerId)!, authorization: auth.get(s.authorizationId) ?? null }));
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: SubscriptionFilter) {
    const qb = em.createQueryBuilder(Subscription, 's').where('s.integration_id = :integration AND s.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.customer !== undefined) qb.andWhere('s.customer_id = :customer', { customer: filter.customer });
    if (filter.plan !== undefined) qb.andWhere('s.plan_id = :plan', { plan: filter.plan });
    return qb;
  }

  private async find(ctx: RequestContext, em: EntityManager, ref: string): Promise<Subscription> {
    const value = (ref ?? '').trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    let row: Subscription | null = null;
    if (/^\d{1,15}$/.test(value)) row = await em.findOneBy(Subscription, { ...scope, id: Number(value) });
    else if (/^SUB_[A-Za-z0-9]{1,60}$/.test(value)) row = await em.findOneBy(Subscription, { ...scope, subscriptionCode: value });
    if (!row) throw subscriptionNotFound();
    return row;
  }

  private async findByCode(ctx: RequestContext, em: EntityManager, code: string, lock = false): Promise<Subscription> {
    const value = (code ?? '').trim();
    if (!/^SUB_[A-Za-z0-9]{1,60}$/.test(value)) throw invalidCode();
    const qb = em
      .createQueryBuilder(Subscription, 's')
      .where('s.integration_id = :integration AND s.domain = :domain AND s.subscription_code = :code', { integration: ctx.integration.id, domain: ctx.domain, code: value });
    const row = await (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    if (!row) throw invalidCode();
    return row;
  }

  private async findCustomer(ctx: RequestContext, em: EntityManager, ref: string): Promise<Customer> {
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    const customer = ref.includes('@') ? await em.findOneBy(Customer, { ...scope, email: ref.toLowerCase() }) : await em.findOneBy(Customer, { ...scope, customerCode: ref });
    if (!customer) throw customerNotFound();
    return customer;
  }

  private async sign(row: Subscription, expires: number): Promise<string> {
    const key = await this.secrets.get('subscription-manage');
    return createHmac('sha256', key).update(`${row.integrationId}:${row.domain}:${row.subscriptionCode}:${row.emailToken}:${expires}`).digest('base64url');
  }

  // The manage page's caller: who holds a valid signed link for this subscription.
  private async contextForLink(code: string, token: string | undefined): Promise<RequestContext> {
    const denied = () => new DomainError('not_found', 'This link is invalid or has expired', 'invalid_link');
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{10,100})$/.exec(token ?? '');
    if (!match || !/^SUB_[A-Za-z0-9]{1,60}$/.test(code)) throw denied();
    const expires = Number(match[1]);
    if (expires < this.clock.real().getTime()) throw denied();
    const rows: Array<{ id: string | number; integration_id: string | number; domain: 'test' | 'live'; clock_offset: string | number }> = await this.db.read({}, (em) =>
      em.query('SELECT s.id, s.integration_id, s.domain, i.test_clock_offset_ms AS clock_offset FROM subscriptions s JOIN integrations i ON i.id = s.integration_id WHERE s.subscription_code = ?', [code]),
    );
    const r = rows[0];
    if (!r) throw denied();
    const requestId = newRequestId();
    const ctx: RequestContext = { requestId, integration: { id: Number(r.integration_id), testClockOffsetMs: Number(r.clock_offset) }, domain: r.domain, log: this.log.child({ req_id: requestId }) };
    const row = await this.db.read(ctx, (em) => this.findByCode(ctx, em, code));
    if (!safeEqual(await this.sign(row, expires), match[2]!)) throw denied();
    return ctx;
  }
}

// What a renewal writes to the subscription row.
const RENEWAL_COLUMNS = ['status', 'paymentsCount', 'period', 'nextPaymentAt', 'openInvoice', 'dueMs', 'leaseUntilMs', 'updatedAt'] as const;

function customerNotFound(): DomainError {
  return notFound('A customer with the specified email or code was not found', 'customer_not_found');
}

// Subscriptions bill whole units of a plan.
function quantityOf(value: string | number | null | undefined): number {
  if (value === undefined || value === null) return 1;
  const q = Number(value);
  if (!Number.isInteger(q) || q < 1 || q > 1_000_000) throw invalid('quantity', 'quantity must be a whole number when paying for a plan');
  return q;
}

function subscriptionSummary(v: SubscriptionView) {
  const s = v.subscription;
  return {
    id: s.id,
    subscription_code: s.subscriptionCode,
    status: s.status,
    amount: s.amount,
    quantity: s.quantity,
    next_payment_date: s.status === 'active' || s.status === 'attention' ? (s.nextPaymentAt?.toISOString() ?? null) : null,
    payments_count: s.paymentsCount,
    invoice_limit: s.invoiceLimit,
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
