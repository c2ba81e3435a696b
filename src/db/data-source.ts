import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Connection } from 'mysql2/promise';
import type { Config, DatabaseConfig } from '../config/config';
import { describeDatabase } from '../config/config';
import type { Logger } from '../core/logger';
import { isNodeUnusable } from './errors';
import { attachRing, guardPool, HostRing } from './failover';
import { guardTransactions } from './transaction-guard';
import { MIGRATIONS } from '../../migrations';
import { withMigrationLease } from './migration-lock';
import { configureGalera } from './galera';
import { onEveryConnection, sessionSettings } from './session-settings';
import { queryFormat } from './query-format';

type EntityClass = abstract new (...args: never[]) => object;

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

// Probes the server first so a bad URL fails in seconds with one line, and so MariaDB and MySQL each
// get their own TypeORM driver (they differ in RETURNING and JSON handling). A MySQL database that
// does not exist yet is created when the user may (as SQLite's file is). The entities come from the
// composition root (container.ts: ENTITIES), which knows the slices; this layer does not.
export async function createDataSource(
  config: Pick<Config, 'database' | 'dbPoolSize' | 'dbLockWaitTimeoutS'>,
  entities: readonly EntityClass[],
  log?: Logger,
): Promise<DataSource> {
  const ring = config.database.kind === 'mysql' ? new HostRing(config.database.hosts) : null;
  const options = await dataSourceOptions(config.database, config.dbPoolSize, entities, ring, log);
  const ds = new DataSource(options);
  try {
    await ds.initialize();
  } catch (err) {
    throw new DatabaseUnavailableError(`cannot open database ${describeDatabase(config.database)}: ${(err as Error).message}`);
  }
  if (options.type === 'better-sqlite3') beginImmediate(ds);
  else {
    guardTransactions(ds);
    if (ring) {
      attachRing(ds, ring);
      guardPool((ds.driver as unknown as { pool: Parameters<typeof guardPool>[0] }).pool, ring.hosts.length > 1 ? ring : null, (msg, fields) =>
        log?.warn(fields, msg),
      );
    }
    onEveryConnection(ds, sessionSettings(config.dbLockWaitTimeoutS));
    await configureGalera(ds, log);
  }
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

async function dataSourceOptions(
  db: DatabaseConfig,
  poolSize: number,
  entities: readonly EntityClass[],
  ring: HostRing | null,
  log?: Logger,
): Promise<DataSourceOptions> {
  const common = { entities: Array.from(entities), migrations: MIGRATIONS, synchronize: false, logging: false } as const;
  if (db.kind === 'sqlite') {
    makeSqliteDirectory(db.file);
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
  const flavour = await probeHosts(db, ring!, log);
  return {
    ...common,
    type: flavour,
    host: ring!.active.host,
    port: ring!.active.port,
    username: db.user,
    password: db.password,
    database: db.database,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    // A BIGINT (every id and amount) comes back as a number while it is a safe integer, as from
    // SQLite, and as a string of digits beyond, which the column transformers refuse. Strings for all
    // of them cost a 64-bit integer object and its decimal formatting per value: ~3 % of a customer
    // list's CPU.
    supportBigNumbers: true,
    bigNumberStrings: false,
    connectTimeout: 5000,
    poolSize,
    // mysql2 captures a stack trace for every statement by default, to decorate errors; on hot
    // paths that costs more than the statement's own decoding, and our errors carry their context.
    // Prepared statements: at most 128 per connection, least recently used closed first, so a node
    // holds at most DB_POOL_SIZE × 128 against the server's max_prepared_stmt_count (16,382 by default).
    // Several servers: each new connection goes to the one in use (db/failover.ts).
    // Statements sent as text get their values by db/query-format.ts.
    extra: { trace: false, maxPreparedStatements: 128, queryFormat, ...(ring!.hosts.length > 1 ? { stream: ring!.stream } : {}) },
  };
}

// The directory of the SQLite file is created on first start; what stops that (a file in the way,
// a directory this user may not write to) is said in one line, with the way out.
function makeSqliteDirectory(file: string): void {
  const dir = path.dirname(file);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const where = e.path ?? dir;
    const why =
      e.code === 'EEXIST' || e.code === 'ENOTDIR'
        ? `${notADirectory(dir) ?? where} is a file, not a directory`
        : e.code === 'EACCES' || e.code === 'EPERM'
          ? `permission denied creating ${where}${typeof process.getuid === 'function' ? ` (running as uid ${process.getuid()})` : ''}`
          : e.code === 'EROFS'
            ? `${where} is on a read-only file system`
            : `${e.code ?? ''} ${e.message}`.trim();
    throw new DatabaseUnavailableError(
      `cannot create the directory of the SQLite database ${file}: ${why}; set DATABASE_URL=sqlite:<path> to a writable place`,
    );
  }
}

// The nearest existing ancestor of `dir` (itself included) that is not a directory.
function notADirectory(dir: string): string | null {
  for (let p = dir; path.dirname(p) !== p; p = path.dirname(p)) {
    try {
      return fs.statSync(p).isDirectory() ? null : p;
    } catch {
      // missing, or below a file: look one level up
    }
  }
  return null;
}

const ER_DBACCESS_DENIED_ERROR = 1044;
const ER_BAD_DB_ERROR = 1049;

// The first server of the list that answers (and, in a Galera cluster, is in the Primary
// Component) is the one the node starts on; the error says why each one was passed over.
async function probeHosts(db: MysqlConfig, ring: HostRing, log?: Logger): Promise<'mysql' | 'mariadb'> {
  if (ring.hosts.length === 1) return probeMysql(db, log);
  const reasons: string[] = [];
  for (let i = 0; i < ring.hosts.length; i++) {
    const index = ring.index;
    const { host, port } = ring.active;
    try {
      return await probeMysql({ ...db, host, port }, log, true);
    } catch (err) {
      // A server that answered but refused the user or the database refuses on every node.
      if (!(err instanceof DatabaseUnavailableError) || !(err as { unreachable?: boolean }).unreachable) throw err;
      reasons.push(err.message);
      log?.warn({ server: `${host}:${port}`, err: err.message }, 'database server not available at start; trying the next one');
      ring.failed(index);
    }
  }
  throw new DatabaseUnavailableError(`no database server of ${describeDatabase(db)} is available: ${reasons.join('; ')}`);
}

type MysqlConfig = Extract<DatabaseConfig, { kind: 'mysql' }>;

async function probeMysql(db: MysqlConfig, log?: Logger, checkReady = false): Promise<'mysql' | 'mariadb'> {
  // Loaded here, not at the top: a SQLite node never loads the MySQL driver.
  const { createConnection } = await import('mysql2/promise');
  const connect = (database?: string) =>
    createConnection({ host: db.host, port: db.port, user: db.user, password: db.password, ...(database ? { database } : {}), connectTimeout: 5000 });
  const failed = (err: unknown) => {
    const e = err as { code?: string; message?: string };
    const where = checkReady ? `${db.host}:${db.port}` : describeDatabase(db);
    return Object.assign(new DatabaseUnavailableError(`cannot connect to ${where}: ${e.code ?? ''} ${e.message ?? ''}`.trim()), {
      unreachable: isNodeUnusable(err),
    });
  };
  const create = `CREATE DATABASE \`${db.database.replace(/`/g, '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`;
  let conn;
  try {
    conn = await connect(db.database);
  } catch (err) {
    const errno = (err as { errno?: number }).errno;
    if (errno === ER_DBACCESS_DENIED_ERROR) {
      // MySQL answers this, not "unknown database", to a user without rights on a database that
      // does not exist, so both causes are named.
      throw new DatabaseUnavailableError(
        `cannot use database ${describeDatabase(db)}: access denied for user ${db.user}; if the database does not exist, create it (${create}) and grant ${db.user} all privileges on it`,
      );
    }
    if (errno !== ER_BAD_DB_ERROR) throw failed(err);
    conn = await createDatabase(db, create, connect, failed);
    log?.info({ database: describeDatabase(db) }, 'created the database');
  }
  try {
    if (checkReady) {
      const [vars] = await conn.query("SHOW VARIABLES LIKE 'wsrep_on'");
      const [status] = await conn.query("SHOW STATUS LIKE 'wsrep_ready'");
      if ((vars as Array<{ Value?: string }>)[0]?.Value === 'ON' && (status as Array<{ Value?: string }>)[0]?.Value !== 'ON') {
        throw Object.assign(new Error('WSREP has not yet prepared node for application use (not in the Primary Component)'), { code: 'WSREP_NOT_READY' });
      }
    }
    const [rows] = await conn.query('SELECT VERSION() AS v');
    return /mariadb/i.test(String((rows as Array<{ v: string }>)[0]?.v)) ? 'mariadb' : 'mysql';
  } catch (err) {
    throw failed(err);
  } finally {
    await conn.end().catch(() => undefined);
  }
}

// The URL names a database the server does not have: create it, as a first start on SQLite creates
// its file. A user without the CREATE privilege is told the statement to have it created.
async function createDatabase(
  db: MysqlConfig,
  create: string,
  connect: (database?: string) => Promise<Connection>,
  failed: (err: unknown) => Error,
): Promise<Connection> {
  let admin;
  try {
    admin = await connect();
  } catch (err) {
    throw failed(err);
  }
  try {
    await admin.query(create.replace('CREATE DATABASE', 'CREATE DATABASE IF NOT EXISTS'));
  } catch (err) {
    const e = err as { code?: string; message?: string };
    throw new DatabaseUnavailableError(
      `database ${describeDatabase(db)} does not exist and user ${db.user} may not create it (${e.code ?? e.message}): create it (${create}) and grant ${db.user} all privileges on it`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  try {
    return await connect(db.database);
  } catch (err) {
    throw failed(err);
  }
}

// Several nodes may start at once on one database: one of them migrates while the others wait, then
// find nothing pending. MySQL-protocol servers, Galera clusters included: a lease row that only one
// node can commit (db/migration-lock.ts). SQLite: the file's write lock, taken (BEGIN IMMEDIATE)
// before TypeORM reads which migrations ran, and held until all of them committed, so a second
// process never sees a half-migrated file or creates the same table again.
export async function runMigrations(ds: DataSource, log?: Logger): Promise<string[]> {
  if (ds.options.type === 'better-sqlite3') return runSqliteMigrations(ds);
  return withMigrationLease(
    ds,
    async () => {
      const done = await ds.runMigrations({ transaction: 'none' });
      return done.map((m) => m.name);
    },
    log,
  );
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
