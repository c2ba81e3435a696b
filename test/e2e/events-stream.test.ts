import { startServer, type TestServer } from '../support/server';
import { subscribe, wsClient } from '../support/graphql';
import { settle } from '../support/events';
import { CARDS } from '../support/payments';
import { sleep } from '../support/receiver';
import { EventStreamDocument } from '../generated/graphql';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

it('streams every dispatched event of the integration and mode, narrowed by type', async () => {
  const m = await server.newIntegration();
  const other = await server.newIntegration();
  const clients = [wsClient(server.wsUrl, m.test.secret_key), wsClient(server.wsUrl, m.test.secret_key), wsClient(server.wsUrl, m.live.secret_key), wsClient(server.wsUrl, other.test.secret_key)];
  try {
    const all = subscribe(clients[0], EventStreamDocument, {});
    const charges = subscribe(clients[1], EventStreamDocument, { types: ['charge.success'] });
    const live = subscribe(clients[2], EventStreamDocument, {});
    const foreign = subscribe(clients[3], EventStreamDocument, {});
    await sleep(1000); // let the subscriptions register

    expect((await m.api.post('/customer', { email: 'stream@example.com' })).status).toBe(200);
    const paid = await m.api.post('/charge', { email: 'stream@example.com', amount: 10000, card: CARDS.success, reference: 'stream-1' });
    expect(paid.body.data.status).toBe('success');
    const [c] = await charges.waitFor(1);
    expect(c.data!.events).toMatchObject({ type: 'charge.success', resource: `transaction:${paid.body.data.id}`, webhook: true, data: { reference: 'stream-1', status: 'success' } });
    await settle(server.services);
    await sleep(100);
    // The unfiltered stream has the internal events too, in the order they were recorded.
    const types = all.received.map((r) => r.data!.events.type);
    expect(types[0]).toBe('customer.created');
    expect(all.received[0].data!.events).toMatchObject({ domain: 'test', webhook: false, data: { email: 'stream@example.com' } });
    expect(types.indexOf('charge.updated')).toBeGreaterThan(0);
    expect(types.indexOf('charge.success')).toBeGreaterThan(types.indexOf('charge.updated'));
    const ids = all.received.map((r) => Number(r.data!.events.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await settle(server.services);
    await sleep(100);
    expect(charges.received).toHaveLength(1);
    expect(live.received).toHaveLength(0);
    expect(foreign.received).toHaveLength(0);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
});
