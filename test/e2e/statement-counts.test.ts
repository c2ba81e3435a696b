import { countQueries } from '../support/sql';
import { countRoundTrips, type Trip } from '../support/round-trips';
import type { DataSource } from 'typeorm';
import { createLogger } from '../../src/core/logger';
import { EventDispatcher } from '../../src/events/dispatcher';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The hot paths' statements and round trips, counted per request on the database the suite runs on,
// so a later change cannot quietly add one. Dispatch is off on this server (nothing runs beside the
// request), and every statement is counted, transaction brackets included. Round trips are counted
// at the driver (what mysql2 writes, what better-sqlite3 is called for), beside the statements
// TypeORM's logger sees: a statement that goes around the logger is still counted.
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer({ KOBO_DISPATCH: 'off' });
  m = await server.newIntegration('Counted');
  // The settings cache is trusted only once its watcher has answered: wait for that, then one
  // request fills it with the key and mode this file counts with.
  await waitFor(() => server.services.integrations.cache.fresh, { what: 'the settings watcher to answer' });
  await m.api.get('/customer?perPage=1');
});
afterAll(() => server.stop());

// Every statement but the settings watcher's poll and the request log's batched INSERT (background
// work on this server, never on a request's path), as TypeORM's logger sees them, and what the
// driver sent for them (test/support/round-trips.ts). Each call checks that they agree: every
// statement is one round trip, nothing is sent that was not logged, and the only extra is the
// prepare a pooled connection makes the first time it runs a statement (once per statement).
// `trips` is what was sent, prepares included.
async function statements<T>(ds: DataSource, fn: () => Promise<T>): Promise<{ result: T; sql: string[]; trips: Trip[] }> {
  const foreground = (q: string) => !/FROM kobo_meta WHERE name = |INSERT INTO request_logs/.test(q);
  const { result: counted, trips } = await countRoundTrips(ds, () => countQueries(ds, fn, foreground), foreground);
  const sql = counted.queries;
  // Each statement matched to one sent. Text statements go out with their parameters written in,
  // so they match up to the first placeholder; statements run side by side (a page and its count)
  // may be sent in either order.
  const sent = trips.filter((t) => t.kind === 'query' || t.kind === 'execute').map((t) => t.sql);
  for (const statement of sql) {
    const i = sent.findIndex((t) => t === statement || t.startsWith(statement.split('?')[0]!));
    expect({ statement, sent: i >= 0 }).toEqual({ statement, sent: true });
    sent.splice(i, 1);
  }
  expect(sent).toEqual([]);
  expect(trips.filter((t) => t.kind === 'other')).toEqual([]);
  const prepared = trips.filter((t) => t.kind === 'prepare').map((t) => t.sql);
  expect(new Set(prepared).size).toBe(prepared.length);
  for (const p of prepared) expect(sql).toContain(p);
  // A statement closed after its one use (db/statements.ts keepMerged) was prepared for it. mysql2
  // (3.24) sends that close twice: its unprepare() deletes the statement from its cache, whose
  // eviction hook closes it, then closes it again. A close has no reply: two packets, no round trip.
  expect(trips.filter((t) => t.kind === 'close').length).toBeLessThanOrEqual(2 * prepared.length);
  return { result: counted.result, sql, trips };
}

// A path run again until the connections it lands on have its statements prepared: the round
// trips of the warm run, which is every run but a pooled connection's first.
async function warm<T>(ds: DataSource, fn: () => Promise<T>): Promise<{ result: T; sql: string[]; trips: Trip[] }> {
  for (let i = 0; i < 10; i++) {
    const run = await statements(ds, fn);
    if (!run.trips.some((t) => t.kind === 'prepare')) return run;
  }
  throw new Error('every run prepared a statement again: the prepared-statement cache is not kept');
}

const kinds = (sql: string[]) =>
  sql.map((s) => (/^(START TRANSACTION|BEGIN)/i.test(s) ? 'BEGIN' : /^COMMIT/i.test(s) ? 'COMMIT' : s.split(' ').slice(0, 3).join(' ')));

describe('statements per request', () => {
  it('GET /transaction/verify/:reference: one statement once the reply document is stored', async () => {
    const init = await m.api.post('/transaction/initialize', { email: 'verify@example.com', amount: 5000 });
    const verify = () => statements(server.services.db.ds, () => m.api.get(`/transaction/verify/${init.body.data.reference}`));
    // The first read finds no document: the rows are read and the document stored.
    const first = await verify();
    expect(first.result.status).toBe(200);
    expect(first.sql).toHaveLength(3);
    expect(first.sql[0]).toMatch(
      /^SELECT t\.id AS id, t\.charge_status .*t\.reply_doc .* FROM transactions t INNER JOIN customers c .* LEFT JOIN authorizations a/,
    );
    expect(first.sql[1]).toMatch(/^SELECT .* FROM transactions t INNER JOIN customers c .* LEFT JOIN authorizations a/);
    expect(first.sql[2]).toMatch(
      /^(SET STATEMENT innodb_lock_wait_timeout = 0, lock_wait_timeout = 0 FOR )?UPDATE transactions SET reply_doc = \?, reply_key = \?/,
    );
    for (const _ of [1, 2]) {
      const { result, sql } = await verify();
      expect(result.body).toEqual(first.result.body);
      expect(sql).toHaveLength(1);
      expect(sql[0]).toBe(first.sql[0]);
    }
    // GET /transaction/:id reads the same document.
    const byId = await statements(server.services.db.ds, () => m.api.get(`/transaction/${first.result.body.data.id}`));
    expect(byId.result.body.data).toEqual(first.result.body.data);
    expect(byId.sql).toHaveLength(1);
  });

  it('POST /transaction/initialize: BEGIN, customer found or created (one statement), transaction, its events, COMMIT', async () => {
    const first = await statements(server.services.db.ds, () => m.api.post('/transaction/initialize', { email: 'new-buyer@example.com', amount: 5000 }));
    expect(first.result.status).toBe(200);
    // A new customer: its customer.created event is the one event.
    expect(kinds(first.sql)).toEqual(['BEGIN', 'INSERT INTO `customers`', 'INSERT INTO `events`', 'INSERT INTO `transactions`', 'COMMIT']);
    const again = await statements(server.services.db.ds, () => m.api.post('/transaction/initialize', { email: 'new-buyer@example.com', amount: 7000 }));
    expect(again.result.status).toBe(200);
    expect(kinds(again.sql)).toEqual(['BEGIN', 'INSERT INTO `customers`', 'INSERT INTO `transactions`', 'COMMIT']);
  });

  it('POST /customer: BEGIN, insert, event, COMMIT (no read-back); an existing email: BEGIN, the same one statement, COMMIT', async () => {
    const created = await statements(server.services.db.ds, () => m.api.post('/customer', { email: 'counted@example.com', first_name: 'Ada' }));
    expect(created.result.status).toBe(200);
    expect(kinds(created.sql)).toEqual(['BEGIN', 'INSERT INTO `customers`', 'INSERT INTO `events`', 'COMMIT']);
    const again = await statements(server.services.db.ds, () => m.api.post('/customer', { email: 'counted@example.com' }));
    expect(again.result.body.data.customer_code).toBe(created.result.body.data.customer_code);
    expect(kinds(again.sql)).toEqual(['BEGIN', 'INSERT INTO `customers`', 'COMMIT']);
  });

  it('POST /transaction/charge_authorization: the transaction is written once, in its final state (no INSERT then UPDATE)', async () => {
    const paid = await m.api.post('/charge', {
      email: 'saved@example.com',
      amount: 10000,
      card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' },
    });
    const code = paid.body.data.authorization.authorization_code;
    const { result, sql } = await statements(server.services.db.ds, () =>
      m.api.post('/transaction/charge_authorization', { email: 'saved@example.com', amount: 20000, authorization_code: code }),
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ status: 'success', amount: 20000, fees: expect.any(Number) });
    expect(kinds(sql).filter((k) => /transactions/.test(k))).toEqual(['INSERT INTO `transactions`']);
    expect(kinds(sql).filter((k) => /^UPDATE/.test(k))).toEqual([]);
    const verified = await m.api.get(`/transaction/verify/${result.body.data.reference}`);
    expect(verified.body.data).toMatchObject({ status: 'success', amount: 20000, gateway_response: 'Approved', authorization: { authorization_code: code } });
    expect(verified.body.data.log.history.map((h: { type: string }) => h.type)).toEqual(['action', 'success']);
  });

  it('POST /charge with a test card that succeeds: every statement, the whole charge in one transaction', async () => {
    const charge = () =>
      m.api.post('/charge', {
        email: 'card-payer@example.com',
        amount: 10000,
        card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' },
      });
    // The first charge of an integration also writes its settlement schedule; the bench's charges
    // are the ones after it.
    expect((await charge()).status).toBe(200);
    const { result, sql } = await statements(server.services.db.ds, charge);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ status: 'success', amount: 10000 });
    // Alone (no group to share it with): the customer found or created, the card's authorization
    // looked up, then the paid transaction, its ledger entries (the first success hook) and its
    // events, one statement each.
    expect(kinds(sql).map((k) => k.replace(/["`]/g, ''))).toEqual([
      'BEGIN',
      'INSERT INTO customers',
      'SELECT Authorization.id AS',
      'INSERT INTO transactions',
      'INSERT INTO ledger_entries',
      'INSERT INTO events',
      'COMMIT',
    ]);
  });

  it('GET /customer?perPage=50: the page with its total, one statement; a page past the end, its count alone after', async () => {
    const { result, sql } = await statements(server.services.db.ds, () => m.api.get('/customer?perPage=50'));
    expect(result.status).toBe(200);
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/^SELECT .*\(SELECT COUNT\(\*\) FROM customers c WHERE .*\) AS kobo_total FROM customers c WHERE .* LIMIT \? OFFSET \?$/);
    const total = result.body.meta.total as number;
    expect(total).toBe(Number((await server.services.db.ds.query('SELECT COUNT(*) AS n FROM customers WHERE integration_id = ?', [m.id]))[0].n));
    expect(total).toBeGreaterThan(1);
    // A page of one row still carries the whole total.
    const single = await m.api.get('/customer?perPage=1&page=2');
    expect(single.body.meta).toMatchObject({ total, perPage: 1, page: 2 });
    expect(single.body.data).toHaveLength(1);
    const past = await statements(server.services.db.ds, () => m.api.get('/customer?perPage=50&page=1000'));
    expect(past.result.body.data).toEqual([]);
    expect(past.result.body.meta.total).toBe(total);
    expect(past.sql).toHaveLength(2);
    expect(past.sql[1]).toMatch(/^SELECT COUNT\(\*\) AS cnt FROM customers c WHERE/);
  });

  it('round trips per request once a connection has its statements prepared: each hot path, as the bench runs it', async () => {
    const ds = server.services.db.ds;
    const card = { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' };
    const paid = await m.api.post('/charge', { email: 'trips@example.com', amount: 10000, card });
    const code = paid.body.data.authorization.authorization_code;
    const ref = paid.body.data.reference;
    await m.api.get(`/transaction/verify/${ref}`);
    let n = 0;
    const paths: Array<[string, () => Promise<{ status: number }>, number]> = [
      ['verify', () => m.api.get(`/transaction/verify/${ref}`), 1],
      ['fetch', () => m.api.get(`/transaction/${paid.body.data.id}`), 1],
      // BEGIN, customer, its customer.created event, transaction, COMMIT
      ['initialize, a new email each', () => m.api.post('/transaction/initialize', { email: `trip${++n}@example.com`, amount: 5000 }), 5],
      ['initialize, a known email', () => m.api.post('/transaction/initialize', { email: 'trips@example.com', amount: 5000 }), 4],
      ['customer create', () => m.api.post('/customer', { email: `trip-c${++n}@example.com`, first_name: 'Ada' }), 4],
      ['customer list', () => m.api.get('/customer?perPage=50'), 1],
      // BEGIN, customer, authorization looked up, transaction, events, ledger entries, COMMIT
      ['charge with a test card', () => m.api.post('/charge', { email: 'trips@example.com', amount: 5000, card }), 7],
      // BEGIN, authorization with its customer, transaction, events, ledger entries, COMMIT
      [
        'charge_authorization',
        () => m.api.post('/transaction/charge_authorization', { email: 'trips@example.com', amount: 5000, authorization_code: code }),
        6,
      ],
    ];
    const trips: Record<string, number> = {};
    for (const [name, fn] of paths) {
      const { result, trips: sent } = await warm(ds, fn);
      expect(result.status).toBe(200);
      trips[name] = sent.length;
    }
    expect(trips).toEqual(Object.fromEntries(paths.map(([name, , count]) => [name, count])));
  });

  it('outbox dispatch: one claim and one update for a whole batch of events', async () => {
    // Only this test's internal events in the backlog (earlier tests left charge events, whose
    // webhook URLs the dispatcher would also look up).
    await server.services.db.ds.query('UPDATE events SET dispatched_at = created_at WHERE dispatched_at IS NULL');
    for (let i = 0; i < 30; i++) expect((await m.api.post('/customer', { email: `batch${i}@example.com` })).status).toBe(200);
    const dispatcher = new EventDispatcher(server.services.db, createLogger('silent'), true);
    const { sql } = await statements(server.services.db.ds, async () => {
      dispatcher.start(600_000);
      await dispatcher.idle();
      await dispatcher.stop();
    });
    // The pass from the start looks first (no transaction), then claims the batch.
    expect(kinds(sql)).toEqual([
      expect.stringMatching(/^SELECT e\.id FROM/),
      'BEGIN',
      expect.stringMatching(/^SELECT/),
      expect.stringMatching(/^UPDATE/),
      'COMMIT',
    ]);
    const left: Array<{ n: string | number }> = await server.services.db.ds.query('SELECT COUNT(*) AS n FROM events WHERE dispatched_at IS NULL');
    expect(Number(left[0]!.n)).toBe(0);
  });

  it("outbox dispatch: an idle node's pass from the start is one read, no transaction", async () => {
    await server.services.db.ds.query('UPDATE events SET dispatched_at = created_at WHERE dispatched_at IS NULL');
    const dispatcher = new EventDispatcher(server.services.db, createLogger('silent'), true);
    const { sql } = await statements(server.services.db.ds, async () => {
      dispatcher.start(600_000);
      await dispatcher.idle();
      await dispatcher.stop();
    });
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/^SELECT e\.id FROM events e WHERE e\.dispatched_at IS NULL LIMIT 1$/);
  });
});
