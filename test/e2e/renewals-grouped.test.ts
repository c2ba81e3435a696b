import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { countQueries } from '../support/sql';
import { advanceTo, clockNow, createPlan, DAY_S, payingCustomer, renewAll } from '../support/billing';

// Renewals handled in groups: several due subscriptions in one DB transaction, their statements
// merged on MySQL/MariaDB (db/batcher.ts). A declined card inside a group is that subscription's
// business alone; a merged statement that fails (a period reference the merchant took) rolls the
// group back, and its subscriptions are renewed one by one, each exactly once.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;

beforeAll(async () => {
  server = await startServer({ KOBO_RENEWAL_GROUP: '10' });
  m = await server.newIntegration('Grouped');
  other = await server.newIntegration('Other');
});
afterAll(() => server.stop());

async function subscribe(who: TestIntegration, planCode: string, email: string, count: number, start: Date): Promise<string[]> {
  await payingCustomer(who, email, CARDS.success);
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await who.api.post('/subscription', { customer: email, plan: planCode, start_date: start.toISOString() });
    expect(res.status).toBe(200);
    codes.push(res.body.data.subscription_code);
  }
  return codes;
}

it('renews a due set in merged groups: declines stay per subscription, a spoiled group falls back, nobody is charged twice', async () => {
  const start = new Date((await clockNow(m.api)).getTime() + 2 * DAY_S * 1000);
  const plan = await createPlan(m, { name: 'Grouped', amount: 100000, interval: 'monthly' });
  // Over the simulated card's limit: declined.
  const dear = await createPlan(m, { name: 'Dear', amount: 60_000_000, interval: 'monthly' });
  const good = await subscribe(m, plan.plan_code, 'grouped@example.com', 24, start);
  const declined = await subscribe(m, dear.plan_code, 'dear@example.com', 3, start);
  const otherPlan = await createPlan(other, { name: 'Other', amount: 100000, interval: 'monthly' });
  const others = await subscribe(other, otherPlan.plan_code, 'other@example.com', 5, start);
  // The merchant charged a card under one subscription's first renewal reference.
  const [taken] = good.splice(5, 1);
  const reference = `${taken!.replace('_', '-')}-0`;
  const own = await m.api.post('/charge', { email: 'grouped@example.com', amount: 5000, reference, card: CARDS.success });
  expect(own.body.data.status).toBe('success');

  const at = new Date(start.getTime() + 60_000);
  const { queries } = await countQueries(server.services.db.ds, async () => {
    await advanceTo(server, other.api, at);
    await advanceTo(server, m.api, at);
    await renewAll(server);
  });

  for (const [who, codes] of [
    [m, good],
    [other, others],
  ] as const) {
    for (const code of codes) {
      const s = (await who.api.get(`/subscription/${code}`)).body.data;
      expect(s).toMatchObject({ status: 'active', payments_count: 1 });
      expect(s.invoices.map((i: any) => i.status)).toEqual(['success']);
    }
  }
  for (const code of declined) {
    const s = (await m.api.get(`/subscription/${code}`)).body.data;
    expect(s).toMatchObject({ status: 'attention', payments_count: 0 });
    expect(s.most_recent_invoice).toMatchObject({ status: 'failed', description: 'Insufficient Funds' });
  }
  const t = (await m.api.get(`/subscription/${taken}`)).body.data;
  expect(t).toMatchObject({ status: 'attention', payments_count: 0 });
  expect(t.most_recent_invoice).toMatchObject({ status: 'failed', description: 'Duplicate Transaction Reference' });

  // One charge per renewed subscription and period, and the merchant's own charge untouched.
  const charges: Array<{ reference: string; n: string | number }> = await server.services.db.ds.query(
    "SELECT reference, COUNT(*) AS n FROM transactions WHERE reference LIKE 'SUB-%' GROUP BY reference",
  );
  expect(charges).toHaveLength(good.length + declined.length + others.length + 1);
  expect(charges.every((c) => Number(c.n) === 1)).toBe(true);
  const mine = await m.api.get(`/transaction/verify/${reference}`);
  expect(mine.body.data).toMatchObject({ amount: 5000, status: 'success' });

  // Merged on MySQL/MariaDB: far fewer charge INSERTs than renewals, even with one group redone row by row.
  const inserts = queries.filter((q) => q.startsWith('INSERT INTO `transactions`')).length;
  if (server.services.db.dialect === 'mysql') expect(inserts).toBeLessThan(20);
  // Otherwise one per renewal, the refused one included.
  else expect(inserts).toBe(good.length + declined.length + others.length + 1);
  await expectLedgerBalanced(server, [m, other]);
});

// On a small table MariaDB may read an `id IN (…)` list by scanning the whole primary key, and a
// locking statement then locks (or waits for) every row it passes, not only the ones listed: a
// claim stalled behind any row another transaction held (a renewal group's, a merchant's update),
// and such claims deadlocked with the groups and with inserts. A claim must wait for no row it
// does not take.
it('a claim waits for no row it does not take (a row held by another transaction does not stall renewals)', async () => {
  if (server.services.db.dialect !== 'mysql') return; // SQLite serialises writers: no row locks
  const n = await server.newIntegration('Claims');
  const start = new Date((await clockNow(n.api)).getTime() + 2 * DAY_S * 1000);
  const plan = await createPlan(n, { name: 'Claims', amount: 100000, interval: 'monthly' });
  const due = await subscribe(n, plan.plan_code, 'claims@example.com', 12, start);
  const [held] = await subscribe(n, plan.plan_code, 'held@example.com', 1, new Date(start.getTime() + 40 * DAY_S * 1000));
  const holder = server.services.db.ds.createQueryRunner();
  await holder.connect();
  await holder.startTransaction();
  try {
    await holder.query('SELECT id FROM subscriptions WHERE subscription_code = ? FOR UPDATE', [held]);
    const renewing = advanceTo(server, n.api, new Date(start.getTime() + 60_000));
    let stalled: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([renewing.then(() => 'renewed'), new Promise((r) => (stalled = setTimeout(() => r('stalled'), 15_000)))]);
    clearTimeout(stalled);
    expect(outcome).toBe('renewed');
  } finally {
    await holder.rollbackTransaction();
    await holder.release();
  }
  for (const code of due) expect((await n.api.get(`/subscription/${code}`)).body.data.payments_count).toBe(1);
});

// The renewal reads the subscription as a snapshot, then charges, then moves it on with a guarded
// UPDATE. A card swap (or a plan's new amount) committed in between must not let the old card be
// charged: the guard covers what the renewal charged, the group rolls back, and the renewal is
// redone on the new card. The interleaving is forced by holding the renewal at its charge.
it('a card swapped while its renewal is in flight: the renewal charges the new card, once', async () => {
  if (server.services.db.dialect !== 'mysql') return; // SQLite: the swap would wait for the renewal's write transaction
  const n = await server.newIntegration('Swap race');
  const start = new Date((await clockNow(n.api)).getTime() + 2 * DAY_S * 1000);
  const plan = await createPlan(n, { name: 'Swap race', amount: 100000, interval: 'monthly' });
  const codes = await subscribe(n, plan.plan_code, 'swap-race@example.com', 3, start);
  const second = await n.api.post('/charge', { email: 'swap-race@example.com', amount: 10000, card: CARDS.pin });
  const paid = await n.api.post('/charge/submit_pin', { reference: second.body.data.reference, pin: '1111' });
  expect(paid.body.data.status).toBe('success');
  const newCard = paid.body.data.authorization.authorization_code as string;
  const sql = (q: string, p: unknown[]) => server.services.db.read({}, (em) => em.query(q, p)) as Promise<Array<Record<string, any>>>;
  const [{ id: newCardId }] = await sql('SELECT id FROM authorizations WHERE authorization_code = ?', [newCard]);
  const target = codes[0]!;
  const reference = `${target.replace('_', '-')}-0`;

  const charges = server.services.charges;
  const original = charges.chargeAuthorization.bind(charges);
  let reached!: () => void;
  const atCharge = new Promise<void>((r) => (reached = r));
  let go!: () => void;
  const released = new Promise<void>((r) => (go = r));
  let held = false;
  charges.chargeAuthorization = (async (t: any, input: any) => {
    if (input.reference === reference && !held) {
      held = true;
      reached();
      await released;
    }
    return original(t, input);
  }) as typeof charges.chargeAuthorization;
  try {
    const renewing = advanceTo(server, n.api, new Date(start.getTime() + 60_000));
    await atCharge;
    // The customer's card swap commits while the renewal holds its snapshot of the old card.
    await server.services.db.ds.query('UPDATE subscriptions SET authorization_id = ? WHERE subscription_code = ?', [newCardId, target]);
    go();
    await renewing;
  } finally {
    charges.chargeAuthorization = original;
  }
  const charged = await sql(
    "SELECT t.reference, a.authorization_code AS card FROM transactions t JOIN authorizations a ON a.id = t.authorization_id WHERE t.integration_id = ? AND t.reference LIKE 'SUB-%'",
    [n.id],
  );
  expect(charged).toHaveLength(3);
  expect(charged.find((c) => c.reference === reference)!.card).toBe(newCard);
  for (const code of codes) expect((await n.api.get(`/subscription/${code}`)).body.data.payments_count).toBe(1);
});
