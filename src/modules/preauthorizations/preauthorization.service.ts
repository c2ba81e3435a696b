import type { EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing } from '../../core/errors';
import { randomString } from '../../core/ids';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, checkReference, requireEmail, type Metadata } from '../../core/validate';
import { isUniqueViolation } from '../../db/errors';
import { insertRow } from '../../db/insert';
import { paginate } from '../../db/paginate';
import { execute, moveGuarded } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { Processors } from '../../processor';
import type { Authorization } from '../authorizations/authorization.entity';
import type { AuthorizationService } from '../authorizations/authorization.service';
import type { CustomerService } from '../customers/customer.service';
import type { ChargeService } from '../transactions/charge.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import { Preauthorization } from './preauthorization.entity';
import { presentPreauthorization, type PreauthorizationView } from './preauthorization.presenter';
import { assertPreauthorizationTransition, NO_PREAUTHORIZATION, type PreauthorizationStatus } from './preauthorization.state';

export interface ReserveParams {
  email?: string;
  amount?: number;
  authorizationCode?: string;
  reference?: string;
  currency?: string;
  metadata?: Metadata | null;
}

export interface CaptureParams {
  reference?: string;
  amount?: number;
  currency?: string;
}

// Paystack's reserve sample holds the funds for a day (created_at → expiry_date), on the
// integration's clock here. After it the hold has lapsed at the card's bank: a capture or a release
// then fails (capture_failed / release_failed, with their events) instead of moving money.
export const HOLD_MS = 24 * 3600_000;
export const PREAUTHORIZATION_UNSUCCESSFUL = 'Preauthorization unsuccessful';
export const CAPTURE_TOO_MUCH = 'Capture amount cannot be more than authorized amount';
export const PREAUTHORIZATION_NOT_FOUND = 'Preauthorization not found';
export const PREAUTHORIZATION_EXPIRED = 'Preauthorization has expired';
export const INSUFFICIENT_FUNDS = 'Insufficient Funds';
const REFERENCE_INDEX = { name: 'UQ_preauthorizations_reference', table: 'preauthorizations', columns: ['integration_id', 'domain', 'reference'] };

export type NewPreauthorization = Pick<
  Preauthorization,
  'reference' | 'amount' | 'currency' | 'status' | 'authorizationId' | 'customerId' | 'metadata' | 'message' | 'expiryDate'
> &
  Partial<Pick<Preauthorization, 'accessCode' | 'callbackUrl'>>;

// The merchant's reference, or one made here. Paystack's own look like `pre_p0xpfge2`, but the
// capture's transaction takes this reference, and transaction references may only hold `-`, `.`,
// `=` and letters or digits (checkReference): every reference Kobo makes must be one a merchant
// could have sent.
export function preauthorizationReference(given: string | undefined): string {
  return checkReference(given) ?? `pre-${randomString(8)}`;
}

// What a failed insert of a new pre-authorization tells the caller: its reference is taken, or the
// error as it came.
export function duplicateReferenceRefused(err: unknown): unknown {
  return isUniqueViolation(err, REFERENCE_INDEX)
    ? new DomainError('validation', 'Duplicate Preauthorization Reference', 'duplicate_reference', 'reference')
    : err;
}

const noPreauthorization = () => new DomainError('validation', NO_PREAUTHORIZATION, 'invalid_params', 'reference');

// Card pre-authorization: reserve (hold an amount on a saved card), capture (charge up to the held
// amount: ChargeService.chargeAuthorization's transaction, fee, ledger posting and charge.success)
// and release. The hold is Kobo's record: what a card can still hold is its balance less the
// unexpired holds on it. Every state change records its preauthorization.* event in its transaction.
export class PreauthorizationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly authorizations: AuthorizationService,
    private readonly customers: CustomerService,
    private readonly charges: ChargeService,
    private readonly processors: Processors,
  ) {}

  // POST /preauthorization/reserve_authorization. A card that cannot hold the amount leaves a
  // `failed` record (listed, as Paystack lists them) and answers 400 "Preauthorization unsuccessful".
  async reserve(ctx: RequestContext, params: ReserveParams): Promise<PreauthorizationView> {
    const email = requireEmail(params.email);
    const amount = checkAmount(params.amount);
    if (!params.authorizationCode?.trim()) throw missing('authorization_code', 'Authorization code is required');
    const currency = merchantCurrency(ctx, params.currency);
    const reference = preauthorizationReference(params.reference);
    const metadata = checkMetadata(params.metadata) ?? null;
    let view: PreauthorizationView;
    try {
      view = await this.db.transaction(ctx, async (t) => {
        const em = t.tx.em;
        const { authorization, customer } = await this.authorizations.usable(t, em, params.authorizationCode!, email);
        if (authorization.channel !== 'card' || !authorization.reusable)
          throw invalid('authorization_code', 'Only a reusable card authorization can be preauthorized');
        const now = this.clock.now(t);
        const ok = await this.canHold(t, authorization, { amount, currency, reference });
        const row = await this.insertNew(t, now, {
          reference,
          amount,
          currency,
          status: ok ? 'authorized' : 'failed',
          authorizationId: authorization.id,
          customerId: customer.id,
          metadata,
          message: ok ? 'Approved' : INSUFFICIENT_FUNDS,
          expiryDate: new Date(now.getTime() + HOLD_MS),
        });
        const v = { preauthorization: row, authorization, customer, merchantName: await this.merchantName(t) };
        if (ok) await this.recordEvent(t, 'preauthorization.reserve.success', v);
        return v;
      });
    } catch (err) {
      throw duplicateReferenceRefused(err);
    }
    if (view.preauthorization.status === 'failed') throw new DomainError('validation', PREAUTHORIZATION_UNSUCCESSFUL, 'invalid_params', 'amount');
    return view;
  }

  // A new pre-authorization row (reserved, or initialized for the hosted page): what differs is
  // given, the rest starts empty. The caller maps a taken reference (duplicateReferenceRefused).
  async insertNew(t: TxContext, now: Date, fields: NewPreauthorization): Promise<Preauthorization> {
    const row = t.tx.em.create(Preauthorization, {
      integrationId: t.integration.id,
      domain: t.domain,
      capturedAmount: null,
      transactionId: null,
      fees: 0,
      expireAction: 'release',
      capturedAt: null,
      releasedAt: null,
      accessCode: null,
      callbackUrl: null,
      processorState: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
    await insertRow(t.tx.em, Preauthorization, row);
    return row;
  }

  // POST /preauthorization/capture. The transaction is the capture's (reference = the
  // pre-authorization's); a declined capture is a saved `capture_failed`.
  async capture(ctx: RequestContext, params: CaptureParams): Promise<{ view: PreauthorizationView; transaction: TransactionView | null }> {
    const reference = params.reference?.trim();
    if (!reference) throw missing('reference', 'Reference is required');
    if (params.amount !== undefined) checkAmount(params.amount);
    const currency = params.currency?.trim() ? merchantCurrency(ctx, params.currency) : undefined;
    const outcome = await this.db
      .transaction(ctx, async (t) => {
        const v = await this.open(t, reference);
        const p = v.preauthorization;
        if (currency && currency !== p.currency) throw invalid('currency', `Currency must be the preauthorization's currency (${p.currency})`);
        const amount = params.amount ?? p.amount;
        if (amount > p.amount) throw invalid('amount', CAPTURE_TOO_MUCH);
        const now = this.clock.now(t);
        if (now >= p.expiryDate!) {
          await this.moveTo(t, v, 'capture_failed', { capturedAmount: amount, message: PREAUTHORIZATION_EXPIRED });
          await this.recordEvent(t, 'preauthorization.capture.failed', v);
          return { view: v, transaction: null };
        }
        const transaction = await this.charges.chargeAuthorization(t, {
          authorizationCode: v.authorization!.authorizationCode,
          email: v.customer.email,
          amount,
          currency: p.currency,
          reference: p.reference,
          metadata: p.metadata,
        });
        const tx = transaction.transaction;
        const captured = tx.status === 'success';
        await this.moveTo(t, v, captured ? 'captured' : 'capture_failed', {
          capturedAmount: amount,
          transactionId: tx.id,
          fees: captured ? (tx.fees ?? 0) : 0,
          message: tx.gatewayResponse,
          capturedAt: captured ? now : null,
        });
        await this.recordEvent(
          t,
          captured ? 'preauthorization.capture.success' : 'preauthorization.capture.failed',
          v,
          captured ? { transaction: captureTransaction(transaction) } : {},
        );
        return { view: v, transaction };
      })
      .catch((err: unknown) => {
        // The capture inserts only its transaction: a taken reference is a transaction's.
        if (isUniqueViolation(err)) throw new DomainError('validation', 'Duplicate Transaction Reference', 'duplicate_reference', 'reference');
        throw err;
      });
    if (!outcome.transaction) throw new DomainError('validation', PREAUTHORIZATION_EXPIRED, 'invalid_params', 'reference');
    return outcome;
  }

  // POST /preauthorization/release: the hold is let go; nothing was charged.
  async release(ctx: RequestContext, referenceIn: string | undefined): Promise<PreauthorizationView> {
    const reference = referenceIn?.trim();
    if (!reference) throw missing('reference', 'Reference is required');
    const view = await this.db.transaction(ctx, async (t) => {
      const v = await this.open(t, reference);
      const now = this.clock.now(t);
      if (now >= v.preauthorization.expiryDate!) {
        await this.moveTo(t, v, 'release_failed', { message: 'Release failed' });
        await this.recordEvent(t, 'preauthorization.release.failed', v);
      } else {
        await this.moveTo(t, v, 'released', { message: 'Release success', releasedAt: now });
        await this.recordEvent(t, 'preauthorization.release.success', v);
      }
      return v;
    });
    if (view.preauthorization.status === 'release_failed')
      throw new DomainError('validation', `Release failed: ${PREAUTHORIZATION_EXPIRED.toLowerCase()}`, 'invalid_params', 'reference');
    return view;
  }

  // GET /preauthorization/verify/:reference. Unknown → 400 "Preauthorization not found" (Paystack's sample).
  async verify(ctx: RequestContext, reference: string): Promise<PreauthorizationView> {
    const row = await this.db.read(ctx, (em) =>
      em.findOneBy(Preauthorization, { integrationId: ctx.integration.id, domain: ctx.domain, reference: reference.trim() }),
    );
    if (!row) throw new DomainError('validation', PREAUTHORIZATION_NOT_FOUND, 'not_found', 'reference');
    return (await this.views(ctx, [row]))[0]!;
  }

  async list(ctx: RequestContext, page: PageRequest, filter: { status?: string } = {}): Promise<Page<Preauthorization>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: { status?: string } = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  // The embedded authorization and customer of many rows, two look-ups in all.
  async views(ctx: RequestContext, rows: Preauthorization[]): Promise<PreauthorizationView[]> {
    if (!rows.length) return [];
    const [authorizations, customers, merchantName] = await Promise.all([
      this.authorizations.byIds(ctx, [...new Set(rows.flatMap((r) => (r.authorizationId === null ? [] : [r.authorizationId])))]),
      this.customers.byIds(ctx, [...new Set(rows.map((r) => r.customerId))]),
      this.db.read(ctx, (em) => this.merchantNameIn(em, ctx)),
    ]);
    return rows.map((r) => ({
      preauthorization: r,
      authorization: authorizations.find((a) => a.id === r.authorizationId) ?? null,
      customer: customers.find((c) => c.id === r.customerId)!,
      merchantName,
    }));
  }

  async byReferences(ctx: RequestContext, references: readonly string[]): Promise<Preauthorization[]> {
    if (!references.length) return [];
    return this.db.read(ctx, (em) =>
      em
        .createQueryBuilder(Preauthorization, 'p')
        .where('p.integration_id = :i AND p.domain = :d AND p.reference IN (:...refs)', { i: ctx.integration.id, d: ctx.domain, refs: [...references] })
        .getMany(),
    );
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: { status?: string }) {
    const qb = em.createQueryBuilder(Preauthorization, 'p').where('p.integration_id = :i AND p.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.status) qb.andWhere('p.status = :s', { s: filter.status });
    return qb;
  }

  // Whether the card can hold `amount` now: its balance less its unexpired holds (reserve, and the
  // hosted page once the customer's card is authorized).
  async canHold(
    t: TxContext,
    authorization: Authorization,
    hold: { amount: number; currency: string; reference: string; accessCode?: string },
  ): Promise<boolean> {
    const now = this.clock.now(t);
    const balance = await this.processors
      .named(authorization.processor)
      .availableBalance(
        { domain: t.domain, nowMs: now.getTime(), amount: hold.amount, currency: hold.currency, reference: hold.reference, accessCode: hold.accessCode ?? '' },
        authorization.processorToken,
      );
    return hold.amount <= balance - (await this.heldOn(t.tx.em, authorization.id, now));
  }

  // What the card holds for unexpired authorized pre-authorizations now.
  private async heldOn(em: EntityManager, authorizationId: number, now: Date): Promise<number> {
    const rows = await em
      .createQueryBuilder(Preauthorization, 'p')
      .select('p.amount', 'amount')
      .addSelect('p.expiry_date', 'expiry')
      .where('p.authorization_id = :a AND p.status = :s', { a: authorizationId, s: 'authorized' })
      .getRawMany<{ amount: string | number; expiry: string | Date }>();
    return rows.filter((r) => new Date(r.expiry).getTime() > now.getTime()).reduce((sum, r) => sum + Number(r.amount), 0);
  }

  // An `authorized` pre-authorization of this integration by reference, or the documented 400.
  private async open(t: TxContext, reference: string): Promise<PreauthorizationView> {
    const row = await t.tx.em.findOneBy(Preauthorization, { integrationId: t.integration.id, domain: t.domain, reference });
    if (!row || row.status !== 'authorized') throw noPreauthorization();
    return (await this.views(t, [row]))[0]!;
  }

  async moveTo(t: TxContext, v: PreauthorizationView, to: PreauthorizationStatus, values: Partial<Preauthorization>): Promise<void> {
    const row = v.preauthorization;
    assertPreauthorizationTransition(row.status, to);
    await moveGuarded(t.tx.em, Preauthorization, row, { ...values, status: to, updatedAt: this.clock.now(t) }, 'preauthorization');
  }

  async recordEvent(t: TxContext, type: string, v: PreauthorizationView, extra: Record<string, unknown> = {}): Promise<void> {
    await this.events.record(t, { type, resource: `preauthorization:${v.preauthorization.id}`, payload: { ...presentPreauthorization(v), ...extra } });
  }

  async merchantName(t: TxContext): Promise<string> {
    return this.merchantNameIn(t.tx.em, t);
  }

  private async merchantNameIn(em: EntityManager, ctx: RequestContext): Promise<string> {
    const { rows } = await execute(em, 'SELECT name FROM integrations WHERE id = ?', [ctx.integration.id]);
    return String(rows[0]?.name ?? '');
  }
}

// The capture's transaction as preauthorization.capture.success embeds it (Paystack's sample).
function captureTransaction(v: TransactionView): Record<string, unknown> {
  const tx = v.transaction;
  return {
    currency: tx.currency,
    transaction_date: tx.createdAt.toISOString(),
    status: tx.status,
    reference: tx.reference,
    domain: tx.domain,
    metadata: tx.metadata,
    gateway_response: tx.gatewayResponse,
    message: tx.message,
    channel: 'preauth',
    fees: tx.fees,
    id: String(tx.id),
    split: {},
  };
}
