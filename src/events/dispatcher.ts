import { IsNull } from 'typeorm';
import type { Logger } from '../core/logger';
import type { Database } from '../db/unit-of-work';
import { forUpdateSkipLocked } from '../db/dialect';
import { OutboxEvent } from './event.entity';
import type { DispatchedEvent } from './outbox';

export interface EventSink {
  publish(event: DispatchedEvent): void | Promise<void>;
}

const BATCH = 200;

// Moves committed outbox rows to the sinks (GraphQL pubsub now; webhook deliveries later). Rows are
// claimed in a transaction (SKIP LOCKED on MySQL) and marked dispatched before they are published,
// so two nodes never publish the same event. On start every row still undispatched goes out.
export class EventDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly sinks: EventSink[] = [];

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  addSink(sink: EventSink): void {
    this.sinks.push(sink);
  }

  // Safe to call any number of times; overlapping calls coalesce into one more pass.
  kick = (): void => {
    if (this.stopped) return;
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
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.db.run(async (em) => {
        const rows = await forUpdateSkipLocked(
          em.createQueryBuilder(OutboxEvent, 'e').where({ dispatchedAt: IsNull() }).orderBy('e.id', 'ASC').limit(BATCH),
          this.db.dialect,
        ).getMany();
        if (rows.length) {
          await em
            .createQueryBuilder()
            .update(OutboxEvent)
            .set({ dispatchedAt: new Date() })
            .whereInIds(rows.map((r) => r.id))
            .execute();
        }
        return rows;
      });
      for (const row of batch) {
        const event: DispatchedEvent = {
          id: row.id,
          integrationId: row.integrationId,
          domain: row.domain,
          type: row.type,
          resource: row.resource,
          payload: row.payload,
          createdAt: row.createdAt,
        };
        for (const sink of this.sinks) {
          try {
            await sink.publish(event);
          } catch (err) {
            this.log.error({ err, event: row.id }, 'event sink failed');
          }
        }
      }
      if (batch.length < BATCH) return;
    }
  }
}
