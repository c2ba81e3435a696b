import { setMaxListeners } from 'node:events';
import type { Clock } from '../core/clock';
import type { Logger } from '../core/logger';
import type { Database } from '../db/unit-of-work';
import { PollLoop } from '../jobs/poll-loop';
import { AttemptRecorder } from './webhook-attempts';
import { WebhookClaims, type Claim } from './webhook-claims';
import type { WebhookAttempt, WebhookDelivery } from './webhook.entity';
import { policyFor, type Resolver } from './webhook-guard';
import { sendWebhook, webhookBody, type AttemptResult } from './webhook-sender';
import { TargetGate, type Target } from './webhook-targets';

export type { Claim } from './webhook-claims';

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

// Sends due webhook deliveries with a pool of `concurrency` attempts at once. Claims
// (webhook-claims.ts) fill a short local queue; the gate (webhook-targets.ts) decides which queued
// attempt may start, so one merchant's slow or hung receiver holds a bounded part of the pool and
// every other merchant's events still go out at once; outcomes are written in batches
// (webhook-attempts.ts). Each finished attempt frees a slot and triggers another claim.
export class WebhookRunner {
  private stopping: Promise<void> | null = null;
  private readonly loop: PollLoop;
  private readonly claims: WebhookClaims;
  private readonly recorder: AttemptRecorder;
  private readonly gate: TargetGate;
  private readonly inFlight = new Set<Promise<void>>();
  // Claims held by this node (queued or in flight) per integration.
  private readonly held = new Map<number, number>();
  private readonly queue: Claim[] = [];
  private readonly abort = new AbortController();
  private readonly recordedListeners: Array<(delivery: WebhookDelivery) => void> = [];

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly opts: WebhookRunnerOptions,
  ) {
    setMaxListeners(0, this.abort.signal); // one listener per attempt in flight
    this.loop = new PollLoop(
      () => this.fill(),
      (err) => this.log.error({ err }, 'webhook claim failed'),
    );
    this.claims = new WebhookClaims(db, opts.timeoutMs + opts.leaseMarginMs);
    this.recorder = new AttemptRecorder(db, clock);
    this.gate = new TargetGate(TargetGate.limitsFor(opts.concurrency, opts.timeoutMs), () => this.clock.real().getTime());
  }

  // Hears each delivery as an attempt's outcome is written (delivered, failed or pending again): the
  // GraphQL subscription webhookDeliveryUpdated, so a dashboard sees a delivery fail as it happens.
  onRecorded(listener: (delivery: WebhookDelivery) => void): void {
    this.recordedListeners.push(listener);
  }

  private async record(claim: Claim, result: AttemptResult, attemptedAt: Date): Promise<WebhookAttempt> {
    const row = await this.recorder.record(claim, result, attemptedAt);
    // The recorder updated claim.delivery in place with what it wrote.
    for (const listener of this.recordedListeners) {
      try {
        listener(claim.delivery);
      } catch (err) {
        this.log.warn({ err, delivery: claim.delivery.id }, 'webhook delivery listener failed');
      }
    }
    return row;
  }

  start(): void {
    if (this.opts.enabled && !this.stopping) this.loop.start(this.opts.pollMs);
  }

  kick = (): void => this.loop.kick();

  // This node's dispatcher made new deliveries for these integrations and modes: send them now.
  delivered(modes: Iterable<{ integrationId: number; domain: string }>): void {
    this.claims.noteModes(modes);
    this.kick();
  }

  // Resolves when no claim and no attempt is running (tests and benchmarks).
  async idle(): Promise<void> {
    while (this.loop.busy || this.inFlight.size || this.recorder.busy) {
      await Promise.all([this.loop.idle(), this.recorder.idle(), ...this.inFlight]);
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
    const claiming = this.loop.stop();
    const releaseQueued = () =>
      Promise.all(this.queue.splice(0).map((c) => this.claims.release(c.delivery).catch((err) => this.log.error({ err }, 'webhook claim release failed'))));
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
    await claiming;
    await this.idle();
    // A claim that was running when stop() began has committed by now: hand its rows back too.
    await releaseQueued();
  }

  // Claims run one at a time and cost about the same for 1 row as for 30, so under load each claim
  // takes up to twice the pool and keeps the extra in a short local queue; a claim is made when the
  // queue runs low, and at once when the node is idle (a lone event goes out without waiting).
  // Queued claims that the gate keeps waiting do not count as a full queue: a hung receiver's
  // backlog must not stop this node from claiming everyone else's deliveries.
  private async fill(): Promise<void> {
    const { concurrency } = this.opts;
    for (;;) {
      this.startQueued();
      if (this.loop.stopped) return;
      const ready = this.queue.filter((c) => this.gate.admit(targetOf(c)) !== 'wait').length;
      const want = concurrency * 2 - this.inFlight.size - ready;
      const busy = this.inFlight.size + ready > 0;
      if (want <= 0 || (busy && want < Math.max(1, Math.floor(concurrency / 2)))) return;
      const claims = await this.claims.claim(this.clock.real().getTime(), want, this.held, concurrency * 2 - Math.max(1, Math.floor(concurrency / 4)));
      for (const claim of claims) {
        const integration = claim.delivery.integrationId;
        this.held.set(integration, (this.held.get(integration) ?? 0) + 1);
        this.queue.push(claim);
      }
      this.startQueued();
      if (claims.length < want) return;
    }
  }

  private startQueued(): void {
    while (!this.loop.stopped && this.inFlight.size < this.opts.concurrency) {
      let index = -1;
      let admission: ReturnType<TargetGate['admit']> = 'wait';
      for (let i = 0; i < this.queue.length && index < 0; i++) {
        admission = this.gate.admit(targetOf(this.queue[i]));
        if (admission !== 'wait') index = i;
      }
      if (index < 0) return;
      const [claim] = this.queue.splice(index, 1);
      this.launch(claim, admission === 'send' ? null : (admission as { backedOff: string }).backedOff);
    }
  }

  private launch(claim: Claim, backedOff: string | null): void {
    const integration = claim.delivery.integrationId;
    // A claim that waited in the queue too long to finish inside its lease goes back instead: another
    // node may take it over once the lease ends, and it must not find this node still sending.
    const expired = (claim.delivery.leaseUntilMs ?? 0) + 1000 < this.clock.real().getTime() + this.opts.timeoutMs;
    const work = expired
      ? this.claims.release(claim.delivery)
      : backedOff !== null
        ? this.record(claim, { success: false, statusCode: null, latencyMs: 0, error: backedOff, responseBody: null }, this.clock.real())
        : this.sendAndRecord(claim);
    const run: Promise<void> = work
      .then(() => undefined)
      .catch((err) => this.log.error({ err, delivery: claim.delivery.id }, 'webhook attempt failed to record'))
      .finally(() => {
        this.inFlight.delete(run);
        const left = (this.held.get(integration) ?? 1) - 1;
        if (left > 0) this.held.set(integration, left);
        else this.held.delete(integration);
        this.startQueued();
        this.kick();
      });
    this.inFlight.add(run);
  }

  private async sendAndRecord(claim: Claim): Promise<WebhookAttempt | null> {
    const target = targetOf(claim);
    this.gate.started(target);
    let outcome: AttemptResult | null = null;
    try {
      return await this.attempt(claim, (result) => (outcome = result));
    } finally {
      this.gate.finished(target, outcome);
    }
  }

  // Events, URLs and keys for deliveries about to be sent (a replay sent by the API).
  prepare(deliveries: WebhookDelivery[]): Promise<Claim[]> {
    return this.claims.prepare(deliveries);
  }

  // Sends one claimed attempt and records it. Returns the attempt row (null if the node is stopping
  // and handed the claim back). `onOutcome` hears the result of an attempt that ran to one.
  async attempt(claim: Claim, onOutcome?: (result: AttemptResult) => void): Promise<WebhookAttempt | null> {
    const { delivery, event } = claim;
    const body = webhookBody(event.type, event.payload);
    const attemptedAt = this.clock.real();
    let result: AttemptResult;
    if (!claim.url)
      result = { success: false, statusCode: null, latencyMs: 0, error: `No webhook URL is configured for ${delivery.domain} mode`, responseBody: null };
    else if (!claim.secretKey)
      result = { success: false, statusCode: null, latencyMs: 0, error: `No active ${delivery.domain} secret key to sign with`, responseBody: null };
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
      await this.claims.release(delivery);
      return null;
    }
    onOutcome?.(result);
    return this.record(claim, result, attemptedAt);
  }
}

const targetOf = (claim: Claim): Target => ({ integrationId: claim.delivery.integrationId, url: claim.url });
