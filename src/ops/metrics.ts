import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { conflictStats } from '../db/errors';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// One registry per app instance, so tests that boot several apps in one process do not collide.
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new RequestCounter('kobo_http_requests_total', 'HTTP requests by route (and GraphQL operation) and status');
  readonly latency = new LatencyHistogram(
    'kobo_http_request_duration_seconds',
    'HTTP request latency by route',
    [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  );

  constructor(poolStats: () => PoolStats | null) {
    collectDefaultMetrics({ register: this.registry, prefix: 'kobo_' });
    this.registry.registerMetric(this.requests as unknown as Metric);
    this.registry.registerMetric(this.latency as unknown as Metric);
    const registry = this.registry;
    for (const [key, help] of [
      ['total', 'Database pool connections'],
      ['idle', 'Idle database pool connections'],
      ['waiting', 'Requests waiting for a database connection'],
    ] as const) {
      new Gauge({
        name: `kobo_db_pool_${key}`,
        help,
        registers: [registry],
        collect() {
          const stats = poolStats();
          if (stats) this.set(stats[key]);
        },
      });
    }
    // Running totals since start: counters, so `rate()` and `increase()` read them across restarts.
    for (const [key, name, help] of [
      ['transactionRetries', 'kobo_db_transaction_retries_total', 'Transactions redone after a deadlock or a Galera conflict (1213)'],
      ['claimConflicts', 'kobo_due_work_claim_conflicts_total', 'Due-work claims lost to another node'],
    ] as const) {
      new Counter({
        name,
        help,
        registers: [registry],
        collect() {
          this.reset();
          this.inc(conflictStats[key]);
        },
      });
    }
  }
}

type Labels = Record<string, string>;

// The two request metrics, counted in plain numbers per label set and handed to the registry in
// prom-client's own form when scraped (Registry.registerMetric takes any object with get()).
// prom-client's Counter and Histogram hash and validate the labels on every inc() and observe(),
// even on a child made by labels(): a few percent of a cheap request's CPU (bench/RESULTS.md).
// Callers keep the child a label set gives them; the label values are Kobo's own (route patterns,
// methods, statuses, GraphQL operation names from a bounded set).
abstract class RequestMetric<S> {
  private readonly series = new Map<string, { labels: Labels; state: S }>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  protected stateOf(labels: Labels): S {
    const key = JSON.stringify(labels);
    let entry = this.series.get(key);
    if (!entry) this.series.set(key, (entry = { labels: { ...labels }, state: this.fresh() }));
    return entry.state;
  }

  protected abstract fresh(): S;
  protected abstract values(labels: Labels, state: S): Array<{ labels: Labels; value: number; metricName?: string }>;

  get(): Promise<{ name: string; help: string; type: string; values: Array<{ labels: Labels; value: number; metricName?: string }>; aggregator: string }> {
    const values = [...this.series.values()].flatMap(({ labels, state }) => this.values(labels, state));
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: 'sum' });
  }

  abstract readonly type: string;

  reset(): void {
    this.series.clear();
  }
}

export class RequestCounter extends RequestMetric<{ value: number }> {
  readonly type = 'counter';

  labels(labels: Labels): { inc(): void } {
    const state = this.stateOf(labels);
    return { inc: () => void state.value++ };
  }

  inc(labels: Labels): void {
    this.stateOf(labels).value++;
  }

  protected fresh() {
    return { value: 0 };
  }

  protected values(labels: Labels, state: { value: number }) {
    return [{ labels, value: state.value }];
  }
}

interface Buckets {
  counts: number[];
  sum: number;
  count: number;
}

export class LatencyHistogram extends RequestMetric<Buckets> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    private readonly bounds: number[],
  ) {
    super(name, help);
  }

  labels(labels: Labels): { observe(seconds: number): void } {
    const state = this.stateOf(labels);
    return { observe: (seconds) => this.add(state, seconds) };
  }

  observe(labels: Labels, seconds: number): void {
    this.add(this.stateOf(labels), seconds);
  }

  private add(state: Buckets, seconds: number): void {
    state.sum += seconds;
    state.count++;
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        state.counts[i]!++;
        return;
      }
    }
  }

  protected fresh(): Buckets {
    return { counts: this.bounds.map(() => 0), sum: 0, count: 0 };
  }

  // Cumulative buckets, +Inf, sum and count, as prom-client writes a histogram.
  protected values(labels: Labels, state: Buckets) {
    let running = 0;
    const out: Array<{ labels: Labels; value: number; metricName?: string }> = this.bounds.map((le, i) => {
      running += state.counts[i]!;
      return { labels: { le: String(le), ...labels }, value: running, metricName: `${this.name}_bucket` };
    });
    out.push({ labels: { le: '+Inf', ...labels }, value: state.count, metricName: `${this.name}_bucket` });
    out.push({ labels, value: state.sum, metricName: `${this.name}_sum` });
    out.push({ labels, value: state.count, metricName: `${this.name}_count` });
    return out;
  }
}
