import { DomainError } from '../../core/errors';

// Paystack's dispute statuses, in their order:
//   awaiting-merchant-feedback ──merchant accepts (PUT /dispute/:id/resolve merchant-accepted)──▶ resolved (money leaves the balance)
//   awaiting-merchant-feedback ──merchant declines with evidence──▶ awaiting-bank-feedback ──the bank's review, on the clock──▶ resolved (declined: no money moves)
//   awaiting-merchant-feedback ──no answer by dueAt, on the clock──▶ resolved (auto-accepted: money leaves the balance)
// `pending` (Paystack reviewing a dispute itself) and `archived` are listed and filterable; Kobo's
// simulated network never puts a dispute in them.
export const DISPUTE_STATUSES = ['awaiting-merchant-feedback', 'awaiting-bank-feedback', 'pending', 'resolved', 'archived'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_RESOLUTIONS = ['merchant-accepted', 'declined', 'auto-accepted'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

export const DISPUTE_TRANSITIONS: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  'awaiting-merchant-feedback': ['awaiting-bank-feedback', 'resolved'],
  'awaiting-bank-feedback': ['resolved'],
  pending: ['resolved'],
  resolved: [],
  archived: [],
};

export function assertDisputeTransition(from: DisputeStatus, to: DisputeStatus): void {
  if (!DISPUTE_TRANSITIONS[from].includes(to)) {
    throw new DomainError(
      'validation',
      from === 'resolved' ? 'Dispute has already been resolved' : `Dispute cannot move from ${from} to ${to}`,
      'invalid_params',
    );
  }
}
