import { DomainError } from '../../core/errors';

// otp ──finalize──▶ pending ──the bank answers──▶ success | failed | reversed
// otp ──30 minutes without the OTP──▶ abandoned
// The amount and fee leave the balance when the transfer is made (otp or pending); abandoned,
// failed and reversed give both back.
export const TRANSFER_STATUSES = ['otp', 'pending', 'success', 'failed', 'reversed', 'abandoned'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_TRANSITIONS: Readonly<Record<TransferStatus, readonly TransferStatus[]>> = {
  otp: ['pending', 'abandoned'],
  pending: ['success', 'failed', 'reversed'],
  success: [],
  failed: [],
  reversed: [],
  abandoned: [],
};

export const OPEN_TRANSFER_STATUSES: readonly TransferStatus[] = ['otp', 'pending'];

export function assertTransferTransition(from: TransferStatus, to: TransferStatus): void {
  if (!TRANSFER_TRANSITIONS[from].includes(to)) throw new DomainError('unprocessable', `Transfer cannot move from ${from} to ${to}`, 'invalid_params');
}
