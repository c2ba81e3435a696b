import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// One registry per app instance, so tests that boot several apps in one process do not collide.
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'kobo_http_requests_total',
    help: 'HTTP requests by route (and GraphQL operation) and status',
    labelNames: ['method', 'route', 'operation', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'kobo_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'operation'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(poolStats: () => PoolStats | null) {
    collectDefaultMetrics({ register: this.registry, prefix: 'kobo_' });
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
  }
}
