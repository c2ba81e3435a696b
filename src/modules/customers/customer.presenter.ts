import type { Customer } from './customer.entity';

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
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export interface CustomerRelated {
  transactions: unknown[];
  subscriptions: unknown[];
  authorizations: unknown[];
  totalTransactions: number;
  totalTransactionValue: Array<{ currency: string; amount: number }>;
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
    dedicated_account: null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
