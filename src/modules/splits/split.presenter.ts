import type { Subaccount } from '../subaccounts/subaccount.entity';
import type { Split, SplitSubaccount } from './split.entity';

// A group with its members in the group's order (oldest first) and their subaccounts.
export interface SplitView {
  split: Split;
  members: Array<{ member: SplitSubaccount; subaccount: Subaccount }>;
}

// The Split record as Paystack's create/fetch/list samples show it.
export function presentSplit(v: SplitView) {
  const s = v.split;
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    currency: s.currency,
    integration: s.integrationId,
    domain: s.domain,
    split_code: s.splitCode,
    active: s.active,
    bearer_type: s.bearerType,
    bearer_subaccount: s.bearerSubaccountId,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    is_dynamic: false,
    subaccounts: v.members.map(({ member, subaccount: a }) => ({
      subaccount: {
        id: a.id,
        subaccount_code: a.subaccountCode,
        business_name: a.businessName,
        description: a.description,
        primary_contact_name: a.primaryContactName,
        primary_contact_email: a.primaryContactEmail,
        primary_contact_phone: a.primaryContactPhone,
        metadata: a.metadata,
        settlement_bank: a.settlementBank,
        currency: a.currency,
        account_number: a.accountNumber,
      },
      share: shareOf(s.type, member.share),
    })),
    total_subaccounts: v.members.length,
  };
}

// Percentage shares are kept in hundredths of a percent and shown in percent.
export const shareOf = (type: string, share: number): number => (type === 'percentage' ? share / 100 : share);
