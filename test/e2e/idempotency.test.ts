import { randomBytes } from 'node:crypto';
import { createConnection, type Connection } from 'mysql2/promise';
import { createTestDatabase, usingMysql, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { countRows } from '../support/sql';
import { sleep, waitFor, waitForValue } from '../support/wait';
import { IdempotencyService } from '../../src/modules/idempotency/idempotency.service';
import { DomainError } from '../../src/core/errors';
import { requestFingerprint } from '../../src/rest/idempotency';

// Idempotency-Key on every POST and PUT and on GraphQL requests (docs/api.md): a retry gets the
// first reply byte for byte and never runs the request again, on any node.
jest.setTimeout(300_000);

const key = () => `key-${randomBytes(8).toString('hex')}`;
const withKey = (k: string) => ({ headers: { 'idempotency-key': k } });

describe('on one node', () => {
  let server: TestServer;
  let m: TestIntegration;
  beforeAll(async () => {
    server = await startServer();
    m = await server.newIntegration('Idempotent');
  });
  afterAll(() => server.stop());

  const transactionsFor = async (email: string) => {
    const rows: Array<{ n: number | string }> = await server.services.db.ds.query(
      'SELECT COUNT(*) AS n FROM transactions t JOIN customers c ON c.id = t.customer_id WHERE c.email = ? AND t.integration_id = ?',
      [email, m.id],
    );
    return Number(rows[0]!.n);
  };

  it('20 concurrent initializes with one key and one body make one transaction and 20 identical replies', async () => {
    const k = key();
    const email = `idem-${k}@example.com`;
    const replies = await Promise.all(Array.from({ length: 20 }, () => m.api.post('/transaction/initialize', { email, amount: 5000 }, withKey(k))));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.text)).size).toBe(1);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await transactionsFor(email)).toBe(1);
    // Later, the same: the kept reply, byte for byte.
    const again = await m.api.post('/transaction/initialize', { email, amount: 5000 }, withKey(k));
    expect(again.text).toBe(replies[0]!.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(await transactionsFor(email)).toBe(1);
  });

  it('the same key with another body is 422 and runs nothing; another path is another request too', async () => {
    const k = key();
    const email = `idem-${k}@example.com`;
    expect((await m.api.post('/transaction/initialize', { email, amount: 5000 }, withKey(k))).status).toBe(200);
    const other = await m.api.post('/transaction/initialize', { email, amount: 6000 }, withKey(k));
    expect(other).toMatchObject({ status: 422, body: { status: false, message: 'This Idempotency-Key was already used with a different request' } });
    const otherPath = await m.api.post('/customer', { email }, withKey(k));
    expect(otherPath.status).toBe(422);
    expect(await transactionsFor(email)).toBe(1);
  });

  it('a 4xx reply is kept and replayed; PUT is covered', async () => {
    const k = key();
    const bad = await m.api.post('/transaction/initialize', { email: 'not-an-email', amount: 5000 }, withKey(k));
    expect(bad.status).toBe(400);
    const replay = await m.api.post('/transaction/initialize', { email: 'not-an-email', amount: 5000 }, withKey(k));
    expect(replay.status).toBe(400);
    expect(replay.text).toBe(bad.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const customer = (await m.api.post('/customer', { email: `put-${k}@example.com` })).body.data;
    const k2 = key();
    const first = await m.api.put(`/customer/${customer.customer_code}`, { first_name: 'Ada' }, withKey(k2));
    expect(first.status).toBe(200);
    await m.api.put(`/customer/${customer.customer_code}`, { first_name: 'Grace' });
    const replayed = await m.api.put(`/customer/${customer.customer_code}`, { first_name: 'Ada' }, withKey(k2));
    expect(replayed.text).toBe(first.text);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    // The replay did not run: the name is still the later one.
    expect((await m.api.get(`/customer/${customer.customer_code}`)).body.data.first_name).toBe('Grace');
  });

  it('keys are per integration and per mode', async () => {
    const other = await server.newIntegration('Other');
    const k = key();
    const body = { email: `scoped-${k}@example.com`, amount: 5000 };
    const a = await m.api.post('/transaction/initialize', body, withKey(k));
    const b = await other.api.post('/transaction/initialize', body, withKey(k));
    const live = await m.live_api.post('/transaction/initialize', body, withKey(k));
    for (const r of [a, b, live]) expect(r.headers.get('idempotent-replayed')).toBeNull();
    expect(new Set([a.body.data?.reference, b.body.data?.reference]).size).toBe(2);
  });

  it('refuses a malformed key with a 400 and changes nothing', async () => {
    const before = await countRows(server, 'transactions');
    for (const bad of ['x'.repeat(256), 'has space', 'tab\there']) {
      const res = await m.api.post('/transaction/initialize', { email: 'badkey@example.com', amount: 5000 }, withKey(bad));
      expect(res).toMatchObject({ status: 400, body: { status: false, message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' } });
    }
    expect(await countRows(server, 'transactions')).toBe(before);
  });

  it('a key on a GraphQL mutation: replayed, run once', async () => {
    const k = key();
    const email = `gql-${k}@example.com`;
    const post = () =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${m.test.secret_key}`, 'idempotency-key': k },
        body: JSON.stringify({
          query: 'mutation($e: String!) { initializeTransaction(input: { email: $e, amount: 5000 }) { reference } }',
          variables: { e: email },
        }),
      });
    const replies = await Promise.all(Array.from({ length: 5 }, post));
    const texts = await Promise.all(replies.map((r) => r.text()));
    expect(replies.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0]!).data.initializeTransaction.reference).toBeTruthy();
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    expect(await transactionsFor(email)).toBe(1);
    // Another document under the same key: a GraphQL error with the 422.
    const other = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.test.secret_key}`, 'idempotency-key': k },
      body: JSON.stringify({ query: 'mutation { initializeTransaction(input: { email: "x@example.com", amount: 5000 }) { reference } }' }),
    });
    expect(other.status).toBe(422);
    expect((await other.json()).errors[0].message).toBe('This Idempotency-Key was already used with a different request');
  });

  it('keys expire after 24 hours on the integration’s clock, swept by the background job', async () => {
    const k = key();
    const email = `expiring-${k}@example.com`;
    expect((await m.api.post('/transaction/initialize', { email, amount: 5000 }, withKey(k))).status).toBe(200);
    expect((await m.api.post('/_test/clock/advance', { seconds: 23 * 3600 })).status).toBe(200);
    expect((await m.api.post('/transaction/initialize', { email, amount: 7000 }, withKey(k))).status).toBe(422);
    expect((await m.api.post('/_test/clock/advance', { seconds: 2 * 3600 })).status).toBe(200);
    await waitForValue(
      async () => {
        const rows: unknown[] = await server.services.db.ds.query('SELECT id FROM idempotency_keys WHERE idem_key = ?', [k]);
        return rows.length === 0 || null;
      },
      { what: 'the sweep to delete the expired key', timeoutMs: 20_000 },
    );
    const fresh = await m.api.post('/transaction/initialize', { email, amount: 7000 }, withKey(k));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(await transactionsFor(email)).toBe(2);
  });

  it('a 5xx is not kept; a running key is waited for, then 409, and stays held past its lease while its node is alive', async () => {
    const svc = new IdempotencyService(server.services.db, server.services.clock, { runningMs: 1000, waitMs: 150, pollMs: 10 });
    const auth = await server.services.integrations.authenticate(m.test.secret_key, 'secret');
    const ctx = { requestId: 'r', integration: auth.integration, domain: auth.domain, log: server.services.log };
    const fp = requestFingerprint('POST', '/x', { a: 1 });
    const k = key();
    const first = await svc.claim(ctx, k, fp);
    expect(first.kind).toBe('first');
    // Still running: the retry waits, then 409.
    await expect(svc.claim(ctx, k, fp)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'A request with this Idempotency-Key is still being processed; retry later',
    } as Partial<DomainError>);
    // The first answers 500: not kept, the key is free for a retry that runs.
    await svc.finish((first as { id: number }).id, { status: 500, type: 'application/json', body: '{}' });
    const retry = await svc.claim(ctx, k, fp);
    expect(retry.kind).toBe('first');
    // The retry runs past its lease on a live node: its node renews the key, so another node's
    // request is still refused rather than run a second time. (A dead node's key is taken over:
    // 'across two nodes' below.)
    // A lease of 1 s waited out 2.5 times: long enough that a loaded machine's event-loop stalls do
    // not let the renewals lapse, short enough to prove they happened.
    const otherNode = new IdempotencyService(server.services.db, server.services.clock, { runningMs: 1000, waitMs: 150, pollMs: 10 });
    await new Promise((r) => setTimeout(r, 2500));
    await expect(otherNode.claim(ctx, k, fp)).rejects.toMatchObject({ kind: 'conflict' } as Partial<DomainError>);
    await svc.finish((retry as { id: number }).id, { status: 201, type: 'text/plain', body: 'done' });
    expect(await otherNode.claim(ctx, k, fp)).toEqual({ kind: 'replay', reply: { status: 201, type: 'text/plain', body: 'done' } });
  });
});

describe('across two nodes', () => {
  let db: TestDatabase;
  const nodes: NodeProcess[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await db.drop();
  });

  it('a key used on one node is replayed by the other; racing on both runs once', async () => {
    const keys = fixedKeys();
    nodes.push(await startNode({ DATABASE_URL: db.url, ...keys }));
    nodes.push(await startNode({ DATABASE_URL: db.url, ...keys }));
    const [a, b] = nodes.map((n) => new Api(n.url, keys.KOBO_DEFAULT_SECRET_KEY));
    const k = key();
    const first = await a!.post('/transaction/initialize', { email: 'two-nodes@example.com', amount: 5000 }, withKey(k));
    expect(first.status).toBe(200);
    const second = await b!.post('/transaction/initialize', { email: 'two-nodes@example.com', amount: 5000 }, withKey(k));
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');

    const k2 = key();
    const raced = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a! : b!).post('/transaction/initialize', { email: 'raced@example.com', amount: 5000 }, withKey(k2))),
    );
    expect(new Set(raced.map((r) => r.text)).size).toBe(1);
    expect(raced.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const list = await a!.get('/transaction?perPage=100');
    expect(list.body.data.filter((t: { customer: { email: string } }) => t.customer.email === 'raced@example.com')).toHaveLength(1);
  });
});

// A request that runs past the key's lease (a refund waiting on a row lock) on a node that is alive
// keeps its key: a retry on another node waits and is refused, never runs it a second time. Only a
// dead node's key is taken over. The lease is shortened (KOBO_IDEMPOTENCY_LEASE_MS) so the test
// takes seconds; the row lock is held by the test's own transaction, which on SQLite would stop
// every writer of the file, so this runs on MariaDB.
(usingMysql() ? describe : describe.skip)('a long request across two nodes', () => {
  let db: TestDatabase;
  let holder: Connection;
  const nodes: NodeProcess[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    holder = await createConnection(db.url);
  });
  afterAll(async () => {
    await holder.end();
    await Promise.all(nodes.map((n) => n.stop()));
    await db.drop();
  });

  const scalar = async (sql: string, params: unknown[]) => {
    const [rows] = await holder.query(sql, params);
    return (rows as Array<Record<string, unknown>>)[0];
  };
  // Statements of this database waiting for the row lock the test holds: a statement on the
  // transactions table still running after half a second (the test's own never waits). Read from the
  // process list: information_schema.INNODB_TRX is a cache with a memory bound that may leave rows out
  // while the shared server is busy with other test files.
  const lockWaits = async () =>
    Number(
      (await scalar(
        "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = ? AND COMMAND = 'Query' AND ID <> CONNECTION_ID() AND INFO LIKE '%transactions%' AND TIME_MS > 500",
        [new URL(db.url).pathname.slice(1)],
      ))!.n,
    );
  const refundsOf = async (reference: string) => Number((await scalar('SELECT COUNT(*) AS n FROM refunds WHERE transaction_reference = ?', [reference]))!.n);
  const keyRow = (k: string) => scalar('SELECT state, running_until_ms FROM idempotency_keys WHERE idem_key = ?', [k]);

  it('a live node keeps its key however long the request runs; a killed node’s key is taken over after the lease', async () => {
    const keys = fixedKeys();
    const env = { DATABASE_URL: db.url, ...keys, KOBO_IDEMPOTENCY_LEASE_MS: '1000', KOBO_IDEMPOTENCY_WAIT_MS: '2500' };
    nodes.push(await startNode(env));
    nodes.push(await startNode(env));
    const [a, b] = nodes.map((n) => new Api(n.url, keys.KOBO_DEFAULT_SECRET_KEY));
    const paid = (await a!.post('/charge', { email: 'long@example.com', amount: 100_000, card: CARDS.success })).body.data;
    expect(paid.status).toBe('success');
    const refund = { transaction: paid.reference, amount: 10_000 };

    // The first refund waits on the transaction's row, locked by the test, well past its lease.
    const k = key();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM transactions WHERE reference = ? FOR UPDATE', [paid.reference]);
    const first = a!.post('/refund', refund, withKey(k));
    await waitFor(async () => (await lockWaits()) === 1, { what: 'the first refund to wait for the row lock', timeoutMs: 30_000 });
    const claimedUntil = Number((await keyRow(k))!.running_until_ms);
    await sleep(Math.max(0, claimedUntil - Date.now()) + 1500);
    // The retry on the other node: refused while the first runs (its lease renewed), not run again,
    // which would be a second statement waiting for the lock.
    let retried: Awaited<ReturnType<Api['post']>> | undefined;
    const retry = b!.post('/refund', refund, withKey(k)).then((r) => (retried = r));
    const outcome = await waitForValue(async () => (retried ? 'answered' : (await lockWaits()) >= 2 ? 'ran twice' : null), {
      what: 'the retry',
      timeoutMs: 30_000,
    });
    await holder.query('ROLLBACK');
    const [one] = await Promise.all([first, retry]);
    expect(outcome).toBe('answered');
    expect(retried).toMatchObject({
      status: 409,
      body: { status: false, message: 'A request with this Idempotency-Key is still being processed; retry later' },
    });
    expect(one.status).toBe(200);
    const replay = await b!.post('/refund', refund, withKey(k));
    expect(replay.text).toBe(one.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await refundsOf(paid.reference)).toBe(1);

    // Node a dies mid-request: its key lapses after the lease and the retry on b runs it.
    const k2 = key();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM transactions WHERE reference = ? FOR UPDATE', [paid.reference]);
    void a!.post('/refund', refund, withKey(k2)).catch(() => undefined);
    await waitFor(async () => (await lockWaits()) === 1, { what: 'the doomed refund to wait for the row lock', timeoutMs: 30_000 });
    await nodes[0]!.kill9();
    await holder.query('ROLLBACK');
    await waitFor(async () => (await lockWaits()) === 0, { what: 'the dead node’s statement to go', timeoutMs: 30_000 });
    const taken = await b!.post('/refund', refund, withKey(k2));
    expect(taken.status).toBe(200);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();
    expect(await refundsOf(paid.reference)).toBe(2);
    expect((await keyRow(k2))!.state).toBe('done');
  });
});
