import { startServer, type TestServer } from '../support/server';
import { subscribe, wsClient } from '../support/graphql';
import { CARDS } from '../support/payments';
import { untilLive } from '../support/live';
import { waitFor } from '../support/wait';
import { EventStreamDocument } from '../generated/graphql';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

it('streams every dispatched event of the integration and mode, narrowed by type', async () => {
  const m = await server.newIntegration();
  const other = await server.newIntegration();
  const clients = [
    wsClient(server.wsUrl, m.test.secret_key),
    wsClient(server.wsUrl, m.test.secret_key),
    wsClient(server.wsUrl, m.live.secret_key),
    wsClient(server.wsUrl, other.test.secret_key),
  ];
  try {
    const all = subscribe(clients[0], EventStreamDocument, {});
    const charges = subscribe(clients[1], EventStreamDocument, { types: ['charge.success'] });
    const live = subscribe(clients[2], EventStreamDocument, {});
    const foreign = subscribe(clients[3], EventStreamDocument, {});
    // Every socket proven live before the test's own events, or the empty streams below would prove
    // nothing: `charges` through a probe opened after it on its socket, the others by their probes.
    const chargesProbe = subscribe(clients[1], EventStreamDocument, { types: ['customer.created'] });
    await untilLive(chargesProbe, m.api, 'charges');
    chargesProbe.dispose();
    const liveBase = await untilLive(live, m.live_api, 'live');
    const foreignBase = await untilLive(foreign, other.api, 'foreign');
    const base = await untilLive(all, m.api, 'all'); // last: every test-mode probe is before it

    expect((await m.api.post('/customer', { email: 'stream@example.com' })).status).toBe(200);
    const paid = await m.api.post('/charge', { email: 'stream@example.com', amount: 10000, card: CARDS.success, reference: 'stream-1' });
    expect(paid.body.data.status).toBe('success');
    const [c] = await charges.waitFor(1);
    expect(c.data!.events).toMatchObject({
      type: 'charge.success',
      resource: `transaction:${paid.body.data.id}`,
      webhook: true,
      data: { reference: 'stream-1', status: 'success' },
    });
    // Markers, recorded after everything above and so dispatched after it: once each stream has
    // its marker, nothing recorded earlier is still on its way to it.
    const marker = await m.api.post('/charge', { email: 'stream@example.com', amount: 10000, card: CARDS.success, reference: 'stream-marker' });
    expect(marker.body.data.status).toBe('success');
    await m.live_api.post('/customer', { email: 'marker-live@example.com' });
    await other.api.post('/customer', { email: 'marker-foreign@example.com' });
    const emailOf = (r: { data?: any }) => r.data!.events.data.email;
    await waitFor(() => all.received.some((r) => r.data!.events.data.reference === 'stream-marker'), { what: 'the marker on the unfiltered stream' });
    // The unfiltered stream has the internal events too, in the order they were recorded.
    const own = all.received.slice(base);
    const types = own.map((r) => r.data!.events.type);
    expect(types[0]).toBe('customer.created');
    expect(own[0].data!.events).toMatchObject({ domain: 'test', webhook: false, data: { email: 'stream@example.com' } });
    expect(types.indexOf('charge.updated')).toBeGreaterThan(0);
    expect(types.indexOf('charge.success')).toBeGreaterThan(types.indexOf('charge.updated'));
    const ids = all.received.map((r) => Number(r.data!.events.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The narrowed stream: exactly the two charge.success events, nothing else between them.
    await charges.waitFor(2);
    expect(charges.received.map((r) => [r.data!.events.type, r.data!.events.data.reference])).toEqual([
      ['charge.success', 'stream-1'],
      ['charge.success', 'stream-marker'],
    ]);
    // Live mode and the other integration heard none of it: only their own marker.
    await live.waitFor(liveBase + 1);
    expect(live.received.slice(liveBase).map(emailOf)).toEqual(['marker-live@example.com']);
    await foreign.waitFor(foreignBase + 1);
    expect(foreign.received.slice(foreignBase).map(emailOf)).toEqual(['marker-foreign@example.com']);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
});
