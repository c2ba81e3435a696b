import { In, type EntityManager } from 'typeorm';
import { isNumericId } from '../../core/ids';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, Tx, TxContext } from '../../core/request-context';
import { BANKS } from '../../core/banks/directory';
import { optionalText } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { paginate } from '../../db/paginate';
import { InsertStatement, moveGuarded } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { jobContext } from '../../jobs/job-context';
import type { LedgerService } from '../../ledger/ledger.service';
import { Authorization } from '../authorizations/authorization.entity';
import { Customer } from '../customers/customer.entity';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { PaymentRecord, PaymentRecords } from '../transactions/payment-records.service';
import { DEFAULT_REFUND_DELAY_S, type MoneyLock } from '../../ledger/money-lock';
import { MoneySettings } from '../../ledger/money-settings.entity';
import { Refund } from './refund.entity';
import { assertRefundTransition, type RefundStatus } from './refund.state';

export interface CreateRefundParams {
  transaction?: string;
  amount?: number;
  currency?: string;
  customerNote?: string | null;
  merchantNote?: string | null;
}

// POST /refund/retry_with_customer_details/:id's `refund_account_details`.
export interface RefundAccountDetails {
  currency?: string;
  accountNumber?: string;
  bankId?: string;
}

export interface RefundFilter {
  reference?: string;
  currency?: string;
  from?: Date;
  to?: Date;
  transactionId?: number;
}

export interface RefundSettings {
  refundDelaySeconds: number;
  allowNegativeBalance: boolean;
}

// A refund the balance cannot cover looks again this often.
export const BALANCE_RETRY_MS = 3600_000;
export const INSUFFICIENT_BALANCE = 'Insufficient balance to fulfill this refund. Please top up.';
export const FULLY_REVERSED = 'Transaction has been fully reversed';

// Paystack's refund test cards and EFT accounts (reference/paystack-facts.md §2.1, §2.2): the charge
// succeeds, the refund fails or needs attention. Keyed by bin and last4, all Kobo keeps of either.
export const REFUND_TEST_CARDS: ReadonlyArray<{ bin: string; last4: string; outcome: 'failed' | 'needs-attention' }> = [
  { bin: '408408', last4: '1803', outcome: 'failed' },
  { bin: '408408', last4: '1902', outcome: 'needs-attention' },
  // Paystack's EFT test accounts 1012204936 and 1012204935 (processor/channels.ts EFT_TEST_ACCOUNTS).
  { bin: '101XXX', last4: 'X936', outcome: 'failed' },
  { bin: '101XXX', last4: 'X935', outcome: 'needs-attention' },
];

const OPEN: readonly RefundStatus[] = ['pending', 'processing'];

// Refunds: POST/GET /refund, GET /refund/:id, the clock-driven processing (a DueWorkRunner over
// `refunds`) and the operator's processRefund. The merchant's balance is debited through the ledger
// when processing starts; the payment's refundable amount is reserved when the refund is made
// (PaymentRecords.reserveRefundable, under the payment's row lock and a guarded UPDATE), so
// concurrent refunds and disputes can never give back more than was paid.
export class RefundService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly ledger: LedgerService,
    private readonly payments: PaymentRecords,
    private readonly money: MoneyLock,
    private readonly log: Logger,
  ) {}

  async create(ctx: RequestContext, params: CreateRefundParams): Promise<{ refund: Refund; view: TransactionView }> {
    const ref = params.transaction?.trim();
    if (!ref) throw missing('transaction', 'Transaction reference or id is required');
    if (params.amount !== undefined && (!Number.isSafeInteger(params.amount) || params.amount <= 0))
      throw invalid('amount', 'Amount must be a positive integer');
    const currency = params.currency?.trim().toUpperCase() || undefined;
    const customerNote = optionalText(params.customerNote, 'customer_note') ?? null;
    const merchantNote = optionalText(params.merchantNote, 'merchant_note') ?? null;
    return this.db.transaction(ctx, (t) => this.createIn(t, { ref, amount: params.amount, currency, customerNote, merchantNote, refundedBy: 'api' }));
  }

  // A refund made inside a transaction the caller holds (the API's own, or the one in which a
  // card-update charge succeeded), the transaction named by reference or id.
  async createIn(
    t: TxContext,
    p: { ref: string; amount?: number; currency?: string; customerNote: string | null; merchantNote: string | null; refundedBy: string },
  ): Promise<{ refund: Refund; view: TransactionView }> {
    const { ref, currency, customerNote, merchantNote } = p;
    const em = t.tx.em;
    const row = await this.payments.byIdOrReference(t, em, ref, true);
    if (!row) throw notFound('Transaction reference not found', 'transaction_not_found');
    if (row.status === 'reversed') throw new DomainError('validation', FULLY_REVERSED, 'invalid_params', 'transaction');
    if (row.status !== 'success') throw new DomainError('validation', 'Only a successful transaction can be refunded', 'invalid_params', 'transaction');
    if (currency && currency !== row.currency) throw invalid('currency', `Currency must be the transaction's currency (${row.currency})`);
    const refundable = row.amount - row.refundedAmount;
    if (refundable <= 0) throw new DomainError('validation', FULLY_REVERSED, 'invalid_params', 'transaction');
    const amount = p.amount ?? refundable;
    const tooMuch = () => invalid('amount', `Refund amount cannot be more than what is left to refund (${refundable})`);
    if (amount > refundable) throw tooMuch();
    if (!(await this.payments.reserveRefundable(t, row, amount))) throw tooMuch();
    const now = this.clock.now(t);
    const settings = await this.settings(t);
    const dueMs = now.getTime() + settings.refundDelaySeconds * 1000;
    const refund = em.create(Refund, {
      integrationId: t.integration.id,
      domain: t.domain,
      transactionId: row.id,
      transactionReference: row.reference,
      amount,
      deductedAmount: 0,
      currency: row.currency,
      status: 'pending' as RefundStatus,
      channel: row.channel,
      customerNote: customerNote ?? `Refund for transaction ${row.reference}`,
      merchantNote: merchantNote ?? `Refund for transaction ${row.reference}`,
      refundedBy: p.refundedBy,
      reason: null,
      accountNumber: null,
      bankId: null,
      refundedAt: null,
      expectedAt: new Date(dueMs + settings.refundDelaySeconds * 1000),
      dueMs,
      createdAt: now,
      updatedAt: now,
    });
    this.insertStatement ??= new InsertStatement(em.connection, Refund);
    await this.insertStatement.insert(em, refund);
    const view = await this.payments.view(t, em, row);
    await this.record(t, refund, view.customer);
    return { refund, view };
  }

  private insertStatement?: InsertStatement<Refund>;

  // A `needs-attention` refund (the processor could not return the money to the card) is sent to
  // the customer's bank account instead: it goes back to `processing` and the simulated bank pays
  // it out on the clock. The money already left the balance, so nothing is posted here.
  async retryWithCustomerDetails(ctx: RequestContext, id: string, details: RefundAccountDetails | undefined): Promise<Refund> {
    if (!details) throw missing('refund_account_details', 'refund_account_details is required');
    const currency = details.currency?.trim().toUpperCase();
    if (!currency) throw missing('refund_account_details.currency', 'refund_account_details.currency is required');
    const accountNumber = details.accountNumber?.trim();
    if (!accountNumber) throw missing('refund_account_details.account_number', 'refund_account_details.account_number is required');
    if (!/^\d{10}$/.test(accountNumber)) throw invalid('refund_account_details.account_number', 'Account number must be 10 digits');
    const bankId = details.bankId?.trim();
    if (!bankId) throw missing('refund_account_details.bank_id', 'refund_account_details.bank_id is required');
    if (!BANKS.some((b) => String(b.id) === bankId)) throw invalid('refund_account_details.bank_id', 'bank_id must be the id of a bank from List Banks');
    if (!isNumericId(id.trim())) throw notFound('Refund not found', 'refund_not_found');
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const refund = await forUpdate(
        em
          .createQueryBuilder(Refund, 'r')
          .where('r.id = :id AND r.integration_id = :i AND r.domain = :d', { id: Number(id.trim()), i: t.integration.id, d: t.domain }),
        this.db.dialect,
      ).getOne();
      if (!refund) throw notFound('Refund not found', 'refund_not_found');
      if (refund.status !== 'needs-attention')
        throw new DomainError('unprocessable', 'Invalid Refund state, refund status should be "needs-attention"', 'invalid_params');
      if (currency !== refund.currency) throw invalid('refund_account_details.currency', `Currency must be the refund's currency (${refund.currency})`);
      const tx = (await this.payments.byId(t, em, refund.transactionId, false))!;
      const customer = await em.findOneByOrFail(Customer, { id: tx.customerId });
      const now = this.clock.now(t);
      const settings = await this.settings(t);
      await this.move(t, refund, 'processing', { accountNumber, bankId, reason: null, dueMs: now.getTime() + settings.refundDelaySeconds * 1000 }, customer);
      return refund;
    });
  }

  async get(ctx: RequestContext, id: string): Promise<Refund> {
    if (!isNumericId(id.trim())) throw notFound('Refund not found', 'refund_not_found');
    return this.db.read(ctx, async (em) => {
      const row = await em.findOneBy(Refund, { integrationId: ctx.integration.id, domain: ctx.domain, id: Number(id.trim()) });
      if (!row) throw notFound('Refund not found', 'refund_not_found');
      return row;
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Refund[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Refund, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async forTransactions(ctx: RequestContext, transactionIds: readonly number[]): Promise<Refund[]> {
    if (!transactionIds.length) return [];
    return this.db.read(ctx, (em) =>
      em.find(Refund, { where: { integrationId: ctx.integration.id, domain: ctx.domain, transactionId: In([...transactionIds]) }, order: { id: 'ASC' } }),
    );
  }

  async list(ctx: RequestContext, page: PageRequest, filter: RefundFilter = {}): Promise<Page<Refund>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: RefundFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  // Paystack's list meta `failedRefundCount`: the failed refunds among those the filter matches.
  async failedCount(ctx: RequestContext, filter: RefundFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).andWhere('r.status = :failed', { failed: 'failed' }).getCount());
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: RefundFilter) {
    const qb = em.createQueryBuilder(Refund, 'r').where('r.integration_id = :i AND r.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.reference) qb.andWhere('r.transaction_reference = :ref', { ref: filter.reference });
    if (filter.transactionId !== undefined) qb.andWhere('r.transaction_id = :tid', { tid: filter.transactionId });
    if (filter.currency) qb.andWhere('r.currency = :cur', { cur: filter.currency.toUpperCase() });
    if (filter.from) qb.andWhere('r.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('r.created_at <= :to', { to: filter.to });
    return qb;
  }

  // ---- settings ----

  async settings(ctx: RequestContext): Promise<RefundSettings> {
    return this.db.read(ctx, async (em) => {
      const row = await em.findOneBy(MoneySettings, { integrationId: ctx.integration.id, domain: ctx.domain });
      return { refundDelaySeconds: row?.refundDelayS ?? DEFAULT_REFUND_DELAY_S, allowNegativeBalance: row?.allowNegativeBalance ?? false };
    });
  }

  async updateSettings(ctx: RequestContext, changes: Partial<RefundSettings>): Promise<RefundSettings> {
    if (
      changes.refundDelaySeconds !== undefined &&
      (!Number.isInteger(changes.refundDelaySeconds) || changes.refundDelaySeconds < 0 || changes.refundDelaySeconds > 30 * 86_400)
    ) {
      throw invalid('refundDelaySeconds', 'refundDelaySeconds must be a whole number of seconds from 0 to 2592000');
    }
    return this.db.transaction(ctx, async (t) => {
      const row = await this.money.lock(t);
      if (changes.refundDelaySeconds !== undefined) row.refundDelayS = changes.refundDelaySeconds;
      if (changes.allowNegativeBalance !== undefined) row.allowNegativeBalance = changes.allowNegativeBalance;
      row.updatedAt = this.clock.now(t);
      await t.tx.em.save(MoneySettings, row);
      const settings = { refundDelaySeconds: row.refundDelayS, allowNegativeBalance: row.allowNegativeBalance };
      await this.events.record(t, { type: 'integration.refund_settings_updated', resource: `integration:${t.integration.id}`, payload: { ...settings } });
      return settings;
    });
  }

  // ---- processing ----

  // One step of a due refund, for the DueWorkRunner (inside its transaction).
  async handleDue(tx: Tx, id: number): Promise<void> {
    // Only locking reads before the money lock: on MySQL/MariaDB the transaction's snapshot is taken
    // at its first plain read, and the balance read after the lock must see every transfer or
    // refund committed while this one waited for it.
    const lock = this.db.dialect === 'mysql' ? ' FOR UPDATE' : '';
    const rows: Array<{ integration_id: string | number; domain: 'test' | 'live' }> = await tx.em.query(
      `SELECT integration_id, domain FROM refunds WHERE id = ?${lock}`,
      [id],
    );
    if (!rows[0]) return;
    await tx.em.query(`SELECT id FROM money_settings WHERE integration_id = ? AND domain = ?${lock}`, [rows[0].integration_id, rows[0].domain]);
    const t = await jobContext(tx, this.log, Number(rows[0].integration_id), rows[0].domain);
    await this.step(t, id, false);
  }

  // The operator's processRefund: every step now, as far as the balance allows.
  async processNow(ctx: RequestContext, id: string): Promise<Refund> {
    const refund = await this.get(ctx, id);
    for (let i = 0; i < 3; i++) {
      const moved = await this.db.transaction(ctx, (t) => this.step(t, refund.id, true));
      if (!moved) break;
    }
    return this.get(ctx, String(refund.id));
  }

  // Moves the refund one step if it is due (or forced). True when it moved.
  private async step(t: TxContext, id: number, force: boolean): Promise<boolean> {
    const em = t.tx.em;
    const refund = await forUpdate(
      em.createQueryBuilder(Refund, 'r').where('r.id = :id AND r.integration_id = :i AND r.domain = :d', { id, i: t.integration.id, d: t.domain }),
      this.db.dialect,
    ).getOne();
    if (!refund || !OPEN.includes(refund.status)) {
      if (refund && refund.dueMs !== null) await em.update(Refund, { id }, { dueMs: null });
      return false;
    }
    const now = this.clock.now(t);
    if (!force && (refund.dueMs === null || refund.dueMs > now.getTime())) return false;
    // Only the step that spends the balance queues on the integration's settings row, taken before
    // any plain read (see handleDue).
    const settings = refund.status === 'pending' ? await this.money.lock(t) : null;
    const tx = (await this.payments.byId(t, em, refund.transactionId, true))!;
    const customer = await em.findOneByOrFail(Customer, { id: tx.customerId });

    if (settings) {
      const delayMs = settings.refundDelayS * 1000;
      const balance = await this.money.balance(t, refund.currency);
      if (balance < refund.amount && !settings.allowNegativeBalance) {
        const reasonChanged = refund.reason !== INSUFFICIENT_BALANCE;
        await em.update(Refund, { id }, { reason: INSUFFICIENT_BALANCE, dueMs: now.getTime() + BALANCE_RETRY_MS, updatedAt: now });
        if (reasonChanged) {
          Object.assign(refund, { reason: INSUFFICIENT_BALANCE });
          await this.events.record(t, { type: 'refund.updated', resource: `refund:${id}`, payload: this.payload(refund, customer) });
        }
        return false;
      }
      await this.ledger.post(t, {
        currency: refund.currency,
        reason: `Refund ${refund.id} of ${refund.transactionReference}`,
        modelResponsible: 'Refund',
        modelRow: refund.id,
        legs: [
          { account: 'merchant_balance', amount: -refund.amount },
          { account: 'processor_clearing', amount: refund.amount },
        ],
      });
      await this.move(t, refund, 'processing', { deductedAmount: refund.amount, reason: null, dueMs: now.getTime() + delayMs }, customer);
      return true;
    }

    const outcome = await this.outcome(t, tx, refund);
    if (outcome === 'failed') {
      await this.ledger.post(t, {
        currency: refund.currency,
        reason: `Refund ${refund.id} of ${refund.transactionReference} failed`,
        modelResponsible: 'Refund',
        modelRow: refund.id,
        legs: [
          { account: 'merchant_balance', amount: refund.amount },
          { account: 'processor_clearing', amount: -refund.amount },
        ],
      });
      await this.payments.releaseRefundable(t, tx, refund.amount);
      await this.move(t, refund, 'failed', { deductedAmount: 0, reason: 'The refund was declined by the processor', dueMs: null }, customer);
      return true;
    }
    if (outcome === 'needs-attention') {
      await this.move(t, refund, 'needs-attention', { reason: 'The processor could not complete the refund; it needs attention', dueMs: null }, customer);
      return true;
    }
    await this.move(t, refund, 'processed', { refundedAt: now, dueMs: null }, customer);
    // Given back now: with what other refunds and a lost dispute gave back, it may be all of it.
    await this.payments.giveBack(t, tx, refund.amount, { customer });
    return true;
  }

  private async move(t: TxContext, refund: Refund, to: RefundStatus, changes: Partial<Refund>, customer: Customer): Promise<void> {
    assertRefundTransition(refund.status, to);
    await moveGuarded(t.tx.em, Refund, refund, { ...changes, status: to, updatedAt: this.clock.now(t) }, 'refund');
    await this.record(t, refund, customer);
  }

  private async record(t: TxContext, refund: Refund, customer: Customer): Promise<void> {
    await this.events.record(t, { type: `refund.${refund.status}`, resource: `refund:${refund.id}`, payload: this.payload(refund, customer) });
  }

  // The refund webhooks' `data` (docs/guide.md "Refunds"), after Paystack's refund.* samples.
  payload(refund: Refund, customer: Customer): Record<string, unknown> {
    return {
      id: refund.id,
      status: refund.status,
      transaction_reference: refund.transactionReference,
      refund_reference: `RFD_${refund.id}`,
      amount: refund.amount,
      currency: refund.currency,
      processor: 'kobo',
      customer: { first_name: customer.firstName, last_name: customer.lastName, email: customer.email },
      integration: refund.integrationId,
      domain: refund.domain,
      reason: refund.reason,
      customer_note: refund.customerNote,
      merchant_note: refund.merchantNote,
      refunded_at: refund.refundedAt?.toISOString() ?? null,
    };
  }

  private async outcome(t: TxContext, tx: PaymentRecord, refund: Refund): Promise<'processed' | 'failed' | 'needs-attention'> {
    // Paid to the customer's bank account (a retry), not back to the card.
    if (tx.authorizationId === null || refund.accountNumber !== null) return 'processed';
    const auth = await t.tx.em.findOneBy(Authorization, { id: tx.authorizationId });
    const card = auth && REFUND_TEST_CARDS.find((c) => c.bin === auth.bin && c.last4 === auth.last4);
    return card ? card.outcome : 'processed';
  }
}
