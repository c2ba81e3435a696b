import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { invalid, notFound } from '../../core/errors';
import { isNumericId, newCode } from '../../core/ids';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { checkMetadata, oneOf, optionalText, requireEmail, type Metadata } from '../../core/validate';
import { dbTime, FindOrInsertStatement, Hydrator } from '../../db/statements';
import { countRows, paginateRows, type RowQuery } from '../../db/paginate';
import { anyColumnContains, searchText } from '../../db/search';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Customer, RISK_ACTIONS, type RiskAction } from './customer.entity';
import { presentCustomer, type CustomerRelated } from './customer.presenter';

export interface CreateCustomerParams {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  metadata?: Metadata | null;
}

export interface UpdateCustomerParams {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  metadata?: Metadata | null;
}

export interface CustomerFilter {
  email?: string;
  // Held anywhere in the email, either name or the CUS_ code (the dashboard's search box).
  search?: string;
  riskAction?: string;
  from?: Date;
  to?: Date;
}

const SEARCHED = ['c.email', 'c.first_name', 'c.last_name', 'c.customer_code'];

// Later slices (transactions, authorizations, subscriptions) contribute to a customer's detail.
export type CustomerRelationProvider = (ctx: RequestContext, em: EntityManager, customer: Customer) => Promise<Partial<CustomerRelated>>;

export class CustomerService {
  private readonly relations: CustomerRelationProvider[] = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
  ) {}

  addRelationProvider(provider: CustomerRelationProvider): void {
    this.relations.push(provider);
  }

  // Email is unique per integration and mode. Creating an existing email returns that customer,
  // as Paystack does, so retried creates are harmless; `created` says which happened. Found or
  // created in one statement (db/statements.ts FindOrInsertStatement): no read before, no locking
  // read after, so concurrent creates of one email queue on the row instead of deadlocking, and a
  // new customer, the common case, costs one round trip plus its event.
  async create(ctx: RequestContext, params: CreateCustomerParams): Promise<{ customer: Customer; created: boolean }> {
    const email = requireEmail(params.email);
    const values = {
      firstName: optionalText(params.firstName, 'first_name', 100) ?? null,
      lastName: optionalText(params.lastName, 'last_name', 100) ?? null,
      phone: checkPhone(params.phone) ?? null,
      metadata: checkMetadata(params.metadata) ?? null,
    };
    // Inserts guarded by the unique email: its COMMIT may be shared (db/group-commit.ts).
    return this.db.grouped(ctx, async (t) => {
      const em = t.tx.em;
      const now = this.clock.now(ctx);
      this.findOrInsert ??= new FindOrInsertStatement(em.connection, Customer, ['integrationId', 'domain', 'email'], 'customerCode');
      for (let tries = 0; ; tries++) {
        const candidate = em.create(Customer, {
          integrationId: ctx.integration.id,
          domain: ctx.domain,
          customerCode: newCode('CUS'),
          email,
          ...values,
          riskAction: 'default',
          identified: false,
          identifications: null,
          createdAt: now,
          updatedAt: now,
        });
        const { row: customer, created } = await this.findOrInsert.findOrInsert(em, candidate);
        // MySQL's ON DUPLICATE KEY answers for any unique key: a customer code that collided with
        // another customer's (vanishingly rare) finds that customer instead; draw a new code.
        if (customer.integrationId !== ctx.integration.id || customer.domain !== ctx.domain || customer.email !== email) {
          if (tries < 3) continue;
          throw new Error('customer find-or-create kept finding another customer');
        }
        if (created) await this.events.record(t, { type: 'customer.created', resource: `customer:${customer.id}`, payload: presentCustomer(customer) });
        return { customer, created };
      }
    });
  }

  private findOrInsert?: FindOrInsertStatement<Customer>;

  async get(ctx: RequestContext, ref: string): Promise<Customer> {
    return this.db.read(ctx, (em) => this.find(ctx, em, ref));
  }

  async getDetail(ctx: RequestContext, ref: string): Promise<{ customer: Customer; related: CustomerRelated }> {
    return this.db.read(ctx, async (em) => {
      const customer = await this.find(ctx, em, ref);
      return { customer, related: await this.related(ctx, em, customer) };
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Customer[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Customer, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async update(ctx: RequestContext, ref: string, params: UpdateCustomerParams): Promise<{ customer: Customer; related: CustomerRelated }> {
    const changes: Partial<Customer> = {};
    if (params.firstName !== undefined) changes.firstName = optionalText(params.firstName, 'first_name', 100) ?? null;
    if (params.lastName !== undefined) changes.lastName = optionalText(params.lastName, 'last_name', 100) ?? null;
    if (params.phone !== undefined) changes.phone = checkPhone(params.phone) ?? null;
    if (params.metadata !== undefined) changes.metadata = checkMetadata(params.metadata) ?? null;
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const customer = await this.find(ctx, em, ref);
      Object.assign(customer, changes, { updatedAt: this.clock.now(ctx) });
      await em.save(customer);
      await this.events.record(t, { type: 'customer.updated', resource: `customer:${customer.id}`, payload: presentCustomer(customer) });
      return { customer, related: await this.related(ctx, em, customer) };
    });
  }

  async setRiskAction(ctx: RequestContext, ref: string, riskAction: string | undefined): Promise<Customer> {
    const action: RiskAction = riskAction === undefined ? 'default' : oneOf(riskAction, RISK_ACTIONS, 'risk_action');
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const customer = await this.find(ctx, em, ref);
      if (customer.riskAction === action) return customer;
      customer.riskAction = action;
      customer.updatedAt = this.clock.now(ctx);
      await em.save(customer);
      await this.events.record(t, { type: 'customer.risk_action_updated', resource: `customer:${customer.id}`, payload: presentCustomer(customer) });
      return customer;
    });
  }

  // The list's SQL is written here rather than by the query builder (a hot path: bench/).
  async list(ctx: RequestContext, page: PageRequest, filter: CustomerFilter = {}): Promise<Page<Customer>> {
    const risk = riskFilter(filter);
    return this.db.read(ctx, (em) => paginateRows(em, this.filtered(ctx, em, filter, risk), page));
  }

  async count(ctx: RequestContext, filter: CustomerFilter = {}): Promise<number> {
    const risk = riskFilter(filter);
    return this.db.read(ctx, (em) => countRows(em, this.filtered(ctx, em, filter, risk)));
  }

  private listed?: Hydrator<Customer>;

  private filtered(ctx: RequestContext, em: EntityManager, filter: CustomerFilter, risk: RiskAction | undefined): RowQuery<Customer> {
    let where = 'c.integration_id = ? AND c.domain = ?';
    const params: unknown[] = [ctx.integration.id, ctx.domain];
    if (filter.email) {
      where += ' AND c.email = ?';
      params.push(filter.email.trim().toLowerCase());
    }
    const search = searchText(filter.search);
    if (search) {
      const holds = anyColumnContains(SEARCHED, search);
      where += ` AND ${holds.sql}`;
      params.push(...holds.params);
    }
    if (risk) {
      where += ' AND c.risk_action = ?';
      params.push(risk);
    }
    if (filter.from) {
      where += ' AND c.created_at >= ?';
      params.push(dbTime(em, Customer, filter.from));
    }
    if (filter.to) {
      where += ' AND c.created_at <= ?';
      params.push(dbTime(em, Customer, filter.to));
    }
    this.listed ??= new Hydrator(em.connection, Customer, 'c');
    return { rows: this.listed, table: 'customers', where, params };
  }

  // For another slice's search (payments by their customer): this integration's customers the text
  // matches, as a subquery of ids with named parameters for its query builder.
  matchingIds(ctx: RequestContext, text: string): { sql: string; params: Record<string, unknown> } {
    const holds = anyColumnContains(SEARCHED, text, 'kobo_customer_q');
    return {
      sql: `SELECT c.id FROM customers c WHERE c.integration_id = :kobo_customer_i AND c.domain = :kobo_customer_d AND ${holds.sql}`,
      params: { ...holds.params, kobo_customer_i: ctx.integration.id, kobo_customer_d: ctx.domain },
    };
  }

  // Accepts what the spec's paths accept: a numeric id, a CUS_ code or an email address.
  private async find(ctx: RequestContext, em: EntityManager, ref: string): Promise<Customer> {
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    const value = (ref ?? '').trim();
    let customer: Customer | null = null;
    if (isNumericId(value)) customer = await em.findOneBy(Customer, { ...scope, id: Number(value) });
    else if (value.startsWith('CUS_')) customer = await em.findOneBy(Customer, { ...scope, customerCode: value });
    else if (value.includes('@')) {
      customer = await em.findOneBy(Customer, { ...scope, email: value.toLowerCase() });
      if (!customer) throw notFound(`Customer email is invalid for your ${ctx.domain} domain.`);
    }
    if (!customer) throw notFound('Customer not found');
    return customer;
  }

  private async related(ctx: RequestContext, em: EntityManager, customer: Customer): Promise<CustomerRelated> {
    const related: CustomerRelated = { transactions: [], subscriptions: [], authorizations: [], totalTransactions: 0, totalTransactionValue: [] };
    for (const provider of this.relations) Object.assign(related, await provider(ctx, em, customer));
    return related;
  }
}

function checkPhone(value: string | null | undefined): string | null | undefined {
  const phone = optionalText(value, 'phone', 32);
  if (phone && !/^\+?[0-9 ()-]{3,32}$/.test(phone)) throw invalid('phone', 'phone must contain only digits, spaces, brackets, dashes and a leading +');
  return phone;
}

// Checked before the read opens, so a bad value is the documented 400.
function riskFilter(filter: CustomerFilter): RiskAction | undefined {
  return filter.riskAction ? oneOf(filter.riskAction, RISK_ACTIONS, 'risk_action') : undefined;
}
