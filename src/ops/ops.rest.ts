import { Router } from 'express';
import type { Database } from '../db/unit-of-work';
import type { Metrics } from './metrics';

export function opsRouter(db: Database, metrics: Metrics): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    try {
      await db.read({}, (em) => em.query('SELECT 1'));
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
