import { In, type EntityManager } from 'typeorm';
import { isNumericId } from '../../core/ids';
import type { Clock } from '../../core/clock';
import { merchantCurrency } from '../../core/markets';
import { invalid, notFound } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, Tx, TxContext } from '../../core/request-context';
import { forUpdate } from '../../db/dialect';
import { paginate } from '../../db/paginate';
import { InsertStatement } from '../../db/statements';
import type { Database, Isolation } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { jobContext } from '../../jobs/job-context';
import { subaccountLedgerAccount, type LedgerAccount } from '../../ledger/ledger.entity';
import type { LedgerService } from '../../ledger/ledger.service';
import { Subaccount, type SettlementSchedule as Schedule } from '../subaccounts/subaccount.entity';
import type { SubaccountShareService } from '../subaccounts/subaccount-share.service';
import type { SubaccountService } from '../subaccounts/subaccount.service';
import type { PaymentRecords } from '../transactions/payment-records.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { TransactionService } from '../transactions/transaction.service';
import { presentSettlement } from './settlement.presenter';
import { Settlement, SettlementSchedule } from './settlement.entity';
import { lastBoundary, nextBoundary } from './schedule';
import type { MoneyLock } from '../../ledger/money-lock';

export interface SettlementFilter {
  from?: Date;
  to?: Date;
  // A subaccount code, or 'none' for the main account's settlements only.
  subaccount?: string;
}

interface Party {
  key: string;
  subaccount: Subaccount | null;
}

const MAIN = 'main';
const partyKey = (subaccountId: number | null) => (subaccountId === null ? MAIN : `subaccount:${subaccountId}`);

// Settlements: successful payments are paid out to the main account and to each subaccount on its
// schedule. A schedule row per party carries its next run (a DueWorkRunner claims it); the run
// marks the party's unsettled transactions with a new settlement (`UPDATE … WHERE settlement_id IS
// NULL`, under the schedule row's lock), reads the amounts from the ledger, and leaves the payout
// due at once; a second runner pays it out (pending → success) through the ledger. Nothing is ever
// settled twice: a transaction carries at most one settlement per party.
// Settlement runs, payouts and settleNow run READ COMMITTED on MySQL: they mark the payments
// committed by now and must then read those payments' ledger entries (see settleParty).
export const SETTLEMENT_ISOLATION: Isolation = 'READ COMMITTED';

export class SettlementService {
  private readonly ensured = new Set<string>();
  // Schedule rows inserted by a transaction still open.
  private readonly ensuring = new WeakMap<object, Set<string>>();
  // Called after a run that made a settlement commits (its payout is due at once).
  onSettled: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly ledger: LedgerService,
    private readonly transactions: TransactionService,
    private readonly payments: PaymentRecords,
    private readonly subaccounts: SubaccountService,
    private readonly log: Logger,
    private readonly money: MoneyLock,
    // What a subaccount's settlement marks: its shares of payments, single or split group.
    private readonly shares: Pick<SubaccountShareService, 'unsettledCount' | 'settle'>,
  ) {}

  // Registered as a transaction success hook: the parties this payment pays have a schedule row.
  // Each node remembers the rows it has seen, so a party costs one statement per node, not per payment.
  readonly successHook = async (t: TxContext, view: TransactionView): Promise<void> => {
    const tx = view.transaction;
    await this.ensureSchedule(t, null, tx.currency, 'auto');
    const ids = [...(tx.split ? [tx.split.subaccount.id] : []), ...(tx.splitGroup?.shares.subaccounts.map((s) => s.id) ?? [])];
    for (const id of ids) {
      if (!this.ensured.has(this.cacheKey(t, partyKey(id), tx.currency))) {
        const sub = await t.tx.em.findOneBy(Subaccount, { id });
        await this.ensureSchedule(t, id, tx.currency, sub?.settlementSchedule ?? 'auto');
      }
    }
  };

  // Registered with the subaccounts service: a changed schedule moves the party's next run.
  readonly subaccountUpdated = async (t: TxContext, sub: Subaccount): Promise<void> => {
    const due = nextBoundary(sub.settlementSchedule, this.clock.now(t).getTime());
    await t.tx.em.update(SettlementSchedule, { integrationId: t.integration.id, domain: t.domain, party: partyKey(sub.id) }, { dueMs: due });
  };

  private cacheKey(t: TxContext, party: string, currency: string): string {
    return `${t.integration.id}:${t.domain}:${party}:${currency}`;
  }

  private async ensureSchedule(t: TxContext, subaccountId: number | null, currency: string, schedule: Schedule): Promise<void> {
    const key = this.cacheKey(t, partyKey(subaccountId), currency);
    if (this.ensured.has(key)) return;
    // The payments of one due-work group share a transaction: the first of them to reach a party
    // inserts its row for all, rather than each payment of a node's first groups sending its own
    // INSERT. A transaction is known by its after-commit list, made anew for every attempt (SQLite's
    // one EntityManager outlives a rolled-back attempt).
    let inTransaction = this.ensuring.get(t.tx.afterCommit);
    if (inTransaction?.has(key)) return;
    if (!inTransaction) this.ensuring.set(t.tx.afterCommit, (inTransaction = new Set()));
    inTransaction.add(key);
    await t.tx.em
      .createQueryBuilder()
      .insert()
      .into(SettlementSchedule)
      .values({
        integrationId: t.integration.id,
        domain: t.domain,
        party: partyKey(subaccountId),
        subaccountId,
        currency,
        dueMs: nextBoundary(schedule, this.clock.now(t).getTime()),
        createdAt: this.clock.now(t),
      })
      .orIgnore()
      .execute();
    t.tx.afterCommit.push(() => this.ensured.add(key));
  }

  // ---- the runs ----

  // DueWorkRunner handler for settlement_schedules: settle the party up to its latest boundary.
  async handleSchedule(tx: Tx, id: number): Promise<void> {
    const row = await forUpdate(tx.em.createQueryBuilder(SettlementSchedule, 's').where('s.id = :id', { id }), this.db.dialect).getOne();
    if (!row || row.dueMs === null) return;
    const t = await jobContext(tx, this.log, row.integrationId, row.domain);
    const now = this.clock.now(t).getTime();
    if (row.dueMs > now) return;
    const party = await this.party(t, row);
    const schedule: Schedule = party.subaccount ? party.subaccount.settlementSchedule : 'auto';
    const cutoff = lastBoundary(schedule, now);
    const made = cutoff === null ? null : await this.settleParty(t, party, row.currency, cutoff, null);
    if (made) tx.afterCommit.push(() => this.onSettled());
    await tx.em.update(SettlementSchedule, { id }, { dueMs: nextBoundary(schedule, now) });
  }

  // DueWorkRunner handler for settlements: pay a pending settlement out.
  async handlePayout(tx: Tx, id: number): Promise<void> {
    const row = await forUpdate(tx.em.createQueryBuilder(Settlement, 's').where('s.id = :id', { id }), this.db.dialect).getOne();
    if (!row || row.status !== 'pending') return;
    const t = await jobContext(tx, this.log, row.integrationId, row.domain);
    if (row.dueMs === null || row.dueMs > this.clock.now(t).getTime()) return;
    await this.payOut(t, row);
  }

  // The operator's settleNow: everything of the party paid until now, paid out at once. The
  // schedule row is locked first, so a scheduled run and this never interleave.
  async settleNow(ctx: RequestContext, subaccountCode: string | null, currencyParam?: string): Promise<Settlement | null> {
    const currency = merchantCurrency(ctx, currencyParam);
    return this.db.transaction(
      ctx,
      async (t) => {
        let subaccount: Subaccount | null = null;
        if (subaccountCode) {
          // Locked, like the schedule row below: a settleNow and the party's scheduled run queue on
          // them, and (READ COMMITTED) the count after the wait sees what the other one settled.
          subaccount = await forUpdate(
            t.tx.em
              .createQueryBuilder(Subaccount, 'a')
              .where('a.integration_id = :i AND a.domain = :d AND a.subaccount_code = :c', { i: t.integration.id, d: t.domain, c: subaccountCode }),
            this.db.dialect,
          ).getOne();
          if (!subaccount) throw notFound('Subaccount not found', 'subaccount_not_found');
        }
        await this.ensureSchedule(t, subaccount?.id ?? null, currency, subaccount?.settlementSchedule ?? 'auto');
        await forUpdate(
          t.tx.em.createQueryBuilder(SettlementSchedule, 's').where('s.integration_id = :i AND s.domain = :d AND s.party = :p AND s.currency = :c', {
            i: t.integration.id,
            d: t.domain,
            p: partyKey(subaccount?.id ?? null),
            c: currency,
          }),
          this.db.dialect,
        ).getOne();
        const settlement = await this.settleParty(
          t,
          { key: partyKey(subaccount?.id ?? null), subaccount },
          currency,
          this.clock.now(t).getTime() + 1,
          'manual',
        );
        if (settlement) await this.payOut(t, settlement);
        return settlement;
      },
      SETTLEMENT_ISOLATION,
    );
  }

  private async party(t: TxContext, row: SettlementSchedule): Promise<Party> {
    if (row.subaccountId === null) return { key: MAIN, subaccount: null };
    const subaccount = await t.tx.em.findOneBy(Subaccount, { id: row.subaccountId });
    return { key: row.party, subaccount };
  }

  // Settles what the party was paid before `cutoffMs` and has not been settled: a new settlement
  // marks it and reads its amounts from the ledger. Null when there is nothing.
  // The main account is paid by the payments themselves: successful (or since reversed) payments
  // are marked (`transactions.settlement_id`). A subaccount is paid by its shares of payments,
  // recorded once however the payment was shared (SubaccountShareService): those are marked.
  private async settleParty(t: TxContext, party: Party, currency: string, cutoffMs: number, settledBy: string | null): Promise<Settlement | null> {
    const cutoff = new Date(cutoffMs);
    if (party.subaccount) {
      const id = party.subaccount.id;
      // Shares that appear after the count wait for the next run, as payments do.
      if ((await this.shares.unsettledCount(t, id, currency, cutoff)) === 0) return null;
      const settlement = await this.open(t, party, currency, cutoffMs, settledBy);
      const shares = await this.shares.settle(t, id, currency, cutoff, settlement.id);
      return this.close(t, settlement, party, shares);
    }
    // The main party's payout spends the merchant balance under the money lock, which transfers and
    // refunds take before they write ledger rows: taken here, before this run locks any ledger
    // rows, so the two orders cannot cross (a deadlock).
    await this.money.lock(t);
    if ((await this.payments.countUnsettled(t, currency, cutoff)) === 0) return null;

    const settlement = await this.open(t, party, currency, cutoffMs, settledBy);
    await this.payments.markSettled(t, currency, cutoff, settlement.id);

    // The UPDATE above marked every payment committed by now. Under REPEATABLE READ this plain read
    // would see the snapshot of the transaction's first read and miss the ledger entries of
    // payments committed since (the settlement counted them and paid out less); a locking read
    // instead gap-locked other merchants' ledger writes. Settlement work runs READ COMMITTED
    // (SETTLEMENT_ISOLATION): each statement sees what has committed, and nothing is locked here.
    const { ledgerTotal, payments } = await this.payments.settled(t, settlement.id);
    let gross = 0;
    for (const p of payments) gross += p.split ? p.split.gross.integration : p.splitGroup ? p.splitGroup.gross.integration : p.amount;
    return this.close(t, settlement, party, { net: ledgerTotal, gross, count: payments.length });
  }

  // A pending settlement of nothing yet, for settleParty to mark its payments or shares with.
  private async open(t: TxContext, party: Party, currency: string, cutoffMs: number, settledBy: string | null): Promise<Settlement> {
    const em = t.tx.em;
    const now = this.clock.now(t);
    const settlement = em.create(Settlement, {
      integrationId: t.integration.id,
      domain: t.domain,
      subaccountId: party.subaccount?.id ?? null,
      currency,
      status: 'pending' as const,
      totalAmount: 0,
      effectiveAmount: 0,
      totalFees: 0,
      totalProcessed: 0,
      transactionCount: 0,
      settledBy,
      // The day of the run (Paystack's samples: settlement_date is the payout day, 00:00).
      settlementDate: new Date(Math.floor(cutoffMs / 86_400_000) * 86_400_000),
      settledAt: null,
      dueMs: now.getTime(),
      createdAt: now,
      updatedAt: now,
    });
    this.insertStatement ??= new InsertStatement(em.connection, Settlement);
    await this.insertStatement.insert(em, settlement);
    return settlement;
  }

  // The amounts of what the settlement marked; recorded as `settlement.created`.
  private async close(
    t: TxContext,
    settlement: Settlement,
    party: Party,
    { net, gross, count }: { net: number; gross: number; count: number },
  ): Promise<Settlement> {
    const amounts = { totalAmount: net, effectiveAmount: net, totalProcessed: gross, totalFees: gross - net, transactionCount: count };
    Object.assign(settlement, amounts);
    await t.tx.em.update(Settlement, { id: settlement.id }, amounts);
    await this.events.record(t, {
      type: 'settlement.created',
      resource: `settlement:${settlement.id}`,
      payload: presentSettlement(settlement, party.subaccount),
    });
    return settlement;
  }

  private insertStatement?: InsertStatement<Settlement>;

  private async payOut(t: TxContext, s: Settlement): Promise<void> {
    const now = this.clock.now(t);
    const account: LedgerAccount = s.subaccountId !== null ? subaccountLedgerAccount(s.subaccountId) : 'merchant_balance';
    let paid = s.totalAmount;
    if (s.subaccountId === null) {
      // Transfers and refunds spend the same merchant balance, under the money lock: the payout
      // takes it too and pays out what is left of the settled money, so money already sent away is
      // not paid out again and the balance never goes below zero. effective_amount says what went.
      await this.money.lock(t);
      paid = Math.max(0, Math.min(s.totalAmount, await this.money.balance(t, s.currency, true)));
    }
    if (paid !== 0) {
      await this.ledger.post(t, {
        currency: s.currency,
        reason: `Settlement ${s.id}`,
        modelResponsible: 'Settlement',
        modelRow: s.id,
        legs: [
          { account, amount: -paid },
          { account: 'settled_payouts', amount: paid },
        ],
      });
    }
    const res = await t.tx.em
      .createQueryBuilder()
      .update(Settlement)
      .set({ status: 'success', effectiveAmount: paid, settledAt: now, dueMs: null, updatedAt: now })
      .where("id = :id AND status = 'pending'", { id: s.id })
      .execute();
    if (res.affected !== undefined && res.affected !== 1) throw new Error(`settlement ${s.id} was paid out concurrently`);
    Object.assign(s, { status: 'success', effectiveAmount: paid, settledAt: now, dueMs: null, updatedAt: now });
    const sub = s.subaccountId !== null ? await t.tx.em.findOneBy(Subaccount, { id: s.subaccountId }) : null;
    await this.events.record(t, { type: 'settlement.success', resource: `settlement:${s.id}`, payload: presentSettlement(s, sub) });
  }

  // ---- reads ----

  async balanceEntryCount(ctx: RequestContext): Promise<number> {
    const rows: Array<{ n: string | number }> = await this.db.read(ctx, (em) =>
      em.query("SELECT COUNT(*) AS n FROM ledger_entries WHERE integration_id = ? AND domain = ? AND account = 'merchant_balance'", [
        ctx.integration.id,
        ctx.domain,
      ]),
    );
    return Number(rows[0]?.n ?? 0);
  }

  async list(ctx: RequestContext, page: PageRequest, filter: SettlementFilter = {}): Promise<Page<Settlement>> {
    return this.db.read(ctx, async (em) => paginate(await this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: SettlementFilter = {}): Promise<number> {
    return this.db.read(ctx, async (em) => (await this.filtered(ctx, em, filter)).getCount());
  }

  private async filtered(ctx: RequestContext, em: EntityManager, filter: SettlementFilter) {
    const qb = em.createQueryBuilder(Settlement, 's').where('s.integration_id = :i AND s.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.from) qb.andWhere('s.settlement_date >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('s.settlement_date <= :to', { to: filter.to });
    const sub = filter.subaccount?.trim();
    if (sub && sub.toLowerCase() === 'none') qb.andWhere('s.subaccount_id IS NULL');
    else if (sub) {
      const row = await em.findOneBy(Subaccount, { integrationId: ctx.integration.id, domain: ctx.domain, subaccountCode: sub });
      qb.andWhere('s.subaccount_id = :sid', { sid: row?.id ?? -1 });
    }
    return qb;
  }

  async get(ctx: RequestContext, id: string): Promise<Settlement> {
    if (!isNumericId(id.trim())) throw invalid('id', 'Settlement ID should be numeric.');
    return this.db.read(ctx, async (em) => {
      const row = await em.findOneBy(Settlement, { integrationId: ctx.integration.id, domain: ctx.domain, id: Number(id.trim()) });
      if (!row) throw notFound('Settlement not found', 'settlement_not_found');
      return row;
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Settlement[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Settlement, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // GET /settlement: each settlement with the subaccount it paid, if any (one query for all).
  async listViews(ctx: RequestContext, page: PageRequest, filter: SettlementFilter = {}) {
    const rows = await this.list(ctx, page, filter);
    const ids = [...new Set(rows.items.map((s) => s.subaccountId).filter((x): x is number => x !== null))];
    const subs = new Map((await this.subaccounts.byIds(ctx, ids)).map((r) => [r.id, r]));
    return {
      ...rows,
      items: rows.items.map((settlement) => ({
        settlement,
        subaccount: settlement.subaccountId === null ? null : (subs.get(settlement.subaccountId) ?? null),
      })),
    };
  }

  // GET /settlement/:id/transactions.
  async transactionsOf(
    ctx: RequestContext,
    id: string,
    page: PageRequest,
  ): Promise<{ settlement: Settlement; page: Page<TransactionView>; totalVolume: number }> {
    const settlement = await this.get(ctx, id);
    const filter = settlement.subaccountId === null ? { settlement: settlement.id } : { subaccountSettlement: settlement.id };
    const { page: p, totalVolume } = await this.transactions.list(ctx, page, filter);
    return { settlement, page: p, totalVolume };
  }
}
