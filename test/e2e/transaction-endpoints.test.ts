import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Endpoints clients call beyond Paystack's OpenAPI document (docs/api.md): the legacy
// POST /transaction/charge_token, and a transaction's events and checkout session.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Extras');
  other = await server.newIntegration('Other');
});
afterAll(() => server.stop());

async function savedCard(email: string) {
  const res = await m.api.post('/charge', { email, amount: 10_000, card: CARDS.success });
  expect(res.body.data.status).toBe('success');
  return res.body.data.authorization.authorization_code as string;
}

describe('POST /transaction/charge_token', () => {
  it('charges the saved card named by `token`, as charge_authorization does', async () => {
    const token = await savedCard('token@example.com');
    const res = await m.api.post('/transaction/charge_token', { token, email: 'token@example.com', amount: 7_500, reference: 'legacy-token-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Charge attempted',
      data: { status: 'success', amount: 7_500, reference: 'legacy-token-1', authorization: { authorization_code: token } },
    });
    const same = await m.api.post('/transaction/charge_authorization', { authorization_code: token, email: 'token@example.com', amount: 7_500 });
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(same.body.data).sort());
    expect((await m.api.get('/transaction/verify/legacy-token-1')).body.data.status).toBe('success');
  });

  it("answers a 400 without a token, and a 4xx for another merchant's card", async () => {
    const token = await savedCard('token2@example.com');
    const missing = await m.api.post('/transaction/charge_token', { email: 'token2@example.com', amount: 7_500 });
    expect(missing.status).toBe(400);
    expect(missing.body.status).toBe(false);
    const foreign = await other.api.post('/transaction/charge_token', { token, email: 'token2@example.com', amount: 7_500 });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(foreign.body.status).toBe(false);
  });
});

describe("a transaction's events and session", () => {
  it('lists what happened to a paid transaction, by id or reference', async () => {
    const paid = await m.api.post('/charge', { email: 'events@example.com', amount: 5_000, card: CARDS.pin });
    await m.api.post('/charge/submit_pin', { pin: '1111', reference: paid.body.data.reference });
    const id = (await m.api.get(`/transaction/verify/${paid.body.data.reference}`)).body.data.id;
    const byId = await m.api.get(`/transaction/${id}/event`);
    expect(byId.status).toBe(200);
    expect(byId.body.message).toBe('Transaction events retrieved');
    expect(byId.body.data.length).toBeGreaterThan(0);
    for (const e of byId.body.data) expect(e).toEqual({ type: expect.any(String), message: expect.any(String), time: expect.any(Number) });
    expect(byId.body.data.at(-1).type).toBe('success');
    expect((await m.api.get(`/transaction/${paid.body.data.reference}/event`)).body.data).toEqual(byId.body.data);
  });

  it('shows the checkout session of a payment not yet made, and then of the paid one', async () => {
    const init = await m.api.post('/transaction/initialize', { email: 'session@example.com', amount: 9_000 });
    const { reference, access_code } = init.body.data;
    const before = await m.api.get(`/transaction/${reference}/session`);
    expect(before.status).toBe(200);
    const verified = (await m.api.get(`/transaction/verify/${reference}`)).body.data;
    expect(before.body.data).toMatchObject({
      id: verified.id,
      reference,
      access_code,
      status: verified.status,
      charge_status: 'initialized',
      amount: 9_000,
      currency: 'NGN',
      channel: 'card',
    });
    expect((await m.api.get(`/transaction/${reference}/event`)).body.data).toEqual([]);
    // The payer starts on the checkout page with a card that asks for its PIN.
    await server.services.charges.startForAccessCode({ log: server.services.log }, access_code, {
      card: { number: CARDS.pin.number, cvv: CARDS.pin.cvv, expiryMonth: CARDS.pin.expiry_month, expiryYear: CARDS.pin.expiry_year },
    });
    expect((await m.api.get(`/transaction/${before.body.data.id}/session`)).body.data).toMatchObject({
      reference,
      access_code,
      charge_status: 'send_pin',
      channel: 'card',
    });
    const paid = await m.api.post('/charge/submit_pin', { pin: '1111', reference });
    expect(paid.body.data.status).toBe('success');
    expect((await m.api.get(`/transaction/${before.body.data.id}/session`)).body.data).toMatchObject({
      reference,
      access_code,
      status: 'success',
      charge_status: 'success',
      channel: 'card',
    });
    expect((await m.api.get(`/transaction/${reference}/event`)).body.data.at(-1)).toMatchObject({ type: 'success' });
  });

  it("is a 404 for an unknown or another merchant's transaction", async () => {
    const init = await m.api.post('/transaction/initialize', { email: 'mine@example.com', amount: 9_000 });
    for (const path of [`/transaction/${init.body.data.reference}/session`, `/transaction/${init.body.data.reference}/event`]) {
      const res = await other.api.get(path);
      expect(res.status).toBe(404);
      expect(res.body.status).toBe(false);
    }
    expect((await m.api.get('/transaction/no-such-ref/session')).status).toBe(404);
  });
});
