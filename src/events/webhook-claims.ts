import type { EntityManager } from 'typeorm';
import type { Domain } from '../core/request-context';
import { byIndex, byPrimaryKey } from '../db/dialect';
import { dbTime, Hydrator } from '../db/statements';
import { lostToAnotherWriter } from '../db/errors';
import type { Database } from '../db/unit-of-work';
import { OutboxEvent } from './event.entity';
import { WebhookAttempt, WebhookDelivery } from './webhook.entity';

// What one claimed attempt needs, read right before sending: the URL and secret key current now
// (a rotated key signs every later attempt), and the exact event.
export interface Claim {
  delivery: WebhookDelivery;
  event: OutboxEvent;
  url: string | null;
  secretKey: string | null;
}

interface ModeRow {
  integration_id: string | number;
  domain: Domain;
  webhook_url: string | null;
  clock_offset: string | number;
  key_value: string | null;
}

// Claims due webhook deliveries for a node. Two steps: a plain read finds due rows whose resource
// has nothing earlier still pending (and no earlier event still undispatched), then a short
// transaction re-reads them FOR UPDATE SKIP LOCKED, re-checks, and marks them `sending` with a lease.
// No lock is held while HTTP runs.
// How many integrations and modes one claim reads the pending deliveries of.
const MAX_MODES = 100;
// How long the list of integrations and modes with pending deliveries serves claims before it is
// read again (new ones from this node's dispatcher are heard at once: noteModes).
const MODES_TTL_MS = 1000;

interface PendingMode {
  integrationId: number;
  domain: string;
  clockOffset: number;
}

export class WebhookClaims {
  // With more than MAX_MODES integrations and modes pending: the last one the previous claim read.
  private turn: [number, string] = [0, ''];
  private modeList: { rows: PendingMode[]; keys: Set<string>; at: number } | null = null;

  constructor(
    private readonly db: Database,
    // How long a claim is owned: the attempt's deadline plus a margin. A node that died mid-attempt
    // loses the claim after this and another node (or the restarted one) tries again: at-least-once.
    private readonly leaseMs: number,
    private readonly modesTtlMs = MODES_TTL_MS,
  ) {}

  // At most `limit` claims, none for an integration that `held` (claims this node holds per
  // integration) already puts at `perIntegration`. Twice as many candidates are read as a claim
  // takes; they are locked a claim's worth at a time, in rank order, until the claim is full: two
  // nodes that read the same candidates at once (SKIP LOCKED) each fill a whole claim, instead of
  // one of them coming back with a few rows and claiming again at once.
  async claim(realNow: number, limit: number, held: ReadonlyMap<number, number>, perIntegration: number): Promise<Claim[]> {
    const wanted = Math.max(1, Math.floor(limit));
    const rows = await this.candidates(realNow, wanted * 2, held, perIntegration);
    if (!rows.length) return [];
    const integrationOf = new Map(rows.map((r) => [r.id, r.integrationId]));
    const claimed = await this.db
      .run(async (em) => {
        // Raw rows through one prebuilt hydrator, and raw statements: the query builder's cost per
        // claim was a large part of the node's CPU per delivery.
        const h = (this.deliveryRows ??= new Hydrator(em.connection, WebhookDelivery, 'd'));
        const lock = this.db.dialect === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : '';
        const busy = new Map(held);
        const offsets = new Map<number, number>();
        const due: WebhookDelivery[] = [];
        for (let next = 0; due.length < wanted && next < rows.length;) {
          const ids: number[] = [];
          for (; next < rows.length && ids.length < wanted - due.length; next++) {
            const integration = rows[next]!.integrationId;
            if ((busy.get(integration) ?? 0) >= perIntegration) continue;
            busy.set(integration, (busy.get(integration) ?? 0) + 1);
            ids.push(rows[next]!.id);
          }
          if (!ids.length) break;
          const raw: Array<Record<string, unknown>> = await em.query(
            `SELECT ${h.select} FROM webhook_deliveries d${byPrimaryKey(this.db.dialect)} WHERE d.id IN (${ids.map(() => '?').join(',')}) ORDER BY d.id${lock}`,
            ids,
          );
          const locked = raw.map((r) => h.hydrate(r)!);
          const unknown = locked.filter((d) => !offsets.has(d.integrationId));
          if (unknown.length) for (const [id, offset] of await clockOffsets(em, unknown)) offsets.set(id, offset);
          // Another node may have sent and rescheduled a row since the first read: check again.
          const taken = locked.filter((d) =>
            d.status === 'pending'
              ? (d.nextAttemptMs ?? Infinity) <= realNow + (d.domain === 'test' ? (offsets.get(d.integrationId) ?? 0) : 0)
              : d.status === 'sending' && (d.leaseUntilMs ?? Infinity) < realNow,
          );
          due.push(...taken);
          // What another node holds, or sent meanwhile, does not count against its integration here.
          const took = new Set(taken.map((d) => d.id));
          for (const id of ids) {
            if (took.has(id)) continue;
            const integration = integrationOf.get(id)!;
            busy.set(integration, busy.get(integration)! - 1);
          }
        }
        if (!due.length) return [];
        const lease = realNow + this.leaseMs;
        await em.query(
          `UPDATE webhook_deliveries${byPrimaryKey(this.db.dialect)} SET status = 'sending', lease_until_ms = ?, attempts = attempts + 1, updated_at = ? WHERE id IN (${due.map(() => '?').join(',')})`,
          [lease, dbTime(em, WebhookDelivery, new Date(realNow)), ...due.map((d) => d.id)],
        );
        // A claim whose lease ran out belonged to a node that stopped mid-attempt: its attempt may or
        // may not have reached the receiver, and nobody logged it. Log it now as unknown.
        const lost = due.filter((d) => d.status === 'sending');
        if (lost.length) {
          await em.insert(
            WebhookAttempt,
            lost.map((d) =>
              em.create(WebhookAttempt, {
                deliveryId: d.id,
                integrationId: d.integrationId,
                domain: d.domain,
                eventId: d.eventId,
                attempt: d.attempts,
                url: '',
                statusCode: null,
                latencyMs: 0,
                error: 'Outcome unknown: the node sending this attempt stopped before recording it',
                responseBody: null,
                success: false,
                attemptedAt: new Date(realNow),
                clockAt: new Date(realNow + (d.domain === 'test' ? (offsets.get(d.integrationId) ?? 0) : 0)),
              }),
            ),
          );
        }
        for (const d of due) Object.assign(d, { status: 'sending', leaseUntilMs: lease, attempts: d.attempts + 1 });
        return due;
      })
      .catch((err: unknown) => {
        // Another node (on Galera: another database node, whose row locks this one does not see)
        // marked these deliveries first; its claim stands, and this node sends nothing for them.
        if (!lostToAnotherWriter(err)) throw err;
        return [] as WebhookDelivery[];
      });
    if (!claimed.length) return [];
    return this.prepare(claimed);
  }

  // Up to `want` due deliveries that may go now, in the order they should: rank by rank across the
  // integrations and modes (each one's earliest first), so one merchant's backlog cannot crowd out
  // the others in a claim.
  //
  // A delivery of kind `event` may go only if it is the earliest unfinished one of its resource, and
  // no earlier event of that resource is still undispatched (its deliveries may not exist yet).
  //
  // The cost stays flat however long the backlog: each integration and mode's pending rows are read
  // in event order along IDX_webhook_deliveries_claim and the walk stops at the few this claim can
  // use, each checked by two probes on the resource indexes. (Ranking the whole pending set on every
  // claim cost time in proportion to it: a backlog of 20,000 drained at a fifth of the rate of 3,000.)
  private async candidates(
    realNow: number,
    want: number,
    held: ReadonlyMap<number, number>,
    perIntegration: number,
  ): Promise<Array<{ id: number; integrationId: number }>> {
    const cached = this.modeList !== null && performance.now() - this.modeList.at < this.modesTtlMs;
    const asked = await this.pendingModes(!cached);
    const found = await this.candidatesOf(asked, realNow, want, held, perIntegration);
    // Nothing among the modes known a moment ago: new work may be elsewhere (another node's).
    if (found.length || !cached) return found;
    const fresh = await this.pendingModes(true);
    // The same modes on the same clocks as those just asked about, and few enough to be asked about
    // at once (an idle node's poll, nearly always): the same claim again would find the same nothing.
    const key = (m: PendingMode) => `${m.integrationId}:${m.domain}:${m.clockOffset}`;
    const askedKeys = new Set(asked.map(key));
    if (fresh.length <= MAX_MODES && fresh.length === askedKeys.size && fresh.every((m) => askedKeys.has(key(m)))) return found;
    return this.candidatesOf(fresh, realNow, want, held, perIntegration);
  }

  // This node's dispatcher made deliveries for these integrations and modes: one not in the list
  // makes the next claim read the list again.
  noteModes(modes: Iterable<{ integrationId: number; domain: string }>): void {
    if (!this.modeList) return;
    for (const m of modes) {
      if (!this.modeList.keys.has(`${m.integrationId}:${m.domain}`)) {
        this.modeList = null;
        return;
      }
    }
  }

  // The integrations and modes with pending deliveries and their clocks. Read on the first claim of
  // a MODES_TTL_MS window (the group read walks the pending index: its cost grows with the backlog),
  // and again when noteModes hears of a new one.
  private async pendingModes(fresh: boolean): Promise<PendingMode[]> {
    if (!fresh && this.modeList) return this.modeList.rows;
    const raw: Array<{ integration_id: string | number; domain: string; clock_offset: string | number }> = await this.db.read({}, (em) =>
      em.query(
        `SELECT p.integration_id, p.domain, i.test_clock_offset_ms AS clock_offset FROM (
           SELECT DISTINCT integration_id, domain FROM webhook_deliveries${byIndex(this.db.dialect, 'IDX_webhook_deliveries_claim')} WHERE status = 'pending') p
           JOIN integrations i ON i.id = p.integration_id
          ORDER BY p.integration_id, p.domain`,
      ),
    );
    const rows = raw.map((r) => ({ integrationId: Number(r.integration_id), domain: r.domain, clockOffset: Number(r.clock_offset) }));
    this.modeList = { rows, keys: new Set(rows.map((r) => `${r.integrationId}:${r.domain}`)), at: performance.now() };
    return rows;
  }

  private async candidatesOf(
    all: PendingMode[],
    realNow: number,
    want: number,
    held: ReadonlyMap<number, number>,
    perIntegration: number,
  ): Promise<Array<{ id: number; integrationId: number }>> {
    const dialect = this.db.dialect;
    // Past MAX_MODES integrations and modes, each claim reads the next MAX_MODES in turn, so none
    // waits behind others' failing, not yet due, backlogs.
    let modes = all;
    if (all.length > MAX_MODES) {
      const [id, domain] = this.turn;
      const from = Math.max(
        0,
        all.findIndex((m) => m.integrationId > id || (m.integrationId === id && m.domain > domain)),
      );
      modes = [...all, ...all].slice(from, from + MAX_MODES);
      const last = modes[modes.length - 1]!;
      this.turn = [last.integrationId, last.domain];
    }
    const mayGo = `(d.kind = 'replay' OR (
         NOT EXISTS (SELECT 1 FROM webhook_deliveries e${byIndex(dialect, 'IDX_webhook_deliveries_resource')}
                      WHERE e.integration_id = d.integration_id AND e.domain = d.domain AND e.resource = d.resource
                        AND e.event_id < d.event_id AND e.kind = 'event' AND e.status IN ('pending', 'sending'))
         AND NOT EXISTS (SELECT 1 FROM events u${byIndex(dialect, 'IDX_events_resource')}
                          WHERE u.integration_id = d.integration_id AND u.domain = d.domain AND u.resource = d.resource
                            AND u.id < d.event_id AND u.dispatched_at IS NULL)))`;
    const parts: string[] = [];
    const params: unknown[] = [];
    for (const m of modes) {
      const room = Math.min(want, perIntegration - (held.get(m.integrationId) ?? 0));
      if (room <= 0) continue;
      // Due on the integration's clock (its test clock in test mode).
      const due = realNow + (m.domain === 'test' ? m.clockOffset : 0);
      parts.push(
        `SELECT * FROM (SELECT d.id, d.integration_id, d.domain, d.event_id, 0 AS lost FROM webhook_deliveries d${byIndex(dialect, 'IDX_webhook_deliveries_claim')}
           WHERE d.status = 'pending' AND d.integration_id = ? AND d.domain = ? AND d.next_attempt_ms <= ? AND ${mayGo}
           ORDER BY d.event_id, d.id LIMIT ${room}) m${parts.length}`,
      );
      params.push(m.integrationId, m.domain, due);
    }
    // Claims whose lease ran out (their node stopped mid-attempt): first in line. Read through the
    // rows being sent (a few per node), not along the event order of the whole table.
    parts.push(
      `SELECT * FROM (SELECT d.id, d.integration_id, d.domain, d.event_id, 1 AS lost FROM webhook_deliveries d${byIndex(dialect, 'IDX_webhook_deliveries_due')}
         WHERE d.status = 'sending' AND d.lease_until_ms < ? AND ${mayGo}
         ORDER BY d.event_id, d.id LIMIT ${want}) l`,
    );
    params.push(realNow);
    const rows: Array<{ id: string | number; integration_id: string | number; domain: string; event_id: string | number; lost: string | number }> =
      await this.db.read({}, (em) => em.query(parts.join(' UNION ALL '), params));
    const ranked = rows.map((r) => ({
      id: Number(r.id),
      integrationId: Number(r.integration_id),
      mode: `${Number(r.integration_id)}:${r.domain}`,
      eventId: Number(r.event_id),
      lost: Number(r.lost) === 1,
      rank: 0,
    }));
    ranked.sort((a, b) => (a.mode < b.mode ? -1 : a.mode > b.mode ? 1 : a.eventId - b.eventId || a.id - b.id));
    const seen = new Map<string, number>();
    for (const r of ranked) {
      if (r.lost) continue;
      const rank = (seen.get(r.mode) ?? 0) + 1;
      seen.set(r.mode, rank);
      r.rank = rank;
    }
    return ranked.sort((a, b) => a.rank - b.rank || a.eventId - b.eventId || a.id - b.id).slice(0, want);
  }

  private deliveryRows?: Hydrator<WebhookDelivery>;
  private eventRows?: Hydrator<OutboxEvent>;

  // Events, URLs and keys for a set of deliveries, in two queries.
  async prepare(deliveries: WebhookDelivery[]): Promise<Claim[]> {
    return this.db.read({}, async (em) => {
      const h = (this.eventRows ??= new Hydrator(em.connection, OutboxEvent, 'e'));
      const eventIds = [...new Set(deliveries.map((d) => d.eventId))];
      const raw: Array<Record<string, unknown>> = await em.query(
        `SELECT ${h.select} FROM events e WHERE e.id IN (${eventIds.map(() => '?').join(',')})`,
        eventIds,
      );
      const events = raw.map((r) => h.hydrate(r)!);
      const byId = new Map(events.map((e) => [e.id, e]));
      const modes = await this.modes(em, [...new Set(deliveries.map((d) => d.integrationId))]);
      return deliveries.flatMap((delivery) => {
        const event = byId.get(delivery.eventId);
        if (!event) return [];
        const mode = modes.get(`${delivery.integrationId}:${delivery.domain}`);
        return [{ delivery, event, url: mode?.webhook_url ?? null, secretKey: mode?.key_value ?? null }];
      });
    });
  }

  // Hands a claim back unsent: pending again, the attempt not counted.
  async release(delivery: WebhookDelivery): Promise<void> {
    await this.db.run((em) =>
      em.update(
        WebhookDelivery,
        { id: delivery.id, status: 'sending', attempts: delivery.attempts },
        // A replay has no due time of its own (it was being sent at once): make it due now, or the
        // claim query (`next_attempt_ms <= now`) would never pick it up again.
        { status: 'pending', leaseUntilMs: null, attempts: delivery.attempts - 1, nextAttemptMs: delivery.nextAttemptMs ?? 0 },
      ),
    );
  }

  private async modes(em: EntityManager, integrationIds: number[]): Promise<Map<string, ModeRow>> {
    const rows: ModeRow[] = await em.query(
      `SELECT m.integration_id, m.domain, m.webhook_url, i.test_clock_offset_ms AS clock_offset, k.key_value
         FROM integration_modes m
         JOIN integrations i ON i.id = m.integration_id
         LEFT JOIN api_keys k ON k.integration_id = m.integration_id AND k.domain = m.domain AND k.kind = 'secret' AND k.revoked_at IS NULL
        WHERE m.integration_id IN (${integrationIds.map(() => '?').join(',')})
        ORDER BY k.id`,
      integrationIds,
    );
    // Several active secret keys can only exist briefly during a rotation; the newest signs.
    return new Map(rows.map((r) => [`${Number(r.integration_id)}:${r.domain}`, r]));
  }
}

// The test clock offset of each integration among `rows`.
export async function clockOffsets(em: EntityManager, rows: Array<{ integrationId: number }>): Promise<Map<number, number>> {
  const ids = [...new Set(rows.map((r) => r.integrationId))];
  const found: Array<{ id: string | number; test_clock_offset_ms: string | number }> = await em.query(
    `SELECT id, test_clock_offset_ms FROM integrations WHERE id IN (${ids.map(() => '?').join(',')})`,
    ids,
  );
  return new Map(found.map((r) => [Number(r.id), Number(r.test_clock_offset_ms)]));
}
