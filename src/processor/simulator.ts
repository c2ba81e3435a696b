import { createHash } from 'node:crypto';
import { PAY_WITH_BANK_BANKS, USSD_BANK_CODES } from '../core/banks/directory';
import { cardBrand, cardExpired } from './card';
import { checkChannel, isChannelSession, KUDA, startChannel, startKuda, submitChannel } from './channels';
import type { BankInput, CardInput, ChargeRequest, Instrument, InstrumentDetails, Processor, ProcessorOutcome, ProcessorStep, UssdInput } from './processor';

// The simulated card and bank network. In test mode it answers exactly as Paystack's published
// test instruments do (docs/guide.md "Test cards and accounts"); any other card is refused with a clear
// message. In live mode (KOBO_LIVE_PROCESSOR=simulator) the same instruments behave the same way
// and any other valid card is approved after its CVV: there is no money behind it.

export const TEST_OTP = '123456';
// Waiting time before a pending or USSD charge resolves on a status check (spec: "10 seconds or more").
export const PENDING_RESOLVE_MS = 10_000;
// check_authorization / charge_authorization: "insufficient balance: any payment > NGN 500,000".
export const INSUFFICIENT_FUNDS_FROM = 50_000_000;

type FinalResult = { kind: 'success' } | { kind: 'failed'; message: string } | { kind: 'pending' } | { kind: 'open_url' };

interface CardScenario {
  key: string;
  number: string;
  cvv: string;
  pin?: string;
  steps: ProcessorStep[];
  result: FinalResult;
  reusable: boolean;
  label: string;
  // What the card holds, in minor units: a charge above it fails "Insufficient Funds", a partial
  // debit takes what is there. Without it a card covers anything below INSUFFICIENT_FUNDS_FROM.
  balance?: number;
}

export const TEST_CARDS: readonly CardScenario[] = [
  { key: 'success', number: '4084084084084081', cvv: '408', steps: [], result: { kind: 'success' }, reusable: true, label: 'Success, no validation' },
  { key: 'pin', number: '507850785078507812', cvv: '081', pin: '1111', steps: ['pin'], result: { kind: 'success' }, reusable: true, label: 'PIN validation' },
  {
    key: 'pin_otp',
    number: '5060666666666666666',
    cvv: '123',
    pin: '1234',
    steps: ['pin', 'otp'],
    result: { kind: 'success' },
    reusable: false,
    label: 'PIN + OTP',
  },
  {
    key: 'pin_phone_otp',
    number: '507850785078507804',
    cvv: '884',
    pin: '0000',
    steps: ['pin', 'phone', 'otp'],
    result: { kind: 'success' },
    reusable: true,
    label: 'PIN + phone + OTP',
  },
  { key: 'bank_auth', number: '5192602720584796', cvv: '123', steps: [], result: { kind: 'open_url' }, reusable: true, label: 'Bank authentication' },
  {
    key: 'bank_auth_legacy',
    number: '4084080000000409',
    cvv: '000',
    steps: [],
    result: { kind: 'open_url' },
    reusable: true,
    label: 'Bank authentication (older page)',
  },
  { key: 'declined', number: '4084080000005408', cvv: '001', steps: [], result: { kind: 'failed', message: 'Declined' }, reusable: true, label: 'Declined' },
  {
    key: 'insufficient',
    number: '4084080000670037',
    cvv: '787',
    steps: [],
    result: { kind: 'failed', message: 'Insufficient Funds' },
    reusable: true,
    label: 'Insufficient funds',
  },
  {
    key: 'token_not_generated',
    number: '507850785078507853',
    cvv: '082',
    pin: '0000',
    steps: ['pin'],
    result: { kind: 'failed', message: 'Token Not Generated. Customer Not Registered on Token Platform' },
    reusable: true,
    label: 'Token not generated',
  },
  // Refund test cards: the charge succeeds; a refund of it fails or needs attention (modules/refunds).
  { key: 'refund_failed', number: '4084080000671803', cvv: '180', steps: [], result: { kind: 'success' }, reusable: true, label: 'Refund fails' },
  { key: 'refund_attention', number: '4084080000671902', cvv: '190', steps: [], result: { kind: 'success' }, reusable: true, label: 'Refund needs attention' },
  // Dispute test card: the charge succeeds; the issuer then disputes it (modules/disputes).
  { key: 'disputed', number: '4084080000013402', cvv: '340', steps: [], result: { kind: 'success' }, reusable: true, label: 'Disputed by the issuer' },
  // Partial debits: holds NGN 1,000, so a partial debit of more takes 100000 kobo if at_least allows.
  {
    key: 'limited_balance',
    number: '4084080000001001',
    cvv: '100',
    steps: [],
    result: { kind: 'success' },
    reusable: true,
    label: 'Limited balance (NGN 1,000)',
    balance: 100_000,
  },
  // Address verification (AVS): POST /charge answers send_address; any complete address succeeds.
  { key: 'address', number: '4084080000002009', cvv: '200', steps: ['address'], result: { kind: 'success' }, reusable: true, label: 'Address verification' },
  { key: 'timeout', number: '506066506066506067', cvv: '060', steps: [], result: { kind: 'pending' }, reusable: true, label: 'Timeout (pending, legacy)' },
];

interface BankScenario {
  code: string;
  accountNumber: string;
  name: string;
}

// From the one bank directory (core/banks), so the checkout and GET /bank agree.
export const PAY_WITH_BANK: Readonly<Record<string, string>> = PAY_WITH_BANK_BANKS;
export const TEST_BANK_ACCOUNTS: readonly BankScenario[] = [{ code: '057', accountNumber: '0000000000', name: 'Zenith Bank' }];

export const USSD_BANKS: Readonly<Record<string, string>> = USSD_BANK_CODES;

// What the hosted checkout lists in test mode, in the order payers meet them: each card with the
// values its steps want and the outcome it ends in, all read from TEST_CARDS so the list cannot drift
// from what the simulator does (a limited balance shows as "up to …": more fails Insufficient Funds).
// (The refund, dispute, token and timeout cards are for API tests.)
export interface TestCardHint {
  key: string;
  label: string;
  number: string;
  cvv: string;
  steps: string[];
  outcome: string;
}

const CHECKOUT_CARDS = ['success', 'pin', 'pin_otp', 'pin_phone_otp', 'address', 'bank_auth', 'declined', 'insufficient', 'limited_balance'];
export const TEST_PHONE = '08012345678';
export const TEST_BIRTHDAY = '1990-04-01';
export const TEST_ADDRESS = '140 N 2ND ST, Stroudsburg, PA 18360';

function formatMinor(minor: number): string {
  return `NGN ${(minor / 100).toLocaleString('en-US')}`;
}

// What a card (or a saved authorization's token) can pay now.
function balanceOf(scenario: CardScenario | undefined): number {
  return scenario?.balance ?? INSUFFICIENT_FUNDS_FROM - 1;
}

export function checkoutTestCards(): TestCardHint[] {
  return CHECKOUT_CARDS.map((key) => {
    const c = TEST_CARDS.find((card) => card.key === key)!;
    const steps = c.steps.map((s) =>
      s === 'pin' ? `PIN ${c.pin}` : s === 'otp' ? `OTP ${TEST_OTP}` : s === 'phone' ? 'any phone number' : s === 'address' ? 'any address' : 'any birthday',
    );
    if (c.result.kind === 'open_url') steps.push('approve on the bank page');
    if (c.balance !== undefined) steps.push(`up to ${formatMinor(c.balance)}`);
    const outcome =
      c.result.kind === 'failed' ? c.result.message : c.result.kind === 'success' ? 'Success' : c.result.kind === 'pending' ? 'Pending' : 'Success';
    return { key, label: c.label, number: c.number, cvv: c.cvv, steps, outcome };
  });
}

// The value a test instrument accepts at a step, from the simulator's own session (null: none known,
// e.g. another processor's session).
export function testStepValue(state: Record<string, unknown> | null | undefined, step: ProcessorStep): string | null {
  if (!state || typeof state.instrument !== 'string') return null;
  // A mobile money voucher or OTP is the provider's own (Vodafone 123456, Côte d'Ivoire 1234).
  if (isChannelSession(state)) return step === 'otp' ? (state.expected ?? null) : null;
  if (step === 'otp') return TEST_OTP;
  if (step === 'phone') return TEST_PHONE;
  if (step === 'birthday') return TEST_BIRTHDAY;
  if (step === 'address') return TEST_ADDRESS;
  return TEST_CARDS.find((c) => c.key === state.scenario)?.pin ?? null;
}

interface Session {
  instrument: 'card' | 'bank' | 'ussd' | 'token';
  scenario: string | null;
  steps: ProcessorStep[];
  next: number;
  [key: string]: unknown;
}

const DISPLAY: Record<ProcessorStep, string> = {
  pin: 'Please enter your 4-digit card PIN',
  otp: 'Please send OTP (none will be sent to your phone)',
  phone: 'Please send phone',
  birthday: 'Please send your birthday',
  address: 'Please enter your billing address',
};

export class SimulatedProcessor implements Processor {
  readonly name = 'simulator';

  constructor(private readonly publicUrl: string) {}

  async start(req: ChargeRequest, instrument: Instrument): Promise<ProcessorOutcome> {
    if (instrument.kind === 'card') return this.startCard(req, instrument.card);
    if (instrument.kind === 'bank') return instrument.bank.code === KUDA.code ? startKuda(req, instrument.bank) : this.startBank(req, instrument.bank);
    if (instrument.kind === 'ussd') return this.startUssd(req, instrument.ussd);
    return startChannel(req, instrument, this.publicUrl);
  }

  async submit(req: ChargeRequest, raw: Record<string, unknown>, step: ProcessorStep, value: string): Promise<ProcessorOutcome> {
    if (isChannelSession(raw)) return submitChannel(req, raw, step, value);
    const current = raw as Session;
    const expected = current.steps[current.next];
    if (expected !== step) return failed(current, 'Unexpected authentication step');
    const session: Session = { ...current, next: current.next + 1 };
    if (session.instrument === 'bank') {
      if (step === 'otp' && value !== TEST_OTP) return failed(session, 'Invalid OTP');
      return this.advance(req, session, { kind: 'success' });
    }
    const scenario = TEST_CARDS.find((c) => c.key === session.scenario);
    if (step === 'pin' && scenario?.pin !== undefined && value !== scenario.pin) return failed(session, 'Incorrect PIN');
    if (step === 'otp' && value !== TEST_OTP) return failed(session, 'Invalid OTP');
    if (step === 'phone' && value.replace(/\D/g, '').length < 10) return failed(session, 'Invalid phone number');
    // The balance decides once the last step is answered, as the card's issuer would.
    if (scenario?.balance !== undefined && session.next >= session.steps.length && req.amount > scenario.balance) return failed(session, 'Insufficient Funds');
    return this.advance(req, session, scenario?.result ?? { kind: 'success' });
  }

  async check(req: ChargeRequest, raw: Record<string, unknown>, waitedMs: number): Promise<ProcessorOutcome> {
    if (isChannelSession(raw)) return checkChannel(req, raw);
    const session = raw as Session;
    // Direct API users have no browser to complete the bank page: a status check completes it.
    if (session.awaiting === 'redirect') return this.completeRedirect(req, session, true);
    if (waitedMs < PENDING_RESOLVE_MS) return { status: session.awaiting === 'offline' ? 'pay_offline' : 'pending', session, ...offlinePrompt(session) };
    return approved(session, session.instrument === 'ussd' ? 'Payment successful' : 'Approved');
  }

  async completeRedirect(_req: ChargeRequest, raw: Record<string, unknown>, ok: boolean): Promise<ProcessorOutcome> {
    const session = raw as Session;
    // An EFT provider's page: the payer logged in to their bank there, no card authentication.
    const authentication = isChannelSession(raw) ? undefined : '3DS';
    return ok
      ? approved({ ...session, awaiting: null }, 'Approved', authentication)
      : failed({ ...session, awaiting: null }, 'Customer did not complete bank authentication');
  }

  async chargeToken(req: ChargeRequest, token: string, pin?: string): Promise<ProcessorOutcome> {
    const session: Session = { instrument: 'token', scenario: token.replace(/^sim:/, ''), steps: [], next: 0 };
    const scenario = TEST_CARDS.find((c) => `sim:${c.key}` === token);
    if (pin !== undefined && scenario?.pin !== undefined && pin !== scenario.pin) return failed(session, 'Incorrect PIN');
    if (req.amount > balanceOf(scenario)) return failed(session, 'Insufficient Funds');
    return approved(session, 'Approved', pin !== undefined ? 'pin' : undefined);
  }

  async checkToken(req: ChargeRequest, token: string): Promise<{ ok: boolean; message: string }> {
    return req.amount > (await this.availableBalance(req, token))
      ? { ok: false, message: 'Insufficient Funds' }
      : { ok: true, message: 'Authorization is valid for this amount' };
  }

  async availableBalance(_req: ChargeRequest, token: string): Promise<number> {
    return balanceOf(TEST_CARDS.find((c) => `sim:${c.key}` === token));
  }

  private startCard(req: ChargeRequest, card: CardInput): ProcessorOutcome {
    const scenario = TEST_CARDS.find((c) => c.number === card.number);
    const brand = cardBrand(card.number);
    const details: InstrumentDetails = {
      channel: 'card',
      bin: card.number.slice(0, 6),
      last4: card.number.slice(-4),
      expMonth: card.expiryMonth,
      expYear: card.expiryYear,
      cardType: brand === 'unknown' ? 'DEBIT' : `${brand} DEBIT`,
      bank: req.domain === 'test' ? 'TEST BANK' : 'KOBO SIMULATED BANK',
      countryCode: 'NG',
      brand: brand === 'unknown' ? 'card' : brand,
      reusable: scenario?.reusable ?? true,
      accountName: null,
    };
    const session: Session = { instrument: 'card', scenario: scenario?.key ?? null, steps: scenario?.steps ?? [], next: 0, details };
    if (!scenario && req.domain === 'test') {
      return failed(
        session,
        'This card is not a test card. In test mode use one of the test cards listed on the checkout page and in docs/guide.md (e.g. 4084084084084081, CVV 408)',
        details,
      );
    }
    if (cardExpired(card, req.nowMs)) return failed(session, 'Expired Card', details);
    if (scenario && card.cvv !== scenario.cvv) return failed(session, 'Invalid CVV', details);
    if (!scenario) return { ...approved(session, 'Approved'), details };
    if (scenario.balance !== undefined && scenario.steps.length === 0 && req.amount > scenario.balance) return failed(session, 'Insufficient Funds', details);
    return { ...this.advance(req, session, scenario.result), details };
  }

  private startBank(req: ChargeRequest, bank: BankInput): ProcessorOutcome {
    const name = PAY_WITH_BANK[bank.code] ?? 'Bank';
    const details: InstrumentDetails = {
      channel: 'bank',
      bin: `${bank.accountNumber.slice(0, 3)}XXX`,
      last4: `X${bank.accountNumber.slice(-3)}`,
      expMonth: '12',
      expYear: '9999',
      cardType: '',
      bank: name,
      countryCode: 'NG',
      brand: `${name.split(' ')[0]} Emandate`,
      reusable: false,
      accountName: null,
    };
    const steps: ProcessorStep[] = bank.birthday ? ['otp'] : ['birthday', 'otp'];
    const session: Session = { instrument: 'bank', scenario: 'bank', steps, next: 0, details };
    const known = TEST_BANK_ACCOUNTS.some((a) => a.code === bank.code && a.accountNumber === bank.accountNumber);
    if (!known && req.domain === 'test') {
      return failed(session, 'This is not a test bank account. In test mode use Zenith Bank (057), account 0000000000', details);
    }
    return { ...this.advance(req, session, { kind: 'success' }), details };
  }

  private startUssd(req: ChargeRequest, ussd: UssdInput): ProcessorOutcome {
    const bank = USSD_BANKS[ussd.type] ?? 'Bank';
    const digits = parseInt(createHash('sha256').update(req.reference).digest('hex').slice(0, 8), 16) % 1_000_000;
    const ussdCode = `*${ussd.type}*33*4*${String(digits).padStart(6, '0')}#`;
    const details: InstrumentDetails = {
      channel: 'ussd',
      bin: 'XXXXXX',
      last4: 'XXXX',
      expMonth: '12',
      expYear: '9999',
      cardType: 'offline',
      bank,
      countryCode: 'NG',
      brand: 'offline',
      reusable: false,
      accountName: null,
    };
    const session: Session = { instrument: 'ussd', scenario: 'ussd', steps: [], next: 0, details, awaiting: 'offline', ussdCode };
    return { status: 'pay_offline', session, details, ...offlinePrompt(session) };
  }

  // Move to the next input step, or to the scenario's result once none is left.
  private advance(req: ChargeRequest, session: Session, result: FinalResult): ProcessorOutcome {
    const step = session.steps[session.next];
    if (step) return { status: `send_${step}`, session, displayText: displayFor(session, step) };
    const authentication = session.steps.includes('otp') ? 'otp' : session.steps.includes('pin') ? 'pin' : undefined;
    switch (result.kind) {
      case 'success':
        return approved(session, 'Approved', authentication);
      case 'failed':
        return failed(session, result.message);
      case 'pending':
        return { status: 'pending', session: { ...session, awaiting: 'processor' } };
      case 'open_url':
        return { status: 'open_url', session: { ...session, awaiting: 'redirect' }, url: `${this.publicUrl}/checkout/bank-auth/${req.accessCode}` };
    }
  }
}

// The session records the step being asked for as `next`; a submit moves past it.
function displayFor(session: Session, step: ProcessorStep): string | undefined {
  if (step === 'pin') return undefined;
  if (session.instrument === 'bank' && step === 'otp') return 'To confirm that you own this account, kindly enter the OTP sent to your phone';
  return DISPLAY[step];
}

function offlinePrompt(session: Session): { displayText?: string; ussdCode?: string } {
  if (session.awaiting !== 'offline' || typeof session.ussdCode !== 'string') return {};
  return { ussdCode: session.ussdCode, displayText: `Please dial ${session.ussdCode} on your mobile phone to complete the transaction` };
}

function approved(session: Session, gatewayResponse: string, authentication?: string): ProcessorOutcome {
  const token =
    session.instrument === 'card' && session.scenario
      ? `sim:${session.scenario}`
      : session.instrument === 'token'
        ? `sim:${session.scenario}`
        : `sim:${session.instrument}`;
  return { status: 'success', session: { ...session, awaiting: null }, gatewayResponse, authentication, token };
}

function failed(session: Session, message: string, details?: InstrumentDetails): ProcessorOutcome {
  return { status: 'failed', session: { ...session, awaiting: null }, message, details };
}
