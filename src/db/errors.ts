import { DomainError } from '../core/errors';

// Driver errors the domain cares about, recognised the same way on both dialects.
interface DriverError {
  errno?: number;
  code?: string;
  message?: string;
  driverError?: DriverError;
}

function driverError(err: unknown): DriverError {
  const e = (err ?? {}) as DriverError;
  return e.driverError ?? e;
}

// `index` names the MySQL unique index; `columns` are what SQLite names instead
// ("UNIQUE constraint failed: customers.integration_id, customers.domain, customers.email").
export function isUniqueViolation(err: unknown, index?: { name: string; table: string; columns: string[] }): boolean {
  const d = driverError(err);
  const message = d.message ?? '';
  if (d.errno === 1062 || d.code === 'ER_DUP_ENTRY') {
    return !index || message.includes(`'${index.name}'`) || message.includes(`.${index.name}'`);
  }
  if (d.code === 'SQLITE_CONSTRAINT_UNIQUE' || d.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return !index || message.includes(index.columns.map((c) => `${index.table}.${c}`).join(', '));
  }
  return false;
}

export function isRetryableConflict(err: unknown): boolean {
  const d = driverError(err);
  // 1213 deadlock, 1205 lock wait timeout; SQLITE_BUSY cannot happen with one serialised writer.
  return isDeadlock(err) || d.errno === 1205 || d.code === 'SQLITE_BUSY';
}

// A deadlock victim, or on Galera a certification conflict or brute-force abort (1213): the
// server rolled the transaction back at once, and running it again is likely to succeed. A lock
// wait timeout (1205) is not redone by a unit of work: it has already waited its full timeout (50 s
// for a row lock, 30 s for a Galera causal read), and redoing it would keep the caller waiting
// minutes, past any client's timeout, and then perhaps apply what the client gave up on.
export function isDeadlock(err: unknown): boolean {
  return driverError(err).errno === 1213;
}

// A statement that itself waited out a lock wait timeout (1205), as opposed to one the transaction
// guard held back because its transaction had already ended (db/transaction-guard.ts), which
// carries the same errno without having waited.
export function waitedOutLock(err: unknown): boolean {
  return (err as { name?: string } | null)?.name !== 'TransactionEnded' && driverError(err).errno === 1205;
}

// Kobo's own retries of work another writer collided with, per process (GET /metrics), so a bench
// can tell them apart from the cluster's conflict counters: transactions redone after a 1213,
// and due-work claims lost to another node.
export const conflictStats = { transactionRetries: 0, claimConflicts: 0 };

// Another writer committed the same rows first: a deadlock victim, or on Galera a certification
// conflict or brute-force abort, still colliding after the unit of work's own retries (which then
// answer DomainError 'conflict'). For a claim that is the expected outcome of two nodes reaching for
// the same due rows, not a failure: the rows are (or will be) handled by whoever won, and anything
// left goes to the next pass.
export function lostToAnotherWriter(err: unknown): boolean {
  if (isRetryableConflict(err)) return true;
  const e = err as { name?: string; kind?: string } | null;
  return e?.name === 'DomainError' && e.kind === 'conflict';
}

// Errors that say the database server cannot serve this connection now, though the statement was
// fine: the connection is gone or going (lost, reset, server shutting down), or the server is a
// Galera node outside the Primary Component, or read-only. The connection is dropped, and the
// node moves to its next database server (db/failover.ts).
const NODE_ERRNOS = new Set([
  1047, // ER_UNKNOWN_COM_ERROR: "WSREP has not yet prepared node for application use"
  1053, // ER_SERVER_SHUTDOWN
  1077, // ER_NORMAL_SHUTDOWN
  1079, // ER_SHUTDOWN_COMPLETE
  1152, // ER_ABORTING_CONNECTION
  1290, // ER_OPTION_PREVENTS_STATEMENT (--read-only)
  1792, // ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION
  1836, // ER_READ_ONLY_MODE
  1927, // ER_CONNECTION_KILLED
  4031, // ER_CLIENT_INTERACTION_TIMEOUT
]);
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'WSREP_NOT_READY',
]);
// Galera refuses a COMMIT on a node that left the Primary Component with 1180
// (ER_ERROR_DURING_COMMIT "… Not connected to Primary Component").
const NOT_PRIMARY = /primary component|wsrep has not yet prepared/i;

export function isNodeUnusable(err: unknown): boolean {
  const d = driverError(err);
  if (d.errno !== undefined && NODE_ERRNOS.has(d.errno)) return true;
  if (d.code && CONNECTION_CODES.has(d.code)) return true;
  return NOT_PRIMARY.test(d.message ?? '');
}

// Whether an error is the database being out of reach for now (any of the above, a connection
// mysql2 already closed, too many connections, a wait that gave up), which a client should retry
// later: HTTP 503.
export function isDatabaseUnavailable(err: unknown): boolean {
  if (isNodeUnusable(err)) return true;
  const d = driverError(err);
  // 1040 ER_CON_COUNT_ERROR, 1203 ER_TOO_MANY_USER_CONNECTIONS, 2013/2006 lost/gone (C clients).
  if (d.errno === 1040 || d.errno === 1203 || d.errno === 2006 || d.errno === 2013) return true;
  // 1205 ER_LOCK_WAIT_TIMEOUT: the wait already lasted its whole timeout, and neither a unit of
  // work (isDeadlock) nor a statement outside one waits again. On Galera it is also how a causal
  // read (db/galera.ts) fails when its node cannot catch up with the cluster within
  // repl.causal_read_timeout (30 s): a donor of a state transfer (rsync holds FLUSH TABLES WITH READ
  // LOCK) applies nothing meanwhile, and every read through it waits, then fails so.
  if (d.errno === 1205) return true;
  if (d.code === 'SQLITE_BUSY') return true;
  const message = d.message ?? '';
  return /^Can't add new command when connection is in closed state|^Connection lost|^Pool is closed|^No connections available|^Queue limit reached/.test(
    message,
  );
}

// Whether a COMMIT that failed so may have been applied: the connection went away while it was
// under way. Galera's own refusals (not in the Primary Component, 1180) and shutdown replies say
// it was not.
export function isCommitOutcomeUnknown(err: unknown): boolean {
  // The transaction guard refused to send the COMMIT: the transaction had already ended, unapplied.
  if ((err as { name?: string })?.name === 'TransactionEnded') return false;
  const d = driverError(err);
  if (NOT_PRIMARY.test(d.message ?? '') || d.errno === 1180) return false;
  // Server replies carry a positive errno; socket errors a negative one or none.
  return isDatabaseUnavailable(err) && !(d.errno !== undefined && d.errno > 0);
}

// Thrown by the unit of work when its COMMIT was sent and the connection went away before the reply.
export class CommitOutcomeUnknownError extends Error {
  override name = 'CommitOutcomeUnknownError';
  constructor(override readonly cause: unknown) {
    super(`the connection was lost during COMMIT: ${(driverError(cause).message ?? String(cause)).slice(0, 200)}`);
  }
}

export const RETRY_AFTER_SECONDS = 5;

// The one translation of a database outage into the domain's terms; each transport maps its kind
// (503 with Retry-After on REST, UNAVAILABLE on GraphQL). Null for any other error.
export function unavailableError(err: unknown): DomainError | null {
  if (err instanceof DomainError) return null;
  if (err instanceof CommitOutcomeUnknownError) {
    return new DomainError(
      'unavailable',
      'The database connection was lost while this request was being saved, so it may or may not have been applied. Check its outcome (fetch or verify it) before retrying',
      'outcome_unknown',
    );
  }
  if (!isDatabaseUnavailable(err)) return null;
  return new DomainError('unavailable', `The database is unavailable at the moment. Please retry in ${RETRY_AFTER_SECONDS} seconds`, 'database_unavailable');
}
