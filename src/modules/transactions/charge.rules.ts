import { invalid, missing } from '../../core/errors';
import type { Metadata } from '../../core/validate';
import { parseCard, type RawCard } from '../../processor/card';
import type { Instrument, ProcessorStep } from '../../processor/processor';
import { PAY_WITH_BANK, USSD_BANKS } from '../../processor/simulator';
import type { TransactionView } from './transaction.presenter';

// What a charge call takes and gives, and the pure rules that check its input before anything is
// read: which instrument it names, and each submit step's value.

// How the customer pays (exactly one). Values as received; the service checks them.
export interface ChargeInstrumentParams {
  card?: RawCard;
  bank?: { code?: string; accountNumber?: string };
  ussd?: { type?: string };
  // YYYY-MM-DD; with a bank charge it answers the birthday step up front.
  birthday?: string;
}

export interface ChargeParams extends ChargeInstrumentParams {
  email?: string;
  amount?: number;
  currency?: string;
  reference?: string;
  metadata?: Metadata | null;
  // A saved authorization instead of card/bank/ussd; `pin` for a non-reusable card one.
  authorizationCode?: string;
  pin?: string;
  deviceId?: string;
  // A split (see TransactionOptionParams).
  subaccount?: string;
  splitCode?: string;
  transactionCharge?: number;
  bearer?: string;
  ipAddress?: string | null;
  // Subscribe by paying: the plan's amount × quantity is charged instead of `amount`.
  plan?: string;
  invoiceLimit?: number;
  quantity?: number;
}

export type SubmitStep = ProcessorStep;

export interface SubmitParams {
  reference: string;
  step: SubmitStep;
  // As received: the format check (4-digit PIN, non-empty OTP/phone, a date) happens here.
  value: string | undefined;
}

export interface ChargeAuthorizationParams {
  authorizationCode: string;
  email: string;
  amount: number;
  reference?: string;
  currency?: string;
  metadata?: Metadata | null;
  plan?: string;
  subaccount?: string;
  splitCode?: string;
  transactionCharge?: number;
  bearer?: string;
  invoiceLimit?: number;
  quantity?: number;
  // Accepted for compatibility: Kobo charges at once, so nothing waits in a queue.
  queue?: boolean;
  ipAddress?: string | null;
  // A partial debit: what was asked for, when `amount` is the part the balance covers.
  requestedAmount?: number;
}

// The result of every charge call: the transaction and the reply `data` for it (spec "Charge
// reply data shapes"), plus the envelope message the REST layer should use.
export interface ChargeOutcome {
  view: TransactionView;
  data: Record<string, unknown>;
  message: 'Charge attempted' | 'Reference check successful';
}

export const ONE_SOURCE = 'One of Authorization code, card object, bank object, ussd object, mobile money object, qr object, or EFT object should be passed.';

// Birthdays must lie in the past of the caller's clock (the test clock in test mode).
export const STEP_INVALID: Record<SubmitStep, (v: string | undefined, nowMs: number) => string | null> = {
  pin: (v) => (v !== undefined && /^\d{4}$/.test(v) ? null : 'PIN must be exactly 4 digits'),
  otp: (v) => (v !== undefined && v.trim().length > 0 ? null : 'OTP must have at least one character'),
  phone: (v) => (v !== undefined && v.trim().length > 0 ? null : 'Phone must have at least one character'),
  birthday: (v, nowMs) => (v !== undefined && validBirthday(v.trim(), nowMs) ? null : 'Birthday must be a past date in the format YYYY-MM-DD'),
  address: (v) => (v !== undefined && v.trim().length > 0 ? null : ADDRESS_REQUIRED),
};

export const ADDRESS_REQUIRED = 'Address, city, state and zipcode are required';

// POST /charge/submit_address sends the address in four fields; the processor gets them as one line
// (the checkout page asks for that line directly). Any field left empty leaves the whole value empty,
// so the step is asked again with the reason, like any other step's bad input.
export function addressLine(fields: { address?: string; city?: string; state?: string; zipcode?: string }): string | undefined {
  const parts = [fields.address, fields.city, fields.state, fields.zipcode].map((p) => p?.trim() ?? '');
  if (parts.some((p) => p === '')) return undefined;
  const [street, city, state, zip] = parts;
  return `${street}, ${city}, ${state} ${zip}`;
}

function validBirthday(v: string, nowMs: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() < nowMs;
}

// The one instrument a charge names, checked: a card parsed, a bank that supports pay with bank
// and a 10-digit account, a known USSD type.
export function parseInstrument(params: ChargeInstrumentParams, nowMs: number): Instrument {
  const given = [params.card, params.bank, params.ussd].filter((s) => s !== undefined && s !== null);
  if (given.length === 0) throw missing('card', ONE_SOURCE);
  if (given.length > 1) throw invalid('card', 'Pass only one of card, bank, ussd or authorization_code');
  if (params.card) {
    if (typeof params.card !== 'object') throw invalid('card', 'card must be an object with number, cvv, expiry_month and expiry_year');
    return { kind: 'card', card: parseCard(params.card) };
  }
  if (params.bank) {
    const code = String(params.bank.code ?? '').trim();
    const accountNumber = String(params.bank.accountNumber ?? '').trim();
    if (!code) throw missing('bank.code', 'Bank code is required');
    if (!PAY_WITH_BANK[code]) throw invalid('bank.code', 'This bank is not available for pay with bank');
    if (!accountNumber) throw missing('bank.account_number', 'Account number is required');
    if (!/^\d{10}$/.test(accountNumber)) throw invalid('bank.account_number', 'Account number must be 10 digits');
    const birthday = params.birthday?.trim();
    if (birthday !== undefined && birthday !== '' && !validBirthday(birthday, nowMs)) throw invalid('birthday', 'Birthday must be a past date in the format YYYY-MM-DD');
    return { kind: 'bank', bank: { code, accountNumber, birthday: birthday || undefined } };
  }
  const type = String(params.ussd?.type ?? '').trim();
  if (!type) throw missing('ussd.type', 'USSD type is required');
  if (!USSD_BANKS[type]) throw invalid('ussd.type', `USSD type must be one of: ${Object.keys(USSD_BANKS).join(', ')}`);
  return { kind: 'ussd', ussd: { type } };
}
