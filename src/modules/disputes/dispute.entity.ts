import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { DisputeResolution, DisputeStatus } from './dispute.state';

export interface DisputeHistoryEntry {
  status: DisputeStatus;
  by: string;
  createdAt: string;
}

export interface DisputeMessage {
  sender: string;
  body: string;
  createdAt: string;
}

const dueTransformer = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

@Entity({ name: 'disputes' })
export class Dispute {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('transaction_id') transactionId: number;
  @RefColumn('customer_id') customerId: number;
  @TextColumn('currency', 3, false) currency: string;
  // What the customer claims back; the merchant may lower it (PUT /dispute/:id, resolve).
  @MoneyColumn('refund_amount') refundAmount: number;
  @TextColumn('status', 32, false) status: DisputeStatus;
  @TextColumn('resolution', 32) resolution: DisputeResolution | null;
  @TextColumn('category', 16, false) category: string;
  // Who opened it: the simulated issuer (a test card), or the test-mode endpoint/mutation.
  @TextColumn('source', 16, false) source: string;
  @TextColumn('bin', 8) bin: string | null;
  @TextColumn('last4', 4) last4: string | null;
  @TextColumn('note', 255) note: string | null;
  // The uploaded file named by the merchant (uploaded_filename), once uploaded.
  @TextColumn('attachments', 255) attachments: string | null;
  @RefColumn('evidence_id', true) evidenceId: number | null;
  @JsonColumn('history') history: DisputeHistoryEntry[] | null;
  @JsonColumn('messages') messages: DisputeMessage[] | null;
  @BoolColumn('reminded') reminded: boolean;
  @TimeColumn('due_at') dueAt: Date;
  @TimeColumn('resolved_at', true) resolvedAt: Date | null;
  // What left the merchant's balance when it was resolved against the merchant (null otherwise).
  @MoneyColumn('refunded', true) refunded: number | null;
  // The next clock step (reminder, deadline, the bank's decision) in integration-clock epoch ms.
  @Column({ name: 'due_ms', type: 'bigint', nullable: true, transformer: dueTransformer }) dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

@Entity({ name: 'dispute_evidence' })
export class DisputeEvidence {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('dispute_id') disputeId: number;
  @TextColumn('customer_email', 254, false) customerEmail: string;
  @TextColumn('customer_name', 100, false) customerName: string;
  @TextColumn('customer_phone', 32, false) customerPhone: string;
  @TextColumn('service_details', 1000, false) serviceDetails: string;
  @TextColumn('delivery_address', 255) deliveryAddress: string | null;
  @TextColumn('delivery_date', 32) deliveryDate: string | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

@Entity({ name: 'dispute_uploads' })
export class DisputeUpload {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('dispute_id') disputeId: number;
  @TextColumn('file_name', 40, false) fileName: string;
  @TextColumn('content_type', 100) contentType: string | null;
  @Column({ name: 'size', type: 'int' }) size: number;
  @Column({ name: 'content', type: 'blob', nullable: true }) content: Buffer | null;
  @TimeColumn('uploaded_at', true) uploadedAt: Date | null;
  @TimeColumn('created_at') createdAt: Date;
}
