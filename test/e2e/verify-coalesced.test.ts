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

// The same reads again, at once: each answers its own transaction. One statement per read on
// SQLite; on MariaDB fewer, where requests reached the node in the same turn of its event loop
// (their arrival decides that, so up to three tries).
async function expectFewerReads(reads: Array<() => Promise<{ body: Record<string, any> }>>, expected: Array<Record<string, unknown>>): Promise<void> {
  let fewest = Infinity;
  for (let attempt = 0; attempt < 3 && !(usingMysql() && fewest < reads.length); attempt++) {
    const again = await countQueries(server.services.db.ds, () => Promise.all(reads.map((read) => read())));
    expected.forEach((e, k) => expect(again.result[k]!.body.data).toMatchObject(e));
    const statements = again.queries.filter((q) => /^SELECT .*FROM transactions t/.test(q)).length;
    if (!usingMysql()) expect(statements).toBe(reads.length);
    fewest = Math.min(fewest, statements);
  }
  if (usingMysql()) expect(fewest).toBeLessThan(reads.length);
}

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

  // Read again, the documents stored now.
  await expectFewerReads(
    made.map((m) => () => m.api.get(`/transaction/verify/${m.reference}`)),
    made.map((m) => ({ reference: m.reference, amount: m.amount })),
  );
});

// Fetches by id arrive together the same way (GET /transaction/:id, the same stored documents).
// An id is the primary key, so what must hold is the owner: another integration's id, or the other
// mode's, is not found, even when its owner's fetch of it is read in the same statement.
it('answers many concurrent fetches by id each with its own integration and mode, in fewer statements than fetches', async () => {
  const [a, b] = [await server.newIntegration('FA'), await server.newIntegration('FB')];
  const made: Array<{ api: typeof a.api; id: number; amount: number }> = [];
  for (let i = 0; i < 12; i++) {
    for (const [api, amount] of [
      [a.api, 3000 + i],
      [b.api, 4000 + i],
    ] as const) {
      const r = await api.post('/transaction/initialize', { email: `fetch${i}@example.com`, amount, reference: `fetch-ref-${amount}` });
      expect(r.status).toBe(200);
      const verified = await api.get(`/transaction/verify/fetch-ref-${amount}`);
      made.push({ api, id: verified.body.data.id, amount });
    }
  }
  const live = Paystack(a.live.secret_key);
  live.endpoint = server.url;
  await live.transaction.initialize({ email: 'live-fetch@example.com', amount: '888', reference: 'fetch-live' });
  const liveId: number = (await live.transaction.verify({ reference: 'fetch-live' })).data.id;
  const [aFirst, bFirst] = [made[0]!, made[1]!];

  const { result: replies } = await countQueries(server.services.db.ds, () =>
    Promise.all([
      ...made.map((m) => m.api.get(`/transaction/${m.id}`)),
      live.transaction.get({ id: String(liveId) }),
      b.api.get(`/transaction/${aFirst.id}`),
      a.api.get(`/transaction/${bFirst.id}`),
      a.api.get(`/transaction/${liveId}`),
      a.api.get('/transaction/999999999'),
    ]),
  );
  made.forEach((m, k) => {
    const reply = replies[k] as { status: number; body: Record<string, any> };
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: m.id, amount: m.amount, domain: 'test' });
  });
  expect((replies[made.length] as { data: unknown }).data).toMatchObject({ id: liveId, amount: 888, domain: 'live' });
  for (const notOurs of replies.slice(made.length + 1) as Array<{ status: number; body: Record<string, any> }>) {
    expect(notOurs.status).toBe(404);
    expect(notOurs.body).toMatchObject({ status: false, message: 'Transaction not found' });
  }

  // Over HTTP, arrival decides which reads share a statement. Asked in one turn of the event loop
  // they do: the owner's fetch and verify beside another integration's and the other mode's of the
  // same id and reference.
  const ctx = (integration: number, domain: 'test' | 'live') => ({
    requestId: 'coalesced',
    integration: { id: integration, testClockOffsetMs: 0 },
    domain,
    log: server.services.log,
  });
  const { transactions } = server.services;
  const asked = await Promise.allSettled([
    transactions.getReply(ctx(a.id, 'test'), String(aFirst.id)),
    transactions.getReply(ctx(b.id, 'test'), String(aFirst.id)),
    transactions.getReply(ctx(a.id, 'live'), String(aFirst.id)),
    transactions.verifyReply(ctx(a.id, 'test'), 'fetch-ref-3000'),
    transactions.verifyReply(ctx(b.id, 'test'), 'fetch-ref-3000'),
    transactions.verifyReply(ctx(a.id, 'live'), 'fetch-ref-3000'),
  ]);
  for (const owner of [asked[0]!, asked[3]!]) {
    expect(owner.status).toBe('fulfilled');
    expect(JSON.parse((owner as PromiseFulfilledResult<string>).value)).toMatchObject({ id: aFirst.id, amount: 3000, domain: 'test' });
  }
  for (const k of [1, 2, 4, 5]) expect(asked[k]).toMatchObject({ status: 'rejected', reason: { kind: 'not_found' } });

  await expectFewerReads(
    made.map((m) => () => m.api.get(`/transaction/${m.id}`)),
    made.map((m) => ({ id: m.id, amount: m.amount })),
  );
});
