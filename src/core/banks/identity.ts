import { invalid, missing } from '../errors';
import { hasControlCharacters } from '../validate';
import { checkAccountNumber, checkBankCode } from './rules';
import { NONEXISTENT_ACCOUNTS, resolveBvn, TEST_BVNS } from './directory';

// Customer identification (POST /customer/:code/identification): a BVN matched with a bank account
// in the customer's name (`type: bank_account`, Paystack's current form), or a BVN alone matched with
// the name (`type: bvn` with `value`, the older form some SDKs still send). Checked in two steps, as Paystack does: the shape of the request at once
// (400), the match later, by the simulated verifier (docs/guide.md "Customer identification").

export const IDENTIFICATION_TYPES = ['bank_account', 'bvn'] as const;
export const IDENTIFICATION_COUNTRIES = ['NG'] as const;

// Paystack's documented test credentials carry a 12-digit BVN; merchants copy them as they are.
export const DOCUMENTED_TEST_IDENTITY = { bvn: '222222222221', accountNumber: '0111111111', bankCode: '007' } as const;

export const IDENTITY_MISMATCH = 'Account number or BVN is incorrect';
export const NAME_MISMATCH = "The customer's name does not match the BVN";

export interface IdentityClaim {
  country: string;
  type: string;
  bvn: string;
  accountNumber: string | null;
  bankCode: string | null;
  firstName: string;
  lastName: string;
  middleName: string | null;
}

export interface IdentityClaimInput {
  country?: string;
  type?: string;
  bvn?: string;
  // The older form's identification number: the BVN.
  value?: string;
  accountNumber?: string;
  bankCode?: string;
  firstName?: string;
  lastName?: string;
  middleName?: string | null;
}

export function checkIdentityClaim(input: IdentityClaimInput): IdentityClaim {
  const firstName = (input.firstName ?? '').trim();
  const lastName = (input.lastName ?? '').trim();
  if (!firstName || !lastName)
    throw missing(firstName ? 'last_name' : 'first_name', 'first_name, last_name are required in request body and must not be empty');
  // Control characters are refused as sent, as every other text field refuses them: a tab or a
  // newline at either end is not whitespace to trim away.
  for (const [field, value, sent] of [
    ['first_name', firstName, input.firstName],
    ['last_name', lastName, input.lastName],
    ['middle_name', input.middleName ?? '', input.middleName],
  ] as const) {
    if (value.length > 100 || hasControlCharacters(sent ?? '')) throw invalid(field, `${field} is invalid`);
  }
  const country = (input.country ?? '').trim().toUpperCase();
  if (!country) throw missing('country', 'Country is required');
  if (!(IDENTIFICATION_COUNTRIES as readonly string[]).includes(country)) throw invalid('country', 'Country is not supported for customer identification');
  const type = (input.type ?? 'bank_account').trim();
  if (!(IDENTIFICATION_TYPES as readonly string[]).includes(type)) throw invalid('type', 'Invalid identification type. Supported: bank_account, bvn');
  const bvn = (input.bvn ?? input.value ?? '').trim();
  if (!bvn) throw missing('bvn', 'BVN is required');
  if (!/^\d+$/.test(bvn)) throw invalid('bvn', 'Invalid BVN');
  if (bvn.length !== 11 && bvn !== DOCUMENTED_TEST_IDENTITY.bvn) throw invalid('bvn', 'BVN must be 11 digits long');
  const withAccount = type === 'bank_account';
  const accountNumber = withAccount ? checkAccountNumber(input.accountNumber) : null;
  // The documented credentials' bank code (007) is in no bank list; it is taken with their account.
  const documented = accountNumber === DOCUMENTED_TEST_IDENTITY.accountNumber && input.bankCode?.trim() === DOCUMENTED_TEST_IDENTITY.bankCode;
  const bankCode = !withAccount ? null : documented ? DOCUMENTED_TEST_IDENTITY.bankCode : checkBankCode(input.bankCode).code;
  return { country, type, bvn, accountNumber, bankCode, firstName, lastName, middleName: input.middleName?.trim() || null };
}

export type IdentityVerdict = { ok: true } | { ok: false; reason: string };

// The simulated verifier: the documented test credentials pass; a BVN or an account that does not
// exist fails; a test BVN with a known holder (GET /bank/resolve_bvn) passes only for that holder's
// names; any other well-formed BVN and account pass.
export function verifyIdentity(claim: IdentityClaim): IdentityVerdict {
  const documented = DOCUMENTED_TEST_IDENTITY;
  if (claim.bvn === documented.bvn) {
    return claim.accountNumber === documented.accountNumber && claim.bankCode === documented.bankCode ? { ok: true } : { ok: false, reason: IDENTITY_MISMATCH };
  }
  if (!resolveBvn(claim.bvn) || (claim.accountNumber !== null && NONEXISTENT_ACCOUNTS.includes(claim.accountNumber)))
    return { ok: false, reason: IDENTITY_MISMATCH };
  const holder = TEST_BVNS[claim.bvn];
  if (holder && (holder.first_name !== claim.firstName.toUpperCase() || holder.last_name !== claim.lastName.toUpperCase()))
    return { ok: false, reason: NAME_MISMATCH };
  return { ok: true };
}

// As Paystack shows them in events: "200*****677", "012****789".
export function maskDigits(value: string): string {
  return value.length <= 6 ? '*'.repeat(value.length) : `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}`;
}
