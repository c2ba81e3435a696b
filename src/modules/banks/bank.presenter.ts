import type { BankRecord } from '../../core/banks/directory';
import type { AccountValidation } from './bank.service';
import type { CountryRecord, StateRecord } from './countries.data';

// The directory's records carry no timestamps of their own; Paystack's samples show these fields.
const LISTED_AT = '2016-07-14T10:04:29.000Z';

export function presentBank(b: BankRecord) {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    code: b.code,
    longcode: b.longcode,
    gateway: null,
    pay_with_bank: b.pay_with_bank,
    supports_transfer: true,
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
    createdAt: LISTED_AT,
    updatedAt: LISTED_AT,
  };
}

export function presentCountry(c: CountryRecord) {
  return {
    id: c.id,
    name: c.name,
    iso_code: c.iso_code,
    default_currency_code: c.default_currency_code,
    integration_defaults: {},
    relationships: {
      currency: { type: 'currency', data: [...c.currencies] },
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
