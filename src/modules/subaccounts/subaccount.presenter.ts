import { bankByCode } from '../../core/banks/directory';
import type { Subaccount } from './subaccount.entity';

// The Subaccount record as Paystack's create/fetch samples show it.
export function presentSubaccount(s: Subaccount) {
  return {
    id: s.id,
    integration: s.integrationId,
    domain: s.domain,
    subaccount_code: s.subaccountCode,
    business_name: s.businessName,
    description: s.description,
    primary_contact_name: s.primaryContactName,
    primary_contact_email: s.primaryContactEmail,
    primary_contact_phone: s.primaryContactPhone,
    metadata: s.metadata,
    percentage_charge: s.percentageChargeBp / 100,
    settlement_bank: s.settlementBank,
    bank: bankByCode(s.bankCode)?.id ?? null,
    bank_code: s.bankCode,
    currency: s.currency,
    account_number: s.accountNumber,
    account_name: s.accountName,
    settlement_schedule: s.settlementSchedule.toUpperCase(),
    product: 'collection',
    managed_by_integration: s.integrationId,
    active: s.active,
    is_verified: s.isVerified,
    migrate: false,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
