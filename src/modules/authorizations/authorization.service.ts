import { createHmac } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import type { Page, PageRequest } from '../../core/pagination';
import { paginate } from '../../db/paginate';
import type { Clock } from '../../core/clock';
import { DomainError, missing, notFound } from '../../core/errors';
import { newCode } from '../../core/ids';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { RequestContext, TxContext } from '../../core/request-context';
import { requireEmail } from '../../core/validate';
import { insertRow } from '../../db/insert';
import { Hydrator, KeyedSelect } from '../../db/statements';
import type { ServerSecrets } from '../../db/server-secret';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { Processors } from '../../processor';
import { chargeRequest, type InstrumentDetails } from '../../processor/processor';
import { Customer } from '../customers/customer.entity';
import { Authorization } from './authorization.entity';
import { presentAuthorization } from './authorization.presenter';

export interface AuthorizationFilter {
  customer?: number;
  active?: boolean;
}

export interface CheckAuthorizationParams {
  authorizationCode: string;
  email: string;
  amount: number;
  currency?: string;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const invalidAuthorization = (): DomainError =>
  new DomainError('validation', 'Invalid Authorization Code', 'invalid_authorization', 'authorization_code');
export const emailMismatch = (): DomainError =>
  new DomainError(
    'validation',
    'Email does not match Authorization code. Authorization may be inactive or belong to a different email. Please confirm.',
    'invalid_authorization',
    'email',
  );

// An authorization with the customer it belongs to.
export interface SavedAuthorization {
  authorization: Authorization;
  customer: Customer;
}

// What makes a read authorization chargeable for `email` under this key: an authorization of the
// key's integration and mode (any other is unknown here), active, its customer's email the one given.
function usableAs(ctx: RequestContext, authorization: Authorization | null, customer: Customer | null, email: string): SavedAuthorization {
  if (!authorization || !customer || authorization.integrationId !== ctx.integration.id || authorization.domain !== ctx.domain) {
    throw invalidAuthorization();
  }
  if (!authorization.active || customer.email !== email) throw emailMismatch();
  return { authorization, customer };
}

// Saved instruments: created by successful charges, charged again by ChargeService, checked,
// deactivated. Lookups are always scoped to the key's integration and mode, so another
// integration's (or the other mode's) code is simply unknown.
export class AuthorizationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly processors: Processors,
    private readonly secrets: ServerSecrets,
  ) {}

  // Loads the signing secret outside any transaction (on SQLite a read inside a unit of work
  // would queue behind that same unit of work). Call before charging a card.
  async warm(): Promise<void> {
    await this.secrets.get('card-signature');
  }

  // SIG_…: an HMAC of the card number keyed per integration, mode and customer, so the same card
  // on the same customer always gives the same signature and nothing about the number leaks.
  async cardSignature(ctx: RequestContext, customerId: number, pan: string): Promise<string> {
    const key = createHmac('sha256', await this.secrets.get('card-signature'))
      .update(`${ctx.integration.id}:${ctx.domain}:${customerId}`)
      .digest();
    const mac = createHmac('sha256', key).update(pan).digest();
    let out = 'SIG_';
    for (let i = 0; i < 20; i++) out += BASE62[mac[i]! % 62];
    return out;
  }

  // Called inside a successful charge's transaction. The same signed card on the same customer
  // keeps its authorization code (as Paystack does); other instruments get a new one each time.
  async saveFromCharge(
    t: TxContext,
    customerId: number,
    details: InstrumentDetails,
    signature: string | null,
    processor: string,
    token: string,
  ): Promise<Authorization> {
    const em = t.tx.em;
    if (signature) {
      const existing = await em.findOneBy(Authorization, { integrationId: t.integration.id, domain: t.domain, customerId, signature, active: true });
      if (existing) return existing;
    }
    const row = await this.insertInstrument(t, customerId, details, signature, processor, token, true);
    await this.events.record(t, { type: 'authorization.created', resource: `authorization:${row.id}`, payload: presentAuthorization(row) });
    return row;
  }

  // A direct debit mandate's authorization (the direct-debit slice): saved inactive when the
  // customer signs the mandate, usable once the bank activates it (activateMandate). Its event is
  // the slice's own direct_debit.authorization.created, so none is recorded here.
  async saveMandate(t: TxContext, customerId: number, bank: { name: string; accountNumber: string; accountName: string }): Promise<Authorization> {
    const details: InstrumentDetails = {
      channel: 'direct_debit',
      bin: '',
      last4: bank.accountNumber.slice(-4),
      expMonth: '',
      expYear: '',
      cardType: 'mandate',
      bank: bank.name,
      countryCode: 'NG',
      brand: bank.name,
      reusable: true,
      accountName: bank.accountName,
    };
    return this.insertInstrument(t, customerId, details, null, 'simulator', 'sim:direct_debit', false);
  }

  private async insertInstrument(
    t: TxContext,
    customerId: number,
    details: InstrumentDetails,
    signature: string | null,
    processor: string,
    token: string,
    active: boolean,
  ): Promise<Authorization> {
    const now = this.clock.now(t);
    const row = t.tx.em.create(Authorization, {
      integrationId: t.integration.id,
      domain: t.domain,
      customerId,
      authorizationCode: newCode('AUTH', 10),
      bin: details.bin,
      last4: details.last4,
      expMonth: details.expMonth,
      expYear: details.expYear,
      channel: details.channel,
      cardType: details.cardType,
      bank: details.bank,
      countryCode: details.countryCode,
      brand: details.brand,
      reusable: details.reusable,
      signature,
      accountName: details.accountName,
      processor,
      processorToken: token,
      active,
      createdAt: now,
      updatedAt: now,
    });
    await insertRow(t.tx.em, Authorization, row);
    return row;
  }

  async activateMandate(t: TxContext, id: number): Promise<Authorization> {
    const now = this.clock.now(t);
    await t.tx.em.update(Authorization, { id, integrationId: t.integration.id, domain: t.domain, channel: 'direct_debit' }, { active: true, updatedAt: now });
    return t.tx.em.findOneByOrFail(Authorization, { id, integrationId: t.integration.id, domain: t.domain });
  }

  async byCode(ctx: RequestContext, em: EntityManager, code: string): Promise<Authorization | null> {
    if (!code) return null;
    return em.findOneBy(Authorization, { integrationId: ctx.integration.id, domain: ctx.domain, authorizationCode: code.trim() });
  }

  // The authorization a charge may use: known here, active, and belonging to `email`'s customer.
  // `saved`: the authorization and its customer as the caller already read them in this database
  // transaction (a due job's one read of what it charges); when they are the code's, they are
  // checked as read rows are, and not read again.
  async usable(ctx: RequestContext, em: EntityManager, code: string, email: string, saved: SavedAuthorization | null = null): Promise<SavedAuthorization> {
    if (!code?.trim()) throw invalidAuthorization();
    if (saved && saved.authorization.authorizationCode === code.trim() && saved.customer.id === saved.authorization.customerId) {
      return usableAs(ctx, saved.authorization, saved.customer, email);
    }
    // One round trip, SQL built once: the authorization with its customer (codes are unique across
    // integrations; usableAs checks the scope on the row). Merged into one SELECT for a group of due rows.
    if (!this.joined) {
      const a = new Hydrator(em.connection, Authorization, 'a');
      const c = new Hydrator(em.connection, Customer, 'c');
      const sql = `SELECT ${a.select}, ${c.select} FROM authorizations a INNER JOIN customers c ON c.id = a.customer_id`;
      this.joined = { a, c, select: new KeyedSelect(sql, 'a.authorization_code', a.nameOf('authorizationCode')) };
    }
    const { a, c, select } = this.joined;
    const [row] = await select.rows(em, code.trim());
    return usableAs(ctx, row ? a.hydrate(row) : null, row ? c.hydrate(row) : null, email);
  }

  // POST /transaction/check_authorization: Mastercard and Visa only; no state changes.
  async check(ctx: RequestContext, params: CheckAuthorizationParams): Promise<{ amount: number; currency: string }> {
    const email = requireEmail(params.email);
    if (!params.authorizationCode?.trim()) throw missing('authorization_code', 'Authorization code is required');
    // The same rules as the charge it stands for: a check must not approve what a charge refuses.
    const amount = checkAmount(params.amount);
    const currency = merchantCurrency(ctx, params.currency);
    return this.db.read(ctx, async (em) => {
      const { authorization } = await this.usable(ctx, em, params.authorizationCode, email);
      if (!['mastercard', 'visa'].includes(authorization.brand.toLowerCase())) {
        throw new DomainError(
          'validation',
          'Authorization check is only available for Mastercard and Visa authorizations',
          'unsupported_authorization',
          'authorization_code',
        );
      }
      const processor = this.processors.named(authorization.processor);
      const result = await processor.checkToken(chargeRequest(ctx.domain, this.clock.now(ctx), { amount, currency }), authorization.processorToken);
      if (!result.ok) throw new DomainError('validation', result.message, 'insufficient_funds', 'amount');
      return { amount, currency };
    });
  }

  // POST /customer/deactivate_authorization. Unknown → 404 "Authorization code not found.".
  async deactivate(ctx: RequestContext, code: string): Promise<Authorization> {
    if (!code?.trim()) throw missing('authorization_code', 'Authorization code is required');
    return this.db.transaction(ctx, async (t) => {
      const authorization = await this.byCode(t, t.tx.em, code);
      if (!authorization) throw notFound('Authorization code not found.', 'authorization_not_found');
      if (!authorization.active) return authorization;
      authorization.active = false;
      authorization.updatedAt = this.clock.now(t);
      await t.tx.em.update(Authorization, { id: authorization.id }, { active: false, updatedAt: authorization.updatedAt });
      await this.events.record(t, {
        type: 'authorization.deactivated',
        resource: `authorization:${authorization.id}`,
        payload: presentAuthorization(authorization),
      });
      return authorization;
    });
  }

  private joined?: { a: Hydrator<Authorization>; c: Hydrator<Customer>; select: KeyedSelect };

  async activeForCustomer(ctx: RequestContext, em: EntityManager, customerId: number): Promise<Authorization[]> {
    return em.find(Authorization, { where: { integrationId: ctx.integration.id, domain: ctx.domain, customerId, active: true }, order: { id: 'DESC' } });
  }

  // For GraphQL: the per-request loader (Transaction.authorization) and the authorizations connection.
  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Authorization[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Authorization, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async list(ctx: RequestContext, page: PageRequest, filter: AuthorizationFilter = {}): Promise<Page<Authorization>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: AuthorizationFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: AuthorizationFilter) {
    const qb = em
      .createQueryBuilder(Authorization, 'a')
      .where('a.integration_id = :integration AND a.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.customer !== undefined) qb.andWhere('a.customer_id = :customer', { customer: filter.customer });
    if (filter.active !== undefined) qb.andWhere('a.active = :active', { active: filter.active ? 1 : 0 });
    return qb;
  }

  // What the processor needs to know of a saved instrument it charges.
  detailsOf(a: Authorization): InstrumentDetails {
    return {
      channel: a.channel as InstrumentDetails['channel'],
      bin: a.bin,
      last4: a.last4,
      expMonth: a.expMonth,
      expYear: a.expYear,
      cardType: a.cardType,
      bank: a.bank,
      countryCode: a.countryCode,
      brand: a.brand,
      reusable: a.reusable,
      accountName: a.accountName,
    };
  }
}
