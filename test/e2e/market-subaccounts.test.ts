import { startMerchant, type Merchant } from '../support/merchant';
import { sdk, settleNextDay } from '../support/markets';
import { advanceClock } from '../support/payments';
import type { TestIntegration } from '../support/server';
import { waitForValue } from '../support/wait';

// Subaccounts, splits and split groups in Paystack's other markets, through the `paystack-api` npm
// client: each market's banks and wallets (src/core/banks/settlement.ts), its currency, a split's
// shares priced by the channel the payer used (not the card price initialize worked them out at),
// and the subaccounts' settlements in that currency. Amounts are worked out by hand from each
// market's pricing (src/ledger/fees.ts): Ghana 1.95% (cards and mobile money alike), Kenya 2.9% on
// cards and 1.5% on M-PESA.

jest.setTimeout(180_000);

let s: Merchant;
let ke: TestIntegration;
let za: TestIntegration;
let ci: TestIntegration;
beforeAll(async () => {
  s = await startMerchant('Kumasi Market', { country: 'GH', ledgerSound: true });
  ke = await s.server.newIntegration('Mombasa Market', 'KE');
  za = await s.server.newIntegration('Durban Market', 'ZA');
  ci = await s.server.newIntegration('Bouaké Market', 'CI');
  for (const m of [ke, za, ci]) expect((await m.api.put('/integration/webhook', { url: s.hook.url })).status).toBe(200);
});
afterAll(() => s.stop());

const webhook = (event: string, reference: string) =>
  waitForValue(() => s.hook.received.find((r) => r.body.event === event && r.body.data.reference === reference)?.body.data as Record<string, any> | undefined, {
    what: `${event} for ${reference}`,
  });
const create = (m: TestIntegration, body: Record<string, unknown>) => sdk(s.server, m.test.secret_key).subaccount.create(body);
const refused = async (m: TestIntegration, body: Record<string, unknown>) => {
  const res = await m.api.post('/subaccount', { business_name: 'Refused', percentage_charge: 10, ...body });
  return { status: res.status, message: res.body.message };
};
// A subaccount's settlements (GET /settlement?subaccount=), as [currency, total_amount, status].
const settlementsOf = async (m: TestIntegration, code: string) =>
  ((await m.api.get(`/settlement?subaccount=${code}`)).body.data as any[]).map((x) => [x.currency, x.total_amount, x.status]);

const codes: Record<string, string> = {};

describe('subaccounts in every market', () => {
  it("Ghana: a GhIPSS account and an MTN wallet, resolved as GET /bank/resolve does, in cedis; another country's bank refused", async () => {
    const bank = await create(s.m, { business_name: 'Kejetia Traders', settlement_bank: '040100', account_number: '1234567890123', percentage_charge: 20 });
    const resolved = await s.m.api.get('/bank/resolve?account_number=1234567890123&bank_code=040100');
    expect(bank).toMatchObject({ status: true, message: 'Subaccount created' });
    expect(bank.data).toMatchObject({
      currency: 'GHS',
      settlement_bank: 'GCB Bank Limited',
      bank_code: '040100',
      bank: 120,
      account_number: '1234567890123',
      account_name: resolved.body.data.account_name,
    });
    const momo = await create(s.m, { business_name: 'Adum Wallet', settlement_bank: 'MTN', account_number: '0551234987', percentage_charge: 10 });
    expect(momo.data).toMatchObject({
      currency: 'GHS',
      settlement_bank: 'MTN',
      bank_code: 'MTN',
      bank: 101,
      account_name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
    });
    codes.ghBank = bank.data.subaccount_code;
    codes.ghMomo = momo.data.subaccount_code;

    // Moved to a Vodafone wallet, the same number: resolved again, at Vodafone.
    const moved = await sdk(s.server, s.m.test.secret_key).subaccount.update({ id: codes.ghMomo, settlement_bank: 'VOD' });
    expect(moved.data).toMatchObject({ settlement_bank: 'Vodafone', bank_code: 'VOD', bank: 103, account_number: '0551234987', currency: 'GHS' });

    expect(await refused(s.m, { settlement_bank: '058', account_number: '0001234567' })).toEqual({ status: 400, message: 'Bank is invalid' });
    expect(await refused(s.m, { settlement_bank: 'MPESA', account_number: '0710000000' })).toEqual({ status: 400, message: 'Bank is invalid' });
    expect(await refused(s.m, { settlement_bank: '040100', account_number: '1234567' })).toEqual({ status: 400, message: 'Account number is invalid' });
    expect(await refused(s.m, { settlement_bank: 'MTN', account_number: '9999999999' })).toEqual({
      status: 400,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
    // A Nigerian integration keeps to Nigerian banks.
    expect(await refused(s.other, { settlement_bank: '040100', account_number: '1234567890123' })).toEqual({ status: 400, message: 'Bank is invalid' });
  });

  it("Kenya, South Africa and Côte d'Ivoire: their banks and wallets, in their currencies, checked for form (no holder resolved)", async () => {
    const kcb = await create(ke, { business_name: 'Likoni Stores', settlement_bank: '01', account_number: '1100223344', percentage_charge: 20 });
    expect(kcb.data).toMatchObject({ currency: 'KES', settlement_bank: 'Kenya Commercial Bank', bank: 210, account_number: '1100223344', account_name: null });
    const mpesa = await create(ke, { business_name: 'Nyali Wallet', settlement_bank: 'MPESA', account_number: '254710000000', percentage_charge: 20 });
    expect(mpesa.data).toMatchObject({ currency: 'KES', settlement_bank: 'M-PESA', bank: 200, account_name: null });
    codes.keBank = kcb.data.subaccount_code;
    expect(await refused(ke, { settlement_bank: 'MPTILL', account_number: '123456' })).toEqual({ status: 400, message: 'Bank is invalid' });
    expect(await refused(ke, { settlement_bank: '040100', account_number: '1234567890123' })).toEqual({ status: 400, message: 'Bank is invalid' });

    const absa = await create(za, { business_name: 'Umhlanga Goods', settlement_bank: '632005', account_number: '0123456789', percentage_charge: 15 });
    expect(absa.data).toMatchObject({ currency: 'ZAR', settlement_bank: 'Absa Bank Limited, South Africa', bank: 140, account_name: null });
    expect(await refused(za, { settlement_bank: '632005', account_number: '123' })).toEqual({ status: 400, message: 'Account number is invalid' });

    const orange = await create(ci, { business_name: 'Marché de Bouaké', settlement_bank: 'ORANGE', account_number: '0700000000', percentage_charge: 25 });
    expect(orange.data).toMatchObject({ currency: 'XOF', settlement_bank: 'Orange Money', bank: 301, account_name: null });
    expect(await refused(ci, { settlement_bank: '632005', account_number: '0123456789' })).toEqual({ status: 400, message: 'Bank is invalid' });

    // A subaccount settles in its currency only: a Kenyan merchant's dollar payment cannot use it.
    const usd = await ke.api.post('/transaction/initialize', { email: 'usd@example.com', amount: 10_000, currency: 'USD', subaccount: codes.keBank });
    expect({ status: usd.status, message: usd.body.message }).toEqual({ status: 400, message: `Subaccount ${codes.keBank} settles in KES, not USD` });

    const listed = (await sdk(s.server, ke.test.secret_key).subaccount.list({ perPage: 10 })).data;
    expect(listed.map((x: any) => x.currency)).toEqual(['KES', 'KES']);
  });
});

describe('split payments, priced by the channel paid with and settled in the market currency', () => {
  it('Ghana: a mobile money payment split with a subaccount, and one shared by a split group; each subaccount settles in GHS', async () => {
    // 1,000.00 cedis by MTN mobile money: 1.95% is 19.50; the main account's 20% (200.00) bears it.
    const single = await sdk(s.server, s.m.test.secret_key).charge.charge({
      email: 'split-momo@example.com',
      amount: 100_000,
      reference: 'gh-split-momo',
      subaccount: codes.ghBank,
      mobile_money: { phone: '0551234987', provider: 'mtn' },
    });
    expect(single.data).toMatchObject({ status: 'success', channel: 'mobile_money', currency: 'GHS', fees: 1_950 });
    expect(single.data.fees_split).toMatchObject({ paystack: 1_950, integration: 18_050, subaccount: 80_000 });
    const event = await webhook('charge.success', 'gh-split-momo');
    expect(event).toMatchObject({
      channel: 'mobile_money',
      fees: 1_950,
      fees_split: { paystack: 1_950, integration: 18_050, subaccount: 80_000 },
      subaccount_group: {},
    });
    expect(event.subaccount).toMatchObject({ subaccount_code: codes.ghBank, currency: 'GHS' });

    // A group: 30% to the bank account, 20% to the wallet, the fee shared in proportion. 500.00 cedis:
    // gross 150.00 / 100.00 / 250.00 (main); fee 9.75 split 4.875 / 2.925 / 1.95 by weight, floored to
    // 4.87 / 2.92 / 1.95 (main, bank, wallet) with the cent left to the main account (a tie of
    // remainders, main first): 4.88.
    const group = await s.m.api.post('/split', {
      name: 'Kejetia stalls',
      type: 'percentage',
      currency: 'GHS',
      bearer_type: 'all-proportional',
      subaccounts: [
        { subaccount: codes.ghBank, share: 30 },
        { subaccount: codes.ghMomo, share: 20 },
      ],
    });
    expect(group.status).toBe(200);
    const grouped = await s.m.api.post('/charge', {
      email: 'split-group@example.com',
      amount: 50_000,
      reference: 'gh-group-momo',
      split_code: group.body.data.split_code,
      mobile_money: { phone: '0551234987', provider: 'mtn' },
    });
    expect(grouped.body.data).toMatchObject({ status: 'success', fees: 975 });
    const groupEvent = await webhook('charge.success', 'gh-group-momo');
    const shares = {
      paystack: 975,
      integration: 24_512,
      subaccounts: [
        { subaccount_code: codes.ghBank, amount: 14_708 },
        { subaccount_code: codes.ghMomo, amount: 9_805 },
      ],
    };
    expect(groupEvent.split).toMatchObject({ split_code: group.body.data.split_code, shares });
    expect(groupEvent.subaccount_group).toEqual(groupEvent.split);

    await settleNextDay(s.server.services, s.m.api);
    // Each subaccount's settlement: its net shares of both payments, in cedis.
    expect(await settlementsOf(s.m, codes.ghBank)).toEqual([['GHS', 80_000 + 14_708, 'success']]);
    expect(await settlementsOf(s.m, codes.ghMomo)).toEqual([['GHS', 9_805, 'success']]);
  });

  it("Kenya: an M-PESA split is priced at M-PESA's 1.5% when paid, not the card's 2.9% the charge was made at", async () => {
    const res = await ke.api.post('/charge', {
      email: 'split-mpesa@example.com',
      amount: 100_000,
      reference: 'ke-split-mpesa',
      subaccount: codes.keBank,
      bearer: 'subaccount',
      mobile_money: { phone: '+254710000000', provider: 'mpesa' },
    });
    expect(res.body.data.status).toBe('pay_offline');
    // Waiting on the payer's phone: the split as the card price would have it (2.9% of 1,000.00).
    const waiting = await ke.api.get('/transaction/verify/ke-split-mpesa');
    expect(waiting.body.data.fees_split).toMatchObject({ paystack: 2_900, integration: 20_000, subaccount: 77_100 });

    await advanceClock(ke.api, 10);
    const event = await webhook('charge.success', 'ke-split-mpesa');
    // Paid by M-PESA: 1.5% is 15.00, borne by the subaccount (80% gross).
    expect(event).toMatchObject({
      channel: 'mobile_money',
      currency: 'KES',
      fees: 1_500,
      fees_split: { paystack: 1_500, integration: 20_000, subaccount: 78_500 },
    });
    const verified = await ke.api.get('/transaction/verify/ke-split-mpesa');
    expect(verified.body.data).toMatchObject({ fees: 1_500, fees_split: { paystack: 1_500, integration: 20_000, subaccount: 78_500 } });
    expect(verified.body.data.split.shares).toEqual({ integration: 20_000, paystack: 1_500, subaccounts: [{ subaccount_code: codes.keBank, amount: 78_500 }] });

    await settleNextDay(s.server.services, ke.api);
    expect(await settlementsOf(ke, codes.keBank)).toEqual([['KES', 78_500, 'success']]);
    // The main account keeps its 20%: the payment less fees, less the subaccount's share.
    const main = ((await ke.api.get('/settlement?subaccount=none')).body.data as any[]).map((x) => [x.currency, x.total_amount]);
    expect(main).toEqual([['KES', 20_000]]);
  });
});
