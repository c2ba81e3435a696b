import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, newCode } from '../../core/ids';
import { checkAccountAt } from '../../core/banks/rules';
import { MARKETS } from '../../core/markets';
import { checkCurrency } from '../../core/money';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, optionalText, requireEmail, type Metadata } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { anyColumnContains, searchText } from '../../db/search';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Authorization } from '../authorizations/authorization.entity';
import type { BankService } from '../banks/bank.service';
import { Recipient, RECIPIENT_TYPES, type RecipientType } from './recipient.entity';

export interface RecipientFilter {
  from?: Date;
  to?: Date;
  active?: boolean;
  // Held anywhere in the name, RCP_ code, account number or account name (the dashboard's search box).
  search?: string;
}

const SEARCHED = ['r.name', 'r.recipient_code', 'r.account_number', 'r.account_name'];
import { presentRecipient } from './recipient.presenter';

export interface CreateRecipientParams {
  type?: string;
  name?: string;
  accountNumber?: string;
  bankCode?: string;
  authorizationCode?: string;
  email?: string | null;
  currency?: string;
  description?: string | null;
  metadata?: Metadata | null;
}

export interface UpdateRecipientParams {
  name?: string;
  email?: string | null;
  description?: string | null;
  metadata?: Metadata | null;
}

export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const ACCOUNT_OR_AUTHORIZATION = 'Either authorization_code or account_number must be passed.';
// The currency a recipient type pays in, where the type decides it; mobile money names its currency
// (GHS, KES or XOF).
const TYPE_CURRENCY: Readonly<Partial<Record<RecipientType, string>>> = {
  nuban: 'NGN',
  ghipss: 'GHS',
  kepss: 'KES',
  basa: 'ZAR',
  mobile_money_business: 'KES',
};
const MOBILE_MONEY_CURRENCIES: readonly string[] = ['GHS', 'KES', 'XOF'];
export const MAX_BULK_RECIPIENTS = 100;

// Transfer recipients: who transfers pay. A nuban recipient's account name comes from the bank
// directory (the same resolution as GET /bank/resolve); one recipient per account, so creating the
// same account again returns the existing record, as Paystack does.
export class RecipientService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly banks: BankService,
  ) {}

  async create(ctx: RequestContext, params: CreateRecipientParams): Promise<{ recipient: Recipient; created: boolean }> {
    return this.db.transaction(ctx, (t) => this.createIn(t, params));
  }

  // Checks every entry first: one bad entry rejects the batch and nothing is stored.
  async createMany(ctx: RequestContext, batch: CreateRecipientParams[]): Promise<{ success: Recipient[]; errors: unknown[] }> {
    if (!batch.length) throw missing('batch', 'batch is required');
    if (batch.length > MAX_BULK_RECIPIENTS) throw invalid('batch', `A batch can hold at most ${MAX_BULK_RECIPIENTS} recipients`);
    return this.db.transaction(ctx, async (t) => {
      const success: Recipient[] = [];
      for (const p of batch) success.push((await this.createIn(t, p)).recipient);
      return { success, errors: [] };
    });
  }

  private async createIn(t: TxContext, params: CreateRecipientParams): Promise<{ recipient: Recipient; created: boolean }> {
    const rawType = params.type?.trim();
    if (!rawType) throw missing('type', 'Recipient type is required');
    if (!(RECIPIENT_TYPES as readonly string[]).includes(rawType)) throw invalid('type', `Recipient type must be one of ${RECIPIENT_TYPES.join(', ')}`);
    const type = rawType as RecipientType;
    const description = optionalText(params.description, 'description') ?? null;
    const metadata = checkMetadata(params.metadata) ?? null;
    const email = params.email ? requireEmail(params.email) : null;
    const em = t.tx.em;
    let values: Pick<Recipient, 'name' | 'currency' | 'accountNumber' | 'accountName' | 'bankCode' | 'bankName' | 'authorizationCode' | 'accountKey' | 'email'>;
    if (type === 'nuban') {
      const name = optionalText(params.name, 'name', 100);
      if (!name) throw missing('name', 'Name is required');
      const currency = checkCurrency(params.currency);
      if (currency !== 'NGN') throw invalid('currency', 'Currency is not supported for this recipient type');
      if (!params.accountNumber?.trim() && !params.authorizationCode) throw missing('account_number', ACCOUNT_OR_AUTHORIZATION);
      const resolved = this.banks.resolveAccount(params.accountNumber, params.bankCode);
      values = {
        name,
        currency,
        email,
        accountNumber: resolved.accountNumber,
        accountName: resolved.accountName,
        bankCode: resolved.bank.code,
        bankName: resolved.bank.name,
        authorizationCode: null,
        accountKey: `nuban:${resolved.bank.code}:${resolved.accountNumber}`,
      };
    } else if (type !== 'authorization') {
      const name = optionalText(params.name, 'name', 100);
      if (!name) throw missing('name', 'Name is required');
      values = { ...this.accountAt(type, params), name, email, authorizationCode: null };
    } else {
      const code = params.authorizationCode?.trim();
      if (!code) throw missing('authorization_code', ACCOUNT_OR_AUTHORIZATION);
      if (!email) throw missing('email', 'Email is required');
      const auth = await em.findOneBy(Authorization, { integrationId: t.integration.id, domain: t.domain, authorizationCode: code });
      if (!auth)
        throw new DomainError(
          'validation',
          "The acount details belonging to this authorization couldn't be found, so the transfer recipient can't be created",
          'invalid_params',
          'authorization_code',
        );
      const name = optionalText(params.name, 'name', 100) || auth.accountName || email;
      values = {
        name: name.slice(0, 100),
        currency: checkCurrency(params.currency),
        email,
        accountNumber: null,
        accountName: auth.accountName,
        bankCode: null,
        bankName: auth.bank,
        authorizationCode: code,
        accountKey: `authorization:${code}`,
      };
    }
    const existing = await this.byAccountKey(t, values.accountKey);
    if (existing) return { recipient: existing, created: false };
    const now = this.clock.now(t);
    const recipient = em.create(Recipient, {
      integrationId: t.integration.id,
      domain: t.domain,
      recipientCode: newCode('RCP'),
      type,
      description,
      metadata,
      ...values,
      active: true,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await em.insert(Recipient, recipient as never);
      // The generated id comes back raw (a string on some drivers).
      recipient.id = Number(recipient.id);
    } catch (err) {
      // A concurrent create of the same account won: it is the record (MySQL; SQLite serialises).
      if (
        !isUniqueViolation(err, { name: 'UQ_transfer_recipients_account', table: 'transfer_recipients', columns: ['integration_id', 'domain', 'account_key'] })
      )
        throw err;
      // A locking read: it sees the committed winner, which this transaction's snapshot may not.
      const winner = await forUpdate(
        em
          .createQueryBuilder(Recipient, 'r')
          .where('r.integration_id = :i AND r.domain = :d AND r.account_key = :k', { i: t.integration.id, d: t.domain, k: values.accountKey }),
        this.db.dialect,
      ).getOne();
      if (winner) return { recipient: winner, created: false };
      throw err;
    }
    await this.record(t, 'transferrecipient.created', recipient);
    return { recipient, created: true };
  }

  // A bank account or mobile money number outside Nigeria: the bank or telco is looked up in the
  // currency's market and must be of the recipient's type. Ghanaian accounts resolve to their holder's
  // name (as GET /bank/resolve does); elsewhere the name is the one given.
  private accountAt(
    type: Exclude<RecipientType, 'nuban' | 'authorization'>,
    params: CreateRecipientParams,
  ): Pick<Recipient, 'currency' | 'accountNumber' | 'accountName' | 'bankCode' | 'bankName' | 'accountKey'> {
    const given = params.currency?.trim().toUpperCase();
    const currency = TYPE_CURRENCY[type] ?? given;
    if (!currency) throw missing('currency', 'Currency is required for mobile money recipients');
    if ((given && given !== currency) || (type === 'mobile_money' && !MOBILE_MONEY_CURRENCIES.includes(currency)))
      throw invalid('currency', 'Currency is not supported for this recipient type');
    const market = Object.values(MARKETS).find((m) => m.currency === currency)!;
    const code = (params.bankCode ?? '').trim();
    if (!code) throw missing('bank_code', 'bank_code is required');
    const bank = this.banks.bankIn(market.country, code);
    if (!bank || bank.type !== type) throw invalid('bank_code', 'Unknown bank code');
    const accountNumber = checkAccountAt(bank, params.accountNumber);
    const accountName =
      market.country === 'GH' ? this.banks.resolveAccount(accountNumber, bank.code).accountName : (optionalText(params.name, 'name', 100) ?? null);
    return { currency, accountNumber, accountName, bankCode: bank.code, bankName: bank.name, accountKey: `${type}:${bank.code}:${accountNumber}` };
  }

  private byAccountKey(t: TxContext, accountKey: string): Promise<Recipient | null> {
    return t.tx.em.findOneBy(Recipient, { integrationId: t.integration.id, domain: t.domain, accountKey });
  }

  // By id or RCP_ code, within the caller's integration and mode (another's is "not found").
  async get(ctx: RequestContext, idOrCode: string): Promise<Recipient> {
    return this.db.read(ctx, async (em) => {
      const found = await this.find(ctx, em, idOrCode);
      if (!found) throw notFound(RECIPIENT_NOT_FOUND, 'recipient_not_found');
      return found;
    });
  }

  async find(ctx: RequestContext, em: TxContext['tx']['em'], idOrCode: string): Promise<Recipient | null> {
    const v = idOrCode.trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    if (isNumericId(v)) return em.findOneBy(Recipient, { ...scope, id: Number(v) });
    if (!/^RCP_[a-z0-9]{1,28}$/i.test(v)) return null;
    return em.findOneBy(Recipient, { ...scope, recipientCode: v });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Recipient[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Recipient, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async list(ctx: RequestContext, page: PageRequest, filter: RecipientFilter = {}): Promise<Page<Recipient>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: RecipientFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: RecipientFilter) {
    const qb = em.createQueryBuilder(Recipient, 'r').where('r.integration_id = :i AND r.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.from) qb.andWhere('r.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('r.created_at <= :to', { to: filter.to });
    if (filter.active !== undefined) qb.andWhere('r.active = :a', { a: filter.active });
    const search = searchText(filter.search);
    if (search) {
      const holds = anyColumnContains(SEARCHED, search, 'kobo_q');
      qb.andWhere(holds.sql, holds.params);
    }
    return qb;
  }

  // For another slice's search (transfers by their recipient): this integration's recipients the
  // text matches, as a subquery of ids with named parameters for its query builder.
  matchingIds(ctx: RequestContext, text: string): { sql: string; params: Record<string, unknown> } {
    const holds = anyColumnContains(SEARCHED, text, 'kobo_recipient_q');
    return {
      sql: `SELECT r.id FROM transfer_recipients r WHERE r.integration_id = :kobo_recipient_i AND r.domain = :kobo_recipient_d AND ${holds.sql}`,
      params: { ...holds.params, kobo_recipient_i: ctx.integration.id, kobo_recipient_d: ctx.domain },
    };
  }

  async update(ctx: RequestContext, idOrCode: string, params: UpdateRecipientParams): Promise<Recipient> {
    const name = params.name === undefined ? undefined : optionalText(params.name, 'name', 100);
    if (params.name !== undefined && !name) throw invalid('name', 'Name cannot be empty');
    const email = params.email === undefined ? undefined : params.email === null || params.email === '' ? null : requireEmail(params.email);
    const description = params.description === undefined ? undefined : (optionalText(params.description, 'description') ?? null);
    const metadata = params.metadata === undefined ? undefined : (checkMetadata(params.metadata) ?? null);
    return this.db.transaction(ctx, async (t) => {
      const r = await this.find(t, t.tx.em, idOrCode);
      if (!r) throw notFound(RECIPIENT_NOT_FOUND, 'recipient_not_found');
      const changes: Partial<Recipient> = { updatedAt: this.clock.now(t) };
      if (name) changes.name = name;
      if (email !== undefined) changes.email = email;
      if (description !== undefined) changes.description = description;
      if (metadata !== undefined) changes.metadata = metadata;
      await t.tx.em.update(Recipient, { id: r.id }, changes as never);
      Object.assign(r, changes);
      await this.record(t, 'transferrecipient.updated', r);
      return r;
    });
  }

  // DELETE deactivates: transfers already made keep their recipient.
  async deactivate(ctx: RequestContext, idOrCode: string): Promise<Recipient> {
    return this.db.transaction(ctx, async (t) => {
      const r = await this.find(t, t.tx.em, idOrCode);
      if (!r) throw notFound(RECIPIENT_NOT_FOUND, 'recipient_not_found');
      if (!r.active) return r;
      const now = this.clock.now(t);
      await t.tx.em.update(Recipient, { id: r.id }, { active: false, updatedAt: now });
      Object.assign(r, { active: false, updatedAt: now });
      await this.record(t, 'transferrecipient.deactivated', r);
      return r;
    });
  }

  private async record(t: TxContext, type: string, r: Recipient): Promise<void> {
    await this.events.record(t, { type, resource: `transferrecipient:${r.id}`, payload: presentRecipient(r) });
  }
}
