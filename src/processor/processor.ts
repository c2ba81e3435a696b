import type { Domain } from '../core/request-context';

// The card/bank network behind Kobo. The simulator implements it for test mode (and for live mode
// until a real acquirer is plugged in: KOBO_LIVE_PROCESSOR). Everything a processor needs between
// steps lives in `session` (persisted by Kobo as opaque JSON) or in an authorization `token`, so a
// processor holds no state of its own and any API node can continue any charge.
//
// Card numbers and CVVs reach a processor only through `start`; a processor must not put them into
// `session`, `token` or any returned text.

export type ProcessorStatus =
  'send_pin' | 'send_otp' | 'send_phone' | 'send_birthday' | 'send_address' | 'open_url' | 'pay_offline' | 'pending' | 'success' | 'failed';
// `address`: the billing address for address verification (AVS), one line "address, city, state zipcode".
export type ProcessorStep = 'pin' | 'otp' | 'phone' | 'birthday' | 'address';

export interface CardInput {
  // Digits only, Luhn-checked by the caller.
  number: string;
  cvv: string;
  // "01".."12" and four digits.
  expiryMonth: string;
  expiryYear: string;
}

export interface BankInput {
  code: string;
  accountNumber: string;
  // YYYY-MM-DD when the caller already sent it (skips send_birthday).
  birthday?: string;
  // Banks that identify the payer by phone and an app token instead (Kuda): no account number.
  phone?: string;
  token?: string;
}

export interface UssdInput {
  type: string;
}

// A mobile money wallet: the provider code as Paystack names it (mtn, atl, vod, mpesa, mpesa_offline,
// orange…), lower case, and the phone in its national form (digits only, no country code).
export interface MobileMoneyInput {
  provider: string;
  phone: string;
}

// Capitec Pay identifies the payer by cellphone, ID number or account number.
export interface CapitecPayInput {
  identifierKey: 'CELLPHONE' | 'IDNUMBER' | 'ACCOUNTNUMBER';
  identifierValue: string;
}

export type Instrument =
  | { kind: 'card'; card: CardInput }
  | { kind: 'bank'; bank: BankInput }
  | { kind: 'ussd'; ussd: UssdInput }
  | { kind: 'mobile_money'; mobileMoney: MobileMoneyInput }
  | { kind: 'qr'; qr: { provider: string } }
  // `accountNumber`: the account the payer picks on the EFT provider's page (a Kobo test value: it
  // selects Paystack's refund test accounts without a browser).
  | { kind: 'eft'; eft: { provider: string; accountNumber?: string } }
  | { kind: 'capitec_pay'; capitecPay: CapitecPayInput }
  // The hosted checkout's Apple Pay button (test mode): the wallet's card, approved in the sheet.
  | { kind: 'apple_pay' };

export type InstrumentKind = Instrument['kind'];

// What may be stored about the instrument (authorization fields).
export interface InstrumentDetails {
  channel: 'card' | 'bank' | 'ussd' | 'direct_debit' | 'mobile_money' | 'qr' | 'eft' | 'capitec_pay' | 'apple_pay';
  bin: string;
  last4: string;
  expMonth: string;
  expYear: string;
  cardType: string;
  bank: string;
  countryCode: string;
  brand: string;
  reusable: boolean;
  accountName: string | null;
}

export interface ProcessorOutcome {
  status: ProcessorStatus;
  // send_otp / send_phone / send_birthday / pay_offline prompt.
  displayText?: string;
  // open_url: the page the customer must complete.
  url?: string;
  // pay_offline (USSD).
  ussdCode?: string;
  // Other fields the reply shows while the charge waits.
  replyFields?: WaitingReplyFields;
  // A charge that waits on the payer away from Kobo (a phone prompt, a scan, a banking app): when
  // Kobo should ask the processor again by itself (epoch ms on the integration's clock). Kobo's
  // due-work runner asks then, so the outcome arrives (and its webhook goes) with nobody polling.
  checkAtMs?: number;
  // failed: why (shown as data.message and gateway_response).
  message?: string;
  // success: "Approved" and the like.
  gatewayResponse?: string;
  // How the customer authenticated, for the transaction log ("pin", "otp", "3DS", ...).
  authentication?: string;
  // Persisted between steps, handed back on the next call.
  session: Record<string, unknown>;
  // Known from `start` on; Kobo keeps it in the session for the authorization on success.
  details?: InstrumentDetails;
  // success: what chargeToken needs to charge this instrument again.
  token?: string;
}

// What a waiting charge's reply shows beside its prompt: a QR's code and image address, M-Pesa
// offline's paybill and the account reference the payer quotes (Paystack's samples).
export interface WaitingReplyFields {
  qr_code?: string;
  url?: string;
  account_number?: string;
  account_reference?: number;
}

export interface ChargeRequest {
  domain: Domain;
  // The integration's "now" (test clock in test mode).
  nowMs: number;
  amount: number;
  currency: string;
  reference: string;
  // Identifies the transaction on Kobo-served pages (bank authentication page).
  accessCode: string;
}

// The request for a charge (or a hold) of `payment` at `now`, the integration's clock. A check made
// before any payment exists (a balance, an authorization's check) has no reference or access code.
export function chargeRequest(
  domain: Domain,
  now: Date,
  payment: { amount: number; currency: string; reference?: string; accessCode?: string | null },
): ChargeRequest {
  return {
    domain,
    nowMs: now.getTime(),
    amount: payment.amount,
    currency: payment.currency,
    reference: payment.reference ?? '',
    accessCode: payment.accessCode ?? '',
  };
}

export interface Processor {
  readonly name: string;
  start(req: ChargeRequest, instrument: Instrument): Promise<ProcessorOutcome>;
  // Customer input for the step the last outcome asked for. Format checks (4-digit PIN, non-empty
  // OTP) are done by Kobo before this is called.
  submit(req: ChargeRequest, session: Record<string, unknown>, step: ProcessorStep, value: string): Promise<ProcessorOutcome>;
  // Status check of a charge waiting on the processor (pending, pay_offline, open_url).
  // `waitedMs` is how long the charge has been in its current state.
  check(req: ChargeRequest, session: Record<string, unknown>, waitedMs: number): Promise<ProcessorOutcome>;
  // The customer finished (or refused) the open_url page.
  completeRedirect(req: ChargeRequest, session: Record<string, unknown>, approved: boolean): Promise<ProcessorOutcome>;
  // Charge a saved instrument without the customer (`pin` for non-reusable card authorizations).
  chargeToken(req: ChargeRequest, token: string, pin?: string): Promise<ProcessorOutcome>;
  // Could this saved instrument cover `amount` now?
  checkToken(req: ChargeRequest, token: string): Promise<{ ok: boolean; message: string }>;
  // What a saved instrument could be charged now, in the request's currency (partial debits).
  availableBalance(req: ChargeRequest, token: string): Promise<number>;
}
