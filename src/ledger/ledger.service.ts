import type { EntityManager } from 'typeorm';
import type { Clock } from '../core/clock';
import { marketOf } from '../core/markets';
import type { Page, PageRequest } from '../core/pagination';
import type { RequestContext, TxContext } from '../core/request-context';
import { InsertStatement } from '../db/statements';
import { paginate } from '../db/paginate';
import type { Database } from '../db/unit-of-work';
import { LedgerEntry, type LedgerAccount } from './ledger.entity';

export interface Leg {
  account: LedgerAccount;
  amount: number;
}

export interface Posting {
  currency: string;
  reason: string;
  modelResponsible: string;
  modelRow: number;
  legs: Leg[];
}

export interface BalanceRow {
  currency: string;
  balance: number;
}

// A merchant-balance entry with the running balance after it.
export type LedgerRow = LedgerEntry & { balanceAfter: number };

export class LedgerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  // Writes one balanced posting inside the caller's transaction. Unbalanced postings are a bug.
  async post(t: TxContext, posting: Posting): Promise<LedgerEntry[]> {
    const total = posting.legs.reduce((sum, leg) => sum + leg.amount, 0);
    if (total !== 0) throw new Error(`unbalanced posting for ${posting.modelResponsible} ${posting.modelRow}: legs sum to ${total}`);
    const now = this.clock.now(t);
    const rows = posting.legs
      .filter((leg) => leg.amount !== 0)
      .map((leg) =>
        // Plain assignment, not em.create: these rows are flat, and the hot paths write many.
        Object.assign(new LedgerEntry(), {
          integrationId: t.integration.id,
          domain: t.domain,
          currency: posting.currency,
          account: leg.account,
          amount: leg.amount,
          reason: posting.reason,
          modelResponsible: posting.modelResponsible,
          modelRow: posting.modelRow,
          createdAt: now,
        }),
      );
    this.insertStatement ??= new InsertStatement(t.tx.em.connection, LedgerEntry);
    await this.insertStatement.insertMany(t.tx.em, rows);
    return rows;
  }

  private insertStatement?: InsertStatement<LedgerEntry>;

  // A captured payment: the processor owes us the amount; the merchant is owed amount - fees.
  async postPayment(t: TxContext, payment: { id: number; reference: string; currency: string; amount: number; fees: number }): Promise<void> {
    await this.post(t, {
      currency: payment.currency,
      reason: `Transaction ${payment.reference}`,
      modelResponsible: 'Transaction',
      modelRow: payment.id,
      legs: [
        { account: 'processor_clearing', amount: -payment.amount },
        { account: 'merchant_balance', amount: payment.amount - payment.fees },
        { account: 'fee_revenue', amount: payment.fees },
      ],
    });
  }

  // GET /balance: one row per currency the merchant has entries in, its own currency first; its own
  // currency at 0 when it has none.
  async balances(ctx: RequestContext): Promise<BalanceRow[]> {
    return this.db.read(ctx, async (em) => {
      const rows = await this.sums(ctx, em, 'merchant_balance');
      const own = marketOf(ctx).currency;
      return rows.length ? [...rows.filter((r) => r.currency === own), ...rows.filter((r) => r.currency !== own)] : [{ currency: own, balance: 0 }];
    });
  }

  // GET /balance/ledger: the merchant-balance entries, newest first, each with the balance after it.
  async ledger(ctx: RequestContext, page: PageRequest): Promise<Page<LedgerRow>> {
    return this.db.read(ctx, async (em) => {
      const qb = em.createQueryBuilder(LedgerEntry, 'l').where('l.integration_id = :integration AND l.domain = :domain AND l.account = :account', {
        integration: ctx.integration.id,
        domain: ctx.domain,
        account: 'merchant_balance',
      });
      const result = await paginate(qb, page);
      const items = result.items as LedgerRow[];
      // One query gives the balance at the newest row of the page per currency; older rows follow by
      // subtracting the differences on the way down.
      const newest = new Map<string, number>();
      for (const e of items) if (!newest.has(e.currency)) newest.set(e.currency, e.id);
      const running = new Map<string, number>();
      for (const [currency, id] of newest) {
        const rows: Array<{ total: string | number | null }> = await em.query(
          'SELECT SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND domain = ? AND account = ? AND currency = ? AND id <= ?',
          [ctx.integration.id, ctx.domain, 'merchant_balance', currency, id],
        );
        running.set(currency, Number(rows[0]?.total ?? 0));
      }
      for (const e of items) {
        const balance = running.get(e.currency) ?? 0;
        e.balanceAfter = balance;
        running.set(e.currency, balance - e.amount);
      }
      return result as Page<LedgerRow>;
    });
  }

  // Sum of every account per currency (zero when the books balance); for checks and tests.
  async trialBalance(ctx: RequestContext): Promise<Array<{ currency: string; total: number }>> {
    return this.db.read(ctx, async (em) => {
      const rows: Array<{ currency: string; total: string | number }> = await em.query(
        'SELECT currency, SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND domain = ? GROUP BY currency ORDER BY currency',
        [ctx.integration.id, ctx.domain],
      );
      return rows.map((r) => ({ currency: r.currency, total: Number(r.total) }));
    });
  }

  private async sums(ctx: RequestContext, em: EntityManager, account: LedgerAccount): Promise<BalanceRow[]> {
    const rows: Array<{ currency: string; total: string | number }> = await em.query(
      'SELECT currency, SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND domain = ? AND account = ? GROUP BY currency ORDER BY currency',
      [ctx.integration.id, ctx.domain, account],
    );
    return rows.map((r) => ({ currency: r.currency, balance: Number(r.total) }));
  }
}
