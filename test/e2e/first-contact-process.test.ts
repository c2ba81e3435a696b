import net from 'node:net';
import { loadConfig } from '../../src/config/config';
import { createDataSource } from '../../src/db/data-source';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { startServerProcess } from '../support/process';
import { waitFor } from '../support/wait';

// The server as an operator starts it (src/main.ts in a child process): what it prints at start,
// what its error log lines carry, and how it says a port is taken.
// Each case starts one or two server processes: room for a busy machine.
jest.setTimeout(120_000);

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

// Runs DDL on the child's database from outside, as an operator's own tooling could.
async function execSql(sql: string): Promise<void> {
  const ds = await createDataSource(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent', DB_POOL_SIZE: '1' }), []);
  try {
    await ds.query(sql);
  } finally {
    await ds.destroy();
  }
}

describe('first start', () => {
  it('prints the keys it generated once, readably, outside the JSON log; not again on the next start', async () => {
    const first = await startServerProcess({ DATABASE_URL: db.url });
    await first.stop();
    const stderr = first.stderr();
    const secret = /test secret key\s+(sk_test_[0-9a-f]{40})/.exec(stderr)?.[1];
    const pub = /test public key\s+(pk_test_[0-9a-f]{40})/.exec(stderr)?.[1];
    expect(secret).toBeDefined();
    expect(pub).toBeDefined();
    expect(stderr).toContain('--show-keys');
    // The JSON log says the integration was created, but carries no key.
    expect(first.logs().find((l) => l.msg === 'created the Default integration')).toMatchObject({ integration: expect.any(Number) });
    expect(first.stdout()).not.toContain(secret!);

    const second = await startServerProcess({ DATABASE_URL: db.url });
    expect((await new Api(second.url, secret).get('/customer')).status).toBe(200);
    await second.stop();
    expect(second.stderr()).not.toContain('sk_test_');
    expect(second.stdout()).not.toContain('sk_test_');
  });
});

describe('error log lines', () => {
  it('carry the failed statement shape, not its values (e-mail, metadata)', async () => {
    // The first test made the Default integration with printed keys: this node fixes its own.
    const server = await startServerProcess({
      DATABASE_URL: db.url,
      KOBO_DEFAULT_SECRET_KEY: 'sk_test_errorlogkey000000000001',
      KOBO_ROTATE_DEFAULT_KEYS: '1',
    });
    try {
      // A trigger that makes every customer insert fail: the request is a 500, and the error that
      // is logged is the database's, with the statement and its parameters attached.
      if (db.kind === 'sqlite') {
        await execSql(`CREATE TRIGGER fail_customers BEFORE INSERT ON customers BEGIN SELECT RAISE(ABORT, 'customers are read-only'); END`);
      } else {
        // MySQL's own messages quote values ("Duplicate entry '…' for key '…'"): this one does too.
        await execSql(`CREATE TRIGGER fail_customers BEFORE INSERT ON customers FOR EACH ROW BEGIN
          DECLARE msg VARCHAR(255);
          SET msg = CONCAT('Duplicate entry ''', NEW.email, ''' for key ''customers.UQ_x''');
          SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = msg;
        END`);
      }
      const email = 'leaky.person@example.com';
      const res = await new Api(server.url, 'sk_test_errorlogkey000000000001').post('/customer', {
        email,
        first_name: 'Zebedee',
        metadata: { note: 'xyzzy-plugh-42' },
      });
      expect(res.status).toBe(500);
      // The access line is written when the response finishes, after the error line: once it is
      // through the pipe, so is everything logged about the failure.
      await waitFor(() => server.logs().some((l) => l.msg === 'request' && l.route === '/customer' && l.status === 500), {
        what: "the failed request's access line",
      });
      const errors = server.logs().filter((l) => l.level >= 50);
      expect(errors.map((l) => l.msg)).toEqual(['unhandled error']);
      const text = JSON.stringify(errors);
      // The shape of what failed is there …
      expect(text).toMatch(/INSERT INTO/i);
      // … but none of the values.
      for (const value of [email, 'leaky.person', 'Zebedee', 'xyzzy-plugh-42']) expect(text).not.toContain(value);
      expect(errors.every((l) => l.err?.parameters === undefined)).toBe(true);
    } finally {
      await server.stop();
      await execSql('DROP TRIGGER IF EXISTS fail_customers');
    }
  });
});

describe('a port already in use', () => {
  it('stops the server with one line on stderr, no stack trace', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      const err = await startServerProcess({
        DATABASE_URL: db.url,
        PORT: String(port),
        KOBO_DEFAULT_SECRET_KEY: 'sk_test_errorlogkey000000000001',
        KOBO_ROTATE_DEFAULT_KEYS: '1',
      }).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(err).toMatch(/exited before listening \(code 1\)/);
      const stderr = err!.slice(err!.indexOf('stderr: ') + 'stderr: '.length);
      expect(stderr.trim().split('\n')).toEqual([`kobo: cannot listen on 127.0.0.1:${port}: port ${port} is already in use (set PORT to a free port)`]);
    } finally {
      holder.close();
    }
  });
});
