import { In } from 'typeorm';
import { DomainError, invalid } from '../../core/errors';
import type { TxContext } from '../../core/request-context';
import { transactionFee } from '../../ledger/fees';
import { subaccountLedgerAccount } from '../../ledger/ledger.entity';
import type { LedgerService } from '../../ledger/ledger.service';
import { Subaccount } from '../subaccounts/subaccount.entity';
import type { SubaccountShareService } from '../subaccounts/subaccount-share.service';
import { Split, SplitSubaccount } from './split.entity';
import { shareOf } from './split.presenter';
import { flatTotal, groupShares, repriceGroup, type TransactionSplitGroup } from './split.rules';

// What applying a group needs of a payment (transactions register the hooks below).
interface SplitPayment {
  id: number;
  reference: string;
  currency: string;
  paidAt: Date | null;
  splitGroup: TransactionSplitGroup | null;
}

// A payment made with `split_code`: the group is checked and its shares worked out when the
// payment is made, at the card price (the payer has not chosen a channel yet), so replies show them;
// at success they are worked out again at the fee of the channel paid with (`feeCheck`), and the
// success posts them: each subaccount's net share moves from the merchant's balance to the
// subaccount's in the success transaction, and each subaccount's share is recorded with the
// subaccounts slice (SubaccountShareService), the record that subaccount's settlement marks.
export class SplitPaymentService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly shares: Pick<SubaccountShareService, 'record'>,
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
    const subs = new Map(
      (await em.findBy(Subaccount, { integrationId: t.integration.id, domain: t.domain, id: In(members.map((m) => m.subaccountId)) })).map((s) => [s.id, s]),
    );
    for (const m of members) {
      const sub = subs.get(m.subaccountId);
      if (!sub || !sub.active) throw invalid('split_code', `Subaccount ${sub?.subaccountCode ?? m.subaccountId} of split ${split.splitCode} is not active`);
    }
    if (split.type === 'flat' && flatTotal(members) > amount) {
      throw invalid('amount', `The split's flat shares (${flatTotal(members)}) are more than the amount (${amount})`);
    }
    const shares = groupShares({
      amount,
      fees: transactionFee(amount, currency),
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
        subaccounts: members.map((m) => ({
          share: shareOf(split.type, m.share),
          subaccount_code: code(m.subaccountId),
          id: m.subaccountId,
          name: subs.get(m.subaccountId)!.businessName,
        })),
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

  // The payment is about to succeed at the fee its channel costs (the shares above were worked out
  // at the card price): the group's shares again at that fee.
  readonly feeCheck = async (
    _t: TxContext,
    payment: { splitGroup: TransactionSplitGroup | null; fees: number },
  ): Promise<{ splitGroup: TransactionSplitGroup } | void> => {
    if (payment.splitGroup && payment.splitGroup.shares.paystack !== payment.fees) return { splitGroup: repriceGroup(payment.splitGroup, payment.fees) };
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
      legs: [
        { account: 'merchant_balance', amount: -total },
        ...g.shares.subaccounts.map((s) => ({ account: subaccountLedgerAccount(s.id), amount: s.amount })),
      ],
    });
    await this.shares.record(
      t,
      tx,
      g.shares.subaccounts.map((s) => ({ subaccountId: s.id, gross: g.gross.subaccounts.find((x) => x.id === s.id)?.amount ?? s.amount, net: s.amount })),
    );
  };
}
