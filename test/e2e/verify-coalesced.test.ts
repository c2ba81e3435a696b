import { startServer, type TestServer } from '../support/server';
import { usingMysql } from '../support/database';
import { countQueries } from '../support/sql';
const Paystack = require('paystack-api');

// Verifies that arrive together are read together (one statement for many on MySQL/MariaDB:
// src/modules/transactions/reply-document.ts). Each caller must still get exactly its own
// integration's and mode's transaction: the same reference in two integrations and in both modes
// of one, a reference that differs only in case (compared exactly), another
// merchant's reference (404), and a reference nobody has.
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it('answers many concurrent verifies each with its own integration and mode, in fewer statements than verifies', async () => {
  const [a, b] = [await server.newIntegration('A'), await server.newIntegration('B')];
  const made: Array<{ who: string; api: typeof a.api; reference: string; amount: number }> = [];
  for (let i = 0; i < 12; i++) {
    const reference = `shared-ref-${i}`;
    for (const [who, api, amount] of [
      ['a', a.api, 1000 + i],
      ['b', b.api, 2000 + i],
    ] as const) {
      const r = await api.post('/transaction/initialize', { email: `payer${i}@example.com`, amount, reference });
      expect(r.status).toBe(200);
      made.push({ who, api, reference, amount });
    }
  }
  // The same reference in A's live mode, through a Paystack SDK (a string amount, no content type).
  const live = Paystack(a.live.secret_key);
  live.endpoint = server.url;
  const liveMade = await live.transaction.initialize({ email: 'live@example.com', amount: '777', reference: 'shared-ref-0' });
  expect(liveMade.status).toBe(true);

  const { result: replies } = await countQueries(server.services.db.ds, () =>
    Promise.all([
      ...made.map((m) => m.api.get(`/transaction/verify/${m.reference}`)),
      live.transaction.verify({ reference: 'shared-ref-0' }),
      a.api.get('/transaction/verify/SHARED-REF-3'),
      a.api.get('/transaction/verify/shared-ref-4%20%20'),
      a.api.get('/transaction/verify/shared-ref-5%09'),
      a.api.get('/transaction/verify/nobody-has-this'),
      b.api.get('/transaction/verify/only-a-has-this'),
    ]),
  );
  made.forEach((m, k) => {
    const reply = replies[k] as { status: number; body: Record<string, any> };
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ reference: m.reference, amount: m.amount, domain: 'test' });
  });
  const liveReply = replies[made.length] as { data: unknown };
  const [caseReply, spaces, tab, nobody, other] = replies.slice(made.length + 1) as Array<{ status: number; body: Record<string, any> }>;
  expect(liveReply.data).toMatchObject({ reference: 'shared-ref-0', amount: 777, domain: 'live' });
  // References are compared exactly on both databases (a binary collation on MariaDB).
  expect(caseReply!.status).toBe(404);
  // Trailing spaces: MariaDB's collation pads with spaces and finds the reference, SQLite does not;
  // a tab is never padding.
  if (usingMysql()) expect(spaces!.body.data).toMatchObject({ reference: 'shared-ref-4', amount: 1004 });
  else expect(spaces!.status).toBe(404);
  expect(tab!.status).toBe(404);
  expect(nobody!.status).toBe(404);
  expect(nobody!.body).toMatchObject({ status: false, message: 'Transaction reference not found' });
  expect(other!.status).toBe(404);

  // Read again (documents stored now): one read per verify on SQLite; on MariaDB fewer, where
  // requests reached the node in the same turn of its event loop (their arrival decides that, so
  // up to three tries).
  let fewest = Infinity;
  for (let attempt = 0; attempt < 3 && !(usingMysql() && fewest < made.length); attempt++) {
    const again = await countQueries(server.services.db.ds, () => Promise.all(made.map((m) => m.api.get(`/transaction/verify/${m.reference}`))));
    made.forEach((m, k) => expect(again.result[k]!.body.data).toMatchObject({ reference: m.reference, amount: m.amount }));
    const reads = again.queries.filter((q) => /^SELECT .*FROM transactions t/.test(q)).length;
    if (!usingMysql()) expect(reads).toBe(made.length);
    fewest = Math.min(fewest, reads);
  }
  if (usingMysql()) expect(fewest).toBeLessThan(made.length);
});
