import type { Authorization } from '../authorizations/authorization.entity';
import { presentAuthorization } from '../authorizations/authorization.presenter';
import type { Customer } from '../customers/customer.entity';
import { presentCustomerSummary } from '../customers/customer.presenter';
import type { Preauthorization } from './preauthorization.entity';

// A pre-authorization with what its JSON shape embeds, loaded in batches by the service.
export interface PreauthorizationView {
  preauthorization: Preauthorization;
  // None yet while `pending` (initialized, no card given on the hosted page).
  authorization: Authorization | null;
  customer: Customer;
  merchantName: string;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// The record of reserve, verify and the preauthorization.* events, field for field as Paystack's
// samples show it (reference/paystack-doc-snippets/src/api/preauthorization, …/events).
export function presentPreauthorization(v: PreauthorizationView) {
  const p = v.preauthorization;
  return {
    id: p.id,
    domain: p.domain,
    status: p.status,
    reference: p.reference,
    amount: p.amount,
    message: p.message,
    gateway_response: { authorizeResponse: p.message, rrn: null },
    created_at: iso(p.createdAt),
    released_at: iso(p.releasedAt),
    expiry_date: iso(p.expiryDate),
    currency: p.currency,
    metadata: p.metadata,
    fees: p.fees,
    // An empty object before a card is given, as Paystack answers for an unpaid transaction.
    authorization: v.authorization ? presentAuthorization(v.authorization) : {},
    customer: presentCustomerSummary(v.customer),
    merchant_id: p.integrationId,
    merchant_name: v.merchantName,
    transaction_id: p.transactionId,
    captured_at: iso(p.capturedAt),
    // A string in Paystack's event samples.
    captured_amount: p.capturedAmount === null ? null : String(p.capturedAmount),
    expire_action: p.expireAction,
    // Set once the hold lapsed (a capture or release tried after the expiry date).
    expired_at: p.status === 'capture_failed' || p.status === 'release_failed' ? (p.transactionId === null ? iso(p.expiryDate) : null) : null,
    split_code: null,
    split: null,
  };
}

// GET /preauthorization rows (the list sample's shorter shape).
export function presentPreauthorizationListItem(v: PreauthorizationView) {
  const p = v.preauthorization;
  return {
    domain: p.domain,
    status: p.status,
    reference: p.reference,
    amount: p.amount,
    created_at: iso(p.createdAt),
    transaction_id: p.transactionId,
    captured_at: iso(p.capturedAt),
    released_at: iso(p.releasedAt),
    currency: p.currency,
    fees: p.fees,
    customer: presentCustomerSummary(v.customer),
    id: p.id,
  };
}
