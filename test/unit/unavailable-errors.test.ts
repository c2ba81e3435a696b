import { GraphQLError } from 'graphql';
import { formatGraphQLError } from '../../src/graphql/errors';
import type { DataSource } from 'typeorm';
import { CommitOutcomeUnknownError, isDatabaseUnavailable, unavailableError } from '../../src/db/errors';
import { Database } from '../../src/db/unit-of-work';
import { TransactionEnded } from '../../src/db/transaction-guard';

// A database out of reach is one DomainError kind ('unavailable'), whatever the driver said: the
// transports map it once (REST 503 + Retry-After, GraphQL SERVICE_UNAVAILABLE).
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED', errno: -111 });
const lost = Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true });
const notPrimary = Object.assign(new Error('Got error 6 "No such device or address" during COMMIT: Not connected to Primary Component'), {
  errno: 1180,
  code: 'ER_ERROR_DURING_COMMIT',
});
const wsrep = Object.assign(new Error('WSREP has not yet prepared node for application use'), { errno: 1047, code: 'ER_UNKNOWN_COM_ERROR' });
const readOnly = Object.assign(new Error('The MariaDB server is running with the --read-only option'), { errno: 1290, code: 'ER_OPTION_PREVENTS_STATEMENT' });
// What a causal read (wsrep_sync_wait) answers on a Galera node that cannot catch up within
// repl.causal_read_timeout, e.g. the donor of an rsync state transfer (measured on MariaDB 11).
const causalReadTimeout = Object.assign(new Error('Lock wait timeout exceeded; try restarting transaction'), { errno: 1205, code: 'ER_LOCK_WAIT_TIMEOUT' });
const typeorm = (driverError: Error) => Object.assign(new Error(driverError.message), { name: 'QueryFailedError', driverError });

it.each([
  ['connection refused', refused],
  ['connection lost', lost],
  ['not in the Primary Component at COMMIT', notPrimary],
  ['wsrep not ready', wsrep],
  ['read-only', readOnly],
  ['wrapped by TypeORM', typeorm(wsrep)],
  ['a lock wait (or a Galera causal read) that gave up outside a unit of work', typeorm(causalReadTimeout)],
])('%s is the database unavailable', (_what, err) => {
  expect(isDatabaseUnavailable(err)).toBe(true);
  expect(unavailableError(err)).toMatchObject({ kind: 'unavailable', code: 'database_unavailable', message: expect.stringMatching(/database is unavailable/) });
});

it.each([
  ['a duplicate key', Object.assign(new Error('Duplicate entry'), { errno: 1062, code: 'ER_DUP_ENTRY' })],
  ['a syntax error', Object.assign(new Error('You have an error in your SQL syntax'), { errno: 1064, code: 'ER_PARSE_ERROR' })],
  ['a bug', new TypeError('x is undefined')],
])('%s is not', (_what, err) => {
  expect(unavailableError(err)).toBeNull();
});

it('a COMMIT whose connection was lost says its outcome is unknown', () => {
  expect(unavailableError(new CommitOutcomeUnknownError(lost))).toMatchObject({
    kind: 'unavailable',
    code: 'outcome_unknown',
    message: expect.stringMatching(/may or may not have been applied/),
  });
});

it('GraphQL answers SERVICE_UNAVAILABLE with the message, not an internal error', () => {
  const unknown = jest.fn();
  const error = new GraphQLError('connect ECONNREFUSED', { originalError: refused, path: ['transactions'] });
  const formatted = formatGraphQLError({ message: error.message, path: ['transactions'] }, error, unknown);
  expect(formatted).toMatchObject({
    message: expect.stringMatching(/database is unavailable/),
    extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'database_unavailable' },
  });
  expect(unknown).not.toHaveBeenCalled();
});

describe('a unit of work whose COMMIT loses its connection', () => {
  // A data source whose transaction runs the work, then fails as `commit` says.
  const database = (commit: Error | null, failWork = false) =>
    new Database({
      options: { type: 'mariadb' },
      transaction: async (work: (em: unknown) => Promise<unknown>) => {
        if (failWork) throw lost;
        const result = await work({});
        if (commit) throw commit;
        return result;
      },
    } as unknown as DataSource);

  it('reports the outcome as unknown, and is not retried', async () => {
    const work = jest.fn(async () => 'done');
    await expect(database(lost).run(work)).rejects.toBeInstanceOf(CommitOutcomeUnknownError);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a COMMIT Galera refused failed for sure: the error stays as it is', async () => {
    await expect(database(notPrimary).run(async () => 'done')).rejects.toBe(notPrimary);
  });

  it('a COMMIT the transaction guard never sent (the transaction had ended) was not applied: a plain outage', async () => {
    const refused = new TransactionEnded(lost);
    await expect(database(refused).run(async () => 'done')).rejects.toBe(refused);
    expect(unavailableError(refused)).toMatchObject({ code: 'database_unavailable' });
  });

  it('a connection lost before the COMMIT is a plain outage', async () => {
    await expect(database(null, true).run(async () => 'done')).rejects.toBe(lost);
  });
});

describe('a unit of work whose statement fails with a lock wait timeout or a deadlock', () => {
  // A data source whose work fails with `errors` in turn, then succeeds.
  const database = (errors: Error[]) =>
    new Database({
      options: { type: 'mariadb' },
      transaction: async (work: (em: unknown) => Promise<unknown>) => {
        const err = errors.shift();
        if (err) throw err;
        return work({});
      },
    } as unknown as DataSource);

  it('a lock wait that gave up (1205, a Galera causal read too) is not redone: it already waited its whole timeout', async () => {
    const work = jest.fn(async () => 'done');
    const err = typeorm(causalReadTimeout);
    await expect(database([err]).run(work)).rejects.toBe(err);
    expect(work).not.toHaveBeenCalled();
    expect(unavailableError(err)).toMatchObject({ kind: 'unavailable', code: 'database_unavailable' });
  });

  it('a deadlock or Galera conflict (1213) is redone', async () => {
    const deadlock = Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { errno: 1213, code: 'ER_LOCK_DEADLOCK' });
    await expect(database([deadlock, deadlock]).run(async () => 'done')).resolves.toBe('done');
  });
});
