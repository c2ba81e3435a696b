import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { createConnection } from 'mysql2/promise';
import type { Config, DatabaseConfig } from '../config/config';
import { describeDatabase } from '../config/config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from '../../migrations';

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

// Probes the server first so a bad URL fails in seconds with one line, and so MariaDB and MySQL each
// get their own TypeORM driver (they differ in RETURNING and JSON handling).
export async function createDataSource(config: Pick<Config, 'database' | 'dbPoolSize'>): Promise<DataSource> {
  const options = await dataSourceOptions(config.database, config.dbPoolSize);
  const ds = new DataSource(options);
  try {
    await ds.initialize();
  } catch (err) {
    throw new DatabaseUnavailableError(`cannot open database ${describeDatabase(config.database)}: ${(err as Error).message}`);
  }
  if (options.type === 'better-sqlite3') beginImmediate(ds);
  return ds;
}

// Several processes may share one SQLite file (two servers, a server and the CLI). TypeORM opens
// transactions with a deferred BEGIN: one that reads, then writes after another process committed,
// fails at once with SQLITE_BUSY(_SNAPSHOT), which busy_timeout cannot help. BEGIN IMMEDIATE takes the
// write lock up front and waits for it (busy_timeout), so a writer never holds a stale snapshot.
// Within one process every unit of work is already serialised (db/unit-of-work.ts), so taking the
// lock early costs nothing there. TypeORM's SQLite driver shares one query runner per data source.
function beginImmediate(ds: DataSource): void {
  const runner = ds.driver.createQueryRunner('master');
  const query = runner.query.bind(runner) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
  (runner as { query: unknown }).query = (sql: string, ...rest: unknown[]) => query(sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...rest);
}

const SQLITE_BUSY_TIMEOUT_MS = 5000;

async function dataSourceOptions(db: DatabaseConfig, poolSize: number): Promise<DataSourceOptions> {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, synchronize: false, logging: false } as const;
  if (db.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(db.file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.file,
      enableWAL: true,
      prepareDatabase: (raw: { pragma(s: string): unknown }) => {
        raw.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
        raw.pragma('foreign_keys = ON');
      },
    };
  }
  const flavour = await probeMysql(db);
  return {
    ...common,
    type: flavour,
    host: db.host,
    port: db.port,
    username: db.user,
    password: db.password,
    database: db.database,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    supportBigNumbers: true,
    bigNumberStrings: true,
    connectTimeout: 5000,
    poolSize,
    // mysql2 captures a stack trace for every statement by default, to decorate errors; on hot
    // paths that costs more than the statement's own decoding, and our errors carry their context.
    // Prepared statements: at most 128 per connection, least recently used closed first, so a node
    // holds at most DB_POOL_SIZE × 128 against the server's max_prepared_stmt_count (16,382 by default).
    extra: { trace: false, maxPreparedStatements: 128 },
  };
}

async function probeMysql(db: Extract<DatabaseConfig, { kind: 'mysql' }>): Promise<'mysql' | 'mariadb'> {
  try {
    const conn = await createConnection({
      host: db.host,
      port: db.port,
      user: db.user,
      password: db.password,
      database: db.database,
      connectTimeout: 5000,
    });
    try {
      const [rows] = await conn.query('SELECT VERSION() AS v');
      return /mariadb/i.test(String((rows as Array<{ v: string }>)[0]?.v)) ? 'mariadb' : 'mysql';
    } finally {
      await conn.end();
    }
  } catch (err) {
    const e = err as { code?: string; message?: string };
    throw new DatabaseUnavailableError(`cannot connect to ${describeDatabase(db)}: ${e.code ?? ''} ${e.message ?? ''}`.trim());
  }
}

// Several nodes may start at once on one database: one of them migrates while the others wait, then
// find nothing pending. MySQL: an advisory lock. SQLite: the file's write lock, taken (BEGIN
// IMMEDIATE) before TypeORM reads which migrations ran, and held until all of them committed, so a
// second process never sees a half-migrated file or creates the same table again.
export async function runMigrations(ds: DataSource): Promise<string[]> {
  if (ds.options.type === 'better-sqlite3') return runSqliteMigrations(ds);
  const qr = ds.createQueryRunner();
  try {
    await qr.query("SELECT GET_LOCK('kobo_migrations', 60)");
    const done = await ds.runMigrations({ transaction: 'none' });
    return done.map((m) => m.name);
  } finally {
    await qr.query("SELECT RELEASE_LOCK('kobo_migrations')").catch(() => undefined);
    await qr.release();
  }
}

async function runSqliteMigrations(ds: DataSource): Promise<string[]> {
  // One query runner per SQLite data source (TypeORM shares it): the migrations run inside this
  // transaction ('all' joins an open one).
  const qr = ds.createQueryRunner();
  // The process that migrates first may hold the lock longer than the usual 5 s wait.
  await qr.query('PRAGMA busy_timeout = 60000');
  try {
    await qr.startTransaction();
  } finally {
    await qr.query(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  }
  try {
    const done = await ds.runMigrations({ transaction: 'all' });
    await qr.commitTransaction();
    return done.map((m) => m.name);
  } catch (err) {
    await qr.rollbackTransaction().catch(() => undefined);
    throw err;
  }
}
