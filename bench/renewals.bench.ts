// Subscription renewals: SUBSCRIPTIONS (default 10,000) active subscriptions on MariaDB all fall due
// with one test-clock advance; the figure is the time from that advance until every one is renewed
// (a real charge each: transaction, fees, ledger, charge.success and invoice events), with one and
// with two Kobo nodes (real server processes) claiming from the same table.
//
//   npx ts-node bench/renewals.bench.ts      (SUBSCRIPTIONS=10000 NODES=1,2 BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306)
import { randomBytes } from 'node:crypto';
import { expectCharged, pollUntil, runJobBench, type JobScenario } from './lib';

const COUNT = Number(process.env.SUBSCRIPTIONS ?? 10_000);
const DAY_MS = 86_400_000;

// `count` subscriptions of one customer and card, all due at `due`, written straight into the table
// (creating 10,000 over the API would only time the API). Their invoice notice (three days ahead)
// falls due a day after seeding, so nothing is due until the advance: the node, already running,
// must not send notices while the rows go in (that work would fall outside the timed window). The
// one advance passes both the notice and the payment date, so each renewal writes its invoice,
// charges, and sends invoice.create, invoice.update and the charge's events, all inside the window.
export async function seedSubscriptions({ pool, api }: Pick<JobScenario, 'pool' | 'api'>, count: number, codePrefix = 'SUB_bench'): Promise<{ due: number }> {
  const plan = await api('POST', '/plan', { name: 'Bench', amount: 100000, interval: 'monthly' });
  const paid = await api('POST', '/charge', {
    email: 'bench@example.com',
    amount: 10000,
    card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' },
  });
  const now = new Date((await api('GET', '/_test/clock')).now).getTime();
  const due = now + 4 * DAY_MS;
  const [[ids]] = (await pool.query(
    'SELECT a.id AS auth, a.customer_id AS customer, a.integration_id AS integration FROM authorizations a WHERE a.authorization_code = ?',
    [paid.authorization.authorization_code],
  )) as any;
  const at = new Date(due);
  const created = new Date(now);
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => [
      ids.integration,
      'test',
      `${codePrefix}${String(start + k).padStart(8, '0')}`,
      randomBytes(8).toString('hex'),
      ids.customer,
      plan.id,
      ids.auth,
      'active',
      1,
      100000,
      0,
      0,
      at,
      0,
      at,
      null,
      due - 3 * DAY_MS,
      null,
      created,
      created,
    ]);
    await pool.query(
      'INSERT INTO subscriptions (integration_id, domain, subscription_code, email_token, customer_id, plan_id, authorization_id, status, quantity, amount, invoice_limit, payments_count, anchor_at, period, next_payment_at, open_invoice, due_ms, lease_until_ms, created_at, updated_at) VALUES ?',
      [rows],
    );
  }
  return { due };
}

// From one clock advance until every subscription was renewed, and exactly once.
async function renewAll(s: JobScenario, count = COUNT, codePrefix = 'SUB_bench'): Promise<number> {
  const mine = `${codePrefix}%`;
  const { due } = await seedSubscriptions(s, count, codePrefix);
  // Nothing may have been due before the clock moves (see seedSubscriptions).
  const [[early]] = (await s.pool.query(
    'SELECT COUNT(*) AS n FROM subscription_invoices i JOIN subscriptions s ON s.id = i.subscription_id WHERE s.subscription_code LIKE ?',
    [mine],
  )) as any;
  if (Number(early.n) !== 0) throw new Error(`${early.n} invoices were written before the clock advance`);
  const now = new Date((await s.api('GET', '/_test/clock')).now).getTime();
  const started = Date.now();
  await s.api('POST', '/_test/clock/advance', { seconds: Math.ceil((due - now) / 1000) + 1 });
  // Polled through the due index (a renewal moves due_ms a period on) for one row still due, not
  // counted: the poll shares the database with the work it times, and a count every 50 ms walked
  // the rows not yet renewed each time (up to 0.17 ms of the database's time per renewal, more the
  // longer a run took). Counted once a second, for the message if it never ends.
  let left = count;
  let polls = 0;
  await pollUntil(
    async () => {
      if (++polls % 20 === 0) {
        const [[row]] = (await s.pool.query('SELECT COUNT(*) AS n FROM subscriptions WHERE due_ms <= ?', [due - 3 * DAY_MS])) as any;
        left = Number(row.n);
      }
      const [rows] = (await s.pool.query('SELECT id FROM subscriptions WHERE due_ms <= ? LIMIT 1', [due - 3 * DAY_MS])) as any;
      return rows.length === 0;
    },
    600_000,
    () => `${count - left} of ${count} renewed`,
  );
  const seconds = (Date.now() - started) / 1000;
  const [[paid]] = (await s.pool.query('SELECT COUNT(*) AS n FROM subscriptions WHERE payments_count = 1 AND subscription_code LIKE ?', [mine])) as any;
  if (Number(paid.n) !== count) throw new Error(`${paid.n} of ${count} subscriptions show their payment`);
  await expectCharged(s.pool, `${codePrefix.replace('_', '-')}`, count, 'renewal charges');
  return seconds;
}

// Subscriptions of their own, renewed by a clock advance of their own, before anything is counted.
async function warmUp(s: JobScenario, units: number): Promise<void> {
  await renewAll(s, units, 'SUB_warm');
}

if (require.main === module) {
  runJobBench({ name: 'renewals', count: COUNT, unit: 'renewals', run: (s) => renewAll(s), warmUp }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
