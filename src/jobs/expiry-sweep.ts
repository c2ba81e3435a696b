import type { Clock } from '../core/clock';
import { DomainError } from '../core/errors';
import type { Logger } from '../core/logger';
import type { Dialect } from '../db/dialect';
import { isRetryableConflict } from '../db/errors';
import { execute } from '../db/statements';
import type { Database } from '../db/unit-of-work';
import type { BackgroundJob } from './background-job';
import { FURTHEST_CLOCK, type DueProbe, type DueTable } from './due-probe';
import { PollLoop } from './poll-loop';

// Rows deleted per statement: one DELETE of a thousand rows holds their locks for a few
// milliseconds, so the API's own inserts and a second node's sweep wait no longer than that.
const ROWS_PER_DELETE = 1_000;

// What sets one sweep apart: the table and its expiry column (epoch milliseconds on the row's
// integration's clock, indexed).
export interface ExpiryJob {
  name: string;
  table: string;
  dueColumn: string;
}

// A DELETE of up to `limit` rows of `table` expired on the row's integration's clock (test mode adds
// the test clock offset). Parameters: the furthest any integration's clock has gone (the real time
// plus the largest offset: see due-probe.ts), which bounds the range of the expiry index read, then
// the real time. The bound is a parameter, read before: MariaDB does not range-scan a DELETE by an
// uncorrelated subquery (it read all 20,000 rows due later, test/e2e/due-probe-cost.test.ts).
// MySQL and MariaDB delete in index order with a LIMIT; SQLite (no LIMIT on DELETE) through a
// subquery that has one.
export function expiredRowsDelete(table: string, dueColumn: string, dialect: Dialect, limit: number): string {
  if (dialect === 'mysql') {
    return `DELETE FROM ${table} WHERE ${dueColumn} <= ?
              AND ${dueColumn} <= ? + CASE WHEN domain = 'test' THEN (SELECT i.test_clock_offset_ms FROM integrations i WHERE i.id = ${table}.integration_id) ELSE 0 END
            ORDER BY ${dueColumn} LIMIT ${limit}`;
  }
  return `DELETE FROM ${table} WHERE id IN (SELECT t.id FROM ${table} t CROSS JOIN integrations i ON i.id = t.integration_id
            WHERE t.${dueColumn} <= ? AND t.${dueColumn} <= ? + CASE WHEN t.domain = 'test' THEN i.test_clock_offset_ms ELSE 0 END
            ORDER BY t.${dueColumn} LIMIT ${limit})`;
}

// Deletes rows that only expire (request-log lines, idempotency keys) once they have: a thousand to
// a DELETE over the expiry index, each in a transaction of its own, until none is left. Unlike due
// work there is nothing to do with a row but delete it, and deleting twice is harmless, so rows are
// neither claimed nor leased (each claim wrote a lease on every row it was about to delete: 0.033 ms
// of CPU per row against 0.015, bench/RESULTS.md). Two nodes sweeping at once wait on each other's row
// locks for one statement, and the later one deletes what is left. The node's due probe kicks the
// sweep when its table has an expired row; test-clock moves kick it too.
export class ExpirySweep implements BackgroundJob {
  private readonly loop: PollLoop;
  private readonly table: DueTable;
  private sql?: string;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly job: ExpiryJob,
    private readonly probe: DueProbe,
    private readonly enabled: boolean,
  ) {
    this.table = { table: job.table, dueColumn: job.dueColumn, leaseColumn: 'lease_until_ms' };
    this.loop = new PollLoop(
      () => this.drain(),
      (err) => this.log.error({ err, job: job.name }, 'expiry sweep failed'),
    );
  }

  start(): void {
    if (!this.enabled) return;
    this.loop.start();
    this.probe.watch(
      this.job.name,
      this.table,
      () => this.kick(),
      () => this.loop.busy,
    );
  }

  clockMoved(): void {
    this.kick();
  }

  kick(): void {
    this.loop.kick();
  }

  // Resolves when no pass is running (tests).
  idle(): Promise<void> {
    return this.loop.idle();
  }

  async stop(): Promise<void> {
    await this.probe.unwatch(this.job.name);
    await this.loop.stop();
  }

  // Deletes until a DELETE comes back short; answers how many rows went. A conflict with another
  // writer (a lock wait timeout, a deadlock, a Galera certification failure) that outlasts the
  // transaction's retries ends the pass quietly: the rows are still expired, and the next kick or
  // probe finds them.
  async drain(): Promise<number> {
    this.sql ??= expiredRowsDelete(this.job.table, this.job.dueColumn, this.db.dialect, ROWS_PER_DELETE);
    const sql = this.sql;
    // Once per pass: test clocks only move forward, and a move kicks another pass.
    const [row] = (await this.db.read({}, (em) => execute(em, `SELECT ${FURTHEST_CLOCK} AS furthest`, []))).rows;
    const furthest = Number(row?.furthest ?? 0);
    let deleted = 0;
    for (;;) {
      const realNow = this.clock.real().getTime();
      let n: number;
      try {
        // In a transaction of its own (retried on a conflict; SQLite's writers queued).
        n = (await this.db.run((em) => execute(em, sql, [realNow + furthest, realNow]))).affected;
      } catch (err) {
        if (!isRetryableConflict(err) && !(err instanceof DomainError && err.kind === 'conflict')) throw err;
        this.log.debug({ job: this.job.name }, 'expired rows taken by another writer; the next pass deletes what is left');
        return deleted;
      }
      deleted += n;
      if (n < ROWS_PER_DELETE || this.loop.stopped) return deleted;
    }
  }
}
