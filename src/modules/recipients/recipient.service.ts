import { In } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { newCode } from '../../core/ids';
import { checkCurrency } from '../../core/money';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, optionalText, requireEmail, type Metadata } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Authorization } from '../authorizations/authorization.entity';
import type { BankService } from '../banks/bank.service';
import { Recipient, RECIPIENT_TYPES, type RecipientType } from './recipient.entity';
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
// Mobile money providers (the `bank_code` of a mobile_money recipient) per currency.
export const MOBILE_MONEY_PROVIDERS: Readonly<Record<string, readonly string[]>> = { GHS: ['MTN', 'VOD', 'ATL'], KES: ['MPESA'] };
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
    } else if (type === 'mobile_money') {
      const name = optionalText(params.name, 'name', 100);
      if (!name) throw missing('name', 'Name is required');
      const currency = params.currency?.trim().toUpperCase();
      if (!currency) throw missing('currency', 'Currency is required for mobile money recipients');
      const providers = MOBILE_MONEY_PROVIDERS[currency];
      if (!providers) throw invalid('currency', 'Currency is not supported for this recipient type');
      const number = (params.accountNumber ?? '').trim();
      if (!number) throw missing('account_number', 'Account number is required');
      if (!/^\d{9,12}$/.test(number)) throw invalid('account_number', 'Account number is invalid');
      const provider = (params.bankCode ?? '').trim().toUpperCase();
      if (!provider) throw missing('bank_code', 'bank_code is required');
      if (!providers.includes(provider)) throw invalid('bank_code', 'Unknown bank code');
      values = { name, currency, email, accountNumber: number, accountName: name, bankCode: provider, bankName: provider, authorizationCode: null, accountKey: `mobile_money:${provider}:${number}` };
    } else {
      const code = params.authorizationCode?.trim();
      if (!code) throw missing('authorization_code', ACCOUNT_OR_AUTHORIZATION);
      if (!email) throw missing('email', 'Email is required');
      const auth = await em.findOneBy(Authorization, { integrationId: t.integration.id, domain: t.domain, authorizationCode: code });
      if (!auth) throw new DomainError('validation', "The acount details belonging to this authorization couldn't be found, so the transfer recipient can't be created", 'invalid_params', 'authorization_code');
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
      if (!isUniqueViolation(err, { name: 'UQ_transfer_recipients_account', table: 'transfer_recipients', columns: ['integration_id', 'domain', 'account_key'] })) throw err;
      // A locking read: it sees the committed winner, which this transaction's snapshot may not.
      const winner = await forUpdate(
        em.createQueryBuilder(Recipient, 'r').where('r.integration_id = :i AND r.domain = :d AND r.account_key = :k', { i: t.integration.id, d: t.domain, k: values.accountKey }),
        this.db.dialect,
      ).getOne();
      if (winner) return { recipient: winner, created: false };
      throw err;
    }
    await this.record(t, 'transferrecipient.created', recipient);
    return { recipient, created: true };
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
    if (/^\d{1,15}$/.test(v)) return em.findOneBy(Recipient, { ...scope, id: Number(v) });
    if (!/^RCP_[a-z0-9]{1,28}$/i.test(v)) return null;
    return em.findOneBy(Recipient, { ...scope, recipientCode: v });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Recipient[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Recipient, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async list(ctx: RequestContext, page: PageRequest, filter: { from?: Date; to?: Date; active?: boolean } = {}): Promise<Page<Recipient>> {
    return this.db.read(ctx, (em) => {
      const qb = em.createQueryBuilder(Recipient, 'r').where('r.integration_id = :i AND r.domain = :d', { i: ctx.integration.id, d: ctx.domain });
      if (filter.from) qb.andWhere('r.created_at >= :from', { from: filter.from });
      if (filter.to) qb.andWhere('r.created_at <= :to', { to: filter.to });
      if (filter.active !== undefined) qb.andWhere('r.active = :a', { a: filter.active });
      return paginate(qb, page);
    });
  }

  async count(ctx: RequestContext): Promise<number> {
    return this.db.read(ctx, (em) => em.countBy(Recipient, { integrationId: ctx.integration.id, domain: ctx.domain }));
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
