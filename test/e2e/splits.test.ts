import fc from 'fast-check';
import { MAX_AMOUNT } from '../../src/core/money';
import { transactionFee } from '../../src/ledger/fees';
import { splitShares, type SplitBearer } from '../../src/modules/subaccounts/split';
import { expectLedgerSound } from '../support/ledger';
import { CARDS, rowCounts } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Splits');
  other = await server.newIntegration('Other');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const q = (sql: string, params: unknown[] = []): Promise<any[]> => server.services.db.read({}, (em) => em.query(sql, params));

async function subaccount(body: Record<string, unknown> = {}, api = m.api) {
  const res = await api.post('/subaccount', { business_name: 'Oasis', settlement_bank: 'Guaranty Trust Bank', account_number: '0123456047', percentage_charge: 30, ...body });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('the split rule (integers, one rounding rule)', () => {
  const cases: Array<{ amount: number; pct: number; charge: number | null; bearer: SplitBearer; integration: number; subaccount: number }> = [
    // 33.33% of 1001 = 333.6333: the main account gets 333 (rounded down), the subaccount 668 less fees.
    { amount: 1001, pct: 3333, charge: null, bearer: 'account', integration: 333 - 16, subaccount: 668 },
    { amount: 1001, pct: 3333, charge: null, bearer: 'subaccount', integration: 333, subaccount: 668 - 16 },
    { amount: 10_000, pct: 2000, charge: null, bearer: 'account', integration: 2000 - 150, subaccount: 8000 },
    // A flat charge overrides the percentage.
    { amount: 10_000, pct: 2000, charge: 500, bearer: 'account', integration: 500 - 150, subaccount: 9500 },
    { amount: 10_000, pct: 2000, charge: 500, bearer: 'subaccount', integration: 500, subaccount: 9500 - 150 },
    // The bearer's share cannot cover the fee: the rest comes from the other share.
    { amount: 10_000, pct: 0, charge: null, bearer: 'account', integration: 0, subaccount: 10_000 - 150 },
    { amount: 10_000, pct: 10_000, charge: null, bearer: 'subaccount', integration: 10_000 - 150, subaccount: 0 },
    { amount: 1, pct: 5000, charge: null, bearer: 'account', integration: 0, subaccount: 0 },
    { amount: 1, pct: 5000, charge: null, bearer: 'subaccount', integration: 0, subaccount: 0 },
    // 1e12 kobo: amount × 10000 is past 2^53, so the rule runs in BigInt.
    { amount: 1e12, pct: 3333, charge: null, bearer: 'account', integration: 333_300_000_000 - 200_000, subaccount: 666_700_000_000 },
    { amount: 1e12 + 7, pct: 1, charge: null, bearer: 'subaccount', integration: 100_000_000, subaccount: 1e12 + 7 - 100_000_000 - 200_000 },
  ];
  it.each(cases)('%o', (c) => {
    const fees = transactionFee(c.amount);
    const s = splitShares({ amount: c.amount, fees, percentageChargeBp: c.pct, transactionCharge: c.charge, bearer: c.bearer });
    expect({ integration: s.integration, subaccount: s.subaccount }).toEqual({ integration: c.integration, subaccount: c.subaccount });
    expect(s.integration + s.subaccount + s.paystack).toBe(c.amount);
  });

  it('shares always sum to the amount and never go negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e13 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.nat(), { nil: null }),
        fc.constantFrom<SplitBearer>('account', 'subaccount'),
        (amount, pct, rawCharge, bearer) => {
          const fees = transactionFee(amount);
          const charge = rawCharge === null ? null : rawCharge % (amount + 1);
          const s = splitShares({ amount, fees, percentageChargeBp: pct, transactionCharge: charge, bearer });
          return s.integration >= 0 && s.subaccount >= 0 && s.integration + s.subaccount + s.paystack === amount && s.integrationGross + s.subaccountGross === amount;
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('subaccounts', () => {
  it('creates with the bank by name or code, resolves the account name, fetches and updates', async () => {
    const byName = await subaccount({ settlement_schedule: 'weekly', primary_contact_email: 'Ops@Oasis.ng', metadata: JSON.stringify({ a: 1 }) });
    expect(byName).toMatchObject({
      business_name: 'Oasis',
      settlement_bank: 'Guaranty Trust Bank',
      bank: 9,
      account_number: '0123456047',
      percentage_charge: 30,
      settlement_schedule: 'WEEKLY',
      active: true,
      is_verified: false,
      currency: 'NGN',
      domain: 'test',
      primary_contact_email: 'ops@oasis.ng',
      metadata: { a: 1 },
    });
    expect(byName.subaccount_code).toMatch(/^ACCT_[a-z0-9]{15}$/);
    expect(byName.account_name).toMatch(/^[A-Z]+ [A-Z]+$/);
    const byCode = await subaccount({ settlement_bank: '057', account_number: '0000000000', percentage_charge: '12.5' });
    expect(byCode).toMatchObject({ settlement_bank: 'Zenith Bank', account_name: 'ZENITH TEST ACCOUNT', percentage_charge: 12.5, settlement_schedule: 'AUTO' });
    expect((await m.api.get(`/subaccount/${byCode.subaccount_code}`)).body.data).toEqual(byCode);
    expect((await m.api.get(`/subaccount/${byCode.id}`)).body.message).toBe('Subaccount retrieved');
    const upd = await m.api.put(`/subaccount/${byCode.subaccount_code}`, { percentage_charge: 40, settlement_schedule: 'manual', settlement_bank: 'Access Bank' });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ percentage_charge: 40, settlement_schedule: 'MANUAL', settlement_bank: 'Access Bank', account_number: '0000000000' });
    const list = await m.api.get('/subaccount?perPage=1');
    expect(list.body.meta).toMatchObject({ perPage: 1, page: 1 });
    expect(list.body.data).toHaveLength(1);
    expect((await m.api.get('/subaccount?active=false')).body.data).toEqual([]);
    expect((await m.api.get('/subaccount?active=true&perPage=100')).body.data.length).toBeGreaterThanOrEqual(2);
    // Another integration's code and the live mode are "not found".
    expect((await other.api.get(`/subaccount/${byCode.subaccount_code}`)).status).toBe(404);
    expect((await m.live_api.get(`/subaccount/${byCode.id}`)).status).toBe(404);
  });

  it('refuses bad input with the documented 4xx and stores nothing', async () => {
    const before = await q('SELECT COUNT(*) AS n FROM subaccounts');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ percentage_charge: 100.5 }, 'percentage_charge cannot be more than 100'],
      [{ percentage_charge: -1 }, 'percentage_charge must be a number from 0 to 100'],
      [{ percentage_charge: undefined }, 'Percentage charge is required'],
      [{ settlement_bank: 'Bank of Nowhere' }, 'Bank is invalid'],
      [{ account_number: '012345678' }, 'Account number is invalid'],
      [{ account_number: '01234567ab' }, 'Account number should be numeric'],
      [{ account_number: '9999999999' }, 'Could not resolve account name. Check parameters or try again.'],
      [{ business_name: '' }, 'business_name is required'],
      [{ settlement_schedule: 'daily' }, 'settlement_schedule must be one of: auto, weekly, monthly, manual'],
    ];
    for (const [body, message] of cases) {
      const res = await m.api.post('/subaccount', { business_name: 'Oasis', settlement_bank: 'Guaranty Trust Bank', account_number: '0123456047', percentage_charge: 30, ...body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await q('SELECT COUNT(*) AS n FROM subaccounts')).toEqual(before);
    expect((await m.api.put('/subaccount/ACCT_nope', { percentage_charge: 1 })).status).toBe(404);
  });
});

describe('split payments', () => {
  async function entries(transactionId: number) {
    const rows = await q("SELECT account, SUM(amount) AS total FROM ledger_entries WHERE model_responsible = 'Transaction' AND model_row = ? GROUP BY account", [transactionId]);
    return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
  }

  const payments: Array<{ amount: number; pct: number; charge?: number; bearer?: SplitBearer }> = [
    { amount: 1001, pct: 33.33 },
    { amount: 1001, pct: 33.33, bearer: 'subaccount' },
    { amount: 250_000, pct: 20, charge: 7_777 },
    { amount: 250_000, pct: 20, charge: 7_777, bearer: 'subaccount' },
    { amount: 1, pct: 50 },
    { amount: MAX_AMOUNT, pct: 99.99, bearer: 'subaccount' },
  ];
  it.each(payments)('POST /charge %o: shares sum to the amount, the ledger agrees, the transaction shows the split', async (p) => {
    const sub = await subaccount({ percentage_charge: p.pct });
    const res = await m.api.post('/charge', {
      email: 'split@example.com',
      amount: p.amount,
      card: CARDS.success,
      subaccount: sub.subaccount_code,
      ...(p.charge !== undefined ? { transaction_charge: p.charge } : {}),
      ...(p.bearer ? { bearer: p.bearer } : {}),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('success');
    const tx = (await m.api.get(`/transaction/verify/${res.body.data.reference}`)).body.data;
    const fs = tx.fees_split;
    expect(fs.paystack).toBe(tx.fees);
    expect(fs.integration + fs.subaccount + fs.paystack).toBe(p.amount);
    expect(fs.params).toMatchObject({ bearer: p.bearer ?? 'account', percentage_charge: String(p.pct) });
    expect(tx.subaccount).toMatchObject({ subaccount_code: sub.subaccount_code, business_name: 'Oasis' });
    expect(tx.split.shares).toEqual({ integration: fs.integration, paystack: fs.paystack, subaccounts: [{ subaccount_code: sub.subaccount_code, amount: fs.subaccount }] });
    // Each party's entries for the payment sum to its share (zero legs are not written).
    const e = await entries(tx.id);
    const of = (account: string) => e[account] ?? 0;
    expect([of('processor_clearing'), of('fee_revenue'), of('merchant_balance'), of(`subaccount:${sub.id}`)]).toEqual([-p.amount, fs.paystack, fs.integration, fs.subaccount]);
  });

  it('initialize + hosted checkout, and charge_authorization, split the same way', async () => {
    const sub = await subaccount({ percentage_charge: 10 });
    const init = await m.api.post('/transaction/initialize', { email: 'checkout-split@example.com', amount: 50_000, subaccount: sub.subaccount_code, bearer: 'subaccount' });
    expect(init.status).toBe(200);
    // The hosted checkout page's own call, by access code.
    const c = CARDS.success;
    const paid = await server.services.charges.startForAccessCode({ log: server.services.log }, init.body.data.access_code, {
      card: { number: c.number, cvv: c.cvv, expiryMonth: c.expiry_month, expiryYear: c.expiry_year },
    });
    expect(paid.data.status).toBe('success');
    const tx = (await m.api.get(`/transaction/verify/${init.body.data.reference}`)).body.data;
    expect(tx.status).toBe('success');
    expect(tx.fees_split).toMatchObject({ integration: 5_000, subaccount: 45_000 - tx.fees, paystack: tx.fees });
    const auth = tx.authorization.authorization_code;
    const again = await m.api.post('/transaction/charge_authorization', { email: 'checkout-split@example.com', amount: 10_000, authorization_code: auth, subaccount: sub.subaccount_code, transaction_charge: 1_000 });
    expect(again.status).toBe(200);
    expect(again.body.data.fees_split).toMatchObject({ integration: 1_000 - again.body.data.fees, subaccount: 9_000 });
  });

  it('an unknown, inactive or foreign subaccount is a 400 and nothing is stored', async () => {
    const foreign = await subaccount({}, other.api);
    const inactive = await subaccount();
    await m.api.put(`/subaccount/${inactive.subaccount_code}`, { active: false });
    const before = await rowCounts(server);
    for (const code of ['ACCT_doesnotexist', foreign.subaccount_code, inactive.subaccount_code]) {
      const res = await m.api.post('/transaction/initialize', { email: 'bad-split@example.com', amount: 5000, subaccount: code });
      expect({ code, status: res.status, message: res.body.message }).toEqual({ code, status: 400, message: 'Subaccount not found' });
      const charge = await m.api.post('/charge', { email: 'bad-split@example.com', amount: 5000, card: CARDS.success, subaccount: code });
      expect(charge.status).toBe(400);
    }
    expect((await m.api.post('/transaction/initialize', { email: 'bad-split@example.com', amount: 5000, subaccount: foreign.subaccount_code, bearer: 'nobody' })).status).toBe(400);
    expect(await rowCounts(server)).toEqual(before);
  });
});
