import { setMaxListeners } from 'node:events';
import { In } from 'typeorm';
import type { Clock } from '../core/clock';
import type { Logger } from '../core/logger';
import type { Domain } from '../core/request-context';
import { forUpdateSkipLocked } from '../db/dialect';
import type { Database } from '../db/unit-of-work';
import { OutboxEvent } from './event.entity';
import { retryDelayMs } from './schedule';
import { WebhookAttempt, WebhookDelivery } from './webhook.entity';
import { policyFor, type Resolver } from './webhook-guard';
import { sendWebhook, type AttemptResult } from './webhook-sender';

export interface WebhookRunnerOptions {
  concurrency: number;
  timeoutMs: number;
  // Extra time a node owns a claimed attempt beyond its HTTP deadline; a node that died mid-attempt
  // loses the claim after this and another node (or the restarted one) tries again: at-least-once.
  leaseMarginMs: number;
  pollMs: number;
  allowPrivateLive: boolean;
  enabled: boolean;
  resolve?: Resolver;
}

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


// Sends due webhook deliveries. Claims are two steps: a plain read finds due rows whose resource has
// nothing earlier still pending (and no earlier event still undispatched), then a short transaction
// re-reads them FOR UPDATE SKIP LOCKED, re-checks, and marks them `sending` with a lease. No lock is
// held while HTTP runs. A pool of `concurrency` attempts runs at once; each finished attempt frees
// a slot and triggers another claim, so a slow receiver holds one slot, not the queue.
export class WebhookRunner {
  private stopped = false;
  private stopping: Promise<void> | null = null;
  private started = false;
  private claiming: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  // Claims held by this node (queued or in flight) per integration, for the fairness cap.
  private readonly perIntegration = new Map<number, number>();
  private readonly queue: Claim[] = [];
  // Attempts in flight per integration.
  private readonly sending = new Map<number, number>();
  private readonly abort = new AbortController();
  private readonly unrecorded: Array<{ claim: Claim; result: AttemptResult; attemptedAt: Date; resolve: (a: WebhookAttempt) => void; reject: (err: unknown) => void }> = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly opts: WebhookRunnerOptions,
  ) {
    setMaxListeners(0, this.abort.signal); // one listener per attempt in flight
  }

  start(): void {
    if (!this.opts.enabled || this.stopped || this.timer) return;
    this.started = true;
    this.timer = setInterval(this.kick, this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  kick = (): void => {
    if (this.stopped || !this.opts.enabled || !this.started) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.fill()
      .catch((err) => this.log.error({ err }, 'webhook claim failed'))
      .finally(() => {
        this.claiming = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  };

  // Resolves when no claim and no attempt is running (tests and benchmarks).
  async idle(): Promise<void> {
    while (this.claiming || this.inFlight.size || this.flushing) {
      await Promise.all([this.claiming, this.flushing, ...this.inFlight]);
    }
  }

  // Stops polling and claiming, and hands queued claims back at once. Attempts already in flight
  // may finish for up to `graceMs` (their receiver has most likely got the request already: aborting
  // it and sending it again after a restart would deliver it twice); those still running at the end
  // are aborted and handed back (status pending, attempt not counted), so a restart or another node
  // sends them without waiting for the lease. Safe to call again: later calls wait for the first.
  stop(graceMs = 0): Promise<void> {
    this.stopping ??= this.shutdown(graceMs);
    return this.stopping;
  }

  private async shutdown(graceMs: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const releaseQueued = () =>
      Promise.all(this.queue.splice(0).map((c) => this.release(c.delivery).catch((err) => this.log.error({ err }, 'webhook claim release failed'))));
    await releaseQueued();
    if (graceMs > 0 && this.inFlight.size) {
      const timer = setTimeout(() => {
        if (this.inFlight.size) this.log.warn({ attempts: this.inFlight.size }, 'webhook attempts still running at the end of the grace period: handed back');
        this.abort.abort();
      }, graceMs);
      try {
        await this.idle();
      } finally {
        clearTimeout(timer);
      }
    }
    this.abort.abort();
    await this.idle();
    // A claim that was running when stop() began has committed by now: hand its rows back too.
    await releaseQueued();
  }

  // Claims run one at a time and cost about the same for 1 row as for 30, so under load each claim
  // takes up to twice the pool and keeps the extra in a short local queue; a claim is made when the
  // queue runs low, and at once when the node is idle (a lone event goes out without waiting).
  private async fill(): Promise<void> {
    do {
      this.again = false;
      this.startQueued();
      if (this.stopped) return;
      const want = this.opts.concurrency * 2 - this.inFlight.size - this.queue.length;
      const busy = this.inFlight.size + this.queue.length > 0;
      if (want <= 0 || (busy && want < Math.max(1, Math.floor(this.opts.concurrency / 2)))) return;
      const claims = await this.claim(want);
      for (const claim of claims) {
        const integration = claim.delivery.integrationId;
        this.perIntegration.set(integration, (this.perIntegration.get(integration) ?? 0) + 1);
        this.queue.push(claim);
      }
      this.startQueued();
      if (claims.length === want) this.again = true;
    } while (this.again && !this.stopped);
  }

  // A quarter of the pool is kept for other integrations: one merchant's slow receiver can hold at
  // most the rest, so everyone else's events still go out at once.
  private get reserve(): number {
    return Math.max(1, Math.floor(this.opts.concurrency / 4));
  }

  private startQueued(): void {
    const cap = Math.max(1, this.opts.concurrency - this.reserve);
    while (!this.stopped && this.inFlight.size < this.opts.concurrency) {
      const index = this.queue.findIndex((c) => (this.sending.get(c.delivery.integrationId) ?? 0) < cap);
      if (index < 0) return;
      const [claim] = this.queue.splice(index, 1);
      this.launch(claim);
    }
  }

  private launch(claim: Claim): void {
    const integration = claim.delivery.integrationId;
    this.sending.set(integration, (this.sending.get(integration) ?? 0) + 1);
    const done = () => {
      for (const counts of [this.perIntegration, this.sending]) {
        const left = (counts.get(integration) ?? 1) - 1;
        if (left > 0) counts.set(integration, left);
        else counts.delete(integration);
      }
    };
    // A claim that waited in the queue too long to finish inside its lease goes back instead: another
    // node may take it over once the lease ends, and it must not find this node still sending.
    const expired = (claim.delivery.leaseUntilMs ?? 0) + 1000 < this.clock.real().getTime() + this.opts.timeoutMs;
    const work = expired ? this.release(claim.delivery).then(() => null) : this.attempt(claim);
    const run: Promise<void> = work
      .then(() => undefined)
      .catch((err) => this.log.error({ err, delivery: claim.delivery.id }, 'webhook attempt failed to record'))
      .finally(() => {
        this.inFlight.delete(run);
        done();
        this.startQueued();
        this.kick();
      });
    this.inFlight.add(run);
  }

  async claim(limit: number): Promise<Claim[]> {
    const realNow = this.clock.real().getTime();
    // Per-resource order: a delivery of kind `event` may go only if it is the earliest unfinished
    // one of its resource (`heads`) and no earlier event of that resource is still undispatched
    // (`undispatched`: its deliveries may not exist yet). Both are grouped once per query rather than
    // probed per row, so the plan stays linear in the number of unfinished rows on either dialect.
    //
    // Fairness: candidates are ranked within their integration and mode (ROW_NUMBER), and taken
    // rank by rank, so one merchant's backlog cannot crowd out the others in a claim; a node holds
    // at most (queue + pool − reserve) claims of one integration and sends at most pool − reserve.
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
    const cap = Math.max(1, this.opts.concurrency * 2 - this.reserve);
    const busy = new Map(this.perIntegration);
    const candidates: typeof rows = [];
    for (const row of rows) {
      const integration = Number(row.integration_id);
      if (candidates.length >= limit || (busy.get(integration) ?? 0) >= cap) continue;
      busy.set(integration, (busy.get(integration) ?? 0) + 1);
      candidates.push(row);
    }
    if (!candidates.length) return [];
    const ids = candidates.map((c) => Number(c.id));
    const claimed = await this.db.run(async (em) => {
      const rows = await forUpdateSkipLocked(em.createQueryBuilder(WebhookDelivery, 'd').where({ id: In(ids) }).orderBy('d.id', 'ASC'), this.db.dialect).getMany();
      if (!rows.length) return [];
      const offsets = await this.offsets(em, rows);
      // Another node may have sent and rescheduled a row since the first read: check again.
      const due = rows.filter((d) =>
        d.status === 'pending'
          ? (d.nextAttemptMs ?? Infinity) <= realNow + (d.domain === 'test' ? (offsets.get(d.integrationId) ?? 0) : 0)
          : d.status === 'sending' && (d.leaseUntilMs ?? Infinity) < realNow,
      );
      if (!due.length) return [];
      const lease = realNow + this.opts.timeoutMs + this.opts.leaseMarginMs;
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

  // Sends one claimed attempt and records it. Returns the attempt row (null if the node is stopping
  // and handed the claim back).
  async attempt(claim: Claim): Promise<WebhookAttempt | null> {
    const { delivery, event } = claim;
    const body = JSON.stringify({ event: event.type, data: event.payload });
    const attemptedAt = this.clock.real();
    let result: AttemptResult;
    if (!claim.url) result = { success: false, statusCode: null, latencyMs: 0, error: `No webhook URL is configured for ${delivery.domain} mode`, responseBody: null };
    else if (!claim.secretKey) result = { success: false, statusCode: null, latencyMs: 0, error: `No active ${delivery.domain} secret key to sign with`, responseBody: null };
    else {
      result = await sendWebhook({
        url: claim.url,
        body,
        secretKey: claim.secretKey,
        policy: policyFor(delivery.domain, this.opts.allowPrivateLive),
        timeoutMs: this.opts.timeoutMs,
        signal: this.abort.signal,
        resolve: this.opts.resolve,
      });
    }
    if (this.abort.signal.aborted && !result.success) {
      await this.release(delivery);
      return null;
    }
    return this.record(claim, result, attemptedAt);
  }

  // Attempts that finish close together are written in one transaction (one commit for many
  // attempts): under load this is most of the database work per delivery.
  private record(claim: Claim, result: AttemptResult, attemptedAt: Date): Promise<WebhookAttempt> {
    return new Promise<WebhookAttempt>((resolve, reject) => {
      this.unrecorded.push({ claim, result, attemptedAt, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    if (this.flushing) return;
    this.flushing = (async () => {
      while (this.unrecorded.length) {
        const batch = this.unrecorded.splice(0, 200);
        try {
          const rows = await this.writeAttempts(batch);
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

  private async writeAttempts(batch: Array<{ claim: Claim; result: AttemptResult; attemptedAt: Date }>): Promise<WebhookAttempt[]> {
    return this.db.run(async (em) => {
      const offsets = await this.offsets(em, batch.map((b) => b.claim.delivery));
      const realNow = this.clock.real().getTime();
      const attempts = batch.map(({ claim, result, attemptedAt }) => {
        const { delivery } = claim;
        const offset = delivery.domain === 'test' ? (offsets.get(delivery.integrationId) ?? 0) : 0;
        return em.create(WebhookAttempt, {
          deliveryId: delivery.id,
          integrationId: delivery.integrationId,
          domain: delivery.domain,
          eventId: delivery.eventId,
          attempt: delivery.attempts,
          url: (claim.url ?? '').slice(0, 2048),
          statusCode: result.statusCode,
          latencyMs: Math.min(result.latencyMs, 2_147_483_647),
          error: result.error,
          responseBody: result.responseBody,
          success: result.success,
          attemptedAt,
          clockAt: new Date(attemptedAt.getTime() + offset),
        });
      });
      await em.insert(WebhookAttempt, attempts);
      for (const { claim, result } of batch) {
        const { delivery } = claim;
        const offset = delivery.domain === 'test' ? (offsets.get(delivery.integrationId) ?? 0) : 0;
        const delay = delivery.kind === 'event' && !result.success ? retryDelayMs(delivery.domain, delivery.attempts) : null;
        const changes: Partial<WebhookDelivery> = {
          status: result.success ? 'delivered' : delay === null ? 'failed' : 'pending',
          nextAttemptMs: delay === null ? null : realNow + offset + delay,
          leaseUntilMs: null,
          lastStatusCode: result.statusCode,
          lastError: result.error,
          updatedAt: new Date(realNow),
          deliveredAt: result.success ? new Date(realNow) : null,
        };
        // Only while the claim is still ours: if the lease ran out and another node took over, the
        // attempt is logged but the newer claim decides the state.
        await em.update(WebhookDelivery, { id: delivery.id, status: 'sending', attempts: delivery.attempts }, changes);
        Object.assign(delivery, changes);
      }
      return attempts;
    });
  }

  private async release(delivery: WebhookDelivery): Promise<void> {
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

  private async offsets(em: import('typeorm').EntityManager, rows: Array<{ integrationId: number }>): Promise<Map<number, number>> {
    const ids = [...new Set(rows.map((r) => r.integrationId))];
    const found: Array<{ id: string | number; test_clock_offset_ms: string | number }> = await em.query(
      `SELECT id, test_clock_offset_ms FROM integrations WHERE id IN (${ids.map(() => '?').join(',')})`,
      ids,
    );
    return new Map(found.map((r) => [Number(r.id), Number(r.test_clock_offset_ms)]));
  }

  private async modes(em: import('typeorm').EntityManager, integrationIds: number[]): Promise<Map<string, ModeRow>> {
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
