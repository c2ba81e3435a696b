import { invalid } from './errors';

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

export const CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF', 'EGP', 'RWF'] as const;
export type Currency = (typeof CURRENCIES)[number];
