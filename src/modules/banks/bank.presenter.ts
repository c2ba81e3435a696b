import type { BankRecord } from '../../core/banks/directory';

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
