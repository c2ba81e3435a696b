import type { DataSource } from 'typeorm';
import type { Connection } from 'mysql2/promise';
import { loadConfig } from '../../src/config/config';
import { createDataSource } from '../../src/db/data-source';
import { usingMysql } from '../support/database';
import { Api } from '../support/http';
import { seedAuthorizations } from '../support/bulk';
import { expectLedgerSound } from '../support/ledger';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { sleep, waitFor } from '../support/wait';

const Paystack = require('paystack-api');

// A write behind a table, metadata or backup lock (an operator's FLUSH TABLES WITH READ LOCK, a
// backup, an rsync state transfer's donor, an ALTER TABLE) waits the session's lock_wait_timeout:
// a day by the server's default. Kobo bounds it on each of its connections (DB_LOCK_WAIT_TIMEOUT_S),
// so the caller gets a 503 with Retry-After and nothing stored, and the pool's connections come back
// for everyone else. On a server of this file's own: the read lock stops every writer on its server.
jest.setTimeout(120_000);

const onMysql = usingMysql() ? describe : describe.skip;

onMysql('a write behind a table or backup lock', () => {
  let db: PrivateMariadb;
  let node: NodeProcess;
  let api: Api;
  let admin: Connection;
  const keys = fixedKeys();
  const LOCK_WAIT_S = 2;
  // A read behind writes that hold the pool gets a connection once one of them gives up.
  const READ_WITHIN_MS = LOCK_WAIT_S * 3 * 1000;
  beforeAll(async () => {
    db = await startPrivateMariadb([]);
    // A pool of three: more writes wait behind the lock than the pool holds. Bulk charge items in
    // groups of four, their leases short, so a group the lock failed is soon tried again.
    node = await startNode({
      ...keys,
      DATABASE_URL: db.url,
      DB_LOCK_WAIT_TIMEOUT_S: String(LOCK_WAIT_S),
      DB_POOL_SIZE: '3',
      KOBO_BULK_CHARGE_GROUP: '4',
      KOBO_BULK_CHARGE_LEASE_MS: '3000',
    });
    api = new Api(node.url, keys.KOBO_DEFAULT_SECRET_KEY);
    admin = await db.admin();
  });
  afterAll(async () => {
    await admin?.query('UNLOCK TABLES').catch(() => undefined);
    await admin?.end();
    await node?.stop();
    await db?.stop();
  });

  it('each connection waits the configured time, the server default (a day) left for others', async () => {
    let ds: DataSource | undefined;
    try {
      ds = await createDataSource(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent', DB_POOL_SIZE: '2' }), []);
      const [mine] = (await ds.query('SELECT @@SESSION.lock_wait_timeout AS s, @@GLOBAL.lock_wait_timeout AS g')) as Array<{ s: unknown; g: unknown }>;
      expect({ session: Number(mine!.s), global: Number(mine!.g) }).toEqual({ session: 30, global: 86400 });
    } finally {
      await ds?.destroy();
    }
  });

  it('answers 503 with Retry-After within the bound, stores nothing, serves reads meanwhile, and takes the same request once the lock is gone', async () => {
    const paystack = Paystack(keys.KOBO_DEFAULT_SECRET_KEY);
    paystack.endpoint = node.url;
    const customer = await api.post('/customer', { email: 'before-the-lock@example.com' });
    expect(customer.status).toBe(200);
    const count = async (table: string) => Number(((await admin.query(`SELECT COUNT(*) AS n FROM kobo.${table}`)) as any)[0][0].n);
    const before = { transactions: await count('transactions'), customers: await count('customers'), events: await count('events') };

    await admin.query('FLUSH TABLES WITH READ LOCK');
    // Released however this part ends: the file's other cases need a writable server.
    try {
      const started = Date.now();
      // Through paystack-api (a body without a content type, the amount as a string), and over the
      // plain API: six writes at once, each bounded by the test too (a hang is a failure, not a wait).
      const viaSdk = paystack.transaction.initialize({ email: 'behind-the-lock@example.com', amount: '50000', reference: 'lock-wait-ref-1' }).then(
        (r: unknown) => ({ ok: r }),
        (e: any) => e,
      );
      const direct = Array.from({ length: 5 }, (_, i) =>
        api.post(
          '/transaction/initialize',
          { email: `behind-the-lock-${i}@example.com`, amount: 20000, reference: `lock-wait-ref-${i + 2}` },
          { timeoutMs: LOCK_WAIT_S * 6 * 1000 },
        ),
      );
      // A read while the writes wait: it needs a pooled connection, and gets one within a bound or two.
      const read = await api.get(`/customer/${customer.body.data.customer_code}`, { timeoutMs: READ_WITHIN_MS });
      expect(read.status).toBe(200);
      expect(read.body.data.email).toBe('before-the-lock@example.com');

      for (const r of await Promise.all(direct)) {
        expect(r.status).toBe(503);
        expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(r.body).toMatchObject({ status: false, code: 'database_unavailable' });
      }
      // Those bounded, this one answered by the same time.
      const refused = await viaSdk;
      expect(refused.statusCode).toBe(503);
      expect(refused.error).toMatchObject({ status: false, code: 'database_unavailable' });
      expect(refused.error.message).toMatch(/^The database is unavailable at the moment/);
      // A request group that fails is redone one request at a time, each waiting its own bound: a few
      // bounds in all, never the server's day.
      expect(Date.now() - started).toBeLessThan(LOCK_WAIT_S * 1000 * 6);
      expect({ transactions: await count('transactions'), customers: await count('customers'), events: await count('events') }).toEqual(before);
    } finally {
      await admin.query('UNLOCK TABLES');
    }
    // The same references are free: nothing of the refused requests was kept.
    const again = await paystack.transaction.initialize({ email: 'behind-the-lock@example.com', amount: '50000', reference: 'lock-wait-ref-1' });
    expect(again).toMatchObject({ status: true, data: { reference: 'lock-wait-ref-1' } });
    const direct2 = await api.post('/transaction/initialize', { email: 'behind-the-lock-0@example.com', amount: 20000, reference: 'lock-wait-ref-2' });
    expect(direct2.status).toBe(200);
    expect(await count('transactions')).toBe(before.transactions + 2);
    const verified = await paystack.transaction.verify({ reference: 'lock-wait-ref-1' });
    expect(verified.data).toMatchObject({ reference: 'lock-wait-ref-1', amount: 50000 });
    // The node lived through it, background work included.
    expect(node.proc.exitCode).toBeNull();
    expect((await api.get('/health')).status).toBe(200);
    expect(node.output.join('')).not.toMatch(/unhandled|uncaught/i);
  });

  // Background work behind a lock: a batch's charges cannot post to the ledger while another
  // connection holds it locked (LOCK TABLES … WRITE, as a careless operator's session would). Each
  // group gives up after the bound and its items are tried again; once the lock is gone every item
  // is charged exactly once.
  it('charges a bulk charge queued behind a locked table exactly once after the lock is gone, the node up meanwhile', async () => {
    const { services, close } = await recorderFor(db.url);
    try {
      const codes = await seedAuthorizations(services, api, 12, 'locked');
      const paystack = Paystack(keys.KOBO_DEFAULT_SECRET_KEY);
      paystack.endpoint = node.url;
      await admin.query('LOCK TABLES kobo.ledger_entries WRITE');
      let unlocked = false;
      try {
        const created = await paystack.bulk_charge.create(codes.map((authorization, i) => ({ authorization, amount: String(10_000 + i) })));
        expect(created).toMatchObject({ status: true, data: { total_charges: 12 } });
        const batch = created.data.batch_code as string;
        // Three bounds behind the lock: nothing charged, the node answering.
        await sleep(LOCK_WAIT_S * 3 * 1000);
        // The charge groups waiting for the lock (four at a time) outnumber the pool's three
        // connections: without the bound they would hold all three, and this read would wait too.
        const during = (await api.get(`/bulkcharge/${batch}`, { timeoutMs: READ_WITHIN_MS })).body.data;
        expect(during).toMatchObject({ status: 'active', pending_charges: 12 });
        expect((await api.get('/health')).status).toBe(200);
        // The groups gave up at the bound (rather than waiting for the lock) and were rolled back.
        expect(node.output.join('')).toMatch(/due work group rolled back/);
        await admin.query('UNLOCK TABLES');
        unlocked = true;
        await waitFor(async () => (await api.get(`/bulkcharge/${batch}`)).body.data.status === 'complete', {
          timeoutMs: 60_000,
          what: 'the batch to complete once the lock is gone',
        });
        const charges = (await api.get(`/bulkcharge/${batch}/charges?perPage=50`)).body.data as Array<{ status: string; transaction: { id: number } | null }>;
        expect(charges.map((c) => c.status)).toEqual(Array(12).fill('success'));
        const [rows] = (await admin.query(
          "SELECT COUNT(*) AS n, COUNT(DISTINCT reference) AS refs FROM kobo.transactions WHERE source = 'charge_authorization' AND email LIKE 'locked-%'",
        )) as any;
        expect({ n: Number(rows[0].n), refs: Number(rows[0].refs) }).toEqual({ n: 12, refs: 12 });
        await expectLedgerSound({ services });
      } finally {
        if (!unlocked) await admin.query('UNLOCK TABLES');
      }
      expect(node.proc.exitCode).toBeNull();
      expect(node.output.join('')).not.toMatch(/unhandled|uncaught/i);
    } finally {
      await close();
    }
  });
});
