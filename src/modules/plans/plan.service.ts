import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, newCode } from '../../core/ids';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { INTERVALS, type Interval } from '../../core/schedule';
import { optionalText, requireText } from '../../core/validate';
import { forUpdate, type Dialect } from '../../db/dialect';
import { paginate } from '../../db/paginate';
import { InsertStatement } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Plan } from './plan.entity';
import { presentPlan } from './plan.presenter';

export interface CreatePlanParams {
  name?: string;
  amount?: number;
  interval?: string;
  description?: string | null;
  sendInvoices?: boolean;
  sendSms?: boolean;
  currency?: string;
  invoiceLimit?: number;
}

export type UpdatePlanParams = CreatePlanParams;

export interface PlanFilter {
  interval?: string;
  amount?: number;
  status?: string;
}

// Later slices (subscriptions) contribute to a plan's detail and follow its changes.
export type PlanSubscriptionsProvider = (ctx: RequestContext, em: EntityManager, planIds: number[]) => Promise<Map<number, unknown[]>>;
// Runs in the update's transaction when a plan's amount changes; returns how many records it touched.
export type PlanAmountListener = (t: TxContext, plan: Plan) => Promise<number>;

// The smallest plan amount per currency, in minor units (ERR: "be 100 NGN or greater"); other
// currencies: one major unit.
const MINIMUM: Record<string, number> = { NGN: 10_000 };
const MAX_PLAN_AMOUNT = 1_000_000_000;

export const planNotFound = (): DomainError => notFound('Plan not found', 'plan_not_found');

export function checkPlanAmount(value: number | undefined, currency: string): number {
  if (value === undefined) throw missing('amount', 'Amount is required');
  const min = MINIMUM[currency] ?? 100;
  if (!Number.isSafeInteger(value) || value < min || value > MAX_PLAN_AMOUNT) {
    throw invalid('amount', `Amount is invalid. It must be a number and be ${min / 100} ${currency} or greater`);
  }
  return value;
}

export function checkInterval(value: string | undefined): Interval {
  if (value === undefined || value.trim() === '') throw missing('interval', 'Interval is required');
  const interval = value.trim().toLowerCase();
  if (!(INTERVALS as readonly string[]).includes(interval)) throw invalid('interval', `Interval is invalid. It must be one of: ${INTERVALS.join(', ')}`);
  return interval as Interval;
}

function checkInvoiceLimit(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > 2_147_483_647) throw invalid('invoice_limit', 'invoice_limit must be a whole number from 0');
  return value;
}

// Plans: what a subscription charges and how often.
export class PlanService {
  private insertStatement?: InsertStatement<Plan>;
  private subscriptionsProvider: PlanSubscriptionsProvider = async () => new Map();
  private amountListeners: PlanAmountListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
  ) {}

  setSubscriptionsProvider(provider: PlanSubscriptionsProvider): void {
    this.subscriptionsProvider = provider;
  }

  onAmountChanged(listener: PlanAmountListener): void {
    this.amountListeners.push(listener);
  }

  async create(ctx: RequestContext, params: CreatePlanParams): Promise<Plan> {
    const name = requireText(params.name, 'name', 100);
    const currency = merchantCurrency(ctx, params.currency);
    const amount = checkPlanAmount(params.amount, currency);
    const interval = checkInterval(params.interval);
    const description = optionalText(params.description, 'description', 1024) ?? null;
    const invoiceLimit = checkInvoiceLimit(params.invoiceLimit) ?? 0;
    return this.db.transaction(ctx, async (t) => {
      const now = this.clock.now(t);
      const plan = t.tx.em.create(Plan, {
        integrationId: t.integration.id,
        domain: t.domain,
        planCode: newCode('PLN'),
        name,
        description,
        amount,
        interval,
        currency,
        sendInvoices: params.sendInvoices ?? true,
        sendSms: params.sendSms ?? true,
        hostedPage: false,
        invoiceLimit,
        createdAt: now,
        updatedAt: now,
      });
      this.insertStatement ??= new InsertStatement(t.tx.em.connection, Plan);
      await this.insertStatement.insert(t.tx.em, plan);
      await this.events.record(t, { type: 'plan.created', resource: `plan:${plan.id}`, payload: presentPlan(plan) });
      return plan;
    });
  }

  async list(ctx: RequestContext, page: PageRequest, filter: PlanFilter = {}): Promise<Page<Plan>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: PlanFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  // Plans with their subscriptions (list and fetch replies).
  async withSubscriptions(ctx: RequestContext, plans: Plan[]): Promise<Map<number, unknown[]>> {
    if (!plans.length) return new Map();
    return this.db.read(ctx, (em) =>
      this.subscriptionsProvider(
        ctx,
        em,
        plans.map((p) => p.id),
      ),
    );
  }

  async get(ctx: RequestContext, ref: string): Promise<Plan> {
    return this.db.read(ctx, (em) => this.find(ctx, em, ref));
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Plan[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Plan, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // By code within the caller's integration and mode (initialize/charge with `plan`, subscribing).
  async byCode(ctx: RequestContext, em: EntityManager, code: string): Promise<Plan | null> {
    return em.findOneBy(Plan, { integrationId: ctx.integration.id, domain: ctx.domain, planCode: code.trim() });
  }

  // The plan a payment or subscription names by code: "Plan not found" when there is none.
  async requireByCode(ctx: RequestContext, em: EntityManager, code: string): Promise<Plan> {
    const plan = await this.byCode(ctx, em, code);
    if (!plan) throw planNotFound();
    return plan;
  }

  // Refuses, before any lookup, a reference that cannot name a plan (an id or a PLN_ code).
  checkRef(ref: string): void {
    if (!/^(PLN_[A-Za-z0-9]{1,60}|\d{1,15})$/.test(ref)) throw planNotFound();
  }

  // PUT /plan/:id_or_code. A new amount applies to existing subscriptions from their next charge
  // (the listeners move them); a new invoice_limit only applies to subscriptions created later.
  async update(ctx: RequestContext, ref: string, params: UpdatePlanParams): Promise<{ plan: Plan; affected: number }> {
    const changes: Partial<Plan> = {};
    if (params.name !== undefined) changes.name = requireText(params.name, 'name', 100);
    if (params.description !== undefined) changes.description = optionalText(params.description, 'description', 1024) ?? null;
    if (params.interval !== undefined) changes.interval = checkInterval(params.interval);
    if (params.currency !== undefined) changes.currency = merchantCurrency(ctx, params.currency);
    if (params.sendInvoices !== undefined) changes.sendInvoices = params.sendInvoices;
    if (params.sendSms !== undefined) changes.sendSms = params.sendSms;
    if (params.invoiceLimit !== undefined) changes.invoiceLimit = checkInvoiceLimit(params.invoiceLimit)!;
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const plan = await this.find(t, em, ref, true);
      if (params.amount !== undefined) changes.amount = checkPlanAmount(params.amount, changes.currency ?? plan.currency);
      else if (changes.currency) checkPlanAmount(plan.amount, changes.currency);
      const amountChanged = changes.amount !== undefined && changes.amount !== plan.amount;
      Object.assign(plan, changes, { updatedAt: this.clock.now(t) });
      await em.update(Plan, { id: plan.id }, { ...changes, updatedAt: plan.updatedAt });
      let affected = 0;
      if (amountChanged) for (const listener of this.amountListeners) affected += await listener(t, plan);
      await this.events.record(t, { type: 'plan.updated', resource: `plan:${plan.id}`, payload: presentPlan(plan) });
      return { plan, affected };
    });
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: PlanFilter) {
    const qb = em
      .createQueryBuilder(Plan, 'p')
      .where('p.integration_id = :integration AND p.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.interval !== undefined) qb.andWhere('p.interval = :interval', { interval: checkInterval(filter.interval) });
    if (filter.amount !== undefined) {
      if (!Number.isSafeInteger(filter.amount) || filter.amount < 0) throw invalid('amount', 'amount must be a whole number of minor units');
      qb.andWhere('p.amount = :amount', { amount: filter.amount });
    }
    // Plans have no lifecycle of their own yet: every plan is active, and other statuses list nothing.
    if (filter.status !== undefined && filter.status !== 'active') {
      if (!['active', 'archived', 'deleted'].includes(filter.status)) throw invalid('status', 'status must be one of: active, archived, deleted');
      qb.andWhere('1 = 0');
    }
    return qb;
  }

  // A numeric id or a PLN_ code, scoped to the caller's integration and mode.
  private async find(ctx: RequestContext, em: EntityManager, ref: string, lock = false): Promise<Plan> {
    const value = (ref ?? '').trim();
    const qb = em
      .createQueryBuilder(Plan, 'p')
      .where('p.integration_id = :integration AND p.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (isNumericId(value)) qb.andWhere('p.id = :id', { id: Number(value) });
    else if (/^PLN_[A-Za-z0-9]{1,60}$/.test(value)) qb.andWhere('p.plan_code = :code', { code: value });
    else throw planNotFound();
    const plan = await (lock ? forUpdate(qb, this.dialect) : qb).getOne();
    if (!plan) throw planNotFound();
    return plan;
  }

  private get dialect(): Dialect {
    return this.db.dialect;
  }
}
