import type { RecipientView } from '../recipients/recipient.presenter';
import type { Transfer } from './transfer.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// The transfer as Paystack's initiate/fetch samples show it: `recipient` is the id on initiate, the
// recipient object on fetch, list and verify. Initiate adds the (empty) session and trial lists
// Paystack's initiate sample shows. `request` is Paystack's id of the API request that made the
// transfer: Kobo makes one transfer per request, so it is the transfer's id.
export function presentTransfer(t: Transfer, recipient?: RecipientView) {
  return {
    ...(recipient ? {} : { transfersessionid: [], transfertrials: [] }),
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
    request: t.id,
    // The bank's session for the payout, which the simulated network does not number.
    session: { provider: null, id: null },
    gateway_response: null,
    transferred_at: iso(t.transferredAt),
    fee_charged: t.fee,
    fees_breakdown: null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
