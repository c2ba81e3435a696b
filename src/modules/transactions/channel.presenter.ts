import { isoTime } from '../../core/iso-time';
import { presentCustomerSummary } from '../customers/customer.presenter';
import type { TransactionView } from './transaction.presenter';

// Capitec Pay's own reply shapes (Paystack's samples doc/payments/payment-methods/capitec-pay and
// api/capitec-pay/requery): an envelope with `type` and `code` beside `status`.

// POST /charge with capitec_pay: the request went to the payer's Capitec app, where it lives `ttlMs`.
export function presentCapitecCharge(v: TransactionView, ttlMs: number) {
  const t = v.transaction;
  const sentAt = t.stateChangedAt ?? t.createdAt;
  return {
    status: true,
    type: 'success',
    code: 'ok',
    data: {
      status: 'success',
      timeToLive: Math.round(ttlMs / 1000),
      expiryDate: isoTime(new Date(sentAt.getTime() + ttlMs)),
      transaction: {
        id: t.id,
        reference: t.reference,
        domain: t.domain,
        amount: t.amount,
        currency: t.currency,
        metadata: t.metadata ?? '',
        createdAt: isoTime(t.createdAt),
        // The summary other records embed, with `international_format_phone` (Paystack's sample).
        customer: presentCustomerSummary(v.customer),
      },
    },
    message: 'Charge pending',
  };
}

// GET|POST /capitec-pay/requery/:reference: where the charge stands, from its charge reply `data`.
export function presentCapitecRequery(data: Record<string, unknown>) {
  const status = data.status === 'success' ? 'success' : data.status === 'failed' ? 'failed' : 'pending';
  const message =
    status === 'success' ? 'Charge successful' : status === 'failed' ? String(data.message ?? data.gateway_response ?? 'Charge failed') : 'Charge pending';
  return { status: true, type: 'success', code: 'ok', data: { status }, message };
}
