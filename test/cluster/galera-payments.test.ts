import { Api, type ApiResponse } from '../support/http';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { CARDS } from '../support/payments';
import { expectLedgerSound } from '../support/ledger';
import { waitFor } from '../support/wait';
import { ROOT } from '../support/build';
import { parseDatabaseUrl } from '../../src/config/config';
import {
  conflictCounters,
  createClusterDatabase,
  adminConnection,
  describeGalera,
  killNode,
  restartNode,
  sayWhySkipped,
  startCluster,
  type ClusterDatabase,
} from '../support/galera';

// Payments on a three-node Galera cluster, Kobo node A writing through Galera node 1 and Kobo node
// B through Galera node 3, with the same keys: what an operator who outgrew one database server
// runs. Every answered payment must be stored once, and none that was not answered.
jest.setTimeout(300_000);
sayWhySkipped();

describeGalera('payments over two Kobo nodes on two Galera nodes', () => {
  let db: ClusterDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  let apiA: Api;
  let apiB: Api;
  let recorder: Awaited<ReturnType<typeof recorderFor>>;
  const keys = fixedKeys();

  beforeAll(async () => {
    await startCluster();
    db = await createClusterDatabase();
    // One after the other: a fresh database migrates once (galera-start.test.ts starts two together).
    a = await startNode({ DATABASE_URL: db.url(1), ...keys });
    b = await startNode({ DATABASE_URL: db.url(3), ...keys });
    apiA = new Api(a.url, keys.KOBO_DEFAULT_SECRET_KEY);
    apiB = new Api(b.url, keys.KOBO_DEFAULT_SECRET_KEY);
    recorder = await recorderFor(db.url(2));
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((n) => n.stop()));
    await recorder?.close();
    await db?.drop();
  });

  // The lines both servers logged for a reply's request id.
  const logLinesOf = (failure: string) => {
    const id = /Request id: ([\w-]+)/.exec(failure)?.[1];
    if (!id) return '';
    return [a, b]
      .flatMap((n) => n.output.join('').split('\n'))
      .filter((line) => line.includes(id))
      .join('\n');
  };
  // A 503 that says its COMMIT's outcome is unknown ('outcome_unknown') may hide a stored payment;
  // one that says the database was unavailable ('database_unavailable') applied nothing.
  const mayBeStored = (res: ApiResponse) => res.body.code === 'outcome_unknown';
  const charge = (api: Api, email: string, reference: string) => api.post('/charge', { email, amount: 10000, card: CARDS.success, reference });
  const stored = async (pattern: string) =>
    db.query<{ reference: string; status: string }>('SELECT reference, status FROM transactions WHERE reference LIKE ?', [pattern]);

  it('30 concurrent charges for one customer over both nodes store exactly 30, each answered one present (no ghost payments)', async () => {
    const before = await conflictCounters();
    const refs = Array.from({ length: 30 }, (_, i) => `ghost-${i}`);
    const replies = await Promise.all(refs.map((ref, i) => charge(i % 2 ? apiB : apiA, 'one-customer@example.com', ref)));
    const answered = refs.filter((_, i) => replies[i]!.status === 200 && replies[i]!.body.data?.status === 'success');
    const others = replies.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.message}`);
    const after = await conflictCounters();
    console.log(
      `galera-payments ghost check: ${answered.length}/30 answered success, other replies: ${JSON.stringify(others)}; conflicts: ${after.certFailures - before.certFailures} certification failures, ${after.bfAborts - before.bfAborts} brute-force aborts`,
    );
    expect(replies.every((r) => r.status < 500)).toBe(true);
    const rows = await stored('ghost-%');
    // Every stored payment was answered (no ghost), and every answered one is stored once.
    expect(rows.map((r) => r.reference).sort()).toEqual([...answered].sort());
    expect(answered).toHaveLength(30);
    const customers = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM customers WHERE email = 'one-customer@example.com'");
    expect(Number(customers[0]!.n)).toBe(1);
    const events = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM events WHERE type = 'charge.success' AND payload LIKE '%ghost-%'");
    expect(Number(events[0]!.n)).toBe(30);
    await expectLedgerSound(recorder);
  });

  it('a charge made on one node verifies at once on the other (causal reads)', async () => {
    for (let i = 0; i < 20; i++) {
      const [from, to] = i % 2 ? [apiA, apiB] : [apiB, apiA];
      const ref = `causal-${i}`;
      expect((await charge(from, `causal${i}@example.com`, ref)).body.data?.status).toBe('success');
      const verified = await to.get(`/transaction/verify/${ref}`);
      expect({ i, status: verified.status, tx: verified.body.data?.status }).toEqual({ i, status: 200, tx: 'success' });
    }
  });

  // A node that cannot catch up with the cluster: the donor of an rsync state transfer holds FLUSH
  // TABLES WITH READ LOCK and applies nothing meanwhile, so every causal read through it waits
  // (db/galera.ts), then fails with a lock wait timeout after repl.causal_read_timeout (30 s; 2 s
  // here). Kobo B, on that node, answers 503 + Retry-After once, without redoing the wait, and
  // stores nothing; Kobo A goes on; both serve again once the lock is gone.
  it('a Galera node that cannot catch up (a donor holding FLUSH TABLES WITH READ LOCK): 503 + Retry-After, nothing stored, then served again', async () => {
    const admin = await adminConnection(3);
    const lock = await adminConnection(3);
    const timeoutOf = async () => {
      const [rows] = await admin.query("SHOW VARIABLES LIKE 'wsrep_provider_options'");
      return /repl\.causal_read_timeout = (\w+)/.exec(String((rows as Array<{ Value: string }>)[0]!.Value))![1]!;
    };
    const original = await timeoutOf();
    try {
      await admin.query("SET GLOBAL wsrep_provider_options = 'repl.causal_read_timeout=PT2S'");
      expect(await timeoutOf()).toBe('PT2S');
      await lock.query('SET SESSION wsrep_sync_wait = 0');
      await lock.query('FLUSH TABLES WITH READ LOCK');
      // Committed through node 1 while node 3 applies nothing.
      expect((await charge(apiA, 'donor-a@example.com', 'donor-a')).body.data?.status).toBe('success');
      const started = Date.now();
      const [verified, charged] = await Promise.all([apiB.get('/transaction/verify/donor-a'), charge(apiB, 'donor-b@example.com', 'donor-b')]);
      const tookMs = Date.now() - started;
      for (const res of [verified, charged]) {
        expect({ status: res.status, retryAfter: res.headers.get('retry-after'), message: res.body.message }).toEqual({
          status: 503,
          retryAfter: '5',
          message: 'The database is unavailable at the moment. Please retry in 5 seconds',
        });
      }
      // One causal wait (2 s) each, not one per retry of the unit of work.
      expect(tookMs).toBeLessThan(8_000);
    } finally {
      await lock.query('UNLOCK TABLES').catch(() => undefined);
      await admin.query(`SET GLOBAL wsrep_provider_options = 'repl.causal_read_timeout=${original}'`);
      await Promise.all([admin.end(), lock.end()]);
    }
    expect(await stored('donor-b')).toEqual([]);
    const verified = await apiB.get('/transaction/verify/donor-a');
    expect({ status: verified.status, tx: verified.body.data?.status }).toEqual({ status: 200, tx: 'success' });
    expect((await charge(apiB, 'donor-b@example.com', 'donor-b')).body.data?.status).toBe('success');
    expect((await stored('donor-%')).map((r) => r.reference).sort()).toEqual(['donor-a', 'donor-b']);
    await expectLedgerSound(recorder);
  });

  // A restarted node that needs a full copy (rsync SST) makes its donor, perhaps node 1 or 3, hold
  // FLUSH TABLES WITH READ LOCK meanwhile: the Kobo node on it may answer 503 + Retry-After (above).
  it('a Galera node killed and restarted under a steady charge load: every answered payment stored, no 500s', async () => {
    const answered: string[] = [];
    const unavailable: string[] = [];
    const unknownOutcome: string[] = [];
    const failures: string[] = [];
    let stop = false;
    let sent = 0;
    const worker = async (api: Api, w: number) => {
      // Until the test says stop, however long the restart takes: a fixed count ran out while a slow
      // rejoin was still under way, and then nothing more could be answered.
      for (let i = 0; !stop; i++) {
        const ref = `steady-${w}-${i}`;
        sent++;
        let res: ApiResponse;
        try {
          res = await charge(api, `steady${w}@example.com`, ref);
        } catch (err) {
          failures.push(`${ref}: ${(err as Error).message}`);
          continue;
        }
        if (res.status === 200 && res.body.data?.status === 'success') answered.push(ref);
        else if (res.status === 503 && Number(res.headers.get('retry-after')) > 0) {
          unavailable.push(ref);
          if (mayBeStored(res)) unknownOutcome.push(ref);
        } else failures.push(`${ref}: ${res.status} ${res.body.message}`);
      }
    };
    const load = Promise.all([worker(apiA, 0), worker(apiB, 1), worker(apiA, 2), worker(apiB, 3)]);
    await waitFor(() => answered.length >= 20, { timeoutMs: 60_000, what: 'the load to start' });
    // Node 2 holds no Kobo node: the cluster loses a member, the writers on 1 and 3 go on.
    await killNode(2);
    const atKill = answered.length;
    await waitFor(() => answered.length >= atKill + 40, { timeoutMs: 60_000, what: 'charges to go on without node 2' });
    await restartNode(2);
    const atRestart = answered.length;
    const failedAtRestart = failures.length;
    await waitFor(() => answered.length >= atRestart + 40, {
      timeoutMs: 60_000,
      what: 'charges to go on after node 2 rejoined',
      describe: () => `${answered.length - atRestart} answered since, failures since: ${JSON.stringify(failures.slice(failedAtRestart, failedAtRestart + 5))}`,
    });
    stop = true;
    await load;
    console.log(
      `galera-payments steady load: ${sent} sent, ${answered.length} answered success, ${unavailable.length} answered 503 + Retry-After, failures: ${JSON.stringify(failures.slice(0, 10))}`,
    );
    const serverErrors = failures.filter((f) => / 5\d\d /.test(f));
    // What the servers logged for each: the reply says only "Request id".
    for (const f of serverErrors) console.log(`${f}\n${logLinesOf(f)}`);
    expect(serverErrors).toEqual([]);
    const rows = await stored('steady-%');
    expect(rows.map((r) => r.reference).sort()).toEqual(expect.arrayContaining(answered));
    // Nothing stored that no client was told about, on the restarted node too (a 503 may hide a
    // COMMIT whose outcome was unknown, and says so).
    const unanswered = rows.filter((r) => !answered.includes(r.reference) && !unknownOutcome.includes(r.reference)).map((r) => r.reference);
    expect(unanswered).toEqual([]);
    const onNode2 = await db.query<{ n: number }>("SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE 'steady-%'", [], 2);
    expect(Number(onNode2[0]!.n)).toBe(rows.length);
    await expectLedgerSound(recorder);
  });

  // With a DATABASE_URL that lists several servers, a Kobo node whose own Galera node dies moves to
  // the next one and answers 503 with Retry-After meanwhile, never 500. Runs once the configuration
  // accepts such a URL (the failover work); until then it is listed as a todo.
  const multiHost = (() => {
    try {
      return (parseDatabaseUrl('mysql://root@127.0.0.1:3312,127.0.0.1:3311/x', ROOT) as { hosts?: unknown[] }).hosts?.length === 2;
    } catch {
      return false;
    }
  })();
  const failover = 'the Galera node a Kobo node writes through is killed: 503 + Retry-After at most, then it goes on through another node';
  if (!multiHost) it.todo(failover);
  else
    it(failover, async () => {
      const c = await startNode({ DATABASE_URL: `mysql://root@127.0.0.1:3312,127.0.0.1:3311/${db.name}`, ...keys });
      try {
        const apiC = new Api(c.url, keys.KOBO_DEFAULT_SECRET_KEY);
        const answered: string[] = [];
        const unavailable: string[] = [];
        const unknownOutcome: string[] = [];
        const other: string[] = [];
        // When each success was sent and answered: how long after the kill the node served again.
        const successes: Array<{ sent: number; at: number }> = [];
        let stop = false;
        const worker = async (w: number) => {
          for (let i = 0; !stop; i++) {
            const ref = `failover-${w}-${i}`;
            const sent = Date.now();
            const res = await charge(apiC, `failover${w}@example.com`, ref).catch(
              (err: Error) => ({ status: 0, headers: new Headers(), body: { message: err.message } }) as ApiResponse,
            );
            if (res.status === 200 && res.body.data?.status === 'success') {
              answered.push(ref);
              successes.push({ sent, at: Date.now() });
            } else if (res.status === 503 && Number(res.headers.get('retry-after')) > 0) {
              unavailable.push(ref);
              if (mayBeStored(res)) unknownOutcome.push(ref);
            } else other.push(`${ref}: ${res.status} ${res.body.message}`);
          }
        };
        const load = Promise.all([worker(0), worker(1)]);
        await waitFor(() => answered.length >= 20, { timeoutMs: 60_000, what: 'the load to start' });
        await killNode(2);
        // killNode returns once the process is gone: the node's own server is lost from here on.
        const killedAt = Date.now();
        const atKill = answered.length;
        await waitFor(() => answered.length >= atKill + 40, { timeoutMs: 90_000, what: 'charges to go on through another node' });
        stop = true;
        await load;
        await restartNode(2);
        // The first charge sent after the kill that succeeded: the node had moved to Galera node 1
        // and the cluster had dropped node 2 (evs.suspect_timeout, 3 s in scripts/galera-cluster.sh).
        const back = successes.filter((s) => s.sent >= killedAt).sort((x, y) => x.at - y.at)[0];
        const backAfterMs = back ? back.at - killedAt : Infinity;
        console.log(
          `galera-payments failover: ${answered.length} answered, ${unavailable.length} answered 503 + Retry-After, serving again ${backAfterMs} ms after the kill, other: ${JSON.stringify(other.slice(0, 10))}`,
        );
        expect(other).toEqual([]);
        // Back within seconds (issue 38), not after the dead node returns: it is restarted only
        // after this load, so anything served in between went through another node.
        expect(backAfterMs).toBeLessThan(15_000);
        const rows = (await stored('failover-%')).map((r) => r.reference);
        expect(rows).toEqual(expect.arrayContaining(answered));
        // A 503 that said its outcome was unknown may hide a COMMIT; nothing else may be stored.
        expect(rows.filter((r) => !answered.includes(r) && !unknownOutcome.includes(r))).toEqual([]);
        await expectLedgerSound(recorder);
      } finally {
        await c.stop();
      }
    });
});
