import type { Refund } from './refund.entity';
import type { presentTransaction } from '../transactions/transaction.presenter';

type PresentedTransaction = ReturnType<typeof presentTransaction>;

// The transaction as the create sample embeds it: `plan` and `subaccount` are objects, and the
// subaccount names its currency (null without one).
function presentRefundedTransaction(t: PresentedTransaction) {
  return { ...t, plan: t.plan ?? {}, subaccount: { currency: null, ...t.subaccount } };
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// The Refund record as Paystack's fetch/list samples show it; `transaction` is the id, or the
// transaction object on create.
export function presentRefund(r: Refund, transaction?: PresentedTransaction) {
  return {
    id: r.id,
    integration: r.integrationId,
    domain: r.domain,
    transaction: transaction ? presentRefundedTransaction(transaction) : r.transactionId,
    transaction_reference: r.transactionReference,
    dispute: null,
    settlement: null,
    amount: r.amount,
    deducted_amount: r.deductedAmount,
    fully_deducted: r.deductedAmount === r.amount,
    currency: r.currency,
    channel: r.channel,
    status: r.status,
    reason: r.reason,
    refunded_by: r.refundedBy,
    refunded_at: iso(r.refundedAt),
    expected_at: iso(r.expectedAt),
    customer_note: r.customerNote,
    merchant_note: r.merchantNote,
    // Fields Paystack's retry sample adds: a retried refund is paid to the customer's account.
    bank_reference: null,
    customer: null,
    initiated_by: r.refundedBy,
    reversed_at: null,
    session_id: null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}
