import { dirname, join } from 'node:path';
import type { DataSource } from 'typeorm';

// What crosses from Kobo to its database while `fn` runs, counted below TypeORM and below
// db/statements.ts, where nothing can go around the count:
// - MySQL/MariaDB: every command mysql2 writes on any connection (a query, an execute of a prepared
//   statement, a prepare the connection had not cached, a statement closed). mysql2 resets a
//   connection's sequence id to 0 for each command it starts, so a packet written at sequence 0
//   is a command's first: one round trip (a close has no reply, but it is still a packet sent).
// - SQLite (in-process, no wire): every call into the engine: a statement run, and a prepare the
//   TypeORM runner's cache did not hold.
// `keep` sees each command's SQL and says whether it counts (a test leaves out its server's
// background work).
export interface Trip {
  kind: 'query' | 'execute' | 'prepare' | 'close' | 'other';
  sql: string;
}

export async function countRoundTrips<T>(ds: DataSource, fn: () => Promise<T>, keep: (sql: string) => boolean): Promise<{ result: T; trips: Trip[] }> {
  const trips: Trip[] = [];
  const record = (kind: Trip['kind'], sql: string) => {
    if (keep(sql)) trips.push({ kind, sql: sql.replace(/\s+/g, ' ').trim() });
  };
  const restore = ds.options.type === 'mysql' || ds.options.type === 'mariadb' ? hookMysql2(record) : hookSqlite(ds, record);
  try {
    return { result: await fn(), trips };
  } finally {
    restore();
  }
}

type Command = { constructor: { name: string }; sql?: string; query?: string; statement?: { query?: string } };
function hookMysql2(record: (kind: Trip['kind'], sql: string) => void): () => void {
  // The package's exports hide lib/: reached by path from its entry point.
  const Connection = require(join(dirname(require.resolve('mysql2')), 'lib/base/connection.js')) as {
    prototype: { writePacket(this: { sequenceId: number; _command?: Command }, packet: unknown): void };
  };
  const original = Connection.prototype.writePacket;
  const kinds: Record<string, Trip['kind']> = { Query: 'query', Execute: 'execute', Prepare: 'prepare', CloseStatement: 'close' };
  Connection.prototype.writePacket = function (packet) {
    const c = this._command;
    if (this.sequenceId === 0 && c) record(kinds[c.constructor.name] ?? 'other', c.sql ?? c.query ?? c.statement?.query ?? c.constructor.name);
    return original.call(this, packet);
  };
  return () => {
    Connection.prototype.writePacket = original;
  };
}

type Statement = { source: string } & Record<'run' | 'get' | 'all' | 'iterate', (...args: unknown[]) => unknown>;
function hookSqlite(ds: DataSource, record: (kind: Trip['kind'], sql: string) => void): () => void {
  const db = (ds.driver as unknown as { databaseConnection: { prepare(sql: string): Statement; exec(sql: string): unknown } }).databaseConnection;
  const dbProto = Object.getPrototypeOf(db) as { prepare(this: unknown, sql: string): Statement; exec(this: unknown, sql: string): unknown };
  const stmtProto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Statement;
  const restores: Array<() => void> = [];
  const wrap = <O extends object, K extends keyof O & string>(o: O, name: K, fn: (original: O[K]) => O[K]) => {
    const original = o[name];
    o[name] = fn(original);
    restores.push(() => {
      o[name] = original;
    });
  };
  wrap(
    dbProto,
    'prepare',
    (original) =>
      function (this: unknown, sql: string) {
        record('prepare', sql);
        return original.call(this, sql);
      },
  );
  wrap(
    dbProto,
    'exec',
    (original) =>
      function (this: unknown, sql: string) {
        record('query', sql);
        return original.call(this, sql);
      },
  );
  for (const method of ['run', 'get', 'all', 'iterate'] as const) {
    wrap(
      stmtProto,
      method,
      (original) =>
        function (this: Statement, ...args: unknown[]) {
          record('execute', this.source);
          return original.apply(this, args);
        },
    );
  }
  return () => restores.reverse().forEach((r) => r());
}
