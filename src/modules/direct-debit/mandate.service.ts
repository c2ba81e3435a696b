import { In } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { randomString } from '../../core/ids';
import type { Logger } from '../../core/logger';
import { decodeCursor, encodeCursor, checkPerPage } from '../../core/pagination';
import type { CallerBase, RequestContext, Tx, TxContext } from '../../core/request-context';
import { checkUrl, requireEmail } from '../../core/validate';
import { bankByCode, resolveAccountName } from '../../core/banks/directory';
import { ACCOUNT_NOT_RESOLVED, checkAccountNumber, checkBankCode } from '../../core/banks/rules';
import { forUpdate } from '../../db/dialect';
import { contextForCapability } from '../../db/capability';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { jobContext } from '../../jobs/job-context';
import { Authorization } from '../authorizations/authorization.entity';
import type { AuthorizationService } from '../authorizations/authorization.service';
import type { CustomerService } from '../customers/customer.service';
import type { IntegrationService } from '../integrations/integration.service';
import { DirectDebitMandate, type MandateAddress } from './mandate.entity';
import { presentMandateEvent, type MandateView } from './mandate.presenter';

// The simulated bank activates a signed mandate this long after the customer signs it, on the
// integration's clock (the test clock moves it along).
export const ACTIVATION_DELAY_MS = 60_000;
// An account number ending in 99 fails its first activation (the activation charge bounced): the
// mandate stays pending until the merchant asks for a retry (PUT …/activation-charge).
export const ACTIVATION_FAILED = 'Activation charge failed';
const failsFirstActivation = (accountNumber: string) => accountNumber.endsWith('99');

export const AUTHORIZATION_UNKNOWN = 'Authorization does not exist or does not belong to integration';
const ACCESS_CODE = /^[a-z0-9]{15}$/;

export interface InitializeMandateParams {
  email?: string;
  channel?: string;
  callbackUrl?: string;
  account?: { number?: string; bankCode?: string } | null;
  address?: Partial<MandateAddress> | null;
}

export interface MandateFilter {
  status?: string;
  customerRef?: string;
}

// Direct debit (POST /customer/authorization/initialize, /customer/:id/initialize-direct-debit):
// the merchant starts a mandate, the customer signs it on /mandate/:access_code (an inactive
// authorization is saved: direct_debit.authorization.created), the simulated bank activates it when
// it falls due (direct_debit.authorization.active), and charge_authorization charges it from then.
export class MandateService {
  onDue: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly customers: CustomerService,
    private readonly authorizations: AuthorizationService,
    private readonly integrations: IntegrationService,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {}

  mandateUrl(accessCode: string): string {
    return `${this.publicUrl}/mandate/${accessCode}`;
  }

  async initialize(ctx: RequestContext, params: InitializeMandateParams): Promise<DirectDebitMandate> {
    const email = requireEmail(params.email);
    if (!params.channel?.trim()) throw missing('channel', 'Channel is required');
    if (params.channel.trim() !== 'direct_debit') throw invalid('channel', 'Invalid channel. direct_debit is the only supported channel');
    const fields = this.checkDetails(params, false);
    return this.db.transaction(ctx, async (t) => {
      const { customer } = await this.customers.create(t, { email });
      return this.insert(t, customer.id, fields);
    });
  }

  async initializeForCustomer(ctx: RequestContext, customerRef: string, params: InitializeMandateParams): Promise<DirectDebitMandate> {
    const customer = await this.customers.get(ctx, customerRef);
    const fields = this.checkDetails(params, true);
    return this.db.transaction(ctx, (t) => this.insert(t, customer.id, fields));
  }

  private checkDetails(params: InitializeMandateParams, required: boolean) {
    const callbackUrl = params.callbackUrl?.trim() ? checkUrl(params.callbackUrl.trim(), 'callback_url') : null;
    let accountNumber: string | null = null;
    let bankCode: string | null = null;
    if (required || params.account) {
      if (!params.account) throw missing('account', 'account is required');
      accountNumber = checkAccountNumber(params.account.number, 'account.number');
      bankCode = checkBankCode(params.account.bankCode, 'account.bank_code').code;
    }
    let address: MandateAddress | null = null;
    if (required || params.address) {
      if (!params.address) throw missing('address', 'address is required');
      const part = (k: keyof MandateAddress) => {
        const v = params.address?.[k]?.trim();
        if (!v) throw missing(`address.${k}`, `address.${k} is required`);
        if (v.length > 100) throw invalid(`address.${k}`, `address.${k} is too long`);
        return v;
      };
      address = { street: part('street'), city: part('city'), state: part('state') };
    }
    return { callbackUrl, accountNumber, bankCode, address };
  }

  private async insert(
    t: TxContext,
    customerId: number,
    f: { callbackUrl: string | null; accountNumber: string | null; bankCode: string | null; address: MandateAddress | null },
  ) {
    const now = this.clock.now(t);
    const accessCode = randomString(15);
    const row = t.tx.em.create(DirectDebitMandate, {
      integrationId: t.integration.id,
      domain: t.domain,
      customerId,
      reference: `${randomString(15)}${accessCode}`,
      accessCode,
      status: 'pending',
      accountNumber: f.accountNumber,
      bankCode: f.bankCode,
      accountName: null,
      address: f.address,
      callbackUrl: f.callbackUrl,
      authorizationId: null,
      activationAttempts: 0,
      reason: null,
      signedAt: null,
      authorizedAt: null,
      dueMs: null,
      createdAt: now,
      updatedAt: now,
    });
    await t.tx.em.insert(DirectDebitMandate, row);
    return row;
  }

  // ---- the hosted mandate page ----

  async forPage(base: CallerBase, accessCode: string): Promise<{ ctx: RequestContext; view: MandateView; businessName: string }> {
    const ctx = await this.contextForCode(base, accessCode);
    const view = await this.db.read(ctx, async (em) => {
      const mandate = await em.findOneBy(DirectDebitMandate, { accessCode, integrationId: ctx.integration.id, domain: ctx.domain });
      if (!mandate) throw notFound('Mandate not found');
      return mandate;
    });
    const customer = await this.customers.get(ctx, String(view.customerId));
    const [authorization] = view.authorizationId ? await this.authorizations.byIds(ctx, [view.authorizationId]) : [];
    return { ctx, view: { mandate: view, customer, authorization: authorization ?? null }, businessName: await this.integrations.businessName(ctx) };
  }

  // The customer signs: the account is checked with the bank, an inactive authorization saved, and
  // the bank's activation falls due. Signing twice (a double submit) answers the first signature.
  async sign(base: CallerBase, accessCode: string, account: { number?: string; bankCode?: string }): Promise<DirectDebitMandate> {
    const ctx = await this.contextForCode(base, accessCode);
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const mandate = await forUpdate(
        em
          .createQueryBuilder(DirectDebitMandate, 'm')
          .where('m.access_code = :c AND m.integration_id = :i AND m.domain = :d', { c: accessCode, i: ctx.integration.id, d: ctx.domain }),
        this.db.dialect,
      ).getOne();
      if (!mandate) throw notFound('Mandate not found');
      if (mandate.signedAt) return mandate;
      const accountNumber = mandate.accountNumber ?? checkAccountNumber(account.number);
      const bank = mandate.bankCode ? bankByCode(mandate.bankCode)! : checkBankCode(account.bankCode);
      const resolved = resolveAccountName(bank.code, accountNumber);
      if (resolved.kind === 'not_found') throw new DomainError('unprocessable', ACCOUNT_NOT_RESOLVED, 'invalid_params', 'account_number');
      const customer = await this.customers.get(t, String(mandate.customerId));
      const authorization = await this.authorizations.saveMandate(t, mandate.customerId, { name: bank.name, accountNumber, accountName: resolved.accountName });
      const now = this.clock.now(t);
      Object.assign(mandate, {
        accountNumber,
        bankCode: bank.code,
        accountName: resolved.accountName,
        authorizationId: authorization.id,
        signedAt: now,
        dueMs: now.getTime() + ACTIVATION_DELAY_MS,
        updatedAt: now,
      });
      await em.update(
        DirectDebitMandate,
        { id: mandate.id },
        {
          accountNumber,
          bankCode: bank.code,
          accountName: resolved.accountName,
          authorizationId: authorization.id,
          signedAt: now,
          dueMs: mandate.dueMs,
          updatedAt: now,
        },
      );
      await this.events.record(t, {
        type: 'direct_debit.authorization.created',
        resource: `authorization:${authorization.id}`,
        payload: presentMandateEvent(authorization, customer),
      });
      t.tx.afterCommit.push(() => this.onDue());
      return mandate;
    });
  }

  // DueWorkRunner handler: the simulated bank's activation of one signed mandate.
  async handleDue(tx: Tx, id: number): Promise<void> {
    const em = tx.em;
    const mandate = await forUpdate(em.createQueryBuilder(DirectDebitMandate, 'm').where('m.id = :id', { id }), this.db.dialect).getOne();
    if (!mandate) return;
    const t = await jobContext(tx, this.log, mandate.integrationId, mandate.domain);
    const now = this.clock.now(t);
    if (mandate.status !== 'pending' || !mandate.authorizationId || mandate.dueMs === null || mandate.dueMs > now.getTime()) {
      if (mandate.status !== 'pending' && mandate.dueMs !== null) await em.update(DirectDebitMandate, { id }, { dueMs: null });
      return;
    }
    const attempts = mandate.activationAttempts + 1;
    if (attempts === 1 && failsFirstActivation(mandate.accountNumber ?? '')) {
      await em.update(DirectDebitMandate, { id }, { activationAttempts: attempts, reason: ACTIVATION_FAILED, dueMs: null, updatedAt: now });
      return;
    }
    const authorization = await this.authorizations.activateMandate(t, mandate.authorizationId);
    await em.update(
      DirectDebitMandate,
      { id },
      { status: 'active', activationAttempts: attempts, reason: null, authorizedAt: now, dueMs: null, updatedAt: now },
    );
    const customer = await this.customers.get(t, String(mandate.customerId));
    await this.events.record(t, {
      type: 'direct_debit.authorization.active',
      resource: `authorization:${authorization.id}`,
      payload: { ...presentMandateEvent(authorization, customer), integration: mandate.integrationId, domain: mandate.domain, reference: mandate.reference },
    });
  }

  // ---- merchant reads and retries ----

  async verify(ctx: RequestContext, reference: string): Promise<MandateView> {
    const mandate = await this.db.read(ctx, (em) =>
      em.findOneBy(DirectDebitMandate, { reference: (reference ?? '').trim(), integrationId: ctx.integration.id, domain: ctx.domain }),
    );
    if (!mandate || !mandate.authorizationId) throw notFound(AUTHORIZATION_UNKNOWN);
    return this.views(ctx, [mandate]).then((v) => v[0]!);
  }

  async list(
    ctx: RequestContext,
    filter: MandateFilter,
    perPage: number | undefined,
    cursor: string | undefined,
  ): Promise<{ items: MandateView[]; next: string | null; total: number }> {
    const size = checkPerPage(perPage);
    const status = filter.status?.trim() || undefined;
    if (status && !['pending', 'active', 'revoked'].includes(status)) throw invalid('status', 'status must be one of: pending, active, revoked');
    const customer = filter.customerRef !== undefined ? await this.customers.get(ctx, filter.customerRef) : null;
    const after = cursor?.trim() ? decodeCursor('mandate', cursor.trim(), 'cursor') : null;
    const found = await this.db.read(ctx, async (em) => {
      const qb = em
        .createQueryBuilder(DirectDebitMandate, 'm')
        .leftJoin(Authorization, 'a', 'a.id = m.authorization_id')
        .where('m.integration_id = :i AND m.domain = :d AND m.authorization_id IS NOT NULL', { i: ctx.integration.id, d: ctx.domain });
      if (customer) qb.andWhere('m.customer_id = :c', { c: customer.id });
      // A mandate whose authorization was deactivated is revoked.
      if (status === 'pending') qb.andWhere("m.status = 'pending'");
      if (status === 'active') qb.andWhere("m.status = 'active' AND a.active = :yes", { yes: true });
      if (status === 'revoked') qb.andWhere("m.status = 'active' AND a.active = :no", { no: false });
      const total = await qb.getCount();
      if (after !== null) qb.andWhere('m.id < :after', { after });
      const rows = await qb
        .orderBy('m.id', 'DESC')
        .take(size + 1)
        .getMany();
      const page = rows.slice(0, size);
      const next = rows.length > size ? encodeCursor('mandate', page[page.length - 1]!.id) : null;
      return { page, next, total };
    });
    return { items: await this.views(ctx, found.page), next: found.next, total: found.total };
  }

  // PUT /customer/:id/directdebit-activation-charge: retry the activation of a customer's mandate.
  async retryForCustomer(ctx: RequestContext, customerRef: string, authorizationId: number | undefined): Promise<void> {
    if (authorizationId === undefined) throw missing('authorization_id', 'authorization_id is required');
    const customer = await this.customers.get(ctx, customerRef);
    const queued = await this.requeue(ctx, { customerIds: [customer.id], authorizationId });
    if (!queued) throw notFound(AUTHORIZATION_UNKNOWN);
  }

  // PUT /directdebit/activation-charge: every pending, signed mandate of these customers.
  async retryForCustomers(ctx: RequestContext, customerIds: number[]): Promise<void> {
    if (!customerIds.length) throw missing('customer_ids', 'customer_ids is required');
    const queued = await this.requeue(ctx, { customerIds });
    if (!queued) throw notFound('No pending mandate found for these customers');
  }

  private async requeue(ctx: RequestContext, which: { customerIds: number[]; authorizationId?: number }): Promise<number> {
    return this.db.transaction(ctx, async (t) => {
      const now = this.clock.now(t);
      const rows = await t.tx.em.findBy(DirectDebitMandate, {
        integrationId: ctx.integration.id,
        domain: ctx.domain,
        customerId: In(which.customerIds),
        status: 'pending',
        ...(which.authorizationId !== undefined ? { authorizationId: which.authorizationId } : {}),
      });
      const signed = rows.filter((m) => m.authorizationId !== null);
      if (signed.length) {
        await t.tx.em.update(DirectDebitMandate, { id: In(signed.map((m) => m.id)) }, { dueMs: now.getTime(), updatedAt: now });
        t.tx.afterCommit.push(() => this.onDue());
      }
      return signed.length;
    });
  }

  private async views(ctx: RequestContext, mandates: DirectDebitMandate[]): Promise<MandateView[]> {
    if (!mandates.length) return [];
    const customers = new Map((await this.customers.byIds(ctx, [...new Set(mandates.map((m) => m.customerId))])).map((c) => [c.id, c]));
    const auths = new Map(
      (
        await this.authorizations.byIds(
          ctx,
          mandates.flatMap((m) => (m.authorizationId ? [m.authorizationId] : [])),
        )
      ).map((a) => [a.id, a]),
    );
    return mandates.map((mandate) => ({
      mandate,
      customer: customers.get(mandate.customerId)!,
      authorization: mandate.authorizationId ? (auths.get(mandate.authorizationId) ?? null) : null,
    }));
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<DirectDebitMandate[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(DirectDebitMandate, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  private async contextForCode(base: CallerBase, accessCode: string): Promise<RequestContext> {
    const ctx = ACCESS_CODE.test(accessCode ?? '') ? await contextForCapability(this.db, base, 'direct_debit_mandates', 'access_code', accessCode) : null;
    if (!ctx) throw notFound('Mandate not found');
    return ctx;
  }
}
