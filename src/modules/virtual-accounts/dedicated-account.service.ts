import { In, type EntityManager } from 'typeorm';
import { isNumericId } from '../../core/ids';
import { checkSplitCode, checkSubaccountCode } from '../../core/codes';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing } from '../../core/errors';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { optionalText, requireEmail } from '../../core/validate';
import { checkAccountNumber, checkBankCode } from '../../core/banks/rules';
import { resolveAccountName } from '../../core/banks/directory';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { InsertStatement } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { Customer } from '../customers/customer.entity';
import type { CustomerService } from '../customers/customer.service';
import type { IntegrationService } from '../integrations/integration.service';
import type { SubaccountService } from '../subaccounts/subaccount.service';
import { ACCOUNT_NUMBER_INDEX, ACTIVE_KEY_INDEX, DedicatedAccount } from './dedicated-account.entity';
import { presentAssignEvent, presentDedicatedAccount } from './dedicated-account.presenter';
import { accountNotFound, checkDedicatedAccountNumber, drawAccountNumber, PROVIDERS, providerOf, type Provider } from './dedicated-account.rules';

export interface CreateDedicatedAccountParams {
  // Id, CUS_ code or email of a customer of this integration.
  customer?: string;
  preferredBank?: string | null;
  subaccount?: string | null;
  splitCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

export interface AssignDedicatedAccountParams {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  preferredBank?: string | null;
  country?: string | null;
  accountNumber?: string | null;
  bvn?: string | null;
  bankCode?: string | null;
  subaccount?: string | null;
  splitCode?: string | null;
}

export interface DedicatedAccountFilter {
  active?: boolean;
  customer?: number;
  providerSlug?: string;
  bankId?: number;
  currency?: string;
}

export interface SplitParams {
  accountNumber?: string;
  subaccount?: string | null;
  splitCode?: string | null;
}

export interface AccountWithCustomer {
  account: DedicatedAccount;
  customer: Customer;
}

export type AssignOutcome = { status: 'success'; account: DedicatedAccount; customer: Customer } | { status: 'failed'; account: null; customer: Customer };

// How a split group (SPL_ code) on an account is checked when it is set and applied to money
// received; the module wires it to the splits slice (dedicated-account.module.ts). Without one a code
// is checked for its form only. Subaccount splits go through the transactions slice's option check.
export interface SplitCodeHook {
  check(t: TxContext, splitCode: string): Promise<void>;
  optionsFor(t: TxContext, splitCode: string): Promise<Record<string, unknown>>;
}

// Dedicated virtual accounts: NUBANs of the simulated bank assigned to customers (POST
// /dedicated_account, /assign), listed, fetched, deactivated, and the split applied to money they
// receive. Receiving money is InboundTransferService's.
export class DedicatedAccountService {
  private splitHook: SplitCodeHook | null = null;
  // Replaceable so a test can force account-number collisions.
  drawAccountNumber: () => string = drawAccountNumber;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly customers: CustomerService,
    private readonly subaccounts: SubaccountService,
    private readonly integrations: IntegrationService,
  ) {}

  useSplitCodes(hook: SplitCodeHook): void {
    this.splitHook = hook;
  }

  // The transaction options a received payment carries for the account's split.
  async splitOptions(t: TxContext, account: DedicatedAccount): Promise<Record<string, unknown>> {
    if (account.splitCode && this.splitHook) return this.splitHook.optionsFor(t, account.splitCode);
    if (account.subaccountCode) return { subaccountCode: account.subaccountCode };
    return {};
  }

  providers(): readonly Provider[] {
    return PROVIDERS;
  }

  // POST /dedicated_account. A customer who already has an active account at the bank gets that
  // one back (a retried create makes no second account).
  async create(ctx: RequestContext, params: CreateDedicatedAccountParams): Promise<AccountWithCustomer> {
    const ref = (params.customer ?? '').trim();
    if (!ref) throw missing('customer', 'Customer is required');
    const provider = providerOf(params.preferredBank, ctx.domain);
    const split = this.checkSplitInput(params);
    const names = {
      firstName: optionalText(params.firstName, 'first_name', 100),
      lastName: optionalText(params.lastName, 'last_name', 100),
      phone: optionalText(params.phone, 'phone', 32),
    };
    return this.withNewAccount(ctx, async (t) => {
      let customer = await this.customers.get(t, ref);
      if (names.firstName || names.lastName || names.phone) {
        customer = (await this.customers.update(t, String(customer.id), withoutEmpty(names))).customer;
      }
      await this.checkSplitTargets(t, split);
      return { account: (await this.open(t, customer, provider, split)).account, customer };
    });
  }

  // POST /dedicated_account/assign: finds or creates the customer by email, identifies them and
  // assigns an account. Paystack answers "in progress" and tells the outcome by webhook
  // (dedicatedaccount.assign.success or .failed); Kobo decides at once, in the same transaction,
  // and the event leaves through the outbox. Identification fails for an account number the bank
  // directory cannot resolve (docs/guide.md "Dedicated virtual accounts").
  async assign(ctx: RequestContext, params: AssignDedicatedAccountParams): Promise<AssignOutcome> {
    const email = requireEmail(params.email);
    const firstName = optionalText(params.firstName, 'first_name', 100);
    const lastName = optionalText(params.lastName, 'last_name', 100);
    if (!firstName || !lastName)
      throw missing(firstName ? 'last_name' : 'first_name', 'first_name, last_name are required in request body and must not be empty');
    const phone = optionalText(params.phone, 'phone', 32);
    if (!phone) throw missing('phone', 'Phone is required');
    if (!/^\+?[0-9 ()-]{3,32}$/.test(phone)) throw invalid('phone', 'phone must contain only digits, spaces, brackets, dashes and a leading +');
    if (!params.preferredBank?.trim()) throw missing('preferred_bank', 'preferred_bank is required');
    const provider = providerOf(params.preferredBank, ctx.domain);
    const country = (params.country ?? '').trim().toUpperCase();
    if (!country) throw missing('country', 'Country is required');
    if (country !== 'NG') throw invalid('country', 'country must be NG: dedicated accounts are Nigerian bank accounts');
    const bvn = optionalText(params.bvn, 'bvn', 11);
    if (bvn && !/^\d{11}$/.test(bvn)) throw invalid('bvn', 'BVN must be 11 digits');
    let identified = true;
    if (params.accountNumber?.trim()) {
      const accountNumber = checkAccountNumber(params.accountNumber);
      const bank = checkBankCode(params.bankCode ?? undefined);
      identified = resolveAccountName(bank.code, accountNumber).kind === 'resolved';
    }
    const split = this.checkSplitInput(params);
    return this.withNewAccount(ctx, async (t) => {
      const { customer: found, created } = await this.customers.create(t, { email, firstName, lastName, phone });
      const customer = created ? found : (await this.customers.update(t, String(found.id), { firstName, lastName, phone })).customer;
      if (!identified) {
        await this.events.record(t, {
          type: 'dedicatedaccount.assign.failed',
          resource: `customer:${customer.id}`,
          payload: presentAssignEvent(customer, null),
        });
        return { status: 'failed' as const, account: null, customer };
      }
      await this.checkSplitTargets(t, split);
      const { account, opened } = await this.open(t, customer, provider, split);
      // The caller of assign waits for the webhook: an account the customer already had is told too.
      if (!opened)
        await this.events.record(t, {
          type: 'dedicatedaccount.assign.success',
          resource: `dedicated_account:${account.id}`,
          payload: presentAssignEvent(customer, account),
        });
      return { status: 'success' as const, account, customer };
    });
  }

  async list(ctx: RequestContext, page: PageRequest, filter: DedicatedAccountFilter = {}): Promise<Page<DedicatedAccount>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: DedicatedAccountFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  // The customers of a page of accounts, in one query.
  async customersOf(ctx: RequestContext, accounts: readonly DedicatedAccount[]): Promise<Map<number, Customer>> {
    const ids = [...new Set(accounts.map((a) => a.customerId))];
    const rows = await this.customers.byIds(ctx, ids);
    return new Map(rows.map((c) => [c.id, c]));
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<DedicatedAccount[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(DedicatedAccount, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async get(ctx: RequestContext, id: string): Promise<AccountWithCustomer> {
    const account = await this.db.read(ctx, (em) => this.byId(ctx, em, id));
    return { account, customer: await this.customers.get(ctx, String(account.customerId)) };
  }

  // The customer record's `dedicated_account`: the newest active one (a customer relation provider).
  async newestActive(ctx: RequestContext, em: EntityManager, customerId: number): Promise<DedicatedAccount | null> {
    return em.findOne(DedicatedAccount, { where: { integrationId: ctx.integration.id, domain: ctx.domain, customerId, active: true }, order: { id: 'DESC' } });
  }

  // An account of this integration and mode by its number (the transfer and requery paths).
  async byNumber(t: TxContext, accountNumber: string, lock = false): Promise<DedicatedAccount> {
    const qb = t.tx.em.createQueryBuilder(DedicatedAccount, 'a').where('a.integration_id = :i AND a.domain = :d AND a.account_number = :n', {
      i: t.integration.id,
      d: t.domain,
      n: checkDedicatedAccountNumber(accountNumber),
    });
    const account = await (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    if (!account) throw accountNotFound();
    return account;
  }

  // DELETE /dedicated_account/:id: the account is unassigned and stops taking money. Deactivating
  // a deactivated account changes nothing.
  async deactivate(ctx: RequestContext, id: string): Promise<AccountWithCustomer> {
    return this.db.transaction(ctx, async (t) => {
      const account = await this.byId(t, t.tx.em, id, true);
      const customer = await this.customers.get(t, String(account.customerId));
      if (!account.active) return { account, customer };
      const now = this.clock.now(t);
      Object.assign(account, { active: false, assigned: false, activeKey: null, expiredAt: now, updatedAt: now });
      await t.tx.em.save(DedicatedAccount, account);
      await this.events.record(t, {
        type: 'dedicatedaccount.deactivated',
        resource: `dedicated_account:${account.id}`,
        payload: presentDedicatedAccount(account, customer),
      });
      return { account, customer };
    });
  }

  // POST /dedicated_account/split: a subaccount or a split code for the money the account receives
  // from now on.
  async setSplit(ctx: RequestContext, params: SplitParams): Promise<AccountWithCustomer> {
    const accountNumber = checkDedicatedAccountNumber(params.accountNumber);
    const split = this.checkSplitInput(params);
    if (!split.subaccountCode && !split.splitCode) throw missing('split_code', 'Either subaccount or split_code is required');
    return this.changeSplit(ctx, accountNumber, split, async (t) => this.checkSplitTargets(t, split));
  }

  // DELETE /dedicated_account/split.
  async removeSplit(ctx: RequestContext, accountNumberValue: string | undefined): Promise<AccountWithCustomer> {
    const accountNumber = checkDedicatedAccountNumber(accountNumberValue);
    return this.changeSplit(ctx, accountNumber, { subaccountCode: null, splitCode: null });
  }

  // ---- internals ----

  private async changeSplit(
    ctx: RequestContext,
    accountNumber: string,
    split: { subaccountCode: string | null; splitCode: string | null },
    check?: (t: TxContext) => Promise<void>,
  ): Promise<AccountWithCustomer> {
    return this.db.transaction(ctx, async (t) => {
      const account = await this.byNumber(t, accountNumber, true);
      if (!account.active) throw new DomainError('validation', 'This dedicated account has been deactivated', 'dedicated_account_inactive', 'account_number');
      await check?.(t);
      const customer = await this.customers.get(t, String(account.customerId));
      if (account.subaccountCode === split.subaccountCode && account.splitCode === split.splitCode) return { account, customer };
      Object.assign(account, split, { updatedAt: this.clock.now(t) });
      await t.tx.em.save(DedicatedAccount, account);
      await this.events.record(t, {
        type: 'dedicatedaccount.split_updated',
        resource: `dedicated_account:${account.id}`,
        payload: presentDedicatedAccount(account, customer),
      });
      return { account, customer };
    });
  }

  private checkSplitInput(params: { subaccount?: string | null; splitCode?: string | null }) {
    const subaccountCode = checkSubaccountCode(params.subaccount);
    const splitCode = checkSplitCode(params.splitCode);
    if (subaccountCode && splitCode) throw invalid('split_code', 'Pass either subaccount or split_code, not both');
    return { subaccountCode, splitCode };
  }

  private async checkSplitTargets(t: TxContext, split: { subaccountCode: string | null; splitCode: string | null }): Promise<void> {
    if (split.subaccountCode) {
      const sub = await this.subaccounts.get(t, split.subaccountCode).catch((err: unknown) => {
        if (err instanceof DomainError && err.kind === 'not_found') return null;
        throw err;
      });
      if (!sub || !sub.active) throw invalid('subaccount', 'Subaccount not found');
    }
    if (split.splitCode && this.splitHook) await this.splitHook.check(t, split.splitCode);
  }

  // Runs a use case that may open a new account. A drawn number another account holds is drawn
  // again; a second active account for the customer at the bank (two creates racing) answers the
  // one that won.
  private async withNewAccount<T>(ctx: RequestContext, work: (t: TxContext) => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.db.transaction(ctx, work);
      } catch (err) {
        if (ctx.tx) throw err;
        if (tries < 8 && isUniqueViolation(err, ACCOUNT_NUMBER_INDEX)) continue;
        if (tries < 8 && isUniqueViolation(err, ACTIVE_KEY_INDEX)) continue;
        throw err;
      }
    }
  }

  // The customer's active account at the bank, or a new one (with its assign.success event).
  private async open(
    t: TxContext,
    customer: Customer,
    provider: Provider,
    split: { subaccountCode: string | null; splitCode: string | null },
  ): Promise<{ account: DedicatedAccount; opened: boolean }> {
    const em = t.tx.em;
    const activeKey = `${customer.id}:${provider.slug}`;
    const existing = await em.findOneBy(DedicatedAccount, { integrationId: t.integration.id, domain: t.domain, activeKey });
    if (existing) return { account: existing, opened: false };
    const now = this.clock.now(t);
    const business = await this.integrations.businessName(t);
    const holder = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email.split('@')[0]!;
    const row = Object.assign(new DedicatedAccount(), {
      integrationId: t.integration.id,
      domain: t.domain,
      customerId: customer.id,
      accountNumber: this.drawAccountNumber(),
      accountName: `${business}/${holder}`.slice(0, 200),
      providerSlug: provider.slug,
      bankId: provider.bankId,
      bankName: provider.bankName,
      currency: 'NGN',
      active: true,
      assigned: true,
      activeKey,
      subaccountCode: split.subaccountCode,
      splitCode: split.splitCode,
      metadata: null,
      assignedAt: now,
      expiredAt: null,
      createdAt: now,
      updatedAt: now,
    });
    this.insert ??= new InsertStatement(em.connection, DedicatedAccount);
    await this.insert.insert(em, row);
    await this.events.record(t, {
      type: 'dedicatedaccount.assign.success',
      resource: `dedicated_account:${row.id}`,
      payload: presentAssignEvent(customer, row),
    });
    return { account: row, opened: true };
  }

  private insert?: InsertStatement<DedicatedAccount>;

  private async byId(ctx: RequestContext, em: EntityManager, id: string, lock = false): Promise<DedicatedAccount> {
    const value = (id ?? '').trim();
    if (!isNumericId(value)) throw accountNotFound();
    const qb = em
      .createQueryBuilder(DedicatedAccount, 'a')
      .where('a.integration_id = :i AND a.domain = :d AND a.id = :id', { i: ctx.integration.id, d: ctx.domain, id: Number(value) });
    const account = await (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    if (!account) throw accountNotFound();
    return account;
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: DedicatedAccountFilter) {
    const qb = em.createQueryBuilder(DedicatedAccount, 'a').where('a.integration_id = :i AND a.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.active !== undefined) qb.andWhere('a.active = :active', { active: filter.active ? 1 : 0 });
    if (filter.customer !== undefined) qb.andWhere('a.customer_id = :customer', { customer: filter.customer });
    if (filter.providerSlug) qb.andWhere('a.provider_slug = :slug', { slug: filter.providerSlug.trim().toLowerCase() });
    if (filter.bankId !== undefined) qb.andWhere('a.bank_id = :bank', { bank: filter.bankId });
    if (filter.currency) qb.andWhere('a.currency = :currency', { currency: filter.currency.trim().toUpperCase() });
    return qb;
  }
}

function withoutEmpty<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}
