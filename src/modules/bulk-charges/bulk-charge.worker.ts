import type { EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { newRequestId } from '../../core/ids';
import { lazyChild, type Logger } from '../../core/logger';
import type { Tx, TxContext } from '../../core/request-context';
import type { Metadata } from '../../core/validate';
import { merged, type MergeKind } from '../../db/batcher';
import { byPrimaryKey, dialectOf } from '../../db/dialect';
import { dbTime, Hydrator, KeyedSelect, UpdateStatement } from '../../db/statements';
import { jsonColumnValue } from '../../db/transformers';
import type { EventRecorder } from '../../events/outbox';
import { Authorization } from '../authorizations/authorization.entity';
import { Customer } from '../customers/customer.entity';
import type { ChargeService } from '../transactions/charge.service';
import type { PaymentRecords } from '../transactions/payment-records.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import { BulkCharge, BulkChargeItem, type BulkChargeItemStatus } from './bulk-charge.entity';
import type { BulkProgress } from './bulk-charge.service';

// The worker of bulk charges: one claimed item at a time, handed over by the DueWorkRunner in
// bulk-charge.module.ts.
export class BulkChargeWorker {
  constructor(
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly charges: ChargeService,
    private readonly payments: PaymentRecords,
    private readonly log: Logger,
  ) {}

  // One claimed item, in the runner's transaction. One read brings the item with what its charge
  // needs; the charge goes through charge_authorization (a real transaction: fees, ledger,
  // charge.success) under a reference derived from the item, unique per integration, so even a
  // second node working the same item after a lapsed lease cannot charge it twice. The item's
  // outcome is written by an UPDATE guarded on `pending` and a set due time: zero rows means it was
  // finished elsewhere or the batch was paused meanwhile, and everything here rolls back. A crash
  // rolls back the charge with the item. Returns true: that UPDATE also clears the lease.
  async chargeItem(tx: Tx, id: number): Promise<boolean> {
    const em = tx.em;
    const read = this.itemRead(em);
    const [raw] = await read.select.rows(em, id);
    if (!raw || raw.status !== 'pending' || raw.due_ms === null) return false;
    const authorization = read.a.hydrate(raw)!;
    const customer = read.c.hydrate(raw)!;
    const requestId = newRequestId();
    const integrationId = Number(raw.integration_id);
    const t: TxContext = {
      requestId,
      integration: { id: integrationId, testClockOffsetMs: Number(raw.clock_offset ?? 0) },
      domain: raw.domain as 'test' | 'live',
      // Made only if something logs: a pino child per item was ~4 % of a bulk run's allocations.
      log: lazyChild(this.log, () => ({ req_id: requestId, integration: integrationId })),
      tx,
    };
    const batchId = Number(raw.bulk_charge_id);
    const batchCode = String(raw.batch_code);
    let view: TransactionView | null = null;
    let message: string | null = null;
    try {
      view = await this.charges.chargeAuthorization(
        t,
        {
          authorizationCode: authorization.authorizationCode,
          email: customer.email,
          amount: Number(raw.amount),
          currency: String(raw.currency),
          reference: (raw.reference as string | null) ?? `${batchCode.replace('_', '-')}-${id}`,
          metadata: jsonColumnValue<Metadata>(raw.metadata),
        },
        null,
        { authorization, customer },
      );
      if (view.transaction.status !== 'success') message = view.transaction.gatewayResponse ?? 'Declined';
    } catch (err) {
      // The authorization went inactive, or a merchant reference was taken since the batch was made.
      if (this.payments.isDuplicateReference(err)) message = 'Duplicate Transaction Reference';
      else if (err instanceof DomainError && err.kind === 'validation') message = err.message;
      else throw err;
    }
    const status: BulkChargeItemStatus = message === null ? 'success' : 'failed';
    const now = this.clock.now(t);
    this.itemUpdate ??= new UpdateStatement(
      em.connection,
      BulkChargeItem,
      ['status', 'transactionId', 'message', 'dueMs', 'leaseUntilMs', 'updatedAt'],
      ['id', 'status'],
      '`due_ms` IS NOT NULL',
    );
    const done = await this.itemUpdate.run(
      em,
      { status, transactionId: view?.transaction.id ?? null, message, dueMs: null, leaseUntilMs: null, updatedAt: now },
      { id, status: 'pending' },
    );
    if (done !== 1) throw new DomainError('conflict', 'The bulk charge item was finished elsewhere or its batch paused', 'concurrent_update');
    const progress = await merged(em, this.counting(), { batchId, batchCode, ok: status === 'success', now });
    await this.events.recordMany(t, [
      { type: 'bulkcharge.progress', resource: `bulkcharge:${batchId}`, payload: { ...wire(progress), item: id, item_status: status } },
      ...(progress.status === 'complete' ? [{ type: 'bulkcharge.complete', resource: `bulkcharge:${batchId}`, payload: wire(progress) }] : []),
    ]);
    return true;
  }

  // The item with what its charge needs, its authorization and that authorization's customer whole
  // (the item's own customer, as the POST stored it): the charge checks them as read here rather than
  // reading them again (AuthorizationService.usable).
  private itemRead(em: EntityManager): { a: Hydrator<Authorization>; c: Hydrator<Customer>; select: KeyedSelect } {
    if (!this.itemReadKind) {
      const a = new Hydrator(em.connection, Authorization, 'a');
      const c = new Hydrator(em.connection, Customer, 'c');
      const sql = `SELECT i.id AS item_id, i.integration_id, i.domain, i.bulk_charge_id, i.amount, i.currency, i.reference, i.metadata, i.status, i.due_ms,
            ${a.select}, ${c.select}, b.batch_code, g.test_clock_offset_ms AS clock_offset
       FROM bulk_charge_items i INNER JOIN authorizations a ON a.id = i.authorization_id INNER JOIN customers c ON c.id = a.customer_id
       INNER JOIN bulk_charges b ON b.id = i.bulk_charge_id INNER JOIN integrations g ON g.id = i.integration_id`;
      this.itemReadKind = { a, c, select: new KeyedSelect(sql, 'i.id', 'item_id') };
    }
    return this.itemReadKind;
  }

  private itemReadKind?: { a: Hydrator<Authorization>; c: Hydrator<Customer>; select: KeyedSelect };

  private itemUpdate?: UpdateStatement<BulkChargeItem>;

  // Counts finished items on their batches: the batch rows are read locked, then written once each
  // with the new totals; every item gets the totals as they stood just after it (items of one batch
  // in the order they finished), so progress events count up one by one even when a group of items
  // is counted in one go. The batch is complete when its last item is counted.
  private countingKind?: MergeKind<{ batchId: number; batchCode: string; ok: boolean; now: Date }, BulkProgress>;
  private counting(): MergeKind<{ batchId: number; batchCode: string; ok: boolean; now: Date }, BulkProgress> {
    this.countingKind ??= {
      run: async (em, requests) => {
        const ids = [...new Set(requests.map((r) => r.batchId))];
        const lock = dialectOf(em.connection) === 'mysql' ? ' FOR UPDATE' : '';
        const rows: Array<Record<string, unknown>> = await em.query(
          `SELECT id, processed, succeeded, failed, total_charges, status FROM bulk_charges${byPrimaryKey(dialectOf(em.connection))} WHERE id IN (${ids.map(() => '?').join(', ')})${lock}`,
          ids,
        );
        const running = new Map(
          rows.map((b) => [
            Number(b.id),
            {
              processed: Number(b.processed),
              succeeded: Number(b.succeeded),
              failed: Number(b.failed),
              total: Number(b.total_charges),
              status: String(b.status),
            },
          ]),
        );
        const out = requests.map((r) => {
          const b = running.get(r.batchId);
          if (!b) throw new Error(`bulk charge ${r.batchId} is gone`);
          b.processed += 1;
          if (r.ok) b.succeeded += 1;
          else b.failed += 1;
          if (b.processed >= b.total) b.status = 'complete';
          return { batchCode: r.batchCode, ...b };
        });
        const now = dbTime(em, BulkCharge, requests[0]!.now);
        for (const [id, b] of running) {
          await em.query('UPDATE bulk_charges SET processed = ?, succeeded = ?, failed = ?, status = ?, updated_at = ? WHERE id = ?', [
            b.processed,
            b.succeeded,
            b.failed,
            b.status,
            now,
            id,
          ]);
        }
        return out;
      },
    };
    return this.countingKind;
  }
}

function wire(p: BulkProgress) {
  return { batch_code: p.batchCode, processed: p.processed, succeeded: p.succeeded, failed: p.failed, total_charges: p.total, status: p.status };
}
