import type { Customer } from '../customers/customer.entity';
import { presentCustomer } from '../customers/customer.presenter';
import { presentCustomerSummary } from '../customers/customer.presenter';
import type { PaymentRequest } from './payment-request.entity';
import type { PaymentRequestView } from './payment-request.store';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const pendingAmount = (r: PaymentRequest): number => (r.status === 'success' ? 0 : Math.max(0, r.amount - r.amountPaid));

// The create reply and the paymentrequest.* webhook payloads: the customer as its id.
export function presentPaymentRequestEvent(r: PaymentRequest) {
  return {
    id: r.id,
    domain: r.domain,
    amount: r.amount,
    currency: r.currency,
    due_date: iso(r.dueDate),
    has_invoice: r.hasInvoice,
    invoice_number: r.invoiceNumber,
    description: r.description,
    pdf_url: null,
    line_items: r.lineItems ?? [],
    tax: r.tax ?? [],
    request_code: r.requestCode,
    status: r.status,
    paid: r.paid,
    paid_at: iso(r.paidAt),
    metadata: r.metadata,
    notifications: r.notifications ?? [],
    offline_reference: r.offlineReference,
    customer: r.customerId,
    created_at: r.createdAt.toISOString(),
  };
}

// List, finalize, update and verify: the customer summarised.
export function presentPaymentRequest(v: PaymentRequestView) {
  return { ...presentPaymentRequestEvent(v.request), customer: presentCustomerSummary(v.customer), pending_amount: pendingAmount(v.request) };
}

// The merchant as the verify endpoint shows it.
export interface IntegrationSummary {
  key: string | null;
  name: string;
  logo: string | null;
  allowed_currencies: string[];
}

export function presentPaymentRequestVerify(v: PaymentRequestView, integration: IntegrationSummary) {
  return { ...presentPaymentRequest(v), integration };
}

// Fetch: the full record with its transactions.
export function presentPaymentRequestDetail(v: PaymentRequestView, transactions: unknown[]) {
  const r = v.request;
  return {
    transactions,
    ...presentPaymentRequestEvent(r),
    discount: null,
    archived: r.archived,
    source: 'user',
    payment_method: r.paymentMethod,
    note: r.note,
    amount_paid: r.amountPaid || null,
    integration: r.integrationId,
    customer: { transactions: [], subscriptions: [], authorizations: [], ...presentCustomer(v.customer as Customer) },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    pending_amount: pendingAmount(r),
  };
}
