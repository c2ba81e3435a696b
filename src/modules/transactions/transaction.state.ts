import { DomainError } from '../../core/errors';

// The charge state machine. A transaction row carries its state in `charge_status`; the status the
// API reports (`status`) is derived from it, so the two can never disagree.
//
//   initialized ──POST /charge, checkout──▶ send_pin | send_otp | send_phone | send_birthday | send_address
//                                          | open_url | pay_offline | pending | success | failed
//   send_*      ──submit step──▶ any step, pending, success or failed (or itself on bad input)
//   open_url, pay_offline, pending ──status check / customer completes──▶ success | failed | pending
//   initialized ──POST /charge with bank_transfer──▶ pending_transfer ──the exact amount arrives──▶ success
//   initialized, send_*, open_url ──payment session timeout, cancel──▶ abandoned
//   failed      ──another attempt on the hosted checkout page──▶ as from initialized (also pending_transfer)
//   success     ──refund (later issue)──▶ reversed
export const CHARGE_STATES = [
  'initialized',
  'send_pin',
  'send_otp',
  'send_phone',
  'send_birthday',
  'send_address',
  'open_url',
  'pay_offline',
  'pending',
  // Pay with transfer: a temporary account waits for the customer's transfer (bank-transfer.service.ts);
  // replies say pending_bank_transfer, Paystack's name, which the 16-character column cannot hold.
  'pending_transfer',
  'success',
  'failed',
  'abandoned',
  'reversed',
] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

// Statuses a verify reply can carry. Before payment Kobo reports:
//   pending: initialized and not yet attempted, or the processor is still working (pending charge,
//            USSD waiting to be dialled): "the transaction is currently in progress";
//   ongoing: the customer is in the middle of an attempt (PIN, OTP, phone, birthday, bank page),
//            Paystack's "waiting on the customer to take action like inputting an OTP or PIN".
export const TRANSACTION_STATUSES = ['pending', 'ongoing', 'success', 'failed', 'abandoned', 'reversed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export type InputStep = 'send_pin' | 'send_otp' | 'send_phone' | 'send_birthday' | 'send_address';
const STEPS: readonly ChargeState[] = ['send_pin', 'send_otp', 'send_phone', 'send_birthday', 'send_address'];
const PROCESSING: readonly ChargeState[] = ['open_url', 'pay_offline', 'pending'];
const OUTCOMES: readonly ChargeState[] = [...STEPS, ...PROCESSING, 'success', 'failed'];

export const TRANSITIONS: Readonly<Record<ChargeState, readonly ChargeState[]>> = {
  initialized: [...OUTCOMES, 'pending_transfer', 'abandoned'],
  send_pin: [...OUTCOMES, 'abandoned'],
  send_otp: [...OUTCOMES, 'abandoned'],
  send_phone: [...OUTCOMES, 'abandoned'],
  send_birthday: [...OUTCOMES, 'abandoned'],
  send_address: [...OUTCOMES, 'abandoned'],
  open_url: ['success', 'failed', 'pending', ...STEPS, 'abandoned'],
  // The processor holds these: the customer's money may be in flight, so they never time out.
  pay_offline: ['success', 'failed', 'pending'],
  pending: ['success', 'failed', 'pending', ...STEPS],
  // A transfer of another amount is rejected (bank.transfer.rejected) and the account keeps waiting.
  pending_transfer: ['success', 'abandoned'],
  success: ['reversed'],
  // Only the checkout page retries a failed transaction (a new card); API charges make new ones.
  failed: [...OUTCOMES, 'pending_transfer'],
  abandoned: [],
  reversed: [],
};

// States a charge attempt may start from, and states the payment session timeout abandons.
export const CHARGEABLE: readonly ChargeState[] = ['initialized', 'failed'];
export const ABANDONABLE: readonly ChargeState[] = ['initialized', ...STEPS, 'open_url'];
export const FINAL: readonly ChargeState[] = ['success', 'failed', 'abandoned', 'reversed'];

export function isInputStep(state: ChargeState): state is InputStep {
  return STEPS.includes(state);
}

export function statusOf(state: ChargeState): TransactionStatus {
  switch (state) {
    case 'initialized':
    case 'pay_offline':
    case 'pending':
    case 'pending_transfer':
      return 'pending';
    case 'send_pin':
    case 'send_otp':
    case 'send_phone':
    case 'send_birthday':
    case 'send_address':
    case 'open_url':
      return 'ongoing';
    default:
      return state;
  }
}

export function canTransition(from: ChargeState, to: ChargeState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function assertTransition(from: ChargeState, to: ChargeState): void {
  if (!canTransition(from, to)) {
    throw new DomainError('conflict', `Transaction cannot move from ${from} to ${to}`, 'invalid_state');
  }
}
