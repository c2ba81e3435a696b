import type { Clock } from '../core/clock';
import { byPrimaryKey } from '../db/dialect';
import { dbTime, InsertStatement } from '../db/statements';
import type { Database } from '../db/unit-of-work';
import { retryDelayMs } from './schedule';
import { WebhookAttempt, WebhookDelivery } from './webhook.entity';
import { clockOffsets, type Claim } from './webhook-claims';
import type { AttemptResult } from './webhook-sender';

interface Unrecorded {
  claim: Claim;
  result: AttemptResult;
  attemptedAt: Date;
  resolve: (a: WebhookAttempt) => void;
  reject: (err: unknown) => void;
}

// Writes the outcome of attempts: the attempt row, and the delivery delivered, failed, or pending
// again at its next retry time. Attempts that finish close together are written in one transaction
// (one commit for many attempts): under load this is most of the database work per delivery.
export class AttemptRecorder {
  private readonly unrecorded: Unrecorded[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  // The attempt row as written; its id is not read back (written in a multi-row INSERT).
  record(claim: Claim, result: AttemptResult, attemptedAt: Date): Promise<WebhookAttempt> {
    return new Promise<WebhookAttempt>((resolve, reject) => {
      this.unrecorded.push({ claim, result, attemptedAt, resolve, reject });
      this.flush();
    });
  }

  get busy(): boolean {
    return this.flushing !== null;
  }

  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private flush(): void {
    if (this.flushing) return;
    this.flushing = (async () => {
      while (this.unrecorded.length) {
        const batch = this.unrecorded.splice(0, 200);
        try {
          const rows = await this.write(batch);
          batch.forEach((b, i) => b.resolve(rows[i]));
        } catch (err) {
          batch.forEach((b) => b.reject(err));
        }
      }
    })().finally(() => {
      this.flushing = null;
      if (this.unrecorded.length) this.flush();
    });
  }

  private async write(batch: Unrecorded[]): Promise<WebhookAttempt[]> {
    return this.db.run(async (em) => {
      const offsets = await clockOffsets(
        em,
        batch.map((b) => b.claim.delivery),
      );
      const realNow = this.clock.real().getTime();
      const offsetOf = (claim: Claim) => (claim.delivery.domain === 'test' ? (offsets.get(claim.delivery.integrationId) ?? 0) : 0);
      const attempts = batch.map(({ claim, result, attemptedAt }) =>
        Object.assign(new WebhookAttempt(), {
          deliveryId: claim.delivery.id,
          integrationId: claim.delivery.integrationId,
          domain: claim.delivery.domain,
          eventId: claim.delivery.eventId,
          attempt: claim.delivery.attempts,
          url: (claim.url ?? '').slice(0, 2048),
          statusCode: result.statusCode,
          latencyMs: Math.min(result.latencyMs, 2_147_483_647),
          error: result.error,
          responseBody: result.responseBody,
          success: result.success,
          attemptedAt,
          clockAt: new Date(attemptedAt.getTime() + offsetOf(claim)),
        }),
      );
      this.insertAttempt ??= new InsertStatement(em.connection, WebhookAttempt);
      await this.insertAttempt.insertMany(em, attempts);
      // The deliveries' outcomes in one UPDATE per distinct outcome (every delivered attempt of the
      // batch shares one), not one statement per delivery: under load this was most of the round
      // trips per delivery.
      const updatedAt = new Date(realNow);
      const outcomes = new Map<string, { changes: Partial<WebhookDelivery>; deliveries: WebhookDelivery[] }>();
      for (const { claim, result } of batch) {
        const { delivery } = claim;
        const delay = delivery.kind === 'event' && !result.success ? retryDelayMs(delivery.domain, delivery.attempts) : null;
        const changes: Partial<WebhookDelivery> = {
          status: result.success ? 'delivered' : delay === null ? 'failed' : 'pending',
          nextAttemptMs: delay === null ? null : realNow + offsetOf(claim) + delay,
          leaseUntilMs: null,
          lastStatusCode: result.statusCode,
          lastError: result.error,
          updatedAt,
          deliveredAt: result.success ? updatedAt : null,
        };
        const key = JSON.stringify([changes.status, changes.nextAttemptMs, changes.lastStatusCode, changes.lastError, delivery.attempts]);
        const same = outcomes.get(key);
        if (same) same.deliveries.push(delivery);
        else outcomes.set(key, { changes, deliveries: [delivery] });
      }
      const at = dbTime(em, WebhookDelivery, updatedAt);
      for (const { changes, deliveries } of outcomes.values()) {
        // Only while the claim is still ours: if the lease ran out and another node took over, the
        // attempt is logged but the newer claim decides the state.
        await em.query(
          `UPDATE webhook_deliveries${byPrimaryKey(this.db.dialect)} SET status = ?, next_attempt_ms = ?, lease_until_ms = NULL, last_status_code = ?, last_error = ?, updated_at = ?, delivered_at = ?
            WHERE id IN (${deliveries.map(() => '?').join(',')}) AND status = 'sending' AND attempts = ?`,
          [
            changes.status,
            changes.nextAttemptMs,
            changes.lastStatusCode,
            changes.lastError,
            at,
            changes.deliveredAt ? at : null,
            ...deliveries.map((d) => d.id),
            deliveries[0]!.attempts,
          ],
        );
        for (const delivery of deliveries) Object.assign(delivery, changes);
      }
      return attempts;
    });
  }

  private insertAttempt?: InsertStatement<WebhookAttempt>;
}
