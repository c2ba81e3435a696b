import type { Clock } from '../../core/clock';
import { DomainError, missing, notFound } from '../../core/errors';
import { randomString } from '../../core/ids';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { CallerBase, RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, checkUrl, requireEmail, type Metadata } from '../../core/validate';
import { contextForCapability } from '../../db/capability';
import { forUpdate } from '../../db/dialect';
import type { Database } from '../../db/unit-of-work';
import type { Processors } from '../../processor';
import { parseCard, type RawCard } from '../../processor/card';
import { chargeRequest, type ChargeRequest, type InstrumentDetails, type ProcessorOutcome, type ProcessorStep } from '../../processor/processor';
import type { AuthorizationService } from '../authorizations/authorization.service';
import type { CustomerService } from '../customers/customer.service';
import type { IntegrationService } from '../integrations/integration.service';
import { Preauthorization } from './preauthorization.entity';
import type { PreauthorizationView } from './preauthorization.presenter';
import { duplicateReferenceRefused, HOLD_MS, INSUFFICIENT_FUNDS, preauthorizationReference, type PreauthorizationService } from './preauthorization.service';

export interface InitializePreauthorizationParams {
  email?: string;
  amount?: number;
  currency?: string;
  reference?: string;
  callbackUrl?: string;
  metadata?: Metadata | null;
}

// Where the hosted page's card is between its steps (the `processor_state` column). Never a card
// number or CVV: those reach the processor's `start` only.
export interface PreauthorizationCardState {
  processor: string;
  // The processor's opaque session.
  state: Record<string, unknown>;
  // The processor's last answer: send_pin, send_otp, …, open_url; success or failed once decided.
  status: string;
  prompt: string | null;
  // Bad input to the current step, shown beside it.
  error: string | null;
  details: InstrumentDetails | null;
  signature: string | null;
}

export interface PreauthorizationPage {
  ctx: RequestContext;
  view: PreauthorizationView;
  card: PreauthorizationCardState | null;
  business: string;
  // Where the customer goes once the card is authorized: the record's callback_url, else the
  // integration's default.
  callbackUrl: string | null;
  // The integration's clock (the test cards' expiry is in its future).
  now: Date;
}

export const PREAUTHORIZATION_EMAIL_REQUIRED = 'Customer email address is required';
const ACCESS_CODE = /^[a-z0-9]{15}$/;
const STEPS: readonly ProcessorStep[] = ['pin', 'otp', 'phone', 'birthday', 'address'];

// Format checks before a step's value reaches the processor (as POST /charge/submit_* does them).
function stepProblem(step: ProcessorStep, value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  if (step === 'pin') return /^\d{4}$/.test(v) ? null : 'PIN must be exactly 4 digits';
  return v ? null : `Enter your ${step === 'otp' ? 'OTP' : step}`;
}

// The hosted pre-authorization: POST /preauthorization/initialize makes a `pending` record for a
// customer who has no saved card; on /preauthorization/:access_code (no API key: the access code is
// the capability) the customer gives a card and passes its steps (PIN, OTP, phone, address, bank
// authentication) with the processor, as on the transaction checkout. An authorized card is saved
// as a reusable authorization of the customer and the amount held on it exactly as reserve holds
// it (PreauthorizationService.canHold): `authorized` with preauthorization.reserve.success, or
// `failed` when the card cannot hold it. Capture, release and verify then treat it as any reserve.
export class PreauthorizationCheckoutService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly preauthorizations: PreauthorizationService,
    private readonly authorizations: AuthorizationService,
    private readonly customers: CustomerService,
    private readonly integrations: IntegrationService,
    private readonly processors: Processors,
    private readonly publicUrl: string,
  ) {}

  pageUrl(accessCode: string): string {
    return `${this.publicUrl}/preauthorization/${accessCode}`;
  }

  // POST /preauthorization/initialize.
  async initialize(
    ctx: RequestContext,
    params: InitializePreauthorizationParams,
  ): Promise<{ authorizationUrl: string; accessCode: string; reference: string }> {
    if (!params.email?.trim()) throw missing('email', PREAUTHORIZATION_EMAIL_REQUIRED);
    const email = requireEmail(params.email);
    const amount = checkAmount(params.amount);
    const currency = merchantCurrency(ctx, params.currency);
    const reference = preauthorizationReference(params.reference);
    const callbackUrl = params.callbackUrl?.trim() ? checkUrl(params.callbackUrl.trim(), 'callback_url') : null;
    const metadata = checkMetadata(params.metadata) ?? null;
    const accessCode = randomString(15);
    try {
      await this.db.transaction(ctx, async (t) => {
        const { customer } = await this.customers.create(t, { email });
        await this.preauthorizations.insertNew(t, this.clock.now(t), {
          reference,
          amount,
          currency,
          status: 'pending',
          authorizationId: null,
          customerId: customer.id,
          metadata,
          message: null,
          expiryDate: null,
          accessCode,
          callbackUrl,
        });
      });
    } catch (err) {
      throw duplicateReferenceRefused(err);
    }
    return { authorizationUrl: this.pageUrl(accessCode), accessCode, reference };
  }

  // What the hosted page shows.
  async forPage(base: CallerBase, accessCode: string): Promise<PreauthorizationPage> {
    const ctx = await this.contextForCode(base, accessCode);
    const row = await this.db.read(ctx, (em) => em.findOneBy(Preauthorization, { accessCode, integrationId: ctx.integration.id, domain: ctx.domain }));
    if (!row) throw notFound('Preauthorization not found');
    const [[view], business, settings] = await Promise.all([
      this.preauthorizations.views(ctx, [row]),
      this.integrations.businessName(ctx),
      this.integrations.settings(ctx),
    ]);
    return { ctx, view: view!, card: cardState(row), business, callbackUrl: row.callbackUrl ?? settings.callbackUrl ?? null, now: this.clock.now(ctx) };
  }

  // The customer's card: the processor's first answer (a step to pass, or the outcome).
  async startCard(base: CallerBase, accessCode: string, raw: RawCard): Promise<Preauthorization> {
    const ctx = await this.contextForCode(base, accessCode);
    const card = parseCard(raw);
    await this.authorizations.warm();
    return this.db.transaction(ctx, async (t) => {
      const row = await this.locked(t, accessCode);
      if (row.status !== 'pending' || cardState(row)?.status.startsWith('send_') || cardState(row)?.status === 'open_url') throw notNow(row, 'a card');
      const signature = await this.authorizations.cardSignature(t, row.customerId, card.number);
      const processor = this.processors.forDomain(t.domain);
      const outcome = await processor.start(this.request(t, row), { kind: 'card', card });
      return this.apply(t, row, outcome, { processor: processor.name, state: {}, status: 'start', prompt: null, error: null, details: null, signature });
    });
  }

  // The answer to the step the processor asked for.
  async submit(base: CallerBase, accessCode: string, step: ProcessorStep, value: string | undefined): Promise<Preauthorization> {
    const ctx = await this.contextForCode(base, accessCode);
    return this.db.transaction(ctx, async (t) => {
      const row = await this.locked(t, accessCode);
      const card = cardState(row);
      if (row.status !== 'pending' || !card || card.status !== `send_${step}` || !STEPS.includes(step)) throw notNow(row, `a ${step}`);
      const problem = stepProblem(step, value);
      if (problem) return this.save(t, row, { ...card, error: problem });
      const outcome = await this.processors.named(card.processor).submit(this.request(t, row), card.state, step, value!.trim());
      return this.apply(t, row, outcome, card);
    });
  }

  // The bank authentication step (a card whose bank asks the customer to confirm), approved or refused.
  async completeBankAuth(base: CallerBase, accessCode: string, approved: boolean): Promise<Preauthorization> {
    const ctx = await this.contextForCode(base, accessCode);
    return this.db.transaction(ctx, async (t) => {
      const row = await this.locked(t, accessCode);
      const card = cardState(row);
      if (row.status !== 'pending' || card?.status !== 'open_url') throw notNow(row, 'bank authentication');
      const outcome = await this.processors.named(card.processor).completeRedirect(this.request(t, row), card.state, approved);
      return this.apply(t, row, outcome, card);
    });
  }

  // A step asked for: kept until answered. Success: the card saved and the amount held (or not).
  // Anything else ends the pre-authorization as `failed`, as a declined reserve does.
  private async apply(t: TxContext, row: Preauthorization, outcome: ProcessorOutcome, previous: PreauthorizationCardState): Promise<Preauthorization> {
    const card: PreauthorizationCardState = {
      ...previous,
      state: outcome.session,
      status: outcome.status,
      prompt: outcome.displayText ?? null,
      error: null,
      details: outcome.details ?? previous.details,
    };
    if (outcome.status.startsWith('send_') || outcome.status === 'open_url') return this.save(t, row, card);
    const [view] = await this.preauthorizations.views(t, [row]);
    const v = view!;
    if (outcome.status !== 'success' || !card.details || !outcome.token) {
      // pending / pay_offline (a card the processor cannot decide now) cannot hold anything either.
      const message = outcome.status === 'failed' ? (outcome.message ?? 'Declined') : 'The card could not be authorized';
      await this.preauthorizations.moveTo(t, v, 'failed', { message, processorState: { ...card, status: 'failed' } as never });
      return v.preauthorization;
    }
    // The customer gave the card to be held and charged later: Paystack's pre-authorized cards are
    // reusable (its samples), whatever the card's single-use flag on a plain charge.
    const authorization = await this.authorizations.saveFromCharge(
      t,
      row.customerId,
      { ...card.details, reusable: true },
      card.signature,
      card.processor,
      outcome.token,
    );
    const ok = await this.preauthorizations.canHold(t, authorization, {
      amount: row.amount,
      currency: row.currency,
      reference: row.reference,
      accessCode: row.accessCode ?? '',
    });
    const now = this.clock.now(t);
    v.authorization = authorization;
    await this.preauthorizations.moveTo(t, v, ok ? 'authorized' : 'failed', {
      authorizationId: authorization.id,
      message: ok ? (outcome.gatewayResponse ?? 'Approved') : INSUFFICIENT_FUNDS,
      expiryDate: ok ? new Date(now.getTime() + HOLD_MS) : null,
      processorState: { ...card, status: ok ? 'success' : 'failed' } as never,
    });
    if (ok) await this.preauthorizations.recordEvent(t, 'preauthorization.reserve.success', v);
    return v.preauthorization;
  }

  // The card's state moves on; the record stays `pending` (guarded on it, under the row lock).
  private async save(t: TxContext, row: Preauthorization, card: PreauthorizationCardState): Promise<Preauthorization> {
    const values = { processorState: card as never, updatedAt: this.clock.now(t) };
    const result = await t.tx.em.update(Preauthorization, { id: row.id, status: 'pending' }, values);
    if (result.affected !== undefined && result.affected !== 1)
      throw new DomainError('conflict', 'This preauthorization was updated by another request; fetch it again and retry', 'concurrent_update');
    Object.assign(row, values);
    return row;
  }

  private async locked(t: TxContext, accessCode: string): Promise<Preauthorization> {
    const qb = t.tx.em
      .createQueryBuilder(Preauthorization, 'p')
      .where('p.access_code = :c AND p.integration_id = :i AND p.domain = :d', { c: accessCode, i: t.integration.id, d: t.domain });
    const row = await forUpdate(qb, this.db.dialect).getOne();
    if (!row) throw notFound('Preauthorization not found');
    return row;
  }

  private request(t: TxContext, row: Preauthorization): ChargeRequest {
    return chargeRequest(t.domain, this.clock.now(t), row);
  }

  private async contextForCode(base: CallerBase, accessCode: string): Promise<RequestContext> {
    const ctx = ACCESS_CODE.test(accessCode ?? '') ? await contextForCapability(this.db, base, 'preauthorizations', 'access_code', accessCode) : null;
    if (!ctx) throw notFound('Preauthorization not found');
    return ctx;
  }
}

export function cardState(row: Preauthorization): PreauthorizationCardState | null {
  return (row.processorState as unknown as PreauthorizationCardState | null) ?? null;
}

function notNow(row: Preauthorization, what: string): DomainError {
  const why = row.status === 'pending' ? 'it is waiting for something else' : `it is ${row.status}`;
  return new DomainError('validation', `This preauthorization cannot take ${what} now: ${why}`, 'invalid_state', 'action');
}
