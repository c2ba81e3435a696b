import { randomInt } from 'node:crypto';
import { DomainError, invalid, missing } from '../../core/errors';
import type { Domain } from '../../core/request-context';

// The banks the simulated network offers dedicated accounts at, as GET
// /dedicated_account/available_providers lists them (ids from Paystack's samples: Wema Bank 20,
// Test Bank 24, Titan Paystack 1). Test Bank is Paystack's test-mode provider; Kobo offers all three
// in both modes, so tests can tell accounts apart by bank.
export interface Provider {
  id: number;
  slug: string;
  bankId: number;
  bankName: string;
}

export const PROVIDERS: readonly Provider[] = [
  { id: 1, slug: 'test-bank', bankId: 24, bankName: 'Test Bank' },
  { id: 5, slug: 'wema-bank', bankId: 20, bankName: 'Wema Bank' },
  { id: 7, slug: 'titan-paystack', bankId: 1, bankName: 'Titan Paystack' },
];

// Without preferred_bank: Test Bank in test mode, Wema Bank in live mode.
export function providerOf(slug: string | undefined | null, domain: Domain): Provider {
  const value = (slug ?? '').trim().toLowerCase();
  if (!value) return PROVIDERS.find((p) => p.slug === (domain === 'test' ? 'test-bank' : 'wema-bank'))!;
  const found = PROVIDERS.find((p) => p.slug === value);
  if (!found) throw invalid('preferred_bank', `${value.slice(0, 40)} is not an available provider: see GET /dedicated_account/available_providers`);
  return found;
}

// A 10-digit NUBAN of the simulated bank: random, never starting with 0; the unique index decides
// a collision (the caller draws again).
export function drawAccountNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export function checkDedicatedAccountNumber(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (!v) throw missing('account_number', 'Account number is required');
  if (!/^\d{10}$/.test(v)) throw invalid('account_number', 'Account number is invalid');
  return v;
}

export const accountNotFound = (): DomainError => new DomainError('not_found', 'Dedicated account not found', 'dedicated_account_not_found');

export const accountInactive = (): DomainError =>
  new DomainError('validation', 'This dedicated account has been deactivated: it cannot receive transfers', 'dedicated_account_inactive', 'account_number');

// The simulated transfer is a test-mode instrument, as the test clock is.
export const transferNeedsTestKey = (): DomainError =>
  new DomainError('forbidden', 'Simulated bank transfers only work with test keys (sk_test_…): live money arrives from real banks', 'test_mode_only');
