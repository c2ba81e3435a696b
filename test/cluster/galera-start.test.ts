import { Api } from '../support/http';
import { startServerProcess, type Exit, type ServerProcess } from '../support/process';
import { createClusterDatabase, describeGalera, sayWhySkipped, startCluster, type ClusterDatabase } from '../support/galera';

// Two Kobo nodes started together on a fresh database, on two different Galera nodes: GET_LOCK (and
// any row lock) is local to one Galera node, so both used to run the first migration and one died
// with ER_TABLE_EXISTS_ERROR. Both must start, and every migration must have run once.
jest.setTimeout(240_000);
sayWhySkipped();

describeGalera('two Kobo nodes started together on a fresh Galera database', () => {
  let db: ClusterDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    await startCluster();
    db = await createClusterDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.drop();
  });

  it('both start, on nodes 1 and 3, and the migrations ran once', async () => {
    const key = 'sk_test_galerastartsametogether01';
    const outcomes = await Promise.all(
      [1, 3].map((n) =>
        startServerProcess({ DATABASE_URL: db.url(n as 1 | 3), KOBO_DEFAULT_SECRET_KEY: key }, 120_000).then(
          (server) => ({ server }),
          (err: Error & { exit?: Exit }) => ({ exit: err.exit ?? { code: null, signal: null, stdout: '', stderr: err.message } }),
        ),
      ),
    );
    for (const o of outcomes) if ('server' in o) servers.push(o.server);
    const failures = outcomes.filter((o): o is { exit: Exit } => 'exit' in o).map((o) => o.exit.stderr + o.exit.stdout.slice(-2000));
    expect(failures).toEqual([]);
    for (const s of servers) expect((await new Api(s.url, key).get('/customer')).status).toBe(200);
    const runs = await db.query<{ name: string; n: string | number }>('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name');
    expect(runs.length).toBeGreaterThan(5);
    expect(runs.filter((r) => Number(r.n) !== 1)).toEqual([]);
    expect(await db.query('SELECT * FROM kobo_migration_lock')).toEqual([]);
  });
});
