import type { DataSource } from 'typeorm';
import { startServer, type TestServer } from '../support/server';
import { seedRequestLogs, waitForLogLine } from '../support/request-logs';
import { countRoundTrips } from '../support/round-trips';
import { usingMysql } from '../support/database';
import { loadConfig } from '../../src/config/config';
import { ENTITIES } from '../../src/container';
import { createDataSource } from '../../src/db/data-source';
import { Database } from '../../src/db/unit-of-work';
import { dueParams, dueRows, DueProbe, type DueTable } from '../../src/jobs/due-probe';
import { DueWorkRunner } from '../../src/jobs/due-work';
import { ExpirySweep, expiredRowsDelete } from '../../src/jobs/expiry-sweep';
import { Clock } from '../../src/core/clock';
import { createLogger } from '../../src/core/logger';

// Due tables fill with rows due later: a day of request logs, every active subscription's next
// renewal. A node probes them every poll and claims from them, so what one probe or claim reads
// must not grow with those rows (the exact due condition depends on each row's integration clock
// and can use no index; a bound by the furthest clock lets the due index stop early). Measured in
// rows MariaDB's handlers read (SHOW SESSION STATUS on a pool of one connection), not in time; on
// SQLite, by the plan. And the bound must not hide a row: a test-mode row due on its integration's
// advanced clock is found, the same row in live mode is not.
let server: TestServer;
let ds: DataSource;
let db: Database;
const table: DueTable = { table: 'request_logs', dueColumn: 'expires_ms', leaseColumn: 'lease_until_ms' };
const DAY = 86_400_000;
const clock = new Clock();

beforeAll(async () => {
  // Background work off: nothing else probes, claims or sweeps these rows.
  server = await startServer({ KOBO_DISPATCH: 'off' });
  ds = await createDataSource(loadConfig({ DATABASE_URL: server.database.url, DB_POOL_SIZE: '1', LOG_LEVEL: 'silent' }), ENTITIES);
  db = new Database(ds);
});
afterAll(async () => {
  await ds?.destroy();
  await server?.stop();
});

const seed = (integrationId: number, domain: string, expiresMs: number[]) => seedRequestLogs(db, integrationId, domain, expiresMs);

const runner = () =>
  new DueWorkRunner(db, clock, createLogger('silent'), { name: 'cost', table, handle: async () => undefined, pollMs: 1000, enabled: false, leaseMs: 1 });

// The request-log sweep on this file's one connection, never started (its passes are called here).
const sweeper = (probe: DueProbe) =>
  new ExpirySweep(db, clock, createLogger('silent'), { name: 'cost-sweep', table: 'request_logs', dueColumn: 'expires_ms' }, probe, false);

const handlerReads = async (): Promise<number> => {
  const rows: Array<{ Variable_name: string; Value: string }> = await db.read({}, (em) => em.query("SHOW SESSION STATUS LIKE 'Handler_read%'"));
  return rows.reduce((sum, r) => sum + Number(r.Value), 0);
};

async function dropOwnLogLine(integrationId: number, route: string): Promise<void> {
  await waitForLogLine(() => server.services.requestLogs.flush(), db, integrationId, route);
  await db.run((em) => em.query('DELETE FROM request_logs WHERE integration_id = ? AND route = ?', [integrationId, route]));
}

it('finds a row due on its integration clock, and not the rows due later', async () => {
  const m = await server.newIntegration();
  const now = Date.now();
  await seed(m.id, 'live', [now + DAY]);
  await seed(m.id, 'test', [now + DAY]);
  let kicked = 0;
  const probe = new DueProbe(db, clock, createLogger('silent'), 60_000);
  probe.watch('cost', table, () => kicked++);
  // Watching starts the probe's own loop: its first pass is let finish before each look.
  await probe.idle();
  const look = async () => {
    kicked = 0;
    await probe.probe();
    return kicked;
  };
  await expect(look()).resolves.toBe(0);
  await expect(runner().claim(10)).resolves.toEqual([]);

  // Two days on the test clock: the test-mode row is due, the live one is not.
  await m.api.post('/_test/clock/advance', { seconds: 2 * 86_400 }).then((r) => expect(r.status).toBe(200));
  // The clock move's own request is logged once its reply has gone, kept by a timer, and is due on
  // the moved clock: it is waited for and taken out, or it lands in a later count (a slow machine
  // showed it in the next test's second sweep).
  await dropOwnLogLine(m.id, '/_test/clock/advance');
  await expect(look()).resolves.toBe(1);
  const claimed = await runner().claim(10);
  expect(claimed).toHaveLength(1);
  const [row] = await db.read({}, (em) => em.query('SELECT domain FROM request_logs WHERE id = ?', [claimed[0]]));
  expect(row.domain).toBe('test');
  // The sweep deletes the test-mode line expired on that clock, and leaves the live one.
  await sweeper(probe).drain();
  const left: Array<{ domain: string }> = await db.read({}, (em) => em.query('SELECT domain FROM request_logs WHERE integration_id = ?', [m.id]));
  expect(left.map((r) => r.domain)).toEqual(['live']);
  await probe.unwatch('cost');
  await db.run((em) => em.query('DELETE FROM request_logs WHERE integration_id = ?', [m.id]));
});

(usingMysql() ? it : it.skip)('reads about as many rows with 20,000 rows due later as with 500', async () => {
  const m = await server.newIntegration();
  const now = Date.now();
  const probe = new DueProbe(db, clock, createLogger('silent'), 60_000);
  probe.watch('cost', table, () => undefined);
  await probe.idle();
  const cost = async () => {
    const before = await handlerReads();
    await probe.probe();
    const probed = (await handlerReads()) - before - 1;
    const start = await handlerReads();
    await runner().claim(50);
    const claimed = (await handlerReads()) - start - 1;
    // Lines of other tests may have expired (the clock move above was logged before it moved).
    await sweeper(probe).drain();
    const beforeSweep = await handlerReads();
    await expect(sweeper(probe).drain()).resolves.toBe(0);
    return { probed, claimed, swept: (await handlerReads()) - beforeSweep - 1 };
  };
  await seed(
    m.id,
    'live',
    Array.from({ length: 500 }, (_, k) => now + 7 * DAY + k),
  );
  const few = await cost();
  await seed(
    m.id,
    'live',
    Array.from({ length: 19_500 }, (_, k) => now + 7 * DAY + 500 + k),
  );
  const many = await cost();
  await probe.unwatch('cost');
  // Each: a few index reads (the furthest clock, the first due row) and SHOW STATUS's own.
  expect(many.probed).toBeLessThan(50);
  expect(many.claimed).toBeLessThan(50);
  expect(many.swept).toBeLessThan(50);
  expect(many.probed).toBeLessThanOrEqual(few.probed + 5);
  expect(many.claimed).toBeLessThanOrEqual(few.claimed + 5);
});

(usingMysql() ? it.skip : it)('on SQLite, the probe searches the due index', async () => {
  const sql = `SELECT 1 ${dueRows(table, 'sqlite')} LIMIT 1`;
  const plan: Array<{ detail: string }> = await db.read({}, (em) => em.query(`EXPLAIN QUERY PLAN ${sql}`, dueParams(0)));
  expect(plan.map((p) => p.detail).join('\n')).toMatch(/SEARCH t USING INDEX IDX_request_logs_expires \(expires_ms<\?\)/);
  const sweep: Array<{ detail: string }> = await db.read({}, (em) =>
    em.query(`EXPLAIN QUERY PLAN ${expiredRowsDelete('request_logs', 'expires_ms', 'sqlite', 1000)}`, [0, 0]),
  );
  expect(sweep.map((p) => p.detail).join('\n')).toMatch(/SEARCH t USING INDEX IDX_request_logs_expires \(expires_ms<\?\)/);
});

it('sweeps request-log lines past their 24 hours in both modes of several integrations, 1,000 to a DELETE, and leaves the others', async () => {
  const [a, b] = [await server.newIntegration(), await server.newIntegration()];
  const now = Date.now();
  await seed(
    a.id,
    'live',
    Array.from({ length: 700 }, () => now - 1_000),
  );
  await seed(
    b.id,
    'test',
    Array.from({ length: 600 }, () => now - 1_000),
  );
  await seed(
    b.id,
    'live',
    Array.from({ length: 50 }, () => now + DAY),
  );
  const sweep = server.services.requestLogSweep as ExpirySweep;
  // Other lines may be due as well: the test-clock move above was itself logged before it moved.
  let handled = 0;
  const { trips } = await countRoundTrips(
    server.services.db.ds,
    async () => {
      handled = await sweep.drain();
    },
    (sql) => sql.startsWith('DELETE FROM request_logs'),
  );
  expect(handled).toBeGreaterThanOrEqual(1_300);
  // A DELETE per 1,000 lines, not per line (a prepare, on MariaDB, counts as a trip of its own).
  expect(trips.filter((t) => t.kind !== 'prepare' && t.kind !== 'close').length).toBeLessThanOrEqual(Math.ceil(handled / 1_000) + 1);
  const left: Array<{ n: number | string }> = await db.read({}, (em) =>
    em.query('SELECT COUNT(*) AS n FROM request_logs WHERE integration_id IN (?, ?)', [a.id, b.id]),
  );
  expect(Number(left[0]!.n)).toBe(50);
});
