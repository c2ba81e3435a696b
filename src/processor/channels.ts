import { createHash } from 'node:crypto';
import type { Domain } from '../core/request-context';
import type {
  BankInput,
  CapitecPayInput,
  ChargeRequest,
  Instrument,
  InstrumentDetails,
  MobileMoneyInput,
  ProcessorOutcome,
  ProcessorStep,
  WaitingReplyFields,
} from './processor';

// The simulated networks behind the channels where the payer approves away from the checkout: mobile
// money (a prompt on the phone), QR (a scan in a banking app), EFT (the provider's page), Capitec Pay
// (the Capitec app) and Kuda's pay with bank (the Kuda app). The charge waits, and the payer's answer
// arrives later on the integration's clock; Kobo asks again at `checkAtMs` (its due-work runner), so
// the outcome and its webhook come with nobody polling. Test values are Paystack's
// (reference/paystack-facts.md §2.2); the numbers that decline or answer late are Kobo's.

// After this long the simulated payer answers the prompt.
export const PAYER_ANSWERS_MS = 10_000;
// A mobile money prompt (pay_offline) is open this long; a payer who has not answered by then is
// "late": the charge reports `pending` (Paystack's late response) until the answer comes.
export const OFFLINE_WINDOW_MS = 180_000;
// When a late payer finally approves.
export const LATE_ANSWER_MS = 300_000;
// Capitec Pay's request lives this long in the app (the reply's `timeToLive`, seconds × 1000).
export const CAPITEC_TTL_MS = 120_000;

// How the simulated payer answers, chosen by the last four digits of the phone (or identifier):
// 0001 declines, 0002 approves after the window (late), 0003 never answers; any other approves.
export type PayerAnswer = 'approve' | 'decline' | 'late' | 'never';
export const PAYER_SUFFIXES: Readonly<Record<string, PayerAnswer>> = { '0001': 'decline', '0002': 'late', '0003': 'never' };

export const DECLINED = 'Declined';
export const TIMED_OUT = 'The customer did not authorize the payment in time';
// ERR "Provided registration token is invalid": the OTP (voucher) given for a mobile money charge is wrong.
export const BAD_MOMO_OTP = 'Provided registration token is invalid';
export const CAPITEC_DECLINED = 'Account is de-activated, please contact Capitec for help';
export const PROMPT_ON_PHONE = 'Please complete authorization process on your mobile phone';

interface Wallet {
  // The provider's name as the authorization's `bank` shows it.
  name: string;
  currency: string;
  countryCode: string;
  // A step before the prompt: Vodafone's voucher, Côte d'Ivoire's OTP.
  step?: { display: string; value: string };
  // Paystack's documented number that approves at once (the "just in time" reply).
  instant?: string;
  // M-Pesa offline: the payer pays the paybill with an account reference, shown in the reply.
  offline?: boolean;
}

// Provider codes as Paystack's charge samples and /bank?type=mobile_money name them; the same code
// may serve two countries (MTN in Ghana and Côte d'Ivoire), told apart by the charge's currency.
export const WALLETS: Readonly<Record<string, readonly Wallet[]>> = {
  mtn: [
    { name: 'MTN Mobile Money', currency: 'GHS', countryCode: 'GH', instant: '0551234987' },
    { name: 'MTN Mobile Money', currency: 'XOF', countryCode: 'CI', step: { display: 'Please enter the OTP sent to your phone', value: '1234' } },
  ],
  atl: [{ name: 'AirtelTigo Money', currency: 'GHS', countryCode: 'GH' }],
  vod: [
    {
      name: 'Vodafone Cash',
      currency: 'GHS',
      countryCode: 'GH',
      step: { display: 'Please dial *110# to generate a voucher code. Then input the voucher', value: '123456' },
    },
  ],
  mpesa: [{ name: 'M-PESA', currency: 'KES', countryCode: 'KE' }],
  mpesa_offline: [{ name: 'M-PESA', currency: 'KES', countryCode: 'KE', offline: true }],
  orange: [
    {
      name: 'Orange Money',
      currency: 'XOF',
      countryCode: 'CI',
      step: { display: 'Please dial #144*82# to get an OTP, then enter it', value: '1234' },
    },
  ],
};
// Other names clients send for the same providers.
export const WALLET_ALIASES: Readonly<Record<string, string>> = {
  tgo: 'atl',
  airteltigo: 'atl',
  vodafone: 'vod',
  telecel: 'vod',
  'mpesa-offline': 'mpesa_offline',
};
export const CALLING_CODES: Readonly<Record<string, string>> = { GH: '233', KE: '254', CI: '225' };

export function walletFor(provider: string, currency: string): Wallet | undefined {
  return WALLETS[provider]?.find((w) => w.currency === currency);
}

// The providers a payment in `currency` may use, with their names (the checkout's choice).
export function walletsOf(currency: string): Array<{ provider: string; name: string }> {
  return Object.keys(WALLETS).flatMap((provider) => {
    const w = walletFor(provider, currency);
    return w ? [{ provider, name: w.offline ? `${w.name} (paybill)` : w.name }] : [];
  });
}

// Test mode: a number for each provider of `currency` and what it asks for (the checkout lists them).
export function testWallets(currency: string): Array<{ provider: string; name: string; phone: string; steps: string[] }> {
  const phones: Record<string, string> = { GH: '0551234987', KE: '0710000000', CI: '0700000000' };
  return walletsOf(currency).map(({ provider, name }) => {
    const w = walletFor(provider, currency)!;
    const others: Record<string, string> = {
      mpesa_offline: '0700000000',
      atl: '0261234567',
      vod: '0201234567',
      ...(w.countryCode === 'CI' ? { mtn: '0500000000' } : {}),
    };
    const phone = w.instant ?? others[provider] ?? phones[w.countryCode]!;
    const steps = [
      ...(w.step ? [`${provider === 'vod' ? 'voucher' : 'OTP'} ${w.step.value}`] : []),
      w.instant === phone ? 'approved at once' : 'approved 10 s later',
    ];
    return { provider, name, phone, steps };
  });
}

export const QR_PROVIDERS: Readonly<Record<string, { currency: string; countryCode: string }>> = {
  'scan-to-pay': { currency: 'ZAR', countryCode: 'ZA' },
  visa: { currency: 'NGN', countryCode: 'NG' },
};
// The QR provider that serves a payment in `currency` (NGN: Visa QR, ZAR: Scan to Pay), if any.
export function qrProviderFor(currency: string): string | undefined {
  return Object.keys(QR_PROVIDERS).find((p) => QR_PROVIDERS[p]!.currency === currency);
}

// Whether the hosted checkout offers `channel` for a payment in `currency`, as Paystack's markets do:
// cards everywhere; pay with bank and USSD in Nigeria; QR where a provider takes the currency; mobile
// money where wallets do; EFT and Capitec Pay in South Africa; a bank transfer to a temporary account
// in Nigeria (pay with transfer) and Kenya (Pesalink); Apple Pay wherever cards are taken but South
// Africa (Paystack: "available to businesses in all markets except South Africa"), in test mode only:
// Kobo has no Apple Pay sheet to hand it a real device token, so the button is a test-mode stand-in.
export function checkoutServes(channel: string, currency: string, domain: Domain): boolean {
  switch (channel) {
    case 'card':
      return true;
    case 'bank':
    case 'ussd':
      return currency === 'NGN';
    case 'qr':
      return qrProviderFor(currency) !== undefined;
    case 'mobile_money':
      return walletsOf(currency).length > 0;
    case 'eft':
    case 'capitec_pay':
      return currency === 'ZAR';
    case 'bank_transfer':
      return currency === 'NGN' || currency === 'KES';
    case 'apple_pay':
      return currency !== 'ZAR' && domain === 'test';
    default:
      return false;
  }
}

export const EFT_PROVIDERS: readonly string[] = ['ozow'];
// Paystack's EFT test accounts (§2.2): the charge succeeds; a refund of it fails or needs attention
// (modules/refunds keys them by the authorization's bin and last4).
export const EFT_TEST_ACCOUNTS = { refundFails: '1012204936', refundNeedsAttention: '1012204935' } as const;
export const KUDA = { code: '50211', phone: '+2348100000000', token: '123456' } as const;
export const CHANNEL_KINDS = ['mobile_money', 'qr', 'eft', 'capitec_pay'] as const;

export interface ChannelSession {
  instrument: 'mobile_money' | 'qr' | 'eft' | 'capitec_pay' | 'kuda';
  scenario: string | null;
  steps: ProcessorStep[];
  next: number;
  details: InstrumentDetails;
  answer: PayerAnswer;
  // What the charge shows while it waits, and since when (integration clock).
  waiting: 'pay_offline' | 'pending' | 'open_url';
  waitFromMs: number;
  windowMs: number;
  displayText?: string;
  replyFields?: WaitingReplyFields;
  url?: string;
  expected?: string;
  // The existing redirect machinery completes an open_url page (SimulatedProcessor.completeRedirect).
  awaiting: string | null;
  [key: string]: unknown;
}

export function isChannelSession(raw: Record<string, unknown>): raw is ChannelSession {
  return (
    raw.instrument === 'mobile_money' || raw.instrument === 'qr' || raw.instrument === 'eft' || raw.instrument === 'capitec_pay' || raw.instrument === 'kuda'
  );
}

function answerOf(value: string): PayerAnswer {
  return PAYER_SUFFIXES[value.replace(/\D/g, '').slice(-4)] ?? 'approve';
}

// The national form of a wallet number ("0551234987"), from any of "+233 55 123 4987", "233551234987"
// or "0551234987"; null when it is not a 10-digit national number.
export function nationalPhone(phone: string, countryCode: string): string | null {
  let digits = phone.replace(/[\s()-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  digits = digits.replace(/^\+/, '');
  const calling = CALLING_CODES[countryCode] ?? '';
  if (calling && digits.startsWith(calling) && digits.length === calling.length + 9) digits = `0${digits.slice(calling.length)}`;
  else if (calling && digits.startsWith(calling) && digits.length === calling.length + 10) digits = digits.slice(calling.length);
  return /^0\d{9}$/.test(digits) ? digits : null;
}

function brandOf(name: string): string {
  return name.charAt(0) + name.slice(1).toLowerCase();
}

function digitsOf(reference: string, n: number): string {
  const v = parseInt(createHash('sha256').update(reference).digest('hex').slice(0, 12), 16) % 10 ** n;
  return String(v).padStart(n, '0');
}

export function startChannel(req: ChargeRequest, instrument: Instrument, publicUrl: string): ProcessorOutcome {
  switch (instrument.kind) {
    case 'mobile_money':
      return startMobileMoney(req, instrument.mobileMoney);
    case 'qr':
      return startQr(req, instrument.qr.provider, publicUrl);
    case 'eft':
      return startEft(req, instrument.eft.accountNumber, publicUrl);
    case 'capitec_pay':
      return startCapitec(req, instrument.capitecPay);
    case 'apple_pay':
      return startApplePay(req);
    default:
      throw new Error(`not a channel instrument: ${instrument.kind}`);
  }
}

function startMobileMoney(req: ChargeRequest, input: MobileMoneyInput): ProcessorOutcome {
  // The caller checked the provider against the currency and the phone's form.
  const wallet = walletFor(input.provider, req.currency)!;
  const phone = input.phone;
  const details: InstrumentDetails = {
    channel: 'mobile_money',
    bin: `${phone.slice(0, 3)}XXX`,
    last4: `X${phone.slice(-3)}`,
    expMonth: '12',
    expYear: '9999',
    cardType: '',
    bank: wallet.name,
    countryCode: wallet.countryCode,
    brand: brandOf(wallet.name),
    reusable: false,
    accountName: null,
  };
  const session: ChannelSession = {
    instrument: 'mobile_money',
    scenario: input.provider,
    steps: wallet.step ? ['otp'] : [],
    next: 0,
    details,
    answer: answerOf(phone),
    waiting: 'pay_offline',
    waitFromMs: req.nowMs,
    windowMs: OFFLINE_WINDOW_MS,
    displayText: PROMPT_ON_PHONE,
    expected: wallet.step?.value,
    awaiting: null,
  };
  if (wallet.offline) {
    // The paybill the payer pays to and the account reference they quote (the sample's shape).
    session.replyFields = { account_number: '4084333', account_reference: Number(`1${digitsOf(req.reference, 6)}`) };
  }
  if (wallet.step) return { status: 'send_otp', session, details, displayText: wallet.step.display };
  if (wallet.instant === phone) return { ...approved(session), details };
  return { ...waitOn(session, req.nowMs), details };
}

function startQr(req: ChargeRequest, provider: string, publicUrl: string): ProcessorOutcome {
  const { countryCode } = QR_PROVIDERS[provider]!;
  const details: InstrumentDetails = {
    channel: 'qr',
    bin: '483953',
    last4: '6208',
    expMonth: '12',
    expYear: '2099',
    cardType: 'CREDIT',
    bank: req.domain === 'test' ? 'TEST BANK' : 'KOBO SIMULATED BANK',
    countryCode,
    brand: 'VISA',
    reusable: false,
    accountName: null,
  };
  const code = `000201021642${digitsOf(req.reference, 12)}5204549953036${countryCode === 'ZA' ? '710' : '566'}5802${countryCode}62230519KOBO_${req.reference}`;
  const session: ChannelSession = {
    instrument: 'qr',
    scenario: provider,
    steps: [],
    next: 0,
    details,
    answer: 'approve',
    waiting: 'pay_offline',
    waitFromMs: req.nowMs,
    windowMs: OFFLINE_WINDOW_MS,
    replyFields: { qr_code: code, url: `${publicUrl}/checkout/${req.accessCode}` },
    awaiting: null,
  };
  return { ...waitOn(session, req.nowMs), details };
}

function startEft(req: ChargeRequest, accountNumber: string | undefined, publicUrl: string): ProcessorOutcome {
  const account = accountNumber ?? '1012204900';
  const details: InstrumentDetails = {
    channel: 'eft',
    bin: `${account.slice(0, 3)}XXX`,
    last4: `X${account.slice(-3)}`,
    expMonth: '12',
    expYear: '9999',
    cardType: '',
    bank: 'Ozow',
    countryCode: 'ZA',
    brand: 'Ozow',
    reusable: false,
    accountName: null,
  };
  const url = `${publicUrl}/checkout/bank-auth/${req.accessCode}`;
  const session: ChannelSession = {
    instrument: 'eft',
    scenario: 'ozow',
    steps: [],
    next: 0,
    details,
    answer: 'approve',
    waiting: 'open_url',
    waitFromMs: req.nowMs,
    windowMs: OFFLINE_WINDOW_MS,
    url,
    awaiting: 'redirect',
  };
  return { ...waitOn(session, req.nowMs), details };
}

function startCapitec(req: ChargeRequest, input: CapitecPayInput): ProcessorOutcome {
  const value = input.identifierValue;
  const details: InstrumentDetails = {
    channel: 'capitec_pay',
    bin: '',
    last4: value.slice(-4),
    expMonth: '',
    expYear: '',
    cardType: '',
    bank: 'Capitec Bank',
    countryCode: 'ZA',
    brand: 'Capitec Pay',
    reusable: false,
    accountName: null,
  };
  const session: ChannelSession = {
    instrument: 'capitec_pay',
    scenario: input.identifierKey,
    steps: [],
    next: 0,
    details,
    answer: answerOf(value),
    waiting: 'pending',
    waitFromMs: req.nowMs,
    windowMs: CAPITEC_TTL_MS,
    awaiting: null,
  };
  return { ...waitOn(session, req.nowMs), details };
}

// Apple Pay: the payer approves in the Apple Pay sheet, which hands over a device token for a card in
// the wallet; the charge succeeds at once. Kobo has no Apple Pay sheet: in test mode the checkout's
// button stands in for it, with one card (a Visa) in the wallet. The authorization is a card's with
// channel apple_pay, not reusable (the device token is for one payment), and without an expiry
// (Paystack's refund sample of an apple_pay payment: exp_month and exp_year null).
export const APPLE_PAY_CARD = { bin: '408408', last4: '4081', brand: 'visa', cardType: 'visa DEBIT' } as const;

function startApplePay(req: ChargeRequest): ProcessorOutcome {
  const details: InstrumentDetails = {
    channel: 'apple_pay',
    bin: APPLE_PAY_CARD.bin,
    last4: APPLE_PAY_CARD.last4,
    expMonth: '',
    expYear: '',
    cardType: APPLE_PAY_CARD.cardType,
    bank: req.domain === 'test' ? 'TEST BANK' : 'KOBO SIMULATED BANK',
    countryCode: 'NG',
    brand: APPLE_PAY_CARD.brand,
    reusable: false,
    accountName: null,
  };
  return { status: 'success', session: { instrument: 'apple_pay' }, gatewayResponse: 'Approved', token: 'sim:apple_pay', details };
}

// Kuda: the payer approves in the Kuda app with the token it shows; the charge is `pending`
// ("Processing transaction", Paystack's sample) until the bank answers.
export function startKuda(req: ChargeRequest, bank: BankInput): ProcessorOutcome {
  const phone = (bank.phone ?? '').replace(/[\s()-]/g, '');
  const details: InstrumentDetails = {
    channel: 'bank',
    bin: `${phone.replace(/\D/g, '').slice(-10, -7)}XXX`,
    last4: `X${phone.slice(-3)}`,
    expMonth: '12',
    expYear: '9999',
    cardType: '',
    bank: 'Kuda Bank',
    countryCode: 'NG',
    brand: 'Kuda bank',
    reusable: false,
    accountName: null,
  };
  const session: ChannelSession = {
    instrument: 'kuda',
    scenario: 'kuda',
    steps: [],
    next: 0,
    details,
    answer: 'approve',
    waiting: 'pending',
    waitFromMs: req.nowMs,
    windowMs: OFFLINE_WINDOW_MS,
    displayText: 'Processing transaction',
    awaiting: null,
  };
  const international = phone.startsWith('+') ? phone : `+234${phone.replace(/^0/, '')}`;
  if (req.domain === 'test' && international !== KUDA.phone)
    return failed(session, `This is not a test Kuda account. In test mode use phone ${KUDA.phone} and token ${KUDA.token}`, details);
  if (req.domain === 'test' && bank.token !== KUDA.token) return failed(session, 'Invalid token', details);
  return { ...waitOn(session, req.nowMs), details };
}

// The voucher (Vodafone) or OTP (Côte d'Ivoire) step; then the prompt goes to the phone.
export function submitChannel(req: ChargeRequest, session: ChannelSession, step: ProcessorStep, value: string): ProcessorOutcome {
  if (session.steps[session.next] !== step) return failed(session, 'Unexpected authentication step');
  const next: ChannelSession = { ...session, next: session.next + 1 };
  if (session.expected !== undefined && value !== session.expected) return failed(next, BAD_MOMO_OTP);
  return waitOn({ ...next, waitFromMs: req.nowMs }, req.nowMs);
}

// Where the payer's answer stands at `nowMs`.
export function checkChannel(req: ChargeRequest, session: ChannelSession): ProcessorOutcome {
  const waited = req.nowMs - session.waitFromMs;
  switch (session.answer) {
    case 'approve':
      return waited >= PAYER_ANSWERS_MS ? approved(session) : waitOn(session, session.waitFromMs + PAYER_ANSWERS_MS);
    case 'decline':
      return waited >= PAYER_ANSWERS_MS
        ? failed(session, session.instrument === 'capitec_pay' ? CAPITEC_DECLINED : DECLINED)
        : waitOn(session, session.waitFromMs + PAYER_ANSWERS_MS);
    case 'late':
      if (waited >= LATE_ANSWER_MS) return approved(session);
      // Past the prompt's window: Paystack's late response, `pending`, until the answer comes.
      if (waited >= session.windowMs) return { status: 'pending', session: { ...session, waiting: 'pending' }, checkAtMs: session.waitFromMs + LATE_ANSWER_MS };
      return waitOn(session, session.waitFromMs + session.windowMs);
    case 'never':
      return waited >= session.windowMs ? failed(session, TIMED_OUT) : waitOn(session, session.waitFromMs + session.windowMs);
  }
}

function waitOn(session: ChannelSession, checkAtMs: number): ProcessorOutcome {
  return {
    status: session.waiting,
    session,
    displayText: session.displayText,
    url: session.url,
    replyFields: session.replyFields,
    checkAtMs: Math.max(checkAtMs, session.waitFromMs + PAYER_ANSWERS_MS),
  };
}

function approved(session: ChannelSession): ProcessorOutcome {
  const gatewayResponse = session.instrument === 'qr' ? 'Payment successful' : 'Approved';
  return { status: 'success', session: { ...session, awaiting: null }, gatewayResponse, token: `sim:${session.instrument}` };
}

function failed(session: ChannelSession, message: string, details?: InstrumentDetails): ProcessorOutcome {
  return { status: 'failed', session: { ...session, awaiting: null }, message, details };
}
