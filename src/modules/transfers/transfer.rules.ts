import { DomainError, invalid, missing } from '../../core/errors';
import { optionalText } from '../../core/validate';

export interface InitiateTransferParams {
  source?: string;
  amount?: number;
  recipient?: string;
  reason?: string | null;
  reference?: string;
  currency?: string;
}

// Paystack's dashboard and guide batch transfers by 100; /transfer/bulk refuses more.
export const MAX_BULK_TRANSFERS = 100;

export const BALANCE_NOT_ENOUGH = 'Your balance is not enough to fulfill this request';
export const RECIPIENT_INVALID = 'Recipient specified is invalid';
export const REFERENCE_EXISTS = 'Please provide a unique reference. Reference already exists on a transfer';
export const REFERENCE_ILLEGAL = 'Your reference contains illegal special characters';
export const TRANSFER_CODE_INVALID = 'Transfer code is invalid';
export const OTP_REQUIRED_FOR_BULK = 'You need to disable the OTP requirement to use this feature.';
export const AMOUNT_INVALID = 'Invalid amount passed.';

const REFERENCE = /^[a-z0-9_-]{1,100}$/;

export interface CheckedTransfer {
  amount: number;
  recipient: string;
  reason: string | null;
  reference: string | undefined;
}

export const currencyMismatch = (currency: string): string => `Currency must be the recipient's currency (${currency})`;

export const recipientInvalid = (): DomainError => new DomainError('validation', RECIPIENT_INVALID, 'invalid_transfer_recipient', 'recipient');

// One transfer's own fields, before anything is read (POST /transfer, each entry of /transfer/bulk,
// and the bulk preview).
export function checkTransfer(p: InitiateTransferParams): CheckedTransfer {
  const source = p.source?.trim();
  if (!source) throw missing('source', 'Source is required');
  if (source !== 'balance') throw invalid('source', 'Invalid source. Only balance is supported');
  if (p.amount === undefined) throw missing('amount', 'Amount is required');
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw invalid('amount', AMOUNT_INVALID);
  const recipient = p.recipient?.trim();
  if (!recipient) throw recipientInvalid();
  const reference = p.reference === undefined || p.reference === '' ? undefined : p.reference;
  if (reference !== undefined && !REFERENCE.test(reference)) throw invalid('reference', REFERENCE_ILLEGAL);
  return { amount: p.amount, recipient, reason: optionalText(p.reason, 'reason') ?? null, reference };
}

// References given more than once in one request, each once.
export function repeatedReferences(refs: readonly string[]): string[] {
  return [...new Set(refs.filter((r, i) => refs.indexOf(r) !== i))];
}
