import { Entity } from 'typeorm';
import { IdColumn, JsonColumn, RefColumn, TextColumn, TimeColumn } from '../db/columns';
import type { Domain } from '../core/request-context';

// The outbox: written in the same transaction as the change it describes, dispatched after commit.
@Entity({ name: 'events' })
export class OutboxEvent {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('type', 64, false) type: string;
  // The resource the event is about ("customer:12"), so consumers can keep per-resource order.
  @TextColumn('resource', 64, false) resource: string;
  @JsonColumn('payload') payload: Record<string, unknown>;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('dispatched_at', true) dispatchedAt: Date | null;
}
