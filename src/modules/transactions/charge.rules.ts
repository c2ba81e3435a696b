import { invalid, missing } from '../../core/errors';
import type { Metadata } from '../../core/validate';
import { parseCard, type RawCard } from '../../processor/card';
import type { CapitecPayInput, Instrument, ProcessorStep } from '../../processor/processor';
import { EFT_PROVIDERS, KUDA, nationalPhone, QR_PROVIDERS, WALLET_ALIASES, WALLETS, walletFor } from '../../processor/channels';
import { PAY_WITH_BANK, USSD_BANKS } from '../../processor/simulator';
import type { ChargeReply, TransactionView } from './transaction.presenter';

// What a charge call takes and gives, and the pure rules that check its input before anything is
// read: which instrument it names, and each submit step's value.

// How the customer pays (exactly one). Values as received; the service checks them.
export interface ChargeInstrumentParams {
  card?: RawCard;
  // Kuda (50211) takes the payer's phone and app token instead of an account number.
  bank?: { code?: string; accountNumber?: string; phone?: string; token?: string };
  ussd?: { type?: string };
  mobileMoney?: { phone?: string; provider?: string };
  qr?: { provider?: string };
  eft?: { provider?: string; accountNumber?: string };
  capitecPay?: { identifierKey?: string; identifierValue?: string };
  // The hosted checkout's Apple Pay button (test mode; POST /charge takes no Apple Pay, as Paystack's).
  applePay?: Record<string, never>;
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
  data: ChargeReply;
  message: 'Charge attempted' | 'Reference check successful';
}

export const ONE_SOURCE = 'One of Authorization code, card object, bank object, ussd object, mobile money object, qr object, or EFT object should be passed.';
export const ONLY_ONE = 'Pass only one of card, bank, ussd, mobile_money, qr, eft, capitec_pay, bank_transfer or authorization_code';
export const PHONE_FORMAT = 'Invalid phone number format';

// The instruments a charge may name, as ChargeInstrumentParams keys.
const INSTRUMENT_KEYS = ['card', 'bank', 'ussd', 'mobileMoney', 'qr', 'eft', 'capitecPay', 'applePay'] as const;
export function instrumentsGiven(params: ChargeInstrumentParams): number {
  return INSTRUMENT_KEYS.filter((k) => params[k] !== undefined && params[k] !== null).length;
}

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
// and a 10-digit account, a known USSD type, a mobile money provider of the charge's currency with a
// well-formed phone, a QR or EFT provider of its currency, a Capitec Pay identifier.
export function parseInstrument(params: ChargeInstrumentParams, nowMs: number, currency = 'NGN'): Instrument {
  const given = instrumentsGiven(params);
  if (given === 0) throw missing('card', ONE_SOURCE);
  if (given > 1) throw invalid('card', ONLY_ONE);
  if (params.card) {
    if (typeof params.card !== 'object') throw invalid('card', 'card must be an object with number, cvv, expiry_month and expiry_year');
    return { kind: 'card', card: parseCard(params.card) };
  }
  if (params.bank) return parseBank(params.bank, params.birthday, nowMs);
  if (params.mobileMoney) return parseMobileMoney(params.mobileMoney, currency);
  if (params.qr) {
    const provider = String(params.qr.provider ?? '')
      .trim()
      .toLowerCase();
    if (!provider) throw missing('qr.provider', 'QR provider is required');
    const known = QR_PROVIDERS[provider];
    if (!known) throw invalid('qr.provider', `QR provider must be one of: ${Object.keys(QR_PROVIDERS).join(', ')}`);
    if (known.currency !== currency) throw invalid('qr.provider', `QR provider ${provider} takes ${known.currency} payments only`);
    return { kind: 'qr', qr: { provider } };
  }
  if (params.eft) {
    const provider = String(params.eft.provider ?? '')
      .trim()
      .toLowerCase();
    if (!provider) throw missing('eft.provider', 'EFT provider is required');
    if (!EFT_PROVIDERS.includes(provider)) throw invalid('eft.provider', `EFT provider must be one of: ${EFT_PROVIDERS.join(', ')}`);
    if (currency !== 'ZAR') throw invalid('currency', 'EFT takes ZAR payments only');
    const accountNumber = params.eft.accountNumber?.trim();
    if (accountNumber !== undefined && !/^\d{6,16}$/.test(accountNumber)) throw invalid('eft.account_number', 'Account number must be 6 to 16 digits');
    return { kind: 'eft', eft: { provider, accountNumber: accountNumber || undefined } };
  }
  if (params.capitecPay) return { kind: 'capitec_pay', capitecPay: parseCapitec(params.capitecPay, currency) };
  if (params.applePay) return { kind: 'apple_pay' };
  const type = String(params.ussd?.type ?? '').trim();
  if (!type) throw missing('ussd.type', 'USSD type is required');
  if (!USSD_BANKS[type]) throw invalid('ussd.type', `USSD type must be one of: ${Object.keys(USSD_BANKS).join(', ')}`);
  return { kind: 'ussd', ussd: { type } };
}

function parseBank(bank: NonNullable<ChargeInstrumentParams['bank']>, birthdayIn: string | undefined, nowMs: number): Instrument {
  const code = String(bank.code ?? '').trim();
  if (!code) throw missing('bank.code', 'Bank code is required');
  if (code === KUDA.code) {
    // Kuda: the payer's phone and the token their Kuda app shows (Paystack's sample bank-1).
    const phone = String(bank.phone ?? '').trim();
    const token = String(bank.token ?? '').trim();
    if (!phone) throw missing('bank.phone', 'Phone number is required for Kuda');
    if (!/^\+?\d{10,14}$/.test(phone.replace(/[\s()-]/g, ''))) throw invalid('bank.phone', PHONE_FORMAT);
    if (!token) throw missing('bank.token', 'Token is required for Kuda');
    return { kind: 'bank', bank: { code, accountNumber: '', phone, token } };
  }
  const accountNumber = String(bank.accountNumber ?? '').trim();
  if (!PAY_WITH_BANK[code]) throw invalid('bank.code', 'This bank is not available for pay with bank');
  if (!accountNumber) throw missing('bank.account_number', 'Account number is required');
  if (!/^\d{10}$/.test(accountNumber)) throw invalid('bank.account_number', 'Account number must be 10 digits');
  const birthday = birthdayIn?.trim();
  if (birthday !== undefined && birthday !== '' && !validBirthday(birthday, nowMs))
    throw invalid('birthday', 'Birthday must be a past date in the format YYYY-MM-DD');
  return { kind: 'bank', bank: { code, accountNumber, birthday: birthday || undefined } };
}

// Mobile money providers of each currency (for the message naming the ones that would do).
function walletProviders(currency: string): string[] {
  return Object.keys(WALLETS).filter((p) => walletFor(p, currency));
}

function parseMobileMoney(input: NonNullable<ChargeInstrumentParams['mobileMoney']>, currency: string): Instrument {
  const raw = String(input.provider ?? '')
    .trim()
    .toLowerCase();
  const provider = WALLET_ALIASES[raw] ?? raw;
  const phoneIn = String(input.phone ?? '').trim();
  if (!raw) throw missing('mobile_money.provider', 'Mobile money provider is required');
  const providers = walletProviders(currency);
  if (!providers.length) throw invalid('currency', `Mobile money is not available for ${currency} payments`);
  const wallet = walletFor(provider, currency);
  if (!wallet) throw invalid('mobile_money.provider', `Invalid mobile money provider for ${currency}: use one of ${providers.join(', ')}`);
  if (!phoneIn) throw missing('mobile_money.phone', 'Phone number is required');
  const phone = nationalPhone(phoneIn, wallet.countryCode);
  if (!phone) throw invalid('mobile_money.phone', PHONE_FORMAT);
  return { kind: 'mobile_money', mobileMoney: { provider, phone } };
}

const CAPITEC_KEYS: ReadonlyArray<CapitecPayInput['identifierKey']> = ['CELLPHONE', 'IDNUMBER', 'ACCOUNTNUMBER'];

function parseCapitec(input: NonNullable<ChargeInstrumentParams['capitecPay']>, currency: string): CapitecPayInput {
  const key = String(input.identifierKey ?? '')
    .trim()
    .toUpperCase() as CapitecPayInput['identifierKey'];
  const value = String(input.identifierValue ?? '').replace(/\s/g, '');
  if (!key) throw missing('capitec_pay.identifier_key', 'identifier_key is required');
  if (!CAPITEC_KEYS.includes(key)) throw invalid('capitec_pay.identifier_key', `identifier_key must be one of: ${CAPITEC_KEYS.join(', ')}`);
  if (!value) throw missing('capitec_pay.identifier_value', 'identifier_value is required');
  const ok =
    key === 'CELLPHONE' ? /^0\d{9}$/.test(value) || /^\+?27\d{9}$/.test(value) : key === 'IDNUMBER' ? /^\d{13}$/.test(value) : /^\d{6,16}$/.test(value);
  if (!ok) throw invalid('capitec_pay.identifier_value', key === 'CELLPHONE' ? PHONE_FORMAT : `identifier_value is not a valid ${key.toLowerCase()}`);
  if (currency !== 'ZAR') throw invalid('currency', 'Capitec Pay takes ZAR payments only');
  return { identifierKey: key, identifierValue: value };
}
