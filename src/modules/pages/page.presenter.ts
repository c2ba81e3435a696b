import type { PaymentPage } from './page.entity';

// The spec's Page record.
export function presentPage(p: PaymentPage) {
  return {
    id: p.id,
    integration: p.integrationId,
    domain: p.domain,
    name: p.name,
    description: p.description,
    amount: p.amount,
    currency: p.currency,
    slug: p.slug,
    type: p.type,
    custom_fields: p.customFields,
    redirect_url: p.redirectUrl,
    plan: p.plan,
    split_code: p.splitCode,
    subaccount: p.subaccount,
    metadata: p.metadata,
    collect_phone: p.collectPhone,
    active: p.active,
    published: p.published,
    migrate: p.migrate,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
