import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { waitFor } from '../support/wait';

// Two real server processes on one database (MariaDB, or one SQLite file), both polling for due
// settlement runs and payouts every 30 ms: over three simulated days every payment is settled once
// per party, and every settlement is paid out once.
jest.setTimeout(300_000); // server processes start slowly on a loaded machine

let db: TestDatabase;
const nodes: NodeProcess[] = [];
let recorder: Awaited<ReturnType<typeof recorderFor>>;
const keys = fixedKeys();
beforeAll(async () => {
  db = await createTestDatabase();
  const env = { DATABASE_URL: db.url, KOBO_POLL_MS: '30', ...keys };
  // One after the other: the first runs the migrations (two at once would race on a fresh SQLite file).
  for (let i = 0; i < 2; i++) nodes.push(await startNode(env));
  recorder = await recorderFor(db.url);
});
afterAll(async () => {
  // The processes are stopped whatever the assertion finds: a live child would keep jest waiting.
  try {
    if (recorder) await expectLedgerSound(recorder);
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    await recorder?.close();
    await db?.drop();
  }
});

const q = (sql: string, params: unknown[] = []): Promise<any[]> => recorder.services.db.read({}, (em) => em.query(sql, params));

it('settles every payment once per party and pays every settlement out once, with two nodes racing', async () => {
  const apis = nodes.map((n) => new Api(n.url, keys.KOBO_DEFAULT_SECRET_KEY));
  const subs: string[] = [];
  for (const api of apis) {
    const res = await api.post('/subaccount', { business_name: 'Race', settlement_bank: '058', account_number: '0123456789', percentage_charge: 30 });
    expect(res.status).toBe(201);
    subs.push(res.body.data.subaccount_code);
  }
  for (let day = 0; day < 3; day++) {
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        apis[i % 2]!.post('/charge', {
          email: `race-${i}@example.com`,
          amount: 10_000 + i,
          card: CARDS.success,
          ...(i % 3 ? { subaccount: subs[i % 2] } : {}),
        }),
      ),
    );
    expect(replies.map((r) => r.body.data?.status)).toEqual(Array(12).fill('success'));
    expect((await apis[day % 2]!.post('/_test/clock/advance', { seconds: 86_400 })).status).toBe(200);
    await waitFor(
      async () => {
        const open = await q(
          'SELECT (SELECT COUNT(*) FROM transactions WHERE settlement_id IS NULL) + (SELECT COUNT(*) FROM transaction_split_shares WHERE settlement_id IS NULL) AS n',
        );
        const pending = await q("SELECT COUNT(*) AS n FROM settlements WHERE status = 'pending'");
        return Number(open[0].n) === 0 && Number(pending[0].n) === 0;
      },
      { timeoutMs: 60_000, what: `day ${day} to settle` },
    );
  }
  const settlements = await q('SELECT id, subaccount_id, total_amount, transaction_count FROM settlements ORDER BY id');
  // One per party per day: the main account and both subaccounts.
  expect(settlements).toHaveLength(9);
  const payouts = await q(
    "SELECT model_row, SUM(CASE WHEN account = 'settled_payouts' THEN amount ELSE 0 END) AS paid, COUNT(*) AS n FROM ledger_entries WHERE model_responsible = 'Settlement' GROUP BY model_row",
  );
  expect(payouts).toHaveLength(9);
  for (const p of payouts) {
    const s = settlements.find((x) => Number(x.id) === Number(p.model_row));
    expect({ id: p.model_row, legs: Number(p.n), paid: Number(p.paid) }).toEqual({ id: p.model_row, legs: 2, paid: Number(s.total_amount) });
  }
  expect(settlements.reduce((n, s) => n + Number(s.transaction_count), 0)).toBe(36 + 24);
  const balance = await apis[0]!.get('/balance');
  expect(balance.body.data[0].balance).toBe(0);
  const sums = await q('SELECT SUM(amount) AS total FROM ledger_entries');
  expect(Number(sums[0].total)).toBe(0);
});
