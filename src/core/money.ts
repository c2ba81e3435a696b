import { DomainError, invalid, missing } from './errors';

// Amounts are integer minor units (kobo for NGN). Both databases must agree on every value, and
// SQLite reads bigint back as a double, so the domain refuses anything past 2^53 - 1.
export type Minor = number;

export const MAX_MINOR = Number.MAX_SAFE_INTEGER;

export function assertMinor(value: unknown, field = 'amount'): Minor {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw invalid(field, 'Amount must be an integer');
  }
  return value;
}

// An amount as clients send it: an integer, or a string of digits (SDKs send numbers as strings).
// Anything else, an empty string included (it is not "absent": a refund of "" is not a full
// refund), is not an amount; a whole number past 2^53 - 1 is one, but too large to hold exactly.
export function readMinor(value: unknown): number | 'not an integer' | 'too large' {
  const whole = typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value);
  if (!whole) return 'not an integer';
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : 'too large';
}

export const CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF', 'EGP', 'RWF'] as const;
export type Currency = (typeof CURRENCIES)[number];

// ERR: "maximum limit which is 10,000,000 (for all supported currencies)", read as major units.
export const MAX_AMOUNT = 1_000_000_000;

// The amount of a charge, and of anything that stands for one (an authorization check).
export function checkAmount(value: number | undefined, field = 'amount'): number {
  if (value === undefined) throw missing(field, 'Amount is required');
  if (!Number.isSafeInteger(value)) throw invalid(field, 'Amount must be an integer');
  if (value <= 0) throw invalid(field, 'You must specify a valid amount');
  if (value > MAX_AMOUNT) throw invalid(field, 'Transaction amount limit exceeded');
  return value;
}

// Absent: NGN. Given, it must be a supported code: an empty string is not "absent".
export function checkCurrency(value: string | undefined): string {
  if (value === undefined) return 'NGN';
  const currency = value.trim().toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency))
    throw new DomainError('validation', 'Currency not supported by merchant', 'invalid_currency', 'currency');
  return currency;
}
