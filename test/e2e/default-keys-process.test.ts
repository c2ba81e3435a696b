import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { startRefused, startServerProcess, type Exit, type ServerProcess } from '../support/process';
import { waitFor } from '../support/wait';

// KOBO_DEFAULT_SECRET_KEY / _PUBLIC_KEY on several nodes of one database: a node configured with
// keys other than the Default integration's refuses to start (one line on stderr) instead of
// replacing them under the other nodes' clients, unless KOBO_ROTATE_DEFAULT_KEYS=1 says to.
jest.setTimeout(120_000);

const K1 = 'sk_test_defaultkeysnodeone0001';
const P1 = 'pk_test_defaultkeysnodeone0001';
const K2 = 'sk_test_defaultkeysnodetwo0002';
const P2 = 'pk_test_defaultkeysnodetwo0002';

const dbs: TestDatabase[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(dbs.map((d) => d.drop()));
});

async function database(): Promise<string> {
  const db = await createTestDatabase();
  dbs.push(db);
  return db.url;
}

function expectRefusal(exit: Exit | 'started', variable: string): void {
  expect(exit).not.toBe('started');
  const { code, stderr } = exit as Exit;
  expect(code).toBe(1);
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^kobo: ${variable} is not the test .* key integration \\d+ \\(Default\\) has .*KOBO_ROTATE_DEFAULT_KEYS=1`));
  for (const key of [K1, P1, K2, P2]) expect(stderr).not.toContain(key);
}

it('refuses a second node with other default keys; the first node keeps its keys; KOBO_ROTATE_DEFAULT_KEYS=1 replaces them', async () => {
  const url = await database();
  const first = await startServerProcess({ DATABASE_URL: url, KOBO_DEFAULT_SECRET_KEY: K1, KOBO_DEFAULT_PUBLIC_KEY: P1 });
  servers.push(first);

  expectRefusal(await startRefused({ DATABASE_URL: url, KOBO_DEFAULT_SECRET_KEY: K2, KOBO_DEFAULT_PUBLIC_KEY: P1 }), 'KOBO_DEFAULT_SECRET_KEY');
  expectRefusal(await startRefused({ DATABASE_URL: url, KOBO_DEFAULT_SECRET_KEY: K1, KOBO_DEFAULT_PUBLIC_KEY: P2 }), 'KOBO_DEFAULT_PUBLIC_KEY');
  // The refused nodes changed nothing: the other key is unknown, the first still works.
  expect((await new Api(first.url, K2).get('/customer')).status).toBe(401);
  expect((await new Api(first.url, K1).get('/customer')).status).toBe(200);
  // A node with the same keys (or with none) joins.
  const same = await startServerProcess({ DATABASE_URL: url, KOBO_DEFAULT_SECRET_KEY: K1 });
  expect((await new Api(same.url, K1).get('/customer')).status).toBe(200);
  expect((await same.stop()).code).toBe(0);

  // Told to rotate: the new keys replace the old ones, on every node.
  const rotated = await startServerProcess({ DATABASE_URL: url, KOBO_DEFAULT_SECRET_KEY: K2, KOBO_DEFAULT_PUBLIC_KEY: P2, KOBO_ROTATE_DEFAULT_KEYS: '1' });
  servers.push(rotated);
  expect((await new Api(rotated.url, K2).get('/customer')).status).toBe(200);
  await waitFor(async () => (await new Api(first.url, K1).get('/customer')).status === 401);
  expect((await new Api(first.url, K2).get('/customer')).status).toBe(200);
  // The first node's configuration is now the stale one: restarted as it was, it is refused.
  expect((await first.stop()).code).toBe(0);
  expectRefusal(await startRefused({ DATABASE_URL: url, KOBO_DEFAULT_SECRET_KEY: K1 }), 'KOBO_DEFAULT_SECRET_KEY');
});

it('starts exactly one of several nodes started together on a fresh database with different keys', async () => {
  const url = await database();
  const keys = [K1, K2, 'sk_test_defaultkeysnodethree003'];
  const outcomes = await Promise.all(
    keys.map((key) =>
      startServerProcess({ DATABASE_URL: url, KOBO_DEFAULT_SECRET_KEY: key }).then(
        (server) => ({ server, key }),
        (err: Error & { exit?: Exit }) => {
          if (!err.exit) throw err;
          return { exit: err.exit, key };
        },
      ),
    ),
  );
  const started = outcomes.filter((o) => 'server' in o) as Array<{ server: ServerProcess; key: string }>;
  servers.push(...started.map((o) => o.server));
  expect(started).toHaveLength(1);
  for (const o of outcomes) if ('exit' in o) expectRefusal(o.exit, 'KOBO_DEFAULT_SECRET_KEY');
  expect((await new Api(started[0]!.server.url, started[0]!.key).get('/customer')).status).toBe(200);
});
