import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { CARDS, expectLedgerBalanced } from '../support/payments';
const Paystack = require('paystack-api');

// Verify and fetch answer from a document stored on the transaction row
// (modules/transactions/reply-document.ts). Whatever changes the transaction, its customer or its
// authorization (Kobo's own writers or an operator's SQL) must show in the next verify: each test
// compares verify with the transaction list, which presents the rows as they are.
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Documents');
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(() => server.stop());

const sql = (query: string, params: unknown[] = []) => server.services.db.ds.query(query, params);

// The transaction as the list presents it, read from the rows (no document).
async function fromRows(id: number) {
  const list = await m.api.get(`/transaction?perPage=100`);
  const item = list.body.data.find((t: { id: number }) => t.id === id);
  if (!item) throw new Error(`transaction ${id} is not listed`);
  return item;
}

async function verifyMatchesRows(reference: string) {
  const v = await m.api.get(`/transaction/verify/${encodeURIComponent(reference)}`);
  expect(v.status).toBe(200);
  expect(v.body.data).toEqual(await fromRows(v.body.data.id));
  const byId = await m.api.get(`/transaction/${v.body.data.id}`);
  expect(byId.body.data).toEqual(v.body.data);
  return v.body.data;
}

const stored = async (reference: string) =>
  (await sql('SELECT reply_key, reply_doc FROM transactions WHERE reference = ?', [reference]))[0] as { reply_key: string | null; reply_doc: string | null };

it('stores the document on the first read and serves it byte for byte while nothing changes', async () => {
  const init = await m.api.post('/transaction/initialize', { email: 'doc@example.com', amount: 5000, metadata: JSON.stringify({ cart: 7 }) });
  const reference = init.body.data.reference;
  expect((await stored(reference)).reply_doc).toBeNull();
  const first = await verifyMatchesRows(reference);
  const kept = await stored(reference);
  expect(JSON.parse(kept.reply_doc!)).toEqual(first);
  const again = await m.api.get(`/transaction/verify/${reference}`);
  expect(again.text).toBe(`{"status":true,"message":"Verification successful","data":${kept.reply_doc}}`);
  expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
  // A Paystack SDK reads it as it reads Paystack's.
  const paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;
  const sdk = await paystack.transaction.verify({ reference });
  expect(sdk.data).toEqual(first);
});

it('follows a payment: the transaction and its new authorization', async () => {
  const init = await m.api.post('/transaction/initialize', { email: 'payer@example.com', amount: 7000 });
  const reference = init.body.data.reference;
  const before = await verifyMatchesRows(reference);
  expect(before.authorization).toEqual({});
  // Paid on the hosted checkout (by access code), after the document was stored.
  const c = CARDS.success;
  const paid = await server.services.charges.startForAccessCode({ log: server.services.log }, init.body.data.access_code, {
    card: { number: c.number, cvv: c.cvv, expiryMonth: c.expiry_month, expiryYear: c.expiry_year },
  });
  expect(paid.data).toMatchObject({ status: 'success' });
  const after = await verifyMatchesRows(reference);
  expect(after.status).toBe('success');
  expect(after.authorization.authorization_code).toMatch(/^AUTH_/);
  expect(after.log).not.toEqual(before.log);
});

it('follows the customer and the authorization, through the API and through plain SQL', async () => {
  const charged = await m.api.post('/charge', { email: 'changes@example.com', amount: 9000, card: CARDS.success });
  const reference = charged.body.data.reference;
  await verifyMatchesRows(reference);

  const code = charged.body.data.customer.customer_code;
  expect((await m.api.put(`/customer/${code}`, { first_name: 'Ngozi', phone: '+2348000000001' })).status).toBe(200);
  expect((await verifyMatchesRows(reference)).customer).toMatchObject({ first_name: 'Ngozi', phone: '+2348000000001' });

  // An operator's UPDATE, with no Kobo code involved: the triggers still see it.
  await sql('UPDATE customers SET last_name = ? WHERE customer_code = ?', ['Okafor', code]);
  expect((await verifyMatchesRows(reference)).customer.last_name).toBe('Okafor');
  await sql('UPDATE authorizations SET bank = ? WHERE authorization_code = ?', ['Operator Bank', charged.body.data.authorization.authorization_code]);
  expect((await verifyMatchesRows(reference)).authorization.bank).toBe('Operator Bank');
  await sql('UPDATE transactions SET gateway_response = ? WHERE reference = ?', ['Changed by hand', reference]);
  expect((await verifyMatchesRows(reference)).gateway_response).toBe('Changed by hand');
});

it('rebuilds a document stored under another reply shape, and never serves a tampered key', async () => {
  const init = await m.api.post('/transaction/initialize', { email: 'shape@example.com', amount: 5000 });
  const reference = init.body.data.reference;
  const first = await verifyMatchesRows(reference);
  const kept = await stored(reference);
  // As an earlier Kobo would have left it: another shape, the same versions, another body.
  await sql('UPDATE transactions SET reply_key = ?, reply_doc = ? WHERE reference = ?', [
    kept.reply_key!.replace(/^[^.]+/, 'old'),
    '{"stale":true}',
    reference,
  ]);
  expect(await verifyMatchesRows(reference)).toEqual(first);
  expect((await stored(reference)).reply_key).toBe(kept.reply_key);
});

it('under concurrent verifies and changes, the last verify shows the last change', async () => {
  const charged = await m.api.post('/charge', { email: 'race@example.com', amount: 4000, card: CARDS.success });
  const reference = charged.body.data.reference;
  const code = charged.body.data.customer.customer_code;
  for (let round = 0; round < 5; round++) {
    const verifies = Array.from({ length: 20 }, () => m.api.get(`/transaction/verify/${reference}`));
    const names = Array.from({ length: 5 }, (_, i) => m.api.put(`/customer/${code}`, { first_name: `Round${round}-${i}` }));
    const writes = sql('UPDATE transactions SET gateway_response = ? WHERE reference = ?', [`Round ${round}`, reference]);
    const results = await Promise.all([...verifies, ...names]);
    await writes;
    expect(results.every((r) => r.status === 200)).toBe(true);
    const last = await verifyMatchesRows(reference);
    expect(last.gateway_response).toBe(`Round ${round}`);
    expect(last.customer.first_name).toMatch(new RegExp(`^Round${round}-`));
  }
});

it("a verify of another integration's reference stays 404 though the document exists", async () => {
  const init = await m.api.post('/transaction/initialize', { email: 'mine@example.com', amount: 5000 });
  await verifyMatchesRows(init.body.data.reference);
  const other = await server.newIntegration('Other');
  const res = await other.api.get(`/transaction/verify/${init.body.data.reference}`);
  expect(res.status).toBe(404);
  expect(res.body).toEqual({
    status: false,
    message: 'Transaction reference not found',
    meta: { nextStep: "Ensure that you're passing the reference of a transaction that exists on this integration" },
    type: 'api_error',
    code: 'transaction_not_found',
  });
  const id = (await m.api.get(`/transaction/verify/${init.body.data.reference}`)).body.data.id;
  expect((await other.api.get(`/transaction/${id}`)).body).toEqual({
    status: false,
    message: 'Transaction not found',
    meta: { nextStep: "Ensure that you're passing the reference of a transaction that exists on this integration" },
    type: 'api_error',
    code: 'transaction_not_found',
  });
});

// A read never depends on a write: a server that refuses the document's UPDATE (as a Galera node
// rejoining the cluster does: ER_ERROR_DURING_COMMIT "Not connected to Primary Component") still
// answers verify and fetch, from the rows.
it('answers verify and fetch from the rows when storing the document is refused', async () => {
  const charged = await m.api.post('/charge', { email: 'refused@example.com', amount: 6000, card: CARDS.success });
  const reference = charged.body.data.reference;
  const mysql = server.database.kind === 'mysql';
  await sql(
    mysql
      ? `CREATE TRIGGER refuse_reply_doc BEFORE UPDATE ON transactions FOR EACH ROW
         IF NOT (NEW.reply_doc <=> OLD.reply_doc) THEN
           SIGNAL SQLSTATE 'HY000' SET MYSQL_ERRNO = 1180, MESSAGE_TEXT = 'Got error 6 "No such device or address" during COMMIT: Not connected to Primary Component';
         END IF`
      : `CREATE TRIGGER refuse_reply_doc BEFORE UPDATE OF reply_doc ON transactions WHEN NEW.reply_doc IS NOT OLD.reply_doc
         BEGIN SELECT RAISE(ABORT, 'Not connected to Primary Component'); END`,
  );
  try {
    for (let i = 0; i < 3; i++) {
      const v = await verifyMatchesRows(reference);
      expect(v.status).toBe('success');
    }
    expect((await stored(reference)).reply_doc).toBeNull();
  } finally {
    await sql('DROP TRIGGER refuse_reply_doc');
  }
  // Stored again by the next read once the server takes writes.
  const v = await verifyMatchesRows(reference);
  expect(JSON.parse((await stored(reference)).reply_doc!)).toEqual(v);
});

// A read never waits on its write either: storing the document must not queue behind a table or
// backup lock (a Galera donor's FLUSH TABLES WITH READ LOCK during an rsync state transfer, an
// operator's LOCK TABLES or ALTER TABLE), whose wait (lock_wait_timeout) is a day by default. Here
// another connection holds a READ lock on transactions: reads go on, the document's UPDATE cannot.
it('answers verify at once while a table lock blocks storing the document, and stores it once the lock is gone', async () => {
  if (server.database.kind !== 'mysql') return; // SQLite has no table locks to wait on
  const charged = await m.api.post('/charge', { email: 'locked@example.com', amount: 7000, card: CARDS.success });
  const reference = charged.body.data.reference;
  expect((await stored(reference)).reply_doc).toBeNull();
  const holder = server.services.db.ds.createQueryRunner();
  await holder.connect();
  try {
    await holder.query('LOCK TABLES transactions READ');
    const started = Date.now();
    const verified = m.api.get(`/transaction/verify/${encodeURIComponent(reference)}`);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      verified.then((v) => ({ status: v.status, tx: v.body.data?.status })),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still waiting after 10 s'), 10_000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toEqual({ status: 200, tx: 'success' });
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    await holder.query('UNLOCK TABLES');
    await holder.release();
  }
  const v = await verifyMatchesRows(reference);
  if (server.services.db.ds.options.type === 'mariadb') expect(JSON.parse((await stored(reference)).reply_doc!)).toEqual(v);
});
