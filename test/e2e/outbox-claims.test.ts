import { createLogger } from '../../src/core/logger';
import { EventDispatcher } from '../../src/events/dispatcher';
import { usingMysql } from '../support/database';
import { txContext } from '../support/events';
import { countQueries } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The dispatcher claims from the lowest event id its node's commits announced (events/dispatcher.ts
// claimFrom), not from the start of the outbox. These tests hold it to the other half of that
// bargain: an event no commit announced, or one that commits after higher ids went out, is still
// dispatched. The server's own dispatch is off; each test drives a dispatcher of its own.
let server: TestServer;
let m: TestIntegration;
let running: EventDispatcher | undefined;
beforeAll(async () => {
  server = await startServer({ KOBO_DISPATCH: 'off' });
  m = await server.newIntegration('Claims');
  expect((await m.api.post('/customer', { email: 'first@example.com' })).status).toBe(200);
});
afterEach(async () => {
  await running?.stop();
  running = undefined;
});
afterAll(() => server.stop());

const ds = () => server.services.db.ds;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function dispatched(id: number): Promise<boolean> {
  const rows: Array<{ d: unknown }> = await ds().query('SELECT dispatched_at AS d FROM events WHERE id = ?', [id]);
  return rows.length > 0 && rows[0]!.d !== null;
}

// An event as another node writes it (its dispatcher off, so nothing here is told of it).
async function foreignEvent(): Promise<number> {
  // A copy of this integration's last event, times as the dialect stores them.
  await ds().query(
    'INSERT INTO events (integration_id, domain, type, resource, payload, created_at) SELECT integration_id, domain, type, resource, payload, created_at FROM events WHERE integration_id = ? ORDER BY id DESC LIMIT 1',
    [m.id],
  );
  const rows: Array<{ id: number | string }> = await ds().query('SELECT MAX(id) AS id FROM events');
  return Number(rows[0]!.id);
}

async function backlogCleared(): Promise<void> {
  await ds().query('UPDATE events SET dispatched_at = created_at WHERE dispatched_at IS NULL');
}

// This test's own dispatcher, started on an outbox with nothing left from earlier tests, its first
// pass (a claim from the start) done.
async function startDispatcher(pollMs: number): Promise<EventDispatcher> {
  await backlogCleared();
  running = new EventDispatcher(server.services.db, createLogger('silent'), true);
  running.start(pollMs);
  await running.idle();
  return running;
}

const event = (resource: string) => ({ type: 'customer.created', resource, payload: {} });

it("a pass kicked by this node's commit claims from the id the commit announced", async () => {
  const dispatcher = await startDispatcher(600_000);
  const foreign = await foreignEvent();
  expect((await m.api.post('/customer', { email: 'announced@example.com' })).status).toBe(200);
  const own = (await ds().query('SELECT MAX(id) AS id FROM events'))[0].id as number;
  // Past the pass's gap, so the kick runs at once.
  await sleep(30);
  const { queries } = await countQueries(
    ds(),
    async () => {
      dispatcher.kick(Number(own));
      await dispatcher.idle();
    },
    (q) => /FROM events e/.test(q),
  );
  expect(queries).toHaveLength(1);
  expect(queries[0]).toMatch(/WHERE e\.dispatched_at IS NULL AND e\.id >= \?/);
  expect(await dispatched(Number(own))).toBe(true);
  // The foreign event below the announced id waits for a claim from the start (the next test).
  expect(await dispatched(foreign)).toBe(false);
  dispatcher.kick();
  await dispatcher.idle();
  expect(await dispatched(foreign)).toBe(true);
});

it("an event no commit announced is dispatched within a poll interval, though this node's commits keep its dispatcher busy", async () => {
  const dispatcher = await startDispatcher(300);
  const foreign = await foreignEvent();
  // This node's commits, each announcing an id above the foreign event's, faster than the poll.
  let stop = false;
  let n = 0;
  const load = (async () => {
    while (!stop) {
      expect((await m.api.post('/customer', { email: `busy${++n}@example.com` })).status).toBe(200);
      const own = (await ds().query('SELECT MAX(id) AS id FROM events'))[0].id as number;
      dispatcher.kick(Number(own));
      await sleep(5);
    }
  })();
  // Ten poll intervals; without a claim from the start once per interval it would wait for the
  // load to stop. The load keeps going until then (on a slow machine the event may go out within the
  // first few commits: what counts is that it does not wait for them to stop).
  try {
    await waitFor(() => dispatched(foreign), { timeoutMs: 3_000, intervalMs: 20, what: 'the foreign event to be dispatched under load' });
  } finally {
    stop = true;
    await load;
  }
  expect(n).toBeGreaterThan(0);
});

it('a transaction announces the lowest event id it wrote: several events in one statement, and events in several', async () => {
  const announced: number[] = [];
  server.services.events.onRecorded((id) => announced.push(id));
  const { events } = server.services;
  await server.services.db.run(async (em, afterCommit) => {
    const ctx = txContext(server.services, m.id, 'test', em, afterCommit);
    await events.recordMany(ctx, [event('announced:1'), event('announced:2'), event('announced:3')]);
    await events.recordMany(ctx, [event('announced:4'), event('announced:5')]);
    await events.record(ctx, event('announced:6'));
  });
  const rows: Array<{ id: number | string }> = await ds().query("SELECT id FROM events WHERE resource LIKE 'announced:%' ORDER BY id");
  expect(rows).toHaveLength(6);
  // One announcement for the transaction, after its commit: its first event's id.
  expect(announced).toEqual([Number(rows[0]!.id)]);
});

// Two transactions of this node commit out of id order (MySQL: SQLite has one writer, so ids commit
// in order there). The later commit of the lower id announces it, and its pass claims it: no wait
// for a poll (the interval here is ten minutes).
(usingMysql() ? it : it.skip)('an event that commits after higher ids were dispatched is claimed by the pass its commit kicks', async () => {
  const { events } = server.services;
  events.onRecorded((await startDispatcher(600_000)).kick);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let lowId = 0;
  const slow = server.services.db.run(async (em, afterCommit) => {
    lowId = (await events.record(txContext(server.services, m.id, 'test', em, afterCommit), event('out-of-order:low'))).id;
    await held;
  });
  await waitFor(() => lowId > 0, { what: 'the slow transaction to write its event' });
  const highId = await server.services.db.run(
    async (em, afterCommit) => (await events.record(txContext(server.services, m.id, 'test', em, afterCommit), event('out-of-order:high'))).id,
  );
  expect(highId).toBeGreaterThan(lowId);
  await waitFor(() => dispatched(highId), { what: 'the higher id to be dispatched' });
  expect(await dispatched(lowId)).toBe(false);
  release();
  await slow;
  await waitFor(() => dispatched(lowId), { timeoutMs: 2_000, what: 'the lower id, committed last, to be dispatched' });
});
