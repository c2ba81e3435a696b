import type { DataSource } from 'typeorm';

// Nothing is ever written outside the transaction a reply depends on (MySQL/MariaDB/Galera).
//
// A deadlock (1213, and a Galera certification conflict or brute-force abort, which say the same),
// a lost Primary Component or a killed connection ends the server's transaction at once: InnoDB
// rolls it back, and every statement the connection sends afterwards runs in autocommit and
// persists. Several statements may be waiting for one connection at that moment: a group commit's
// members (db/group-commit.ts) and a due-work group's rows share one transaction, and a use case may
// send two statements side by side. Before this guard, those queued statements went out after the
// abort, wrote a whole payment each (rows, ledger legs, events) outside any transaction, and the
// members were then run again alone: payments no client was told about.
//
// So, inside a transaction, each connection sends one statement at a time (mysql2 sends them one at
// a time anyway: this costs no round trip), and after a statement fails the next one goes out only
// once it is known the transaction is still open. A failure that ends the transaction marks it
// ended: every statement held or sent later in it fails with that error (same errno, so a deadlock
// is retried as one) without reaching the server, COMMIT included, until the ROLLBACK that clears
// it. A failure whose effect is not known (any other code) is asked about on MariaDB with
// `@@in_transaction` before anything else is sent; MySQL has no such variable, so there it counts
// as ended. Failures that only undo their own statement (a duplicate key a use case catches, a
// refused constraint) leave the transaction as it was.

// The server has rolled the transaction back (or is no longer in a state to keep it).
const ENDS_TRANSACTION = new Set([
  1213, // ER_LOCK_DEADLOCK: deadlock victim, Galera certification conflict or brute-force abort
  1180, // ER_ERROR_DURING_COMMIT (Galera: not connected to the Primary Component)
  1181, // ER_ERROR_DURING_ROLLBACK
  1047, // ER_UNKNOWN_COM_ERROR: WSREP has not yet prepared the node for application use
  1053, // ER_SERVER_SHUTDOWN
  1927, // ER_CONNECTION_KILLED
  4031, // ER_CLIENT_INTERACTION_TIMEOUT
  2006, // CR_SERVER_GONE_ERROR
  2013, // CR_SERVER_LOST
]);

// Undo their own statement only: the transaction goes on.
const STATEMENT_ONLY = new Set([
  1062, // ER_DUP_ENTRY
  1048, // ER_BAD_NULL_ERROR
  1364, // ER_NO_DEFAULT_FOR_FIELD
  1451, // ER_ROW_IS_REFERENCED_2
  1452, // ER_NO_REFERENCED_ROW_2
  1406, // ER_DATA_TOO_LONG
  1264, // ER_WARN_DATA_OUT_OF_RANGE
  1265, // WARN_DATA_TRUNCATED
  1292, // ER_TRUNCATED_WRONG_VALUE
  1366, // ER_TRUNCATED_WRONG_VALUE_FOR_FIELD
  1690, // ER_DATA_OUT_OF_RANGE
  3819, // ER_CHECK_CONSTRAINT_VIOLATED (MySQL)
  4025, // ER_CONSTRAINT_FAILED (MariaDB)
  1054, // ER_BAD_FIELD_ERROR
  1064, // ER_PARSE_ERROR
  1146, // ER_NO_SUCH_TABLE
  1305, // ER_SP_DOES_NOT_EXIST (a savepoint that is gone)
]);

interface SqlError extends Error {
  errno?: number;
  code?: string;
  sqlState?: string;
  sqlMessage?: string;
  fatal?: boolean;
}

// What a statement held back after the end of its transaction fails with: the ending error's
// codes, so the callers' rules (retry a deadlock, map a lost node to 503) see what happened.
export class TransactionEnded extends Error implements SqlError {
  override name = 'TransactionEnded';
  readonly errno?: number;
  readonly code?: string;
  readonly sqlState?: string;
  readonly sqlMessage?: string;

  constructor(readonly ending: SqlError) {
    super(
      `statement not sent: the transaction had already ended (${ending.code ?? ending.errno ?? ''} ${ending.sqlMessage ?? ending.message})`.replace(
        /\s+\)/,
        ')',
      ),
    );
    this.errno = ending.errno;
    this.code = ending.code;
    this.sqlState = ending.sqlState;
    this.sqlMessage = this.message;
  }
}

type Callback = (err: SqlError | null, ...rest: unknown[]) => void;
type Send = (...args: unknown[]) => unknown;

interface GuardState {
  inTransaction: boolean;
  ended: SqlError | null;
  busy: boolean;
  held: Array<() => void>;
  // Counted for the tests and the metrics: statements refused after an ended transaction.
  refused: number;
}

const GUARDED = Symbol('kobo.transactionGuard');

export const guardStats = { refused: 0, ended: 0 };

// Guards every connection the data source's pool hands out (MySQL/MariaDB only).
export function guardTransactions(ds: DataSource): void {
  const type = ds.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return;
  const pool = (ds.driver as unknown as { pool?: { on(event: string, fn: (c: object) => void): void } }).pool;
  if (!pool) return;
  const canAsk = type === 'mariadb';
  pool.on('acquire', (conn) => guardConnection(conn, canAsk));
}

const STARTS = /^\s*(START\s+TRANSACTION|BEGIN)\b/i;
const COMMITS = /^\s*COMMIT\b/i;
// A whole rollback, not one to a savepoint.
const ROLLS_BACK = /^\s*ROLLBACK(\s+WORK)?\s*;?\s*$/i;

function sqlOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { sql?: unknown }).sql === 'string') return (first as { sql: string }).sql;
  return '';
}

export function guardConnection(conn: object, canAsk: boolean): void {
  const c = conn as Record<string | symbol, unknown>;
  if (c[GUARDED]) return;
  const state: GuardState = { inTransaction: false, ended: null, busy: false, held: [], refused: 0 };
  c[GUARDED] = state;
  const query = (c.query as Send).bind(conn);
  const execute = (c.execute as Send).bind(conn);

  const next = () => {
    state.busy = false;
    const job = state.held.shift();
    if (job) job();
  };

  const ended = (err: SqlError) => {
    if (!state.ended) guardStats.ended++;
    state.ended = err;
  };

  // After a failed statement inside a transaction: is the transaction still open?
  const settle = (err: SqlError, done: () => void) => {
    const code = err.errno ?? -1;
    if (err.fatal || ENDS_TRANSACTION.has(code)) {
      ended(err);
      return done();
    }
    if (STATEMENT_ONLY.has(code)) return done();
    if (!canAsk) {
      ended(err);
      return done();
    }
    query('SELECT @@in_transaction AS t', (askErr: SqlError | null, rows?: Array<{ t: unknown }>) => {
      if (askErr || Number(rows?.[0]?.t) !== 1) ended(err);
      done();
    });
  };

  const wrap = (send: Send) =>
    function guarded(this: unknown, ...args: unknown[]): unknown {
      const cbIndex = args.findIndex((a) => typeof a === 'function');
      const first = args[0];
      // A prepared Query command (the pool's own query()) carries its callback inside.
      const command =
        cbIndex < 0 && first && typeof first === 'object' && typeof (first as { onResult?: unknown }).onResult === 'function'
          ? (first as { onResult: Callback })
          : null;
      if (cbIndex < 0 && !command) return send(...args);
      const sql = sqlOf(first);
      const starts = STARTS.test(sql);
      const rollback = ROLLS_BACK.test(sql);
      const finishes = rollback || COMMITS.test(sql);
      // Outside a transaction every statement stands alone: nothing to hold.
      if (!state.inTransaction && !starts) return send(...args);

      const original = command ? command.onResult : (args[cbIndex] as Callback);
      const run = (): unknown => {
        if (state.ended && !rollback) {
          state.refused++;
          guardStats.refused++;
          const refusal = new TransactionEnded(state.ended);
          // Busy until the refusal is delivered: what arrives meanwhile (the ROLLBACK) queues behind
          // the statements held before it, so none of them can follow the ROLLBACK out.
          state.busy = true;
          process.nextTick(() => {
            original(refusal);
            next();
          });
          return undefined;
        }
        state.busy = true;
        if (starts) {
          state.inTransaction = true;
          state.ended = null;
        }
        const done: Callback = (err, ...rest) => {
          if (finishes) {
            state.inTransaction = false;
            state.ended = null;
          }
          if (err && state.inTransaction) {
            settle(err, () => {
              original(err, ...rest);
              next();
            });
            return;
          }
          original(err, ...rest);
          next();
        };
        if (command) {
          command.onResult = done;
          return send(...args);
        }
        const copy = args.slice();
        copy[cbIndex] = done;
        return send(...copy);
      };
      if (state.busy) {
        state.held.push(() => void run());
        return undefined;
      }
      return run();
    };

  c.query = wrap(query);
  c.execute = wrap(execute);
  const release = c.release as (() => void) | undefined;
  if (release) {
    // A connection goes back to the pool between units of work: whatever this one left open is
    // not the next one's.
    c.release = function (this: unknown) {
      state.inTransaction = false;
      state.ended = null;
      return release.call(conn);
    };
  }
}
