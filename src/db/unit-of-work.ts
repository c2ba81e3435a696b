import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext, TxContext } from '../core/request-context';
import { DomainError } from '../core/errors';
import { dialectOf, type Dialect } from './dialect';
import { CommitOutcomeUnknownError, conflictStats, isCommitOutcomeUnknown, isDeadlock, RETRY_AFTER_SECONDS } from './errors';
import { activeServer } from './failover';
import { GroupCommit } from './group-commit';

// Conflicts are routine on a Galera cluster with every node writing (a certification failure is
// reported only at COMMIT, after the whole use case ran): eight tries, backing off exponentially
// with jitter, so a burst on one hot row (one customer's thirty charges) spreads out and each
// request still answers within about a second.
const MAX_ATTEMPTS = 8;
const backoffMs = (attempt: number) => Math.min(250, 5 * 2 ** attempt) * (0.5 + Math.random());

export type Isolation = 'READ COMMITTED';

// One transaction per use case. withTransaction joins an open one, commits, then runs the
// after-commit hooks (outbox dispatch), so side effects never escape a rollback.
//
// TypeORM's SQLite drivers share a single connection and query runner, so two overlapping
// transactions would nest as savepoints of each other. Every SQLite unit of work, reads included,
// therefore runs through one queue: SQLite serialises writers anyway, and readers never see another
// request's uncommitted rows. A unit of work opened inside another (instead of joining it through
// ctx.tx) would wait for its own queue slot for ever; it fails at once instead, naming the mistake.
// The mark is per unit of work and cleared when it ends, so callbacks it left behind (timers, a
// promise nobody awaited) may open their own later.
const insideQueue = new AsyncLocalStorage<{ open: boolean }>();

export class Database {
  readonly dialect: Dialect;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly ds: DataSource) {
    this.dialect = dialectOf(ds);
  }

  async transaction<T>(ctx: RequestContext, fn: (ctx: TxContext) => Promise<T>, isolation?: Isolation): Promise<T> {
    if (ctx.tx) return fn(ctx as TxContext);
    return this.run((em, afterCommit) => fn({ ...ctx, tx: { em, afterCommit } }), isolation);
  }

  // A request's unit of work that may share its transaction and COMMIT with other requests arriving
  // at the same moment (db/group-commit.ts): for use cases whose writes are inserts guarded by
  // unique keys. On SQLite (one writer, one queue) it is a transaction of its own.
  async grouped<T>(ctx: RequestContext, fn: (ctx: TxContext) => Promise<T>): Promise<T> {
    if (ctx.tx || this.dialect !== 'mysql') return this.transaction(ctx, fn);
    // A quarter of the pool at most holds group transactions; the rest serves reads and the
    // use cases that run alone.
    this.groups ??= new GroupCommit(this, Math.max(1, Math.floor(((this.ds.options as { poolSize?: number }).poolSize ?? 10) / 4)));
    return this.groups.join(ctx, fn);
  }

  groups?: GroupCommit;

  // A transaction outside any request (CLI, start-up, background work). `isolation` (MySQL only;
  // SQLite serialises writers): READ COMMITTED for work whose plain reads must see what committed
  // after its first read, without locking ranges to get it (settlement runs).
  async run<T>(fn: (em: EntityManager, afterCommit: Array<() => void>) => Promise<T>, isolation?: Isolation): Promise<T> {
    const commit = async () => {
      const afterCommit: Array<() => void> = [];
      // Set once the work is done: an error after it came from the COMMIT.
      let committing = false;
      const work = async (em: EntityManager) => {
        const result = await fn(em, afterCommit);
        committing = true;
        return result;
      };
      try {
        const result = await (isolation && this.dialect === 'mysql' ? this.ds.transaction(isolation, work) : this.ds.transaction(work));
        return { result, afterCommit };
      } catch (err) {
        // The COMMIT was sent and the connection went away: it may have been applied, and a
        // retry could apply the use case twice. Said so to the caller, never retried here.
        if (committing && isCommitOutcomeUnknown(err)) throw new CommitOutcomeUnknownError(err);
        throw err;
      }
    };
    // The hooks run once the queue slot is free: work they start is not inside this unit of work.
    const once = async (): Promise<T> => {
      const { result, afterCommit } = await (this.dialect === 'sqlite' ? this.serialise(commit) : commit());
      for (const hook of afterCommit) {
        try {
          hook();
        } catch (err) {
          console.error('after-commit hook failed', err);
        }
      }
      return result;
    };
    if (this.dialect === 'sqlite') return once();
    for (let attempt = 1; ; attempt++) {
      try {
        return await once();
      } catch (err) {
        if (!isDeadlock(err)) throw err;
        // Still colliding after every retry: the caller may simply try again (never a 500).
        if (attempt >= MAX_ATTEMPTS) throw new DomainError('conflict', 'The request collided with concurrent requests; please retry', 'concurrent_request');
        conflictStats.transactionRetries++;
        await new Promise((r) => setTimeout(r, backoffMs(attempt)));
      }
    }
  }

  // A read outside any transaction: no BEGIN/COMMIT round trips on MySQL.
  async read<T>(ctx: Pick<RequestContext, 'tx'>, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    if (ctx.tx) return fn(ctx.tx.em);
    if (this.dialect === 'sqlite') return this.serialise(() => fn(this.ds.manager));
    return fn(this.ds.manager);
  }

  async ping(): Promise<void> {
    await this.read({}, (em) => em.query('SELECT 1'));
  }

  // For /health: whether the database answers, and if not why (the driver's code and message).
  async health(): Promise<{ up: true; server?: string } | { up: false; reason: string; retryAfterSeconds: number; server?: string }> {
    const where = () => {
      const server = activeServer(this.ds);
      return server ? { server } : {};
    };
    try {
      await this.ping();
      return { up: true, ...where() };
    } catch (err) {
      const d = ((err as { driverError?: unknown }).driverError ?? err) as { code?: string; message?: string };
      const reason = [d.code, d.message].filter(Boolean).join(': ').slice(0, 300) || 'no answer';
      return { up: false, reason, retryAfterSeconds: RETRY_AFTER_SECONDS, ...where() };
    }
  }

  private serialise<T>(work: () => Promise<T>): Promise<T> {
    if (insideQueue.getStore()?.open)
      return Promise.reject(new Error('A database unit of work was opened inside another: pass the open one (ctx.tx) or run it after'));
    const guarded = async () => {
      const mark = { open: true };
      try {
        return await insideQueue.run(mark, work);
      } finally {
        mark.open = false;
      }
    };
    const run = this.queue.then(guarded, guarded);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
