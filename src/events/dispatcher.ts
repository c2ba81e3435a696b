import { byPrimaryKey } from '../db/dialect';
import { Clock } from '../core/clock';
import type { Domain } from '../core/request-context';
import type { Logger } from '../core/logger';
import type { EntityManager } from 'typeorm';
import type { Database, Isolation } from '../db/unit-of-work';
import { dbTime, execute } from '../db/statements';
import { OutboxEvent } from './event.entity';
import type { DeliveryMode, DispatchedEvent } from './outbox';
import { isWebhookEvent } from './catalog';
import { WebhookDelivery } from './webhook.entity';
import { PollLoop } from '../jobs/poll-loop';
import { lostToAnotherWriter } from '../db/errors';
import { galeraOf } from '../db/galera';

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
  private readonly batchListeners: Array<(events: DispatchedEvent[], deliveries: number, modes: DeliveryMode[]) => void> = [];

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    // KOBO_DISPATCH=off: this node records events but leaves dispatch to other nodes (or a restart).
    private readonly enabled = true,
    private readonly clock: Clock = new Clock(),
  ) {
    // SQLite has one writer and no purge lag: its claims stay cheap, and a pass held back would
    // only hold back the next writer.
    this.loop = new PollLoop(
      () => this.drain(),
      (err) => this.log.error({ err }, 'event dispatch failed'),
      db.dialect === 'mysql' ? GATHER_MS : 0,
    );
    this.claimIsolation = galeraOf(db.ds).galera ? 'READ COMMITTED' : undefined;
    this.inlineServer = enabled && db.ds.options.type === 'mariadb';
    this.ownRows = galeraOf(db.ds).galera ? ' AND e.id % @@auto_increment_increment = @@auto_increment_offset % @@auto_increment_increment' : '';
  }

  // On a Galera cluster every database node hands out its own ids (auto_increment_offset, one
  // residue of auto_increment_increment = the cluster's size), so ids interleave across nodes and
  // are not in commit order. A pass kicked by this node's commits claims only the rows its database
  // node numbered: the Kobo nodes on the other database nodes dispatch theirs, and two dispatchers
  // do not reach for the same rows (their row locks do not see each other; the loser's whole batch
  // would abort at COMMIT). The claim from the start (below) still takes every row, whoever wrote
  // it: what a node whose dispatch is off or that died left behind, and rows numbered under an
  // offset that changed when the cluster's membership did.
  private readonly ownRows: string;
  private readonly claimIsolation: Isolation | undefined;
  // Passes whose claim lost to another node's (tests and benchmarks count them).
  conflicts = 0;

  addSink(sink: EventSink): void {
    this.sinks.push(sink);
  }

  // After each committed batch: how many webhook deliveries it created, and for which integrations
  // and modes (the runner kicks on it).
  onBatch(listener: (events: DispatchedEvent[], deliveries: number, modes: DeliveryMode[]) => void): void {
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
    try {
      // The horizon is read before the sweep: rows numbered after it belong to this sweep's successor.
      const horizon = from === undefined && this.ownRows ? await this.maxEventId() : undefined;
      await this.drainFrom(from);
      if (horizon !== undefined) this.sweepHorizon = horizon;
    } catch (err) {
      if (!lostToAnotherWriter(err)) throw err;
      // Another node dispatched (some of) these rows first. Nothing of this batch committed here:
      // what the other node left is claimed by one more pass, from the start.
      this.conflicts++;
      this.log.debug('outbox rows dispatched by another node meanwhile');
      this.fromStart = true;
      this.loop.kick();
    }
  }

  // On Galera, the claim from the start takes another database node's rows only when they existed
  // at the sweep before (numbered at or below its horizon): a Kobo node that is alive dispatches its
  // own rows within milliseconds of their commit, so one still waiting a whole poll interval later
  // was left behind; a newer one would only be fought over with its own node.
  private sweepHorizon: number | undefined;

  private async maxEventId(): Promise<number> {
    const rows: Array<{ m: string | number | null }> = await this.db.read({}, (em) => em.query('SELECT MAX(id) AS m FROM events'));
    return Number(rows[0]?.m ?? 0);
  }

  private async anyUndispatched(others: string, params: unknown[]): Promise<boolean> {
    const rows: unknown[] = await this.db.read({}, (em) => em.query(`SELECT e.id FROM events e WHERE e.dispatched_at IS NULL${others} LIMIT 1`, params));
    return rows.length > 0;
  }

  private async drainFrom(from: number | undefined): Promise<void> {
    const others = from === undefined && this.ownRows && this.sweepHorizon !== undefined ? ` AND (e.id <= ? OR (${this.ownRows.slice(' AND '.length)}))` : '';
    const claimParams = from === undefined ? (others ? [this.sweepHorizon] : []) : [from];
    // A claim from the start (the timer's, on an idle node nearly always) first looks without a
    // transaction or a lock: finding nothing then costs one read instead of a transaction's three
    // statements, on every node, every poll interval. An event that commits just after the look is
    // announced by its commit's kick, or found by the next interval's claim.
    if (from === undefined && !(await this.anyUndispatched(others, claimParams))) return;
    for (;;) {
      // Claimed before the batch: a subscription opened after it sees the next batch on.
      const sinks = this.sinks.filter((s) => s.live?.() ?? true);
      const {
        rows,
        deliveries,
        modes: targets,
      } = await this.db.run(async (em) => {
        // Raw rows, the payload as stored text (see StoredEvent): no entity hydration, no JSON parse;
        // not even read when no sink has anyone listening.
        const raw: Array<Record<string, unknown>> = await em.query(
          `SELECT e.id, e.integration_id, e.domain, e.type, e.resource, e.created_at, ${sinks.length ? 'CAST(e.payload AS CHAR)' : 'NULL'} AS payload
             FROM events e WHERE e.dispatched_at IS NULL${from === undefined ? others : ` AND e.id >= ?${this.ownRows}`} ORDER BY e.id LIMIT ${BATCH}${this.db.dialect === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : ''}`,
          claimParams,
        );
        if (!raw.length) return { rows: [] as StoredEvent[], deliveries: 0, modes: [] };
        const createdAt = em.connection.getMetadata(OutboxEvent).findColumnWithPropertyName('createdAt')!;
        const rows = raw.map(
          (r) =>
            new StoredEvent(
              Number(r.id),
              Number(r.integration_id),
              r.domain as Domain,
              String(r.type),
              String(r.resource),
              em.connection.driver.prepareHydratedValue(r.created_at, createdAt) as Date,
              r.payload === null ? null : String(r.payload),
            ),
        );
        // A plain IN list: the query builder's whereInIds costs time quadratic in the batch.
        // A full batch recurs: prepared once and kept (binary ids, not 200 literals parsed per
        // batch). Any other count is sent as text, one round trip, where preparing it for one use
        // would cost two and a close.
        const sql = `UPDATE events${byPrimaryKey(this.db.dialect)} SET dispatched_at = ? WHERE id IN (${rows.map(() => '?').join(',')})`;
        const params = [dbTime(em, OutboxEvent, new Date()), ...rows.map((r) => r.id)];
        if (rows.length === BATCH) await execute(em, sql, params);
        else await em.query(sql, params);
        const { deliveries, modes } = await this.insertDeliveries(em, rows);
        return { rows, deliveries, modes };
        // On Galera, READ COMMITTED: the claim locks the rows it takes and no gaps between them.
        // Under REPEATABLE READ its range scan also locks the gaps, where an insert of a new event
        // waits; a replicated insert cannot wait, so it aborted the claim instead (a third of the
        // cluster's conflicts under a webhook load).
      }, this.claimIsolation);
      await this.published(sinks, rows, deliveries, targets);
      if (rows.length < BATCH) return;
      // A backlog drains batch after batch: let the event loop turn between them while anyone
      // listens, so sockets flush and clients' reads come in, and a subscriber that keeps up is
      // never more than a batch behind (its queue is bounded: see SUBSCRIPTION_QUEUE_LIMIT).
      if (sinks.length) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  // The webhook deliveries of these events, in the transaction that marks them dispatched: one
  // query for the webhook URLs and clocks of every integration among them, one multi-row INSERT.
  async insertDeliveries(
    em: EntityManager,
    rows: Array<Pick<DispatchedEvent, 'id' | 'integrationId' | 'domain' | 'type' | 'resource'>>,
  ): Promise<{ deliveries: number; modes: DeliveryMode[] }> {
    const hooked = rows.filter((r) => isWebhookEvent(r.type));
    if (!hooked.length) return { deliveries: 0, modes: [] };
    const integrationIds = [...new Set(hooked.map((r) => r.integrationId))];
    const modes: Array<{ integration_id: string | number; domain: string; webhook_url: string | null; clock_offset: string | number }> = await em.query(
      `SELECT m.integration_id, m.domain, m.webhook_url, i.test_clock_offset_ms AS clock_offset
         FROM integration_modes m JOIN integrations i ON i.id = m.integration_id
        WHERE m.integration_id IN (${integrationIds.map(() => '?').join(',')})`,
      integrationIds,
    );
    const byMode = new Map(modes.map((m) => [`${Number(m.integration_id)}:${m.domain}`, m]));
    const realNow = this.clock.real().getTime();
    const now = dbTime(em, WebhookDelivery, new Date(realNow));
    // An integration without a URL for the mode gets no delivery, as with Paystack.
    const values = hooked.flatMap((r) => {
      const mode = byMode.get(`${r.integrationId}:${r.domain}`);
      if (!mode?.webhook_url) return [];
      return [{ integrationId: r.integrationId, domain: r.domain, row: r, nextAttemptMs: realNow + (r.domain === 'test' ? Number(mode.clock_offset) : 0) }];
    });
    // One multi-row INSERT as text, its values in order (no entity conversion per row: the
    // query builder's was a large part of a dispatch pass's CPU under a webhook load).
    if (values.length) {
      const params: unknown[] = [];
      for (const v of values) params.push(v.integrationId, v.domain, v.row.id, v.row.type, v.row.resource, v.nextAttemptMs, now, now);
      await em.query(
        `INSERT INTO webhook_deliveries (integration_id, domain, event_id, event_type, resource, kind, status, attempts, next_attempt_ms, lease_until_ms, last_status_code, last_error, created_at, updated_at, delivered_at) VALUES ${values
          .map(() => "(?, ?, ?, ?, ?, 'event', 'pending', 0, ?, NULL, NULL, NULL, ?, ?, NULL)")
          .join(', ')}`,
        params,
      );
    }
    const targets = new Map(values.map((v) => [`${v.integrationId}:${v.domain}`, { integrationId: v.integrationId, domain: v.domain }]));
    return { deliveries: values.length, modes: [...targets.values()] };
  }

  // After a batch committed: the live sinks (pubsub) get its events, the listeners the batch.
  private async published(sinks: EventSink[], events: DispatchedEvent[], deliveries: number, modes: DeliveryMode[]): Promise<void> {
    for (const event of events) {
      for (const sink of sinks) {
        try {
          await sink.publish(event);
        } catch (err) {
          this.log.error({ err, event: event.id }, 'event sink failed');
        }
      }
    }
    if (!events.length) return;
    for (const listener of this.batchListeners) {
      try {
        listener(events, deliveries, modes);
      } catch (err) {
        this.log.error({ err }, 'dispatch listener failed');
      }
    }
  }

  // Background work and group commits dispatch their own events, in their own transaction
  // (events/outbox.ts): the events are written already dispatched and their deliveries inserted
  // before its COMMIT, so a group of renewals, bulk charge items or requests costs no claim, no
  // marking UPDATE and no transaction of the dispatcher's. A request alone (no group formed) still
  // goes through the claims, which gather many commits' events. Only where this node dispatches at all, and on MariaDB, whose RETURNING reads
  // back the new events' ids (a delivery names its event; so does a published event).
  dispatchesInline(): boolean {
    return this.inlineServer && this.loop.started;
  }

  private readonly inlineServer: boolean;

  // After that transaction's COMMIT (its deliveries: `insertDeliveries`, before it). Pubsub is
  // live-only, as after a claim.
  dispatchedInline(events: DispatchedEvent[], deliveries: number, modes: DeliveryMode[]): void {
    const sinks = this.sinks.filter((s) => s.live?.() ?? true);
    this.published(sinks, events, deliveries, modes).catch((err: unknown) => this.log.error({ err }, 'event publish failed'));
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
    return {
      id: this.id,
      integrationId: this.integrationId,
      domain: this.domain,
      type: this.type,
      resource: this.resource,
      payload: this.payload,
      createdAt: this.createdAt,
    };
  }
}

// The JSON of an event, a stored one's payload spliced in as stored.
export function eventJson(event: DispatchedEvent): string {
  if (!(event instanceof StoredEvent)) return JSON.stringify(event);
  const head = JSON.stringify({
    id: event.id,
    integrationId: event.integrationId,
    domain: event.domain,
    type: event.type,
    resource: event.resource,
    createdAt: event.createdAt,
  });
  return `${head.slice(0, -1)},"payload":${event.payloadText ?? 'null'}}`;
}
