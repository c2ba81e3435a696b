import type { EntityManager } from 'typeorm';
import type { RequestContext, TxContext } from '../core/request-context';
import { StatementBatcher } from './batcher';
import { waitedOutLock } from './errors';

// Group commit for request writes (MySQL/MariaDB). Requests whose use case opted in
// (Database.grouped: initialize, POST /charge, charge_authorization, customer create) and that
// arrive together run their units of work side by side in ONE database transaction: their inserts
// merge into multi-row statements (db/batcher.ts), one COMMIT serves them all, and each request is
// answered only after that COMMIT. A write costs a node a few round trips per group instead of four
// or five per request (bench/RESULTS.md).
//
// Why the guarantees hold:
// - All or nothing per request: if any member fails (a taken reference, a refused option, a merged
//   statement that failed without saying whose row caused it, a deadlock), the whole group rolls
//   back and every member runs again alone, in its own transaction, as without grouping (but for
//   one whose own statement waited out a lock wait timeout: it answers that at once); the errors
//   a client sees are those of its own request only, never another merchant's.
// - Read-decide-write under row locks does not hold between members of one transaction (a lock
//   never blocks its own transaction). A locking read (db/dialect.ts forUpdate: the money lock, a
//   plan or subscription read for update) inside a group therefore throws RunAlone, which spoils
//   the group the same way: such use cases always end up running alone.
// - Isolation: every statement is scoped by integration and mode as always, so members never read
//   each other's rows; a group is only a shared COMMIT.
//
// The wait a request can add: none when the node is idle (a group starts at the next turn of the
// event loop, well under a millisecond); under load, at most the time of the groups already
// running (at most `maxRunning` at once), while the arrivals meanwhile join the next group, which
// is what makes groups large exactly when it pays.
export interface GroupRunner {
  // One transaction for `work`; retried on deadlock by the caller's rules (Database.run).
  run<T>(work: (em: EntityManager, afterCommit: Array<() => void>) => Promise<T>): Promise<T>;
  // One request's unit of work in a transaction of its own.
  transaction<T>(ctx: RequestContext, fn: (ctx: TxContext) => Promise<T>): Promise<T>;
}

interface Member {
  ctx: RequestContext;
  fn: (ctx: TxContext) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

export class RunAlone extends Error {
  constructor(what: string) {
    super(`${what} inside a group commit: the request runs alone`);
  }
}

class Spoiled extends Error {
  constructor(
    override readonly cause: unknown,
    // Each member's own outcome in the group, when the members ran.
    readonly settled: PromiseSettledResult<unknown>[] = [],
  ) {
    super('a member of the group commit failed');
  }
}

const groupManagers = new WeakSet<EntityManager>();

// Whether this EntityManager is a group commit's shared transaction.
export function inRequestGroup(em: EntityManager | undefined): boolean {
  return em !== undefined && groupManagers.has(em);
}

export class GroupCommit {
  private forming: Member[] = [];
  private scheduled = false;
  private running = 0;
  // Groups formed and members in them, for the bench and the tests.
  readonly stats = { groups: 0, members: 0, spoiled: 0 };

  constructor(
    private readonly db: GroupRunner,
    private readonly maxRunning: number,
    private readonly maxSize = 64,
  ) {}

  join<T>(ctx: RequestContext, fn: (ctx: TxContext) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.forming.push({ ctx, fn, resolve: resolve as (v: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After this turn's I/O callbacks: the requests that arrived together are all in.
    setImmediate(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start(): void {
    while (this.forming.length && this.running < this.maxRunning) {
      const members = this.forming.splice(0, this.maxSize);
      this.running++;
      void this.runGroup(members).finally(() => {
        this.running--;
        if (this.forming.length) this.schedule();
      });
    }
  }

  private async runGroup(members: Member[]): Promise<void> {
    this.stats.groups++;
    this.stats.members += members.length;
    if (members.length === 1) return this.alone(members[0]!);
    let results: unknown[];
    try {
      results = await this.db.run(async (em, afterCommit) => {
        const batcher = new StatementBatcher(em, 0, true);
        batcher.attach();
        groupManagers.add(em);
        try {
          const beforeCommit: Array<() => Promise<void>> = [];
          const settled = await Promise.allSettled(members.map((m) => m.fn({ ...m.ctx, tx: { em, afterCommit, beforeCommit } })));
          const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
          // Rolled back: nothing of any member is kept.
          if (failed) throw new Spoiled(failed.reason, settled);
          // The group's own steps (the outbox dispatching the members' events, events/outbox.ts):
          // one that fails spoils the group as a member would.
          try {
            for (const step of beforeCommit) await step();
          } catch (err) {
            throw new Spoiled(err);
          }
          return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
        } finally {
          groupManagers.delete(em);
          batcher.detach();
        }
      });
    } catch (err) {
      // A member failed before COMMIT: nothing was kept, so each runs again alone. Anything else
      // (the COMMIT itself failed, the connection was lost) leaves the outcome unknown, as it
      // would for a request alone: each member gets the error, nothing is run twice.
      if (!(err instanceof Spoiled)) {
        for (const m of members) m.reject(err);
        return;
      }
      this.stats.spoiled++;
      // A member whose own statement waited out a lock wait timeout (a row lock held elsewhere, a
      // Galera node that cannot catch up) has already waited all it should: it gets that error (a
      // 503) rather than a second full wait alone. The others run alone, as after any spoil.
      await Promise.all(
        members.map((m, i) => {
          const own = err.settled[i];
          if (own?.status === 'rejected' && waitedOutLock(own.reason)) return m.reject(own.reason);
          return this.alone(m);
        }),
      );
      return;
    }
    members.forEach((m, i) => m.resolve(results[i]));
  }

  private alone(m: Member): Promise<void> {
    return this.db.transaction(m.ctx, m.fn).then(m.resolve, m.reject);
  }
}
