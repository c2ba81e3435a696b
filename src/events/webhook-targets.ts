import type { AttemptResult } from './webhook-sender';

// Who may use a node's webhook senders. A receiver that hangs holds a sender for the whole attempt
// deadline, so the pool is shared out by how each receiver behaves, not first come first served:
// - every receiver (URL) starts with a small window of attempts in flight, which grows by one with
//   each quick answer up to `share` and halves after a slow one (never below where it started; a
//   timeout takes it to one), as TCP's congestion window does:
//   a fast receiver soon uses its share, a hung one never holds more than the window it started with;
// - one integration, and one host, never hold more than `share` (three quarters of the pool), so the
//   rest always sends everyone else's events at once;
// - a receiver that times out `tripAfter` times in a row is backed off: for a short while (doubling
//   while it keeps timing out, up to `maxBackoffMs`) its due attempts are recorded as failed without
//   being sent, each retried on its own schedule as a timed-out one would be; then a single probe
//   tests it again, and an answer ends the back-off.
// Each node keeps this state for itself, so every node applies it to its own pool.
export interface TargetLimits {
  share: number;
  initialWindow: number;
  // An answer slower than this counts as slow.
  slowMs: number;
  tripAfter: number;
  backoffMs: number;
  maxBackoffMs: number;
}

export interface Target {
  integrationId: number;
  url: string | null;
}

interface Health {
  window: number;
  inFlight: number;
  timeouts: number;
  trips: number;
  openUntil: number;
}

export type Admission = 'send' | 'wait' | { backedOff: string };

const MAX_TRACKED = 10_000;

export class TargetGate {
  private readonly byIntegration = new Map<number, number>();
  private readonly byHost = new Map<string, number>();
  private readonly health = new Map<string, Health>();

  constructor(
    private readonly limits: TargetLimits,
    private readonly now: () => number = Date.now,
  ) {}

  static limitsFor(concurrency: number, timeoutMs: number): TargetLimits {
    const share = Math.max(1, concurrency - Math.max(1, Math.floor(concurrency / 4)));
    return {
      share,
      initialWindow: Math.min(share, Math.max(1, Math.floor(concurrency / 8))),
      slowMs: Math.min(1000, Math.floor(timeoutMs / 2)),
      tripAfter: 2,
      backoffMs: 10_000,
      maxBackoffMs: 300_000,
    };
  }

  // Whether an attempt to this target may start now, wait for a free place, or be recorded as
  // failed without being sent (`backedOff` says why).
  admit(target: Target): Admission {
    if ((this.byIntegration.get(target.integrationId) ?? 0) >= this.limits.share) return 'wait';
    const host = hostOf(target.url);
    if (host !== null && (this.byHost.get(host) ?? 0) >= this.limits.share) return 'wait';
    if (!target.url) return 'send';
    const health = this.health.get(target.url);
    if (!health) return 'send';
    if (health.timeouts >= this.limits.tripAfter && this.now() < health.openUntil) {
      return {
        backedOff: `Not sent: the receiver timed out ${health.timeouts} times in a row; Kobo holds back until ${new Date(health.openUntil).toISOString()}`,
      };
    }
    return health.inFlight < health.window ? 'send' : 'wait';
  }

  started(target: Target): void {
    bump(this.byIntegration, target.integrationId, 1);
    const host = hostOf(target.url);
    if (host !== null) bump(this.byHost, host, 1);
    if (target.url) this.healthOf(target.url).inFlight++;
  }

  // `result` null: the attempt did not run to an outcome (handed back at shutdown).
  finished(target: Target, result: AttemptResult | null): void {
    bump(this.byIntegration, target.integrationId, -1);
    const host = hostOf(target.url);
    if (host !== null) bump(this.byHost, host, -1);
    if (!target.url) return;
    const health = this.healthOf(target.url);
    health.inFlight = Math.max(0, health.inFlight - 1);
    if (!result) return;
    if (result.timedOut) {
      health.window = 1;
      health.timeouts++;
      // Attempts that were already running when a back-off began end inside it: only a timeout
      // outside one (the one that trips it, or a failed probe) starts a longer one.
      if (health.timeouts >= this.limits.tripAfter && health.openUntil <= this.now()) {
        health.openUntil = this.now() + Math.min(this.limits.maxBackoffMs, this.limits.backoffMs * 2 ** health.trips);
        health.trips++;
      }
      return;
    }
    if (result.statusCode === null) return; // refused or unreachable at once: held nobody up
    health.timeouts = 0;
    health.trips = 0;
    health.openUntil = 0;
    if (result.latencyMs >= this.limits.slowMs) health.window = Math.max(this.limits.initialWindow, Math.floor(health.window / 2));
    else health.window = Math.min(this.limits.share, health.window + 1);
  }

  // The attempts this node may have in flight to one receiver now (tests and logs).
  windowOf(url: string): number {
    return this.health.get(url)?.window ?? this.limits.initialWindow;
  }

  private healthOf(url: string): Health {
    let health = this.health.get(url);
    if (!health) {
      // Receivers come and go with their merchants' settings: forget idle healthy ones first.
      if (this.health.size >= MAX_TRACKED) {
        for (const [key, h] of this.health) if (h.inFlight === 0 && h.timeouts === 0) this.health.delete(key);
      }
      health = { window: this.limits.initialWindow, inFlight: 0, timeouts: 0, trips: 0, openUntil: 0 };
      this.health.set(url, health);
    }
    return health;
  }
}

function bump<K>(counts: Map<K, number>, key: K, by: number): void {
  const left = (counts.get(key) ?? 0) + by;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}
