import { Column, Entity } from 'typeorm';
import { IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

export type SettlementStatus = 'pending' | 'success';

// One payout to the main account (subaccountId null) or to a subaccount, of the transactions that
// carry its id. Amounts are read from the ledger when it is made.
@Entity({ name: 'settlements' })
export class Settlement {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('subaccount_id', true) subaccountId: number | null;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('status', 16, false) status: SettlementStatus;
  @MoneyColumn('total_amount') totalAmount: number;
  @MoneyColumn('effective_amount') effectiveAmount: number;
  @MoneyColumn('total_fees') totalFees: number;
  @MoneyColumn('total_processed') totalProcessed: number;
  @Column({ name: 'transaction_count', type: 'int' }) transactionCount: number;
  @TextColumn('settled_by', 64) settledBy: string | null;
  @TimeColumn('settlement_date') settlementDate: Date;
  @TimeColumn('settled_at', true) settledAt: Date | null;
  // The payout is due (integration clock, epoch ms); NULL once paid.
  @Column({ name: 'due_ms', type: 'bigint', nullable: true, transformer: epochMs }) dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

// When a party (the main account, or `subaccount:<id>`) settles next.
@Entity({ name: 'settlement_schedules' })
export class SettlementSchedule {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('party', 32, false) party: string;
  @RefColumn('subaccount_id', true) subaccountId: number | null;
  @TextColumn('currency', 3, false) currency: string;
  @Column({ name: 'due_ms', type: 'bigint', nullable: true, transformer: epochMs }) dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
}
