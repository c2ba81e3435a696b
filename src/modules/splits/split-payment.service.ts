import { In } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid } from '../../core/errors';
import type { TxContext } from '../../core/request-context';
import { transactionFee } from '../../ledger/fees';
import { subaccountLedgerAccount } from '../../ledger/ledger.entity';
import type { LedgerService } from '../../ledger/ledger.service';
import { InsertStatement } from '../../db/statements';
import { Subaccount } from '../subaccounts/subaccount.entity';
import { Split, SplitSubaccount, TransactionSplitShare } from './split.entity';
import { shareOf } from './split.presenter';
import { flatTotal, groupShares, type TransactionSplitGroup } from './split.rules';

// What applying a group needs of a payment (transactions register the hooks below).
interface SplitPayment {
  id: number;
  reference: string;
  currency: string;
  paidAt: Date | null;
  splitGroup: TransactionSplitGroup | null;
}

export interface ShareSettlement {
  count: number;
  net: number;
  gross: number;
}

// A payment made with `split_code`: the group is checked and its shares worked out when the
// payment is made (fees depend only on the amount), so replies and events show them and success
// only posts them: each subaccount's net share moves from the merchant's balance to the
// subaccount's in the success transaction, and a share row per subaccount is what that
// subaccount's settlement marks.
export class SplitPaymentService {
  constructor(
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
  ) {}

  readonly optionCheck = async (
    t: TxContext,
    { amount, currency, options }: { amount: number; currency: string; options: { splitCode?: string | null } },
  ): Promise<{ splitGroup: TransactionSplitGroup } | void> => {
    if (!options.splitCode) return;
    const em = t.tx.em;
    const split = await em.findOneBy(Split, { integrationId: t.integration.id, domain: t.domain, splitCode: options.splitCode });
    if (!split) throw new DomainError('validation', 'Split not found', 'invalid_params', 'split_code');
    if (!split.active) throw invalid('split_code', 'Split is not active');
    if (split.currency !== currency) throw invalid('currency', `Split ${split.splitCode} is in ${split.currency}, not ${currency}`);
    const members = await em.find(SplitSubaccount, { where: { splitId: split.id }, order: { id: 'ASC' } });
    if (!members.length) throw invalid('split_code', 'Split has no subaccounts');
    const subs = new Map((await em.findBy(Subaccount, { integrationId: t.integration.id, domain: t.domain, id: In(members.map((m) => m.subaccountId)) })).map((s) => [s.id, s]));
    for (const m of members) {
      const sub = subs.get(m.subaccountId);
      if (!sub || !sub.active) throw invalid('split_code', `Subaccount ${sub?.subaccountCode ?? m.subaccountId} of split ${split.splitCode} is not active`);
    }
    if (split.type === 'flat' && flatTotal(members) > amount) {
      throw invalid('amount', `The split's flat shares (${flatTotal(members)}) are more than the amount (${amount})`);
    }
    const shares = groupShares({
      amount,
      fees: transactionFee(amount),
      type: split.type,
      members: members.map((m) => ({ subaccountId: m.subaccountId, share: m.share })),
      bearer: split.bearerType,
      bearerSubaccountId: split.bearerSubaccountId,
    });
    const code = (id: number) => subs.get(id)!.subaccountCode;
    const splitGroup: TransactionSplitGroup = {
      id: split.id,
      name: split.name,
      split_code: split.splitCode,
      formula: {
        type: split.type,
        subaccounts: members.map((m) => ({ share: shareOf(split.type, m.share), subaccount_code: code(m.subaccountId), id: m.subaccountId, name: subs.get(m.subaccountId)!.businessName })),
        integration: split.type === 'percentage' ? (10_000 - members.reduce((s, m) => s + m.share, 0)) / 100 : shares.integration.gross,
      },
      shares: {
        paystack: shares.paystack,
        subaccounts: shares.subaccounts.map((s) => ({ amount: s.net, subaccount_code: code(s.subaccountId), id: s.subaccountId })),
        integration: shares.integration.net,
      },
      bearer_type: split.bearerType,
      bearer_subaccount: split.bearerSubaccountId,
      gross: { integration: shares.integration.gross, subaccounts: shares.subaccounts.map((s) => ({ id: s.subaccountId, amount: s.gross })) },
    };
    return { splitGroup };
  };

  readonly successHook = async (t: TxContext, view: { transaction: SplitPayment }): Promise<void> => {
    const tx = view.transaction;
    const g = tx.splitGroup;
    if (!g) return;
    const total = g.shares.subaccounts.reduce((s, a) => s + a.amount, 0);
    await this.ledger.post(t, {
      currency: tx.currency,
      reason: `Split ${tx.reference} by ${g.split_code}`,
      modelResponsible: 'Transaction',
      modelRow: tx.id,
      legs: [{ account: 'merchant_balance', amount: -total }, ...g.shares.subaccounts.map((s) => ({ account: subaccountLedgerAccount(s.id), amount: s.amount }))],
    });
    const paidAt = tx.paidAt ?? this.clock.now(t);
    const rows = g.shares.subaccounts.map((s) =>
      Object.assign(new TransactionSplitShare(), {
        integrationId: t.integration.id,
        domain: t.domain,
        transactionId: tx.id,
        subaccountId: s.id,
        currency: tx.currency,
        gross: g.gross.subaccounts.find((x) => x.id === s.id)?.amount ?? s.amount,
        net: s.amount,
        paidAt,
        settlementId: null,
      }),
    );
    this.shareInsert ??= new InsertStatement(t.tx.em.connection, TransactionSplitShare);
    await this.shareInsert.insertMany(t.tx.em, rows);
  };

  private shareInsert?: InsertStatement<TransactionSplitShare>;

  // ---- settlements (a subaccount's run settles its split-group shares too) ----

  async unsettledShareCount(t: TxContext, subaccountId: number, currency: string, cutoff: Date): Promise<number> {
    return this.unsettled(t, subaccountId, currency, cutoff).getCount();
  }

  // Marks the subaccount's unsettled shares paid before `cutoff` with the settlement, and reads
  // their net amount from the ledger (the entries the success hook posted).
  async settleShares(t: TxContext, subaccountId: number, currency: string, cutoff: Date, settlementId: number): Promise<ShareSettlement> {
    const em = t.tx.em;
    await em
      .createQueryBuilder()
      .update(TransactionSplitShare)
      .set({ settlementId })
      .where('integration_id = :i AND domain = :d AND subaccount_id = :s AND currency = :c AND settlement_id IS NULL AND paid_at < :cutoff', {
        i: t.integration.id,
        d: t.domain,
        s: subaccountId,
        c: currency,
        cutoff,
      })
      .execute();
    const marked: Array<{ n: string | number; gross: string | number | null }> = await em.query('SELECT COUNT(*) AS n, SUM(gross) AS gross FROM transaction_split_shares WHERE settlement_id = ?', [settlementId]);
    const sums: Array<{ total: string | number | null }> = await em.query(
      `SELECT SUM(l.amount) AS total FROM transaction_split_shares s JOIN ledger_entries l ON l.model_responsible = 'Transaction' AND l.model_row = s.transaction_id
        WHERE s.settlement_id = ? AND l.integration_id = ? AND l.domain = ? AND l.account = ?`,
      [settlementId, t.integration.id, t.domain, subaccountLedgerAccount(subaccountId)],
    );
    return { count: Number(marked[0]?.n ?? 0), gross: Number(marked[0]?.gross ?? 0), net: Number(sums[0]?.total ?? 0) };
  }

  private unsettled(t: TxContext, subaccountId: number, currency: string, cutoff: Date) {
    return t.tx.em
      .createQueryBuilder(TransactionSplitShare, 's')
      .where('s.integration_id = :i AND s.domain = :d AND s.subaccount_id = :sub AND s.currency = :c AND s.settlement_id IS NULL AND s.paid_at < :cutoff', {
        i: t.integration.id,
        d: t.domain,
        sub: subaccountId,
        c: currency,
        cutoff,
      });
  }
}
