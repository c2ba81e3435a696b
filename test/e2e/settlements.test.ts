import { loadConfig } from '../../src/config/config';
import { buildServices, ENTITIES } from '../../src/container';
import { createLogger } from '../../src/core/logger';
import { createDataSource } from '../../src/db/data-source';
import { Database } from '../../src/db/unit-of-work';
import { lastBoundary } from '../../src/modules/settlements/schedule';
import type { SettlementSchedule } from '../../src/modules/subaccounts/subaccount.entity';
import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { advanceClock, CARDS, settleDue } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

jest.setTimeout(180_000);

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Settlements');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const q = (sql: string, params: unknown[] = []): Promise<any[]> => server.services.db.read({}, (em) => em.query(sql, params));

async function now(integration = m): Promise<number> {
  return new Date((await integration.api.get('/_test/clock')).body.data.now).getTime();
}

async function pay(subaccount?: string, amount = 10_000, integration = m) {
  const res = await integration.api.post('/charge', { email: 'settle@example.com', amount, card: CARDS.success, ...(subaccount ? { subaccount } : {}) });
  expect(res.body.data.status).toBe('success');
  return res.body.data;
}

async function subaccount(schedule: SettlementSchedule, integration = m) {
  const res = await integration.api.post('/subaccount', {
    business_name: `Sub ${schedule}`,
    settlement_bank: '058',
    account_number: '0123456789',
    percentage_charge: 20,
    settlement_schedule: schedule,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('settlements on the test clock', () => {
  it('a simulated fortnight: each schedule settles exactly what was paid before its boundary, once, with amounts from the ledger', async () => {
    const subs = {
      auto: await subaccount('auto'),
      weekly: await subaccount('weekly'),
      monthly: await subaccount('monthly'),
      manual: await subaccount('manual'),
    };
    const schedules = Object.keys(subs) as SettlementSchedule[];
    const paid: Array<{ id: number; at: number; sub: SettlementSchedule | null }> = [];
    for (let day = 0; day < 14; day++) {
      const at = await now();
      paid.push({ id: (await pay()).id, at, sub: null });
      for (const s of schedules) paid.push({ id: (await pay(subs[s].subaccount_code)).id, at, sub: s });
      expect((await advanceClock(m.api, 86_400)).status).toBe(200);
      await settleDue(server.services);
      const clock = await now();
      const rows = await q(
        'SELECT t.id, t.settlement_id, s.settlement_id AS subaccount_settlement_id FROM transactions t LEFT JOIN transaction_split_shares s ON s.transaction_id = t.id WHERE t.integration_id = ?',
        [m.id],
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      for (const p of paid) {
        const row = byId.get(p.id)!;
        // The main account settles every payment the next day (auto), split ones included.
        const mainCut = lastBoundary('auto', clock)!;
        expect({ id: p.id, settled: row.settlement_id !== null }).toEqual({ id: p.id, settled: p.at < mainCut });
        if (p.sub) {
          const cut = lastBoundary(p.sub, clock);
          const due = cut !== null && p.at < cut && (await scheduledRunSince(p.at, p.sub, clock));
          expect({ id: p.id, sub: p.sub, settled: row.subaccount_settlement_id !== null }).toEqual({ id: p.id, sub: p.sub, settled: due });
        }
      }
    }
    // One settlement per party per boundary crossed with something to settle, never two.
    const settlements = await q(
      'SELECT id, subaccount_id, status, total_amount, total_fees, total_processed, transaction_count FROM settlements WHERE integration_id = ?',
      [m.id],
    );
    expect(settlements.every((s) => s.status === 'success')).toBe(true);
    const main = settlements.filter((s) => s.subaccount_id === null);
    expect(main).toHaveLength(14);
    expect(settlements.filter((s) => Number(s.subaccount_id) === subs.auto.id)).toHaveLength(14);
    expect(settlements.filter((s) => Number(s.subaccount_id) === subs.manual.id)).toHaveLength(0);
    const weekly = settlements.filter((s) => Number(s.subaccount_id) === subs.weekly.id);
    expect(weekly.length).toBeGreaterThanOrEqual(1);
    expect(weekly.length).toBeLessThanOrEqual(2);
    // Each settlement's amount is what the ledger owes the party for its transactions.
    for (const s of settlements) {
      const account = s.subaccount_id === null ? 'merchant_balance' : `subaccount:${s.subaccount_id}`;
      // The main account's settlement marks payments; a subaccount's marks its shares of payments.
      const marked =
        s.subaccount_id === null
          ? 'SELECT id FROM transactions WHERE settlement_id = ?'
          : 'SELECT transaction_id AS id FROM transaction_split_shares WHERE settlement_id = ?';
      const ledger = await q(
        `SELECT SUM(l.amount) AS total FROM ledger_entries l JOIN (${marked}) t ON t.id = l.model_row WHERE l.model_responsible = 'Transaction' AND l.account = ?`,
        [s.id, account],
      );
      expect(Number(s.total_amount)).toBe(Number(ledger[0].total));
      expect(Number(s.total_processed) - Number(s.total_fees)).toBe(Number(s.total_amount));
      const txs = await q(`SELECT COUNT(*) AS n FROM (${marked}) t`, [s.id]);
      expect(Number(txs[0].n)).toBe(Number(s.transaction_count));
    }
    // A main settlement of plain payments: amount − fees each.
    const plain = await q(
      'SELECT t.amount, t.fees, t.settlement_id FROM transactions t WHERE t.integration_id = ? AND t.subaccount_code IS NULL ORDER BY t.id LIMIT 1',
      [m.id],
    );
    const first = main.find((s) => Number(s.id) === Number(plain[0].settlement_id))!;
    expect(Number(first.total_processed)).toBe(10_000 + 4 * 2_000);

    // Manual: only through the mutation, then paid out at once.
    const settled = await gql<any, any>(
      server.url,
      m.test.secret_key,
      'mutation($s: String) { settleNow(subaccount: $s) { id status totalAmount transactionCount settledBy subaccount { subaccountCode } } }',
      {
        s: subs.manual.subaccount_code,
      },
    );
    expect(settled.data.settleNow).toMatchObject({
      status: 'success',
      transactionCount: 14,
      settledBy: 'manual',
      subaccount: { subaccountCode: subs.manual.subaccount_code },
    });
    expect(
      (await gql<any, any>(server.url, m.test.secret_key, 'mutation($s: String) { settleNow(subaccount: $s) { id } }', { s: subs.manual.subaccount_code })).data
        .settleNow,
    ).toBeNull();

    // Subaccount balances are paid out to zero once everything is settled (manual just was).
    const manualBalance = await q('SELECT SUM(amount) AS total FROM ledger_entries WHERE account = ?', [`subaccount:${subs.manual.id}`]);
    expect(Number(manualBalance[0].total)).toBe(0);
  });

  it('GET /settlement filters by subaccount (code or none) and dates; /settlement/:id/transactions and its alias; transactions filter by settled', async () => {
    const all = await m.api.get('/settlement?perPage=100');
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('Settlements retrieved');
    const none = await m.api.get('/settlement?subaccount=none&perPage=100');
    expect(none.body.data.every((s: any) => s.subaccount === undefined)).toBe(true);
    expect(none.body.data).toHaveLength(14);
    const subCode = all.body.data.find((s: any) => s.subaccount)!.subaccount.subaccount_code;
    const bySub = await m.api.get(`/settlement?subaccount=${subCode}&perPage=100`);
    expect(bySub.body.data.every((s: any) => s.subaccount.subaccount_code === subCode)).toBe(true);
    expect((await m.api.get('/settlement?subaccount=ACCT_unknown')).body.data).toEqual([]);
    expect((await m.api.get('/settlement?from=2999-01-01')).body.data).toEqual([]);
    expect(Object.keys(none.body.data[0]).sort()).toEqual(
      [
        'createdAt',
        'currency',
        'deductions',
        'domain',
        'effective_amount',
        'id',
        'integration',
        'settled_by',
        'settlement_date',
        'status',
        'total_amount',
        'total_fees',
        'total_processed',
        'updatedAt',
      ].sort(),
    );

    const s = none.body.data[0];
    const txs = await m.api.get(`/settlement/${s.id}/transactions?perPage=100`);
    const alias = await m.api.get(`/settlement/${s.id}/transaction?perPage=100`);
    expect(txs.status).toBe(200);
    expect(alias.body.data).toEqual(txs.body.data);
    expect(txs.body.data.length).toBeGreaterThan(0);
    const viaFilter = await m.api.get(`/transaction?settlement=${s.id}&perPage=100`);
    expect(viaFilter.body.data.map((t: any) => t.id)).toEqual(txs.body.data.map((t: any) => t.id));

    // Settled and unsettled partition the transactions.
    const total = (await m.api.get('/transaction?perPage=1')).body.meta.total;
    const settled = (await m.api.get('/transaction?settled=true&perPage=1')).body.meta.total;
    const unsettled = (await m.api.get('/transaction?settled=false&perPage=1')).body.meta.total;
    expect(settled + unsettled).toBe(total);
    expect(settled).toBeGreaterThan(0);
    const fresh = await pay();
    const open = await m.api.get('/transaction?settled=false&perPage=100');
    expect(open.body.data.map((t: any) => t.id)).toContain(fresh.id);
    const exp = await m.api.get('/transaction/export?settled=true');
    const csv = await fetch(`${server.url}${new URL(exp.body.data.path, server.url).pathname}`).then((r) => r.text());
    expect(csv.trim().split('\r\n')).toHaveLength(settled + 1);
    expect(csv).not.toContain(fresh.reference);

    expect((await m.api.get('/settlement/abc/transactions')).status).toBe(400);
    expect((await m.api.get('/settlement/99999999/transactions')).status).toBe(404);
    const other = await server.newIntegration('Other');
    expect((await other.api.get(`/settlement/${s.id}/transactions`)).status).toBe(404);
  });

  it("settleNow racing a new merchant's first payments (which create the schedule row it locks): no error, every payment settled once or left for later", async () => {
    const fresh = await server.newIntegration('First payments');
    const SETTLE = 'mutation { settleNow { id status totalAmount effectiveAmount transactionCount } }';
    const [charges, settled] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, (_, i) => fresh.api.post('/charge', { email: `first-${i}@example.com`, amount: 10_000 + i, card: CARDS.success })),
      ),
      Promise.all(Array.from({ length: 3 }, () => gql<any, any>(server.url, fresh.test.secret_key, SETTLE))),
    ]);
    expect(charges.map((c) => [c.status, c.body.data?.status])).toEqual(charges.map(() => [200, 'success']));
    expect(settled.filter((r) => r.errors)).toEqual([]);
    const made = settled.map((r) => r.data.settleNow).filter((x) => x !== null);
    const rows = await q('SELECT amount, fees, settlement_id FROM transactions WHERE integration_id = ?', [fresh.id]);
    expect(rows).toHaveLength(10);
    const net = (list: any[]) => list.reduce((sum, r) => sum + Number(r.amount) - Number(r.fees), 0);
    for (const st of made) {
      const own = rows.filter((r) => Number(r.settlement_id) === Number(st.id));
      expect([st.status, st.transactionCount, Number(st.totalAmount)]).toEqual(['success', own.length, net(own)]);
    }
    // What was paid out plus what is left is what the payments brought, to the kobo.
    const paidOut = made.reduce((sum, st) => sum + Number(st.effectiveAmount), 0);
    expect(paidOut + (await fresh.api.get('/balance')).body.data[0].balance).toBe(net(rows));
  });

  it('two nodes running settlements at once settle nothing twice', async () => {
    const m2 = await server.newIntegration('Race');
    const subs = [await subaccount('auto', m2), await subaccount('auto', m2)];
    for (let i = 0; i < 10; i++) {
      await pay(undefined, 10_000 + i, m2);
      for (const s of subs) await pay(s.subaccount_code, 5_000 + i, m2);
    }
    await advanceClock(m2.api, 86_400);
    // A second node: its own connections to the same database.
    const config = loadConfig({ LOG_LEVEL: 'silent', KOBO_POLL_MS: '600000', DATABASE_URL: server.database.url, DB_POOL_SIZE: '4' });
    const ds = await createDataSource(config, ENTITIES);
    const other = buildServices({ config, db: new Database(ds), log: createLogger('silent') });
    try {
      await Promise.all([settleDue(server.services), settleDue(other), settleDue(server.services), settleDue(other)]);
    } finally {
      await ds.destroy();
    }
    await settleDue(server.services);
    const settlements = await q('SELECT id, subaccount_id, status FROM settlements WHERE integration_id = ?', [m2.id]);
    expect(settlements).toHaveLength(3);
    expect(settlements.every((s) => s.status === 'success')).toBe(true);
    const rows = await q(
      'SELECT t.settlement_id, s.settlement_id AS subaccount_settlement_id, t.subaccount_code FROM transactions t LEFT JOIN transaction_split_shares s ON s.transaction_id = t.id WHERE t.integration_id = ?',
      [m2.id],
    );
    expect(rows.every((r) => r.settlement_id !== null)).toBe(true);
    expect(rows.filter((r) => r.subaccount_code).every((r) => r.subaccount_settlement_id !== null)).toBe(true);
    const payouts = await q(
      "SELECT model_row, COUNT(*) AS n FROM ledger_entries WHERE integration_id = ? AND model_responsible = 'Settlement' GROUP BY model_row",
      [m2.id],
    );
    expect(payouts.map((p) => Number(p.n))).toEqual([2, 2, 2]);
    expect((await m2.api.get('/balance')).body.data[0].balance).toBe(0);
  });
});

// Whether a scheduled run of `schedule` has happened after `paidAt` and by `clock`: runs are at
// the boundaries; the first run of a party is due at the first boundary after its first payment.
async function scheduledRunSince(paidAt: number, schedule: SettlementSchedule, clock: number): Promise<boolean> {
  if (schedule === 'manual') return false;
  const cut = lastBoundary(schedule, clock)!;
  return paidAt < cut;
}
