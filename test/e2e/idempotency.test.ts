import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { countRows } from '../support/sql';
import { waitForValue } from '../support/wait';
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
        body: JSON.stringify({ query: 'mutation($e: String!) { initializeTransaction(input: { email: $e, amount: 5000 }) { reference } }', variables: { e: email } }),
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

  it('a 5xx is not kept; a running key is waited for, then 409; a key whose node died is taken over after its lease', async () => {
    const svc = new IdempotencyService(server.services.db, server.services.clock, { runningMs: 300, waitMs: 150, pollMs: 10 });
    const auth = await server.services.integrations.authenticate(m.test.secret_key, 'secret');
    const ctx = { requestId: 'r', integration: auth.integration, domain: auth.domain, log: server.services.log };
    const fp = requestFingerprint('POST', '/x', { a: 1 });
    const k = key();
    const first = await svc.claim(ctx, k, fp);
    expect(first.kind).toBe('first');
    // Still running: the retry waits, then 409.
    await expect(svc.claim(ctx, k, fp)).rejects.toMatchObject({ kind: 'conflict', message: 'A request with this Idempotency-Key is still being processed; retry later' } as Partial<DomainError>);
    // The first answers 500: not kept, the key is free for a retry that runs.
    await svc.finish((first as { id: number }).id, { status: 500, type: 'application/json', body: '{}' });
    const retry = await svc.claim(ctx, k, fp);
    expect(retry.kind).toBe('first');
    // The retry's node "dies" (never finishes): after the lease another request takes the key over.
    await new Promise((r) => setTimeout(r, 350));
    const takeover = await svc.claim(ctx, k, fp);
    expect(takeover).toEqual({ kind: 'first', id: (retry as { id: number }).id });
    await svc.finish(takeover.kind === 'first' ? takeover.id : 0, { status: 201, type: 'text/plain', body: 'done' });
    expect(await svc.claim(ctx, k, fp)).toEqual({ kind: 'replay', reply: { status: 201, type: 'text/plain', body: 'done' } });
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
    const raced = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a! : b!).post('/transaction/initialize', { email: 'raced@example.com', amount: 5000 }, withKey(k2))));
    expect(new Set(raced.map((r) => r.text)).size).toBe(1);
    expect(raced.filter((r) => r.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const list = await a!.get('/transaction?perPage=100');
    expect(list.body.data.filter((t: { customer: { email: string } }) => t.customer.email === 'raced@example.com')).toHaveLength(1);
  });
});
