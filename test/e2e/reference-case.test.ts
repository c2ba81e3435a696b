import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import { CASE_SENSITIVE_COLUMNS, CaseSensitiveReferences1795002800000 } from '../../migrations/1795002800000-CaseSensitiveReferences';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Paystack's references and idempotency keys are case-sensitive: `ABC` and `abc` name two things.
// SQLite compared them so already; MariaDB's default collation did not (a second reference differing
// only in case was a duplicate, and a key replayed another key's reply). Both databases now agree.
const Paystack = require('paystack-api');

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Case');
});
afterAll(() => server.stop());

describe('references differing only in case are two references', () => {
  it('transactions: both initialize, each verifies as itself, and a third casing is not found (paystack-api)', async () => {
    const paystack = Paystack(m.test.secret_key);
    paystack.endpoint = server.url;
    const lower = await paystack.transaction.initialize({ email: 'case@example.com', amount: '5000', reference: 'case-ref-abc' });
    const upper = await paystack.transaction.initialize({ email: 'case@example.com', amount: '7000', reference: 'CASE-REF-ABC' });
    expect(lower.status).toBe(true);
    expect(upper.status).toBe(true);
    expect((await m.api.get('/transaction/verify/case-ref-abc')).body.data).toMatchObject({ reference: 'case-ref-abc', amount: 5000 });
    expect((await m.api.get('/transaction/verify/CASE-REF-ABC')).body.data).toMatchObject({ reference: 'CASE-REF-ABC', amount: 7000 });
    expect((await m.api.get('/transaction/verify/Case-Ref-Abc')).status).toBe(404);
    // The same reference in the same case is still a duplicate.
    const again = await m.api.post('/transaction/initialize', { email: 'case@example.com', amount: 5000, reference: 'CASE-REF-ABC' });
    expect(again.status).toBe(400);
  });

  it('charges: a charge under the other casing is a new charge', async () => {
    const a = await m.api.post('/charge', { email: 'case@example.com', amount: 3000, card: CARDS.success, reference: 'chg-Mixed' });
    const b = await m.api.post('/charge', { email: 'case@example.com', amount: 4000, card: CARDS.success, reference: 'CHG-MIXED' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data).toMatchObject({ reference: 'CHG-MIXED', amount: 4000, status: 'success' });
  });

  it('bulk charges: two items whose references differ only in case are both taken', async () => {
    const code = async (email: string) =>
      (await m.api.post('/charge', { email, amount: 3000, card: CARDS.success })).body.data.authorization.authorization_code as string;
    const res = await m.api.post('/bulkcharge', [
      { authorization: await code('bulk-case1@example.com'), amount: 1000, reference: 'bulk-case-x' },
      { authorization: await code('bulk-case2@example.com'), amount: 1000, reference: 'BULK-CASE-X' },
    ]);
    expect([res.status, res.body.message]).toEqual([200, 'Charges have been queued']);
    expect(res.body.data.total_charges).toBe(2);
  });

  it('idempotency keys: a key in another case is another key, not a replay of the first', async () => {
    const withKey = (k: string) => ({ headers: { 'idempotency-key': k } });
    const first = await m.api.post('/customer', { email: 'idem-lower@example.com' }, withKey('order-key-abcdef'));
    expect(first.status).toBe(200);
    const other = await m.api.post('/customer', { email: 'idem-upper@example.com' }, withKey('ORDER-KEY-ABCDEF'));
    expect(other.status).toBe(200);
    expect(other.body.data.email).toBe('idem-upper@example.com');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    // The first key, sent again as it was, still replays.
    const replay = await m.api.post('/customer', { email: 'idem-lower@example.com' }, withKey('order-key-abcdef'));
    expect(replay.body.data.id).toBe(first.body.data.id);
  });
});

describe('the migration', () => {
  // A database of its own: down() is refused while two rows differ only in case, as this file's
  // other tests leave them.
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  function source(): DataSource {
    const url = new URL(db.url);
    return db.kind === 'sqlite'
      ? new DataSource({ type: 'better-sqlite3', database: db.url.slice('sqlite:'.length), migrations: MIGRATIONS })
      : new DataSource({
          type: 'mariadb',
          host: url.hostname,
          port: Number(url.port || 3306),
          username: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
          database: url.pathname.slice(1),
          migrations: MIGRATIONS,
        });
  }

  async function collations(ds: DataSource): Promise<string[]> {
    const rows: Array<{ t: string; c: string; k: string }> = await ds.query(
      `SELECT TABLE_NAME AS t, COLUMN_NAME AS c, COLLATION_NAME AS k FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND (${CASE_SENSITIVE_COLUMNS.map(() => '(TABLE_NAME = ? AND COLUMN_NAME = ?)').join(' OR ')}) ORDER BY TABLE_NAME, COLUMN_NAME`,
      CASE_SENSITIVE_COLUMNS.flat(),
    );
    return rows.map((r) => `${r.t}.${r.c} ${r.k}`).sort();
  }

  it('every client-chosen reference and key column compares case-sensitively, and down() undoes it', async () => {
    const ds = source();
    await ds.initialize();
    try {
      await ds.runMigrations();
      if (db.kind === 'sqlite') {
        // SQLite's `=` is BINARY unless a column says otherwise; none of these does.
        for (const [table, column] of CASE_SENSITIVE_COLUMNS) {
          const sql: Array<{ sql: string }> = await ds.query('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?', ['table', table]);
          expect(sql[0]!.sql).toContain(`"${column}"`);
          expect(sql[0]!.sql.toUpperCase()).not.toContain('NOCASE');
        }
        return;
      }
      const all = CASE_SENSITIVE_COLUMNS.map(([t, c]) => `${t}.${c}`).sort();
      expect(await collations(ds)).toEqual(all.map((c) => `${c} utf8mb4_bin`));
      // Undone back to this migration (the later ones first).
      for (let i = MIGRATIONS.indexOf(CaseSensitiveReferences1795002800000); i < MIGRATIONS.length; i++) await ds.undoLastMigration();
      expect(await collations(ds)).toEqual(all.map((c) => `${c} utf8mb4_unicode_ci`));
      await ds.runMigrations();
      expect(await collations(ds)).toEqual(all.map((c) => `${c} utf8mb4_bin`));
      // The unique indexes survived both changes.
      const idx: Array<{ n: string }> = await ds.query(
        "SELECT DISTINCT INDEX_NAME AS n FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND NON_UNIQUE = 0 AND TABLE_NAME IN ('transactions', 'transfers', 'idempotency_keys', 'preauthorizations', 'dedicated_account_transfers', 'bulk_charge_references') ORDER BY INDEX_NAME",
      );
      expect(idx.map((r) => r.n)).toEqual(
        expect.arrayContaining([
          'UQ_transactions_integration_domain_reference',
          'UQ_transfers_reference',
          'UQ_idempotency_keys_key',
          'UQ_preauthorizations_reference',
          'UQ_dedicated_account_transfers_reference',
          'PRIMARY',
        ]),
      );
    } finally {
      await ds.destroy();
    }
  });
});
