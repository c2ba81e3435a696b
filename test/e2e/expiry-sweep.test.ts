import type { DataSource } from 'typeorm';
import { startServer, type TestServer } from '../support/server';
import { seedRequestLogs, waitForLogLine } from '../support/request-logs';
import { loadConfig } from '../../src/config/config';
import { ENTITIES } from '../../src/container';
import { Clock } from '../../src/core/clock';
import { createLogger } from '../../src/core/logger';
import { createDataSource } from '../../src/db/data-source';
import { Database } from '../../src/db/unit-of-work';
import { DueProbe } from '../../src/jobs/due-probe';
import { ExpirySweep } from '../../src/jobs/expiry-sweep';

// Expired rows are deleted by two nodes at once (each its own pool, as two processes): every
// expired row goes, each counted by exactly one of them, neither fails, and rows not yet expired
// (on their integration's clock) stay.
let server: TestServer;
const sources: DataSource[] = [];
const clock = new Clock();
const DAY = 86_400_000;

beforeAll(async () => {
  // Background work off: only the two sweeps below delete.
  server = await startServer({ KOBO_DISPATCH: 'off' });
});
afterAll(async () => {
  for (const ds of sources) await ds.destroy();
  await server?.stop();
});

async function node(): Promise<{ db: Database; sweep: ExpirySweep }> {
  const ds = await createDataSource(loadConfig({ DATABASE_URL: server.database.url, DB_POOL_SIZE: '2', LOG_LEVEL: 'silent' }), ENTITIES);
  sources.push(ds);
  const db = new Database(ds);
  const log = createLogger('silent');
  const probe = new DueProbe(db, clock, log, 60_000);
  return { db, sweep: new ExpirySweep(db, clock, log, { name: 'request-log-sweep', table: 'request_logs', dueColumn: 'expires_ms' }, probe, false) };
}

it('two nodes sweeping the same expired lines delete each once, and leave the rest', async () => {
  const [a, b] = [await node(), await node()];
  const m = await server.newIntegration();
  const other = await server.newIntegration();
  const now = Date.now();
  await a.db.run((em) => em.query('DELETE FROM request_logs'));
  await seedRequestLogs(
    a.db,
    m.id,
    'live',
    Array.from({ length: 4_500 }, (_, k) => now - 60_000 + k),
  );
  await seedRequestLogs(
    a.db,
    m.id,
    'test',
    Array.from({ length: 1_500 }, (_, k) => now - 60_000 + k),
  );
  // Not expired: live lines due tomorrow, and test-mode lines due tomorrow on a clock that is
  // itself a day and a half ahead for another integration (its lines expired; these are m's).
  await seedRequestLogs(
    a.db,
    m.id,
    'live',
    Array.from({ length: 300 }, () => now + DAY),
  );
  await other.api.post('/_test/clock/advance', { seconds: 1.5 * 86_400 }).then((r) => expect(r.status).toBe(200));
  // The clock move's own request is logged once its reply has gone, and kept by a timer: in the
  // table before the lines are counted, or it lands between the counts (not expired, not swept).
  await waitForLogLine(() => server.services.requestLogs.flush(), a.db, other.id);
  await seedRequestLogs(
    a.db,
    m.id,
    'test',
    Array.from({ length: 200 }, () => now + DAY),
  );
  await seedRequestLogs(
    a.db,
    other.id,
    'test',
    Array.from({ length: 700 }, () => now + DAY),
  );
  const countOf = async (): Promise<number> =>
    Number(((await a.db.read({}, (em) => em.query('SELECT COUNT(*) AS n FROM request_logs'))) as Array<{ n: number | string }>)[0]!.n);
  const before = await countOf();

  const [x, y] = await Promise.all([a.sweep.drain(), b.sweep.drain()]);
  expect(x + y).toBe(before - (await countOf()));
  const left: Array<{ integration_id: number | string; domain: string; n: number | string }> = await a.db.read({}, (em) =>
    em.query(
      'SELECT integration_id, domain, COUNT(*) AS n FROM request_logs WHERE integration_id IN (?, ?) GROUP BY integration_id, domain ORDER BY integration_id, domain',
      [m.id, other.id],
    ),
  );
  expect(left.map((r) => [Number(r.integration_id), r.domain, Number(r.n)])).toEqual([
    [m.id, 'live', 300],
    [m.id, 'test', 200],
  ]);
  expect(x + y).toBeGreaterThanOrEqual(4_500 + 1_500 + 700);
  // Nothing left for a second pass of either.
  await expect(a.sweep.drain()).resolves.toBe(0);
  await expect(b.sweep.drain()).resolves.toBe(0);
});
