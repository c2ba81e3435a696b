import {
  BulkChargeDetailDocument,
  BulkChargeProgressDocument,
  CheckBulkChargeDocument,
  CreateBulkChargeDocument,
  EventStreamDocument,
  PauseBulkChargeDocument,
  ResumeBulkChargeDocument,
} from '../generated/graphql';
import { seedAuthorizations } from '../support/bulk';
import { gql, subscribe, wsClient } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { untilLive } from '../support/live';
import { rowCounts } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
beforeAll(async () => {
  // One item at a time per node, so a pause lands between items.
  server = await startServer({ KOBO_BULK_CHARGE_CONCURRENCY: '1', KOBO_BULK_CHARGE_BATCH: '2' });
  m = await server.newIntegration();
  other = await server.newIntegration('Other');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

function client(key: string) {
  const paystack = Paystack(key);
  paystack.endpoint = server.url;
  return paystack;
}

const settle = () => server.services.bulkChargeRunner.idle();
const sql = (q: string, params: unknown[] = []) => server.services.db.read({}, (em) => em.query(q, params)) as Promise<Array<Record<string, any>>>;

describe('bulk charges over REST with the paystack-api client', () => {
  it('queues a batch, charges every item through charge_authorization and completes', async () => {
    const codes = await seedAuthorizations(server.services, m.api, 6, 'happy');
    const paystack = client(m.test.secret_key);
    const items = codes.map((authorization, i) => ({
      authorization,
      amount: 10_000 + i,
      ...(i === 0 ? { reference: 'my-own-ref-1', metadata: { order: 7 } } : {}),
    }));
    // The last one is declined by the simulated bank (insufficient funds): a failed item.
    items[5]!.amount = 60_000_000;
    const created = await paystack.bulk_charge.create(items);
    expect(created).toMatchObject({
      status: true,
      message: 'Charges have been queued',
      data: { domain: 'test', status: 'active', integration: m.id, total_charges: 6, pending_charges: 6 },
    });
    expect(created.data.batch_code).toMatch(/^BCH_[a-z0-9]{15}$/);
    await settle();

    const fetched = await paystack.bulk_charge.get({ id: created.data.batch_code });
    expect(fetched).toMatchObject({
      status: true,
      message: 'Bulk charge retrieved',
      data: { id: created.data.id, status: 'complete', total_charges: 6, pending_charges: 0 },
    });
    expect((await paystack.bulk_charge.get({ id: created.data.id })).data.batch_code).toBe(created.data.batch_code);

    const charges = await paystack.bulk_charge.getCharges({ id: created.data.batch_code });
    expect(charges).toMatchObject({ status: true, message: 'Bulk charge items retrieved', meta: { total: 6, page: 1 } });
    expect(charges.data.filter((c: any) => c.status === 'success')).toHaveLength(5);
    const own = charges.data.find((c: any) => c.transaction.reference === 'my-own-ref-1');
    expect(own).toMatchObject({
      integration: m.id,
      bulkcharge: created.data.id,
      domain: 'test',
      amount: 10_000,
      currency: 'NGN',
      status: 'success',
      customer: { email: 'happy-0@example.com', customer_code: expect.stringMatching(/^CUS_/) },
      authorization: { authorization_code: codes[0], reusable: true },
      transaction: { status: 'success', amount: 10_000, channel: 'card', currency: 'NGN', metadata: { order: 7 } },
    });
    const failed = await m.api.get(`/bulkcharge/${created.data.batch_code}/charges?status=failed`);
    expect(failed.body.data).toHaveLength(1);
    expect(failed.body.data[0]).toMatchObject({
      status: 'failed',
      amount: 60_000_000,
      transaction: { status: 'failed', gateway_response: 'Insufficient Funds' },
    });
    expect((await m.api.get(`/bulkcharge/${created.data.batch_code}/charges?status=pending`)).body.data).toHaveLength(0);

    // Real transactions: verify works, fees charged, one charge.success each, ledger posted.
    const generated = charges.data.find((c: any) => c.transaction.reference !== 'my-own-ref-1' && c.status === 'success').transaction.reference;
    expect(generated).toMatch(new RegExp(`^${created.data.batch_code.replace('_', '-')}-\\d+$`));
    const verify = await m.api.get(`/transaction/verify/${generated}`);
    expect(verify.body.data).toMatchObject({ status: 'success', fees: expect.any(Number), authorization: { reusable: true } });
    const events = await sql("SELECT COUNT(*) AS n FROM events WHERE type = 'charge.success' AND integration_id = ?", [m.id]);
    expect(Number(events[0]!.n)).toBe(6); // 5 items + the seed charge
    const done = await sql("SELECT type FROM events WHERE type LIKE 'bulkcharge.%' AND resource = ?", [`bulkcharge:${created.data.id}`]);
    expect(done.map((e) => e.type)).toEqual(['bulkcharge.created', ...Array(6).fill('bulkcharge.progress'), 'bulkcharge.complete']);

    const list = await paystack.bulk_charge.list({ perPage: 10, page: 1 });
    expect(list).toMatchObject({ status: true, message: 'Bulk charges retrieved', meta: { total: 1, perPage: 10, page: 1 } });
    expect(list.data[0]).toEqual({
      domain: 'test',
      batch_code: created.data.batch_code,
      status: 'complete',
      id: created.data.id,
      integration: m.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const cursor = await m.api.get('/bulkcharge?use_cursor=true&perPage=1');
    expect(cursor.body.data).toHaveLength(1);
    expect(cursor.body.meta).toMatchObject({ perPage: 1, next: null });
  });

  it('pause stops new charges at once; resume completes the batch where it stopped', async () => {
    // Large enough that the pause lands while items remain (items are charged as soon as queued).
    const codes = await seedAuthorizations(server.services, m.api, 1000, 'pause');
    const created = await m.api.post(
      '/bulkcharge',
      codes.map((authorization) => ({ authorization, amount: 5000 })),
    );
    expect(created.status).toBe(200);
    const code = created.body.data.batch_code;
    const paused = await m.api.get(`/bulkcharge/pause/${code}`);
    expect(paused.body).toEqual({ status: true, message: 'Bulk charge batch has been paused' });
    const atPause = (await m.api.get(`/bulkcharge/${code}`)).body.data;
    expect(atPause.status).toBe('paused');
    await settle();
    // Nothing was charged after the pause committed.
    const after = (await m.api.get(`/bulkcharge/${code}`)).body.data;
    expect(after).toMatchObject({ status: 'paused', pending_charges: atPause.pending_charges });
    expect(after.pending_charges).toBeGreaterThan(0);
    const charged = await sql('SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE ?', [`${code.replace('_', '-')}-%`]);
    expect(Number(charged[0]!.n)).toBe(1000 - after.pending_charges);

    expect((await m.api.get(`/bulkcharge/resume/${code}`)).body).toEqual({ status: true, message: 'Bulk charge batch has been resumed' });
    await settle();
    expect((await m.api.get(`/bulkcharge/${code}`)).body.data).toMatchObject({ status: 'complete', pending_charges: 0, total_charges: 1000 });
    const refs = await sql('SELECT reference FROM transactions WHERE reference LIKE ?', [`${code.replace('_', '-')}-%`]);
    expect(refs).toHaveLength(1000);
    expect(new Set(refs.map((r) => r.reference)).size).toBe(1000);
    // Pausing a finished batch is refused; an unknown code is not found.
    expect((await m.api.get(`/bulkcharge/pause/${code}`)).status).toBe(400);
    expect((await m.api.get('/bulkcharge/pause/BCH_doesnotexist00')).body).toMatchObject({ status: false, message: 'Bulk charge batch not found' });
  });

  it('an authorization deactivated after the batch was queued fails its item at charge time, nothing charged on it', async () => {
    const codes = await seedAuthorizations(server.services, m.api, 100, 'lapsed');
    const created = await m.api.post(
      '/bulkcharge',
      codes.map((authorization) => ({ authorization, amount: 5000 })),
    );
    expect(created.status).toBe(200);
    const code = created.body.data.batch_code;
    expect((await m.api.get(`/bulkcharge/pause/${code}`)).status).toBe(200);
    await settle();
    // Items are charged in order: the last one is still pending.
    const lapsed = codes[codes.length - 1]!;
    expect((await m.api.get(`/bulkcharge/${code}/charges?status=pending&perPage=100`)).body.data.map((c: any) => c.authorization.authorization_code)).toContain(
      lapsed,
    );
    expect((await m.api.post('/customer/deactivate_authorization', { authorization_code: lapsed })).status).toBe(200);
    expect((await m.api.get(`/bulkcharge/resume/${code}`)).status).toBe(200);
    await settle();
    expect((await m.api.get(`/bulkcharge/${code}`)).body.data).toMatchObject({ status: 'complete', pending_charges: 0, total_charges: 100 });
    const failed = (await m.api.get(`/bulkcharge/${code}/charges?status=failed`)).body.data;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ status: 'failed', authorization: { authorization_code: lapsed } });
    const [item] = await sql('SELECT message, transaction_id FROM bulk_charge_items WHERE bulk_charge_id = ? AND status = ?', [created.body.data.id, 'failed']);
    expect(item!.transaction_id).toBeNull();
    expect(item!.message).toBe('Email does not match Authorization code. Authorization may be inactive or belong to a different email. Please confirm.');
    const charged = await sql('SELECT COUNT(*) AS n FROM transactions WHERE reference LIKE ?', [`${code.replace('_', '-')}-%`]);
    expect(Number(charged[0]!.n)).toBe(99);
  });

  it('streams progress over graphql-ws and serves batches and items over GraphQL', async () => {
    const codes = await seedAuthorizations(server.services, m.api, 400, 'gql');
    const ws = wsClient(server.wsUrl, m.test.secret_key);
    try {
      // Paused right after creation, so the subscription is in place before the rest are charged.
      const key = m.test.secret_key;
      const create = await gql(server.url, key, CreateBulkChargeDocument, { charges: codes.map((authorization) => ({ authorization, amount: 7000 })) });
      const code = create.data!.createBulkCharge.batchCode;
      const paused = await gql(server.url, key, PauseBulkChargeDocument, { code });
      expect(paused.data!.pauseBulkCharge.status).toBe('paused');
      await settle();
      const before = paused.data!.pauseBulkCharge.pendingCharges;
      const sub = subscribe(ws, BulkChargeProgressDocument, { code });
      // Live once a probe subscription opened after it on the same socket hears a probe event.
      const probe = subscribe(ws, EventStreamDocument, { types: ['customer.created'] });
      await untilLive(probe, m.api, 'bulk-progress');
      probe.dispose();
      const resumed = await gql(server.url, key, ResumeBulkChargeDocument, { code });
      expect(resumed.data!.resumeBulkCharge.status).toBe('active');
      await settle();
      // resumed, then one per item still pending, then completion.
      const got = await sub.waitFor(before + 2, 60_000);
      const values = got.map((g: any) => g.data.bulkChargeProgress);
      expect(values[0]).toMatchObject({ status: 'active' });
      expect(values[values.length - 1]).toEqual({ processed: 400, succeeded: 400, failed: 0, status: 'complete' });
      const processed = values.slice(1, -1).map((v: any) => v.processed);
      expect(processed).toEqual([...processed].sort((a, b) => a - b));
      sub.dispose();

      const q: any = await gql(server.url, key, BulkChargeDetailDocument, { code });
      expect(q.errors).toBeUndefined();
      expect(q.data.bulkCharge).toEqual({ batchCode: code, status: 'complete', totalCharges: 400, pendingCharges: 0, succeeded: 400 });
      expect(q.data.bulkCharges.edges.map((e: any) => e.node.batchCode)).toContain(code);
      expect(q.data.bulkChargeItems.totalCount).toBe(400);
      expect(q.data.bulkChargeItems.edges[0].node).toMatchObject({
        amount: '7000',
        status: 'success',
        bulkCharge: { batchCode: code },
        transaction: { status: 'success' },
      });
      // Another integration sees nothing.
      const foreign = await gqlPost(`query($code: String!) { bulkCharge(idOrCode: $code) { batchCode } }`, { code }, other.test.secret_key);
      expect(foreign.data.bulkCharge).toBeNull();
    } finally {
      await ws.dispose();
    }
  });

  it("checks a batch over GraphQL without queueing it: every row's problem, and a refused send names its row", async () => {
    const [mine, second] = await seedAuthorizations(server.services, m.api, 2, 'check');
    const paid = await m.api.post('/transaction/charge_authorization', {
      email: 'check-0@example.com',
      amount: 5000,
      authorization_code: mine,
      reference: 'check-taken',
    });
    expect(paid.body.data.status).toBe('success');
    const before = await sql('SELECT COUNT(*) AS n FROM bulk_charges');
    const checked = await gql(server.url, m.test.secret_key, CheckBulkChargeDocument, {
      charges: [
        { authorization: mine, amount: 5000, reference: 'check-taken' },
        { authorization: 'AUTH_nosuchcode', amount: 5000 },
        { authorization: second, amount: 0 },
        { authorization: second, amount: 7000 },
      ],
    });
    expect(checked.data?.checkBulkCharge.problems).toEqual([
      { row: 0, field: 'reference', message: 'Duplicate Transaction Reference' },
      { row: 1, field: 'authorization', message: 'Invalid Authorization Code' },
      { row: 2, field: 'amount', message: 'You must specify a valid amount' },
    ]);
    expect(checked.data?.checkBulkCharge.rows.map((r) => [r.row, r.authorization?.authorizationCode ?? null, r.customer?.email ?? null])).toEqual([
      [0, mine, 'check-0@example.com'],
      [1, null, null],
      [3, second, 'check-1@example.com'],
    ]);
    const refused = await gql(server.url, m.test.secret_key, CreateBulkChargeDocument, {
      charges: [
        { authorization: second, amount: 5000 },
        { authorization: mine, amount: 5000, reference: 'check-taken' },
      ],
    });
    expect(refused.errors?.map((e) => [e.message, e.extensions?.field])).toEqual([['Duplicate Transaction Reference', '[1].reference']]);
    expect(await sql('SELECT COUNT(*) AS n FROM bulk_charges')).toEqual(before);
  });

  it('refuses bad batches with the documented 4xx and stores nothing', async () => {
    const [mine, second, deactivated, single] = await seedAuthorizations(server.services, m.api, 4, 'bad');
    const [theirs] = await seedAuthorizations(server.services, other.api, 1, 'theirs');
    expect((await m.api.post('/customer/deactivate_authorization', { authorization_code: deactivated })).status).toBe(200);
    await server.services.db.run((em) => em.query('UPDATE authorizations SET reusable = ? WHERE authorization_code = ?', [false, single]));
    const before = await rowCounts(server);
    const batchesBefore = await sql('SELECT COUNT(*) AS n FROM bulk_charges');
    const itemsBefore = await sql('SELECT COUNT(*) AS n FROM bulk_charge_items');
    const cases: Array<[unknown, number, string]> = [
      [
        [
          { authorization: mine, amount: 5000 },
          { authorization: mine, amount: 6000 },
        ],
        400,
        'Authorizations must be unique within a batch',
      ],
      [
        [
          { authorization: mine, amount: 5000 },
          { authorization: theirs, amount: 5000 },
        ],
        400,
        'Invalid Authorization Code',
      ],
      [[{ authorization: 'AUTH_nosuchcode', amount: 5000 }], 400, 'Invalid Authorization Code'],
      [
        [
          { authorization: mine, amount: 5000 },
          { authorization: deactivated, amount: 5000 },
        ],
        400,
        'Invalid Authorization Code',
      ],
      [[{ authorization: single, amount: 5000 }], 400, 'This authorization is not reusable'],
      [[{ authorization: mine, amount: 0 }], 400, 'You must specify a valid amount'],
      [[{ authorization: mine, amount: -100 }], 400, 'You must specify a valid amount'],
      [[{ authorization: mine, amount: 12.5 }], 400, 'Amount must be an integer'],
      [[{ authorization: mine, amount: 'lots' }], 400, 'Amount must be an integer'],
      [[{ authorization: mine }], 400, 'Amount is required'],
      [[{ amount: 5000 }], 400, 'Authorization code is required'],
      [[{ authorization: mine, amount: 5000, reference: 'Bad Ref!' }], 400, 'Invalid character in transaction reference'],
      [
        [
          { authorization: mine, amount: 5000, reference: 'r-1' },
          { authorization: second, amount: 5000, reference: 'r-1' },
        ],
        400,
        'Duplicate Transaction Reference',
      ],
      [[{ authorization: mine, amount: 5000, currency: 'XYZ' }], 400, 'Currency not supported by merchant'],
      [[], 400, 'Please provide at least one charge'],
      [{ authorization: mine, amount: 5000 }, 400, 'Request body must be an array of charges'],
      [['AUTH_x'], 400, 'Each charge must be an object with authorization and amount'],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/bulkcharge', body);
      expect({ body, status: res.status, message: res.body.message, ok: res.body.status }).toEqual({ body, status, message, ok: false });
    }
    // A test-mode authorization is not the live domain's.
    const live = await m.live_api.post('/bulkcharge', [{ authorization: mine, amount: 5000 }]);
    expect({ status: live.status, message: live.body.message }).toEqual({ status: 400, message: 'Invalid Authorization Code' });
    // Another integration's batch is not found.
    const own = await m.api.post('/bulkcharge', [{ authorization: mine, amount: 5000 }]);
    await settle();
    for (const path of [
      `/bulkcharge/${own.body.data.batch_code}`,
      `/bulkcharge/${own.body.data.id}`,
      `/bulkcharge/${own.body.data.batch_code}/charges`,
      `/bulkcharge/pause/${own.body.data.batch_code}`,
    ]) {
      expect((await other.api.get(path)).status).toBe(404);
    }
    expect((await m.live_api.get(`/bulkcharge/${own.body.data.batch_code}`)).status).toBe(404);
    expect((await m.api.get(`/bulkcharge/${own.body.data.batch_code}/charges?status=bogus`)).status).toBe(400);
    const after = await rowCounts(server);
    expect({ ...after, transactions: after.transactions! - 1, ledger_entries: undefined, events: undefined, customers: after.customers }).toMatchObject({
      ...before,
      ledger_entries: undefined,
      events: undefined,
    });
    expect(Number((await sql('SELECT COUNT(*) AS n FROM bulk_charges'))[0]!.n)).toBe(Number(batchesBefore[0]!.n) + 1);
    expect(Number((await sql('SELECT COUNT(*) AS n FROM bulk_charge_items'))[0]!.n)).toBe(Number(itemsBefore[0]!.n) + 1);
  });
});

async function gqlPost(query: string, variables: Record<string, unknown>, key = m.test.secret_key): Promise<any> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}
