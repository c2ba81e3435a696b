import { createConnection } from 'mysql2/promise';
import { createTestDatabase, usingMysql, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { startServerProcess, type ServerProcess } from '../support/process';
import { waitFor } from '../support/wait';

// The migration lock on MySQL-protocol databases is a lease row (db/migration-lock.ts), because
// GET_LOCK and row locks hold only on one Galera node (test/cluster/galera-start.test.ts starts two
// nodes together on a cluster; default-keys-process.test.ts does it on one server and on SQLite).
// Here: a waiting node starts once the holder lets go, and a dead holder's lease is taken over.
jest.setTimeout(120_000);

const describeMysql = usingMysql() ? describe : describe.skip;
if (!usingMysql())
  console.log('migration-lock: skipped on SQLite (its lock is the file write lock); run with TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test');

describeMysql('the migration lease', () => {
  let db: TestDatabase;
  const servers: ServerProcess[] = [];
  const key = 'sk_test_migrationleasenode000001';
  const sql = async (query: string) => {
    const u = new URL(db.url);
    const c = await createConnection({ host: u.hostname, port: Number(u.port), user: 'root', database: u.pathname.slice(1) });
    try {
      const [rows] = await c.query(query);
      return rows as Array<Record<string, unknown>>;
    } finally {
      await c.end();
    }
  };
  const createLeaseTable =
    'CREATE TABLE IF NOT EXISTS kobo_migration_lock (name VARCHAR(64) NOT NULL PRIMARY KEY, owner VARCHAR(191) NOT NULL, expires_at DATETIME(3) NOT NULL) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4';

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    await db.drop();
  });

  it('a node waits while another holds the lease, and starts once it is released', async () => {
    await sql(createLeaseTable);
    await sql("INSERT INTO kobo_migration_lock VALUES ('migrations', 'another-node', NOW(3) + INTERVAL 1 HOUR)");
    let started = false;
    const server = startServerProcess({ DATABASE_URL: db.url, KOBO_DEFAULT_SECRET_KEY: key }, 60_000).then((s) => {
      started = true;
      servers.push(s);
      return s;
    });
    // The node has connected (its pool, and the lease's connection, polling), yet no migration ran.
    await waitFor(async () => Number((await sql('SELECT COUNT(*) AS n FROM information_schema.processlist WHERE db = DATABASE()'))[0]!.n) > 1, {
      timeoutMs: 60_000,
    });
    await waitFor(
      async () => (await sql("SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'kobo_migration_lock'")).length === 1,
    );
    expect(await sql("SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'migrations'")).toEqual([]);
    expect(started).toBe(false);
    await sql("DELETE FROM kobo_migration_lock WHERE owner = 'another-node'");
    const s = await server;
    expect((await new Api(s.url, key).get('/customer')).status).toBe(200);
    expect(await sql('SELECT * FROM kobo_migration_lock')).toEqual([]);
  });

  it('takes over the lease of a node that stopped renewing it', async () => {
    await sql(createLeaseTable);
    await sql("INSERT INTO kobo_migration_lock VALUES ('migrations', 'a-dead-node', NOW(3) - INTERVAL 1 SECOND)");
    const s = await startServerProcess({ DATABASE_URL: db.url, KOBO_DEFAULT_SECRET_KEY: key }, 60_000);
    servers.push(s);
    expect(s.logs().some((l) => l.msg === 'took over the migration lease of a node that stopped renewing it')).toBe(true);
    expect((await new Api(s.url, key).get('/customer')).status).toBe(200);
    expect(await sql('SELECT * FROM kobo_migration_lock')).toEqual([]);
    const runs = await sql('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name HAVING n > 1');
    expect(runs).toEqual([]);
  });
});
