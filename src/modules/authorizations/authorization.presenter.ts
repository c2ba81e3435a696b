import type { Authorization } from './authorization.entity';

// What the authorization object reads (the id marks a row that is there), so a reply's SELECT can ask
// for these columns only.
export const PRESENTED_AUTHORIZATION_FIELDS = [
  'id',
  'authorizationCode',
  'bin',
  'last4',
  'expMonth',
  'expYear',
  'channel',
  'cardType',
  'bank',
  'countryCode',
  'brand',
  'reusable',
  'signature',
  'accountName',
] as const satisfies ReadonlyArray<keyof Authorization>;
export type PresentedAuthorizationFields = Pick<Authorization, (typeof PRESENTED_AUTHORIZATION_FIELDS)[number]>;

// The spec's authorization object (snake_case only in presenters).
export function presentAuthorization(a: PresentedAuthorizationFields) {
  // An Apple Pay device token has no expiry to show: null, as in Paystack's sample of an apple_pay payment.
  const noExpiry = a.channel === 'apple_pay';
  return {
    authorization_code: a.authorizationCode,
    bin: a.bin,
    last4: a.last4,
    exp_month: noExpiry ? null : a.expMonth,
    exp_year: noExpiry ? null : a.expYear,
    channel: a.channel,
    card_type: a.cardType,
    bank: a.bank,
    country_code: a.countryCode,
    brand: a.brand,
    reusable: a.reusable,
    signature: a.signature,
    account_name: a.accountName,
    // A QR payment names the account it was paid to (null in Paystack's sample, as here).
    ...(a.channel === 'qr' ? { receiver_bank_account_number: null, receiver_bank: null } : {}),
  };
}
