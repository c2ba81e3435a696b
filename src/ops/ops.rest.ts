import { Router } from 'express';
import type { Metrics } from './metrics';
import { describeRoutes } from '../rest/operations';

describeRoutes('Kobo', {
  'GET /health': { summary: 'Health check: 200 with the database up, 503 when it does not answer', reply: 'json' },
  'GET /metrics': { summary: 'Prometheus metrics', reply: 'text' },
});

// What the health check needs from the database (src/db's Database provides it); routers never
// run SQL themselves.
export interface HealthCheck {
  readonly dialect: string;
  ping(): Promise<void>;
}

export function opsRouter(db: HealthCheck, metrics: Metrics): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    try {
      await db.ping();
      res.json({ status: true, message: 'ok', data: { database: 'up', dialect: db.dialect } });
    } catch {
      res.status(503).json({ status: false, message: 'database unavailable', data: { database: 'down' } });
    }
  });
  r.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
  return r;
}
