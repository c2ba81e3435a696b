import fc from 'fast-check';
import { MAX_AMOUNT } from '../../src/core/money';
import { transactionFee } from '../../src/ledger/fees';
import { splitShares, type SplitBearer } from '../../src/modules/subaccounts/split';
import { expectLedgerSound } from '../support/ledger';
import { gql } from '../support/graphql';
import { CARDS, expectLedgerBalanced, rowCounts } from '../support/payments';
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
  const res = await api.post('/subaccount', {
    business_name: 'Oasis',
    settlement_bank: 'Guaranty Trust Bank',
    account_number: '0123456047',
    percentage_charge: 30,
    ...body,
  });
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
          return (
            s.integration >= 0 && s.subaccount >= 0 && s.integration + s.subaccount + s.paystack === amount && s.integrationGross + s.subaccountGross === amount
          );
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
    const upd = await m.api.put(`/subaccount/${byCode.subaccount_code}`, {
      percentage_charge: 40,
      settlement_schedule: 'manual',
      settlement_bank: 'Access Bank',
    });
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
      const res = await m.api.post('/subaccount', {
        business_name: 'Oasis',
        settlement_bank: 'Guaranty Trust Bank',
        account_number: '0123456047',
        percentage_charge: 30,
        ...body,
      });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await q('SELECT COUNT(*) AS n FROM subaccounts')).toEqual(before);
    expect((await m.api.put('/subaccount/ACCT_nope', { percentage_charge: 1 })).status).toBe(404);
  });
});

describe('split payments', () => {
  async function entries(transactionId: number) {
    const rows = await q(
      "SELECT account, SUM(amount) AS total FROM ledger_entries WHERE model_responsible = 'Transaction' AND model_row = ? GROUP BY account",
      [transactionId],
    );
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
    expect(tx.split.shares).toEqual({
      integration: fs.integration,
      paystack: fs.paystack,
      subaccounts: [{ subaccount_code: sub.subaccount_code, amount: fs.subaccount }],
    });
    // Each party's entries for the payment sum to its share (zero legs are not written).
    const e = await entries(tx.id);
    const of = (account: string) => e[account] ?? 0;
    expect([of('processor_clearing'), of('fee_revenue'), of('merchant_balance'), of(`subaccount:${sub.id}`)]).toEqual([
      -p.amount,
      fs.paystack,
      fs.integration,
      fs.subaccount,
    ]);
  });

  it('initialize + hosted checkout, and charge_authorization, split the same way', async () => {
    const sub = await subaccount({ percentage_charge: 10 });
    const init = await m.api.post('/transaction/initialize', {
      email: 'checkout-split@example.com',
      amount: 50_000,
      subaccount: sub.subaccount_code,
      bearer: 'subaccount',
    });
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
    const again = await m.api.post('/transaction/charge_authorization', {
      email: 'checkout-split@example.com',
      amount: 10_000,
      authorization_code: auth,
      subaccount: sub.subaccount_code,
      transaction_charge: 1_000,
    });
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
    expect(
      (await m.api.post('/transaction/initialize', { email: 'bad-split@example.com', amount: 5000, subaccount: foreign.subaccount_code, bearer: 'nobody' }))
        .status,
    ).toBe(400);
    expect(await rowCounts(server)).toEqual(before);
  });
});

// ---- split groups (POST /split, `split_code`) ----

describe('split groups', () => {
  let g: TestIntegration;
  let subs: Array<{ id: number; subaccount_code: string }>;
  beforeAll(async () => {
    g = await server.newIntegration('Groups');
    subs = [];
    for (const name of ['Ada', 'Bola', 'Chidi']) subs.push(await subaccount({ business_name: name }, g.api));
  });

  async function makeSplit(body: Record<string, unknown>, api = g.api) {
    const res = await api.post('/split', { name: 'Group', type: 'percentage', currency: 'NGN', ...body });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 200, message: 'Split created' });
    return res.body.data;
  }
  const members = (shares: number[]) => shares.map((share, k) => ({ subaccount: subs[k]!.subaccount_code, share }));
  const splitCount = async () => (await q('SELECT (SELECT COUNT(*) FROM splits) AS s, (SELECT COUNT(*) FROM split_subaccounts) AS m'))[0];

  it('creates, fetches, lists, updates, adds and removes, as the samples show', async () => {
    const created = await makeSplit({
      name: 'Halfsies',
      subaccounts: members([20, 30.5]),
      bearer_type: 'subaccount',
      bearer_subaccount: subs[1]!.subaccount_code,
    });
    const sample = require('../fixtures/paystack/transaction-splits/fetch.json')['200'].data.data;
    expect(Object.keys(created).sort()).toEqual(Object.keys(sample).sort());
    expect(Object.keys(created.subaccounts[0].subaccount).sort()).toEqual(Object.keys(sample.subaccounts[0].subaccount).sort());
    expect(created).toMatchObject({
      name: 'Halfsies',
      type: 'percentage',
      currency: 'NGN',
      integration: g.id,
      domain: 'test',
      active: true,
      bearer_type: 'subaccount',
      bearer_subaccount: subs[1]!.id,
      is_dynamic: false,
      total_subaccounts: 2,
      subaccounts: [
        { subaccount: { id: subs[0]!.id, subaccount_code: subs[0]!.subaccount_code, business_name: 'Ada' }, share: 20 },
        { subaccount: { id: subs[1]!.id, business_name: 'Bola' }, share: 30.5 },
      ],
    });
    expect(created.split_code).toMatch(/^SPL_[a-z0-9]{10}$/);
    expect((await g.api.get(`/split/${created.id}`)).body).toEqual({ status: true, message: 'Split retrieved', data: created });
    expect((await g.api.get(`/split/${created.split_code}`)).body.data).toEqual(created);

    const flat = await makeSplit({ name: 'Flat one', type: 'flat', subaccounts: members([5000]) });
    expect(flat).toMatchObject({ type: 'flat', bearer_type: 'all', bearer_subaccount: null, subaccounts: [{ share: 5000 }] });
    // Filters and both page modes.
    expect((await g.api.get('/split?name=Halfsies')).body.data.map((s: any) => s.id)).toEqual([created.id]);
    const offset = await g.api.get('/split?perPage=1&page=2');
    expect(offset.body.meta).toMatchObject({ total: 2, perPage: 1, page: 2, pageCount: 2 });
    expect(offset.body.data.map((s: any) => s.id)).toEqual([created.id]);
    const first = await g.api.get('/split?perPage=1&use_cursor=true');
    expect(first.body.data.map((s: any) => s.id)).toEqual([flat.id]);
    const second = await g.api.get(`/split?perPage=1&next=${encodeURIComponent(first.body.meta.next)}`);
    expect(second.body.data.map((s: any) => s.id)).toEqual([created.id]);
    expect((await g.api.get('/split?from=2000-01-01&to=2000-01-02')).body.data).toEqual([]);

    const upd = await g.api.put(`/split/${created.id}`, { name: 'Thirds', active: false, bearer_type: 'all-proportional' });
    expect({ status: upd.status, message: upd.body.message }).toEqual({ status: 200, message: 'Split group updated' });
    expect(upd.body.data).toMatchObject({ name: 'Thirds', active: false, bearer_type: 'all-proportional', bearer_subaccount: null });
    expect((await g.api.get('/split?active=false')).body.data.map((s: any) => s.id)).toEqual([created.id]);

    const added = await g.api.post(`/split/${created.split_code}/subaccount/add`, { subaccount: subs[2]!.subaccount_code, share: 10 });
    expect({ status: added.status, message: added.body.message, total: added.body.data.total_subaccounts }).toEqual({
      status: 200,
      message: 'Subaccount added',
      total: 3,
    });
    // Adding one already there changes its share.
    const changed = await g.api.post(`/split/${created.id}/subaccount/add`, { subaccount: subs[0]!.subaccount_code, share: 25 });
    expect(changed.body.data.subaccounts.map((s: any) => s.share)).toEqual([25, 30.5, 10]);
    const removed = await g.api.post(`/split/${created.id}/subaccount/remove`, { subaccount: subs[2]!.subaccount_code });
    expect(removed.body).toEqual({ status: true, message: 'Subaccount removed' });
    expect((await g.api.get(`/split/${created.id}`)).body.data.total_subaccounts).toBe(2);
    const gone = await g.api.post(`/split/${created.id}/subaccount/remove`, { subaccount: subs[2]!.subaccount_code });
    expect({ status: gone.status, message: gone.body.message }).toEqual({ status: 404, message: 'Subaccount not found' });
    // Another integration's split and the live mode are not found.
    expect((await other.api.get(`/split/${created.split_code}`)).status).toBe(404);
    expect((await g.live_api.get(`/split/${created.id}`)).status).toBe(404);
    expect((await other.api.put(`/split/${created.id}`, { name: 'x' })).status).toBe(404);
    // Each change is an event.
    const events = await q("SELECT type FROM events WHERE integration_id = ? AND type LIKE 'split.%' ORDER BY id", [g.id]);
    expect(events.map((e) => e.type)).toEqual(['split.created', 'split.created', 'split.updated', 'split.updated', 'split.updated', 'split.updated']);
  });

  it('refuses bad input with the documented 4xx and changes nothing', async () => {
    const foreign = await subaccount({}, other.api);
    const inactive = await subaccount({ business_name: 'Sleepy' }, g.api);
    await g.api.put(`/subaccount/${inactive.subaccount_code}`, { active: false });
    const usd = await makeSplit({ name: 'Target', subaccounts: members([10]) });
    const before = await splitCount();
    const a = subs[0]!.subaccount_code;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subaccounts: members([60, 50]) }, 'The percentage shares cannot add up to more than 100'],
      [{ subaccounts: [{ subaccount: 'ACCT_doesnotexist', share: 10 }] }, 'Subaccount ACCT_doesnotexist not found'],
      [{ subaccounts: [{ subaccount: foreign.subaccount_code, share: 10 }] }, `Subaccount ${foreign.subaccount_code} not found`],
      [{ subaccounts: [{ subaccount: inactive.subaccount_code, share: 10 }] }, `Subaccount ${inactive.subaccount_code} is not active`],
      [
        {
          subaccounts: [
            { subaccount: a, share: 10 },
            { subaccount: a, share: 5 },
          ],
        },
        `Subaccount ${a} appears more than once`,
      ],
      [
        { bearer_type: 'subaccount', bearer_subaccount: subs[2]!.subaccount_code, subaccounts: members([10]) },
        "bearer_subaccount must be one of the split's subaccounts",
      ],
      [{ bearer_type: 'subaccount', subaccounts: members([10]) }, 'bearer_subaccount is required when bearer_type is subaccount'],
      [{ bearer_type: 'nobody', subaccounts: members([10]) }, 'Invalid bearer type : must be one of: subaccount, account, all-proportional or all'],
      [{ type: 'ratio', subaccounts: members([10]) }, 'type must be one of: percentage, flat'],
      [{ type: '', subaccounts: members([10]) }, 'Split type is required'],
      [{ name: '', subaccounts: members([10]) }, 'name is required'],
      [{ currency: '', subaccounts: members([10]) }, 'Currency is required'],
      [{ currency: 'XYZ', subaccounts: members([10]) }, 'Currency not supported by merchant'],
      // A Nigerian integration charges in NGN and USD only.
      [{ currency: 'GHS', subaccounts: members([10]) }, 'Currency not supported by merchant'],
      // The subaccounts settle in NGN.
      [{ currency: 'USD', subaccounts: members([10]) }, `Subaccount ${a} settles in NGN, not USD`],
      [{ subaccounts: 'everyone' }, 'subaccounts must be an array of { subaccount, share }'],
      [{ subaccounts: [] as unknown[] }, 'Subaccounts are required'],
      [{ subaccounts: [{ subaccount: a, share: 'ten' }] }, 'A percentage share must be a number above 0 and at most 100'],
      [{ subaccounts: [{ subaccount: a, share: 0 }] }, 'A percentage share must be a number above 0 and at most 100'],
      [{ subaccounts: [{ subaccount: a, share: 10.005 }] }, 'A percentage share can have at most two decimal places'],
      [{ type: 'flat', subaccounts: [{ subaccount: a, share: 10.5 }] }, 'A flat share must be a whole number of minor units above 0'],
      [{ subaccounts: [{ subaccount: 42, share: 10 }] }, 'subaccount must be a subaccount code (ACCT_…)'],
      [{ subaccounts: [{ share: 10 }] }, 'Subaccount is required'],
      [{ subaccounts: [{ subaccount: a }] }, 'Share is required'],
    ];
    for (const [body, message] of cases) {
      const res = await g.api.post('/split', { name: 'Bad', type: 'percentage', currency: 'NGN', ...body });
      expect({ body, status: res.status, status_field: res.body.status, message: res.body.message }).toEqual({
        body,
        status: 400,
        status_field: false,
        message,
      });
    }
    const updates: Array<[string, Record<string, unknown>, number, string]> = [
      ['put', { bearer_type: 'subaccount' }, 400, 'bearer_subaccount is required when bearer_type is subaccount'],
      ['put', { bearer_type: 'subaccount', bearer_subaccount: subs[1]!.subaccount_code }, 400, "bearer_subaccount must be one of the split's subaccounts"],
      ['put', { name: '' }, 400, 'name is required'],
      ['put', { active: 'maybe' }, 400, 'active must be true or false'],
      ['add', { subaccount: subs[1]!.subaccount_code, share: 95 }, 400, 'The percentage shares cannot add up to more than 100'],
      ['add', { subaccount: inactive.subaccount_code, share: 5 }, 400, `Subaccount ${inactive.subaccount_code} is not active`],
      ['add', { subaccount: foreign.subaccount_code, share: 5 }, 400, `Subaccount ${foreign.subaccount_code} not found`],
      ['add', { subaccount: subs[1]!.subaccount_code }, 400, 'Share is required'],
      ['remove', { subaccount: '' }, 400, 'Subaccount is required'],
    ];
    for (const [op, body, status, message] of updates) {
      const res = op === 'put' ? await g.api.put(`/split/${usd.id}`, body) : await g.api.post(`/split/${usd.id}/subaccount/${op}`, body);
      expect({ op, body, status: res.status, message: res.body.message }).toEqual({ op, body, status, message });
    }
    expect((await g.api.put('/split/SPL_nope', { name: 'x' })).status).toBe(404);
    expect(await splitCount()).toEqual(before);
    expect((await g.api.get(`/split/${usd.id}`)).body.data).toEqual(usd);
  });

  // amount 100,000 kobo, fee 1,500 (see test/unit/split-rules.test.ts for the arithmetic).
  const AMOUNT = 100_000;
  type Via = 'checkout' | 'charge' | 'charge_authorization';
  const payments: Array<{ type: 'percentage' | 'flat'; bearer: string; bearerSub?: number; shares: number[]; nets: number[]; via: Via }> = [
    { type: 'percentage', bearer: 'account', shares: [20, 30, 10], nets: [38_500, 20_000, 30_000, 10_000], via: 'checkout' },
    { type: 'percentage', bearer: 'subaccount', bearerSub: 1, shares: [20, 30, 10], nets: [40_000, 20_000, 28_500, 10_000], via: 'charge' },
    { type: 'percentage', bearer: 'all', shares: [20, 30, 10], nets: [39_625, 19_625, 29_625, 9_625], via: 'charge_authorization' },
    { type: 'percentage', bearer: 'all-proportional', shares: [20, 30, 10], nets: [39_400, 19_700, 29_550, 9_850], via: 'checkout' },
    { type: 'flat', bearer: 'account', shares: [15_000, 25_000, 5_000], nets: [53_500, 15_000, 25_000, 5_000], via: 'charge' },
    { type: 'flat', bearer: 'subaccount', bearerSub: 0, shares: [15_000, 25_000, 5_000], nets: [55_000, 13_500, 25_000, 5_000], via: 'charge_authorization' },
    { type: 'flat', bearer: 'all', shares: [15_000, 25_000, 5_000], nets: [54_625, 14_625, 24_625, 4_625], via: 'checkout' },
    { type: 'flat', bearer: 'all-proportional', shares: [15_000, 25_000, 5_000], nets: [54_175, 14_775, 24_625, 4_925], via: 'charge' },
  ];
  let authorizationCode: string;
  const owed = [0, 0, 0];

  async function entries(transactionId: number) {
    const rows = await q(
      "SELECT account, SUM(amount) AS total FROM ledger_entries WHERE model_responsible = 'Transaction' AND model_row = ? GROUP BY account",
      [transactionId],
    );
    return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
  }

  async function pay(via: Via, splitCode: string): Promise<string> {
    const email = 'group-payer@example.com';
    if (via === 'charge') {
      const res = await g.api.post('/charge', { email, amount: AMOUNT, card: CARDS.success, split_code: splitCode });
      expect({ status: res.status, tx: res.body.data?.status }).toEqual({ status: 200, tx: 'success' });
      return res.body.data.reference;
    }
    if (via === 'charge_authorization') {
      const res = await g.api.post('/transaction/charge_authorization', {
        email,
        amount: AMOUNT,
        authorization_code: authorizationCode,
        split_code: splitCode,
      });
      expect({ status: res.status, tx: res.body.data?.status }).toEqual({ status: 200, tx: 'success' });
      return res.body.data.reference;
    }
    const init = await g.api.post('/transaction/initialize', { email, amount: AMOUNT, split_code: splitCode });
    expect(init.status).toBe(200);
    // The hosted checkout page's form, over HTTP.
    const c = CARDS.success;
    const page = await fetch(`${server.url}/checkout/${init.body.data.access_code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay_card', card_number: c.number, card_cvv: c.cvv, card_expiry: `${c.expiry_month}/${c.expiry_year.slice(2)}` }),
      redirect: 'manual',
    });
    expect(page.status).toBeLessThan(400);
    return init.body.data.reference;
  }

  it('each type and bearer, paid by checkout, /charge and charge_authorization: exact shares in the ledger and the reply', async () => {
    const first = await g.api.post('/charge', { email: 'group-payer@example.com', amount: 5000, card: CARDS.success });
    authorizationCode = first.body.data.authorization.authorization_code;
    for (const p of payments) {
      const split = await makeSplit({
        name: `${p.type} ${p.bearer}`,
        type: p.type,
        subaccounts: members(p.shares),
        bearer_type: p.bearer,
        ...(p.bearerSub !== undefined ? { bearer_subaccount: subs[p.bearerSub]!.subaccount_code } : {}),
      });
      const reference = await pay(p.via, split.split_code);
      const tx = (await g.api.get(`/transaction/verify/${reference}`)).body.data;
      const label = `${p.type} ${p.bearer} by ${p.via}`;
      expect({ label, status: tx.status, fees: tx.fees }).toEqual({ label, status: 'success', fees: 1500 });
      // As Paystack's multi-split charge.success sample shows it.
      expect(tx.split).toEqual({
        id: split.id,
        name: split.name,
        split_code: split.split_code,
        formula: {
          type: p.type,
          subaccounts: p.shares.map((share, k) => ({ share, subaccount_code: subs[k]!.subaccount_code, id: subs[k]!.id, name: ['Ada', 'Bola', 'Chidi'][k] })),
          integration: p.type === 'percentage' ? 40 : 55_000,
        },
        shares: {
          paystack: 1500,
          subaccounts: p.nets.slice(1).map((amount, k) => ({ amount, subaccount_code: subs[k]!.subaccount_code, id: subs[k]!.id })),
          integration: p.nets[0],
        },
      });
      expect((await g.api.get(`/transaction/${tx.id}`)).body.data.split).toEqual(tx.split);
      expect((await g.api.get(`/transaction?split_code=${split.split_code}`)).body.data.map((t: any) => t.id)).toEqual([tx.id]);
      const e = await entries(tx.id);
      const of = (account: string) => e[account] ?? 0;
      expect({ label, legs: [of('processor_clearing'), of('fee_revenue'), of('merchant_balance'), ...subs.map((s) => of(`subaccount:${s.id}`))] }).toEqual({
        label,
        legs: [-AMOUNT, 1500, ...p.nets],
      });
      p.nets.slice(1).forEach((n, k) => (owed[k]! += n));
    }
    // The charge.success event carries the split too.
    const events = await q("SELECT payload FROM events WHERE integration_id = ? AND type = 'charge.success' ORDER BY id DESC LIMIT 1", [g.id]);
    const payload = typeof events[0].payload === 'string' ? JSON.parse(events[0].payload) : events[0].payload;
    expect(payload.split.shares.integration).toBe(payments[payments.length - 1]!.nets[0]);
  });

  it('a settlement pays each subaccount its shares', async () => {
    for (const [k, s] of subs.entries()) {
      const res = await gql<any, any>(
        server.url,
        g.test.secret_key,
        'mutation($s: String) { settleNow(subaccount: $s) { id status totalAmount transactionCount } }',
        { s: s.subaccount_code },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.settleNow).toMatchObject({ status: 'success', totalAmount: String(owed[k]), transactionCount: payments.length });
      const balance = await q('SELECT SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND account = ?', [g.id, `subaccount:${s.id}`]);
      expect(Number(balance[0].total)).toBe(0);
      // The settlement's transactions are the group payments it paid this subaccount for.
      const paidFor = await g.api.get(`/settlement/${res.data.settleNow.id}/transactions?perPage=100`);
      expect({ status: paidFor.status, count: paidFor.body.data?.length }).toEqual({ status: 200, count: payments.length });
      // Nothing is settled twice.
      expect(
        (await gql<any, any>(server.url, g.test.secret_key, 'mutation($s: String) { settleNow(subaccount: $s) { id } }', { s: s.subaccount_code })).data
          .settleNow,
      ).toBeNull();
    }
    const main = await gql<any, any>(server.url, g.test.secret_key, 'mutation { settleNow { status totalAmount } }');
    expect(main.data.settleNow.status).toBe('success');
    await expectLedgerBalanced(server, [g]);
  });

  it('a bad split_code on a payment is a 400 and stores nothing', async () => {
    const card = await g.api.post('/charge', { email: 'group-payer@example.com', amount: 5000, card: CARDS.success });
    const authorization = card.body.data.authorization.authorization_code;
    const foreign = await makeSplit({ subaccounts: [{ subaccount: (await subaccount({}, other.api)).subaccount_code, share: 10 }] }, other.api);
    const inactive = await makeSplit({ subaccounts: members([10]) });
    await g.api.put(`/split/${inactive.id}`, { active: false });
    const flat = await makeSplit({ type: 'flat', subaccounts: members([60_000, 50_000]) });
    const sleepy = await subaccount({ business_name: 'Dozing' }, g.api);
    const withSleepy = await makeSplit({ subaccounts: [{ subaccount: sleepy.subaccount_code, share: 10 }] });
    await g.api.put(`/subaccount/${sleepy.subaccount_code}`, { active: false });
    const ghs = await makeSplit({ subaccounts: members([10]) });
    const before = await rowCounts(server);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ split_code: 'SPL_doesnotexist' }, 'Split not found'],
      [{ split_code: foreign.split_code }, 'Split not found'],
      [{ split_code: inactive.split_code }, 'Split is not active'],
      [{ split_code: flat.split_code }, "The split's flat shares (110000) are more than the amount (100000)"],
      [{ split_code: withSleepy.split_code }, `Subaccount ${sleepy.subaccount_code} of split ${withSleepy.split_code} is not active`],
      [{ split_code: inactive.split_code, currency: 'USD' }, 'Split is not active'],
      [{ split_code: inactive.split_code, currency: 'GHS' }, 'Currency not supported by merchant'],
      [{ split_code: flat.split_code.replace('SPL_', 'XYZ_') }, 'split_code must be a split code (SPL_…)'],
      [{ split_code: withSleepy.split_code, subaccount: subs[0]!.subaccount_code }, 'Pass either subaccount or split_code, not both'],
    ];
    for (const [body, message] of cases) {
      const instrument: Record<string, Record<string, unknown>> = {
        '/transaction/initialize': {},
        '/charge': { card: CARDS.success },
        '/transaction/charge_authorization': { authorization_code: authorization },
      };
      for (const [path, extra] of Object.entries(instrument)) {
        const res = await g.api.post(path, { email: 'group-payer@example.com', amount: AMOUNT, ...extra, ...body });
        expect({ path, body, status: res.status, message: res.body.message }).toEqual({ path, body, status: 400, message });
      }
    }
    const res = await g.api.post('/transaction/initialize', { email: 'bad-group@example.com', amount: AMOUNT, currency: 'USD', split_code: ghs.split_code });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: `Split ${ghs.split_code} is in NGN, not USD` });
    expect(await rowCounts(server)).toEqual(before);
  });

  it('a payment page and a payment request apply their split group', async () => {
    const split = await makeSplit({ name: 'Page split', subaccounts: members([50]), bearer_type: 'account' });
    const page = await g.api.post('/page', { name: 'Split page', amount: AMOUNT, split_code: split.split_code });
    expect(page.status).toBeLessThan(300);
    const paid = await server.services.pages.pay({ log: server.services.log }, page.body.data.slug, { email: 'page-payer@example.com', fields: {} } as never);
    const c = CARDS.success;
    await server.services.charges.startForAccessCode({ log: server.services.log }, paid.accessCode, {
      card: { number: c.number, cvv: c.cvv, expiryMonth: c.expiry_month, expiryYear: c.expiry_year },
    });
    const tx = (await g.api.get(`/transaction/verify/${paid.reference}`)).body.data;
    expect(tx.split.shares).toEqual({
      paystack: 1500,
      integration: 50_000 - 1500,
      subaccounts: [{ amount: 50_000, subaccount_code: subs[0]!.subaccount_code, id: subs[0]!.id }],
    });

    const customer = (await g.api.post('/customer', { email: 'invoice-payer@example.com' })).body.data;
    const request = await g.api.post('/paymentrequest', { customer: customer.customer_code, amount: AMOUNT, split_code: split.split_code });
    expect(request.status).toBeLessThan(300);
    const started = await server.services.invoicePayments.startPayment({ log: server.services.log }, request.body.data.request_code, undefined, null);
    await server.services.charges.startForAccessCode({ log: server.services.log }, started.accessCode, {
      card: { number: c.number, cvv: c.cvv, expiryMonth: c.expiry_month, expiryYear: c.expiry_year },
    });
    const invoiceTx = (await g.api.get(`/transaction/verify/${started.reference}`)).body.data;
    expect({ status: invoiceTx.status, shares: invoiceTx.split.shares }).toEqual({ status: 'success', shares: tx.split.shares });
    // GraphQL shows the same shares on the transaction.
    const viaGql = await gql<any, any>(server.url, g.test.secret_key, 'query($r: String) { transaction(reference: $r) { splitCode splitShares } }', {
      r: paid.reference,
    });
    expect(viaGql.data.transaction).toEqual({ splitCode: split.split_code, splitShares: { formula: tx.split.formula, shares: tx.split.shares } });
  });

  it('GraphQL: splits with their subaccounts (batched), split(id), and the mutations', async () => {
    const key = g.test.secret_key;
    const created = await gql<any, any>(
      server.url,
      key,
      'mutation($i: CreateSplitInput!) { createSplit(input: $i) { id splitCode type bearerType bearerSubaccount { subaccountCode } subaccounts { share subaccount { subaccountCode } } } }',
      {
        i: {
          name: 'Gql',
          type: 'percentage',
          currency: 'NGN',
          subaccounts: [
            { subaccount: subs[0]!.subaccount_code, share: 10 },
            { subaccount: subs[1]!.subaccount_code, share: 15 },
          ],
          bearerType: 'subaccount',
          bearerSubaccount: subs[1]!.subaccount_code,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createSplit).toMatchObject({
      type: 'percentage',
      bearerType: 'subaccount',
      bearerSubaccount: { subaccountCode: subs[1]!.subaccount_code },
      subaccounts: [{ share: 10 }, { share: 15 }],
    });
    const code = created.data.createSplit.splitCode;
    const added = await gql<any, any>(
      server.url,
      key,
      'mutation($s: String!, $i: SplitMemberInput!) { addSplitSubaccount(split: $s, input: $i) { subaccounts { share } } }',
      { s: code, i: { subaccount: subs[2]!.subaccount_code, share: 5 } },
    );
    expect(added.data.addSplitSubaccount.subaccounts).toEqual([{ share: 10 }, { share: 15 }, { share: 5 }]);
    const removed = await gql<any, any>(
      server.url,
      key,
      'mutation($s: String!) { removeSplitSubaccount(split: $s, subaccount: "' + subs[2]!.subaccount_code + '") { subaccounts { share } } }',
      { s: code },
    );
    expect(removed.data.removeSplitSubaccount.subaccounts).toHaveLength(2);
    const updated = await gql<any, any>(
      server.url,
      key,
      'mutation($s: String!) { updateSplit(split: $s, input: { name: "Renamed", bearerType: "all" }) { name bearerType bearerSubaccount { id } } }',
      { s: code },
    );
    expect(updated.data.updateSplit).toEqual({ name: 'Renamed', bearerType: 'all', bearerSubaccount: null });
    const bad = await gql<any, any>(server.url, key, 'mutation($s: String!) { updateSplit(split: $s, input: { bearerType: "nobody" }) { name } }', { s: code });
    expect(bad.errors?.[0]?.message).toBe('Invalid bearer type : must be one of: subaccount, account, all-proportional or all');
    expect((await gql<any, any>(server.url, key, '{ split(id: "' + code + '") { name } }')).data.split).toEqual({ name: 'Renamed' });
    expect((await gql<any, any>(server.url, key, '{ split(id: "' + created.data.createSplit.id + '") { splitCode } }')).data.split).toEqual({
      splitCode: code,
    });
    expect((await gql<any, any>(server.url, other.test.secret_key, '{ split(id: "' + code + '") { name } }')).data.split).toBeNull();
    // Every group's subaccounts in one query, whatever the page size.
    for (const name of ['More 1', 'More 2']) await makeSplit({ name, subaccounts: members([1, 2, 3]) });
    const spy = jest.spyOn(server.services.splits, 'membersOf');
    const list = await gql<any, any>(
      server.url,
      key,
      '{ splits(first: 20) { totalCount edges { node { splitCode subaccounts { subaccount { businessName } } } } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.splits.edges.length).toBeGreaterThanOrEqual(3);
    expect(list.data.splits.edges.every((e: any) => e.node.subaccounts.length > 0)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('split groups through the paystack-api npm client', () => {
  // paystack-api has no split resource; its own `extend` declares one the way its resources are.
  const Paystack = require('paystack-api');
  function client(key: string) {
    const paystack = Paystack(key);
    paystack.endpoint = server.url;
    return Object.assign(paystack, {
      split: {
        create: paystack.extend({
          method: 'post',
          route: '/split',
          params: ['name*', 'type*', 'currency*', 'subaccounts*', 'bearer_type', 'bearer_subaccount'],
        }),
        get: paystack.extend({ method: 'get', route: '/split/{id}' }),
        update: paystack.extend({ method: 'put', route: '/split/{id}', params: ['name', 'active', 'bearer_type', 'bearer_subaccount'] }),
        add: paystack.extend({ method: 'post', route: '/split/{id}/subaccount/add', params: ['subaccount*', 'share*'] }),
      },
    });
  }

  it('creates a group, pays with split_code by initialize and charge_authorization, verifies the shares', async () => {
    const sdkMerchant = await server.newIntegration('SDK splits');
    const paystack = client(sdkMerchant.test.secret_key);
    const codes: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const sub = await paystack.subaccount.create({
        business_name: name,
        settlement_bank: 'Guaranty Trust Bank',
        account_number: '0001234567',
        percentage_charge: '10',
      });
      codes.push(sub.data.subaccount_code);
    }
    const split = await paystack.split.create({
      name: 'SDK group',
      type: 'flat',
      currency: 'NGN',
      subaccounts: [
        { subaccount: codes[0], share: 10_000 },
        { subaccount: codes[1], share: 20_000 },
      ],
      bearer_type: 'account',
    });
    expect(split).toMatchObject({ status: true, message: 'Split created', data: { type: 'flat', bearer_type: 'account', total_subaccounts: 2 } });
    const added = await paystack.split.add({ id: split.data.id, subaccount: codes[2], share: 5_000 });
    expect(added).toMatchObject({ message: 'Subaccount added', data: { total_subaccounts: 3 } });
    expect((await paystack.split.get({ id: split.data.split_code })).data.subaccounts.map((s: any) => s.share)).toEqual([10_000, 20_000, 5_000]);

    const init = await paystack.transaction.initialize({ email: 'sdk-split@example.com', amount: '100000', split_code: split.data.split_code });
    expect(init.data.access_code).toEqual(expect.any(String));
    const first = await paystack.charge.charge({ email: 'sdk-split@example.com', amount: '5000', card: CARDS.success });
    const paid = await paystack.transaction.chargeAuth({
      email: 'sdk-split@example.com',
      amount: '100000',
      authorization_code: first.data.authorization.authorization_code,
      split_code: split.data.split_code,
    });
    expect(paid.data.status).toBe('success');
    const verified = await paystack.transaction.verify({ reference: paid.data.reference });
    // Flat 10,000 + 20,000 + 5,000 of 100,000; the main account bears the 1,500 fee.
    expect(verified.data.split).toMatchObject({
      split_code: split.data.split_code,
      formula: { type: 'flat', integration: 65_000 },
      shares: { paystack: 1500, integration: 63_500, subaccounts: [{ amount: 10_000 }, { amount: 20_000 }, { amount: 5_000 }] },
    });

    expect((await paystack.split.update({ id: split.data.id, active: false })).data.active).toBe(false);
    await expect(
      paystack.transaction.initialize({ email: 'sdk-split@example.com', amount: '100000', split_code: split.data.split_code }),
    ).rejects.toMatchObject({
      statusCode: 400,
      error: { status: false, message: 'Split is not active' },
    });
  });
});
