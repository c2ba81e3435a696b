import type { Clock } from '../../core/clock';
import type { TxContext } from '../../core/request-context';
import { InsertStatement } from '../../db/statements';
import { subaccountLedgerAccount } from '../../ledger/ledger.entity';
import { SubaccountShare } from './subaccount-share.entity';

// The payment a share belongs to.
export interface SharedPayment {
  id: number;
  currency: string;
  paidAt: Date | null;
}

export interface ShareOf {
  subaccountId: number;
  gross: number;
  net: number;
}

export interface ShareSettlement {
  count: number;
  net: number;
  gross: number;
}

// What each subaccount is owed by each successful payment, whichever way the payment was shared (a
// single `subaccount`, or a split group's `split_code`): recorded in the success transaction next
// to the ledger entries that move the net share, and marked by the subaccount's settlement. A
// subaccount's settlement reads nothing else.
export class SubaccountShareService {
  constructor(private readonly clock: Clock) {}

  async record(t: TxContext, payment: SharedPayment, shares: readonly ShareOf[]): Promise<void> {
    if (!shares.length) return;
    const paidAt = payment.paidAt ?? this.clock.now(t);
    const rows = shares.map((s) =>
      Object.assign(new SubaccountShare(), {
        integrationId: t.integration.id,
        domain: t.domain,
        transactionId: payment.id,
        subaccountId: s.subaccountId,
        currency: payment.currency,
        gross: s.gross,
        net: s.net,
        paidAt,
        settlementId: null,
      }),
    );
    this.insert ??= new InsertStatement(t.tx.em.connection, SubaccountShare);
    await this.insert.insertMany(t.tx.em, rows);
  }

  private insert?: InsertStatement<SubaccountShare>;

  async unsettledCount(t: TxContext, subaccountId: number, currency: string, cutoff: Date): Promise<number> {
    return t.tx.em
      .createQueryBuilder(SubaccountShare, 's')
      .where('s.integration_id = :i AND s.domain = :d AND s.subaccount_id = :sub AND s.currency = :c AND s.settlement_id IS NULL AND s.paid_at < :cutoff', {
        i: t.integration.id,
        d: t.domain,
        sub: subaccountId,
        c: currency,
        cutoff,
      })
      .getCount();
  }

  // Marks the subaccount's unsettled shares paid before `cutoff` with the settlement, and reads
  // their net amount from the ledger (the entries each payment's success posted to the subaccount).
  async settle(t: TxContext, subaccountId: number, currency: string, cutoff: Date, settlementId: number): Promise<ShareSettlement> {
    const em = t.tx.em;
    await em
      .createQueryBuilder()
      .update(SubaccountShare)
      .set({ settlementId })
      .where('integration_id = :i AND domain = :d AND subaccount_id = :s AND currency = :c AND settlement_id IS NULL AND paid_at < :cutoff', {
        i: t.integration.id,
        d: t.domain,
        s: subaccountId,
        c: currency,
        cutoff,
      })
      .execute();
    // subaccount_id first: the (subaccount_id, settlement_id) index finds the marked rows.
    const marked: Array<{ n: string | number; gross: string | number | null }> = await em.query(
      'SELECT COUNT(*) AS n, SUM(gross) AS gross FROM transaction_split_shares WHERE subaccount_id = ? AND settlement_id = ?',
      [subaccountId, settlementId],
    );
    const sums: Array<{ total: string | number | null }> = await em.query(
      `SELECT SUM(l.amount) AS total FROM transaction_split_shares s JOIN ledger_entries l ON l.model_responsible = 'Transaction' AND l.model_row = s.transaction_id
        WHERE s.subaccount_id = ? AND s.settlement_id = ? AND l.integration_id = ? AND l.domain = ? AND l.account = ?`,
      [subaccountId, settlementId, t.integration.id, t.domain, subaccountLedgerAccount(subaccountId)],
    );
    return { count: Number(marked[0]?.n ?? 0), gross: Number(marked[0]?.gross ?? 0), net: Number(sums[0]?.total ?? 0) };
  }
}
