import type { Authorization } from './authorization.entity';

// The spec's authorization object (snake_case only in presenters).
export function presentAuthorization(a: Authorization) {
  return {
    authorization_code: a.authorizationCode,
    bin: a.bin,
    last4: a.last4,
    exp_month: a.expMonth,
    exp_year: a.expYear,
    channel: a.channel,
    card_type: a.cardType,
    bank: a.bank,
    country_code: a.countryCode,
    brand: a.brand,
    reusable: a.reusable,
    signature: a.signature,
    account_name: a.accountName,
  };
}
