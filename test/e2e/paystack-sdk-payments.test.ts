import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { CARDS, expectLedgerBalanced } from '../support/payments';

const Paystack = require('paystack-api');

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration();
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(() => server.stop());

// paystack-api reads `endpoint` on every call, so pointing an instance at Kobo is one assignment.
function client(key: string) {
  const paystack = Paystack(key);
  paystack.endpoint = server.url;
  return paystack;
}

describe('the paystack-api npm client against Kobo', () => {
  it('initialize (numbers as strings, JSON-string metadata) → charge → PIN → verify → charge_authorization', async () => {
    const paystack = client(m.test.secret_key);
    const init = await paystack.transaction.initialize({
      email: 'sdk@example.com',
      amount: '250000',
      reference: 'sdk-init-1',
      metadata: JSON.stringify({ custom_fields: [{ display_name: 'Order', variable_name: 'order', value: 'A1' }] }),
    });
    expect(init).toMatchObject({ status: true, message: 'Authorization URL created', data: { reference: 'sdk-init-1' } });
    const verifyPending = await paystack.transaction.verify({ reference: 'sdk-init-1' });
    expect(verifyPending.data).toMatchObject({ status: 'pending', amount: 250000, metadata: { custom_fields: [{ value: 'A1' }] } });

    const started = await paystack.charge.charge({
      email: 'sdk@example.com',
      amount: '250000',
      card: CARDS.pin,
      reference: 'sdk-charge-1',
      metadata: '{"cart":"7"}',
    });
    expect(started.data).toEqual({ reference: 'sdk-charge-1', status: 'send_pin' });
    const paid = await paystack.charge.submitPIN({ reference: 'sdk-charge-1', pin: '1111' });
    expect(paid.data).toMatchObject({ status: 'success', amount: 250000, fees: 13750, metadata: { cart: '7' } });

    const verified = await paystack.transaction.verify({ reference: 'sdk-charge-1' });
    expect(verified.data.status).toBe('success');
    const code = verified.data.authorization.authorization_code;

    const again = await paystack.transaction.chargeAuth({ authorization_code: code, email: 'sdk@example.com', amount: '5000', reference: 'sdk-ca-1' });
    expect(again).toMatchObject({ status: true, message: 'Charge attempted', data: { status: 'success', amount: 5000 } });

    const listed = await paystack.transaction.list({ perPage: '10', status: 'success' });
    expect(listed.data.map((t: { reference: string }) => t.reference).sort()).toEqual(['sdk-ca-1', 'sdk-charge-1']);
    expect(listed.meta.total_volume).toBe(255000);
  });

  it('failures surface as rejected promises with the HTTP status and the envelope', async () => {
    const paystack = client(m.test.secret_key);
    await paystack.transaction.initialize({ email: 'sdk@example.com', amount: '1000', reference: 'sdk-dup' });
    await expect(paystack.transaction.initialize({ email: 'sdk@example.com', amount: '1000', reference: 'sdk-dup' })).rejects.toMatchObject({
      statusCode: 400,
      error: { status: false, message: 'Duplicate Transaction Reference', code: 'duplicate_reference' },
    });
    await expect(paystack.transaction.verify({ reference: 'sdk-none' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(client('sk_test_wrongwrongwrong').transaction.verify({ reference: 'sdk-dup' })).rejects.toMatchObject({
      statusCode: 401,
      error: { message: 'Invalid key' },
    });
  });
});
