import type { DataSource } from 'typeorm';

interface PooledConnection {
  query(sql: string, cb: (err: unknown) => void): unknown;
}

// Runs `sql` (a session SET) on each pooled MySQL/MariaDB connection the first time it is handed
// out. The pool emits 'acquire' before it hands a connection over, for a transaction's query runner
// and for a statement on the pool alike, and a connection sends its statements in the order they
// were queued, so the SET goes out before the first statement of whoever acquired it.
export function onEveryConnection(ds: DataSource, sql: string): void {
  const pool = (ds.driver as unknown as { pool?: { on(event: string, fn: (c: PooledConnection) => void): void } }).pool;
  if (!pool) return;
  const done = new WeakSet<object>();
  pool.on('acquire', (conn) => {
    if (done.has(conn)) return;
    done.add(conn);
    conn.query(sql, () => undefined);
  });
}

// What every connection sets for itself, in one statement, whatever the server (or the server a
// failover moves to) is set to:
// - Statements sent as text carry their strings escaped with backslashes (db/query-format.ts, and
//   mysql2's own formatter for the rest): a server whose sql_mode holds NO_BACKSLASH_ESCAPES would
//   store those backslashes as written (`O\Brien` as `O\\Brien`, a newline in a JSON string as a
//   backslash and an n). That mode is taken off; the rest of the mode is left as the server has it.
// - A write waits for a table, metadata or backup lock (an operator's FLUSH TABLES WITH READ LOCK or
//   LOCK TABLES, a backup, the donor of an rsync state transfer, an ALTER TABLE) for lock_wait_timeout:
//   a day by default. Every request behind such a lock would hold its pooled connection that long,
//   and once the pool is taken so would every other request, reads included. Bounded, the write
//   fails with a lock wait timeout (1205), which the caller gets as a 503 with Retry-After
//   (db/errors.ts), and the connection goes back to the pool. Row locks keep the server's own
//   innodb_lock_wait_timeout (50 s by default).
export function sessionSettings(lockWaitTimeoutS: number): string {
  return (
    "SET SESSION sql_mode = TRIM(BOTH ',' FROM REPLACE(CONCAT(',', @@SESSION.sql_mode, ','), ',NO_BACKSLASH_ESCAPES,', ',')), " +
    `SESSION lock_wait_timeout = ${Math.trunc(lockWaitTimeoutS)}`
  );
}
