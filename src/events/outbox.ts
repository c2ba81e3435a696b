import type { Domain, TxContext } from '../core/request-context';
import type { Clock } from '../core/clock';
import { InsertStatement } from '../db/statements';
import { OutboxEvent } from './event.entity';

export interface NewEvent {
  type: string;
  resource: string;
  payload: Record<string, unknown>;
}

export interface DispatchedEvent {
  id: number;
  integrationId: number;
  domain: Domain;
  type: string;
  resource: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

// Recording an event is one call inside the use case's transaction. The row commits or rolls back
// with the change; the after-commit hook only nudges the dispatcher, which reads the row back, so
// an event is never published for a change that did not commit. The nudge carries the lowest event
// id the transaction wrote (one nudge per transaction, a group commit's included), so the
// dispatcher's claim can start there. Rows are built by plain assignment (flat entities;
// em.create's per-column walk showed in the renewal profile).
export class EventRecorder {
  private listener: (fromId: number) => void = () => undefined;
  // Prepared once (db/statements.ts): every use case records through it.
  private insert?: InsertStatement<OutboxEvent>;
  // Per transaction (its after-commit list): the lowest event id it wrote so far.
  private readonly lowest = new WeakMap<Array<() => void>, { id: number }>();

  constructor(private readonly clock: Clock) {}

  onRecorded(listener: (fromId: number) => void): void {
    this.listener = listener;
  }

  private recorded(ctx: TxContext, id: number): void {
    const hooks = ctx.tx.afterCommit;
    const seen = this.lowest.get(hooks);
    if (seen) {
      seen.id = Math.min(seen.id, id);
      return;
    }
    const from = { id };
    this.lowest.set(hooks, from);
    hooks.push(() => this.listener(from.id));
  }

  // Several events of one use case in one INSERT (ids are not read back).
  async recordMany(ctx: TxContext, events: NewEvent[]): Promise<void> {
    if (!events.length) return;
    const createdAt = this.clock.now(ctx);
    const rows = events.map((event) =>
      Object.assign(new OutboxEvent(), {
        integrationId: ctx.integration.id,
        domain: ctx.domain,
        type: event.type,
        resource: event.resource,
        payload: event.payload,
        createdAt,
        dispatchedAt: null,
      }),
    );
    this.insert ??= new InsertStatement(ctx.tx.em.connection, OutboxEvent);
    this.recorded(ctx, await this.insert.insertMany(ctx.tx.em, rows));
  }

  async record(ctx: TxContext, event: NewEvent): Promise<OutboxEvent> {
    const row = Object.assign(new OutboxEvent(), {
      integrationId: ctx.integration.id,
      domain: ctx.domain,
      type: event.type,
      resource: event.resource,
      payload: event.payload,
      createdAt: this.clock.now(ctx),
      dispatchedAt: null,
    });
    this.insert ??= new InsertStatement(ctx.tx.em.connection, OutboxEvent);
    await this.insert.insert(ctx.tx.em, row);
    this.recorded(ctx, row.id);
    return row;
  }
}
