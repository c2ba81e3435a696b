import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { runTs, startServerProcess } from '../support/process';

// The real entry point (src/main.ts) as a child process on a database of its own (a temp SQLite
// file, or a fresh MariaDB schema under TEST_DATABASE_URL).
const FIXED_SECRET = 'sk_test_fixeddefaultkey0001';
const FIXED_PUBLIC = 'pk_test_fixeddefaultkey0001';

// A regular file where the SQLite directory would go.
const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-blocker-')), 'not-a-dir');
fs.writeFileSync(blocker, '');
afterAll(() => fs.rmSync(path.dirname(blocker), { recursive: true, force: true }));

describe('server process', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('creates the Default integration with the configured keys, serves, and exits 0 on SIGTERM', async () => {
    const server = await startServerProcess({ DATABASE_URL: db.url, KOBO_DEFAULT_SECRET_KEY: FIXED_SECRET, KOBO_DEFAULT_PUBLIC_KEY: FIXED_PUBLIC });
    const created = server.logs().find((l) => l.msg === 'created the Default integration');
    expect(created).toMatchObject({ integration: expect.any(Number) });
    // Keys the operator gave are not Kobo's to print: not in the log, not on stderr.
    expect(server.stdout() + server.stderr()).not.toContain(FIXED_SECRET);
    const api = new Api(server.url, FIXED_SECRET);
    const res = await api.post('/customer', { email: 'proc@example.com' });
    expect(res.status).toBe(200);
    expect((await new Api(server.url, FIXED_PUBLIC).get('/customer')).status).toBe(401);
    const exit = await server.stop('SIGTERM');
    expect(exit.code).toBe(0);
    expect(server.logs().map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  });

  it('keeps the data and the fixed keys across a restart, without creating Default again', async () => {
    const server = await startServerProcess({ DATABASE_URL: db.url, KOBO_DEFAULT_SECRET_KEY: FIXED_SECRET });
    expect(server.logs().some((l) => l.msg === 'created the Default integration')).toBe(false);
    const res = await new Api(server.url, FIXED_SECRET).get('/customer/proc@example.com');
    expect(res.status).toBe(200);
    expect((await server.stop('SIGINT')).code).toBe(0);
  });

  it('finishes an in-flight request before exiting on SIGTERM', async () => {
    const server = await startServerProcess({ DATABASE_URL: db.url, KOBO_DEFAULT_SECRET_KEY: FIXED_SECRET });
    // A request whose body is still arriving when the signal comes: the server must wait for it.
    let finishBody = () => undefined as unknown;
    const reply = new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = http.request(
        `${server.url}/customer`,
        { method: 'POST', agent: false, headers: { authorization: `Bearer ${FIXED_SECRET}`, 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.write('{"email": "inflight');
      finishBody = () => setTimeout(() => req.end('@example.com"}'), 200);
    });
    // Once a request on a later connection has been answered, the server has accepted the first
    // connection and read its headers: the request is in flight. The body is finished 200 ms after
    // the signal.
    expect((await new Api(server.url).get('/health')).status).toBe(200);
    const exit = server.stop('SIGTERM');
    finishBody();
    const res = await reply;
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('inflight@example.com');
    expect((await exit).code).toBe(0);
  });

  it.each([
    ['an unreachable MySQL', 'mysql://root@127.0.0.1:1/kobo', /^kobo: cannot connect to mysql:\/\/root@127\.0\.0\.1:1\/kobo/],
    ['an unsupported scheme', 'postgres://localhost/kobo', /^kobo: DATABASE_URL scheme "postgres" is not supported/],
    ['a malformed URL', 'mysql://', /^kobo: DATABASE_URL/],
    [
      'a SQLite path below a file',
      `sqlite:${blocker}/kobo.sqlite`,
      new RegExp(`^kobo: cannot create the directory of the SQLite database .*: ${blocker} is a file, not a directory; set DATABASE_URL=sqlite:`),
    ],
    ['a SQLite path two levels below a file', `sqlite:${blocker}/data/kobo.sqlite`, new RegExp(`: ${blocker} is a file, not a directory`)],
  ])('exits non-zero with one clear line on stderr for %s', async (_name, url, message) => {
    await expectOneLineFailure({ DATABASE_URL: url, PORT: '0' }, message);
  });
});

async function expectOneLineFailure(env: Record<string, string>, message: RegExp): Promise<void> {
  const exit = await runTs('src/main.ts', [], env);
  expect(exit.code).not.toBe(0);
  expect(exit.code).not.toBeNull();
  const lines = exit.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(exit.stderr).not.toMatch(/\n\s+at /);
}

// The MySQL/MariaDB server the suite runs on (scripts/ci-services.sh starts it for both runs).
describe('a MySQL DATABASE_URL naming a database that does not exist', () => {
  const root = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
  const name = `kobo_new_${process.pid}_${Date.now().toString(36)}`;
  const user = `kobo_nc_${process.pid}`;
  const admin = async (sql: string) => {
    const conn = await createConnection(root);
    try {
      return await conn.query(sql);
    } finally {
      await conn.end();
    }
  };
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin(`DROP USER IF EXISTS '${user}'@'%'`);
  });

  it('is created when the user may, and the server starts on it', async () => {
    const server = await startServerProcess({ DATABASE_URL: `mysql://root@127.0.0.1:3306/${name}`, KOBO_DEFAULT_SECRET_KEY: FIXED_SECRET });
    try {
      expect(server.logs().find((l) => l.msg === 'created the database')).toMatchObject({ database: `mysql://root@127.0.0.1:3306/${name}` });
      expect((await new Api(server.url, FIXED_SECRET).post('/customer', { email: 'new-db@example.com' })).status).toBe(200);
    } finally {
      expect((await server.stop('SIGTERM')).code).toBe(0);
    }
    const [rows] = (await admin(`SELECT DEFAULT_CHARACTER_SET_NAME AS cs FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '${name}'`)) as unknown as [
      Array<{ cs: string }>,
    ];
    expect(rows).toEqual([{ cs: 'utf8mb4' }]);
  });

  it('is named in one line with the statement to create it when the user may not', async () => {
    await admin(`CREATE USER IF NOT EXISTS '${user}'@'%' IDENTIFIED BY 'pw'`);
    const missing = `${name}_other`;
    // No rights at all: MySQL says "access denied" for a database that does not exist.
    await expectOneLineFailure(
      { DATABASE_URL: `mysql://${user}:pw@127.0.0.1:3306/${missing}`, PORT: '0' },
      new RegExp(`^kobo: .*${missing}.*CREATE DATABASE \`${missing}\` CHARACTER SET utf8mb4.* and grant ${user} all privileges on it$`),
    );
    // Rights to read everything but not to create: "does not exist" and how to create it.
    await admin(`GRANT SELECT ON *.* TO '${user}'@'%'`);
    await expectOneLineFailure(
      { DATABASE_URL: `mysql://${user}:pw@127.0.0.1:3306/${missing}`, PORT: '0' },
      new RegExp(
        `^kobo: database mysql://${user}@127\\.0\\.0\\.1:3306/${missing} does not exist and user ${user} may not create it .*CREATE DATABASE \`${missing}\``,
      ),
    );
  });
});
