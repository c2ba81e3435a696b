import { ShareRowsForSubaccounts1795002900000 } from '../../migrations/1795002900000-ShareRowsForSubaccounts';
import { runMigrations } from '../../src/db/data-source';
import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { advanceClock, CARDS, settleDue } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// A subaccount is paid its share of a payment made with `subaccount` (a single subaccount, with a
// flat `transaction_charge` or its percentage, either bearer) and of one made with a split group's
// `split_code`: both are one record, a share row, and the subaccount's settlement counts them alike.
// Checked against settled money: the settlements' amounts, their transactions and the ledger. And the
// migration that gave stored single-subaccount payments their share rows.
jest.setTimeout(180_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const q = (sql: string, params: unknown[] = []): Promise<any[]> => server.services.db.read({}, (em) => em.query(sql, params));

// amount 100,000 kobo: the fee is 1,500.
const AMOUNT = 100_000;

async function subaccount(m: TestIntegration, name: string, percentage: number, schedule = 'auto') {
  const res = await m.api.post('/subaccount', {
    business_name: name,
    settlement_bank: '058',
    account_number: '0123456789',
    percentage_charge: percentage,
    settlement_schedule: schedule,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function group(m: TestIntegration, body: Record<string, unknown>) {
  const res = await m.api.post('/split', { name: 'Group', currency: 'NGN', ...body });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function pay(m: TestIntegration, options: Record<string, unknown>) {
  const res = await m.api.post('/charge', { email: 'shares@example.com', amount: AMOUNT, card: CARDS.success, ...options });
  expect({ status: res.status, tx: res.body.data?.status }).toEqual({ status: 200, tx: 'success' });
  return res.body.data;
}

const settleNow = async (m: TestIntegration, code?: string) =>
  (
    await gql<any, any>(server.url, m.test.secret_key, 'mutation($s: String) { settleNow(subaccount: $s) { id status totalAmount transactionCount } }', {
      s: code ?? null,
    })
  ).data.settleNow;

const settlementsOf = (m: TestIntegration, subaccountId: number | null) =>
  q(
    `SELECT id, status, total_amount, effective_amount, total_processed, total_fees, transaction_count FROM settlements WHERE integration_id = ? AND subaccount_id ${subaccountId === null ? 'IS NULL' : '= ?'} ORDER BY id`,
    subaccountId === null ? [m.id] : [m.id, subaccountId],
  );

const balance = async (m: TestIntegration, account: string) =>
  Number((await q('SELECT SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND account = ?', [m.id, account]))[0].total ?? 0);

describe("a subaccount's settlement pays its shares of single-subaccount and split-group payments alike", () => {
  it('on the test clock: each settlement holds exactly the shares paid before its boundary, with amounts and payouts as the ledger has them', async () => {
    const m = await server.newIntegration('Shares');
    const a = await subaccount(m, 'Ada', 20);
    const b = await subaccount(m, 'Bola', 35);
    const percentage = await group(m, {
      type: 'percentage',
      bearer_type: 'account',
      subaccounts: [
        { subaccount: a.subaccount_code, share: 20 },
        { subaccount: b.subaccount_code, share: 30 },
      ],
    });
    const flat = await group(m, {
      type: 'flat',
      bearer_type: 'subaccount',
      bearer_subaccount: b.subaccount_code,
      subaccounts: [
        { subaccount: a.subaccount_code, share: 15_000 },
        { subaccount: b.subaccount_code, share: 25_000 },
      ],
    });
    // Each payment: what it pays the main account, Ada and Bola, before fees (gross) and after (net).
    const payments: Array<{ label: string; options: Record<string, unknown>; main: [number, number]; a: [number, number]; b: [number, number] }> = [
      { label: 'Ada 20%, main account bears', options: { subaccount: a.subaccount_code }, main: [20_000, 18_500], a: [80_000, 80_000], b: [0, 0] },
      {
        label: 'Ada, flat 5,000, subaccount bears',
        options: { subaccount: a.subaccount_code, transaction_charge: 5_000, bearer: 'subaccount' },
        main: [5_000, 5_000],
        a: [95_000, 93_500],
        b: [0, 0],
      },
      {
        label: 'Bola 35%, subaccount bears',
        options: { subaccount: b.subaccount_code, bearer: 'subaccount' },
        main: [35_000, 35_000],
        a: [0, 0],
        b: [65_000, 63_500],
      },
      {
        label: 'Bola, flat 10,000, main account bears',
        options: { subaccount: b.subaccount_code, transaction_charge: 10_000, bearer: 'account' },
        main: [10_000, 8_500],
        a: [0, 0],
        b: [90_000, 90_000],
      },
      {
        label: 'group 20% + 30%, main account bears',
        options: { split_code: percentage.split_code },
        main: [50_000, 48_500],
        a: [20_000, 20_000],
        b: [30_000, 30_000],
      },
      {
        label: 'group flat 15,000 + 25,000, Bola bears',
        options: { split_code: flat.split_code },
        main: [60_000, 60_000],
        a: [15_000, 15_000],
        b: [25_000, 23_500],
      },
    ];
    const paid: Array<{ id: number; reference: string; reply: unknown; label: string }> = [];
    for (const p of payments) {
      const tx = await pay(m, p.options);
      const reply = (await m.api.get(`/transaction/${tx.id}`)).body.data;
      paid.push({ id: tx.id, reference: tx.reference, reply, label: p.label });
      // Each subaccount the payment pays has one share row, as the reply shares it.
      const rows = await q('SELECT subaccount_id, gross, net, settlement_id FROM transaction_split_shares WHERE transaction_id = ? ORDER BY subaccount_id', [
        tx.id,
      ]);
      const expected = [
        [a.id, ...p.a],
        [b.id, ...p.b],
      ].filter(([, gross]) => gross !== 0);
      expect({ label: p.label, rows: rows.map((r) => [Number(r.subaccount_id), Number(r.gross), Number(r.net), r.settlement_id]) }).toEqual({
        label: p.label,
        rows: expected.map((e) => [...e, null]),
      });
    }
    // Made after the day's boundary: left for the next run.
    const sum = (party: 'a' | 'b' | 'main', k: 0 | 1) => payments.reduce((s, p) => s + p[party][k], 0);

    expect((await advanceClock(m.api, 86_400)).status).toBe(200);
    const late = [await pay(m, { subaccount: a.subaccount_code }), await pay(m, { split_code: percentage.split_code })];
    await settleDue(server.services);

    for (const [label, sub, party] of [
      ['Ada', a, 'a'],
      ['Bola', b, 'b'],
    ] as const) {
      const [s, ...more] = await settlementsOf(m, sub.id);
      expect({ label, more }).toEqual({ label, more: [] });
      const gross = sum(party, 0);
      const net = sum(party, 1);
      expect({
        label,
        s: [s.status, Number(s.total_amount), Number(s.effective_amount), Number(s.total_processed), Number(s.total_fees), Number(s.transaction_count)],
      }).toEqual({
        label,
        s: ['success', net, net, gross, gross - net, 4],
      });
      // The ledger: the shares moved to the subaccount, the payout took them out to the last kobo
      // (the late payments' shares wait there).
      const payout = await q("SELECT account, amount FROM ledger_entries WHERE model_responsible = 'Settlement' AND model_row = ? ORDER BY account", [s.id]);
      expect(payout.map((e) => [e.account, Number(e.amount)])).toEqual([
        ['settled_payouts', net],
        [`subaccount:${sub.id}`, -net],
      ]);
      const lateShares = await q('SELECT SUM(net) AS total FROM transaction_split_shares WHERE subaccount_id = ? AND settlement_id IS NULL', [sub.id]);
      expect({ label, balance: await balance(m, `subaccount:${sub.id}`) }).toEqual({ label, balance: Number(lateShares[0].total) });
      // The payments it paid: those it has a share of, and not the late ones.
      const txs = await m.api.get(`/settlement/${s.id}/transactions?perPage=100`);
      const own = paid.filter((_, k) => payments[k]![party][0] !== 0).map((p) => p.id);
      expect({ label, ids: txs.body.data.map((t: any) => t.id).sort() }).toEqual({ label, ids: own.sort() });
    }
    // The main account: every payment, each for its own share.
    const [main] = await settlementsOf(m, null);
    expect([Number(main.total_amount), Number(main.total_processed), Number(main.transaction_count)]).toEqual([sum('main', 1), sum('main', 0), 6]);

    // The replies are as they were before any settlement, split and subaccount included.
    for (const p of paid) expect({ label: p.label, reply: (await m.api.get(`/transaction/${p.id}`)).body.data }).toEqual({ label: p.label, reply: p.reply });

    // The next day settles the late payments' shares, once.
    expect((await advanceClock(m.api, 86_400)).status).toBe(200);
    await settleDue(server.services);
    const [, second, ...none] = await settlementsOf(m, a.id);
    expect(none).toEqual([]);
    // Ada 20% of a 100,000 payment the main account bore the fee of (80,000), and 20% of the group's.
    expect([Number(second.total_amount), Number(second.total_processed), Number(second.transaction_count)]).toEqual([100_000, 100_000, 2]);
    const ids = (await m.api.get(`/settlement/${second.id}/transactions`)).body.data.map((t: any) => t.id).sort();
    expect(ids).toEqual(late.map((t) => t.id).sort());
    expect(await balance(m, `subaccount:${a.id}`)).toBe(0);
    expect(await balance(m, `subaccount:${b.id}`)).toBe(0);
  });
});

describe('the migration that gives stored single-subaccount payments their share rows', () => {
  it('moves settled and unsettled shares from the transaction rows; settling afterwards pays what is left, the same amounts', async () => {
    const m = await server.newIntegration('Stored shares');
    const c = await subaccount(m, 'Chidi', 25, 'manual');
    const d = await subaccount(m, 'Dayo', 10, 'manual');
    const both = await group(m, {
      type: 'percentage',
      bearer_type: 'account',
      subaccounts: [
        { subaccount: c.subaccount_code, share: 10 },
        { subaccount: d.subaccount_code, share: 20 },
      ],
    });
    const settledSingles = [
      await pay(m, { subaccount: c.subaccount_code }),
      await pay(m, { subaccount: c.subaccount_code, transaction_charge: 2_000, bearer: 'subaccount' }),
    ];
    const settledGroup = await pay(m, { split_code: both.split_code });
    const first = await settleNow(m, c.subaccount_code);
    expect(first).toMatchObject({ status: 'success', transactionCount: 3 });
    // Unsettled: Chidi's and Dayo's.
    const open = [
      await pay(m, { subaccount: c.subaccount_code, bearer: 'subaccount' }),
      await pay(m, { subaccount: d.subaccount_code }),
      await pay(m, { subaccount: d.subaccount_code, transaction_charge: 500 }),
    ];
    const shares = () =>
      q(
        `SELECT s.transaction_id, s.subaccount_id, s.currency, s.gross, s.net, s.paid_at, s.settlement_id FROM transaction_split_shares s JOIN transactions t ON t.id = s.transaction_id
          WHERE t.integration_id = ? ORDER BY s.transaction_id, s.subaccount_id`,
        [m.id],
      ).then((rows) =>
        rows.map((r) => ({
          ...r,
          transaction_id: Number(r.transaction_id),
          subaccount_id: Number(r.subaccount_id),
          gross: Number(r.gross),
          net: Number(r.net),
          settlement_id: r.settlement_id === null ? null : Number(r.settlement_id),
          paid_at: new Date(r.paid_at).toISOString(),
        })),
      );
    const before = await shares();
    const replies = await Promise.all([...settledSingles, settledGroup, ...open].map(async (t) => (await m.api.get(`/transaction/${t.id}`)).body.data));

    const qr = server.services.db.ds.createQueryRunner();
    try {
      const migration = new ShareRowsForSubaccounts1795002900000();
      await migration.down(qr);
      // The shape earlier code stored: a single-subaccount payment's settlement on its row, and
      // share rows for split groups only.
      const rows = await qr.query('SELECT id, subaccount_settlement_id FROM transactions WHERE integration_id = ? AND split IS NOT NULL ORDER BY id', [m.id]);
      expect(rows.map((r: any) => [Number(r.id), r.subaccount_settlement_id === null ? null : Number(r.subaccount_settlement_id)])).toEqual([
        ...settledSingles.map((t) => [t.id, Number(first.id)]),
        ...open.map((t) => [t.id, null]),
      ]);
      const groupRows = await qr.query(
        'SELECT transaction_id FROM transaction_split_shares s JOIN transactions t ON t.id = s.transaction_id WHERE t.integration_id = ?',
        [m.id],
      );
      expect(groupRows.map((r: any) => Number(r.transaction_id))).toEqual([settledGroup.id, settledGroup.id]);
      // A split stored before its `gross` was kept: the share before fees is worked out again from its parameters.
      const [old] = await qr.query('SELECT split FROM transactions WHERE id = ?', [settledSingles[1]!.id]);
      const split = typeof old.split === 'string' ? JSON.parse(old.split) : old.split;
      delete split.gross;
      await qr.query('UPDATE transactions SET split = ? WHERE id = ?', [JSON.stringify(split), settledSingles[1]!.id]);
    } finally {
      await qr.release();
    }
    // The migration as a start runs it: the runner finds it not yet run on this database.
    await server.services.db.ds.query('DELETE FROM migrations WHERE name = ?', [ShareRowsForSubaccounts1795002900000.name]);
    expect(await runMigrations(server.services.db.ds)).toEqual([ShareRowsForSubaccounts1795002900000.name]);
    const after = server.services.db.ds.createQueryRunner();
    try {
      expect((await after.getTable('transactions'))!.findColumnByName('subaccount_settlement_id')).toBeUndefined();
      // The trigger that keeps reply documents fresh survived the column's drop.
      const [version] = await after.query('SELECT row_version FROM transactions WHERE id = ?', [open[0]!.id]);
      await after.query('UPDATE transactions SET fees = fees WHERE id = ?', [open[0]!.id]);
      const [bumped] = await after.query('SELECT row_version FROM transactions WHERE id = ?', [open[0]!.id]);
      expect(Number(bumped.row_version)).toBe(Number(version.row_version) + 1);
    } finally {
      await after.release();
    }
    expect(await shares()).toEqual(before);
    for (const [k, t] of [...settledSingles, settledGroup, ...open].entries()) expect((await m.api.get(`/transaction/${t.id}`)).body.data).toEqual(replies[k]);

    // Settling now pays only what was not settled, at the shares' amounts, and nothing twice.
    const owed = (sub: number) => before.filter((s) => s.subaccount_id === sub && s.settlement_id === null);
    for (const sub of [c, d]) {
      const left = owed(sub.id);
      const s = await settleNow(m, sub.subaccount_code);
      expect([s.status, Number(s.totalAmount), s.transactionCount]).toEqual(['success', left.reduce((n, x) => n + x.net, 0), left.length]);
      const [row] = await q('SELECT total_processed FROM settlements WHERE id = ?', [s.id]);
      expect(Number(row.total_processed)).toBe(left.reduce((n, x) => n + x.gross, 0));
      expect(await settleNow(m, sub.subaccount_code)).toBeNull();
      expect(await balance(m, `subaccount:${sub.id}`)).toBe(0);
    }
    expect(owed(c.id).map((s) => s.transaction_id)).toEqual([open[0]!.id]);
    expect(owed(d.id).map((s) => s.transaction_id)).toEqual([settledGroup.id, open[1]!.id, open[2]!.id]);
  });
});
