import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import type { Tx } from '../../core/request-context';
import type { Dialect } from '../../db/dialect';
import { jobContext } from '../../jobs/job-context';
import type { MoneyLock } from '../../ledger/money-lock';
import { Dispute } from './dispute.entity';
import type { DisputeResolutionService } from './dispute-resolution.service';

// The clock's part in a dispute, one claimed row at a time (a DueWorkRunner over `disputes`):
// - awaiting the merchant, half-way to its due date: charge.dispute.remind;
// - still awaiting the merchant at its due date: resolved against the merchant (auto-accepted),
//   the refund amount leaving the balance;
// - declined with evidence, after the bank's review: resolved for the merchant (declined).
// A clock moved past both the reminder and the due date sends the reminder first.
export class DisputeDeadlines {
  constructor(
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly disputes: DisputeResolutionService,
    private readonly money: MoneyLock,
    private readonly log: Logger,
  ) {}

  async handleDue(tx: Tx, id: number): Promise<void> {
    // The dispute's row before the money lock, as PUT /dispute/:id/resolve takes them.
    const lock = this.dialect === 'mysql' ? ' FOR UPDATE' : '';
    const rows: Array<{ integration_id: string | number; domain: 'test' | 'live' }> = await tx.em.query(
      `SELECT integration_id, domain FROM disputes WHERE id = ?${lock}`,
      [id],
    );
    if (!rows[0]) return;
    const t = await jobContext(tx, this.log, Number(rows[0].integration_id), rows[0].domain);
    const d = await this.disputes.lockForJob(t, id);
    if (!d || d.dueMs === null) return;
    const now = this.clock.now(t).getTime();
    if (d.dueMs > now) return;
    if (d.status === 'awaiting-merchant-feedback') {
      if (!d.reminded) {
        await this.disputes.remind(t, d);
        if (d.dueMs! > now) return;
      }
      await this.money.lock(t);
      await this.disputes.resolveAgainstMerchant(t, d, 'auto-accepted', d.refundAmount, 'system');
    } else if (d.status === 'awaiting-bank-feedback') {
      await this.disputes.resolveForMerchant(t, d);
    } else {
      await tx.em.update(Dispute, { id }, { dueMs: null });
    }
  }
}
