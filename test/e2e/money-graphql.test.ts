import {
  BalanceHistoryDocument,
  BanksDocument,
  CreateRefundDocument,
  CreateSubaccountDocument,
  MoneyTransactionsDocument,
  ProcessRefundDocument,
  RefundsDocument,
  ResolveAccountDocument,
  ResolveCardBinDocument,
  SettleNowDocument,
  SettlementsDocument,
  SubaccountsDocument,
  UpdateSubaccountDocument,
} from '../generated/graphql';
import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Money GraphQL');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const q = <D, V>(doc: Parameters<typeof gql<D, V>>[2], vars?: V) => gql<D, V>(server.url, m.test.secret_key, doc, vars);

describe('money over GraphQL', () => {
  it('banks, account resolution and BINs from the one directory', async () => {
    const banks = await q(BanksDocument, { payWithBank: true });
    // As GET /bank?pay_with_bank=true lists them: Kuda (50211, by phone and app token) too.
    expect(banks.data!.banks.map((b) => b.code).sort()).toEqual(['011', '033', '057', '058', '50211']);
    const acct = await q(ResolveAccountDocument, { accountNumber: '0000000000', bankCode: '057' });
    expect(acct.data!.resolveAccount).toEqual({ accountNumber: '0000000000', accountName: 'ZENITH TEST ACCOUNT', bank: { code: '057', name: 'Zenith Bank' } });
    const bad = await q(ResolveAccountDocument, { accountNumber: '012345678', bankCode: '057' });
    expect(bad.errors![0]).toMatchObject({ message: 'Account number is invalid', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await q(ResolveCardBinDocument, { bin: '507850' })).data!.resolveCardBin).toMatchObject({ brand: 'Verve', bank: 'TEST BANK' });
  });

  it('subaccounts, a split payment, its refund and settlement, and the balance history with a running balance', async () => {
    const created = await q(CreateSubaccountDocument, {
      input: { businessName: 'Gql Sub', settlementBank: 'Zenith Bank', accountNumber: '0000000000', percentageCharge: 25 },
    });
    const sub = created.data!.createSubaccount;
    expect(sub).toMatchObject({ accountName: 'ZENITH TEST ACCOUNT', percentageCharge: 25, settlementSchedule: 'AUTO' });
    expect(
      (await q(CreateSubaccountDocument, { input: { businessName: 'x', settlementBank: 'Zenith Bank', accountNumber: '0000000000', percentageCharge: 101 } }))
        .errors![0],
    ).toMatchObject({
      message: 'percentage_charge cannot be more than 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await q(UpdateSubaccountDocument, { subaccount: sub.subaccountCode, input: { settlementSchedule: 'manual' } })).data!.updateSubaccount
        .settlementSchedule,
    ).toBe('MANUAL');
    expect((await q(SubaccountsDocument, { first: 10 })).data!.subaccounts.totalCount).toBe(1);

    for (let i = 0; i < 3; i++) {
      const paid = await m.api.post('/charge', { email: 'gql@example.com', amount: 40_000, card: CARDS.success, subaccount: sub.subaccountCode });
      expect(paid.body.data.status).toBe('success');
    }
    const first = (await m.api.get('/transaction?perPage=1')).body.data[0];
    const refund = (await q(CreateRefundDocument, { input: { transaction: first.reference, amount: '1000' } })).data!.createRefund;
    expect(refund).toMatchObject({ status: 'pending', amount: '1000' });
    expect((await q(ProcessRefundDocument, { id: refund.id })).data!.processRefund).toMatchObject({ status: 'processed', deductedAmount: '1000' });
    expect((await q(RefundsDocument, { reference: first.reference })).data!.refunds.nodes[0]).toMatchObject({
      status: 'processed',
      transaction: { reference: first.reference, status: 'success' },
    });

    const main = (await q(SettleNowDocument, {})).data!.settleNow!;
    expect(main).toMatchObject({ status: 'success', transactionCount: 3, settledBy: 'manual', subaccount: null });
    const subSettled = (await q(SettleNowDocument, { subaccount: sub.subaccountCode })).data!.settleNow!;
    expect(subSettled).toMatchObject({ status: 'success', transactionCount: 3, subaccount: { subaccountCode: sub.subaccountCode } });
    expect((await q(SettlementsDocument, { subaccount: 'none' })).data!.settlements.nodes.map((s) => s.id)).toEqual([main.id]);

    const txs = (await q(MoneyTransactionsDocument, { first: 10 })).data!.transactions.nodes;
    expect(txs).toHaveLength(3);
    for (const t of txs) {
      expect(t.subaccountDetails).toEqual({ subaccountCode: sub.subaccountCode, businessName: 'Gql Sub' });
      expect(t.settlement).toEqual({ id: main.id, status: 'success' });
      expect(t.feesSplit).toMatchObject({ integration: 10_000 - 600, subaccount: 30_000, paystack: 600 });
    }
    expect(txs.find((t) => t.reference === first.reference)!.refunds).toEqual([{ id: refund.id, status: 'processed', amount: '1000' }]);

    // Newest first; each balance is the one after the entry below it plus its own difference.
    const history = (await q(BalanceHistoryDocument, { first: 100 })).data!.balanceHistory;
    const nodes = history.nodes;
    expect(history.totalCount).toBe(nodes.length);
    const balance = (await m.api.get('/balance')).body.data[0].balance;
    expect(Number(nodes[0]!.balance)).toBe(balance);
    for (let i = 0; i + 1 < nodes.length; i++) expect(Number(nodes[i]!.balance) - Number(nodes[i]!.difference)).toBe(Number(nodes[i + 1]!.balance));
    expect(Number(nodes[nodes.length - 1]!.balance)).toBe(Number(nodes[nodes.length - 1]!.difference));
    expect(nodes.map((n) => n.modelResponsible)).toEqual(expect.arrayContaining(['Transaction', 'Refund', 'Settlement']));
    const page = (await q(BalanceHistoryDocument, { first: 2 })).data!.balanceHistory;
    const next = (await q(BalanceHistoryDocument, { first: 2, after: page.pageInfo.endCursor })).data!.balanceHistory;
    expect(next.nodes.map((n) => n.id)).toEqual(nodes.slice(2, 4).map((n) => n.id));
  });
});
