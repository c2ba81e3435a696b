import { IsNull } from 'typeorm';
import { Clock } from '../core/clock';
import type { Logger } from '../core/logger';
import type { Database } from '../db/unit-of-work';
import { forUpdateSkipLocked } from '../db/dialect';
import { dbTime } from '../db/statements';
import { OutboxEvent } from './event.entity';
import type { DispatchedEvent } from './outbox';
import { isWebhookEvent } from './catalog';
import { WebhookDelivery } from './webhook.entity';

export interface EventSink {
  publish(event: DispatchedEvent): void | Promise<void>;
}

const BATCH = 200;

// Moves committed outbox rows to the sinks (GraphQL pubsub) and to webhook deliveries. Rows are
// claimed in a transaction (SKIP LOCKED on MySQL) and marked dispatched in it; the webhook side is
// durable because the delivery rows are inserted in that same transaction, so an event is either
// still undispatched or has its deliveries committed. Pubsub is live-only and is fed after commit.
// On start, and every poll interval, every row still undispatched goes out.
export class EventDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private started = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly sinks: EventSink[] = [];
  private readonly batchListeners: Array<(events: DispatchedEvent[], deliveries: number) => void> = [];

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    // KOBO_DISPATCH=off: this node records events but leaves dispatch to other nodes (or a restart).
    private readonly enabled = true,
    private readonly clock: Clock = new Clock(),
  ) {}

  addSink(sink: EventSink): void {
    this.sinks.push(sink);
  }

  // After each committed batch: how many webhook deliveries it created (the runner kicks on it).
  onBatch(listener: (events: DispatchedEvent[], deliveries: number) => void): void {
    this.batchListeners.push(listener);
  }

  start(pollMs: number): void {
    if (!this.enabled || this.stopped || this.timer) return;
    this.started = true;
    this.timer = setInterval(this.kick, pollMs);
    this.timer.unref();
    this.kick();
  }

  // Safe to call any number of times; overlapping calls coalesce into one more pass.
  // Before start() (the CLI, a recorder-only process) nothing is dispatched here: a serving node's
  // poll does it, so its subscribers see the events too.
  kick = (): void => {
    if (this.stopped || !this.enabled || !this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'event dispatch failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  };

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const { rows, deliveries } = await this.db.run(async (em) => {
        const rows = await forUpdateSkipLocked(
          em.createQueryBuilder(OutboxEvent, 'e').where({ dispatchedAt: IsNull() }).orderBy('e.id', 'ASC').limit(BATCH),
          this.db.dialect,
        ).getMany();
        if (!rows.length) return { rows, deliveries: 0 };
        // A plain IN list: the query builder's whereInIds costs time quadratic in the batch.
        await em.query(`UPDATE events SET dispatched_at = ? WHERE id IN (${rows.map(() => '?').join(',')})`, [dbTime(em, OutboxEvent, new Date()), ...rows.map((r) => r.id)]);
        const hooked = rows.filter((r) => isWebhookEvent(r.type));
        if (!hooked.length) return { rows, deliveries: 0 };
        // One query for the webhook URLs and clocks of every integration in the batch.
        const integrationIds = [...new Set(hooked.map((r) => r.integrationId))];
        const modes: Array<{ integration_id: string | number; domain: string; webhook_url: string | null; clock_offset: string | number }> = await em.query(
          `SELECT m.integration_id, m.domain, m.webhook_url, i.test_clock_offset_ms AS clock_offset
             FROM integration_modes m JOIN integrations i ON i.id = m.integration_id
            WHERE m.integration_id IN (${integrationIds.map(() => '?').join(',')})`,
          integrationIds,
        );
        const byMode = new Map(modes.map((m) => [`${Number(m.integration_id)}:${m.domain}`, m]));
        const realNow = this.clock.real().getTime();
        const now = new Date(realNow);
        // An integration without a URL for the mode gets no delivery, as with Paystack.
        const values = hooked.flatMap((r) => {
          const mode = byMode.get(`${r.integrationId}:${r.domain}`);
          if (!mode?.webhook_url) return [];
          return [
            {
              integrationId: r.integrationId,
              domain: r.domain,
              eventId: r.id,
              eventType: r.type,
              resource: r.resource,
              kind: 'event' as const,
              status: 'pending' as const,
              attempts: 0,
              nextAttemptMs: realNow + (r.domain === 'test' ? Number(mode.clock_offset) : 0),
              leaseUntilMs: null,
              lastStatusCode: null,
              lastError: null,
              createdAt: now,
              updatedAt: now,
              deliveredAt: null,
            },
          ];
        });
        if (values.length) await em.insert(WebhookDelivery, values);
        return { rows, deliveries: values.length };
      });
      const events = rows.map(toDispatched);
      for (const event of events) {
        for (const sink of this.sinks) {
          try {
            await sink.publish(event);
          } catch (err) {
            this.log.error({ err, event: event.id }, 'event sink failed');
          }
        }
      }
      if (rows.length) {
        for (const listener of this.batchListeners) {
          try {
            listener(events, deliveries);
          } catch (err) {
            this.log.error({ err }, 'dispatch listener failed');
          }
        }
      }
      if (rows.length < BATCH) return;
    }
  }
}

export function toDispatched(row: OutboxEvent): DispatchedEvent {
  return {
    id: row.id,
    integrationId: row.integrationId,
    domain: row.domain,
    type: row.type,
    resource: row.resource,
    payload: row.payload,
    createdAt: row.createdAt,
  };
}

