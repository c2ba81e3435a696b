import { expectLedgerSound } from '../support/ledger';
import { gql } from '../support/graphql';
import { advanceClock, CARDS } from '../support/payments';
import { shapeMismatches } from '../support/shape';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');
const fixture = (name: string) => require(`../fixtures/paystack/preauthorization/${name}.json`);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Preauth Merchant');
  other = await server.newIntegration('Other');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const q = (sql: string, params: unknown[] = []): Promise<any[]> => server.services.db.read({}, (em) => em.query(sql, params));

// A reusable card authorization of a new customer, from a successful charge.
async function savedCard(
  email: string,
  card: { number: string; cvv: string; expiry_month: string; expiry_year: string } = CARDS.success,
  api = m.api,
): Promise<string> {
  const res = await api.post('/charge', { email, amount: 10_000, card });
  expect(res.body.data.status).toBe('success');
  return res.body.data.authorization.authorization_code;
}

const events = async (reference: string) =>
  (await q("SELECT type, payload FROM events WHERE type LIKE 'preauthorization.%' OR type = 'charge.success' ORDER BY id"))
    .map((r) => ({
      type: r.type as string,
      payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    }))
    .filter((e) => e.payload.reference === reference);

describe('reserve, capture, release', () => {
  it('reserves on a saved card, captures part of it as a real transaction with fees and charge.success', async () => {
    const email = 'hold@example.com';
    const auth = await savedCard(email);
    const res = await m.api.post('/preauthorization/reserve_authorization', {
      email,
      amount: 50_000,
      authorization_code: auth,
      reference: 'pre-capture-1',
      metadata: { room: 12 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Preauthorization successful');
    expect(shapeMismatches(res.body.data, fixture('reserve-response')['200'].data.data)).toEqual([]);
    expect(res.body.data).toMatchObject({
      status: 'authorized',
      reference: 'pre-capture-1',
      amount: 50_000,
      currency: 'NGN',
      expire_action: 'release',
      transaction_id: null,
    });
    expect(Date.parse(res.body.data.expiry_date) - Date.parse(res.body.data.created_at)).toBe(24 * 3600_000);

    const tooMuch = await m.api.post('/preauthorization/capture', { reference: 'pre-capture-1', amount: 50_001, currency: 'NGN' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ status: false, message: 'Capture amount cannot be more than authorized amount' });

    const cap = await m.api.post('/preauthorization/capture', { reference: 'pre-capture-1', amount: 40_000, currency: 'NGN' });
    expect(cap.status).toBe(200);
    expect(cap.body.message).toBe('Capture attempted');
    expect(cap.body.data).toMatchObject({ status: 'success', reference: 'pre-capture-1', amount: 40_000, channel: 'preauth' });
    expect(cap.body.data.fees).toBeGreaterThan(0);
    const tx = (await m.api.get('/transaction/verify/pre-capture-1')).body.data;
    expect(tx).toMatchObject({ status: 'success', amount: 40_000 });

    const verified = (await m.api.get('/preauthorization/verify/pre-capture-1')).body.data;
    expect(verified).toMatchObject({ status: 'captured', captured_amount: '40000', transaction_id: tx.id, fees: tx.fees });
    const seen = await events('pre-capture-1');
    expect(seen.map((e) => e.type)).toEqual(['preauthorization.reserve.success', 'charge.success', 'preauthorization.capture.success']);
    expect(shapeMismatches(seen[0]!.payload, fixture('preauthorization-reserve-success').data)).toEqual([]);
    expect(shapeMismatches(seen[2]!.payload, { ...fixture('preauthorization-capture-success').data, transaction_id: 1 })).toEqual([]);
    // Captured: nothing left to capture or release.
    const again = await m.api.post('/preauthorization/release', { reference: 'pre-capture-1' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('No preauthorized transaction exists for the reference provided');
  });

  it('a hold reserved without a reference gets one Kobo makes, and is captured by it', async () => {
    const email = 'no-ref@example.com';
    const auth = await savedCard(email);
    const res = await m.api.post('/preauthorization/reserve_authorization', { email, amount: 20_000, authorization_code: auth });
    expect(res.status).toBe(200);
    const reference = res.body.data.reference;
    expect(reference).toMatch(/^pre-[a-z0-9]{8}$/);
    const cap = await m.api.post('/preauthorization/capture', { reference });
    expect([cap.status, cap.body.message]).toEqual([200, 'Capture attempted']);
    expect(cap.body.data).toMatchObject({ status: 'success', reference, amount: 20_000 });
    expect((await m.api.get(`/preauthorization/verify/${reference}`)).body.data.status).toBe('captured');
    // Over GraphQL too.
    const reserved = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `mutation($input: ReservePreauthorizationInput!) { reservePreauthorization(input: $input) { reference } }`,
      {
        input: { email, amount: 5_000, authorizationCode: auth },
      },
    );
    const gqlRef = reserved.data.reservePreauthorization.reference;
    const captured = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `mutation($r: String!) { capturePreauthorization(input: { reference: $r }) { status } }`,
      { r: gqlRef },
    );
    expect(captured.errors).toBeUndefined();
    expect(captured.data.capturePreauthorization).toEqual({ status: 'captured' });
  });

  it('releases a hold (release.success), and the hold limits what the card can still reserve', async () => {
    const email = 'limited@example.com';
    const auth = await savedCard(email, { number: '4084080000001001', cvv: '100', expiry_month: '12', expiry_year: '2099' });
    const first = await m.api.post('/preauthorization/reserve_authorization', { email, amount: 80_000, authorization_code: auth, reference: 'pre-limited-1' });
    expect(first.status).toBe(200);
    const second = await m.api.post('/preauthorization/reserve_authorization', { email, amount: 30_000, authorization_code: auth, reference: 'pre-limited-2' });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('Preauthorization unsuccessful');
    const rel = await m.api.post('/preauthorization/release', { reference: 'pre-limited-1' });
    expect(rel.status).toBe(200);
    expect(rel.body).toMatchObject({ status: true, message: 'Successfully released', data: { status: 'released', reference: 'pre-limited-1' } });
    const third = await m.api.post('/preauthorization/reserve_authorization', { email, amount: 30_000, authorization_code: auth, reference: 'pre-limited-3' });
    expect(third.status).toBe(200);
    const list = await m.api.get('/preauthorization?perPage=10');
    expect(list.body.message).toBe('Preauthorizations retrieved');
    const byRef = Object.fromEntries(list.body.data.map((p: any) => [p.reference, p.status]));
    expect(byRef).toMatchObject({ 'pre-limited-1': 'released', 'pre-limited-2': 'failed', 'pre-limited-3': 'authorized' });
    expect((await events('pre-limited-1')).map((e) => e.type)).toEqual(['preauthorization.reserve.success', 'preauthorization.release.success']);
    expect((await events('pre-limited-2')).map((e) => e.type)).toEqual([]);
    await m.api.post('/preauthorization/release', { reference: 'pre-limited-3' });
  });

  it("after the expiry date on the integration's clock, a capture or a release fails with its event", async () => {
    const email = 'late@example.com';
    const auth = await savedCard(email);
    for (const reference of ['pre-late-capture', 'pre-late-release']) {
      expect((await m.api.post('/preauthorization/reserve_authorization', { email, amount: 5_000, authorization_code: auth, reference })).status).toBe(200);
    }
    await advanceClock(m.api, 24 * 3600 + 1);
    const cap = await m.api.post('/preauthorization/capture', { reference: 'pre-late-capture' });
    expect(cap.status).toBe(400);
    expect(cap.body.message).toBe('Preauthorization has expired');
    const rel = await m.api.post('/preauthorization/release', { reference: 'pre-late-release' });
    expect(rel.status).toBe(400);
    expect((await m.api.get('/preauthorization/verify/pre-late-capture')).body.data.status).toBe('capture_failed');
    expect((await m.api.get('/preauthorization/verify/pre-late-release')).body.data.status).toBe('release_failed');
    const failed = await events('pre-late-capture');
    expect(failed.map((e) => e.type)).toEqual(['preauthorization.reserve.success', 'preauthorization.capture.failed']);
    expect(shapeMismatches(failed[1]!.payload, { ...fixture('preauthorization-capture-failed').data, transaction_id: null })).toEqual([]);
    const relFailed = await events('pre-late-release');
    expect(relFailed.map((e) => e.type)).toEqual(['preauthorization.reserve.success', 'preauthorization.release.failed']);
    expect(shapeMismatches(relFailed[1]!.payload, fixture('preauthorization-release-failed').data)).toEqual([]);
    // A lapsed hold charges nothing.
    expect(Number((await q("SELECT COUNT(*) AS n FROM transactions WHERE reference IN ('pre-late-capture', 'pre-late-release')"))[0].n)).toBe(0);
  });

  it('answers bad input with the documented 4xx, and never shows another integration a hold', async () => {
    const email = 'bad@example.com';
    const auth = await savedCard(email);
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['/preauthorization/reserve_authorization', { amount: 100, authorization_code: auth }, 400],
      ['/preauthorization/reserve_authorization', { email, amount: 'x', authorization_code: auth }, 400],
      ['/preauthorization/reserve_authorization', { email, amount: 100 }, 400],
      ['/preauthorization/reserve_authorization', { email: 'someone@else.com', amount: 100, authorization_code: auth }, 400],
      ['/preauthorization/capture', {}, 400],
      ['/preauthorization/capture', { reference: 'nope' }, 400],
      ['/preauthorization/release', {}, 400],
      ['/preauthorization/release', { reference: 'nope' }, 400],
    ];
    for (const [path, body, status] of cases) {
      const res = await m.api.post(path, body);
      expect([path, body, res.status, res.body.status]).toEqual([path, body, status, false]);
    }
    expect((await m.api.post('/preauthorization/reserve_authorization', { email, amount: 100, authorization_code: auth, reference: 'pre-dup' })).status).toBe(
      200,
    );
    const dup = await m.api.post('/preauthorization/reserve_authorization', { email, amount: 100, authorization_code: auth, reference: 'pre-dup' });
    expect(dup.status).toBe(400);
    const missing = await m.api.get('/preauthorization/verify/nope');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: false, message: 'Preauthorization not found', code: 'not_found' });
    expect((await other.api.get('/preauthorization/verify/pre-dup')).status).toBe(400);
    expect((await other.api.post('/preauthorization/release', { reference: 'pre-dup' })).status).toBe(400);
    expect((await m.live_api.get('/preauthorization/verify/pre-dup')).status).toBe(400);
  });
});

describe('GraphQL', () => {
  it('reserves, captures and reads a pre-authorization with its customer, card and transaction', async () => {
    const email = 'gql-hold@example.com';
    const auth = await savedCard(email);
    const key = m.test.secret_key;
    const reserved = await gql<any, any>(
      server.url,
      key,
      `mutation($input: ReservePreauthorizationInput!) { reservePreauthorization(input: $input) { id reference status amount } }`,
      {
        input: { email, amount: 20_000, authorizationCode: auth, reference: 'pre-gql-1' },
      },
    );
    expect(reserved.errors).toBeUndefined();
    expect(reserved.data.reservePreauthorization).toMatchObject({ reference: 'pre-gql-1', status: 'authorized', amount: '20000' });
    const captured = await gql<any, any>(
      server.url,
      key,
      `mutation { capturePreauthorization(input: { reference: "pre-gql-1", amount: 15000 }) { status capturedAmount } }`,
    );
    expect(captured.data.capturePreauthorization).toEqual({ status: 'captured', capturedAmount: '15000' });
    const read = await gql<any, any>(
      server.url,
      key,
      `{ preauthorization(reference: "pre-gql-1") { status customer { email } authorization { authorizationCode } transaction { reference amount status } }
         preauthorizations(first: 50) { totalCount edges { node { reference customer { email } } } } }`,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.preauthorization).toEqual({
      status: 'captured',
      customer: { email },
      authorization: { authorizationCode: auth },
      transaction: { reference: 'pre-gql-1', amount: '15000', status: 'success' },
    });
    expect(read.data.preauthorizations.edges.length).toBeGreaterThan(1);
    const bad = await gql<any, any>(server.url, key, `mutation { releasePreauthorization(reference: "pre-gql-1") { status } }`);
    expect(bad.errors?.[0]?.message).toBe('No preauthorized transaction exists for the reference provided');
  });
});

describe('the paystack-api npm client', () => {
  it('reserves, verifies, lists and releases through extend', async () => {
    const email = 'sdk-hold@example.com';
    const auth = await savedCard(email);
    const paystack = Paystack(m.test.secret_key);
    paystack.endpoint = server.url;
    // paystack-api 2.0.6 has no pre-authorization resource: `extend` declares it.
    const preauth = {
      reserve: paystack.extend({
        method: 'post',
        route: '/preauthorization/reserve_authorization',
        params: ['email*', 'amount*', 'authorization_code*', 'reference', 'currency', 'metadata'],
      }),
      capture: paystack.extend({ method: 'post', route: '/preauthorization/capture', params: ['reference*', 'currency', 'amount'] }),
      release: paystack.extend({ method: 'post', route: '/preauthorization/release', params: ['reference*'] }),
      verify: paystack.extend({ method: 'get', route: '/preauthorization/verify/{reference}' }),
      list: paystack.extend({ method: 'get', route: '/preauthorization', args: ['perPage', 'page', 'status'] }),
    };
    const reserved = await preauth.reserve({ email, amount: 7_000, authorization_code: auth, reference: 'pre-sdk-1' });
    expect(reserved).toMatchObject({ status: true, data: { status: 'authorized', amount: 7_000 } });
    expect(await preauth.verify({ reference: 'pre-sdk-1' })).toMatchObject({
      status: true,
      message: 'Preauthorization retrieved',
      data: { reference: 'pre-sdk-1' },
    });
    const listed = await preauth.list({ status: 'authorized', perPage: 50 });
    expect(listed.data.map((p: any) => p.reference)).toContain('pre-sdk-1');
    expect(await preauth.release({ reference: 'pre-sdk-1' })).toMatchObject({ status: true, data: { status: 'released' } });
    await expect(preauth.capture({ reference: 'pre-sdk-1' })).rejects.toMatchObject({ statusCode: 400 });
  });
});
