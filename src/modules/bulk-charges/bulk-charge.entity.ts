import { Column, Entity } from 'typeorm';
import { IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { Metadata } from '../../core/validate';

const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };
const count = { to: (v: number) => v, from: (v: string | number) => Number(v) };

export type BulkChargeStatus = 'active' | 'paused' | 'complete';
export type BulkChargeItemStatus = 'pending' | 'success' | 'failed';

// One batch. The counters are moved by each item's own transaction (processed = succeeded +
// failed), so progress and completion never need a COUNT over the items.
@Entity({ name: 'bulk_charges' })
export class BulkCharge {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('batch_code', 32, false) batchCode: string;
  @TextColumn('reference', 100) reference: string | null;
  @TextColumn('status', 16, false) status: BulkChargeStatus;
  @Column({ name: 'total_charges', type: 'int', transformer: count }) totalCharges: number;
  @Column({ name: 'processed', type: 'int', transformer: count }) processed: number;
  @Column({ name: 'succeeded', type: 'int', transformer: count }) succeeded: number;
  @Column({ name: 'failed', type: 'int', transformer: count }) failed: number;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

// One charge of a batch: the row the worker claims (due_ms / lease_until_ms, see jobs/due-work.ts).
// due_ms is NULL while the batch is paused and once the item is done.
@Entity({ name: 'bulk_charge_items' })
export class BulkChargeItem {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('bulk_charge_id') bulkChargeId: number;
  @RefColumn('authorization_id') authorizationId: number;
  @RefColumn('customer_id') customerId: number;
  @MoneyColumn('amount') amount: number;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('reference', 100) reference: string | null;
  @JsonColumn('metadata') metadata: Metadata | null;
  @TextColumn('status', 16, false) status: BulkChargeItemStatus;
  @RefColumn('transaction_id', true) transactionId: number | null;
  @TextColumn('message', 255) message: string | null;
  @Column({ name: 'due_ms', type: 'bigint', nullable: true, transformer: epochMs }) dueMs: number | null;
  @Column({ name: 'lease_until_ms', type: 'bigint', nullable: true, transformer: epochMs }) leaseUntilMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
