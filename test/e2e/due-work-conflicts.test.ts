import { DomainError } from '../../src/core/errors';
import { createLogger } from '../../src/core/logger';
import { DueWorkRunner } from '../../src/jobs/due-work';
import { startServer, type TestServer } from '../support/server';

// A due row whose handler finds it changed under it (a guarded UPDATE that matched nothing, as when
// a subscription is disabled while its renewal runs) is run again at once, not left holding its
// lease for a minute with an error logged. Exercised on a scratch row of a real due table.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ KOBO_DISPATCH: 'off' });
});
afterAll(() => server.stop());

const TABLE = { table: 'subscription_card_notices', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms' };

async function dueRow(): Promise<number> {
  const integration = await server.newIntegration('Due');
  const { ds } = server.services.db;
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  await ds.query(
    'INSERT INTO subscription_card_notices (integration_id, domain, due_ms, lease_until_ms, marker, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [integration.id, 'live', 0, Date.now() + 60_000, 'm', now, now],
  );
  const [row] = await ds.query('SELECT id FROM subscription_card_notices WHERE integration_id = ?', [integration.id]);
  return Number(row.id);
}

const lease = async (id: number) =>
  (await server.services.db.ds.query('SELECT lease_until_ms FROM subscription_card_notices WHERE id = ?', [id]))[0].lease_until_ms;

function runner(handle: (id: number) => Promise<void>, lines: Array<{ level: number; msg: string }>) {
  const log = createLogger('debug', { write: (line: string) => lines.push(JSON.parse(line)) });
  return new DueWorkRunner(server.services.db, server.services.clock, log, {
    name: 'conflicts',
    table: TABLE,
    handle: (_tx, id) => handle(id),
    pollMs: 60_000,
    enabled: false,
  });
}

it('runs the handler again when the row changed under it, and clears the lease', async () => {
  const id = await dueRow();
  const lines: Array<{ level: number; msg: string }> = [];
  let calls = 0;
  const r = runner(async () => {
    calls++;
    if (calls === 1) throw new DomainError('conflict', 'The subscription was renewed by another node', 'concurrent_update');
  }, lines);
  expect(await r.handleOne(id)).toBe(true);
  expect(calls).toBe(2);
  expect(await lease(id)).toBeNull();
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
});

it('gives up after three conflicts in a row: the row is tried again in seconds, not after its whole lease, and the error is logged once', async () => {
  const id = await dueRow();
  const lines: Array<{ level: number; msg: string; retryInMs?: number }> = [];
  let calls = 0;
  const r = runner(async () => {
    calls++;
    throw new DomainError('conflict', 'The request collided with concurrent requests; please retry', 'concurrent_request');
  }, lines);
  const before = Date.now();
  expect(await r.handleOne(id)).toBe(false);
  expect(calls).toBe(3);
  // The claim's lease ran a minute (dueRow); it now runs out 2–4 s after the last attempt.
  const until = Number(await lease(id));
  expect(until).toBeGreaterThanOrEqual(before + 2_000);
  expect(until).toBeLessThanOrEqual(Date.now() + 4_000);
  const failed = lines.filter((l) => l.level >= 50);
  expect(failed.map((l) => l.msg)).toEqual(['due work item failed']);
  expect(failed[0]!.retryInMs).toBeGreaterThanOrEqual(2_000);
});

it('a conflict never lengthens a lease shorter than its pause', async () => {
  const id = await dueRow();
  const soon = Date.now() + 500;
  await server.services.db.ds.query('UPDATE subscription_card_notices SET lease_until_ms = ? WHERE id = ?', [soon, id]);
  const r = runner(async () => {
    throw new DomainError('conflict', 'The request collided with concurrent requests; please retry', 'concurrent_request');
  }, []);
  expect(await r.handleOne(id)).toBe(false);
  expect(Number(await lease(id))).toBe(soon);
});

it('does not run again a handler that failed for another reason', async () => {
  const id = await dueRow();
  const lines: Array<{ level: number; msg: string }> = [];
  let calls = 0;
  const r = runner(async () => {
    calls++;
    throw new Error('boom');
  }, lines);
  expect(await r.handleOne(id)).toBe(false);
  expect(calls).toBe(1);
  // Its whole lease (a minute from dueRow): no hot loop on a failure that is not contention.
  expect(Number(await lease(id))).toBeGreaterThan(Date.now() + 50_000);
});
