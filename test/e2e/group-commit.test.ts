import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createTestDatabase, usingMysql, type TestDatabase } from '../support/database';
import { Api, type ApiResponse } from '../support/http';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { countQueries } from '../support/sql';

// Group commit (db/group-commit.ts) under attack: concurrent writes share one transaction and one
// COMMIT on MySQL/MariaDB, yet every request keeps its own outcome. On SQLite the same requests run
// one transaction each; the outcomes asserted here are the same on both.
jest.setTimeout(300_000);

const tag = () => randomBytes(5).toString('hex');
const initialize = (api: Api, i: string, reference: string) =>
  api.post('/transaction/initialize', { email: `buyer-${i}@example.com`, amount: 5000, reference });

describe('in one server', () => {
  let server: TestServer;
  let a: TestIntegration;
  let b: TestIntegration;
  beforeAll(async () => {
    server = await startServer({ KOBO_DISPATCH: 'off', DB_POOL_SIZE: '16' });
    a = await server.newIntegration('Group A');
    b = await server.newIntegration('Group B');
  });
  afterAll(() => server.stop());

  const transactionsWith = async (integrationId: number, references: string[]): Promise<string[]> => {
    const rows: Array<{ reference: string }> = await server.services.db.ds.query(
      `SELECT reference FROM transactions WHERE integration_id = ? AND reference IN (${references.map(() => '?').join(',')})`,
      [integrationId, ...references],
    );
    return rows.map((r) => r.reference).sort();
  };

  it('200 concurrent initializes: 20 sharing references among themselves, 20 reusing existing ones; exactly the fitting ones win', async () => {
    const t = tag();
    const existing = Array.from({ length: 20 }, (_, i) => `gc-old-${t}-${i}`);
    for (const ref of existing) expect((await initialize(a.api, `old-${t}`, ref)).status).toBe(200);
    const statsBefore = { ...(server.services.db.groups?.stats ?? { groups: 0, members: 0, spoiled: 0 }) };

    // 160 fresh references, 10 references asked for twice each, 20 already taken.
    const fresh = Array.from({ length: 160 }, (_, i) => `gc-new-${t}-${i}`);
    const shared = Array.from({ length: 10 }, (_, i) => `gc-shared-${t}-${i}`);
    const plan = [...fresh, ...shared, ...shared, ...existing].map((reference, i) => ({ reference, i: `${t}-${i}` }));
    const replies = await Promise.all(plan.map((p) => initialize(a.api, p.i, p.reference)));

    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const won = (ref: string) => replies.filter((r, k) => plan[k]!.reference === ref && r.status === 200);
    for (const ref of fresh) expect(won(ref)).toHaveLength(1);
    for (const ref of shared) expect(won(ref)).toHaveLength(1);
    for (const ref of existing) expect(won(ref)).toHaveLength(0);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(30);
    for (const r of refused) expect(r).toMatchObject({ status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } });
    // Each winner's reply is its own request's transaction.
    replies.forEach((r, k) => {
      if (r.status === 200) expect(r.body.data.reference).toBe(plan[k]!.reference);
    });

    // Nothing lost, nothing doubled: one row per winning reference, and one customer per new email
    // of a winning request, with its customer.created event.
    expect(await transactionsWith(a.id, [...fresh, ...shared])).toEqual([...fresh, ...shared].sort());
    const winners = replies.map((r, k) => (r.status === 200 ? plan[k]!.i : null)).filter((i): i is string => i !== null);
    const emails = winners.map((i) => `buyer-${i}@example.com`);
    const customers: Array<{ id: number }> = await server.services.db.ds.query(
      `SELECT id FROM customers WHERE integration_id = ? AND email IN (${emails.map(() => '?').join(',')})`,
      [a.id, ...emails],
    );
    expect(customers).toHaveLength(emails.length);
    const created: Array<{ n: string | number }> = await server.services.db.ds.query(
      `SELECT COUNT(*) AS n FROM events WHERE integration_id = ? AND type = 'customer.created' AND resource IN (${customers.map(() => '?').join(',')})`,
      [a.id, ...customers.map((c) => `customer:${c.id}`)],
    );
    expect(Number(created[0]!.n)).toBe(emails.length);

    if (usingMysql()) {
      // The requests did share transactions: fewer groups than members. How many join a group
      // depends on timing (requests wait to join only while other groups run, and the client runs in
      // this process): groups of 2 on average here, 5 to 7 under the bench's load.
      const stats = server.services.db.groups!.stats;
      const members = stats.members - statsBefore.members;
      const groups = stats.groups - statsBefore.groups;
      expect(members).toBeGreaterThanOrEqual(200);
      expect(groups).toBeLessThan(members * 0.7);
      // The duplicates spoiled the groups they were in, which then ran member by member.
      expect(stats.spoiled - statsBefore.spoiled).toBeGreaterThan(0);
    }
  });

  it('two integrations in one group never see each other’s rows or errors', async () => {
    const t = tag();
    // A's requests reuse references A already has (all refused); B's use the same references,
    // which are B's first use of them (all succeed), arriving interleaved with A's.
    const refs = Array.from({ length: 30 }, (_, i) => `gc-both-${t}-${i}`);
    for (const ref of refs) expect((await initialize(a.api, `a-${t}`, ref)).status).toBe(200);
    const replies = await Promise.all(refs.flatMap((ref, i) => [initialize(a.api, `a2-${t}-${i}`, ref), initialize(b.api, `b-${t}-${i}`, ref)]));
    const fromA = replies.filter((_, k) => k % 2 === 0);
    const fromB = replies.filter((_, k) => k % 2 === 1);
    for (const r of fromA) expect(r).toMatchObject({ status: 400, body: { message: 'Duplicate Transaction Reference' } });
    for (const r of fromB) expect(r.status).toBe(200);
    expect(await transactionsWith(b.id, refs)).toEqual([...refs].sort());
    // B's verify sees B's transaction (B's customer), never A's.
    const verified = await Promise.all(refs.map((ref) => b.api.get(`/transaction/verify/${ref}`)));
    verified.forEach((v, i) => expect(v.body.data.customer.email).toBe(`buyer-b-${t}-${i}@example.com`));
    // And B's customers list holds none of A's customers.
    const list = await b.api.get('/customer?perPage=100');
    const ours = list.body.data.filter((c: { email: string }) => c.email.includes(t));
    expect(ours).toHaveLength(refs.length);
    expect(ours.every((c: { email: string }) => c.email.startsWith('buyer-b-'))).toBe(true);
  });

  (usingMysql() ? it : it.skip)('a group of initializes costs a few statements in all, not four or five per request', async () => {
    const t = tag();
    const ds: DataSource = server.services.db.ds;
    const { result, queries } = await countQueries(
      ds,
      () => Promise.all(Array.from({ length: 40 }, (_, i) => initialize(a.api, `count-${t}-${i}`, `gc-count-${t}-${i}`))),
      (q) => !/FROM kobo_meta WHERE name = \?|INSERT INTO request_logs/.test(q),
    );
    expect(result.every((r: ApiResponse) => r.status === 200)).toBe(true);
    // Alone, each would cost BEGIN, customer, event, transaction, COMMIT: 200 statements.
    expect(queries.length).toBeLessThan(40 * 2);
    // In a group, the members' customer find-or-inserts, events and transactions go out as one
    // statement each: a group costs those five, however many it holds.
    const commits = queries.filter((q) => /^\s*COMMIT/.test(q)).length;
    expect(commits).toBeLessThan(40);
    for (const table of ['customers', 'events', 'transactions']) expect(queries.filter((q) => q.includes(`INSERT INTO \`${table}\``))).toHaveLength(commits);
  });
});

describe('kill -9 in the middle of groups', () => {
  let db: TestDatabase;
  let node: NodeProcess | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await node?.stop();
    await db.drop();
  });

  it('every request answered 2xx is in the database; none left unanswered is half-written', async () => {
    const keys = fixedKeys();
    const t = tag();
    const answered = new Set<number>();
    const sent = new Set<number>();
    // Requests flow without a pause (each of 60 senders sends its next as soon as its last is
    // answered), so the kill lands while some are in flight. A fixed burst is not enough: on a loaded
    // machine the server can answer a whole burst before this process has read 40 replies. A round in
    // which every sent request was answered proves nothing about a kill mid-group, so it is run again.
    for (let round = 0; round < 3 && answered.size === sent.size; round++) {
      node = await startNode({ DATABASE_URL: db.url, ...keys, KOBO_DISPATCH: 'off' });
      const api = new Api(node.url, keys.KOBO_DEFAULT_SECRET_KEY);
      expect((await api.get('/customer?perPage=1')).status).toBe(200);
      const target = answered.size + 40;
      let kill: Promise<void> | undefined;
      const sender = async () => {
        while (!kill) {
          const i = sent.size;
          sent.add(i);
          const ok = await initialize(api, `${t}-${i}`, `gc-kill-${t}-${i}`).then(
            (r) => {
              if (r.status === 200) answered.add(i);
              else expect(r.status).toBeLessThan(500);
              return true;
            },
            () => false, // the connection died with the server: no reply
          );
          if (answered.size >= target) kill ??= node!.kill9();
          if (!ok) break;
        }
      };
      await Promise.all(Array.from({ length: 60 }, sender));
      await (kill ?? node.kill9());
    }
    const n = sent.size;
    expect(answered.size).toBeGreaterThanOrEqual(40);
    expect(answered.size).toBeLessThan(n);

    const recorder = await recorderFor(db.url);
    try {
      const q = (sql: string, params: unknown[]) => recorder.services.db.read({}, (em) => em.query(sql, params)) as Promise<Array<Record<string, unknown>>>;
      const txs = new Set((await q('SELECT reference FROM transactions WHERE reference LIKE ?', [`gc-kill-${t}-%`])).map((r) => String(r.reference)));
      const customerRows = await q('SELECT email, id FROM customers WHERE email LIKE ?', [`buyer-${t}-%`]);
      const customers = new Map(customerRows.map((r) => [String(r.email), `customer:${r.id}`]));
      const eventRows = customers.size
        ? await q(`SELECT resource FROM events WHERE type = 'customer.created' AND resource IN (${[...customers.values()].map(() => '?').join(',')})`, [
            ...customers.values(),
          ])
        : [];
      const events = new Set(eventRows.map((r) => String(r.resource)));
      for (let i = 0; i < n; i++) {
        const hasTx = txs.has(`gc-kill-${t}-${i}`);
        const code = customers.get(`buyer-${t}-${i}@example.com`);
        const whole = hasTx && code !== undefined && events.has(code);
        const none = !hasTx && code === undefined;
        if (answered.has(i)) expect({ i, whole }).toEqual({ i, whole: true });
        else expect({ i, wholeOrNone: whole || none }).toEqual({ i, wholeOrNone: true });
      }
    } finally {
      await recorder.close();
    }
  });
});
