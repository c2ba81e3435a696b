import { DomainError } from '../../core/errors';

// pending ──the balance covers it (or may go negative)──▶ processing ──▶ processed | failed | needs-attention
// needs-attention ──the customer's account details──▶ processing
// pending waits (with a reason) while the balance cannot cover it. `failed` gives the amount back
// to the merchant's balance and to what may still be refunded; `needs-attention` keeps it taken.
export const REFUND_STATUSES = ['pending', 'processing', 'processed', 'failed', 'needs-attention'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_TRANSITIONS: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  pending: ['processing'],
  processing: ['processed', 'failed', 'needs-attention'],
  processed: [],
  failed: [],
  // Retried to the customer's bank account (POST /refund/retry_with_customer_details/:id).
  'needs-attention': ['processing'],
};

export function assertRefundTransition(from: RefundStatus, to: RefundStatus): void {
  if (!REFUND_TRANSITIONS[from].includes(to))
    throw new DomainError('unprocessable', `Invalid Refund state, refund cannot move from ${from} to ${to}`, 'invalid_params');
}
