import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import { BulkChargeReferences1795001000000 } from '../../migrations/1795001000000-BulkChargeReferences';
import { createTestDatabase, type TestDatabase } from '../support/database';

// The migration that adds bulk_charge_references claims the references of items stored before it,
// on a database that already holds batches (two of them sharing a reference, as the race it closes
// could leave them): the earlier batch keeps the reference, and the migration does not fail.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

function source(migrations: unknown[]): DataSource {
  const url = new URL(db.url);
  return db.kind === 'sqlite'
    ? new DataSource({ type: 'better-sqlite3', database: db.url.slice('sqlite:'.length), migrations: migrations as never })
    : new DataSource({
        type: 'mysql',
        host: url.hostname,
        port: Number(url.port || 3306),
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.slice(1),
        migrations: migrations as never,
      });
}

it('claims the references of the items already stored', async () => {
  const before = source(MIGRATIONS.filter((m) => m !== BulkChargeReferences1795001000000));
  await before.initialize();
  await before.runMigrations();
  // As both drivers take a time parameter: SQLite binds no Date.
  const now = db.kind === 'sqlite' ? new Date().toISOString() : new Date();
  for (const id of [1, 2]) {
    await before.query(
      'INSERT INTO bulk_charges (id, integration_id, domain, batch_code, reference, status, total_charges, processed, succeeded, failed, created_at, updated_at) VALUES (?, 1, ?, ?, NULL, ?, 1, 0, 0, 0, ?, ?)',
      [id, 'test', `BCH_old${id}`, 'active', now, now],
    );
  }
  const item =
    'INSERT INTO bulk_charge_items (integration_id, domain, bulk_charge_id, authorization_id, customer_id, amount, currency, reference, metadata, status, transaction_id, message, due_ms, lease_until_ms, created_at, updated_at) VALUES (1, ?, ?, 1, 1, 100, ?, ?, NULL, ?, NULL, NULL, NULL, NULL, ?, ?)';
  await before.query(item, ['test', 2, 'NGN', 'shared', 'pending', now, now]);
  await before.query(item, ['test', 1, 'NGN', 'shared', 'failed', now, now]);
  await before.query(item, ['test', 2, 'NGN', 'only-two', 'pending', now, now]);
  await before.query(item, ['test', 1, 'NGN', null, 'pending', now, now]);
  await before.destroy();

  const after = source(MIGRATIONS);
  await after.initialize();
  try {
    await after.runMigrations();
    const rows: Array<{ reference: string; bulk_charge_id: string | number }> = await after.query(
      'SELECT reference, bulk_charge_id FROM bulk_charge_references ORDER BY reference',
    );
    expect(rows.map((r) => [r.reference, Number(r.bulk_charge_id)])).toEqual([
      ['only-two', 2],
      ['shared', 1],
    ]);
  } finally {
    await after.destroy();
  }
});
