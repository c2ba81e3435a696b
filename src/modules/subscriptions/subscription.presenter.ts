import type { Authorization } from '../authorizations/authorization.entity';
import { presentAuthorization } from '../authorizations/authorization.presenter';
import type { Customer } from '../customers/customer.entity';
import { presentCustomer, presentCustomerBasics } from '../customers/customer.presenter';
import type { Plan } from '../plans/plan.entity';
import { presentPlan } from '../plans/plan.presenter';
import { cronExpression } from '../../core/schedule';
import type { Subscription, SubscriptionInvoice } from './subscription.entity';

// A subscription with what its JSON shape embeds, loaded in batches.
export interface SubscriptionView {
  subscription: Subscription;
  plan: Plan;
  customer: Customer;
  authorization: Authorization | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// next_payment_date is null once nothing more will be charged (non-renewing, complete, cancelled).
export function nextPaymentDate(s: Subscription): string | null {
  return s.status === 'active' || s.status === 'attention' ? iso(s.nextPaymentAt) : null;
}

function base(v: SubscriptionView) {
  const s = v.subscription;
  return {
    id: s.id,
    integration: s.integrationId,
    domain: s.domain,
    start: Math.floor(s.anchorAt.getTime() / 1000),
    status: s.status,
    quantity: s.quantity,
    amount: s.amount,
    invoice_limit: s.invoiceLimit,
    payments_count: s.paymentsCount,
    subscription_code: s.subscriptionCode,
    email_token: s.emailToken,
    authorization: v.authorization ? presentAuthorization(v.authorization) : null,
    easy_cron_id: null,
    cron_expression: cronExpression(s.anchorAt, v.plan.interval),
    next_payment_date: nextPaymentDate(s),
    open_invoice: s.openInvoice,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

// The create reply: customer and plan as ids (as the sample shows).
export function presentSubscriptionCreated(v: SubscriptionView) {
  return { ...base(v), customer: v.customer.id, plan: v.plan.id };
}

// List items, events and plan/customer details: customer and plan objects.
export function presentSubscription(v: SubscriptionView) {
  return { ...base(v), customer: presentCustomer(v.customer), plan: presentPlan(v.plan) };
}

// The invoice's own fields, as both the fetch reply and the invoice events show them.
function invoiceFields(i: SubscriptionInvoice) {
  return {
    id: i.id,
    domain: i.domain,
    invoice_code: i.invoiceCode,
    amount: i.amount,
    currency: i.currency,
    period_start: i.periodStart.toISOString(),
    period_end: i.periodEnd.toISOString(),
    status: i.status,
    paid: i.paid,
    paid_at: iso(i.paidAt),
    description: i.description,
  };
}

export function presentInvoice(i: SubscriptionInvoice) {
  return {
    ...invoiceFields(i),
    transaction: i.transactionId,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

// The fetch reply: the subscription with its invoices (newest first) and the most recent one.
export function presentSubscriptionDetail(v: SubscriptionView, invoices: SubscriptionInvoice[]) {
  const shown = invoices.map(presentInvoice);
  return { ...presentSubscription(v), invoices: shown, most_recent_invoice: shown.at(0) ?? null };
}

// What an invoice event says of the period's charge: the documented summary, or {} before one.
export interface InvoiceCharge {
  reference: string;
  status: string;
  amount: number;
  currency: string;
}

// invoice.create / invoice.update / invoice.payment_failed payloads, field for field as in the
// documented webhooks (reference/paystack-doc-snippets …/webhooks/events/invoice-*.json): the
// subscription and the charge as summaries, not their full shapes, so a renewal's events stay small.
export function presentInvoiceEvent(v: SubscriptionView, i: SubscriptionInvoice, transaction: InvoiceCharge | null) {
  const s = v.subscription;
  return {
    ...invoiceFields(i),
    authorization: v.authorization ? presentAuthorization(v.authorization) : null,
    subscription: {
      status: s.status,
      subscription_code: s.subscriptionCode,
      email_token: s.emailToken,
      amount: s.amount,
      cron_expression: cronExpression(s.anchorAt, v.plan.interval),
      next_payment_date: nextPaymentDate(s),
      open_invoice: s.openInvoice,
    },
    customer: presentCustomerBasics(v.customer),
    transaction: transaction ?? {},
    created_at: i.createdAt.toISOString(),
  };
}

// What charge.success says of the subscription a payment created or renewed.
export function presentSubscriptionSummary(v: SubscriptionView) {
  const s = v.subscription;
  return {
    id: s.id,
    subscription_code: s.subscriptionCode,
    status: s.status,
    amount: s.amount,
    quantity: s.quantity,
    next_payment_date: nextPaymentDate(s),
    payments_count: s.paymentsCount,
    invoice_limit: s.invoiceLimit,
  };
}
