import { byPrimaryKey } from '../db/dialect';
import type { Clock } from '../core/clock';
import { DomainError } from '../core/errors';
import type { Logger } from '../core/logger';
import type { Tx } from '../core/request-context';
import type { Database, Isolation } from '../db/unit-of-work';
import { StatementBatcher } from '../db/batcher';
import { conflictStats, lostToAnotherWriter } from '../db/errors';
import { PollLoop } from './poll-loop';
import { dueParams, dueRows, DueProbe, type DueTable } from './due-probe';
import type { BackgroundJob } from './background-job';
import { ExpirySweep, type ExpiryJob } from './expiry-sweep';

// Runs of one row whose handler found the row changed under it, before it waits out its lease.
const CONFLICT_ATTEMPTS = 3;
// After those, the least pause before a row that still collides is tried again (up to twice this).
const CONFLICT_PAUSE_MS = 2_000;

export interface DueWorkOptions {
  name: string;
  table: DueTable;
  // Handles one claimed row inside the transaction `tx` (services join it through a context whose
  // `tx` it is; after-commit hooks run once it commits, before-commit steps once every handler of the
  // transaction is done). It must lock the row (FOR UPDATE), check it is still due, do the work, and
  // move the due time on (or clear it) in that same transaction: then a crash rolls everything back
  // and the row is claimed again after its lease, and a second node that claims the row after a
  // lapsed lease finds it no longer due. The lease is cleared for it, unless `handle` answers true:
  // it cleared the lease itself in its own UPDATE of the row (one statement fewer per row).
  handle(tx: Tx, id: number): Promise<void | boolean>;
  // The isolation of the handlers' transactions (db/unit-of-work.ts); the default otherwise.
  isolation?: Isolation;
  // Rows taken per claim, and handled at once by this node.
  batch?: number;
  // Rows handled together in one DB transaction, their statements merged (db/batcher.ts). A group
  // that fails for any reason is rolled back and its rows handled one per transaction, so one bad
  // row still neither blocks nor rolls back the others. 1: every row alone.
  group?: number;
  concurrency?: number;
  // How long a claim is owned before another node may take it over.
  leaseMs?: number;
  pollMs: number;
  enabled: boolean;
  // The node's probe of its due tables (see due-probe.ts): when given, the runner has no timer of
  // its own and is kicked by the probe when its table has a row due.
  probe?: DueProbe;
}

// What sets one due job apart from the others; the node supplies the rest (its database, clock,
// poll interval, and whether it runs background work at all): see `dueJobs`.
export interface DueJob extends Omit<DueWorkOptions, 'table' | 'pollMs' | 'enabled'> {
  // The table of due rows, its due time column (`due_ms` unless named), and which of its rows count
  // (SQL on alias `t`). Every due table keeps its lease in `lease_until_ms`.
  table: string;
  dueColumn?: string;
  where?: string;
  // Where the job logs; a child logger with the job's name as its component unless given.
  log?: Logger;
}

// The due-job factories of one node (the kernel's `dueJob` and `expirySweep`): the node's jobs share
// one probe that looks at all their tables every `pollMs` (due-probe.ts); each job is also kicked by
// its slice and by test-clock moves, and starts only where `enabled` (a node that dispatches).
export function dueJobs(node: { db: Database; clock: Clock; log: Logger; pollMs: number; enabled: boolean }): {
  dueJob(job: DueJob): DueWorkRunner;
  expirySweep(job: ExpiryJob): ExpirySweep;
} {
  const probe = new DueProbe(node.db, node.clock, node.log.child({ component: 'due-probe' }), node.pollMs);
  return {
    dueJob: ({ table, dueColumn = 'due_ms', where, log, ...work }) =>
      new DueWorkRunner(node.db, node.clock, log ?? node.log.child({ component: work.name }), {
        ...work,
        table: { table, dueColumn, leaseColumn: 'lease_until_ms', where },
        pollMs: node.pollMs,
        enabled: node.enabled,
        probe,
      }),
    expirySweep: (job) => new ExpirySweep(node.db, node.clock, node.log.child({ component: job.name }), job, probe, node.enabled),
  };
}

// Claims due rows from the database and handles each once. Claims are `FOR UPDATE SKIP LOCKED` on
// MySQL/MariaDB (SQLite serialises writers), so nodes share the work without taking one row twice;
// a node that dies leaves leases that lapse, and the rows go to whoever polls next. Every row is
// handled in its own transaction, or with others in a group that falls back to that, so one failing
// row neither blocks nor rolls back the others.
export class DueWorkRunner implements BackgroundJob {
  private readonly loop: PollLoop;
  private readonly batch: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly group: number;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly opts: DueWorkOptions,
  ) {
    this.batch = opts.batch ?? 200;
    this.concurrency = opts.concurrency ?? 8;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.group = Math.max(1, opts.group ?? 1);
    this.loop = new PollLoop(
      () => this.drain(),
      (err) => this.log.error({ err, job: opts.name }, 'due work failed'),
    );
  }

  start(): void {
    if (!this.opts.enabled) return;
    const { probe } = this.opts;
    if (!probe) return this.loop.start(this.opts.pollMs);
    this.loop.start();
    probe.watch(
      this.opts.name,
      this.opts.table,
      () => this.kick(),
      () => this.loop.busy,
    );
  }

  clockMoved(): void {
    this.kick();
  }

  // Overlapping kicks coalesce into one more pass.
  kick(): void {
    this.loop.kick();
  }

  // Resolves when nothing is running (tests and benchmarks).
  idle(): Promise<void> {
    return this.loop.idle();
  }

  // Stops claiming; rows already claimed are finished (each is one short transaction).
  async stop(): Promise<void> {
    await this.opts.probe?.unwatch(this.opts.name);
    await this.loop.stop();
  }

  private get stopped(): boolean {
    return this.loop.stopped;
  }

  // Works until a claim comes back short. The next claim is taken while the last groups of the one
  // before are still running, so the workers never all wait on a claim between batches. Rows already
  // claimed are finished even when the runner is stopping (their leases would only make them wait).
  async drain(): Promise<number> {
    let handled = 0;
    const queue: number[][] = [];
    let more = true;
    let failure: unknown = null;
    let claiming: Promise<void> | null = null;
    const refill = (): Promise<void> =>
      (claiming ??= this.claim(this.batch)
        .then(
          (ids) => {
            if (ids.length < this.batch) more = false;
            for (let i = 0; i < ids.length; i += this.group) queue.push(ids.slice(i, i + this.group));
          },
          (err: unknown) => {
            more = false;
            failure ??= err;
          },
        )
        .finally(() => {
          claiming = null;
        }));
    const worker = async () => {
      for (;;) {
        if (more && !this.stopped && queue.length < this.concurrency) {
          const claimed = refill();
          if (!queue.length) await claimed;
        }
        const unit = queue.shift();
        if (!unit) {
          if (!more || this.stopped) return;
          continue;
        }
        // Awaited first: `handled += await …` reads `handled` before the await, and the workers'
        // counts overwrote each other (the pass's log under-counted).
        const done = unit.length === 1 ? Number(await this.handleOne(unit[0]!)) : await this.handleGroup(unit);
        handled += done;
        // Back to the event loop between rows: with a synchronous driver (better-sqlite3) a long
        // due set would otherwise hold off every request (a pause, a fetch) until it is done.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    };
    if (!this.stopped) await refill();
    if (queue.length) await Promise.all(Array.from({ length: this.concurrency }, worker));
    // One line per pass that did work (not per row): operators see which node did how much.
    if (handled) this.log.info({ job: this.opts.name, handled }, 'due work done');
    if (failure) throw failure;
    return handled;
  }

  // Candidates are read without locks (the join to integrations gives each row its clock), then
  // locked with SKIP LOCKED on their own table alone, so claimers never lock integration rows and
  // never wait for each other. A candidate whose due time moved in between was handled meanwhile
  // (by another node, or by this one's groups still in flight when the candidates were read): it is
  // not taken, so it is neither handled again for nothing nor counted. `handle` checks again that
  // the row is due.
  async claim(limit: number): Promise<number[]> {
    const { table, dueColumn, leaseColumn } = this.opts.table;
    const realNow = this.clock.real().getTime();
    const free = `(t.${leaseColumn} IS NULL OR t.${leaseColumn} < ?)`;
    const candidates: Array<{ id: string | number; due: string | number }> = await this.db.read({}, (em) =>
      em.query(
        `SELECT t.id, t.${dueColumn} AS due ${dueRows(this.opts.table, this.db.dialect)} ORDER BY t.${dueColumn}, t.id LIMIT ${Math.max(1, Math.floor(limit))}`,
        dueParams(realNow),
      ),
    );
    if (!candidates.length) return [];
    const ids = candidates.map((r) => Number(r.id));
    const dueSeen = new Map(candidates.map((r) => [Number(r.id), String(r.due)]));
    const marks = ids.map(() => '?').join(',');
    const byKey = byPrimaryKey(this.db.dialect);
    // Two nodes of a Galera cluster may both lock these rows (SKIP LOCKED is local to one database
    // node): only one can commit the leases; the other's claim comes back empty and its next pass
    // reads the winner's leases.
    return this.db
      .run(async (em) => {
        const lock = this.db.dialect === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : '';
        const rows: Array<{ id: string | number; due: string | number | null }> = await em.query(
          `SELECT t.id, t.${dueColumn} AS due FROM ${table} t${byKey} WHERE t.id IN (${marks}) AND ${free}${lock}`,
          [...ids, realNow],
        );
        const claimed = rows.filter((r) => r.due !== null && String(r.due) === dueSeen.get(Number(r.id))).map((r) => Number(r.id));
        if (claimed.length) {
          await em.query(`UPDATE ${table}${byKey} SET ${leaseColumn} = ? WHERE id IN (${claimed.map(() => '?').join(',')})`, [
            realNow + this.leaseMs,
            ...claimed,
          ]);
        }
        return claimed;
      })
      .catch((err: unknown) => {
        if (!lostToAnotherWriter(err)) throw err;
        this.conflicts++;
        conflictStats.claimConflicts++;
        this.log.debug({ job: this.opts.name }, 'due rows claimed by another node meanwhile');
        // What the winner did not take is claimed by one more pass, not left to the next poll.
        this.loop.kick();
        return [];
      });
  }

  // Claims lost to another node's (tests and benchmarks count them).
  conflicts = 0;

  // Several rows in one transaction: their handlers run side by side, each with a Tx of its own
  // (services key per-use-case state on it) over the shared EntityManager, whose statements the
  // batcher merges. Every handler is waited for before the outcome is decided; any failure, or a
  // spoiled merge that a handler caught, rolls the whole group back, and the rows go one by one.
  async handleGroup(ids: number[]): Promise<number> {
    const { table, leaseColumn } = this.opts.table;
    try {
      await this.db.run(async (em, afterCommit) => {
        const batcher = new StatementBatcher(em, this.group);
        batcher.attach();
        try {
          const beforeCommit: Array<() => Promise<void>> = [];
          // Every handler awaits its statements, so once all have settled nothing is left in the batcher.
          const outcomes = await Promise.allSettled(ids.map((id) => this.opts.handle({ em, afterCommit, beforeCommit }, id)));
          // The merge's own error first: a deadlock is retried for the whole group by db.run.
          if (batcher.spoiled) throw batcher.spoiled;
          const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
          if (failed) throw failed.reason;
          for (const step of beforeCommit) await step();
          const uncleared = ids.filter((_, i) => (outcomes[i] as PromiseFulfilledResult<void | boolean>).value !== true);
          if (uncleared.length)
            await em.query(
              `UPDATE ${table}${byPrimaryKey(this.db.dialect)} SET ${leaseColumn} = NULL WHERE id IN (${uncleared.map(() => '?').join(',')})`,
              uncleared,
            );
        } finally {
          batcher.detach();
        }
      }, this.opts.isolation);
      return ids.length;
    } catch (err) {
      this.log.warn({ err, job: this.opts.name, rows: ids.length }, 'due work group rolled back; handling its rows one by one');
      let handled = 0;
      for (const id of ids) if (await this.handleOne(id)) handled++;
      return handled;
    }
  }

  async handleOne(id: number): Promise<boolean> {
    const { table, leaseColumn } = this.opts.table;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db.run(async (em, afterCommit) => {
          const beforeCommit: Array<() => Promise<void>> = [];
          const cleared = await this.opts.handle({ em, afterCommit, beforeCommit }, id);
          for (const step of beforeCommit) await step();
          if (cleared !== true) await em.query(`UPDATE ${table} SET ${leaseColumn} = NULL WHERE id = ?`, [id]);
        }, this.opts.isolation);
        return true;
      } catch (err) {
        // The row changed under its handler (a guarded UPDATE found it moved on: a subscription
        // disabled while its renewal ran). That change has committed, so the handler runs again at
        // once and reads it, rather than leaving the row to wait out its lease.
        if (err instanceof DomainError && err.kind === 'conflict' && attempt < CONFLICT_ATTEMPTS) {
          this.log.debug({ job: this.opts.name, id, attempt }, 'due work item changed under its handler; running it again');
          continue;
        }
        // Still colliding with other writers (a hot balance row on a multi-writer cluster): the lease
        // is cut to a short, jittered pause, so the row is tried again in seconds rather than a
        // minute. Any other failure keeps the whole lease: tried again when it lapses, not in a hot
        // loop. A cut lease only ever shortens one still running: never anyone's longer one.
        let retryInMs: number | undefined;
        if (lostToAnotherWriter(err)) {
          retryInMs = Math.min(this.leaseMs, CONFLICT_PAUSE_MS + Math.floor(Math.random() * CONFLICT_PAUSE_MS));
          const until = this.clock.real().getTime() + retryInMs;
          await this.db
            .run((em) => em.query(`UPDATE ${table} SET ${leaseColumn} = ? WHERE id = ? AND ${leaseColumn} > ?`, [until, id, until]))
            .catch(() => (retryInMs = undefined));
        }
        this.log.error({ err, job: this.opts.name, id, ...(retryInMs === undefined ? {} : { retryInMs }) }, 'due work item failed');
        return false;
      }
    }
  }
}
