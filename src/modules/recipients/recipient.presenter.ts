import type { Recipient } from './recipient.entity';

// The transfer recipient as Paystack's create/fetch samples show it.
export function presentRecipient(r: Recipient) {
  return {
    active: r.active,
    createdAt: r.createdAt.toISOString(),
    currency: r.currency,
    description: r.description,
    domain: r.domain,
    email: r.email,
    id: r.id,
    integration: r.integrationId,
    metadata: r.metadata,
    name: r.name,
    recipient_code: r.recipientCode,
    type: r.type,
    updatedAt: r.updatedAt.toISOString(),
    is_deleted: !r.active,
    isDeleted: !r.active,
    details: {
      authorization_code: r.authorizationCode,
      account_number: r.accountNumber,
      account_name: r.accountName,
      bank_code: r.bankCode,
      bank_name: r.bankName,
    },
  };
}
export type RecipientView = ReturnType<typeof presentRecipient>;
