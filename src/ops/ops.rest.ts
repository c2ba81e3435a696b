import { Router } from 'express';
import type { Metrics } from './metrics';
import { describeRoutes } from '../rest/operations';

describeRoutes('Kobo', {
  'GET /health': { summary: 'Health check: 200 with the database up, 503 when it does not answer', reply: 'json' },
  'GET /metrics': { summary: 'Prometheus metrics', reply: 'text' },
});

// What the health check needs from the database (src/db's Database provides it); routers never
// run SQL themselves. `health` answers, never throws: down with the reason (the driver's error code
// and message, which name a server address at most) and how long a client should wait.
export interface HealthCheck {
  readonly dialect: string;
  health(): Promise<DatabaseHealth>;
}

export type DatabaseHealth = { up: true; server?: string } | { up: false; reason: string; retryAfterSeconds: number; server?: string };

export function opsRouter(db: HealthCheck, metrics: Metrics): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    const h = await db.health();
    const server = h.server ? { server: h.server } : {};
    if (h.up) {
      res.json({ status: true, message: 'ok', data: { database: 'up', dialect: db.dialect, ...server } });
      return;
    }
    res.setHeader('Retry-After', String(h.retryAfterSeconds));
    res
      .status(503)
      .json({ status: false, message: `database unavailable: ${h.reason}`, data: { database: 'down', dialect: db.dialect, reason: h.reason, ...server } });
  });
  r.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
  return r;
}
