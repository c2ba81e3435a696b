import { In, type EntityManager } from 'typeorm';
import { isNumericId } from '../../core/ids';
import type { RequestContext, TxContext } from '../../core/request-context';
import { isUniqueViolation } from '../../db/errors';
import { execute } from '../../db/statements';
import { jsonColumnValue } from '../../db/transformers';
import type { Customer } from '../customers/customer.entity';
import type { TransactionSplit } from '../subaccounts/split';
import type { TransactionSplitGroup } from '../splits/split.rules';
import { Transaction, TRANSACTION_REFERENCE_INDEX } from './transaction.entity';
import type { ReceivedTransfer, ReceivedTransferService } from './received-transfer.service';
import type { TransactionView } from './transaction.presenter';
import type { TransactionStore } from './transaction.store';

export type { ReceivedTransfer } from './received-transfer.service';

// A payment as other slices see it: every column, none of them writable. Only this door changes a
// payment's row (the transactions slice owns the `transactions` table).
export type PaymentRecord = Readonly<Transaction>;

// What a settlement adds up of each payment it marked.
export type SettledPayment = { amount: number; split: TransactionSplit | null; splitGroup: TransactionSplitGroup | null };

// The transactions slice's door: everything another slice may read of a payment or do to it.
// Reads take the caller's EntityManager (they join the caller's transaction or read); every write
// takes the caller's TxContext and runs in its DB transaction. Money callers lock the row first
// (`lock`: SELECT … FOR UPDATE on MySQL/MariaDB; SQLite serialises writers), so a refund and a
// dispute on one payment queue on that lock, and the guarded UPDATE below holds where it does not.
export class PaymentRecords {
  constructor(
    private readonly store: TransactionStore,
    private readonly received: ReceivedTransferService,
  ) {}

  // ---- looking up ----

  async byId(ctx: RequestContext, em: EntityManager, id: number, lock = false): Promise<PaymentRecord | null> {
    return this.store.byId(ctx, em, id, lock);
  }

  // A payment named by the merchant: an all-digit name is tried as an id first, then as a reference.
  async byIdOrReference(ctx: RequestContext, em: EntityManager, ref: string, lock = false): Promise<PaymentRecord | null> {
    return (isNumericId(ref) ? await this.store.byId(ctx, em, Number(ref), lock) : null) ?? (await this.store.byReference(ctx, em, ref, lock));
  }

  async byIds(ctx: RequestContext, em: EntityManager, ids: readonly number[]): Promise<PaymentRecord[]> {
    return em.findBy(Transaction, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) });
  }

  // With its customer and authorization, in one joined read.
  async viewById(ctx: RequestContext, em: EntityManager, id: number): Promise<TransactionView | null> {
    return this.store.viewWhere(ctx, em, { id });
  }

  async view(ctx: RequestContext, em: EntityManager, payment: PaymentRecord): Promise<TransactionView> {
    return this.store.view(ctx, em, payment as Transaction);
  }

  async views(ctx: RequestContext, em: EntityManager, payments: readonly PaymentRecord[]): Promise<TransactionView[]> {
    return this.store.views(ctx, em, payments as Transaction[]);
  }

  // Payments by id with their customers and authorizations, a batch at a time (no N+1).
  async viewsByIds(ctx: RequestContext, em: EntityManager, ids: readonly number[]): Promise<TransactionView[]> {
    return this.store.views(ctx, em, (await this.byIds(ctx, em, ids)) as Transaction[]);
  }

  // Which of these references the integration's payments already use (a bulk charge names the row).
  async referencesTaken(ctx: RequestContext, em: EntityManager, references: readonly string[]): Promise<string[]> {
    const rows = await em.find(Transaction, {
      select: { reference: true },
      where: { integrationId: ctx.integration.id, domain: ctx.domain, reference: In([...references]) },
    });
    return rows.map((r) => r.reference);
  }

  // A charge made inside the caller's transaction failed on a reference already taken (the unique
  // index decided).
  isDuplicateReference(err: unknown): boolean {
    return isUniqueViolation(err, TRANSACTION_REFERENCE_INDEX);
  }

  // ---- recording ----

  // Money that arrived by bank transfer or at a terminal, recorded as a payment that has already
  // succeeded, inside the caller's transaction (ReceivedTransferService).
  async recordReceivedTransfer(t: TxContext, transfer: ReceivedTransfer): Promise<TransactionView> {
    return this.received.record(t, transfer);
  }

  // ---- the refundable amount ----

  // Reserves `amount` of what the payment may still give back (`refunded_amount`), for a refund or
  // a lost dispute. The UPDATE is guarded (never above `amount`) because the guard is the one the
  // database checks, even where the caller's row lock does not hold. False: nothing was reserved.
  async reserveRefundable(t: TxContext, payment: PaymentRecord, amount: number): Promise<boolean> {
    const res = await execute(t.tx.em, 'UPDATE transactions SET refunded_amount = refunded_amount + ? WHERE id = ? AND refunded_amount + ? <= amount', [
      amount,
      payment.id,
      amount,
    ]);
    if (res.affected !== 1) return false;
    (payment as Transaction).refundedAmount += amount;
    return true;
  }

  // Hands back a reservation that will not be given back (a refund the processor declined).
  async releaseRefundable(t: TxContext, payment: PaymentRecord, amount: number): Promise<void> {
    await t.tx.em.query('UPDATE transactions SET refunded_amount = refunded_amount - ? WHERE id = ?', [amount, payment.id]);
    (payment as Transaction).refundedAmount -= amount;
  }

  // Money actually given back to the payer (a refund processed, a dispute lost): `reversed` once all
  // of it is back. The caller holds the row's lock (TransactionStore.giveBack).
  async giveBack(t: TxContext, payment: PaymentRecord, amount: number, known: { customer?: Customer } = {}): Promise<TransactionView> {
    return this.store.giveBack(t, payment as Transaction, amount, known);
  }

  // ---- settlement (the main account's; a subaccount is paid by its share rows) ----

  // The successful (or since reversed) payments made before `cutoff` that no settlement has paid
  // out to the main account yet.
  async countUnsettled(t: TxContext, currency: string, cutoff: Date): Promise<number> {
    const qb = t.tx.em.createQueryBuilder(Transaction, 't').where('t.integration_id = :i AND t.domain = :d', { i: t.integration.id, d: t.domain });
    unsettled(qb, 't', currency, cutoff);
    return qb.getCount();
  }

  // Marks those payments with the new settlement: one UPDATE, `settlement_id IS NULL`-guarded, so
  // no payment is ever settled twice.
  async markSettled(t: TxContext, currency: string, cutoff: Date, settlementId: number): Promise<void> {
    const marking = t.tx.em
      .createQueryBuilder()
      .update(Transaction)
      .set({ settlementId })
      .where('integration_id = :i AND domain = :d', { i: t.integration.id, d: t.domain });
    unsettled(marking, '', currency, cutoff);
    await marking.execute();
  }

  // What the settlement marked: the sum of its payments' own entries in the merchant's balance,
  // and each payment's amount and splits. Plain reads: under READ COMMITTED (the settlement's
  // isolation) they see every payment the UPDATE marked.
  async settled(t: TxContext, settlementId: number): Promise<{ ledgerTotal: number; payments: SettledPayment[] }> {
    const em = t.tx.em;
    // From the marked transactions to their own ledger rows.
    const sums: Array<{ total: string | number | null }> = await em.query(
      `SELECT SUM(l.amount) AS total FROM transactions t JOIN ledger_entries l ON l.model_responsible = 'Transaction' AND l.model_row = t.id
        WHERE t.integration_id = ? AND t.domain = ? AND t.settlement_id = ? AND l.integration_id = ? AND l.domain = ? AND l.account = ?`,
      [t.integration.id, t.domain, settlementId, t.integration.id, t.domain, 'merchant_balance'],
    );
    const rows: Array<{ amount: string | number; split: unknown; split_group: unknown }> = await em.query(
      'SELECT amount, split, split_group FROM transactions WHERE settlement_id = ?',
      [settlementId],
    );
    return {
      ledgerTotal: Number(sums[0]?.total ?? 0),
      payments: rows.map((r) => ({
        amount: Number(r.amount),
        split: jsonColumnValue<TransactionSplit>(r.split),
        splitGroup: jsonColumnValue<TransactionSplitGroup>(r.split_group),
      })),
    };
  }
}

function unsettled(qb: { andWhere(w: string, p?: Record<string, unknown>): unknown }, alias: string, currency: string, cutoff: Date): void {
  const a = alias ? `${alias}.` : '';
  qb.andWhere(`${a}currency = :currency AND ${a}settlement_id IS NULL AND ${a}status IN ('success', 'reversed') AND ${a}paid_at < :cutoff`, {
    currency,
    cutoff,
  });
}
