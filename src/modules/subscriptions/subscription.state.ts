import { DomainError } from '../../core/errors';

// active: charged on next_payment_date. attention: the last charge failed; charged again at the
// next date (never retried within a cycle). non-renewing: disabled, runs to the end of the paid
// period, then cancelled. complete: invoice_limit reached. cancelled: ended.
export const SUBSCRIPTION_STATUSES = ['active', 'attention', 'non-renewing', 'complete', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// Statuses the renewal runner looks at.
export const RENEWING: readonly SubscriptionStatus[] = ['active', 'attention', 'non-renewing'];

const TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  active: ['attention', 'non-renewing', 'complete'],
  attention: ['active', 'non-renewing', 'complete'],
  'non-renewing': ['active', 'cancelled'],
  complete: [],
  cancelled: ['active'],
};

export function assertSubscriptionTransition(from: SubscriptionStatus, to: SubscriptionStatus): void {
  if (from === to || TRANSITIONS[from].includes(to)) return;
  throw new DomainError('validation', `This subscription is ${from} and cannot become ${to}`, 'invalid_state');
}
