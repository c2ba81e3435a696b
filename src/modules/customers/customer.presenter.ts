import { isoTime } from '../../core/iso-time';
import type { Customer } from './customer.entity';

// What the summary reads, so a reply's SELECT can ask for these columns only.
export const PRESENTED_CUSTOMER_SUMMARY = [
  'id',
  'firstName',
  'lastName',
  'email',
  'customerCode',
  'phone',
  'metadata',
  'riskAction',
] as const satisfies ReadonlyArray<keyof Customer>;
export type SummarisedCustomer = Pick<Customer, (typeof PRESENTED_CUSTOMER_SUMMARY)[number]>;

// The customer as other records embed it (a transaction, an invoice, a dedicated account).
export function presentCustomerSummary(c: SummarisedCustomer) {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    customer_code: c.customerCode,
    phone: c.phone,
    metadata: c.metadata,
    risk_action: c.riskAction,
    international_format_phone: null,
  };
}

// The summary without `international_format_phone`, as the documented invoice webhooks carry it.
export function presentCustomerBasics(c: SummarisedCustomer) {
  const { international_format_phone: _, ...basics } = presentCustomerSummary(c);
  return basics;
}

// The spec's JSON shape for a customer. snake_case lives only in presenters.
export function presentCustomer(c: Customer) {
  return {
    id: c.id,
    integration: c.integrationId,
    domain: c.domain,
    customer_code: c.customerCode,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    phone: c.phone,
    metadata: c.metadata,
    risk_action: c.riskAction,
    // Rows read before identification existed, or by narrow statements, carry neither column.
    identified: c.identified === true,
    identifications: c.identifications ?? null,
    createdAt: isoTime(c.createdAt),
    updatedAt: isoTime(c.updatedAt),
  };
}

export interface CustomerRelated {
  transactions: unknown[];
  subscriptions: unknown[];
  authorizations: unknown[];
  totalTransactions: number;
  totalTransactionValue: Array<{ currency: string; amount: number }>;
  // The customer's dedicated virtual account (modules/virtual-accounts), as that slice presents it.
  dedicatedAccount?: Record<string, unknown> | null;
}

// Fetch and update replies carry the customer's related records.
export function presentCustomerDetail(c: Customer, related: CustomerRelated) {
  return {
    ...presentCustomer(c),
    transactions: related.transactions,
    subscriptions: related.subscriptions,
    authorizations: related.authorizations,
    total_transactions: related.totalTransactions,
    total_transaction_value: related.totalTransactionValue,
    dedicated_account: related.dedicatedAccount ?? null,
    created_at: isoTime(c.createdAt),
    updated_at: isoTime(c.updatedAt),
  };
}
