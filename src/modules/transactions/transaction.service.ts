import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, notFound } from '../../core/errors';
import { isNumericId, randomString } from '../../core/ids';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { CallerBase, RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, checkReference, checkUrl, oneOf, requireEmail, type Metadata } from '../../core/validate';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { anyColumnContains, searchText } from '../../db/search';
import type { ServerSecrets } from '../../db/server-secret';
import { contextForCapability } from '../../db/capability';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { LedgerService } from '../../ledger/ledger.service';
import { CUSTOMER_EMAIL_INDEX, type Customer } from '../customers/customer.entity';
import type { AuthorizationService } from '../authorizations/authorization.service';
import { presentAuthorization } from '../authorizations/authorization.presenter';
import type { CustomerService } from '../customers/customer.service';
import type { IntegrationService } from '../integrations/integration.service';
import { Transaction, TRANSACTION_ACCESS_CODE_INDEX, TRANSACTION_REFERENCE_INDEX } from './transaction.entity';
import { presentTransaction, type TransactionView } from './transaction.presenter';
import { ReplyDocuments, type ReplyDocument } from './reply-document';
import { ABANDONABLE, type ChargeState } from './transaction.state';
import { amountOrPlan, CHANNELS, checkStatus, checkTransactionOptions, duplicateReference } from './transaction.rules';
import type { TransactionStore } from './transaction.store';
import type { SessionTimeoutService } from './session-timeout.service';

export interface InitializeParams {
  amount: number;
  email: string;
  currency?: string;
  // Only `-`, `.`, `=` and letters/digits; generated when absent.
  reference?: string;
  callbackUrl?: string;
  // An object (the REST layer parses JSON-string metadata). May hold custom_fields, cancel_action.
  metadata?: Metadata | null;
  channels?: string[];
  // Checked here (checkTransactionOptions); the subscriptions slice prices a `plan` (payment.priced),
  // subaccounts and splits share the payment (payment.checked, payment.succeeded): modules/lifecycle.ts.
  plan?: string;
  invoiceLimit?: number;
  quantity?: number;
  subaccount?: string;
  splitCode?: string;
  transactionCharge?: number;
  bearer?: string;
  ipAddress?: string | null;
}

export interface InitializeResult {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
  transaction: Transaction;
}

export interface TransactionFilter {
  customer?: number;
  status?: string;
  from?: Date;
  to?: Date;
  amount?: number;
  currency?: string;
  // Paid out to the main account by a settlement (modules/settlements), or by that settlement.
  settled?: boolean;
  settlement?: number;
  subaccountSettlement?: number;
  // Paid with this split group (SPL_…).
  splitCode?: string;
  // Where the payment started, in Paystack's words (TRANSACTION_SOURCES).
  source?: string;
  // Taken on this terminal (its terminal_id).
  terminalId?: string;
  // Held anywhere in the reference, or in its customer's email, name or code (the dashboard's search box).
  search?: string;
}

// GET /transaction's `source` filter: Paystack's names for where a payment started, and the
// transactions' own sources each covers.
export const TRANSACTION_SOURCES: Readonly<Record<string, readonly string[]>> = {
  merchantApi: ['charge', 'charge_authorization'],
  checkout: ['transaction_initialize'],
  pos: ['pos'],
  virtualTerminal: ['virtual_terminal'],
};

export interface Totals {
  totalTransactions: number;
  uniqueCustomers: number;
  totalVolume: number;
  totalVolumeByCurrency: Array<{ currency: string; amount: number }>;
  pendingTransfers: number;
  pendingTransfersByCurrency: Array<{ currency: string; amount: number }>;
}

// Transactions: initialize, verify, fetch, list, timeline, totals, and the hosted checkout page's
// look-up by access code. Charging lives in ChargeService, the CSV export in
// TransactionExportService, the payment session timeout in SessionTimeoutService; other slices
// change a payment only through PaymentRecords.
export class TransactionService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly store: TransactionStore,
    private readonly customers: CustomerService,
    private readonly integrations: IntegrationService,
    private readonly ledger: LedgerService,
    private readonly secrets: ServerSecrets,
    private readonly sessions: SessionTimeoutService,
    private readonly publicUrl: string,
  ) {
    this.replies = new ReplyDocuments(store);
  }

  private readonly replies: ReplyDocuments;

  // POST /transaction/initialize. The customer is found or created by email in the same DB
  // transaction. A reused reference is "Duplicate Transaction Reference", also under races (the
  // unique index decides).
  async initialize(ctx: RequestContext, params: InitializeParams): Promise<InitializeResult> {
    const amount = amountOrPlan(params);
    const email = requireEmail(params.email);
    const currency = merchantCurrency(ctx, params.currency);
    const reference = checkReference(params.reference);
    const callbackUrl = params.callbackUrl?.trim() ? checkUrl(params.callbackUrl.trim(), 'callback_url') : null;
    const metadata = checkMetadata(params.metadata) ?? null;
    if (metadata && metadata.cancel_action !== undefined && (typeof metadata.cancel_action !== 'string' || !/^https?:\/\//.test(metadata.cancel_action))) {
      throw invalid('metadata.cancel_action', 'metadata.cancel_action must be a fully qualified http(s) URL');
    }
    if (metadata && metadata.custom_fields !== undefined && !Array.isArray(metadata.custom_fields)) {
      throw invalid('metadata.custom_fields', 'metadata.custom_fields must be an array');
    }
    const channels = params.channels === undefined ? null : params.channels.map((c) => oneOf(c.trim(), CHANNELS, 'channels'));
    if (channels && channels.length === 0) throw invalid('channels', 'channels must name at least one channel');
    const options = checkTransactionOptions(params, amount);

    return this.withNewReference(ctx, async (t) => {
      const ref = reference ?? randomString(15);
      const charged = await this.store.checkOptions(t, { amount, currency, email, options });
      checkAmount(charged.amount);
      // No look-up first: the unique index on the reference decides (see withNewReference).
      const { customer } = await this.customers.create(t, { email });
      const transaction = await this.insert(t, {
        reference: ref,
        email,
        customerId: customer.id,
        source: 'transaction_initialize',
        metadata,
        channels,
        ...options,
        ...charged,
        callbackUrl,
        ipAddress: params.ipAddress ?? null,
      });
      return {
        authorizationUrl: this.checkoutUrl(transaction.accessCode),
        accessCode: transaction.accessCode,
        reference: transaction.reference,
        transaction,
      };
    });
  }

  // Runs a use case that inserts a transaction under a new reference (initialize, POST /charge,
  // charge_authorization). The unique index decides a reused reference, also under races: the
  // loser gets the documented duplicate error. A first-time customer created concurrently, or an
  // access code that collided, is simply tried again. Its COMMIT may be shared with other requests
  // arriving at the same moment (db/group-commit.ts); its errors are still its own.
  async withNewReference<T>(ctx: RequestContext, work: (t: TxContext) => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.db.grouped(ctx, work);
      } catch (err) {
        if (ctx.tx) throw err;
        if (isUniqueViolation(err, TRANSACTION_REFERENCE_INDEX)) throw duplicateReference();
        if (tries < 5 && (isUniqueViolation(err, CUSTOMER_EMAIL_INDEX) || isUniqueViolation(err, TRANSACTION_ACCESS_CODE_INDEX))) continue;
        throw err;
      }
    }
  }

  checkoutUrl(accessCode: string): string {
    return `${this.publicUrl}/checkout/${accessCode}`;
  }

  // Inserts a new transaction in state `initialized` (used by initialize and the charge paths).
  // `deferred`: the caller moves the row to its first state at once (store.transition), which writes it.
  async insert(
    t: TxContext,
    fields: Pick<Transaction, 'reference' | 'amount' | 'currency' | 'email' | 'customerId' | 'source' | 'metadata'> & Partial<Transaction>,
    deferred = false,
  ): Promise<Transaction> {
    const now = this.clock.now(t);
    const row = Object.assign(new Transaction(), {
      integrationId: t.integration.id,
      domain: t.domain,
      accessCode: randomString(15),
      status: 'pending',
      chargeStatus: 'initialized' as ChargeState,
      version: 0,
      requestedAmount: fields.amount,
      channel: null,
      channels: null,
      authorizationId: null,
      planCode: null,
      invoiceLimit: null,
      quantity: null,
      subaccountCode: null,
      transactionCharge: null,
      bearer: 'account',
      callbackUrl: null,
      refundedAmount: 0,
      givenBackAmount: 0,
      settlementId: null,
      split: null,
      payer: null,
      splitCode: null,
      splitGroup: null,
      terminalId: null,
      gatewayResponse: null,
      message: null,
      fees: null,
      ipAddress: null,
      log: null,
      chargeSession: null,
      stateChangedAt: now,
      paidAt: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
    return this.store.create(t, row, deferred);
  }

  // GET /transaction/verify/:reference. Unknown → 404 "Transaction reference not found".
  async verify(ctx: RequestContext, reference: string): Promise<TransactionView> {
    return this.readView(
      ctx,
      (em) => this.store.viewWhere(ctx, em, { reference }),
      () => notFound('Transaction reference not found', 'transaction_not_found'),
    );
  }

  // GET /transaction/:id.
  async get(ctx: RequestContext, id: string): Promise<TransactionView> {
    return this.readView(
      ctx,
      (em) => this.store.viewWhere(ctx, em, { id: transactionId(id) }),
      () => notFound('Transaction not found', 'transaction_not_found'),
    );
  }

  // The REST verify and fetch replies: presentTransaction's output as JSON text, kept as a document
  // while the rows it shows are unchanged (reply-document.ts).
  async verifyReply(ctx: RequestContext, reference: string): Promise<ReplyDocument['json']> {
    const doc = await this.readView(
      ctx,
      (em) => this.replies.read(ctx, em, { reference }),
      () => notFound('Transaction reference not found', 'transaction_not_found'),
    );
    return doc.json;
  }

  async getReply(ctx: RequestContext, id: string): Promise<ReplyDocument['json']> {
    const doc = await this.readView(
      ctx,
      (em) => this.replies.read(ctx, em, { id: transactionId(id) }),
      () => notFound('Transaction not found', 'transaction_not_found'),
    );
    return doc.json;
  }

  // GET /transaction/timeline/:id_or_reference.
  // Paystack answers an unknown one 400, not 404 (its timeline sample).
  timeline(ctx: RequestContext, idOrReference: string): Promise<Transaction> {
    return this.byIdOrReference(ctx, idOrReference, () => new DomainError('validation', 'Transaction ID or reference is invalid', 'transaction_not_found'));
  }

  // A payment's events and checkout session (Kobo's own routes, no Paystack sample): 404 when unknown.
  findByIdOrReference(ctx: RequestContext, idOrReference: string): Promise<Transaction> {
    return this.byIdOrReference(ctx, idOrReference, () => notFound('Transaction ID or reference is invalid', 'transaction_not_found'));
  }

  private async byIdOrReference(ctx: RequestContext, idOrReference: string, unknown: () => DomainError): Promise<Transaction> {
    const numeric = isNumericId(idOrReference);
    const view = await this.readView(
      ctx,
      // An all-digit reference is a reference too.
      async (em) =>
        (numeric ? await this.store.viewWhere(ctx, em, { id: Number(idOrReference) }) : null) ?? this.store.viewWhere(ctx, em, { reference: idOrReference }),
      unknown,
    );
    return view.transaction;
  }

  // Reads one transaction; the payment session timeout is consulted only when the transaction is
  // still waiting for the customer (a paid one needs no settings read).
  private async readView<V extends { transaction: Pick<Transaction, 'id' | 'chargeStatus'> }>(
    ctx: RequestContext,
    load: (em: EntityManager) => Promise<V | null>,
    missingError: () => DomainError,
  ): Promise<V> {
    const read = () =>
      this.db.read(ctx, async (em) => {
        const view = await load(em);
        if (!view) throw missingError();
        return view;
      });
    const view = await read();
    if (ABANDONABLE.includes(view.transaction.chargeStatus) && (await this.sessions.expireIfDue(ctx, { id: view.transaction.id }))) return read();
    return view;
  }

  // The hosted checkout page's view of a transaction, and a context to act for its integration.
  async forAccessCode(base: CallerBase, accessCode: string): Promise<{ ctx: RequestContext; view: TransactionView }> {
    const ctx = await this.contextForAccessCode(base, accessCode);
    await this.sessions.expireIfDue(ctx, { accessCode });
    const view = await this.db.read(ctx, async (em) => {
      const row = await em.findOneBy(Transaction, { integrationId: ctx.integration.id, domain: ctx.domain, accessCode });
      if (!row) throw notFound('Transaction not found', 'transaction_not_found');
      return this.store.view(ctx, em, row);
    });
    return { ctx, view };
  }

  async contextForAccessCode(base: CallerBase, accessCode: string): Promise<RequestContext> {
    const ctx = /^[a-z0-9]{10,15}$/.test(accessCode ?? '') ? await contextForCapability(this.db, base, 'transactions', 'access_code', accessCode) : null;
    if (!ctx) throw notFound('Transaction not found', 'transaction_not_found');
    return ctx;
  }

  // GET /transaction: newest first, offset or cursor pages; `totalVolume` sums the successful
  // amounts matching the filter.
  // `volume: false` skips the total_volume sum when the caller does not show it (GraphQL).
  async list(
    ctx: RequestContext,
    page: PageRequest,
    filter: TransactionFilter = {},
    opts: { volume?: boolean } = {},
  ): Promise<{ page: Page<TransactionView>; totalVolume: number }> {
    await this.sessions.expireAbandoned(ctx);
    return this.db.read(ctx, async (em) => {
      const qb = this.query(ctx, em, filter);
      const [rows, volume] = await Promise.all([
        paginate(qb, page),
        opts.volume === false
          ? null
          : qb.clone().select('COALESCE(SUM(t.amount), 0)', 'total').andWhere("t.status = 'success'").getRawOne<{ total: string | number }>(),
      ]);
      const items = await this.store.views(ctx, em, rows.items);
      return { page: { ...rows, items } as Page<TransactionView>, totalVolume: Number(volume?.total ?? 0) };
    });
  }

  // For the per-operation loader (graphql/loaders.ts).
  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Transaction[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Transaction, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // How many transactions match (GraphQL totalCount); the page itself comes from list().
  async count(ctx: RequestContext, filter: TransactionFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.query(ctx, em, filter).getCount());
  }

  // GET /transaction/totals: successful payments in [from, to]; pending transfers = the merchant's
  // ledger balances (what has not been paid out, transferred or refunded yet).
  async totals(ctx: RequestContext, range: { from?: Date; to?: Date } = {}): Promise<Totals> {
    const pending = await this.ledger.balances(ctx);
    return this.db.read(ctx, async (em) => {
      const qb = this.query(ctx, em, { ...range, status: 'success' });
      const [counts, byCurrency] = await Promise.all([
        qb
          .clone()
          .select('COUNT(*)', 'n')
          .addSelect('COUNT(DISTINCT t.customer_id)', 'customers')
          .getRawOne<{ n: string | number; customers: string | number }>(),
        qb
          .clone()
          .select('t.currency', 'currency')
          .addSelect('SUM(t.amount)', 'amount')
          .groupBy('t.currency')
          .orderBy('t.currency')
          .getRawMany<{ currency: string; amount: string | number }>(),
      ]);
      const volume = byCurrency.map((r) => ({ currency: r.currency, amount: Number(r.amount) }));
      const pendingRows = pending.filter((b) => b.balance !== 0).map((b) => ({ currency: b.currency, amount: b.balance }));
      return {
        totalTransactions: Number(counts?.n ?? 0),
        uniqueCustomers: Number(counts?.customers ?? 0),
        totalVolume: volume.reduce((s, r) => s + r.amount, 0),
        totalVolumeByCurrency: volume,
        pendingTransfers: pendingRows.reduce((s, r) => s + r.amount, 0),
        pendingTransfersByCurrency: pendingRows,
      };
    });
  }

  // The integration's transactions matching a filter (lists, counts, the CSV export).
  query(ctx: RequestContext, em: EntityManager, filter: TransactionFilter): SelectQueryBuilder<Transaction> {
    const qb = em
      .createQueryBuilder(Transaction, 't')
      .where('t.integration_id = :integration AND t.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.customer !== undefined) qb.andWhere('t.customer_id = :customer', { customer: filter.customer });
    if (filter.status) qb.andWhere('t.status = :status', { status: checkStatus(filter.status) });
    if (filter.from) qb.andWhere('t.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('t.created_at <= :to', { to: filter.to });
    if (filter.amount !== undefined) qb.andWhere('t.amount = :amount', { amount: filter.amount });
    if (filter.currency) qb.andWhere('t.currency = :currency', { currency: filter.currency.toUpperCase() });
    if (filter.settled !== undefined) qb.andWhere(filter.settled ? 't.settlement_id IS NOT NULL' : 't.settlement_id IS NULL');
    if (filter.settlement !== undefined) qb.andWhere('t.settlement_id = :settlement', { settlement: filter.settlement });
    // A subaccount's settlement marks the subaccount's shares of payments (modules/subaccounts),
    // single-subaccount and split-group alike.
    if (filter.subaccountSettlement !== undefined) {
      qb.andWhere('t.id IN (SELECT s.transaction_id FROM transaction_split_shares s WHERE s.settlement_id = :subSettlement)', {
        subSettlement: filter.subaccountSettlement,
      });
    }
    if (filter.splitCode?.trim()) qb.andWhere('t.split_code = :splitCode', { splitCode: filter.splitCode.trim() });
    if (filter.terminalId?.trim()) qb.andWhere('t.terminal_id = :terminalId', { terminalId: filter.terminalId.trim() });
    const search = searchText(filter.search);
    if (search) {
      const reference = anyColumnContains(['t.reference'], search, 'kobo_q');
      const customers = this.customers.matchingIds(ctx, search);
      qb.andWhere(`(${reference.sql} OR t.customer_id IN (${customers.sql}))`, { ...reference.params, ...customers.params });
    }
    if (filter.source) {
      const sources = Object.hasOwn(TRANSACTION_SOURCES, filter.source) ? TRANSACTION_SOURCES[filter.source] : undefined;
      if (!sources) throw invalid('source', `source must be one of: ${Object.keys(TRANSACTION_SOURCES).join(', ')}`);
      qb.andWhere('t.source IN (:...sources)', { sources });
    }
    return qb;
  }

  // The customer record's `transactions` (latest 50), `authorizations` (active) and totals.
  async customerRelations(ctx: RequestContext, em: EntityManager, customer: Customer, authorizations: AuthorizationService) {
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain, customerId: customer.id };
    const [rows, auths, totals] = await Promise.all([
      em.find(Transaction, { where: scope, order: { id: 'DESC' }, take: 50 }),
      authorizations.activeForCustomer(ctx, em, customer.id),
      em
        .createQueryBuilder(Transaction, 't')
        .select('t.currency', 'currency')
        .addSelect('COUNT(*)', 'n')
        .addSelect('SUM(t.amount)', 'amount')
        .where("t.integration_id = :i AND t.domain = :d AND t.customer_id = :c AND t.status = 'success'", {
          i: ctx.integration.id,
          d: ctx.domain,
          c: customer.id,
        })
        .groupBy('t.currency')
        .orderBy('t.currency')
        .getRawMany<{ currency: string; n: string | number; amount: string | number }>(),
    ]);
    const views = await this.store.views(ctx, em, rows);
    return {
      transactions: views.map(presentTransaction),
      authorizations: auths.map(presentAuthorization),
      totalTransactions: totals.reduce((s, r) => s + Number(r.n), 0),
      totalTransactionValue: totals.map((r) => ({ currency: r.currency, amount: Number(r.amount) })),
    };
  }
}

function transactionId(id: string): number {
  if (!isNumericId(id)) throw invalid('id', 'Transaction ID should be numeric.');
  return Number(id);
}
