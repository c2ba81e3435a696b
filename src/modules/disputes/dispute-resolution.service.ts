import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing } from '../../core/errors';
import type { RequestContext, TxContext } from '../../core/request-context';
import { oneOf, requireText } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { moveGuarded } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { LedgerService } from '../../ledger/ledger.service';
import type { MoneyLock } from '../../ledger/money-lock';
import type { PaymentRecords } from '../transactions/payment-records.service';
import { Dispute, DisputeEvidence, type DisputeHistoryEntry } from './dispute.entity';
import type { DisputeView } from './dispute.presenter';
import { BANK_REVIEW_MS, checkAmount, closed, REFUND_TOO_LARGE, type DisputeService, type ResolveDisputeParams } from './dispute.service';
import { assertDisputeTransition, type DisputeResolution, type DisputeStatus } from './dispute.state';

// How a dispute ends: the merchant's answer (PUT /dispute/:id/resolve) and the clock's steps
// (reminder, the due date, the bank's decision; dispute-deadline.ts). A dispute resolved against the
// merchant takes the refund amount out of the merchant's balance through the ledger, under the money
// lock, and reserves it on the payment (PaymentRecords.reserveRefundable, as refunds do), so a
// dispute and a refund can never give back more than was paid. Every caller locks the dispute's row first
// and then the money lock, so the two paths queue in one order.
export class DisputeResolutionService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly ledger: LedgerService,
    private readonly payments: PaymentRecords,
    private readonly money: MoneyLock,
    private readonly disputes: DisputeService,
  ) {}

  // PUT /dispute/:id/resolve. Exactly one answer wins: the dispute row is locked and its status
  // moved with a guarded UPDATE; every later answer finds it answered (400, nothing changed).
  async resolve(ctx: RequestContext, id: string, params: ResolveDisputeParams): Promise<DisputeView> {
    if (params.resolution === undefined) throw missing('resolution', 'Resolution is required');
    const resolution = oneOf(params.resolution, ['merchant-accepted', 'declined'] as const, 'resolution');
    const message = requireText(params.message, 'message', 255);
    if (params.refundAmount === undefined) throw missing('refund_amount', 'Refund amount is required');
    checkAmount(params.refundAmount);
    if (params.uploadedFilename === undefined) throw missing('uploaded_filename', 'Uploaded filename is required');
    const file = requireText(params.uploadedFilename, 'uploaded_filename', 40);
    if (params.evidence !== undefined && (!Number.isSafeInteger(params.evidence) || params.evidence <= 0))
      throw invalid('evidence', 'Evidence must be the id of an evidence of this dispute');
    const dispute = await this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      // The dispute's row first, then the money lock: the order the clock's handler takes them in.
      const d = await this.disputes.find(t, em, id, true);
      if (d.status !== 'awaiting-merchant-feedback') throw closed(d);
      if (resolution === 'merchant-accepted') await this.money.lock(t);
      const view = await this.payments.viewById(t, em, d.transactionId);
      if (params.refundAmount! > view!.transaction.amount) throw invalid('refund_amount', REFUND_TOO_LARGE);
      const attachments = await this.disputes.uploaded(t, em, d, file);
      // An evidence named must be this dispute's, whatever the resolution.
      if (params.evidence !== undefined && !(await em.findOneBy(DisputeEvidence, { id: params.evidence, disputeId: d.id })))
        throw invalid('evidence', 'Evidence must be the id of an evidence of this dispute');
      const now = this.clock.now(t);
      const sender = 'merchant';
      const messages = [...(d.messages ?? []), { sender, body: message, createdAt: now.toISOString() }];
      if (resolution === 'declined') {
        const evidenceId = params.evidence ?? d.evidenceId;
        if (evidenceId === null) throw new DomainError('validation', 'Evidence is required', 'invalid_params', 'evidence');
        const evidence = await em.findOneBy(DisputeEvidence, { id: evidenceId, disputeId: d.id });
        if (!evidence) throw invalid('evidence', 'Evidence must be the id of an evidence of this dispute');
        await this.move(t, d, 'awaiting-bank-feedback', {
          evidenceId,
          attachments,
          refundAmount: params.refundAmount!,
          messages,
          history: [...(d.history ?? []), entry('awaiting-bank-feedback', sender, now)],
          dueMs: now.getTime() + BANK_REVIEW_MS,
        });
        await this.events.record(t, { type: 'dispute.updated', resource: `dispute:${d.id}`, payload: { id: d.id, status: d.status } });
      } else {
        await this.resolveAgainstMerchant(t, d, 'merchant-accepted', params.refundAmount!, sender, { attachments, messages });
      }
      return d;
    });
    return (await this.disputes.views(ctx, [dispute]))[0]!;
  }

  // Resolves `d` (locked by the caller) for the customer: `amount` leaves the merchant's balance,
  // capped by what the transaction still holds (a refund may have given some back already). The
  // caller holds the dispute's row and then the money lock, in that order.
  async resolveAgainstMerchant(
    t: TxContext,
    d: Dispute,
    resolution: DisputeResolution,
    amount: number,
    by: string,
    extra: Partial<Dispute> = {},
  ): Promise<void> {
    const em = t.tx.em;
    const tx = (await this.payments.byId(t, em, d.transactionId, true))!;
    const taken = Math.max(0, Math.min(amount, tx.amount - tx.refundedAmount));
    if (taken > 0) {
      if (!(await this.payments.reserveRefundable(t, tx, taken))) {
        throw new DomainError('conflict', 'This transaction was updated by another request; fetch it again and retry', 'concurrent_update');
      }
      await this.ledger.post(t, {
        currency: d.currency,
        reason: `Dispute ${d.id} of ${tx.reference}`,
        modelResponsible: 'Dispute',
        modelRow: d.id,
        legs: [
          { account: 'merchant_balance', amount: -taken },
          { account: 'processor_clearing', amount: taken },
        ],
      });
    }
    const now = this.clock.now(t);
    await this.move(t, d, 'resolved', {
      ...extra,
      resolution,
      refundAmount: amount,
      refunded: taken,
      resolvedAt: now,
      dueMs: null,
      history: [...(d.history ?? []), entry('resolved', by, now)],
    });
    // Given back now: with what refunds already gave back it may be all of it (reversed). Refunds
    // still under way are only reserved, and may yet fail and hand their amount back.
    const view = taken > 0 ? await this.payments.giveBack(t, tx, taken) : await this.payments.view(t, em, tx);
    await this.disputes.record(t, 'charge.dispute.resolve', { dispute: d, transaction: view });
  }

  // Resolves `d` for the merchant (the bank accepted the evidence): no money moves.
  async resolveForMerchant(t: TxContext, d: Dispute): Promise<void> {
    const now = this.clock.now(t);
    await this.move(t, d, 'resolved', {
      resolution: 'declined',
      refunded: 0,
      resolvedAt: now,
      dueMs: null,
      history: [...(d.history ?? []), entry('resolved', 'bank', now)],
    });
    const view = (await this.payments.viewById(t, t.tx.em, d.transactionId))!;
    await this.disputes.record(t, 'charge.dispute.resolve', { dispute: d, transaction: view });
  }

  async remind(t: TxContext, d: Dispute): Promise<void> {
    await moveGuarded(t.tx.em, Dispute, d, { reminded: true, dueMs: d.dueAt.getTime(), updatedAt: this.clock.now(t) }, 'dispute');
    const view = (await this.payments.viewById(t, t.tx.em, d.transactionId))!;
    await this.disputes.record(t, 'charge.dispute.remind', { dispute: d, transaction: view });
  }

  async lockForJob(t: TxContext, id: number): Promise<Dispute | null> {
    return forUpdate(
      t.tx.em.createQueryBuilder(Dispute, 'x').where('x.id = :id AND x.integration_id = :i AND x.domain = :d', { id, i: t.integration.id, d: t.domain }),
      this.db.dialect,
    ).getOne();
  }

  private async move(t: TxContext, d: Dispute, to: DisputeStatus, changes: Partial<Dispute>): Promise<void> {
    assertDisputeTransition(d.status, to);
    await moveGuarded(t.tx.em, Dispute, d, { ...changes, status: to, updatedAt: this.clock.now(t) }, 'dispute');
  }

  // The uploaded file `name` of this dispute, once its bytes have arrived.
}

function entry(status: DisputeStatus, by: string, at: Date): DisputeHistoryEntry {
  return { status, by, createdAt: at.toISOString() };
}
