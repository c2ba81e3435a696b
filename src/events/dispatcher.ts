import { byPrimaryKey } from '../db/dialect';
import { Clock } from '../core/clock';
import type { Domain } from '../core/request-context';
import type { Logger } from '../core/logger';
import type { Database } from '../db/unit-of-work';
import { dbTime, execute } from '../db/statements';
import { OutboxEvent } from './event.entity';
import type { DispatchedEvent } from './outbox';
import { isWebhookEvent } from './catalog';
import { WebhookDelivery } from './webhook.entity';
import { PollLoop } from '../jobs/poll-loop';

export interface EventSink {
  // false: nobody would hear an event now (a node's pubsub with no subscription open), so a batch
  // may skip this sink, payloads unread. Absent: always publish (Redis: other nodes may listen).
  live?(): boolean;
  publish(event: DispatchedEvent): void | Promise<void>;
}

const BATCH = 200;
// A busy node's commits kick the dispatcher hundreds of times a second. Claiming each one's events
// apart costs MariaDB a claim, an update and a COMMIT per few events (under load, a quarter of its
// time on initialize); on MySQL/MariaDB a pass at most every GATHER_MS claims them together. An idle
// node's kick is answered at once: the gap only holds back a pass that follows another within it.
const GATHER_MS = 20;

// Moves committed outbox rows to the sinks (GraphQL pubsub) and to webhook deliveries. Rows are
// claimed in a transaction (SKIP LOCKED on MySQL) and marked dispatched in it; the webhook side is
// durable because the delivery rows are inserted in that same transaction, so an event is either
// still undispatched or has its deliveries committed. Pubsub is live-only and is fed after commit.
// On start, and every poll interval, every row still undispatched goes out.
export class EventDispatcher {
  private readonly loop: PollLoop;
  private readonly sinks: EventSink[] = [];
  private readonly batchListeners: Array<(events: DispatchedEvent[], deliveries: number) => void> = [];

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    // KOBO_DISPATCH=off: this node records events but leaves dispatch to other nodes (or a restart).
    private readonly enabled = true,
    private readonly clock: Clock = new Clock(),
  ) {
    // SQLite has one writer and no purge lag: its claims stay cheap, and a pass held back would
    // only hold back the next writer.
    this.loop = new PollLoop(() => this.drain(), (err) => this.log.error({ err }, 'event dispatch failed'), db.dialect === 'mysql' ? GATHER_MS : 0);
  }

  addSink(sink: EventSink): void {
    this.sinks.push(sink);
  }

  // After each committed batch: how many webhook deliveries it created (the runner kicks on it).
  onBatch(listener: (events: DispatchedEvent[], deliveries: number) => void): void {
    this.batchListeners.push(listener);
  }

  start(pollMs: number): void {
    this.pollMs = pollMs;
    if (this.enabled) this.loop.start(pollMs);
  }

  // Safe to call any number of times; overlapping calls coalesce into one more pass.
  // Before start() (the CLI, a recorder-only process) nothing is dispatched here: a serving node's
  // poll does it, so its subscribers see the events too.
  // `fromId`: the lowest event id a commit on this node wrote. The next pass claims from the lowest
  // such id instead of from the start of the outbox; see `claimFrom`.
  kick = (fromId?: number): void => {
    if (fromId === undefined) this.fromStart = true;
    else this.fromId = Math.min(this.fromId ?? fromId, fromId);
    this.loop.kick();
  };

  private pollMs = 1000;
  private fromId: number | undefined;
  private fromStart = false;
  private lastFromStart = -Infinity;

  // Where this pass's claim starts. InnoDB keeps a dispatched event's old index entry (dispatched_at
  // NULL) until purge reaches it, so under load a claim from the start walks thousands of them
  // before the first live row (a quarter of MariaDB's time on initialize). A pass kicked by this
  // node's commits claims from the lowest id they wrote: every one of them committed before its
  // kick, so the pass after the kick sees it. Events it cannot know of (another node's, whose own
  // dispatcher may be off; a crashed node's; one a claim skipped as locked) are found by a claim from
  // the start: on a pass no commit asked for (the timer's, when idle), after a kick without an id,
  // and at least once per poll interval under any load.
  private claimFrom(): number | undefined {
    const now = performance.now();
    const from = this.fromStart || this.fromId === undefined || now - this.lastFromStart >= this.pollMs ? undefined : this.fromId;
    if (from === undefined) this.lastFromStart = now;
    this.fromId = undefined;
    this.fromStart = false;
    return from;
  }

  idle(): Promise<void> {
    return this.loop.idle();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async drain(): Promise<void> {
    const from = this.claimFrom();
    for (;;) {
      // Claimed before the batch: a subscription opened after it sees the next batch on.
      const sinks = this.sinks.filter((s) => s.live?.() ?? true);
      const { rows, deliveries } = await this.db.run(async (em) => {
        // Raw rows, the payload as stored text (see StoredEvent): no entity hydration, no JSON parse;
        // not even read when no sink has anyone listening.
        const raw: Array<Record<string, unknown>> = await em.query(
          `SELECT e.id, e.integration_id, e.domain, e.type, e.resource, e.created_at, ${sinks.length ? 'CAST(e.payload AS CHAR)' : 'NULL'} AS payload
             FROM events e WHERE e.dispatched_at IS NULL${from === undefined ? '' : ' AND e.id >= ?'} ORDER BY e.id LIMIT ${BATCH}${this.db.dialect === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : ''}`,
          from === undefined ? [] : [from],
        );
        if (!raw.length) return { rows: [] as StoredEvent[], deliveries: 0 };
        const createdAt = em.connection.getMetadata(OutboxEvent).findColumnWithPropertyName('createdAt')!;
        const rows = raw.map(
          (r) => new StoredEvent(Number(r.id), Number(r.integration_id), r.domain as Domain, String(r.type), String(r.resource), em.connection.driver.prepareHydratedValue(r.created_at, createdAt) as Date, r.payload === null ? null : String(r.payload)),
        );
        // A plain IN list: the query builder's whereInIds costs time quadratic in the batch.
        // A full batch recurs: prepared once and kept (binary ids, not 200 literals parsed per
        // batch). Any other count is sent as text, one round trip, where preparing it for one use
        // would cost two and a close.
        const sql = `UPDATE events${byPrimaryKey(this.db.dialect)} SET dispatched_at = ? WHERE id IN (${rows.map(() => '?').join(',')})`;
        const params = [dbTime(em, OutboxEvent, new Date()), ...rows.map((r) => r.id)];
        if (rows.length === BATCH) await execute(em, sql, params);
        else await em.query(sql, params);
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
      const events: DispatchedEvent[] = rows;
      for (const event of events) {
        for (const sink of sinks) {
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

// A dispatched event as read back by the dispatcher. Its payload is parsed when something first
// reads it: most events have no live subscriber on this node, and the Redis bridge forwards the
// stored text as it is (eventJson): a busy node does not parse and re-serialise every payload.
export class StoredEvent implements DispatchedEvent {
  private parsed?: Record<string, unknown>;

  constructor(
    readonly id: number,
    readonly integrationId: number,
    readonly domain: Domain,
    readonly type: string,
    readonly resource: string,
    readonly createdAt: Date,
    // null: not read, because no sink was live when the batch was claimed (nothing publishes it).
    readonly payloadText: string | null,
  ) {}

  get payload(): Record<string, unknown> {
    if (this.payloadText === null) throw new Error(`event ${this.id}: its payload was not read (no live sink at dispatch)`);
    return (this.parsed ??= JSON.parse(this.payloadText) as Record<string, unknown>);
  }

  toJSON(): Record<string, unknown> {
    return { id: this.id, integrationId: this.integrationId, domain: this.domain, type: this.type, resource: this.resource, payload: this.payload, createdAt: this.createdAt };
  }
}

// The JSON of an event, a stored one's payload spliced in as stored.
export function eventJson(event: DispatchedEvent): string {
  if (!(event instanceof StoredEvent)) return JSON.stringify(event);
  const head = JSON.stringify({ id: event.id, integrationId: event.integrationId, domain: event.domain, type: event.type, resource: event.resource, createdAt: event.createdAt });
  return `${head.slice(0, -1)},"payload":${event.payloadText ?? 'null'}}`;
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

