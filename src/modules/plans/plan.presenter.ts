import type { Plan } from './plan.entity';

// The spec's plan object (snake_case only in presenters).
export function presentPlan(p: Plan) {
  return {
    id: p.id,
    integration: p.integrationId,
    domain: p.domain,
    name: p.name,
    plan_code: p.planCode,
    description: p.description,
    amount: p.amount,
    interval: p.interval,
    invoice_limit: p.invoiceLimit,
    send_invoices: p.sendInvoices,
    send_sms: p.sendSms,
    hosted_page: p.hostedPage,
    hosted_page_url: null,
    hosted_page_summary: null,
    currency: p.currency,
    migrate: false,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

// `plan_object` of a transaction and charge.success (spec, Events).
export function presentPlanObject(p: Plan) {
  return {
    id: p.id,
    name: p.name,
    plan_code: p.planCode,
    description: p.description,
    amount: p.amount,
    interval: p.interval,
    send_invoices: p.sendInvoices,
    send_sms: p.sendSms,
    currency: p.currency,
  };
}

export function presentPlanDetail(p: Plan, subscriptions: unknown[]) {
  return { ...presentPlan(p), subscriptions };
}
