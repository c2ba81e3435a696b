import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { SUBACCOUNT_CODE } from '../../core/codes';
import { settlementAccount } from '../../core/banks/settlement';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, newCode } from '../../core/ids';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, oneOf, optionalText, requireEmail, requireText, type Metadata } from '../../core/validate';
import { forUpdate, type Dialect } from '../../db/dialect';
import { paginate } from '../../db/paginate';
import { InsertStatement } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { transactionFee } from '../../ledger/fees';
import { subaccountLedgerAccount } from '../../ledger/ledger.entity';
import type { LedgerService } from '../../ledger/ledger.service';
import { marketOf, marketOfCurrency, type MarketCountry } from '../../core/markets';
import { presentSubaccount } from './subaccount.presenter';
import { SETTLEMENT_SCHEDULES, Subaccount, type SettlementSchedule } from './subaccount.entity';
import { repriceSplit, splitShares, type SplitBearer, type TransactionSplit } from './split';
import type { SubaccountShareService } from './subaccount-share.service';

// What the split needs of a transaction (transactions register the checks below as their hooks).
interface SplitOptions {
  subaccountCode?: string | null;
  transactionCharge?: number | null;
  bearer?: SplitBearer | null;
}
interface SplitPayment {
  id: number;
  reference: string;
  currency: string;
  paidAt: Date | null;
  split: TransactionSplit | null;
}

export interface SubaccountParams {
  businessName?: string;
  settlementBank?: string;
  accountNumber?: string;
  // As received: a number or numeric string (checked here).
  percentageCharge?: number | string;
  description?: string | null;
  primaryContactEmail?: string | null;
  primaryContactName?: string | null;
  primaryContactPhone?: string | null;
  metadata?: Metadata | null;
  settlementSchedule?: string;
  active?: boolean;
}

// percentage_charge in hundredths of a percent, 0 to 100%; at most two decimals.
export function checkPercentage(value: number | string | undefined): number {
  if (value === undefined || value === '') throw missing('percentage_charge', 'Percentage charge is required');
  const n = typeof value === 'number' ? value : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0) throw invalid('percentage_charge', 'percentage_charge must be a number from 0 to 100');
  if (n > 100) throw invalid('percentage_charge', 'percentage_charge cannot be more than 100');
  const bp = Math.round(n * 100);
  if (Math.abs(n * 100 - bp) > 1e-6) throw invalid('percentage_charge', 'percentage_charge can have at most two decimal places');
  return bp;
}

// Subaccounts (POST/GET/PUT /subaccount) and the split of a payment between the main account and a
// subaccount: checked and worked out at initialize (an option check on transactions), posted to
// the ledger when the payment succeeds (a success hook).
export class SubaccountService {
  private readonly updatedListeners: Array<(t: TxContext, s: Subaccount) => Promise<void>> = [];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly ledger: LedgerService,
    private readonly shares: SubaccountShareService,
  ) {}

  // Another slice (settlements) follows schedule changes inside the same transaction.
  onUpdated(fn: (t: TxContext, s: Subaccount) => Promise<void>): void {
    this.updatedListeners.push(fn);
  }

  async create(ctx: RequestContext, params: SubaccountParams): Promise<Subaccount> {
    const businessName = requireText(params.businessName, 'business_name', 100);
    // A subaccount is in its integration's market: that country's banks, settled in its currency.
    const market = marketOf(ctx);
    const { bank, accountNumber, accountName } = settlementAccount(market.country, params.settlementBank, params.accountNumber);
    const percentageChargeBp = checkPercentage(params.percentageCharge);
    const contacts = this.contacts(params);
    const metadata = checkMetadata(params.metadata) ?? null;
    const schedule = params.settlementSchedule === undefined || params.settlementSchedule === '' ? 'auto' : this.schedule(params.settlementSchedule);
    return this.db.transaction(ctx, async (t) => {
      const now = this.clock.now(t);
      const row = t.tx.em.create(Subaccount, {
        integrationId: t.integration.id,
        domain: t.domain,
        subaccountCode: newCode('ACCT', 15),
        businessName,
        description: optionalText(params.description, 'description') ?? null,
        primaryContactName: contacts.primaryContactName ?? null,
        primaryContactEmail: contacts.primaryContactEmail ?? null,
        primaryContactPhone: contacts.primaryContactPhone ?? null,
        metadata,
        percentageChargeBp,
        settlementBank: bank.name,
        bankCode: bank.code,
        accountNumber,
        accountName,
        settlementSchedule: schedule,
        currency: market.currency,
        active: true,
        isVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      this.insertStatement ??= new InsertStatement(t.tx.em.connection, Subaccount);
      await this.insertStatement.insert(t.tx.em, row);
      await this.events.record(t, { type: 'subaccount.created', resource: `subaccount:${row.id}`, payload: presentSubaccount(row) });
      return row;
    });
  }

  private insertStatement?: InsertStatement<Subaccount>;

  async list(ctx: RequestContext, page: PageRequest, filter: { active?: boolean } = {}): Promise<Page<Subaccount>> {
    return this.db.read(ctx, (em) => {
      const qb = em.createQueryBuilder(Subaccount, 's').where('s.integration_id = :i AND s.domain = :d', { i: ctx.integration.id, d: ctx.domain });
      if (filter.active !== undefined) qb.andWhere('s.active = :active', { active: filter.active });
      return paginate(qb, page);
    });
  }

  async count(ctx: RequestContext): Promise<number> {
    return this.db.read(ctx, (em) => em.countBy(Subaccount, { integrationId: ctx.integration.id, domain: ctx.domain }));
  }

  async get(ctx: RequestContext, idOrCode: string): Promise<Subaccount> {
    return this.db.read(ctx, async (em) => {
      const row = await this.find(ctx, em, idOrCode);
      if (!row) throw notFound('Subaccount not found', 'subaccount_not_found');
      return row;
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Subaccount[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Subaccount, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async byCodes(ctx: RequestContext, codes: readonly string[]): Promise<Subaccount[]> {
    if (!codes.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Subaccount, { integrationId: ctx.integration.id, domain: ctx.domain, subaccountCode: In([...codes]) }));
  }

  async update(ctx: RequestContext, idOrCode: string, params: SubaccountParams): Promise<Subaccount> {
    const changes: Partial<Subaccount> = {};
    if (params.businessName !== undefined) changes.businessName = requireText(params.businessName, 'business_name', 100);
    if (params.percentageCharge !== undefined) changes.percentageChargeBp = checkPercentage(params.percentageCharge);
    if (params.description !== undefined) changes.description = optionalText(params.description, 'description') ?? null;
    Object.assign(changes, this.contacts(params));
    if (params.metadata !== undefined) changes.metadata = checkMetadata(params.metadata) ?? null;
    if (params.settlementSchedule !== undefined) changes.settlementSchedule = this.schedule(params.settlementSchedule);
    if (params.active !== undefined) changes.active = params.active;
    const bankChanged = params.settlementBank !== undefined || params.accountNumber !== undefined;
    return this.db.transaction(ctx, async (t) => {
      const row = await this.find(t, t.tx.em, idOrCode, true);
      if (!row) throw notFound('Subaccount not found', 'subaccount_not_found');
      if (bankChanged) {
        // Either one alone keeps the other, and the pair is resolved again.
        // In the market of the subaccount's currency, whatever the integration's country now says.
        const country: MarketCountry = marketOfCurrency(row.currency).country;
        const r = settlementAccount(country, params.settlementBank ?? row.bankCode, params.accountNumber ?? row.accountNumber);
        Object.assign(changes, { settlementBank: r.bank.name, bankCode: r.bank.code, accountNumber: r.accountNumber, accountName: r.accountName });
      }
      Object.assign(row, changes, { updatedAt: this.clock.now(t) });
      await t.tx.em.save(Subaccount, row);
      for (const fn of this.updatedListeners) await fn(t, row);
      await this.events.record(t, { type: 'subaccount.updated', resource: `subaccount:${row.id}`, payload: presentSubaccount(row) });
      return row;
    });
  }

  // ---- splits ----

  // Initialize, charge and charge_authorization with `subaccount`: the subaccount must be this
  // integration's and active; the whole split is worked out now, at the card price (the payer has
  // not chosen a channel yet), so the payment's reply can show it; at success `feeCheck` works it
  // out again at the fee of the channel paid with, and the success posts that.
  readonly optionCheck = async (
    t: TxContext,
    { amount, currency, options }: { amount: number; currency: string; options: SplitOptions },
  ): Promise<{ split: TransactionSplit } | void> => {
    if (!options.subaccountCode) return;
    const bearer = options.bearer ?? 'account';
    const sub = await t.tx.em.findOneBy(Subaccount, { integrationId: t.integration.id, domain: t.domain, subaccountCode: options.subaccountCode });
    if (!sub || !sub.active) throw new DomainError('validation', 'Subaccount not found', 'invalid_params', 'subaccount');
    if (sub.currency !== currency) throw invalid('currency', `Subaccount ${sub.subaccountCode} settles in ${sub.currency}, not ${currency}`);
    const fees = transactionFee(amount, currency);
    const shares = splitShares({ amount, fees, percentageChargeBp: sub.percentageChargeBp, transactionCharge: options.transactionCharge ?? null, bearer });
    const split: TransactionSplit = {
      subaccount: presentSubaccount(sub),
      fees_split: {
        paystack: shares.paystack,
        integration: shares.integration,
        subaccount: shares.subaccount,
        params: {
          bearer,
          transaction_charge: options.transactionCharge ?? '',
          percentage_charge: String(sub.percentageChargeBp / 100),
        },
      },
      gross: { integration: shares.integrationGross, subaccount: shares.subaccountGross },
    };
    return { split };
  };

  // The payment is about to succeed at the fee its channel costs (mobile money, EFT, a bank transfer
  // may cost less than the card price the split was worked out at): the shares again at that fee.
  readonly feeCheck = async (_t: TxContext, payment: { split: TransactionSplit | null; fees: number }): Promise<{ split: TransactionSplit } | void> => {
    if (payment.split && payment.split.fees_split.paystack !== payment.fees) return { split: repriceSplit(payment.split, payment.fees) };
  };

  // The subaccount's share moves from the merchant's balance to the subaccount's, in the success
  // transaction. The posting is on the transaction (model Transaction), so each party's entries for
  // a payment sum to its share after fees. The share is recorded as a split group's are (a group
  // of one): that record is what the subaccount's settlement marks.
  readonly successHook = async (t: TxContext, view: { transaction: SplitPayment }): Promise<void> => {
    const tx = view.transaction;
    if (!tx.split) return;
    const share = tx.split.fees_split.subaccount;
    await this.ledger.post(t, {
      currency: tx.currency,
      reason: `Split ${tx.reference} to ${tx.split.subaccount.subaccount_code}`,
      modelResponsible: 'Transaction',
      modelRow: tx.id,
      legs: [
        { account: 'merchant_balance', amount: -share },
        { account: subaccountLedgerAccount(tx.split.subaccount.id), amount: share },
      ],
    });
    await this.shares.record(t, tx, [{ subaccountId: tx.split.subaccount.id, gross: tx.split.gross.subaccount, net: share }]);
  };

  // ---- internals ----

  private async find(ctx: RequestContext, em: EntityManager, idOrCode: string, lock = false): Promise<Subaccount | null> {
    const ref = idOrCode.trim();
    const qb = em.createQueryBuilder(Subaccount, 's').where('s.integration_id = :i AND s.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (isNumericId(ref)) qb.andWhere('s.id = :id', { id: Number(ref) });
    else if (SUBACCOUNT_CODE.test(ref)) qb.andWhere('s.subaccount_code = :code', { code: ref });
    else return null;
    return (lock ? forUpdate(qb, this.db.dialect as Dialect) : qb).getOne();
  }

  private contacts(params: SubaccountParams): Partial<Subaccount> {
    const out: Partial<Subaccount> = {};
    if (params.primaryContactEmail !== undefined) {
      out.primaryContactEmail =
        params.primaryContactEmail === null || params.primaryContactEmail.trim() === ''
          ? null
          : requireEmail(params.primaryContactEmail, 'primary_contact_email');
    }
    if (params.primaryContactName !== undefined) out.primaryContactName = optionalText(params.primaryContactName, 'primary_contact_name', 100) ?? null;
    if (params.primaryContactPhone !== undefined) out.primaryContactPhone = optionalText(params.primaryContactPhone, 'primary_contact_phone', 32) ?? null;
    return out;
  }

  private schedule(value: string): SettlementSchedule {
    return oneOf(value.trim().toLowerCase(), SETTLEMENT_SCHEDULES, 'settlement_schedule');
  }
}
