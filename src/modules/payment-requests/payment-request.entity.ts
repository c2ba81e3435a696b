import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

export const PAYMENT_REQUEST_STATUSES = ['draft', 'pending', 'success'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

export interface LineItem {
  name: string;
  amount: number;
  quantity?: number;
}

export interface NotificationRecord {
  sent_at: string;
  channel: string;
}

// An invoice (Paystack's "payment request"). `amountPaid` is the sum of its payments rows, kept on
// the row so `pending_amount` needs no aggregate; both change in the same transaction.
@Entity({ name: 'payment_requests' })
export class PaymentRequest {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('request_code', 32, false) requestCode: string;
  @RefColumn('customer_id') customerId: number;
  @MoneyColumn('amount') amount: number;
  @MoneyColumn('amount_paid') amountPaid: number;
  @TextColumn('currency', 3, false) currency: string;
  @TimeColumn('due_date', true) dueDate: Date | null;
  @TextColumn('description', 1024) description: string | null;
  @JsonColumn('line_items') lineItems: LineItem[] | null;
  @JsonColumn('tax') tax: LineItem[] | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @JsonColumn('notifications') notifications: NotificationRecord[] | null;
  @TextColumn('status', 8, false) status: PaymentRequestStatus;
  @BoolColumn('paid') paid: boolean;
  @TimeColumn('paid_at', true) paidAt: Date | null;
  @BoolColumn('has_invoice') hasInvoice: boolean;
  @Column({ name: 'invoice_number', type: 'int', nullable: true }) invoiceNumber: number | null;
  @TextColumn('offline_reference', 40) offlineReference: string | null;
  @TextColumn('split_code', 64) splitCode: string | null;
  @BoolColumn('archived') archived: boolean;
  @TextColumn('payment_method', 16) paymentMethod: string | null;
  @TextColumn('paid_by', 255) paidBy: string | null;
  @TextColumn('note', 1024) note: string | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

export const PAYMENT_REQUEST_CODE_INDEX = { name: 'UQ_payment_requests_code', table: 'payment_requests', columns: ['request_code'] };

// One payment towards an invoice: a Kobo transaction (its ledger postings are the transaction's)
// or an offline payment the merchant marked. A transaction counts at most once (unique index).
@Entity({ name: 'payment_request_payments' })
export class PaymentRequestPayment {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('payment_request_id') paymentRequestId: number;
  @RefColumn('transaction_id', true) transactionId: number | null;
  @MoneyColumn('amount') amount: number;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('kind', 8, false) kind: 'online' | 'offline';
  @TimeColumn('created_at') createdAt: Date;
}

// The last invoice number given out per integration and mode: an override sets it, so later
// numbers continue from the override.
@Entity({ name: 'invoice_counters' })
export class InvoiceCounter {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @Column({ name: 'last_number', type: 'int' }) lastNumber: number;
}

export const INVOICE_COUNTER_INDEX = { name: 'UQ_invoice_counters_mode', table: 'invoice_counters', columns: ['integration_id', 'domain'] };
