import { Column, Entity } from 'typeorm';
import { IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { RefundStatus } from './refund.state';

@Entity({ name: 'refunds' })
export class Refund {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('transaction_id') transactionId: number;
  @TextColumn('transaction_reference', 100, false) transactionReference: string;
  @MoneyColumn('amount') amount: number;
  // Taken from the merchant's balance so far (the whole amount once processing starts).
  @MoneyColumn('deducted_amount') deductedAmount: number;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('status', 16, false) status: RefundStatus;
  @TextColumn('channel', 16) channel: string | null;
  @TextColumn('customer_note', 255) customerNote: string | null;
  @TextColumn('merchant_note', 255) merchantNote: string | null;
  @TextColumn('refunded_by', 254) refundedBy: string | null;
  // Why a refund waits (e.g. the balance cannot cover it) or failed.
  @TextColumn('reason', 255) reason: string | null;
  // The customer's bank account a `needs-attention` refund was retried to.
  @TextColumn('account_number', 20) accountNumber: string | null;
  @TextColumn('bank_id', 16) bankId: string | null;
  @TimeColumn('refunded_at', true) refundedAt: Date | null;
  @TimeColumn('expected_at') expectedAt: Date;
  // The next step is due at this integration-clock time (epoch ms); NULL once final.
  @Column({
    name: 'due_ms',
    type: 'bigint',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) },
  })
  dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
