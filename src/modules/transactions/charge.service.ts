import type { EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing } from '../../core/errors';
import { randomString } from '../../core/ids';
import type { Logger } from '../../core/logger';
import type { CallerBase, RequestContext, Tx, TxContext } from '../../core/request-context';
import { jobContext } from '../../jobs/job-context';
import { checkMetadata, requireEmail, checkReference } from '../../core/validate';
import type { Database } from '../../db/unit-of-work';
import { transactionFee } from '../../ledger/fees';
import type { Processors } from '../../processor';
import { chargeRequest, type ChargeRequest, type Instrument, type InstrumentDetails, type ProcessorOutcome } from '../../processor/processor';
import type { Authorization } from '../authorizations/authorization.entity';
import type { AuthorizationService, SavedAuthorization } from '../authorizations/authorization.service';
import { Customer } from '../customers/customer.entity';
import type { CustomerService } from '../customers/customer.service';
import type { ChargeSession } from './charge-session';
import { Transaction } from './transaction.entity';
import type { TransactionView } from './transaction.presenter';
import { ABANDONABLE, CHARGEABLE, type ChargeState } from './transaction.state';
import type { ChargeCaller, TransactionStore, TransitionChanges } from './transaction.store';
import type { SessionTimeoutService } from './session-timeout.service';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import { checkoutServes } from '../../processor/channels';
import { amountOrPlan, checkTransactionOptions } from './transaction.rules';
import type { TransactionService } from './transaction.service';
import {
  instrumentsGiven,
  ONE_SOURCE,
  ONLY_ONE,
  parseInstrument,
  STEP_INVALID,
  type ChargeAuthorizationParams,
  type ChargeInstrumentParams,
  type ChargeOutcome,
  type ChargeParams,
  type SubmitParams,
  type SubmitStep,
} from './charge.rules';

const invalidReference = (): DomainError => new DomainError('validation', 'Transaction reference is invalid', 'transaction_not_found', 'reference');
const PROCESSING: readonly ChargeState[] = ['pending', 'pay_offline', 'open_url'];
const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  ussd: 'USSD',
  mobile_money: 'mobile money',
  qr: 'QR',
  eft: 'EFT',
  capitec_pay: 'Capitec Pay',
  apple_pay: 'Apple Pay',
};
// Direct charges (POST /charge and the submit steps), charge status checks, charging saved
// authorizations, and the same flows for the hosted checkout page by access code. Every state
// change goes through TransactionStore.transition (state table + guarded UPDATE + events).
export class ChargeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly store: TransactionStore,
    private readonly transactions: TransactionService,
    private readonly customers: CustomerService,
    private readonly authorizations: AuthorizationService,
    private readonly processors: Processors,
    private readonly sessions: SessionTimeoutService,
    private readonly log: Logger,
  ) {}

  // Kicked when a charge starts waiting on the payer away from Kobo (set by the module: its due-work runner).
  onWaiting: () => void = () => {};

  // POST /charge: creates a transaction and starts the charge with a card, bank account, USSD
  // or a saved authorization.
  async charge(ctx: RequestContext, params: ChargeParams): Promise<ChargeOutcome> {
    const sources = instrumentsGiven(params) + (params.authorizationCode !== undefined && params.authorizationCode !== '' ? 1 : 0);
    if (params.email === undefined || params.email.trim() === '') {
      throw missing('email', params.card ? 'Email address is required for association with card' : 'Email address is required to create charge');
    }
    const email = requireEmail(params.email);
    const amount = amountOrPlan(params);
    const currency = merchantCurrency(ctx, params.currency);
    const reference = checkReference(params.reference);
    const metadata = checkMetadata(params.metadata) ?? null;
    if (params.deviceId !== undefined && !/^[a-z0-9.=-]{1,100}$/.test(params.deviceId)) {
      throw invalid('device_id', 'device_id may only contain lowercase letters, digits, -, . and =');
    }
    if (sources === 0) throw missing('card', ONE_SOURCE);
    if (sources > 1) throw invalid('card', ONLY_ONE);
    const instrument = params.authorizationCode ? null : parseInstrument(params, this.clock.now(ctx).getTime(), currency);
    if (params.authorizationCode && params.pin !== undefined && !/^\d{4}$/.test(params.pin)) throw invalid('pin', 'PIN must be of length: 4');
    if (instrument?.kind === 'card') await this.authorizations.warm();
    const options = checkTransactionOptions(params, amount);

    return this.transactions.withNewReference(ctx, async (t) => {
      const ref = reference ?? randomString(15);
      const charged = await this.store.checkOptions(t, { amount, currency, email, options });
      checkAmount(charged.amount);
      // No look-up first: the unique index on the reference decides (see TransactionService.withNewReference).
      const base = { reference: ref, ...options, ...charged, email, source: 'charge' as const, metadata, ipAddress: params.ipAddress ?? null };
      if (params.authorizationCode) {
        // The authorization's own customer, whose email must match.
        const { authorization, customer: owner } = await this.authorizations.usable(t, t.tx.em, params.authorizationCode, email);
        if (!authorization.reusable && (authorization.channel !== 'card' || params.pin === undefined)) {
          throw new DomainError(
            'validation',
            authorization.channel === 'card' ? 'This authorization is not reusable: pass the card PIN to charge it' : 'This authorization is not reusable',
            'authorization_not_reusable',
            'authorization_code',
          );
        }
        const row = await this.transactions.insert(t, { ...base, customerId: owner.id, channel: authorization.channel }, true);
        return this.chargeSaved(t, row, authorization, owner, params.pin);
      }
      const { customer } = await this.customers.create(t, { email });
      const row = await this.transactions.insert(t, { ...base, customerId: customer.id }, true);
      return this.attempt(t, row, instrument!, customer);
    });
  }

  // POST /charge/submit_pin|submit_otp|submit_phone|submit_birthday.
  async submit(ctx: RequestContext, params: SubmitParams): Promise<ChargeOutcome> {
    const reference = (params.reference ?? '').trim();
    if (!reference) throw missing('reference', 'Transaction reference is required');
    await this.sessions.expireIfDue(ctx, { reference });
    return this.db.transaction(ctx, async (t) => {
      const row = await this.store.byReference(t, t.tx.em, reference, true);
      if (!row) throw invalidReference();
      return this.submitRow(t, row, params.step, params.value);
    });
  }

  // GET /charge/:reference. A charge waiting on the processor (pending, USSD, bank page) is asked
  // again; anything else is reported as it stands.
  async check(ctx: RequestContext, reference: string): Promise<ChargeOutcome> {
    await this.sessions.expireIfDue(ctx, { reference });
    return this.db.transaction(ctx, async (t) => {
      const row = await this.store.byReference(t, t.tx.em, reference, true);
      if (!row) throw invalidReference();
      return this.checkRow(t, row);
    });
  }

  // POST /transaction/charge_authorization: charge a reusable authorization without the
  // customer. Reply data is the transaction (status success or failed).
  // `caller`: another slice charging on its own account (see ChargeCaller).
  // `saved`: a due job's read of the authorization and its customer, in this transaction (see
  // AuthorizationService.usable); the same checks apply to it.
  async chargeAuthorization(
    ctx: RequestContext,
    params: ChargeAuthorizationParams,
    caller: ChargeCaller | null = null,
    saved: SavedAuthorization | null = null,
  ): Promise<TransactionView> {
    if (!params.authorizationCode?.trim()) throw missing('authorization_code', 'Authorization code is required');
    const email = requireEmail(params.email);
    const amount = amountOrPlan(params);
    const currency = merchantCurrency(ctx, params.currency);
    const reference = checkReference(params.reference);
    const metadata = checkMetadata(params.metadata) ?? null;
    const options = checkTransactionOptions(params, amount);
    const outcome = await this.transactions.withNewReference(ctx, async (t) => {
      const ref = reference ?? randomString(15);
      // No look-up first: the unique index on the reference decides (see TransactionService.withNewReference).
      const { authorization, customer } = await this.authorizations.usable(t, t.tx.em, params.authorizationCode, email, saved);
      if (!authorization.reusable)
        throw new DomainError('validation', 'This authorization is not reusable', 'authorization_not_reusable', 'authorization_code');
      const charged = await this.store.checkOptions(t, { amount, currency, email, options }, caller);
      checkAmount(charged.amount);
      const row = await this.transactions.insert(
        t,
        {
          reference: ref,
          email,
          customerId: customer.id,
          source: 'charge_authorization',
          metadata,
          channel: authorization.channel,
          ...options,
          ...charged,
          ...(params.requestedAmount !== undefined ? { requestedAmount: params.requestedAmount } : {}),
          ipAddress: params.ipAddress ?? null,
        },
        true,
      );
      return this.chargeSaved(t, row, authorization, customer, undefined, caller);
    });
    return outcome.view;
  }

  // The due-work runner's handler (transaction.module.ts): a charge waiting on the payer away from
  // Kobo whose check has fallen due on its integration's clock is asked again, and moved on as a
  // status check would (success: fees, ledger, charge.success; failed), or its next check set.
  async handleDue(tx: Tx, id: number): Promise<void> {
    const lock = this.db.dialect === 'mysql' ? ' FOR UPDATE' : '';
    const rows: Array<{ integration_id: string | number; domain: 'test' | 'live' }> = await tx.em.query(
      `SELECT integration_id, domain FROM transactions WHERE id = ?${lock}`,
      [id],
    );
    if (!rows[0]) return;
    const t = await jobContext(tx, this.log, Number(rows[0].integration_id), rows[0].domain);
    const row = await this.store.byId(t, tx.em, id, true);
    if (!row || row.dueMs === null) return;
    const now = this.clock.now(t).getTime();
    if (row.dueMs > now) return;
    if (!PROCESSING.includes(row.chargeStatus)) {
      await tx.em.query('UPDATE transactions SET due_ms = NULL WHERE id = ?', [id]);
      return;
    }
    const session = row.chargeSession as unknown as ChargeSession;
    const outcome = await this.processors.named(session.processor).check(this.request(t, row), session.state, now - (row.stateChangedAt?.getTime() ?? now));
    if (outcome.status === row.chargeStatus) {
      // Still waiting: only the next check moves (never back into the past, or the runner spins).
      const next = outcome.checkAtMs !== undefined && outcome.checkAtMs > now ? outcome.checkAtMs : null;
      await tx.em.query('UPDATE transactions SET due_ms = ? WHERE id = ?', [next, id]);
      return;
    }
    await this.apply(t, row, outcome, {});
  }

  // ---- the hosted checkout page (by access code, no API key) ----

  // Start paying an initialized transaction (or retry after a failed attempt) with a card, bank
  // account, USSD, mobile money, QR, EFT, Capitec Pay or (test mode) Apple Pay. Honours the `channels` given at initialize
  // and the channels the payment's currency has (checkoutServes).
  async startForAccessCode(base: CallerBase, accessCode: string, params: ChargeInstrumentParams): Promise<ChargeOutcome> {
    const ctx = await this.transactions.contextForAccessCode(base, accessCode);
    if (params.card) await this.authorizations.warm();
    await this.sessions.expireIfDue(ctx, { accessCode });
    return this.db.transaction(ctx, async (t) => {
      const row = await this.byAccessCode(t, t.tx.em, accessCode);
      // Checked against the payment's own currency (a mobile money provider serves one).
      const instrument = parseInstrument(params, this.clock.now(t).getTime(), row.currency);
      if (!CHARGEABLE.includes(row.chargeStatus)) throw wrongState(row, 'a new payment attempt');
      if (row.channels && !row.channels.includes(instrument.kind)) {
        throw invalid('channel', `Payment channel ${instrument.kind} is not enabled for this transaction`);
      }
      if (!checkoutServes(instrument.kind, row.currency, t.domain))
        throw invalid(
          'channel',
          instrument.kind === 'apple_pay' && t.domain !== 'test'
            ? 'Apple Pay is available in test mode only'
            : `Payment channel ${instrument.kind} is not available for ${row.currency} payments`,
        );
      const customer = await t.tx.em.findOneByOrFail(Customer, { integrationId: t.integration.id, domain: t.domain, id: row.customerId });
      return this.attempt(t, row, instrument, customer);
    });
  }

  async submitForAccessCode(base: CallerBase, accessCode: string, step: SubmitStep, value: string | undefined): Promise<ChargeOutcome> {
    const ctx = await this.transactions.contextForAccessCode(base, accessCode);
    await this.sessions.expireIfDue(ctx, { accessCode });
    return this.db.transaction(ctx, async (t) => this.submitRow(t, await this.byAccessCode(t, t.tx.em, accessCode), step, value));
  }

  async checkForAccessCode(base: CallerBase, accessCode: string): Promise<ChargeOutcome> {
    const ctx = await this.transactions.contextForAccessCode(base, accessCode);
    await this.sessions.expireIfDue(ctx, { accessCode });
    return this.db.transaction(ctx, async (t) => this.checkRow(t, await this.byAccessCode(t, t.tx.em, accessCode)));
  }

  // The bank authentication page (open_url) was completed (approved) or refused by the customer.
  async completeBankAuth(base: CallerBase, accessCode: string, approved = true): Promise<ChargeOutcome> {
    const ctx = await this.transactions.contextForAccessCode(base, accessCode);
    return this.db.transaction(ctx, async (t) => {
      const row = await this.byAccessCode(t, t.tx.em, accessCode);
      if (row.chargeStatus !== 'open_url') throw wrongState(row, 'bank authentication');
      const session = row.chargeSession as unknown as ChargeSession;
      const outcome = await this.processors.named(session.processor).completeRedirect(this.request(t, row), session.state, approved);
      return this.reply(
        await this.apply(t, row, outcome, { entry: { type: 'action', message: approved ? 'Completed bank authentication' : 'Refused bank authentication' } }),
      );
    });
  }

  // The customer closed the checkout: the transaction is abandoned (a failed attempt has nothing
  // left to abandon: the customer just leaves). Returns metadata.cancel_action, where the page sends
  // them, or null for a plain "cancelled" page.
  async cancelForAccessCode(base: CallerBase, accessCode: string): Promise<{ view: TransactionView; cancelAction: string | null }> {
    const ctx = await this.transactions.contextForAccessCode(base, accessCode);
    return this.db.transaction(ctx, async (t) => {
      const row = await this.byAccessCode(t, t.tx.em, accessCode);
      const cancel = row.metadata?.cancel_action;
      const cancelAction = typeof cancel === 'string' ? cancel : null;
      if (row.chargeStatus === 'failed') return { view: await this.store.view(t, t.tx.em, row), cancelAction };
      if (!ABANDONABLE.includes(row.chargeStatus)) throw wrongState(row, 'cancelling');
      const now = this.clock.now(t).getTime();
      const view = await this.store.transition(t, row, 'abandoned', {
        gatewayResponse: 'The transaction was not completed',
        message: 'Customer cancelled the payment',
        log: this.store.appendLog(row, now, { type: 'close', message: 'Customer cancelled the payment' }),
      });
      return { view, cancelAction };
    });
  }

  // ---- internals ----

  private async attempt(t: TxContext, row: Transaction, instrument: Instrument, customer: Customer): Promise<ChargeOutcome> {
    const processor = this.processors.forDomain(t.domain);
    const signature = instrument.kind === 'card' ? await this.authorizations.cardSignature(t, customer.id, instrument.card.number) : null;
    // A blacklisted customer (risk_action "deny") is declined before the processor sees the card.
    const outcome = customer.riskAction === 'deny' ? blacklisted() : await processor.start(this.request(t, row), instrument);
    const label = CHANNEL_LABELS[instrument.kind] ?? instrument.kind;
    return this.reply(
      await this.apply(t, row, outcome, {
        processor: processor.name,
        signature,
        channel: instrument.kind,
        customer,
        attempt: true,
        entry: { type: 'action', message: `Attempted to pay with ${label}` },
      }),
    );
  }

  private async chargeSaved(
    t: TxContext,
    row: Transaction,
    authorization: Authorization,
    customer: Customer,
    pin?: string,
    caller: ChargeCaller | null = null,
  ): Promise<ChargeOutcome> {
    const processor = this.processors.named(authorization.processor);
    const outcome = customer.riskAction === 'deny' ? blacklisted() : await processor.chargeToken(this.request(t, row), authorization.processorToken, pin);
    return this.reply(
      await this.apply(
        t,
        row,
        { ...outcome, details: this.authorizations.detailsOf(authorization) },
        {
          processor: processor.name,
          signature: authorization.signature,
          channel: authorization.channel,
          authorization,
          customer,
          attempt: true,
          entry: { type: 'action', message: 'Attempted to charge a saved authorization' },
          caller,
        },
      ),
    );
  }

  private async submitRow(t: TxContext, row: Transaction, step: SubmitStep, value: string | undefined): Promise<ChargeOutcome> {
    if (row.chargeStatus !== `send_${step}`) throw wrongState(row, `${/^[aeiou]/.test(step) ? 'an' : 'a'} ${step}`);
    const session = row.chargeSession as unknown as ChargeSession;
    const now = this.clock.now(t).getTime();
    const problem = STEP_INVALID[step](value, now);
    if (problem) {
      // Bad input keeps the step, with the reason as the prompt (spec, Errors 4).
      const log = this.store.appendLog(row, now, { type: 'error', message: problem }, { errors: (row.log?.errors ?? 0) + 1 });
      return this.reply(
        await this.store.transition(t, row, row.chargeStatus, { chargeSession: { ...session, prompt: { display_text: problem } } as never, log }),
      );
    }
    const outcome = await this.processors.named(session.processor).submit(this.request(t, row), session.state, step, value!.trim());
    return this.reply(
      await this.apply(t, row, outcome, { entry: { type: 'input', message: `Submitted ${step === 'otp' || step === 'pin' ? step.toUpperCase() : step}` } }),
    );
  }

  private async checkRow(t: TxContext, row: Transaction): Promise<ChargeOutcome> {
    if (row.chargeStatus === 'initialized') throw wrongState(row, 'a status check');
    if (!PROCESSING.includes(row.chargeStatus)) return this.reply(await this.store.view(t, t.tx.em, row), true);
    const session = row.chargeSession as unknown as ChargeSession;
    const now = this.clock.now(t).getTime();
    const waited = now - (row.stateChangedAt?.getTime() ?? now);
    const outcome = await this.processors.named(session.processor).check(this.request(t, row), session.state, waited);
    // Still waiting: nothing to write.
    if (outcome.status === row.chargeStatus) return this.reply(await this.store.view(t, t.tx.em, row), true);
    return this.reply(await this.apply(t, row, outcome, {}), true);
  }

  // Turns a processor outcome into the transaction's next state, with its timeline entry; on
  // success also the fee, the saved authorization and the ledger posting, all in this transaction.
  private async apply(
    t: TxContext,
    row: Transaction,
    outcome: ProcessorOutcome,
    opts: {
      processor?: string;
      signature?: string | null;
      channel?: string;
      authorization?: Authorization;
      customer?: Customer;
      attempt?: boolean;
      entry?: { type: string; message: string };
      caller?: ChargeCaller | null;
    },
  ): Promise<TransactionView> {
    const previous = row.chargeSession as unknown as ChargeSession | null;
    const details: InstrumentDetails | null = outcome.details ?? previous?.details ?? null;
    const session: ChargeSession = {
      processor: opts.processor ?? previous?.processor ?? this.processors.forDomain(t.domain).name,
      state: outcome.session,
      prompt: {
        ...(outcome.displayText ? { display_text: outcome.displayText } : {}),
        ...(outcome.url ? { url: outcome.url } : {}),
        ...(outcome.ussdCode ? { ussd_code: outcome.ussdCode } : {}),
        ...(outcome.replyFields ? { fields: outcome.replyFields } : {}),
      },
      details,
      signature: opts.signature !== undefined ? opts.signature : (previous?.signature ?? null),
    };
    const now = this.clock.now(t);
    const nowMs = now.getTime();
    const channel = opts.channel ?? row.channel;
    const base = row.log;
    const logRow = { log: base } as Transaction;
    if (opts.attempt) {
      logRow.log = this.store.appendLog(logRow, nowMs, opts.entry ?? { type: 'action', message: 'Attempted to pay' }, {
        attempts: (base?.attempts ?? 0) + 1,
        channel,
      });
    } else if (opts.entry) {
      logRow.log = this.store.appendLog(logRow, nowMs, opts.entry);
    }
    const step = outcome.status.startsWith('send_') ? outcome.status.slice(5) : null;
    if (step) logRow.log = this.store.appendLog(logRow, nowMs, { type: 'auth', message: `Authentication Required: ${step}` }, { authentication: step });
    // A charge left waiting on the payer away from Kobo is asked again when the processor says; any
    // other outcome leaves nothing due.
    const dueMs = outcome.checkAtMs !== undefined && PROCESSING.includes(outcome.status as ChargeState) ? outcome.checkAtMs : null;
    const changes: TransitionChanges = { chargeSession: session as never, channel, dueMs };
    if (dueMs !== null) t.tx.afterCommit.push(() => this.onWaiting());
    if (outcome.status === 'success') {
      const authorization =
        opts.authorization ??
        (details && outcome.token
          ? await this.authorizations.saveFromCharge(t, row.customerId, details, session.signature, session.processor, outcome.token)
          : null);
      const fees = transactionFee(row.amount, row.currency, channel);
      logRow.log = this.store.appendLog(
        logRow,
        nowMs,
        { type: 'success', message: `Successfully paid with ${channel ?? 'card'}` },
        {
          success: true,
          ...(outcome.authentication ? { authentication: outcome.authentication } : {}),
        },
      );
      Object.assign(changes, {
        fees,
        paidAt: now,
        gatewayResponse: outcome.gatewayResponse ?? 'Approved',
        message: null,
        authorizationId: authorization?.id ?? null,
        log: logRow.log,
      });
      return this.store.transition(t, row, 'success', changes, { customer: opts.customer, authorization }, opts.caller ?? null);
    }
    if (outcome.status === 'failed') {
      const message = outcome.message ?? 'Declined';
      logRow.log = this.store.appendLog(logRow, nowMs, { type: 'error', message }, { errors: (logRow.log?.errors ?? 0) + 1, success: false });
      Object.assign(changes, { gatewayResponse: message, message, log: logRow.log });
      return this.store.transition(t, row, 'failed', changes, { customer: opts.customer });
    }
    changes.log = logRow.log;
    return this.store.transition(t, row, outcome.status, changes, { customer: opts.customer });
  }

  private reply(view: TransactionView, check = false): ChargeOutcome {
    const data = this.store.reply(view);
    const status = data.status as string;
    return { view, data, message: check && (status === 'pending' || status === 'failed') ? 'Reference check successful' : 'Charge attempted' };
  }

  private request(t: TxContext, row: Transaction): ChargeRequest {
    return chargeRequest(t.domain, this.clock.now(t), row);
  }

  // Locked by the first statement of the transaction: a plain read first would fix the snapshot
  // (MySQL) before a wait for the row (a double submit, a check in flight), and what the charge
  // reads after it (the customer's risk action, a plan's amount) would predate changes committed
  // meanwhile.
  private async byAccessCode(t: TxContext, em: EntityManager, accessCode: string): Promise<Transaction> {
    const row = await this.store.byAccessCode(t, em, accessCode, true);
    if (!row) throw invalidReference();
    return row;
  }
}

function blacklisted(): ProcessorOutcome {
  return { status: 'failed', session: {}, message: 'This customer has been blacklisted (risk action "deny")' };
}

function wrongState(row: Transaction, wanted: string): DomainError {
  const shown = presentStatus(row.chargeStatus);
  return new DomainError('validation', `This transaction is not waiting for ${wanted}; its status is ${shown}`, 'invalid_state');
}

function presentStatus(state: ChargeState): string {
  return state === 'initialized' ? 'pending (no charge attempted yet)' : state;
}
