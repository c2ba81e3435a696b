import type { RecipientView } from '../recipients/recipient.presenter';
import type { Transfer } from './transfer.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// The transfer as Paystack's initiate/fetch samples show it: `recipient` is the id on initiate, the
// recipient object on fetch, list and verify.
export function presentTransfer(t: Transfer, recipient?: RecipientView) {
  return {
    id: t.id,
    integration: t.integrationId,
    domain: t.domain,
    amount: t.amount,
    currency: t.currency,
    source: t.source,
    source_details: null,
    reason: t.reason,
    reference: t.reference,
    recipient: recipient ?? t.recipientId,
    status: t.status,
    failures: t.failures,
    transfer_code: t.transferCode,
    titan_code: null,
    transferred_at: iso(t.transferredAt),
    fee_charged: t.fee,
    fees_breakdown: null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
