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

it('gives up after three conflicts in a row: the row keeps its lease and the error is logged once', async () => {
  const id = await dueRow();
  const lines: Array<{ level: number; msg: string }> = [];
  let calls = 0;
  const r = runner(async () => {
    calls++;
    throw new DomainError('conflict', 'The subscription was renewed by another node', 'concurrent_update');
  }, lines);
  expect(await r.handleOne(id)).toBe(false);
  expect(calls).toBe(3);
  expect(await lease(id)).not.toBeNull();
  expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['due work item failed']);
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
  expect(await lease(id)).not.toBeNull();
});
