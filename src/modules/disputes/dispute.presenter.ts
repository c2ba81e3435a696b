import { presentTransaction, type TransactionView } from '../transactions/transaction.presenter';
import { presentCustomerSummary } from '../customers/customer.presenter';
import type { Dispute, DisputeEvidence, DisputeMessage, DisputeUpload } from './dispute.entity';

// A dispute with its transaction (customer, authorization) and evidence, loaded in batches.
export interface DisputeView {
  dispute: Dispute;
  transaction: TransactionView;
  evidence?: DisputeEvidence | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// The transaction as a dispute embeds it (the samples' subset, with pos_transaction_data).
function presentDisputedTransaction(v: TransactionView) {
  const t = presentTransaction(v);
  return {
    id: t.id,
    domain: t.domain,
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    message: t.message,
    gateway_response: t.gateway_response,
    paid_at: t.paid_at,
    created_at: t.created_at,
    channel: t.channel,
    currency: t.currency,
    ip_address: t.ip_address,
    metadata: t.metadata,
    log: t.log,
    fees: t.fees,
    fees_split: t.fees_split,
    authorization: t.authorization,
    customer: t.customer,
    plan: t.plan ?? {},
    subaccount: {},
    split: t.split ?? {},
    order_id: null,
    paidAt: t.paidAt,
    createdAt: t.createdAt,
    requested_amount: t.requested_amount,
    pos_transaction_data: null,
  };
}

// GET /dispute, /dispute/:id, /dispute/transaction/:id, update and resolve: Paystack's dispute
// record field for field (reference/paystack-doc-snippets/src/api/disputes).
export function presentDispute(v: DisputeView) {
  const d = v.dispute;
  return {
    id: d.id,
    refund_amount: d.refundAmount,
    currency: d.currency,
    status: d.status,
    resolution: d.resolution,
    domain: d.domain,
    transaction: presentDisputedTransaction(v.transaction),
    transaction_reference: null,
    merchant_transaction_reference: v.transaction.transaction.reference,
    category: d.category,
    customer: presentCustomerSummary(v.transaction.customer),
    bin: d.bin,
    last4: d.last4,
    integration: d.integrationId,
    source: d.source,
    dueAt: d.dueAt.toISOString(),
    resolvedAt: iso(d.resolvedAt),
    evidence: v.evidence ? presentEvidence(v.evidence) : null,
    attachments: d.attachments,
    note: d.note,
    created_by: null,
    organization: d.integrationId,
    // Entries never change once written; their ids number them within the dispute.
    history: (d.history ?? []).map((h, i) => ({ id: i + 1, dispute: d.id, status: h.status, by: h.by, createdAt: h.createdAt, updatedAt: h.createdAt })),
    messages: (d.messages ?? []).map((m, i) => presentMessage(d.id, m, i)),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

function presentMessage(dispute: number, m: DisputeMessage, i: number) {
  return { id: i + 1, dispute, sender: m.sender, body: m.body, is_deleted: 0, createdAt: m.createdAt, updatedAt: m.createdAt };
}

// PUT /dispute/:id/resolve: the record with the merchant's message; `evidence` is the evidence's
// id there (Paystack's spec), not the object the other replies embed.
export function presentResolvedDispute(v: DisputeView) {
  const messages = v.dispute.messages ?? [];
  const last = messages.at(-1);
  return { ...presentDispute(v), evidence: v.evidence ? v.evidence.id : null, message: last ? presentMessage(v.dispute.id, last, messages.length - 1) : null };
}

// The charge.dispute.* webhooks' `data`: the record, with created_at/updated_at as the samples
// spell them there.
export function presentDisputeEvent(v: DisputeView) {
  const { createdAt, updatedAt, ...rest } = presentDispute(v);
  return { ...rest, created_at: createdAt, updated_at: updatedAt };
}

export function presentEvidence(e: DisputeEvidence) {
  return {
    customer_email: e.customerEmail,
    customer_name: e.customerName,
    customer_phone: e.customerPhone,
    service_details: e.serviceDetails,
    delivery_address: e.deliveryAddress,
    delivery_date: e.deliveryDate,
    dispute: e.disputeId,
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function presentUploadUrl(u: { signedUrl: string; upload: DisputeUpload }) {
  return { signedUrl: u.signedUrl, fileName: u.upload.fileName };
}
