import { bankIn } from '../../core/banks/directory';
import { marketOfCurrency } from '../../core/markets';
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
    // The directory id of the bank or telco, in the market of the subaccount's currency.
    bank: bankIn(marketOfCurrency(s.currency).country, s.bankCode)?.id ?? null,
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
