import type { EntityManager } from 'typeorm';
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

// An integration's mode that new webhook deliveries were created for.
export interface DeliveryMode {
  integrationId: number;
  domain: Domain;
}

// The dispatcher's side of events dispatched by the transaction that wrote them (dispatcher.ts).
export interface InlineDispatch {
  dispatchesInline(): boolean;
  insertDeliveries(em: EntityManager, events: DispatchedEvent[]): Promise<{ deliveries: number; modes: DeliveryMode[] }>;
  dispatchedInline(events: DispatchedEvent[], deliveries: number, modes: DeliveryMode[]): void;
}

// Recording an event is one call inside the use case's transaction. The row commits or rolls back
// with the change; the after-commit hook only nudges the dispatcher, which reads the row back, so
// an event is never published for a change that did not commit. The nudge carries the lowest event
// id the transaction wrote (one nudge per transaction, a group commit's included), so the
// dispatcher's claim can start there. Rows are built by plain assignment (flat entities;
// em.create's per-column walk showed in the renewal profile).
// A transaction that runs before-commit steps (background work, a group commit's shared one)
// dispatches its own events where the dispatcher allows it (InlineDispatch): they are written
// already dispatched, with their ids read back, and one step before its COMMIT inserts their
// webhook deliveries; once it commits they go to the live sinks. No nudge then: the dispatcher has
// nothing of theirs left to claim.
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

  dispatchInline(inline: InlineDispatch): void {
    this.inline = inline;
  }

  private inline?: InlineDispatch;
  // Per transaction (its before-commit list): the events it wrote already dispatched.
  private readonly ownDispatch = new WeakMap<Array<() => Promise<void>>, DispatchedEvent[]>();

  // The list of the transaction's inline-dispatched events, or undefined: its events go through
  // the dispatcher's claims.
  private dispatchedBy(ctx: TxContext): DispatchedEvent[] | undefined {
    const steps = ctx.tx.beforeCommit;
    const inline = this.inline;
    if (!steps || !inline?.dispatchesInline()) return undefined;
    let events = this.ownDispatch.get(steps);
    if (!events) {
      const list: DispatchedEvent[] = (events = []);
      this.ownDispatch.set(steps, list);
      const { em, afterCommit } = ctx.tx;
      steps.push(async () => {
        const { deliveries, modes } = await inline.insertDeliveries(em, list);
        afterCommit.push(() => inline.dispatchedInline(list, deliveries, modes));
      });
    }
    return events;
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
    const own = this.dispatchedBy(ctx);
    const dispatchedAt = own ? this.clock.real() : null;
    const rows = events.map((event) =>
      Object.assign(new OutboxEvent(), {
        integrationId: ctx.integration.id,
        domain: ctx.domain,
        type: event.type,
        resource: event.resource,
        payload: event.payload,
        createdAt,
        dispatchedAt,
      }),
    );
    this.insert ??= new InsertStatement(ctx.tx.em.connection, OutboxEvent);
    if (!own) return this.recorded(ctx, await this.insert.insertMany(ctx.tx.em, rows));
    const ids = await this.insert.insertManyReturningIds(ctx.tx.em, rows);
    for (let i = 0; i < rows.length; i++) {
      rows[i]!.id = ids[i]!;
      own.push(toDispatched(rows[i]!));
    }
  }

  async record(ctx: TxContext, event: NewEvent): Promise<OutboxEvent> {
    const own = this.dispatchedBy(ctx);
    const row = Object.assign(new OutboxEvent(), {
      integrationId: ctx.integration.id,
      domain: ctx.domain,
      type: event.type,
      resource: event.resource,
      payload: event.payload,
      createdAt: this.clock.now(ctx),
      dispatchedAt: own ? this.clock.real() : null,
    });
    this.insert ??= new InsertStatement(ctx.tx.em.connection, OutboxEvent);
    await this.insert.insert(ctx.tx.em, row);
    if (own) own.push(toDispatched(row));
    else this.recorded(ctx, row.id);
    return row;
  }
}

// An event as the sinks and the API get it (the Redis bridge sends it whole), without the outbox's
// own column.
export function toDispatched(row: OutboxEvent): DispatchedEvent {
  return {
    id: row.id,
    integrationId: row.integrationId,
    domain: row.domain,
    type: row.type,
    resource: row.resource,
    payload: row.payload,
    createdAt: row.createdAt,
  };
}
