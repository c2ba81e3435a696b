import { In, type EntityManager } from 'typeorm';
import type { Domain } from '../core/request-context';
import { forUpdateSkipLocked } from '../db/dialect';
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
export class WebhookClaims {
  constructor(
    private readonly db: Database,
    // How long a claim is owned: the attempt's deadline plus a margin. A node that died mid-attempt
    // loses the claim after this and another node (or the restarted one) tries again: at-least-once.
    private readonly leaseMs: number,
  ) {}

  // At most `limit` claims, none for an integration that `held` (claims this node holds per
  // integration) already puts at `perIntegration`.
  async claim(realNow: number, limit: number, held: ReadonlyMap<number, number>, perIntegration: number): Promise<Claim[]> {
    // Per-resource order: a delivery of kind `event` may go only if it is the earliest unfinished
    // one of its resource (`heads`) and no earlier event of that resource is still undispatched
    // (`undispatched`: its deliveries may not exist yet). Both are grouped once per query rather than
    // probed per row, so the plan stays linear in the number of unfinished rows on either dialect.
    //
    // Fairness: candidates are ranked within their integration and mode (ROW_NUMBER), and taken
    // rank by rank, so one merchant's backlog cannot crowd out the others in a claim.
    const rows: Array<{ id: string | number; integration_id: string | number }> = await this.db.read({}, (em) =>
      em.query(
        `SELECT c.id, c.integration_id FROM (
           SELECT d.id, d.integration_id, d.event_id,
                  ROW_NUMBER() OVER (PARTITION BY d.integration_id, d.domain ORDER BY d.event_id, d.id) AS rn
             FROM webhook_deliveries d
             JOIN integrations i ON i.id = d.integration_id
             LEFT JOIN (SELECT integration_id, domain, resource, MIN(event_id) AS first_event FROM webhook_deliveries
                         WHERE kind = 'event' AND status IN ('pending', 'sending')
                         GROUP BY integration_id, domain, resource) h
                    ON h.integration_id = d.integration_id AND h.domain = d.domain AND h.resource = d.resource
             LEFT JOIN (SELECT integration_id, domain, resource, MIN(id) AS first_event FROM events
                         WHERE dispatched_at IS NULL
                         GROUP BY integration_id, domain, resource) u
                    ON u.integration_id = d.integration_id AND u.domain = d.domain AND u.resource = d.resource
            WHERE ((d.status = 'pending' AND d.next_attempt_ms <= ? + CASE WHEN d.domain = 'test' THEN i.test_clock_offset_ms ELSE 0 END)
                   OR (d.status = 'sending' AND d.lease_until_ms < ?))
              AND (d.kind = 'replay' OR (d.event_id = h.first_event AND (u.first_event IS NULL OR u.first_event > d.event_id)))
         ) c
         ORDER BY c.rn, c.event_id, c.id
         LIMIT ${Math.max(1, Math.floor(limit)) * 2}`,
        [realNow, realNow],
      ),
    );
    const busy = new Map(held);
    const ids: number[] = [];
    for (const row of rows) {
      const integration = Number(row.integration_id);
      if (ids.length >= limit || (busy.get(integration) ?? 0) >= perIntegration) continue;
      busy.set(integration, (busy.get(integration) ?? 0) + 1);
      ids.push(Number(row.id));
    }
    if (!ids.length) return [];
    const claimed = await this.db.run(async (em) => {
      const rows = await forUpdateSkipLocked(em.createQueryBuilder(WebhookDelivery, 'd').where({ id: In(ids) }).orderBy('d.id', 'ASC'), this.db.dialect).getMany();
      if (!rows.length) return [];
      const offsets = await clockOffsets(em, rows);
      // Another node may have sent and rescheduled a row since the first read: check again.
      const due = rows.filter((d) =>
        d.status === 'pending'
          ? (d.nextAttemptMs ?? Infinity) <= realNow + (d.domain === 'test' ? (offsets.get(d.integrationId) ?? 0) : 0)
          : d.status === 'sending' && (d.leaseUntilMs ?? Infinity) < realNow,
      );
      if (!due.length) return [];
      const lease = realNow + this.leaseMs;
      await em
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ status: 'sending', leaseUntilMs: lease, attempts: () => 'attempts + 1', updatedAt: new Date(realNow) })
        .whereInIds(due.map((d) => d.id))
        .execute();
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
    });
    if (!claimed.length) return [];
    return this.prepare(claimed);
  }

  // Events, URLs and keys for a set of deliveries, in two queries.
  async prepare(deliveries: WebhookDelivery[]): Promise<Claim[]> {
    return this.db.read({}, async (em) => {
      const events = await em.findBy(OutboxEvent, { id: In(deliveries.map((d) => d.eventId)) });
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
