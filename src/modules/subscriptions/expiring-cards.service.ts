import { In } from 'typeorm';
import type { Clock } from '../../core/clock';
import { randomString } from '../../core/ids';
import type { Logger } from '../../core/logger';
import type { Tx, TxContext } from '../../core/request-context';
import { forUpdate, type Dialect } from '../../db/dialect';
import { execute, FindOrInsertStatement } from '../../db/statements';
import type { EventRecorder } from '../../events/outbox';
import { jobContext } from '../../jobs/job-context';
import { SubscriptionCardNotice } from './card-notice.entity';
import { Subscription } from './subscription.entity';
import type { SubscriptionStatus } from './subscription.state';

// Subscriptions that will charge the card again: a non-renewing one ends with its period.
const CHARGING: readonly SubscriptionStatus[] = ['active', 'attention'];

// The first instant of the month after `d` (UTC), on whichever clock `d` was read from.
export const startOfNextMonth = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

// subscription.expiring_cards: at the start of each month Paystack lists the subscriptions whose card
// expires that month (reference/paystack-facts.md §5; payload as the webhook sample). An integration
// gets a notice row with its first subscription; the row falls due at the start of each month on the
// integration's clock and is claimed by a DueWorkRunner, so one node sends each month's notice once.
export class ExpiringCardsService {
  private insert?: FindOrInsertStatement<SubscriptionCardNotice>;
  // Integrations (and modes) whose notice row this node has seen committed: one statement per
  // integration per process, not one per subscription.
  private readonly known = new Set<string>();

  constructor(
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly dialect: Dialect,
    private readonly log: Logger,
  ) {}

  // Called in the transaction that creates a subscription.
  async ensure(t: TxContext): Promise<void> {
    const key = `${t.integration.id}:${t.domain}`;
    if (this.known.has(key)) return;
    const em = t.tx.em;
    const now = this.clock.now(t);
    this.insert ??= new FindOrInsertStatement(em.connection, SubscriptionCardNotice, ['integrationId', 'domain'], 'marker');
    const row = Object.assign(new SubscriptionCardNotice(), {
      integrationId: t.integration.id,
      domain: t.domain,
      dueMs: startOfNextMonth(now).getTime(),
      leaseUntilMs: null,
      marker: randomString(16),
      createdAt: now,
      updatedAt: now,
    });
    await this.insert.findOrInsert(em, row);
    t.tx.afterCommit.push(() => this.known.add(key));
  }

  // One claimed notice row: if its month has begun, the notice (when any card expires this month),
  // and the next one due at the start of the following month.
  async handleDue(tx: Tx, id: number): Promise<void> {
    const notice = await forUpdate(tx.em.createQueryBuilder(SubscriptionCardNotice, 'n').where('n.id = :id', { id }), this.dialect).getOne();
    if (!notice || notice.dueMs === null) return;
    const t = await jobContext(tx, this.log, notice.integrationId, notice.domain);
    const now = this.clock.now(t);
    if (notice.dueMs > now.getTime()) return;
    const expiring = await this.expiring(t, now);
    if (expiring.length) {
      await this.events.record(t, {
        type: 'subscription.expiring_cards',
        resource: `integration:${t.integration.id}`,
        payload: expiring as unknown as Record<string, unknown>,
      });
    }
    await tx.em.update(SubscriptionCardNotice, { id }, { dueMs: startOfNextMonth(now).getTime(), updatedAt: now });
  }

  // Charging subscriptions whose card's expiry is `now`'s month, as the webhook sample lists them.
  private async expiring(t: TxContext, now: Date): Promise<Array<Record<string, unknown>>> {
    const month = now.getUTCMonth() + 1;
    const year = now.getUTCFullYear();
    const statuses = CHARGING.map(() => '?').join(', ');
    const { rows } = await execute(
      t.tx.em,
      `SELECT s.id, s.subscription_code, s.amount, p.id AS plan_id, p.name AS plan_name, p.plan_code, p.\`interval\` AS plan_interval,
              a.exp_month, a.exp_year, a.brand, a.last4, c.id AS customer_id, c.first_name, c.last_name, c.email, c.customer_code
         FROM subscriptions s
         JOIN authorizations a ON a.id = s.authorization_id
         JOIN plans p ON p.id = s.plan_id
         JOIN customers c ON c.id = s.customer_id
        WHERE s.integration_id = ? AND s.domain = ? AND s.status IN (${statuses})
        ORDER BY s.id`,
      [t.integration.id, t.domain, ...CHARGING],
    );
    const due = rows.filter((r) => Number(r.exp_month) === month && [year, year % 100].includes(Number(r.exp_year)));
    if (!due.length) return [];
    // Times through the entity (its column transformer), not as each driver returns them raw.
    const next = new Map((await t.tx.em.findBy(Subscription, { id: In(due.map((r) => Number(r.id))) })).map((s) => [s.id, s.nextPaymentAt]));
    return due.map((r) => ({
      expiry_date: `${String(month).padStart(2, '0')}/${year}`,
      description: `${String(r.brand)} ending with ${String(r.last4)}`,
      brand: r.brand,
      subscription: {
        id: Number(r.id),
        subscription_code: r.subscription_code,
        amount: Number(r.amount),
        next_payment_date: next.get(Number(r.id))?.toISOString() ?? null,
        plan: { interval: r.plan_interval, id: Number(r.plan_id), name: r.plan_name, plan_code: r.plan_code },
      },
      customer: { id: Number(r.customer_id), first_name: r.first_name, last_name: r.last_name, email: r.email, customer_code: r.customer_code },
    }));
  }
}
