import { createTestDatabase, usingMysql, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { recorderFor } from '../support/node-process';
import { startServerProcess, type ServerProcess } from '../support/process';
import { waitFor } from '../support/wait';

// Two server processes on one SQLite file (two `npm start`s, or a server plus the CLI): supported.
// Writers take the write lock up front (BEGIN IMMEDIATE) and wait for each other (busy_timeout),
// so neither the API nor the background dispatcher ever sees SQLITE_BUSY.
jest.setTimeout(180_000);

const SECRET = 'sk_test_twoprocesses0000000000001';
const sqliteOnly = usingMysql() ? it.skip : it;

let db: TestDatabase;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db.drop();
});

sqliteOnly('serves and dispatches from two processes on one SQLite file without SQLITE_BUSY', async () => {
  // Fast polling: both dispatchers and webhook runners keep claiming while the API writes.
  const env = { DATABASE_URL: db.url, KOBO_DEFAULT_SECRET_KEY: SECRET, KOBO_POLL_MS: '20', KOBO_ABANDON_SWEEP_MS: '100' };
  servers.push(await startServerProcess(env));
  servers.push(await startServerProcess(env));
  const apis = servers.map((s) => new Api(s.url, SECRET));
  const replies = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      apis[i % 2]!.post('/transaction/initialize', { email: `two-${i % 40}@example.com`, amount: 5000, reference: `two-${i}` }),
    ),
  );
  expect(replies.filter((r) => r.status !== 200).map((r) => [r.status, r.body])).toEqual([]);
  // The dispatchers catch up: every event of the load is claimed by one of them (read from a third
  // connection to the file, which only reads).
  const reader = await recorderFor(db.url);
  try {
    const undispatched = async () =>
      Number((await reader.services.db.read({}, (em) => em.query('SELECT COUNT(*) AS n FROM events WHERE dispatched_at IS NULL')))[0].n);
    await waitFor(async () => (await undispatched()) === 0, { timeoutMs: 60_000, what: 'every event to be dispatched' });
  } finally {
    await reader.close();
  }
  // Each side sees the other's writes.
  expect((await apis[0]!.get('/transaction/verify/two-1')).status).toBe(200);
  expect((await apis[1]!.get('/transaction/verify/two-0')).status).toBe(200);
  const events = await apis[0]!.get('/integration/events?perPage=1');
  expect(events.body.meta.total).toBeGreaterThanOrEqual(40); // one customer.created per new email;
  for (const s of servers) {
    const exit = await s.stop();
    expect(exit.code).toBe(0);
    const errors = s.logs().filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
    expect(s.stdout() + s.stderr()).not.toMatch(/SQLITE_BUSY/);
  }
});

sqliteOnly('starts several processes at once on a fresh SQLite file: one migrates, the others wait for it', async () => {
  for (let round = 0; round < 3; round++) {
    const fresh = await createTestDatabase();
    try {
      const started = await Promise.allSettled(
        Array.from({ length: 4 }, () => startServerProcess({ DATABASE_URL: fresh.url, KOBO_DEFAULT_SECRET_KEY: SECRET })),
      );
      const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
        const applied = up.flatMap((s) => s.logs().filter((l) => l.msg === 'migrations applied'));
        expect(applied).toHaveLength(1);
        for (const s of up) expect((await new Api(s.url, SECRET).get('/customer')).status).toBe(200);
      } finally {
        await Promise.all(up.map((s) => s.stop()));
      }
    } finally {
      await fresh.drop();
    }
  }
});
