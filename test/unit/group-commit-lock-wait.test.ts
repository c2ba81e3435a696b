import type { EntityManager } from 'typeorm';
import { GroupCommit, type GroupRunner } from '../../src/db/group-commit';
import { TransactionEnded } from '../../src/db/transaction-guard';
import { unavailableError } from '../../src/db/errors';
import type { RequestContext, TxContext } from '../../src/core/request-context';

// A group whose member failed spoils, and its members run again alone; a member whose own statement
// waited out a lock wait timeout (1205: a row lock held elsewhere for innodb_lock_wait_timeout, a
// Galera causal read for repl.causal_read_timeout) is answered with it at once instead of waiting
// a second time alone.
const lockWait = () => Object.assign(new Error('Lock wait timeout exceeded; try restarting transaction'), { errno: 1205, code: 'ER_LOCK_WAIT_TIMEOUT' });
const duplicate = () => Object.assign(new Error("Duplicate entry 'x' for key 'uq'"), { errno: 1062, code: 'ER_DUP_ENTRY' });

function groupOf(): { group: GroupCommit; alone: jest.Mock } {
  const alone = jest.fn(async (ctx: RequestContext, fn: (ctx: TxContext) => Promise<unknown>) =>
    fn({ ...ctx, tx: { em: {} as EntityManager, afterCommit: [] } } as TxContext),
  );
  const runner: GroupRunner = {
    // One shared "transaction": the work runs, and throws as a unit of work would.
    run: async (work) => work({} as EntityManager, []),
    transaction: alone as unknown as GroupRunner['transaction'],
  };
  return { group: new GroupCommit(runner, 1), alone };
}

const ctx = (requestId: string) => ({ requestId }) as unknown as RequestContext;

it('the member that waited out a lock is answered with it (a 503), once; the others run alone', async () => {
  const { group, alone } = groupOf();
  const waited = jest.fn(async () => {
    throw lockWait();
  });
  const other = jest.fn(async () => 'done');
  const [a, b] = await Promise.allSettled([group.join(ctx('a'), waited), group.join(ctx('b'), other)]);
  expect(a).toMatchObject({ status: 'rejected', reason: { errno: 1205 } });
  expect(unavailableError((a as PromiseRejectedResult).reason)).toMatchObject({ kind: 'unavailable' });
  expect(waited).toHaveBeenCalledTimes(1);
  expect(b).toEqual({ status: 'fulfilled', value: 'done' });
  expect(other).toHaveBeenCalledTimes(2);
  expect(alone).toHaveBeenCalledTimes(1);
});

it('any other failure, and a statement held back after its transaction ended, run again alone', async () => {
  const { group, alone } = groupOf();
  let duplicateCalls = 0;
  let heldCalls = 0;
  const [a, b] = await Promise.allSettled([
    group.join(ctx('a'), async () => {
      if (++duplicateCalls === 1) throw duplicate();
      return 'a alone';
    }),
    group.join(ctx('b'), async () => {
      // Carries the ending statement's 1205 without having waited itself.
      if (++heldCalls === 1) throw new TransactionEnded(lockWait());
      return 'b alone';
    }),
  ]);
  expect([a, b]).toEqual([
    { status: 'fulfilled', value: 'a alone' },
    { status: 'fulfilled', value: 'b alone' },
  ]);
  expect(alone).toHaveBeenCalledTimes(2);
});
