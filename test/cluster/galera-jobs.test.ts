import { seedAuthorizations } from '../support/bulk';
import { Api, postForm } from '../support/http';
import { expectLedgerSound } from '../support/ledger';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { CARDS, DOCUMENTED_IDENTIFICATION } from '../support/payments';
import { startReceiver, type Receiver } from '../support/receiver';
import { expectNothingWithin, waitFor } from '../support/wait';
import { conflictCounters, createClusterDatabase, describeGalera, sayWhySkipped, startCluster, type ClusterDatabase } from '../support/galera';

// Claimed work over two writers on two Galera nodes. SKIP LOCKED is local to one Galera node, so
// both Kobo nodes may lock the same due row; what keeps each job exactly once is that a claim is a
// committed lease (and a handler's work a committed state change) that only one node can commit:
// the other's commit fails certification with 1213 and is retried against the winner's rows.
// Each test prints how many conflicts the cluster counted and how many retries Kobo logged.
jest.setTimeout(300_000);

// The documented dispute test card (docs/guide.md): the charge succeeds, then the issuer disputes it.
const DISPUTED = { number: '4084080000013402', cvv: '340', expiry_month: '12', expiry_year: '2099' };
sayWhySkipped();

const DAY_MS = 86_400_000;

describeGalera('claimed work over two Kobo nodes on two Galera nodes', () => {
  let db: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  let apiA: Api;
  let apiB: Api;
  let receiver: Receiver;
  let recorder: Awaited<ReturnType<typeof recorderFor>>;
  const keys = fixedKeys();
  const sql = (q: string, params: unknown[] = []) => db.query<Record<string, any>>(q, params);
  const count = async (q: string, params: unknown[] = []) => Number((await sql(q, params))[0]!.n);
  // Moves the test clock through one node and waits until both nodes read the new time. Without Redis
  // the other node learns of the move within its settings cache's bound (up to ~0.8 s): a payment it
  // took meanwhile would be stamped before the move (before a settlement boundary the move crossed,
  // so that settlement would pay it out).
  const advance = async (api: Api, seconds: number): Promise<void> => {
    const moved = await api.post('/_test/clock/advance', { seconds });
    expect(moved.status).toBe(200);
    const to = Date.parse(moved.body.data.now);
    for (const node of [apiA, apiB]) {
      await waitFor(async () => Date.parse((await node.get('/_test/clock')).body.data.now) >= to, {
        timeoutMs: 10_000,
        intervalMs: 50,
        what: 'both nodes to read the moved clock',
      });
    }
  };

  beforeAll(async () => {
    await startCluster();
    db = await createClusterDatabase();
    receiver = await startReceiver();
    // Small claims taken often, several at a time: the two nodes contend for the same rows.
    const env = {
      ...keys,
      KOBO_POLL_MS: '100',
      KOBO_RENEWAL_BATCH: '10',
      KOBO_RENEWAL_CONCURRENCY: '4',
      KOBO_BULK_CHARGE_BATCH: '20',
      KOBO_BULK_CHARGE_CONCURRENCY: '4',
    };
    a = await startNode({ DATABASE_URL: db.url(1), ...env });
    b = await startNode({ DATABASE_URL: db.url(3), ...env });
    apiA = new Api(a.url, keys.KOBO_DEFAULT_SECRET_KEY);
    apiB = new Api(b.url, keys.KOBO_DEFAULT_SECRET_KEY);
    recorder = await recorderFor(db.url(2));
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((n) => n.stop()));
    await receiver?.close();
    await recorder?.close();
    await db?.drop();
  });

  // What the nodes logged about work that collided: groups rolled back and redone row by row,
  // items that failed, passes that failed (each is a retry, by the group's rows or by the next poll).
  const collisions = () => {
    const lines = [a, b].flatMap((n) => n.output.join('').split('\n')).filter((l) => l.startsWith('{'));
    const pick = (msg: string) => lines.filter((l) => l.includes(`"msg":"${msg}"`)).length;
    const failedPasses = lines.filter((l) => /"msg":"(due work failed|due work probe failed|event dispatch failed|webhook claim failed)"/.test(l));
    return {
      why: [
        ...new Set(
          failedPasses.map((l) => {
            const j = JSON.parse(l);
            return `${j.msg}${j.job ? ` (${j.job})` : ''}: ${String(j.err?.message ?? '').slice(0, 160)}`;
          }),
        ),
      ],
      groupsRedone: pick('due work group rolled back; handling its rows one by one'),
      itemsFailed: pick('due work item failed'),
      passesFailed: failedPasses.length,
      errors500: lines.filter((l) => l.includes('"status":500')).length,
    };
  };
  // Kobo's own retries so far, both nodes (GET /metrics): transactions redone after a 1213, claims lost.
  const retries = async () => {
    let tx = 0;
    let claims = 0;
    for (const n of [a, b]) {
      const text = await (await fetch(`${n.url}/metrics`)).text();
      tx += Number(/^kobo_db_transaction_retries_total (\S+)$/m.exec(text)?.[1] ?? 0);
      claims += Number(/^kobo_due_work_claim_conflicts_total (\S+)$/m.exec(text)?.[1] ?? 0);
    }
    return { tx, claims };
  };
  const report = async (
    what: string,
    rows: number,
    before: { certFailures: number; bfAborts: number },
    logged: ReturnType<typeof collisions> & { retried: { tx: number; claims: number } },
  ) => {
    const after = await conflictCounters();
    const retried = await retries();
    const now = collisions();
    const cert = after.certFailures - before.certFailures;
    const bf = after.bfAborts - before.bfAborts;
    console.log(
      `galera-jobs ${what}: ${rows} rows; cluster conflicts ${cert} certification failures + ${bf} brute-force aborts (${(((cert + bf) * 1000) / rows).toFixed(0)} per 1,000 rows); ` +
        `Kobo retried ${retried.tx - logged.retried.tx} transactions and lost ${retried.claims - logged.retried.claims} claims; ` +
        `Kobo logged ${now.groupsRedone - logged.groupsRedone} groups redone, ${now.itemsFailed - logged.itemsFailed} items failed, ${now.passesFailed - logged.passesFailed} passes failed ${JSON.stringify(now.why.filter((w) => !logged.why.includes(w)))}`,
    );
    // Collisions are retried quietly: no pass and no item ends in an error.
    expect({ failedPasses: now.why.filter((w) => !logged.why.includes(w)), itemsFailed: now.itemsFailed - logged.itemsFailed }).toEqual({
      failedPasses: [],
      itemsFailed: 0,
    });
    return now;
  };

  it('renewals: 120 subscriptions due at once on both nodes are each charged exactly once', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    const plan = await apiA.post('/plan', { name: 'Cluster', amount: 100000, interval: 'monthly' });
    expect((await apiA.post('/charge', { email: 'renew@example.com', amount: 10000, card: CARDS.success })).body.data.status).toBe('success');
    const now = new Date((await apiA.get('/_test/clock')).body.data.now);
    const due = new Date(now.getTime() + DAY_MS);
    const codes: string[] = [];
    for (let i = 0; i < 120; i += 20) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          ((i + k) % 2 ? apiB : apiA).post('/subscription', { customer: 'renew@example.com', plan: plan.body.data.plan_code, start_date: due.toISOString() }),
        ),
      );
      for (const r of replies) {
        expect(r.status).toBe(200);
        codes.push(r.body.data.subscription_code);
      }
    }
    await advance(apiB, DAY_MS / 1000 + 2);
    const renewed = () => count("SELECT COUNT(*) AS n FROM subscription_invoices WHERE status = 'success'");
    await waitFor(async () => (await renewed()) >= codes.length, { timeoutMs: 120_000, intervalMs: 200, what: 'every subscription to renew' });
    const charges = () => count("SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE 'SUB-%'");
    await expectNothingWithin(1500, async () => (await charges()) > codes.length || (await renewed()) > codes.length, 'a second renewal charge');
    const tx = await sql("SELECT reference, status FROM transactions WHERE reference LIKE 'SUB-%'");
    expect(tx).toHaveLength(codes.length);
    expect(new Set(tx.map((t) => t.reference)).size).toBe(codes.length);
    const subs = await sql('SELECT payments_count, period FROM subscriptions');
    expect(subs.map((s) => [Number(s.payments_count), Number(s.period)])).toEqual(codes.map(() => [1, 1]));
    expect(await count("SELECT COUNT(*) AS n FROM events WHERE type = 'charge.success' AND payload LIKE '%SUB-%'")).toBe(codes.length);
    await expectLedgerSound(recorder);
    const after = await report('renewals', codes.length, before, logged);
    expect(after.errors500).toBe(0);
  });

  it('bulk charges: 300 items shared by both nodes are each charged exactly once', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    const codes = await seedAuthorizations(recorder.services, apiA, 300, 'gbulk');
    const created = await apiB.post(
      '/bulkcharge',
      codes.map((authorization) => ({ authorization, amount: 2500 })),
    );
    expect(created.status).toBe(200);
    const batch: string = created.body.data.batch_code;
    const charged = () => count("SELECT COUNT(*) AS n FROM bulk_charge_items WHERE status <> 'pending'");
    await waitFor(async () => (await charged()) >= codes.length, { timeoutMs: 120_000, intervalMs: 200, what: 'every item to be charged' });
    const prefix = `${batch.replace('_', '-')}-%`;
    await expectNothingWithin(
      1500,
      async () => (await count('SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE ?', [prefix])) > codes.length,
      'a second charge of an item',
    );
    const tx = await sql('SELECT reference, status FROM transactions WHERE reference LIKE ?', [prefix]);
    expect(tx).toHaveLength(codes.length);
    expect(tx.every((t) => t.status === 'success')).toBe(true);
    const items = await sql('SELECT status, transaction_id FROM bulk_charge_items');
    expect(items.every((i) => i.status === 'success')).toBe(true);
    expect(new Set(items.map((i) => Number(i.transaction_id))).size).toBe(codes.length);
    expect(await count("SELECT COUNT(*) AS n FROM events WHERE type = 'charge.success' AND payload LIKE ?", [`%${batch.replace('_', '-')}-%`])).toBe(
      codes.length,
    );
    await expectLedgerSound(recorder);
    const after = await report('bulk charges', codes.length, before, logged);
    expect(after.errors500).toBe(0);
  });

  it('refunds: 40 refunds made on both nodes move pending → processing → processed exactly once as the clock moves', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    const refs = Array.from({ length: 40 }, (_, i) => `rf-${i}`);
    // A refund spends the balance. Crossing the daily settlement boundary (00:00 UTC) pays the balance
    // out and leaves the refunds not yet processed waiting for money, so the test starts just after one
    // (which pays out what came before), moves the clock in quarter hours, and gives back half of
    // each payment: its own net covers it.
    const now = Date.parse((await apiA.get('/_test/clock')).body.data.now);
    await advance(apiA, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000) + 60);
    // While a refund is pending (its money not yet taken from the balance), the clock stops an hour
    // short of the next settlement: a refund that waits out a claim's lease (60 s of real time, while
    // the clock kept moving) would otherwise meet that settlement still pending, and wait for money
    // that will not come. Once every refund has its money, the clock moves on freely.
    let advanced = 0;
    const advanceLimit = DAY_MS - 3_600_000 - 60_000;
    await Promise.all(
      refs.map(async (ref, i) => {
        const api = i % 2 ? apiB : apiA;
        expect((await api.post('/charge', { email: `${ref}@example.com`, amount: 10000, card: CARDS.success, reference: ref })).body.data?.status).toBe(
          'success',
        );
        expect((await (i % 2 ? apiA : apiB).post('/refund', { transaction: ref, amount: 5000 })).status).toBe(200);
      }),
    );
    let statuses = '';
    await waitFor(
      async () => {
        const rows = await sql('SELECT status, COUNT(*) AS n FROM refunds GROUP BY status ORDER BY status');
        statuses = rows.map((r) => `${r.status} ${r.n}`).join(', ');
        // What a refund still on its way shows, for a failure's message: its reason, how far it is due
        // on the integration's clock, its lease, its payment's time and settlement; and the
        // settlements made since the test began.
        const waiting = await sql(
          `SELECT r.id, r.status, r.reason, r.due_ms - (? + i.test_clock_offset_ms) AS due_in_ms, r.lease_until_ms - ? AS lease_in_ms,
                  r.created_at, t.paid_at, t.settlement_id
             FROM refunds r JOIN integrations i ON i.id = r.integration_id JOIN transactions t ON t.id = r.transaction_id WHERE r.status <> 'processed'`,
          [Date.now(), Date.now()],
        );
        if (waiting.length) {
          const settlements = await sql(
            'SELECT id, status, settlement_date, total_amount, effective_amount, transaction_count, created_at, settled_at FROM settlements WHERE created_at >= ?',
            [new Date(now)],
          );
          statuses += `; ${JSON.stringify(waiting)}; settlements: ${JSON.stringify(settlements)}; items failed on the nodes: ${collisions().itemsFailed}; failed passes: ${JSON.stringify(collisions().why)}`;
        }
        if (rows.every((r) => r.status === 'processed') && Number(rows[0]?.n) >= refs.length) return true;
        if (!rows.some((r) => r.status === 'pending') || advanced + 900_000 <= advanceLimit) {
          await (Math.random() < 0.5 ? apiA : apiB).post('/_test/clock/advance', { seconds: 900 });
          advanced += 900_000;
        }
        return false;
      },
      { timeoutMs: 120_000, intervalMs: 300, what: 'every refund to be processed', describe: () => `refunds by status: ${statuses}` },
    );
    for (const type of ['refund.pending', 'refund.processing', 'refund.processed']) {
      expect({ type, n: await count('SELECT COUNT(*) AS n FROM events WHERE type = ?', [type]) }).toEqual({ type, n: refs.length });
    }
    const refunded = await sql("SELECT t.reference, t.refunded_amount FROM transactions t WHERE t.reference LIKE 'rf-%'");
    expect(refunded.map((r) => Number(r.refunded_amount))).toEqual(refs.map(() => 5000));
    await expectLedgerSound(recorder);
    const after = await report('refunds', refs.length, before, logged);
    expect(after.errors500).toBe(0);
  });

  it('webhooks: 150 events made on both nodes are delivered exactly once, a failed attempt retried once', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    receiver.received.length = 0;
    // Every tenth reference's first attempt fails: it is retried (on the test clock), once.
    const failedOnce = new Set<string>();
    receiver.respond((req) => {
      const ref = String(req.body.data?.reference ?? '');
      if (/^wh-\d*0$/.test(ref) && !failedOnce.has(ref)) {
        failedOnce.add(ref);
        return { status: 500, body: 'try later' };
      }
      return { status: 200, body: 'ok' };
    });
    expect((await apiA.put('/integration/webhook', { url: `${receiver.url}/hook` })).status).toBe(200);
    const refs = Array.from({ length: 150 }, (_, i) => `wh-${i}`);
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let i = next++; i < refs.length; i = next++) {
          const res = await (i % 2 ? apiB : apiA).post('/charge', { email: `wh${i}@example.com`, amount: 10000, card: CARDS.success, reference: refs[i] });
          expect(res.body.data?.status).toBe('success');
        }
      }),
    );
    const delivered = () => count("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'delivered' AND event_type = 'charge.success'");
    // Retries wait out their backoff on the integration's test clock: move it along until all landed.
    await waitFor(
      async () => {
        if ((await delivered()) >= refs.length) return true;
        await apiA.post('/_test/clock/advance', { seconds: 600 });
        return false;
      },
      { timeoutMs: 120_000, intervalMs: 500, what: 'every delivery to succeed' },
    );
    const ok = receiver.received.filter((r) => r.body.event === 'charge.success' && refs.includes(String(r.body.data.reference)));
    const byRef = new Map<string, number>();
    for (const r of ok) byRef.set(String(r.body.data.reference), (byRef.get(String(r.body.data.reference)) ?? 0) + 1);
    // Each reference: one request, or two when its first attempt was refused.
    expect([...byRef.keys()].sort()).toEqual([...refs].sort());
    for (const ref of refs) expect({ ref, requests: byRef.get(ref) }).toEqual({ ref, requests: failedOnce.has(ref) ? 2 : 1 });
    const rows = await sql("SELECT attempts FROM webhook_deliveries WHERE event_type = 'charge.success'");
    expect(rows).toHaveLength(refs.length);
    expect(rows.reduce((s, r) => s + Number(r.attempts), 0)).toBe(refs.length + failedOnce.size);
    expect(
      await count("SELECT COUNT(*) AS n FROM webhook_attempts WHERE event_id IN (SELECT event_id FROM webhook_deliveries WHERE event_type = 'charge.success')"),
    ).toBe(refs.length + failedOnce.size);
    const after = await report('webhooks', refs.length, before, logged);
    expect(after.errors500).toBe(0);
  });
  // Both nodes take turns: even items on A, odd on B, `width` at a time.
  const onBoth = async <T>(n: number, width: number, fn: (api: Api, i: number) => Promise<T>): Promise<T[]> => {
    const out: T[] = new Array(n);
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        for (let i = next++; i < n; i = next++) out[i] = await fn(i % 2 ? apiB : apiA, i);
      }),
    );
    return out;
  };
  const payloadOf = (e: Record<string, any>) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload);
  const eventCounts = async (type: string, like: string) =>
    sql('SELECT resource, COUNT(*) AS n FROM events WHERE type = ? AND payload LIKE ? GROUP BY resource', [type, like]);

  it('settlements: 20 subaccounts paid on both nodes are each settled and paid out exactly once', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    const known = new Set((await sql('SELECT id FROM settlements')).map((r) => Number(r.id)));
    const subs = await onBoth(20, 4, async (api, i) => {
      const res = await api.post('/subaccount', {
        business_name: `Cluster sub ${i}`,
        settlement_bank: '058',
        account_number: '0123456789',
        percentage_charge: 20,
        settlement_schedule: 'auto',
      });
      expect(res.status).toBe(201);
      return { id: Number(res.body.data.id), code: String(res.body.data.subaccount_code) };
    });
    await onBoth(60, 6, async (api, i) => {
      const res = await api.post('/charge', {
        email: `st${i}@example.com`,
        amount: 10_000 + i,
        card: CARDS.success,
        subaccount: subs[i % 20]!.code,
        reference: `st-${i}`,
      });
      expect(res.body.data?.status).toBe('success');
    });
    // Past the next daily boundary: each subaccount's first run falls due, on both nodes at once.
    await advance(apiB, DAY_MS / 1000 + 60);
    const subIds = subs.map((s) => s.id);
    const settledSubs = async () =>
      (await sql("SELECT DISTINCT subaccount_id FROM settlements WHERE status = 'success' AND subaccount_id IS NOT NULL")).filter((r) =>
        subIds.includes(Number(r.subaccount_id)),
      ).length;
    await waitFor(
      async () => {
        if ((await settledSubs()) >= subs.length) return true;
        await apiA.post('/_test/clock/advance', { seconds: 3600 });
        return false;
      },
      { timeoutMs: 120_000, intervalMs: 500, what: 'every subaccount to be settled' },
    );
    await expectNothingWithin(1500, async () => (await sql('SELECT id FROM settlements')).length > known.size + subs.length + 1, 'a second settlement');
    const made = (await sql('SELECT id, subaccount_id, status FROM settlements')).filter((r) => !known.has(Number(r.id)));
    const mine = made.filter((r) => subIds.includes(Number(r.subaccount_id)));
    // One settlement per subaccount (and at most one of the main balance), every one paid out.
    expect(mine.map((r) => Number(r.subaccount_id)).sort((x, y) => x - y)).toEqual([...subIds].sort((x, y) => x - y));
    expect(made.filter((r) => r.subaccount_id === null).length).toBeLessThanOrEqual(1);
    expect(made.every((r) => r.status === 'success')).toBe(true);
    const shares = await sql(
      "SELECT s.settlement_id FROM transaction_split_shares s JOIN transactions t ON t.id = s.transaction_id WHERE t.reference LIKE 'st-%'",
    );
    expect(shares).toHaveLength(60);
    expect(shares.every((r) => mine.some((m) => Number(m.id) === Number(r.settlement_id)))).toBe(true);
    const payouts = await sql(
      `SELECT model_row, COUNT(*) AS n FROM ledger_entries WHERE model_responsible = 'Settlement' AND model_row IN (${made.map((r) => Number(r.id)).join(',')}) GROUP BY model_row`,
    );
    expect(payouts.map((p) => Number(p.n))).toEqual(made.map(() => 2));
    await expectLedgerSound(recorder);
    const after = await report('settlements', subs.length, before, logged);
    expect(after.errors500).toBe(0);
  });

  it('transfers: 60 queued transfers made on both nodes are each answered by the bank exactly once', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    expect((await apiA.post('/transfer/disable_otp')).status).toBe(200);
    expect((await apiA.post('/transfer/disable_otp_finalize', { otp: '123456' })).body.message).toBe('OTP requirement for transfers has been disabled');
    // Money into the balance without card payments (settlement payouts empty it as the clock moves).
    const integrationId = Number((await sql('SELECT id FROM integrations ORDER BY id LIMIT 1'))[0]!.id);
    await recorder.services.db.transaction(
      { requestId: 'fund', integration: { id: integrationId, testClockOffsetMs: 0 }, domain: 'test', log: recorder.services.log } as never,
      (t) =>
        recorder.services.ledger.post(t, {
          currency: 'NGN',
          reason: 'test funding',
          modelResponsible: 'Transaction',
          modelRow: 0,
          legs: [
            { account: 'processor_clearing', amount: -10_000_000 },
            { account: 'merchant_balance', amount: 10_000_000 },
          ],
        }),
    );
    const rcp = await apiA.post('/transferrecipient', { type: 'nuban', name: 'Cluster vendor', account_number: '0001234567', bank_code: '058' });
    expect(rcp.body.status).toBe(true);
    const refs = Array.from({ length: 60 }, (_, i) => `trf-${i}`);
    await onBoth(refs.length, 6, async (api, i) => {
      const res = await api.post('/transfer', { source: 'balance', amount: 10_000, recipient: rcp.body.data.recipient_code, reference: refs[i] });
      expect({ ref: refs[i], status: res.body.data?.status }).toEqual({ ref: refs[i], status: 'pending' });
    });
    // The simulated bank answers once the clock passes its delay; both nodes' runners see them due.
    await advance(apiB, 61);
    const done = () => count("SELECT COUNT(*) AS n FROM transfers WHERE reference LIKE 'trf-%' AND status = 'success'");
    await waitFor(async () => (await done()) >= refs.length, { timeoutMs: 120_000, intervalMs: 300, what: 'every transfer to succeed' });
    const events = await eventCounts('transfer.success', '%"trf-%');
    expect(events).toHaveLength(refs.length);
    expect(events.every((e) => Number(e.n) === 1)).toBe(true);
    const entries = await sql(
      "SELECT t.reference, COUNT(l.id) AS n FROM transfers t JOIN ledger_entries l ON l.model_responsible = 'Transfer' AND l.model_row = t.id WHERE t.reference LIKE 'trf-%' GROUP BY t.reference",
    );
    expect(new Set(entries.map((e) => Number(e.n))).size).toBe(1);
    await expectLedgerSound(recorder);
    const after = await report('transfers', refs.length, before, logged);
    expect(after.errors500).toBe(0);
  });

  it('dispute deadlines: 30 disputes opened on both nodes are each reminded once and resolved once past their due date', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    const txs = await onBoth(30, 6, async (api, i) => {
      const res = await api.post('/charge', { email: `dp${i}@example.com`, amount: 20_000, card: DISPUTED, reference: `dp-${i}` });
      expect(res.body.data?.status).toBe('success');
      return Number(res.body.data.id);
    });
    const ids = async () => (await sql(`SELECT id FROM disputes WHERE transaction_id IN (${txs.join(',')})`)).map((r) => Number(r.id));
    await waitFor(async () => (await ids()).length >= txs.length, { timeoutMs: 30_000, intervalMs: 200, what: 'every dispute to open' });
    const disputes = await ids();
    const anyLike = (type: string) => count('SELECT COUNT(*) AS n FROM events WHERE type = ?', [type]);
    const reminded0 = await anyLike('charge.dispute.remind');
    // Reminded 12 hours before the due date, then resolved against the merchant past it.
    await advance(apiA, 12 * 3600 + 1);
    await waitFor(async () => (await anyLike('charge.dispute.remind')) - reminded0 >= txs.length, {
      timeoutMs: 60_000,
      intervalMs: 300,
      what: 'every reminder',
    });
    await advance(apiB, 12 * 3600);
    const resolved = () => count(`SELECT COUNT(*) AS n FROM disputes WHERE status = 'resolved' AND id IN (${disputes.join(',')})`);
    await waitFor(async () => (await resolved()) >= txs.length, { timeoutMs: 120_000, intervalMs: 300, what: 'every dispute to be resolved' });
    await expectNothingWithin(1500, async () => (await anyLike('charge.dispute.remind')) - reminded0 > txs.length, 'a second reminder');
    const perDispute = await sql(
      `SELECT model_row, COUNT(*) AS n, SUM(amount) AS net FROM ledger_entries WHERE model_responsible = 'Dispute' AND model_row IN (${disputes.join(',')}) GROUP BY model_row`,
    );
    expect(perDispute.map((r) => [Number(r.n), Number(r.net)])).toEqual(disputes.map(() => [2, 0]));
    const txRows = await sql(`SELECT status, refunded_amount FROM transactions WHERE id IN (${txs.join(',')})`);
    expect(txRows.every((t) => t.status === 'reversed' && Number(t.refunded_amount) === 20_000)).toBe(true);
    expect(await anyLike('charge.dispute.remind')).toBe(reminded0 + txs.length);
    await expectLedgerSound(recorder);
    const after = await report('dispute deadlines', txs.length, before, logged);
    expect(after.errors500).toBe(0);
  });

  it('direct debit: 30 mandates signed on both nodes are each activated exactly once', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    const refs = await onBoth(30, 6, async (api, i) => {
      const res = await api.post('/customer/authorization/initialize', {
        channel: 'direct_debit',
        email: `dd${i}@example.com`,
        account: { number: '0123456789', bank_code: '044' },
        address: { street: '1 Marina', city: 'Lagos', state: 'Lagos' },
      });
      expect(res.status).toBe(200);
      const signed = await postForm(i % 2 ? b.url : a.url, `/mandate/${res.body.data.access_code}`, {});
      expect(signed.status).toBe(303);
      return String(res.body.data.reference);
    });
    // The bank activates a mandate once the clock passes its delay.
    await advance(apiA, 61);
    const active = () => count("SELECT COUNT(*) AS n FROM direct_debit_mandates WHERE status = 'active'");
    await waitFor(async () => (await active()) >= refs.length, { timeoutMs: 120_000, intervalMs: 300, what: 'every mandate to be active' });
    await expectNothingWithin(
      1500,
      async () => (await count("SELECT COUNT(*) AS n FROM events WHERE type = 'direct_debit.authorization.active'")) > refs.length,
      'a second activation',
    );
    const events = await sql("SELECT payload FROM events WHERE type = 'direct_debit.authorization.active'");
    expect(events.map((e) => payloadOf(e).reference).sort()).toEqual([...refs].sort());
    const mandates = await sql('SELECT activation_attempts FROM direct_debit_mandates');
    expect(mandates.map((m) => Number(m.activation_attempts))).toEqual(refs.map(() => 1));
    const after = await report('direct debit mandates', refs.length, before, logged);
    expect(after.errors500).toBe(0);
  });

  it('identification: 40 customers identified on both nodes are each checked exactly once', async () => {
    const before = await conflictCounters();
    const logged = { ...collisions(), retried: await retries() };
    const codes = await onBoth(40, 6, async (api, i) => {
      const c = await api.post('/customer', { email: `idn${i}@example.com` });
      expect(c.status).toBe(200);
      const res = await (i % 2 ? apiA : apiB).post(`/customer/${c.body.data.customer_code}/identification`, DOCUMENTED_IDENTIFICATION);
      expect(res.status).toBe(202);
      return String(c.body.data.customer_code);
    });
    const done = () => count("SELECT COUNT(*) AS n FROM customer_identifications WHERE status = 'success'");
    await waitFor(async () => (await done()) >= codes.length, { timeoutMs: 120_000, intervalMs: 300, what: 'every identification to be checked' });
    await expectNothingWithin(
      1500,
      async () => (await count("SELECT COUNT(*) AS n FROM events WHERE type LIKE 'customeridentification.%'")) > codes.length,
      'a second verdict',
    );
    const events = await sql("SELECT type, payload FROM events WHERE type LIKE 'customeridentification.%'");
    expect(events.every((e) => e.type === 'customeridentification.success')).toBe(true);
    expect(events.map((e) => payloadOf(e).customer_code).sort()).toEqual([...codes].sort());
    const after = await report('identifications', codes.length, before, logged);
    expect(after.errors500).toBe(0);
  });
});
