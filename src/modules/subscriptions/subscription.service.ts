import { timingSafeEqual } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, newCode, randomString } from '../../core/ids';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { firstPeriodAfter, periodDate } from '../../core/schedule';
import { forUpdate } from '../../db/dialect';
import { InsertStatement, moveGuarded } from '../../db/statements';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Authorization } from '../authorizations/authorization.entity';
import { Customer } from '../customers/customer.entity';
import { Plan } from '../plans/plan.entity';
import type { PlanService } from '../plans/plan.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import { Subscription, SubscriptionInvoice } from './subscription.entity';
import { presentSubscription, presentSubscriptionCreated, type SubscriptionView } from './subscription.presenter';
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
  planCode?: string;
  status?: SubscriptionStatus;
}

// invoice.create goes out this long before each charge.
export const INVOICE_NOTICE_MS = 3 * 86_400_000;

const subscriptionNotFound = (): DomainError => notFound('Subscription not found', 'subscription_not_found');
const invalidCode = (): DomainError => notFound('That subscription code is invalid', 'subscription_not_found');
const wrongToken = (): DomainError => new DomainError('validation', 'The token does not match this subscription', 'invalid_token', 'token');

// Subscriptions: creating (by API, or by paying with a plan), reading, and enabling and disabling
// with the e-mail token. The customer's manage link and card update are SubscriptionManageService;
// renewals on the clock are RenewalService; the hooks on other slices are in subscription.hooks.ts.
export class SubscriptionService {
  private insertSubscription?: InsertStatement<Subscription>;
  private insertInvoice?: InsertStatement<SubscriptionInvoice>;
  // Run in the transaction that creates a subscription (the expiring-cards notice schedule).
  private readonly createHooks: Array<(t: TxContext) => Promise<void>> = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly plans: PlanService,
  ) {}

  onCreate(hook: (t: TxContext) => Promise<void>): void {
    this.createHooks.push(hook);
  }

  // ---- REST / GraphQL use cases ----

  // POST /subscription: the customer (email or code) must have a reusable authorization; the given
  // one, else their most recent. Without start_date the first charge is one interval from now.
  async create(ctx: RequestContext, params: CreateSubscriptionParams): Promise<SubscriptionView> {
    const customerRef = params.customer?.trim();
    if (!customerRef) throw missing('customer', 'Customer is required');
    const planRef = params.plan?.trim();
    if (!planRef) throw missing('plan', 'Plan is required');
    this.plans.checkRef(planRef);
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
        throw new DomainError('not_found', 'The customer specified has no saved authorizations', 'no_authorization', 'customer');
      }
      const anchor = params.startDate ?? now;
      return this.insert(t, {
        plan,
        customer,
        authorization,
        quantity: 1,
        invoiceLimit: plan.invoiceLimit,
        anchor,
        period: params.startDate ? 0 : 1,
        paymentsCount: 0,
      });
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
      em.find(SubscriptionInvoice, {
        where: { integrationId: ctx.integration.id, domain: ctx.domain, subscriptionId: In([...subscriptionIds]) },
        order: { period: 'DESC' },
      }),
    );
  }

  // POST /subscription/disable: the rest of the paid period runs out (non-renewing), then the
  // renewal runner cancels it at next_payment_date.
  async disable(ctx: RequestContext, code: string | undefined, token: string | undefined): Promise<SubscriptionView> {
    return this.withToken(ctx, code, token, async (t, row) => {
      if (row.status === 'non-renewing') return row;
      if (row.status === 'complete' || row.status === 'cancelled')
        throw new DomainError('validation', `This subscription is already ${row.status}`, 'invalid_state');
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

  // A first successful payment with a plan (success hook, subscription.hooks.ts): the subscription
  // starts, paid for its first period. A card that cannot be reused starts none. Null: no plan here.
  async createForPayment(t: TxContext, tv: TransactionView): Promise<{ plan: Plan; subscription: SubscriptionView | null } | null> {
    const tr = tv.transaction;
    if (!tr.planCode) return null;
    const plan = await this.plans.byCode(t, t.tx.em, tr.planCode);
    if (!plan) return null;
    if (!tv.authorization?.reusable) {
      t.log.warn({ reference: tr.reference }, 'plan payment without a reusable authorization: no subscription created');
      return { plan, subscription: null };
    }
    const subscription = await this.insert(t, {
      plan,
      customer: tv.customer,
      authorization: tv.authorization,
      quantity: quantityOf(tr.quantity === null ? undefined : tr.quantity),
      invoiceLimit: tr.invoiceLimit ?? plan.invoiceLimit,
      anchor: this.clock.now(t),
      period: 1,
      paymentsCount: 1,
      paid: { transactionId: tr.id, amount: tr.amount },
    });
    return { plan, subscription };
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
    const rows = await em.find(Subscription, {
      where: { integrationId: ctx.integration.id, domain: ctx.domain, planId: In(planIds) },
      order: { id: 'DESC' },
      take: 1000,
    });
    const out = new Map<number, unknown[]>();
    for (const v of await this.views(ctx, em, rows)) {
      const list = out.get(v.plan.id) ?? [];
      list.push(presentSubscriptionCreated(v));
      out.set(v.plan.id, list);
    }
    return out;
  }

  async subscriptionsOfCustomer(ctx: RequestContext, em: EntityManager, customer: Customer): Promise<{ subscriptions: unknown[] }> {
    const rows = await em.find(Subscription, {
      where: { integrationId: ctx.integration.id, domain: ctx.domain, customerId: customer.id },
      order: { id: 'DESC' },
      take: 100,
    });
    return { subscriptions: (await this.views(ctx, em, rows)).map(presentSubscriptionCreated) };
  }

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
    for (const hook of this.createHooks) await hook(t);
    // Paystack sends subscription.create; the seed spec's Events table names the same moment
    // create.subscription. A merchant coded against either name gets it (one INSERT for both).
    const payload = presentSubscription(view);
    await this.events.recordMany(t, [
      { type: 'subscription.create', resource: `subscription:${row.id}`, payload },
      { type: 'create.subscription', resource: `subscription:${row.id}`, payload },
    ]);
    return view;
  }

  // A status change through the state table as a guarded UPDATE, with its event.
  private async move(
    t: TxContext,
    row: Subscription,
    to: SubscriptionStatus,
    changes: Partial<Subscription>,
    event: string,
    known?: SubscriptionView,
  ): Promise<SubscriptionView> {
    assertSubscriptionTransition(row.status, to);
    await moveGuarded(t.tx.em, Subscription, row, { ...changes, status: to, updatedAt: this.clock.now(t) }, 'subscription');
    const view = known ? { ...known, subscription: row } : (await this.views(t, t.tx.em, [row]))[0]!;
    await this.events.record(t, { type: event, resource: `subscription:${row.id}`, payload: presentSubscription(view) });
    return view;
  }

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
      const row = await this.byCode(t, em, code, true).catch(() => {
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
    return rows.map((s) => ({
      subscription: s,
      plan: plan.get(s.planId)!,
      customer: customer.get(s.customerId)!,
      authorization: auth.get(s.authorizationId) ?? null,
    }));
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: SubscriptionFilter) {
    const qb = em
      .createQueryBuilder(Subscription, 's')
      .where('s.integration_id = :integration AND s.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.customer !== undefined) qb.andWhere('s.customer_id = :customer', { customer: filter.customer });
    if (filter.plan !== undefined) qb.andWhere('s.plan_id = :plan', { plan: filter.plan });
    if (filter.planCode !== undefined) {
      qb.andWhere('s.plan_id IN (SELECT p.id FROM plans p WHERE p.integration_id = :integration AND p.domain = :domain AND p.plan_code = :planCode)', {
        integration: ctx.integration.id,
        domain: ctx.domain,
        planCode: filter.planCode,
      });
    }
    if (filter.status !== undefined) qb.andWhere('s.status = :status', { status: filter.status });
    return qb;
  }

  private async find(ctx: RequestContext, em: EntityManager, ref: string): Promise<Subscription> {
    const value = (ref ?? '').trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    let row: Subscription | null = null;
    if (isNumericId(value)) row = await em.findOneBy(Subscription, { ...scope, id: Number(value) });
    else if (/^SUB_[A-Za-z0-9]{1,60}$/.test(value)) row = await em.findOneBy(Subscription, { ...scope, subscriptionCode: value });
    if (!row) throw subscriptionNotFound();
    return row;
  }

  // By code, scoped to the caller; `lock`: FOR UPDATE.
  async byCode(ctx: RequestContext, em: EntityManager, code: string, lock = false): Promise<Subscription> {
    const value = (code ?? '').trim();
    if (!/^SUB_[A-Za-z0-9]{1,60}$/.test(value)) throw invalidCode();
    const qb = em.createQueryBuilder(Subscription, 's').where('s.integration_id = :integration AND s.domain = :domain AND s.subscription_code = :code', {
      integration: ctx.integration.id,
      domain: ctx.domain,
      code: value,
    });
    const row = await (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    if (!row) throw invalidCode();
    return row;
  }

  private async findCustomer(ctx: RequestContext, em: EntityManager, ref: string): Promise<Customer> {
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    const customer = ref.includes('@')
      ? await em.findOneBy(Customer, { ...scope, email: ref.toLowerCase() })
      : await em.findOneBy(Customer, { ...scope, customerCode: ref });
    if (!customer) throw customerNotFound();
    return customer;
  }
}

function customerNotFound(): DomainError {
  return notFound('A customer with the specified email or code was not found', 'customer_not_found');
}

// Subscriptions bill whole units of a plan.
export function quantityOf(value: string | number | null | undefined): number {
  if (value === undefined || value === null) return 1;
  const q = Number(value);
  if (!Number.isInteger(q) || q < 1 || q > 1_000_000) throw invalid('quantity', 'quantity must be a whole number when paying for a plan');
  return q;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
