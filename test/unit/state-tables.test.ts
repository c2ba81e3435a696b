import { DomainError } from '../../src/core/errors';
import { assertDisputeTransition, DISPUTE_STATUSES, type DisputeStatus } from '../../src/modules/disputes/dispute.state';
import { assertRefundTransition, REFUND_STATUSES, type RefundStatus } from '../../src/modules/refunds/refund.state';
import { assertSubscriptionTransition, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../src/modules/subscriptions/subscription.state';
import {
  ABANDONABLE,
  assertTransition,
  CHARGE_STATES,
  CHARGEABLE,
  canTransition,
  FINAL,
  isInputStep,
  statusOf,
  type ChargeState,
  type TransactionStatus,
} from '../../src/modules/transactions/transaction.state';
import { assertTransferTransition, OPEN_TRANSFER_STATUSES, TRANSFER_STATUSES, type TransferStatus } from '../../src/modules/transfers/transfer.state';

// The transition tables, written out here by hand from the diagrams in the *.state.ts files: every
// (from, to) pair of each table is checked, so a changed table fails until this file says the same.
// What a refused transition throws, as plain data (toEqual on Error objects compares only messages).
const thrown = (fn: () => void): { kind: string; code: string; message: string } | undefined => {
  try {
    fn();
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { kind: err.kind, code: err.code, message: err.message };
  }
  return undefined;
};

// Every pair of a status list, with whether the expected table allows it.
function pairs<S extends string>(all: readonly S[], allowed: Record<S, readonly S[]>): Array<[S, S, boolean]> {
  return all.flatMap((from) => all.map((to): [S, S, boolean] => [from, to, allowed[from].includes(to)]));
}

describe('charge state table (transaction.state.ts)', () => {
  const steps = ['send_pin', 'send_otp', 'send_phone', 'send_birthday', 'send_address'] as const;
  const attempt = [...steps, 'open_url', 'pay_offline', 'pending', 'success', 'failed'] as const;
  const expected: Record<ChargeState, readonly ChargeState[]> = {
    initialized: [...attempt, 'pending_transfer', 'abandoned'],
    send_pin: [...attempt, 'abandoned'],
    send_otp: [...attempt, 'abandoned'],
    send_phone: [...attempt, 'abandoned'],
    send_birthday: [...attempt, 'abandoned'],
    send_address: [...attempt, 'abandoned'],
    open_url: ['success', 'failed', 'pending', ...steps, 'abandoned'],
    pay_offline: ['success', 'failed', 'pending'],
    pending: ['success', 'failed', 'pending', ...steps],
    pending_transfer: ['success', 'abandoned'],
    success: ['reversed'],
    // The checkout page's next attempt may be a bank transfer (Pesalink).
    failed: [...attempt, 'pending_transfer'],
    abandoned: [],
    reversed: [],
  };

  it.each(pairs(CHARGE_STATES, expected))('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
    const err = thrown(() => assertTransition(from, to));
    if (allowed) expect(err).toBeUndefined();
    else expect(err).toEqual({ kind: 'conflict', code: 'invalid_state', message: `Transaction cannot move from ${from} to ${to}` });
  });

  it.each<[ChargeState, TransactionStatus, boolean, boolean, boolean, boolean]>([
    // state, reported status, input step, chargeable, abandonable on timeout, final
    ['initialized', 'pending', false, true, true, false],
    ['send_pin', 'ongoing', true, false, true, false],
    ['send_otp', 'ongoing', true, false, true, false],
    ['send_phone', 'ongoing', true, false, true, false],
    ['send_birthday', 'ongoing', true, false, true, false],
    ['send_address', 'ongoing', true, false, true, false],
    ['open_url', 'ongoing', false, false, true, false],
    ['pay_offline', 'pending', false, false, false, false],
    ['pending', 'pending', false, false, false, false],
    ['pending_transfer', 'pending', false, false, false, false],
    ['success', 'success', false, false, false, true],
    ['failed', 'failed', false, true, false, true],
    ['abandoned', 'abandoned', false, false, false, true],
    ['reversed', 'reversed', false, false, false, true],
  ])('%s reports %s (step %s, chargeable %s, abandonable %s, final %s)', (state, status, step, chargeable, abandonable, final) => {
    expect(statusOf(state)).toBe(status);
    expect(isInputStep(state)).toBe(step);
    expect(CHARGEABLE.includes(state)).toBe(chargeable);
    expect(ABANDONABLE.includes(state)).toBe(abandonable);
    expect(FINAL.includes(state)).toBe(final);
    // What the session timeout may abandon, the table lets become abandoned.
    if (abandonable) expect(canTransition(state, 'abandoned')).toBe(true);
  });
});

describe('refund state table (refund.state.ts)', () => {
  const expected: Record<RefundStatus, readonly RefundStatus[]> = {
    pending: ['processing'],
    processing: ['processed', 'failed', 'needs-attention'],
    processed: [],
    failed: [],
    'needs-attention': ['processing'],
  };
  it.each(pairs(REFUND_STATUSES, expected))('%s → %s allowed: %s', (from, to, allowed) => {
    const err = thrown(() => assertRefundTransition(from, to));
    if (allowed) expect(err).toBeUndefined();
    else expect(err).toEqual({ kind: 'unprocessable', code: 'invalid_params', message: `Invalid Refund state, refund cannot move from ${from} to ${to}` });
  });
});

describe('dispute state table (dispute.state.ts)', () => {
  const expected: Record<DisputeStatus, readonly DisputeStatus[]> = {
    'awaiting-merchant-feedback': ['awaiting-bank-feedback', 'resolved'],
    'awaiting-bank-feedback': ['resolved'],
    pending: ['resolved'],
    resolved: [],
    archived: [],
  };
  it.each(pairs(DISPUTE_STATUSES, expected))('%s → %s allowed: %s', (from, to, allowed) => {
    const err = thrown(() => assertDisputeTransition(from, to));
    if (allowed) expect(err).toBeUndefined();
    else
      expect(err).toEqual({
        kind: 'validation',
        code: 'invalid_params',
        message: from === 'resolved' ? 'Dispute has already been resolved' : `Dispute cannot move from ${from} to ${to}`,
      });
  });
});

describe('transfer state table (transfer.state.ts)', () => {
  const expected: Record<TransferStatus, readonly TransferStatus[]> = {
    otp: ['pending', 'abandoned'],
    pending: ['success', 'failed', 'reversed'],
    success: [],
    failed: [],
    reversed: [],
    abandoned: [],
  };
  it.each(pairs(TRANSFER_STATUSES, expected))('%s → %s allowed: %s', (from, to, allowed) => {
    const err = thrown(() => assertTransferTransition(from, to));
    if (allowed) expect(err).toBeUndefined();
    else expect(err).toEqual({ kind: 'unprocessable', code: 'invalid_params', message: `Transfer cannot move from ${from} to ${to}` });
  });

  it('holds money exactly while the transfer can still move: otp and pending', () => {
    expect([...OPEN_TRANSFER_STATUSES].sort()).toEqual(['otp', 'pending']);
    for (const s of TRANSFER_STATUSES) expect(OPEN_TRANSFER_STATUSES.includes(s)).toBe(expected[s].length > 0);
  });
});

describe('subscription state table (subscription.state.ts)', () => {
  // Staying in a status is always allowed (a renewal that leaves it active).
  const expected: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
    active: ['active', 'attention', 'non-renewing', 'complete'],
    attention: ['attention', 'active', 'non-renewing', 'complete'],
    'non-renewing': ['non-renewing', 'active', 'cancelled'],
    complete: ['complete'],
    cancelled: ['cancelled', 'active'],
  };
  it.each(pairs(SUBSCRIPTION_STATUSES, expected))('%s → %s allowed: %s', (from, to, allowed) => {
    const err = thrown(() => assertSubscriptionTransition(from, to));
    if (allowed) expect(err).toBeUndefined();
    else expect(err).toEqual({ kind: 'validation', code: 'invalid_state', message: `This subscription is ${from} and cannot become ${to}` });
  });
});
