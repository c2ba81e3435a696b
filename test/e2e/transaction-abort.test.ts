import type { EntityManager, QueryRunner } from 'typeorm';
import type { RequestContext } from '../../src/core/request-context';
import { createLogger } from '../../src/core/logger';
import { guardStats } from '../../src/db/transaction-guard';
import { usingMysql } from '../support/database';
import { startServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// A transaction the server ends mid-way (a deadlock victim here; on Galera a certification conflict
// or brute-force abort, which answer the same 1213) must keep nothing: no statement its connection
// sends afterwards may run in autocommit and persist (db/transaction-guard.ts). The deadlocks are
// real ones, made with a second connection, on plain MariaDB. SQLite serialises its writers and
// has no deadlock to make.
jest.setTimeout(120_000);

const describeMysql = usingMysql() ? describe : describe.skip;

describeMysql('a transaction ended by the server keeps nothing sent after the end', () => {
  let server: TestServer;
  const ctx = (): RequestContext => ({ requestId: 'abort-test', integration: { id: 1, testClockOffsetMs: 0 }, domain: 'test', log: createLogger('silent') });

  beforeAll(async () => {
    server = await startServer({ KOBO_DISPATCH: 'off', DB_POOL_SIZE: '16' });
    const ds = server.services.db.ds;
    await ds.query('CREATE TABLE abort_gate (id INT PRIMARY KEY, n INT NOT NULL) ENGINE=InnoDB');
    await ds.query('CREATE TABLE abort_rows (id INT AUTO_INCREMENT PRIMARY KEY, member INT NOT NULL, step INT NOT NULL) ENGINE=InnoDB');
    await ds.query('CREATE TABLE abort_heavy (id INT AUTO_INCREMENT PRIMARY KEY, pad VARCHAR(64) NOT NULL) ENGINE=InnoDB');
  });
  afterAll(() => server?.stop());

  beforeEach(async () => {
    const ds = server.services.db.ds;
    await ds.query('DELETE FROM abort_rows');
    await ds.query('DELETE FROM abort_gate');
    await ds.query('INSERT INTO abort_gate (id, n) VALUES (1, 0), (2, 0)');
  });

  // A holder a failed test left open would hold its locks into the next tests: rolled back here.
  let open: QueryRunner | null = null;
  let holderId = 0;
  afterEach(async () => {
    if (open && !open.isReleased) {
      if (open.isTransactionActive) await open.rollbackTransaction().catch(() => undefined);
      await open.release();
    }
    open = null;
  });

  // A second transaction that holds gate row 2 and has written far more than the victim, so that
  // InnoDB picks the other side when the cycle closes.
  async function heavyHolder(): Promise<QueryRunner> {
    const t = server.services.db.ds.createQueryRunner();
    open = t;
    await t.connect();
    await t.startTransaction();
    holderId = Number((await t.query('SELECT CONNECTION_ID() AS id'))[0].id);
    await t.query("INSERT INTO abort_heavy (pad) SELECT CONCAT('pad-', seq) FROM seq_1_to_3000");
    await t.query('UPDATE abort_gate SET n = n + 1 WHERE id = 2');
    return t;
  }

  // The victim's statement is running, which means waiting for the holder's lock. The holder's own
  // connection is left out: the server answers a statement before its thread shows 'Sleep' again,
  // so for a moment the holder's finished update of row 2 still reads as running. (Read from the process list:
  // information_schema.innodb_trx is a cache with a memory bound that may leave rows out while the
  // shared server is busy with other test files.)
  const waitingForLock = async () => {
    await waitFor(
      async () => {
        const rows: Array<{ n: string | number }> = await server.services.db.ds.query(
          "SELECT COUNT(*) AS n FROM information_schema.processlist WHERE db = DATABASE() AND id <> ? AND command = 'Query' AND info = 'UPDATE abort_gate SET n = n + 1 WHERE id = 2'",
          [holderId],
        );
        return Number(rows[0]!.n) >= 1;
      },
      { timeoutMs: 40_000, what: 'a statement waiting for the holder' },
    );
  };

  // Closes the cycle: the holder asks for gate row 1, which the victim holds. The holder then goes
  // on (the victim's locks are gone) and commits.
  async function closeCycle(t: QueryRunner): Promise<void> {
    await t.query('UPDATE abort_gate SET n = n + 1 WHERE id = 1');
    await t.commitTransaction();
    await t.release();
  }

  const rows = async (): Promise<Array<{ member: number; step: number }>> =>
    (await server.services.db.ds.query('SELECT member, step FROM abort_rows ORDER BY member, step')).map((r: { member: number; step: number }) => ({
      member: Number(r.member),
      step: Number(r.step),
    }));

  it('a group commit whose member is the deadlock victim: the statements its other members had queued are not sent, and each member is done exactly once', async () => {
    const db = server.services.db;
    const holder = await heavyHolder();
    const refusedBefore = guardStats.refused;
    const spoiledBefore = db.groups?.stats.spoiled ?? 0;
    let release!: () => void;
    const victimWaits = new Promise<void>((r) => (release = r));
    const members = 10;
    const victim = async (em: EntityManager) => {
      await em.query('UPDATE abort_gate SET n = n + 1 WHERE id = 1');
      await em.query('UPDATE abort_gate SET n = n + 1 WHERE id = 2');
      return 'victim';
    };
    const writer = (member: number) => async (em: EntityManager) => {
      await em.query('INSERT INTO abort_rows (member, step) VALUES (?, 1)', [member]);
      // Queued on the group's connection behind the victim's blocked statement.
      await victimWaits;
      await em.query('INSERT INTO abort_rows (member, step) VALUES (?, 2)', [member]);
      await em.query('INSERT INTO abort_rows (member, step) VALUES (?, 3)', [member]);
      return `member ${member}`;
    };
    const replies = Array.from({ length: members }, (_, i) => db.grouped(ctx(), (c) => (i === 0 ? victim(c.tx.em) : writer(i)(c.tx.em))));
    try {
      await waitingForLock();
    } finally {
      release();
    }
    // Let the writers' second statements reach the connection before the cycle closes.
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
    await closeCycle(holder);
    const results = await Promise.all(replies);

    expect(results).toEqual(['victim', ...Array.from({ length: members - 1 }, (_, i) => `member ${i + 1}`)]);
    // Three rows per writer, once: nothing ran in autocommit after the abort, and the writers ran
    // again alone exactly once.
    const expected = Array.from({ length: members - 1 }, (_, i) => [1, 2, 3].map((step) => ({ member: i + 1, step }))).flat();
    expect(await rows()).toEqual(expected);
    // The victim's updates once (alone), the holder's once each.
    const gate: Array<{ id: number; n: number }> = await db.ds.query('SELECT id, n FROM abort_gate ORDER BY id');
    expect(gate.map((g) => Number(g.n))).toEqual([2, 2]);
    expect(db.groups!.stats.spoiled).toBe(spoiledBefore + 1);
    expect(guardStats.refused).toBeGreaterThan(refusedBefore);
  });

  it('a use case that swallows the deadlock and goes on: the statement after it is not sent, COMMIT does not pretend, and the retry does all of it once', async () => {
    const db = server.services.db;
    const holder = await heavyHolder();
    let attempts = 0;
    const outcome = db.run(async (em) => {
      attempts++;
      await em.query('UPDATE abort_gate SET n = n + 1 WHERE id = 1');
      await em.query('INSERT INTO abort_rows (member, step) VALUES (100, 1)');
      try {
        await em.query('UPDATE abort_gate SET n = n + 1 WHERE id = 2');
      } catch {
        // A use case that believes it may go on (it must not).
      }
      await em.query('INSERT INTO abort_rows (member, step) VALUES (100, 2)');
      return 'done';
    });
    await waitingForLock();
    await closeCycle(holder);
    expect(await outcome).toBe('done');
    expect(attempts).toBe(2);
    // Both rows once, from the retry; without the guard the second row of the first attempt
    // persisted in autocommit (and the first attempt "committed").
    expect(await rows()).toEqual([
      { member: 100, step: 1 },
      { member: 100, step: 2 },
    ]);
  });

  it('two statements sent side by side when the first ends the transaction: the second is not sent', async () => {
    const db = server.services.db;
    const holder = await heavyHolder();
    let attempts = 0;
    const outcome = db.run(async (em) => {
      attempts++;
      await em.query('UPDATE abort_gate SET n = n + 1 WHERE id = 1');
      const [, second] = await Promise.allSettled([
        em.query('UPDATE abort_gate SET n = n + 1 WHERE id = 2'),
        em.query('INSERT INTO abort_rows (member, step) VALUES (200, 1)'),
      ]);
      if (second.status === 'rejected') throw second.reason;
      return attempts;
    });
    await waitingForLock();
    await closeCycle(holder);
    await expect(outcome).resolves.toBe(2);
    expect(await rows()).toEqual([{ member: 200, step: 1 }]);
  });

  it('a duplicate key a use case catches leaves its transaction open: the rest commits', async () => {
    const db = server.services.db;
    const refusedBefore = guardStats.refused;
    await db.run(async (em) => {
      await em.query('INSERT INTO abort_rows (id, member, step) VALUES (9000, 300, 1)');
      await expect(em.query('INSERT INTO abort_rows (id, member, step) VALUES (9000, 300, 2)')).rejects.toThrow(/Duplicate/);
      await em.query('INSERT INTO abort_rows (member, step) VALUES (300, 3)');
    });
    expect(await rows()).toEqual([
      { member: 300, step: 1 },
      { member: 300, step: 3 },
    ]);
    expect(guardStats.refused).toBe(refusedBefore);
  });
});
