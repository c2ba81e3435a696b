import type { BankRecord } from '../../core/banks/directory';
import { MARKETS } from '../../core/markets';
import type { AccountValidation } from './bank.service';
import type { CountryRecord, StateRecord } from './countries.data';

export function presentBank(b: BankRecord) {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    code: b.code,
    longcode: b.longcode,
    gateway: null,
    pay_with_bank: b.pay_with_bank,
    supports_transfer: b.supportsTransfer,
    active: true,
    is_deleted: false,
    country: MARKETS[b.country].name,
    currency: b.currency,
    type: b.type,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    ...(b.supportedTypes ? { supported_types: [...b.supportedTypes] } : {}),
  };
}

// In the order of Paystack's schema (MiscellaneousListCountriesResponseArray).
export function presentCountry(c: CountryRecord) {
  return {
    id: c.id,
    active_for_dashboard_onboarding: c.active_for_dashboard_onboarding,
    name: c.name,
    iso_code: c.iso_code,
    default_currency_code: c.default_currency_code,
    integration_defaults: {},
    calling_code: c.calling_code,
    pilot_mode: c.pilot_mode,
    relationships: {
      currency: { type: 'currency', data: [...c.currencies], supported_currencies: c.supported_currencies },
      integration_feature: { type: 'integration_feature', data: [] },
      integration_type: { type: 'integration_type', data: [...c.integration_types] },
      payment_method: { type: 'payment_method', data: [...c.payment_methods] },
    },
  };
}

export function presentState(s: StateRecord) {
  return { name: s.name, slug: s.slug, abbreviation: s.abbreviation };
}

export function presentValidation(v: AccountValidation) {
  if (!v.found) return { verified: false, verificationMessage: v.verificationMessage };
  return {
    accountAcceptsDebits: v.accountAcceptsDebits,
    accountAcceptsCredits: v.accountAcceptsCredits,
    accountHolderMatch: v.accountHolderMatch,
    accountOpenForMoreThanThreeMonths: v.accountOpenForMoreThanThreeMonths,
    accountOpen: v.accountOpen,
    verified: v.verified,
    verificationMessage: v.verificationMessage,
  };
}

export function validationMessage(v: AccountValidation): string {
  return `${v.accountType === 'business' ? 'Business' : 'Personal'} Account Verification attempted`;
}
