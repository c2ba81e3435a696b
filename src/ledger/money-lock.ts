import type { Clock } from '../core/clock';
import type { RequestContext, TxContext } from '../core/request-context';
import { forUpdate } from '../db/dialect';
import type { Database } from '../db/unit-of-work';
import { MoneySettings } from './money-settings.entity';

// Without a setting, a refund starts processing an hour after it is made and is processed an hour
// later (on the integration's clock: advancing the test clock runs it).
export const DEFAULT_REFUND_DELAY_S = 3600;

// The integration's money lock (its `money_settings` row, per mode) and the balance read under it:
// everything that spends the merchant balance (refunds, transfers) checks the balance while holding
// the lock, so two spends never use the same money. Take the lock before any plain read of the
// transaction: under MySQL's REPEATABLE READ the first plain read fixes the snapshot, and a balance
// summed from a snapshot taken before the lock was granted would miss spends committed meanwhile.
export class MoneyLock {
  private readonly created = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  // Creates the lock row in a transaction of its own, once per node, integration and mode: created
  // inside a spending transaction, concurrent first spends would each hold a gap lock from the empty
  // FOR UPDATE and deadlock on their inserts (MySQL).
  async ensure(ctx: RequestContext): Promise<void> {
    const key = `${ctx.integration.id}:${ctx.domain}`;
    if (this.created.has(key)) return;
    await this.db.transaction(ctx, (t) => this.insert(t));
    this.created.add(key);
  }

  // Locks the row (creating it if `ensure` was not called first) and returns the settings it holds.
  async lock(t: TxContext): Promise<MoneySettings> {
    const find = () =>
      forUpdate(
        t.tx.em.createQueryBuilder(MoneySettings, 's').where('s.integration_id = :i AND s.domain = :d', { i: t.integration.id, d: t.domain }),
        this.db.dialect,
      ).getOne();
    const row = await find();
    if (row) return row;
    await this.insert(t);
    return (await find())!;
  }

  // What the merchant may spend in `currency`: the sum of its `merchant_balance` entries.
  // `current`: a locking read (MySQL), for callers whose transaction read something before taking
  // the lock, so its snapshot may predate spends committed while it waited.
  async balance(t: TxContext, currency: string, current = false): Promise<number> {
    const rows: Array<{ total: string | number | null }> = await t.tx.em.query(
      `SELECT SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND domain = ? AND account = 'merchant_balance' AND currency = ?${current && this.db.dialect === 'mysql' ? ' LOCK IN SHARE MODE' : ''}`,
      [t.integration.id, t.domain, currency],
    );
    return Number(rows[0]?.total ?? 0);
  }

  private async insert(t: TxContext): Promise<void> {
    await t.tx.em
      .createQueryBuilder()
      .insert()
      .into(MoneySettings)
      .values({
        integrationId: t.integration.id,
        domain: t.domain,
        refundDelayS: DEFAULT_REFUND_DELAY_S,
        allowNegativeBalance: false,
        updatedAt: this.clock.now(t),
      })
      .orIgnore()
      .execute();
  }
}
