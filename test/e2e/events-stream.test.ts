import { startServer, type TestServer } from '../support/server';
import { subscribe, wsClient } from '../support/graphql';
import { chargeSuccessPayload, recordEvent, settle } from '../support/events';
import { sleep } from '../support/receiver';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const SUB = `subscription($types: [String!]) { events(types: $types) { id type resource domain webhook data } }`;

it('streams every dispatched event of the integration and mode, narrowed by type', async () => {
  const m = await server.newIntegration();
  const other = await server.newIntegration();
  const clients = [wsClient(server.wsUrl, m.test.secret_key), wsClient(server.wsUrl, m.test.secret_key), wsClient(server.wsUrl, m.live.secret_key), wsClient(server.wsUrl, other.test.secret_key)];
  try {
    const all = subscribe<any, any>(clients[0], SUB, {});
    const charges = subscribe<any, any>(clients[1], SUB, { types: ['charge.success'] });
    const live = subscribe<any, any>(clients[2], SUB, {});
    const foreign = subscribe<any, any>(clients[3], SUB, {});
    await sleep(1000); // let the subscriptions register

    expect((await m.api.post('/customer', { email: 'stream@example.com' })).status).toBe(200);
    const id = await recordEvent(server.services, m.id, 'test', { type: 'charge.success', resource: 'charge:s1', payload: chargeSuccessPayload('s1') });
    const got = await all.waitFor(2);
    expect(got.map((r) => r.data.events.type)).toEqual(['customer.created', 'charge.success']);
    expect(got[0].data.events).toMatchObject({ domain: 'test', webhook: false, data: { email: 'stream@example.com' } });
    const [c] = await charges.waitFor(1);
    expect(c.data.events).toMatchObject({ id: String(id), type: 'charge.success', resource: 'charge:s1', webhook: true, data: { reference: 's1' } });
    await settle(server.services);
    await sleep(100);
    expect(charges.received).toHaveLength(1);
    expect(live.received).toHaveLength(0);
    expect(foreign.received).toHaveLength(0);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
});
