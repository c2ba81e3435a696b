import type { Clock } from '../core/clock';
import type { Logger } from '../core/logger';
import type { Dialect } from '../db/dialect';
import type { Database } from '../db/unit-of-work';
import { execute } from '../db/statements';
import { PollLoop } from './poll-loop';

// A table of rows that fall due on their integration's clock (renewals, settlements, refunds,
// transfers, bulk charge items). The row carries:
// - `integration_id`, `domain` (its clock: test mode adds the integration's test clock offset);
// - a due time in epoch milliseconds (`dueColumn`, NULL when nothing is due);
// - a lease in real epoch milliseconds (`leaseColumn`, NULL when unclaimed).
export interface DueTable {
  table: string;
  dueColumn: string;
  leaseColumn: string;
  // Extra SQL on the row (alias `t`), e.g. "t.status IN ('active', 'non-renewing')".
  where?: string;
}

// The rows of a due table (alias `t`, joined to its integration as `i`) that are due and not
// claimed: the FROM and WHERE of both the claim's candidates and the probe; its parameters are
// `dueParams(realNow)`. A row's due time is on its integration's clock, so the exact condition
// depends on the joined row and no index can serve it: on a table of rows due later (every active
// subscription) each probe and claim read the whole table. The first condition bounds the due
// time by the furthest clock of any integration (a constant, read from IDX_integrations_test_clock),
// which lets the database range-scan the due index and stop where nothing can be due yet. The due
// table is read first, whatever the optimizer's statistics say: after a burst of inserts MariaDB
// took one integration's (stale) estimate of one row and walked all 200,000 of its rows by the
// integration index for each claim of 500 (204 ms against 3 ms).
export function dueRows({ table, dueColumn, leaseColumn, where }: DueTable, dialect: Dialect): string {
  const due = `t.${dueColumn}`;
  const join = dialect === 'mysql' ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
  return `FROM ${table} t ${join} integrations i ON i.id = t.integration_id
          WHERE ${due} <= ? + ${FURTHEST_CLOCK} AND ${due} <= ? + CASE WHEN t.domain = 'test' THEN i.test_clock_offset_ms ELSE 0 END AND (t.${leaseColumn} IS NULL OR t.${leaseColumn} < ?)${where ? ` AND (${where})` : ''}`;
}

// How far ahead of the real time any integration's clock is (test clocks only move forward; live
// mode's offset is 0).
export const FURTHEST_CLOCK = '(SELECT COALESCE(MAX(test_clock_offset_ms), 0) FROM integrations)';

// The parameters of `dueRows`, all the real time in epoch milliseconds.
export const dueParams = (realNow: number): number[] => [realNow, realNow, realNow];

interface Watched {
  table: DueTable;
  kick(): void;
  // True while the runner works through its table: it claims until a claim comes back short, so a
  // probe of that table would only walk past the rows it has leased (on a busy table, thousands of
  // index entries and row reads a probe, from every node).
  busy?(): boolean;
}

// One statement per poll interval for all the due tables of a node, instead of one claim per table:
// it asks whether each table has a row due and unclaimed, and kicks the runners whose table has. A
// node polls a dozen due tables that are idle nearly all the time; each poll of each table cost a
// statement on the database and a round trip on the node, on every node of a cluster, whether
// anything was due or not. Work that falls due between polls is found at the next one, as before;
// a runner is still kicked at once by its slice and by test-clock moves.
export class DueProbe {
  private readonly watched = new Map<string, Watched>();
  private loop: PollLoop | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly pollMs: number,
  ) {}

  // `name` is the job's, unique per node.
  watch(name: string, table: DueTable, kick: () => void, busy?: () => boolean): void {
    this.watched.set(name, { table, kick, busy });
    if (!this.loop) {
      this.loop = new PollLoop(
        () => this.probe(),
        (err) => this.log.error({ err }, 'due work probe failed'),
      );
      this.loop.start(this.pollMs);
    }
  }

  // The last runner to go stops the probe; one watched again later starts a new one.
  async unwatch(name: string): Promise<void> {
    this.watched.delete(name);
    if (this.watched.size || !this.loop) return;
    const loop = this.loop;
    this.loop = null;
    await loop.stop();
  }

  // Resolves when no probe is running (tests).
  async idle(): Promise<void> {
    await this.loop?.idle();
  }

  // One probe: the loop's pass (tests also call it directly). Tables whose runner is at work are
  // left out: what falls due there meanwhile is claimed by that pass, or found by the first probe
  // after it, as work that falls due between polls always is.
  async probe(): Promise<void> {
    const all = [...this.watched.values()];
    const asked = all.flatMap((w, k) => (w.busy?.() ? [] : [k]));
    if (!asked.length) return;
    // Made for each probe (once a poll interval): which tables it asks about changes with the work.
    const sql = `SELECT ${asked.map((k) => `(SELECT 1 ${dueRows(all[k]!.table, this.db.dialect)} LIMIT 1) AS d${k}`).join(', ')}`;
    const realNow = this.clock.real().getTime();
    const params = asked.flatMap(() => dueParams(realNow));
    const [row] = (await this.db.read({}, (em) => execute(em, sql, params))).rows;
    if (!row) return;
    for (const k of asked) if (row[`d${k}`] !== null && row[`d${k}`] !== undefined) all[k]!.kick();
  }
}
