import http from 'node:http';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { runTs, startServerProcess } from '../support/process';

// The real entry point (src/main.ts) as a child process on a database of its own (a temp SQLite
// file, or a fresh MariaDB schema under TEST_DATABASE_URL).
const FIXED_SECRET = 'sk_test_fixeddefaultkey0001';
const FIXED_PUBLIC = 'pk_test_fixeddefaultkey0001';

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
      const req = http.request(`${server.url}/customer`, { method: 'POST', agent: false, headers: { authorization: `Bearer ${FIXED_SECRET}`, 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
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
    ['a database that does not exist', 'mysql://root@127.0.0.1:3306/kobo_no_such_db', /^kobo: cannot connect to mysql:\/\/root@127\.0\.0\.1:3306\/kobo_no_such_db/],
  ])('exits non-zero with one clear line on stderr for %s', async (_name, url, message) => {
    const exit = await runTs('src/main.ts', [], { DATABASE_URL: url, PORT: '0' });
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    const lines = exit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(exit.stderr).not.toMatch(/\n\s+at /);
  });
});
