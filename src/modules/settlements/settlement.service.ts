import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
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
import type { SubaccountService } from '../subaccounts/subaccount.service';
import { Transaction } from '../transactions/transaction.entity';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { TransactionService } from '../transactions/transaction.service';
import { presentSettlement } from './settlement.presenter';
import { Settlement, SettlementSchedule } from './settlement.entity';
import { lastBoundary, nextBoundary } from './schedule';
import type { MoneyLock } from '../../ledger/money-lock';
import type { SplitPaymentService } from '../splits/split-payment.service';

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
  // Called after a run that made a settlement commits (its payout is due at once).
  onSettled: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly ledger: LedgerService,
    private readonly transactions: TransactionService,
    private readonly subaccounts: SubaccountService,
    private readonly log: Logger,
    private readonly money: MoneyLock,
    // Split-group payments pay several subaccounts each: their shares are settled per subaccount.
    private readonly splitShares: Pick<SplitPaymentService, 'unsettledShareCount' | 'settleShares'>,
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
  async settleNow(ctx: RequestContext, subaccountCode: string | null, currency = 'NGN'): Promise<Settlement | null> {
    return this.db.transaction(
      ctx,
      async (t) => {
        let subaccount: Subaccount | null = null;
        if (subaccountCode) {
          // Locked, like the schedule row below: a settleNow and the party's scheduled run queue on
          // them, and (READ COMMITTED) the count after the wait sees what the other one settled.
          subaccount = await forUpdate(
            t.tx.em.createQueryBuilder(Subaccount, 'a').where('a.integration_id = :i AND a.domain = :d AND a.subaccount_code = :c', { i: t.integration.id, d: t.domain, c: subaccountCode }),
            this.db.dialect,
          ).getOne();
          if (!subaccount) throw notFound('Subaccount not found', 'subaccount_not_found');
        }
        await this.ensureSchedule(t, subaccount?.id ?? null, currency, subaccount?.settlementSchedule ?? 'auto');
        await forUpdate(
          t.tx.em
            .createQueryBuilder(SettlementSchedule, 's')
            .where('s.integration_id = :i AND s.domain = :d AND s.party = :p AND s.currency = :c', { i: t.integration.id, d: t.domain, p: partyKey(subaccount?.id ?? null), c: currency }),
          this.db.dialect,
        ).getOne();
        const settlement = await this.settleParty(t, { key: partyKey(subaccount?.id ?? null), subaccount }, currency, this.clock.now(t).getTime() + 1, 'manual');
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

  // Marks the party's unsettled successful (or since reversed) payments made before `cutoffMs`
  // with a new settlement and reads its amounts from the ledger. Null when there is nothing.
  private async settleParty(t: TxContext, party: Party, currency: string, cutoffMs: number, settledBy: string | null): Promise<Settlement | null> {
    const em = t.tx.em;
    const column = party.subaccount ? 'subaccount_settlement_id' : 'settlement_id';
    const cutoff = new Date(cutoffMs);
    const scope = (qb: { andWhere(w: string, p?: Record<string, unknown>): unknown }, alias: string) => {
      const a = alias ? `${alias}.` : '';
      qb.andWhere(`${a}currency = :currency AND ${a}${column} IS NULL AND ${a}status IN ('success', 'reversed') AND ${a}paid_at < :cutoff`, { currency, cutoff });
      if (party.subaccount) qb.andWhere(`${a}subaccount_code = :code AND ${a}split IS NOT NULL`, { code: party.subaccount.subaccountCode });
    };
    // The main party's payout spends the merchant balance under the money lock, which transfers and
    // refunds take before they write ledger rows: taken here, before this run locks any ledger
    // rows, so the two orders cannot cross (a deadlock).
    if (!party.subaccount) await this.money.lock(t);
    const counting = em.createQueryBuilder(Transaction, 't').where('t.integration_id = :i AND t.domain = :d', { i: t.integration.id, d: t.domain });
    scope(counting, 't');
    const shareCount = party.subaccount ? await this.splitShares.unsettledShareCount(t, party.subaccount.id, currency, cutoff) : 0;
    if ((await counting.getCount()) === 0 && shareCount === 0) return null;

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
    const marking = em
      .createQueryBuilder()
      .update(Transaction)
      .set(party.subaccount ? { subaccountSettlementId: settlement.id } : { settlementId: settlement.id })
      .where('integration_id = :i AND domain = :d', { i: t.integration.id, d: t.domain });
    scope(marking, '');
    await marking.execute();

    const account: LedgerAccount = party.subaccount ? subaccountLedgerAccount(party.subaccount.id) : 'merchant_balance';
    // The UPDATE above marked every payment committed by now. Under REPEATABLE READ this plain read
    // would see the snapshot of the transaction's first read and miss the ledger entries of
    // payments committed since (the settlement counted them and paid out less); a locking read
    // instead gap-locked other merchants' ledger writes. Settlement work runs READ COMMITTED
    // (SETTLEMENT_ISOLATION): each statement sees what has committed, and nothing is locked here.
    // From the marked transactions to their own ledger rows.
    const sums: Array<{ total: string | number | null }> = await em.query(
      `SELECT SUM(l.amount) AS total FROM transactions t JOIN ledger_entries l ON l.model_responsible = 'Transaction' AND l.model_row = t.id
        WHERE t.integration_id = ? AND t.domain = ?${party.subaccount ? ' AND t.subaccount_code = ?' : ''} AND t.${column} = ? AND l.integration_id = ? AND l.domain = ? AND l.account = ?`,
      [t.integration.id, t.domain, ...(party.subaccount ? [party.subaccount.subaccountCode] : []), settlement.id, t.integration.id, t.domain, account],
    );
    let net = Number(sums[0]?.total ?? 0);
    const rows: Array<{ amount: string | number; split: unknown; split_group: unknown }> = await em.query(`SELECT amount, split, split_group FROM transactions WHERE ${column} = ?`, [settlement.id]);
    const json = <T>(v: unknown): T | null => (typeof v === 'string' ? JSON.parse(v) : v) as T | null;
    let gross = 0;
    let count = rows.length;
    for (const r of rows) {
      const split = json<{ gross: { integration: number; subaccount: number } }>(r.split);
      const group = json<{ gross: { integration: number } }>(r.split_group);
      gross += party.subaccount ? (split?.gross.subaccount ?? 0) : split ? split.gross.integration : group ? group.gross.integration : Number(r.amount);
    }
    // Shares that appear after the count wait for the next run, as payments do.
    if (party.subaccount && shareCount > 0) {
      const shares = await this.splitShares.settleShares(t, party.subaccount.id, currency, cutoff, settlement.id);
      net += shares.net;
      gross += shares.gross;
      count += shares.count;
    }
    Object.assign(settlement, { totalAmount: net, effectiveAmount: net, totalProcessed: gross, totalFees: gross - net, transactionCount: count });
    await em.update(Settlement, { id: settlement.id }, { totalAmount: net, effectiveAmount: net, totalProcessed: gross, totalFees: gross - net, transactionCount: count });
    await this.events.record(t, { type: 'settlement.created', resource: `settlement:${settlement.id}`, payload: presentSettlement(settlement, party.subaccount) });
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
      em.query("SELECT COUNT(*) AS n FROM ledger_entries WHERE integration_id = ? AND domain = ? AND account = 'merchant_balance'", [ctx.integration.id, ctx.domain]),
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
    if (!/^\d{1,15}$/.test(id.trim())) throw invalid('id', 'Settlement ID should be numeric.');
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
    return { ...rows, items: rows.items.map((settlement) => ({ settlement, subaccount: settlement.subaccountId === null ? null : (subs.get(settlement.subaccountId) ?? null) })) };
  }

  // GET /settlement/:id/transactions.
  async transactionsOf(ctx: RequestContext, id: string, page: PageRequest): Promise<{ settlement: Settlement; page: Page<TransactionView>; totalVolume: number }> {
    const settlement = await this.get(ctx, id);
    const filter = settlement.subaccountId === null ? { settlement: settlement.id } : { subaccountSettlement: settlement.id };
    const { page: p, totalVolume } = await this.transactions.list(ctx, page, filter);
    return { settlement, page: p, totalVolume };
  }
}
