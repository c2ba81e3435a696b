import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { expectNothingWithin, waitFor } from '../support/wait';
import { CARDS } from '../support/payments';

// Renewals from real server processes sharing one database: two nodes renewing the same due set,
// and a node killed with SIGKILL in the middle of a renewal batch. Each subscription must be charged
// exactly once for the period.
jest.setTimeout(300_000); // server processes start slowly on a loaded machine

const DAY_MS = 86_400_000;
const nodes: NodeProcess[] = [];
const dbs: TestDatabase[] = [];
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  for (const c of closers) await c();
  for (const db of dbs) await db.drop();
});

async function setUp(count: number, env: Record<string, string>) {
  const db = await createTestDatabase();
  dbs.push(db);
  const keys = fixedKeys();
  const start = async (extra: Record<string, string> = {}) => {
    const n = await startNode({ DATABASE_URL: db.url, ...keys, KOBO_POLL_MS: '100', ...env, ...extra });
    nodes.push(n);
    return { node: n, api: new Api(n.url, keys.KOBO_DEFAULT_SECRET_KEY) };
  };
  const recorder = await recorderFor(db.url);
  closers.push(recorder.close);
  const sql = (q: string, params: unknown[] = []) => recorder.services.db.read({}, (em) => em.query(q, params)) as Promise<Array<Record<string, any>>>;
  return { db, start, sql, count };
}

// `count` subscriptions of one customer and card, all first due at the same moment.
async function subscriptions(api: Api, count: number): Promise<{ due: Date; codes: string[] }> {
  const plan = await api.post('/plan', { name: 'Race', amount: 100000, interval: 'monthly' });
  const paid = await api.post('/charge', { email: 'race@example.com', amount: 10000, card: CARDS.success });
  expect(paid.body.data.status).toBe('success');
  const now = new Date((await api.get('/_test/clock')).body.data.now);
  const due = new Date(now.getTime() + DAY_MS);
  const codes: string[] = [];
  for (let i = 0; i < count; i += 25) {
    const replies = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, () =>
        api.post('/subscription', { customer: 'race@example.com', plan: plan.body.data.plan_code, start_date: due.toISOString() }),
      ),
    );
    for (const r of replies) {
      expect(r.status).toBe(200);
      codes.push(r.body.data.subscription_code);
    }
  }
  return { due, codes };
}

async function renewed(sql: (q: string) => Promise<Array<Record<string, any>>>): Promise<number> {
  const rows = await sql("SELECT COUNT(*) AS n FROM subscription_invoices WHERE status = 'success'");
  return Number(rows[0]!.n);
}

// Every subscription is renewed; what must not happen now is a second charge for the period by a
// node whose pass was still running. Nothing marks "no more passes", so this is a time window.
async function expectNoSecondRenewal(sql: (q: string) => Promise<Array<Record<string, any>>>, codes: string[], ms: number): Promise<void> {
  const charges = async () => Number((await sql("SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE 'SUB-%'"))[0]!.n);
  await expectNothingWithin(ms, async () => (await charges()) > codes.length || (await renewed(sql)) > codes.length, 'a second renewal charge');
}

async function expectExactlyOnce(sql: (q: string) => Promise<Array<Record<string, any>>>, codes: string[]): Promise<void> {
  const tx = await sql("SELECT reference, status FROM transactions WHERE reference LIKE 'SUB-%'");
  expect(tx).toHaveLength(codes.length);
  expect(new Set(tx.map((t) => t.reference)).size).toBe(codes.length);
  expect(tx.every((t) => t.status === 'success')).toBe(true);
  const subs = await sql('SELECT payments_count, period, status, lease_until_ms FROM subscriptions');
  expect(subs.map((s) => [Number(s.payments_count), Number(s.period), s.status])).toEqual(codes.map(() => [1, 1, 'active']));
  const invoices = await sql('SELECT subscription_id, period, status FROM subscription_invoices');
  expect(invoices).toHaveLength(codes.length);
  expect(invoices.every((i) => Number(i.period) === 0 && i.status === 'success')).toBe(true);
  // One charge.success per renewal, and the ledger: every charge posted, entries sum to zero.
  const events = await sql("SELECT COUNT(*) AS n FROM events WHERE type = 'charge.success' AND payload LIKE '%SUB-%'");
  expect(Number(events[0]!.n)).toBe(codes.length);
  const ledger = await sql('SELECT currency, SUM(amount) AS total FROM ledger_entries GROUP BY currency');
  for (const l of ledger) expect(Number(l.total)).toBe(0);
}

it('two nodes renewing the same due set charge each subscription exactly once for the period', async () => {
  const env = { KOBO_RENEWAL_BATCH: '10', KOBO_RENEWAL_CONCURRENCY: '4' };
  const { start, sql } = await setUp(120, env);
  const a = await start();
  const b = await start();
  const { due, codes } = await subscriptions(a.api, 120);
  // One clock move makes all of them due on both nodes at once.
  const seconds = Math.ceil((due.getTime() + 1000 - new Date((await a.api.get('/_test/clock')).body.data.now).getTime()) / 1000);
  expect((await b.api.post('/_test/clock/advance', { seconds })).status).toBe(200);
  await waitFor(async () => (await renewed(sql)) >= codes.length, { timeoutMs: 60_000, intervalMs: 100, what: 'every subscription to renew' });
  await expectNoSecondRenewal(sql, codes, 1000);
  await expectExactlyOnce(sql, codes);
  expect((await a.api.get(`/subscription/${codes[0]}`)).body.data.payments_count).toBe(1);
  // Both nodes took part: each one's log counts the renewals it handled.
  const handledBy = (n: NodeProcess) =>
    n.output
      .join('')
      .split('\n')
      .filter((l) => l.includes('"due work done"') && l.includes('"job":"renewals"'))
      .reduce((sum, l) => sum + Number(JSON.parse(l).handled), 0);
  // A pass logs when it ends, and the log reaches us through a pipe: wait for the lines.
  await waitFor(() => handledBy(a.node) + handledBy(b.node) >= codes.length, { intervalMs: 100, what: "both nodes' renewal log lines" });
  const [byA, byB] = [handledBy(a.node), handledBy(b.node)];
  console.log(`renewals-multinode: node A renewed ${byA}, node B ${byB}`);
  expect(byA).toBeGreaterThan(0);
  expect(byB).toBeGreaterThan(0);
  expect(byA + byB).toBeGreaterThanOrEqual(codes.length);
});

it('a node killed with SIGKILL mid-batch leaves every subscription charged exactly once after a restart', async () => {
  // Small claims, one at a time, and a short lease so the restarted node takes over quickly.
  const env = { KOBO_RENEWAL_BATCH: '20', KOBO_RENEWAL_CONCURRENCY: '1', KOBO_RENEWAL_LEASE_MS: '1500' };
  const { start, sql } = await setUp(300, env);
  const first = await start();
  const { due, codes } = await subscriptions(first.api, 300);
  const seconds = Math.ceil((due.getTime() + 1000 - new Date((await first.api.get('/_test/clock')).body.data.now).getTime()) / 1000);
  expect((await first.api.post('/_test/clock/advance', { seconds })).status).toBe(200);
  await waitFor(async () => (await renewed(sql)) >= 15, { timeoutMs: 60_000, intervalMs: 10, what: 'the first node to renew some' });
  await first.node.kill9();
  const done = await renewed(sql);
  // The kill landed in the middle: some renewed, some not.
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(codes.length);
  const second = await start();
  await waitFor(async () => (await renewed(sql)) >= codes.length, { timeoutMs: 60_000, intervalMs: 100, what: 'every subscription to renew' });
  // One lease (1.5 s) and a few polls past the end: a claim the killed node held has run out.
  await expectNoSecondRenewal(sql, codes, 2000);
  await expectExactlyOnce(sql, codes);
  expect(await second.node.stop()).toBe(0);
});
