import { DomainError } from '../../core/errors';

// Paystack's pre-authorization statuses (list and event samples):
// pending ──the customer's card on the hosted page──▶ authorized | failed
// authorized ──capture──▶ captured | capture_failed
// authorized ──release──▶ released | release_failed
// `pending`: made by POST /preauthorization/initialize, no card yet; nothing is held.
// `failed`: the reserve itself was refused (the card cannot hold the amount); nothing is held.
// A hold counts against the card only while `authorized` and before its expiry date.
export const PREAUTHORIZATION_STATUSES = ['pending', 'authorized', 'captured', 'capture_failed', 'released', 'release_failed', 'failed'] as const;
export type PreauthorizationStatus = (typeof PREAUTHORIZATION_STATUSES)[number];

export const PREAUTHORIZATION_TRANSITIONS: Readonly<Record<PreauthorizationStatus, readonly PreauthorizationStatus[]>> = {
  pending: ['authorized', 'failed'],
  authorized: ['captured', 'capture_failed', 'released', 'release_failed'],
  captured: [],
  capture_failed: [],
  released: [],
  release_failed: [],
  failed: [],
};

export const NO_PREAUTHORIZATION = 'No preauthorized transaction exists for the reference provided';

export function assertPreauthorizationTransition(from: PreauthorizationStatus, to: PreauthorizationStatus): void {
  if (!PREAUTHORIZATION_TRANSITIONS[from].includes(to)) throw new DomainError('validation', NO_PREAUTHORIZATION, 'invalid_params', 'reference');
}
