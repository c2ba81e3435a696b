import type { EntityManager } from 'typeorm';

// Statement merging for a group of due rows handled in one DB transaction (jobs/due-work.ts).
//
// The rows' handlers run side by side on one EntityManager and issue the same statements in the
// same order (read the row, insert the charge, post the ledger, record the events, move the row
// on). A statement helper that knows how to merge its kind (db/statements.ts: InsertStatement,
// UpdateStatement, KeyedSelect) hands it here instead of running it; everything handed in while
// the handlers run up to their next await goes out as ONE statement per kind (a multi-row INSERT,
// an UPDATE over all the rows, a SELECT … IN), and each caller gets its own share of the result.
// Round trips per group instead of per row: that is what the per-row cost of renewals and bulk
// charges is made of (see bench/RESULTS.md).
//
// A merged statement that fails (a taken reference, a guard that matched fewer rows than asked)
// says nothing about which row caused it, so the callers must not act on it row by row (a handler
// may catch a duplicate reference and record a failure): the group is spoiled, every caller gets
// the error, and the runner rolls the group back and handles each row alone, where statements are
// not merged and every error belongs to its row.
export interface MergeKind<R, O> {
  // Runs the merged statement for these requests, in order; returns one result per request.
  run(em: EntityManager, requests: R[]): Promise<O[]>;
}

interface Pending {
  kind: MergeKind<unknown, unknown>;
  request: unknown;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

export class GroupSpoiled extends Error {
  constructor(override readonly cause: unknown) {
    super(`a merged statement of the group failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const batchers = new WeakMap<EntityManager, StatementBatcher>();

// The batcher of this EntityManager's group, if its transaction merges statements.
export function batcherOf(em: EntityManager): StatementBatcher | undefined {
  return batchers.get(em);
}

// Runs `request` as part of the group's merged statement of this kind, or alone as a group of one.
export async function merged<R, O>(em: EntityManager, kind: MergeKind<R, O>, request: R): Promise<O> {
  const batcher = batcherOf(em);
  if (batcher) return batcher.submit(kind, request);
  return (await kind.run(em, [request]))[0]!;
}

export class StatementBatcher {
  private pending: Pending[] = [];
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  spoiled: unknown = null;

  // `fullSize`: the rows of a full group. Merged statements over exactly that many rows recur and
  // stay prepared on the connection; other row counts are closed after use (db/statements.ts).
  // `requestGroup`: the group is requests joined by group commit (db/group-commit.ts), whose row
  // counts vary from group to group.
  constructor(
    private readonly em: EntityManager,
    readonly fullSize = 0,
    readonly requestGroup = false,
  ) {}

  attach(): void {
    batchers.set(this.em, this);
  }

  detach(): void {
    batchers.delete(this.em);
  }

  submit<R, O>(kind: MergeKind<R, O>, request: R): Promise<O> {
    if (this.spoiled) return Promise.reject(new GroupSpoiled(this.spoiled));
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ kind: kind as MergeKind<unknown, unknown>, request, resolve: resolve as (v: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the microtasks: every handler that can go on has reached its next statement.
        setImmediate(() => {
          this.scheduled = false;
          this.chain = this.chain.then(() => this.flush());
        });
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    // One statement per kind, in the order the kinds were first asked for.
    const kinds = new Map<MergeKind<unknown, unknown>, Pending[]>();
    for (const p of batch) {
      const list = kinds.get(p.kind) ?? [];
      list.push(p);
      kinds.set(p.kind, list);
    }
    for (const [kind, list] of kinds) {
      if (this.spoiled) {
        for (const p of list) p.reject(new GroupSpoiled(this.spoiled));
        continue;
      }
      try {
        const results = await kind.run(
          this.em,
          list.map((p) => p.request),
        );
        list.forEach((p, i) => p.resolve(results[i]));
      } catch (err) {
        this.spoiled = err;
        for (const p of list) p.reject(new GroupSpoiled(err));
      }
    }
  }
}
