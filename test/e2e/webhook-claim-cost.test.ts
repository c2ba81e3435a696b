import { startServer, type TestServer } from '../support/server';
import { usingMysql } from '../support/database';
import type { DataSource } from 'typeorm';
import { WebhookClaims } from '../../src/events/webhook-claims';
import { loadConfig } from '../../src/config/config';
import { ENTITIES } from '../../src/container';
import { createDataSource } from '../../src/db/data-source';
import { Database } from '../../src/db/unit-of-work';

// A webhook claim's work must not grow with the pending backlog (issue 37: 19,000 pending webhooks
// drained at 16–26/s, against 411/s for 3,000). Measured in rows MariaDB's handlers read for one
// claim (SHOW SESSION STATUS on the only pooled connection), not in time: with 500 pending and with
// 5,000, a claim reads about the same. The claim that ranked the whole pending set read several
// times the backlog. MariaDB only: SQLite has no such counters.
let server: TestServer;
let ds: DataSource;
beforeAll(async () => {
  if (!usingMysql()) return;
  // Dispatch off, so nothing else claims; the claims measured run on a pool of one connection of
  // their own, so the session counters are theirs.
  server = await startServer({ KOBO_DISPATCH: 'off' });
  ds = await createDataSource(loadConfig({ DATABASE_URL: server.database.url, DB_POOL_SIZE: '1', LOG_LEVEL: 'silent' }), ENTITIES);
});
afterAll(async () => {
  await ds?.destroy();
  await server?.stop();
});

(usingMysql() ? it : it.skip)('reads about as many rows with 5,000 deliveries pending as with 500', async () => {
  const { services } = server;
  const db = new Database(ds);
  const m = await server.newIntegration();
  const seed = async (from: number, count: number) => {
    for (let s = from; s < from + count; s += 500) {
      const rows = Array.from({ length: Math.min(500, from + count - s) }, (_, k) => [
        m.id,
        'test',
        s + k + 1,
        'charge.success',
        `charge:r${s + k}`,
        'event',
        'pending',
        0,
        0,
        new Date(),
        new Date(),
      ]);
      await services.db.run((em) =>
        em.query(
          `INSERT INTO webhook_deliveries (integration_id, domain, event_id, event_type, resource, kind, status, attempts, next_attempt_ms, created_at, updated_at) VALUES ${rows.map((r) => `(${r.map(() => '?').join(',')})`).join(',')}`,
          rows.flat(),
        ),
      );
    }
  };
  const handlerReads = async (): Promise<number> => {
    const rows: Array<{ Variable_name: string; Value: string }> = await db.read({}, (em) => em.query("SHOW SESSION STATUS LIKE 'Handler_read%'"));
    return rows.reduce((sum, r) => sum + Number(r.Value), 0);
  };
  // The list of integrations with pending work is kept between claims (an hour here, so the
  // measured claims use it however slow the machine): what is measured is the claim itself.
  const claims = new WebhookClaims(db, 60_000, 3_600_000);
  const measure = async (): Promise<number> => {
    const before = await handlerReads();
    await claims.claim(Date.now(), 24, new Map(), 28);
    const after = await handlerReads();
    // The second read of the counters itself, measured the same way, is taken off.
    const overhead = (await handlerReads()) - after;
    return after - before - overhead;
  };

  await seed(0, 500);
  await claims.claim(Date.now(), 24, new Map(), 28);
  const small = await measure();
  await seed(500, 4500);
  const large = await measure();
  expect(small).toBeGreaterThan(0);
  expect(large).toBeLessThan(small * 1.5 + 200);
});
