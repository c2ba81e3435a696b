import type { Customer } from '../customers/customer.entity';
import { presentCustomerSummary } from '../customers/customer.presenter';
import type { DedicatedAccount, InboundTransfer } from './dedicated-account.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// An account without a split answers `{}`, as Paystack's remove-split sample does.
export function splitConfig(a: DedicatedAccount): Record<string, string> {
  if (a.splitCode) return { split_code: a.splitCode };
  if (a.subaccountCode) return { subaccount: a.subaccountCode };
  return {};
}

// The dedicated account as Paystack's create, fetch, list, deactivate and split samples show it:
// one shape with every field any of them carries. `customer` is left out where the caller has none
// to embed (the assign events carry the customer beside the account).
export function presentDedicatedAccount(a: DedicatedAccount, customer?: Customer | null) {
  return {
    bank: { name: a.bankName, id: a.bankId, slug: a.providerSlug },
    account_name: a.accountName,
    account_number: a.accountNumber,
    assigned: a.assigned,
    currency: a.currency,
    metadata: a.metadata,
    active: a.active,
    id: a.id,
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
    assignment: {
      integration: a.integrationId,
      assignee_id: a.customerId,
      assignee_type: 'Customer',
      expired: a.expiredAt !== null,
      account_type: 'PAY-WITH-TRANSFER-RECURRING',
      assigned_at: iso(a.assignedAt),
      expired_at: iso(a.expiredAt),
    },
    split_config: splitConfig(a),
    ...(customer ? { customer: presentCustomerSummary(customer) } : {}),
  };
}

// DELETE /dedicated_account/split: Paystack's sample names the times in camelCase too.
export function presentUnsplitAccount(a: DedicatedAccount, customer?: Customer | null) {
  return { ...presentDedicatedAccount(a, customer), createdAt: iso(a.createdAt), updatedAt: iso(a.updatedAt) };
}

export function presentAssignEvent(customer: Customer, account: DedicatedAccount | null) {
  return {
    customer: presentCustomerSummary(customer),
    dedicated_account: account ? presentDedicatedAccount(account) : null,
    identification: { status: account ? 'success' : 'failed' },
  };
}

export function presentProvider(p: { id: number; slug: string; bankId: number; bankName: string }) {
  return { provider_slug: p.slug, bank_id: p.bankId, bank_name: p.bankName, id: p.id };
}

// Kobo's simulated transfer (not a Paystack shape).
export function presentInboundTransfer(t: InboundTransfer, account: DedicatedAccount) {
  return {
    id: t.id,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    account_number: account.accountNumber,
    sender_name: t.senderName,
    sender_bank: t.senderBank,
    sender_account_number: t.senderAccountNumber,
    narration: t.narration,
    transaction: t.transactionId,
    created_at: iso(t.createdAt),
    recorded_at: iso(t.recordedAt),
  };
}

// The paying bank's account, as the `authorization` of a dedicated_nuban payment (Paystack's
// charge.success sample for dedicated accounts): bin and last4 are the masked sender account.
export function presentPayer(t: InboundTransfer, account: DedicatedAccount, authorizationCode: string) {
  const n = t.senderAccountNumber;
  return {
    authorization_code: authorizationCode,
    bin: `${n.slice(0, 3)}XXX`,
    last4: `X${n.slice(-3)}`,
    exp_month: String(t.createdAt.getUTCMonth() + 1).padStart(2, '0'),
    exp_year: String(t.createdAt.getUTCFullYear()),
    channel: 'dedicated_nuban',
    card_type: 'transfer',
    bank: t.senderBank,
    country_code: 'NG',
    brand: 'Managed Account',
    reusable: false,
    signature: null,
    account_name: null,
    sender_bank: t.senderBank,
    sender_bank_account_number: `XXXXXX${n.slice(-4)}`,
    sender_country: 'NG',
    sender_name: t.senderName,
    narration: t.narration,
    receiver_bank_account_number: account.accountNumber,
    receiver_bank: account.bankName,
  };
}
