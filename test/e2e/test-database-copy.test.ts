import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config';
import { createDataSource, runMigrations } from '../../src/db/data-source';
import { ENTITIES } from '../../src/container';
import { createTestDatabase, TEMPLATE_ENV, type TestDatabase } from '../support/database';

// The in-process servers' databases are copies of the run's migrated template
// (test/support/database.ts): on MariaDB a copy is rebuilt statement by statement, and a copy that
// lacks what a migration made (a foreign key, which CREATE TABLE … LIKE leaves out, a view, a
// routine, an event, a trigger, a seeded row) would let the suite pass against a schema no server
// ever runs on. Here a copy is described the way a freshly migrated database is, and the two match.
jest.setTimeout(120_000);

const open = (db: TestDatabase) => createDataSource(loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: db.url }), ENTITIES);

type Rows = Array<Record<string, unknown>>;

async function describeSchema(ds: DataSource, db: TestDatabase): Promise<Record<string, unknown>> {
  const count = async (table: string, quote: string) => Number(((await ds.query(`SELECT COUNT(*) AS n FROM ${quote}${table}${quote}`)) as Rows)[0]!.n);
  const migrations = ((await ds.query('SELECT name FROM migrations ORDER BY name')) as Rows).map((r) => r.name);
  if (db.kind === 'sqlite') {
    const objects = (await ds.query("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")) as Rows;
    const rows: Record<string, number> = {};
    for (const o of objects.filter((x) => x.type === 'table')) rows[o.name as string] = await count(o.name as string, '"');
    return { objects, rows, migrations };
  }
  const schema = (((await ds.query('SELECT DATABASE() AS s')) as Rows)[0]!.s as string) ?? '';
  const tables = (
    (await ds.query('SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME', [
      schema,
    ])) as Rows
  ).map((t) => ({ name: t.name as string, type: t.type as string }));
  const create: Record<string, string> = {};
  const rows: Record<string, number> = {};
  for (const t of tables) {
    const shown = ((await ds.query(`SHOW CREATE TABLE \`${t.name}\``)) as Rows)[0]!;
    // The next id is the only thing two equal schemas may differ in.
    create[t.name] = String(shown['Create Table'] ?? shown['Create View']).replace(/ AUTO_INCREMENT=\d+/, '');
    if (t.type === 'BASE TABLE') rows[t.name] = await count(t.name, '`');
  }
  const select = (what: string, from: string, where: string, order: string) =>
    ds.query(`SELECT ${what} FROM information_schema.${from} WHERE ${where} = ? ORDER BY ${order}`, [schema]) as Promise<Rows>;
  return {
    tables,
    create,
    rows,
    migrations,
    foreignKeys: await select(
      'CONSTRAINT_NAME, TABLE_NAME, REFERENCED_TABLE_NAME, UPDATE_RULE, DELETE_RULE',
      'REFERENTIAL_CONSTRAINTS',
      'CONSTRAINT_SCHEMA',
      'CONSTRAINT_NAME',
    ),
    triggers: await select(
      'TRIGGER_NAME, EVENT_MANIPULATION, EVENT_OBJECT_TABLE, ACTION_TIMING, ACTION_STATEMENT',
      'TRIGGERS',
      'TRIGGER_SCHEMA',
      'TRIGGER_NAME',
    ),
    routines: await select('ROUTINE_NAME, ROUTINE_TYPE, ROUTINE_DEFINITION', 'ROUTINES', 'ROUTINE_SCHEMA', 'ROUTINE_NAME'),
    events: await select('EVENT_NAME, EVENT_DEFINITION', 'EVENTS', 'EVENT_SCHEMA', 'EVENT_NAME'),
  };
}

it('a copy of the migrated template is the schema a fresh database migrates to', async () => {
  expect(process.env[TEMPLATE_ENV]).toBeTruthy();
  const fresh = await createTestDatabase();
  const copy = await createTestDatabase({ migrated: true });
  const migrated = await open(fresh);
  const copied = await open(copy);
  try {
    await runMigrations(migrated);
    // The copy has nothing left to run.
    await expect(copied.showMigrations()).resolves.toBe(false);
    const [a, b] = [await describeSchema(migrated, fresh), await describeSchema(copied, copy)];
    expect((a.migrations as unknown[]).length).toBeGreaterThan(30);
    expect(Object.keys(a.rows as object).length).toBeGreaterThan(50);
    expect(b).toEqual(a);
  } finally {
    await Promise.all([migrated.destroy(), copied.destroy()]);
    await Promise.all([fresh.drop(), copy.drop()]);
  }
});
