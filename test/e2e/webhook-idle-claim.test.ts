import { WebhookClaims } from '../../src/events/webhook-claims';
import { countQueries } from '../support/sql';
import { startServer, type TestServer } from '../support/server';

// A webhook claim that finds nothing among the integrations and modes it knew of reads that list
// again; only when the list has changed (a new mode, or a mode whose test clock moved) does it ask
// for deliveries a second time. An idle node's poll so costs two reads, not three. The server's own
// dispatch is off; the claims here are this file's.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ KOBO_DISPATCH: 'off' });
});
afterAll(() => server.stop());

// A dispatched charge.success of the integration and its pending delivery; returns the event's id.
async function pending(integrationId: number, nextAttemptMs: number): Promise<number> {
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  const { ds } = server.services.db;
  await ds.query('INSERT INTO events (integration_id, domain, type, resource, payload, created_at, dispatched_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    integrationId,
    'test',
    'charge.success',
    `charge:idle${integrationId}`,
    '{}',
    now,
    now,
  ]);
  const [row] = await ds.query('SELECT MAX(id) AS id FROM events WHERE integration_id = ?', [integrationId]);
  const eventId = Number(row.id);
  await ds.query(
    'INSERT INTO webhook_deliveries (integration_id, domain, event_id, event_type, resource, kind, status, attempts, next_attempt_ms, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [integrationId, 'test', eventId, 'charge.success', `charge:idle${integrationId}`, 'event', 'pending', 0, nextAttemptMs, now, now],
  );
  return eventId;
}

it('asks for deliveries once when the pending modes have not changed, and again when one is new or its clock moved', async () => {
  const claims = new WebhookClaims(server.services.db, 60_000, 3_600_000);
  const claim = () =>
    countQueries(
      server.services.db.ds,
      () => claims.claim(Date.now(), 24, new Map(), 28),
      () => true,
    );
  const asks = (queries: string[]) => queries.filter((q) => /1 AS lost FROM webhook_deliveries/.test(q)).length;

  // A mode whose one delivery is not due for an hour: known, nothing to claim.
  const a = await server.newIntegration('Idle A');
  const first = await pending(a.id, Date.now() + 3_600_000);
  await claims.claim(Date.now(), 24, new Map(), 28);
  const idle = await claim();
  expect(idle.result).toEqual([]);
  expect(asks(idle.queries)).toBe(1);

  // Its test clock moves two hours on: the list read again has the new clock, and the delivery is
  // claimed by this very claim, not the next poll's.
  await server.services.db.ds.query('UPDATE integrations SET test_clock_offset_ms = ? WHERE id = ?', [7_200_000, a.id]);
  const moved = await claim();
  expect(moved.result.map((c) => c.delivery.eventId)).toEqual([first]);
  expect(asks(moved.queries)).toBe(2);

  // A new integration's delivery, due now: found by the second ask of the claim after it appeared.
  const b = await server.newIntegration('Idle B');
  const second = await pending(b.id, Date.now() - 1);
  const fresh = await claim();
  expect(fresh.result.map((c) => c.delivery.eventId)).toEqual([second]);
});
