import { createTestDatabase, usingMysql, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { subscribe, wsClient } from '../support/graphql';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { startReceiver, type Receiver } from '../support/receiver';
import { pokeUntilHeard } from '../support/live';
import { waitFor } from '../support/wait';
import { CARDS } from '../support/payments';

// Several API nodes on one MariaDB and one Redis. SQLite is a single-node database by design (one
// file, one writer), so these tests only run with TEST_DATABASE_URL pointing at MySQL/MariaDB.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const multiNode = usingMysql();
if (!multiNode) {
  console.log(
    'webhooks-multinode: skipped on SQLite (single-node by design); run with TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test and Redis at REDIS_URL',
  );
}
jest.setTimeout(300_000); // server processes start slowly on a loaded machine

(multiNode ? describe : describe.skip)('several nodes on MariaDB + Redis', () => {
  let db: TestDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  let c: NodeProcess;
  let receiver: Receiver;
  let recorder: Awaited<ReturnType<typeof recorderFor>>;
  const keys = fixedKeys();

  beforeAll(async () => {
    db = await createTestDatabase();
    receiver = await startReceiver();
    const env = { DATABASE_URL: db.url, REDIS_URL, ...keys };
    // a and b dispatch and deliver; c only serves the API (KOBO_DISPATCH=off).
    [a, b, c] = await Promise.all([startNode(env), startNode(env), startNode({ ...env, KOBO_DISPATCH: 'off' })]);
    recorder = await recorderFor(db.url);
  });
  afterAll(async () => {
    await Promise.all([a, b, c].filter(Boolean).map((n) => n.stop()));
    await receiver?.close();
    await recorder?.close();
    await db?.drop();
  });

  it('delivers 200 events exactly once between two nodes', async () => {
    const api = new Api(a.url, keys.KOBO_DEFAULT_SECRET_KEY);
    expect((await api.put('/integration/webhook', { url: receiver.url })).status).toBe(200);
    // Real charges, made on both nodes (8 at a time), each committing a charge.success.
    const apis = [api, new Api(b.url, keys.KOBO_DEFAULT_SECRET_KEY)];
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = next++; i < 200; i = next++) {
          const res = await apis[i % 2].post('/charge', { email: `payer${i}@example.com`, amount: 10000, card: CARDS.success, reference: `mn-${i}` });
          expect(res.body.data?.status).toBe('success');
        }
      }),
    );
    await receiver.waitFor(200, 180_000);
    const totals = async () => {
      const [row] = await recorder.services.db.read({}, (em) =>
        em.query(
          "SELECT COUNT(*) AS deliveries, SUM(status = 'delivered') AS delivered, SUM(attempts) AS attempts, (SELECT COUNT(*) FROM webhook_attempts) AS logged FROM webhook_deliveries",
        ),
      );
      return Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, Number(v)]));
    };
    await waitFor(async () => (await totals()).delivered >= 200, { timeoutMs: 30_000, intervalMs: 200, what: '200 deliveries recorded' });
    // A marker event, recorded after all of them: deliveries are claimed in event order, so once
    // the marker is delivered no claim on an earlier one is still to come.
    expect((await api.post('/charge', { email: 'marker@example.com', amount: 10000, card: CARDS.success, reference: 'mn-marker' })).body.data?.status).toBe(
      'success',
    );
    await waitFor(async () => (await totals()).delivered >= 201, { timeoutMs: 30_000, intervalMs: 100, what: 'the marker delivered' });
    const refs = receiver.received.map((r) => r.body.data.reference as string);
    expect(refs).toHaveLength(201);
    expect(new Set(refs).size).toBe(201);
    expect(refs).toContain('mn-marker');
    const row = await totals();
    expect(row).toEqual({ deliveries: 201, delivered: 201, attempts: 201, logged: 201 });
    console.log(`webhooks-multinode: 200 events delivered by 2 nodes in ${Date.now() - started} ms`);
  });

  it('streams an event made on one node to a subscriber on another, through Redis', async () => {
    const onC = wsClient(c.wsUrl, keys.KOBO_DEFAULT_SECRET_KEY);
    const onA = wsClient(a.wsUrl, keys.KOBO_DEFAULT_SECRET_KEY);
    try {
      const subC = subscribe<any, any>(onC, `subscription { events(types: ["customer.created"]) { type data } }`);
      const subA = subscribe<any, any>(onA, `subscription { events(types: ["customer.created"]) { type data } }`);
      const apiC = new Api(c.url, keys.KOBO_DEFAULT_SECRET_KEY);
      const heardOn = (sub: typeof subC, email: string) => sub.received.some((r) => r.data.events.data.email === email);
      // Both sockets live: a probe made on c is heard on both (probes, not indexes, find events below:
      // two dispatching nodes need not publish in recording order).
      let probe = '';
      await pokeUntilHeard(
        (i) => apiC.post('/customer', { email: (probe = `probe-${i}@example.com`) }),
        () => heardOn(subC, probe) && heardOn(subA, probe),
        30_000,
        2000,
      );
      // Made on c, which never dispatches: a or b dispatches it, and both subscribers hear it.
      expect((await apiC.post('/customer', { email: 'made-on-c@example.com' })).status).toBe(200);
      await waitFor(() => heardOn(subC, 'made-on-c@example.com') && heardOn(subA, 'made-on-c@example.com'), {
        timeoutMs: 30_000,
        what: 'made-on-c on both sockets',
      });
      // Made on b, heard on c.
      expect((await new Api(b.url, keys.KOBO_DEFAULT_SECRET_KEY).post('/customer', { email: 'made-on-b@example.com' })).status).toBe(200);
      await waitFor(() => heardOn(subC, 'made-on-b@example.com'), { timeoutMs: 30_000, what: 'made-on-b on c' });
    } finally {
      await Promise.all([onC.dispose(), onA.dispose()]);
    }
  });

  // With Redis connected and NODE_ENV=production, as deployed (Apollo's own SIGTERM handler once
  // raced main.ts's and hung the stop until the grace timer exited with 1).
  it('every node stops cleanly on SIGTERM', async () => {
    expect(await Promise.all([a, b, c].map((n) => n.stop()))).toEqual([0, 0, 0]);
  });
});
