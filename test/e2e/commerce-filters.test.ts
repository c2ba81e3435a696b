import { OrdersFilteredDocument, PayOrderLinkDocument, VirtualTerminalsFilteredDocument } from '../generated/graphql';
import { gql } from '../support/graphql';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');

// The GraphQL the dashboard's orders and virtual terminals pages stand on (issue 42), on both
// databases: the orders list filtered by status and searched by code, email or name; an order's
// payment link (payOrder), paid by a payment carrying its code; the virtual terminals list filtered
// by active and searched by code or name. Another integration's rows never match.

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let paystack: any;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Shopkeeper');
  other = await server.newIntegration('Other shop');
  paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;
});
afterAll(async () => {
  await server.stop();
});

const orders = (vars: { status?: string; search?: string; first?: number; after?: string }, key = m.test.secret_key) =>
  gql(server.url, key, OrdersFilteredDocument, { first: 20, ...vars });

it('filters orders by status and searches them by code, email or name; payOrder makes a checkout link that pays the order', async () => {
  const mug = (await m.api.post('/product', { name: 'Mug', description: 'Clay', price: 150000, currency: 'NGN', unlimited: true })).body.data;
  const made = [];
  for (const [email, first_name] of [
    ['kemi@example.com', 'Kemi'],
    ['tunde@example.com', 'Tunde'],
    ['kemi.b@example.com', 'Bisi'],
  ])
    made.push((await m.api.post('/order', { email, first_name, currency: 'NGN', items: [{ item: mug.id, quantity: 1 }] })).body.data.code as string);
  const theirs = (await other.api.post('/product', { name: 'Mug', description: 'Clay', price: 150000, currency: 'NGN', unlimited: true })).body.data;
  await other.api.post('/order', { email: 'kemi@example.org', currency: 'NGN', items: [{ item: theirs.id, quantity: 1 }] });

  const link = await gql(server.url, m.test.secret_key, PayOrderLinkDocument, { id: made[1] });
  expect(link.errors).toBeUndefined();
  expect(link.data!.payOrder.authorizationUrl).toContain(link.data!.payOrder.accessCode);
  const pending = (await paystack.transaction.verify({ reference: link.data!.payOrder.reference })).data;
  expect(pending).toMatchObject({ amount: 150000, metadata: { order_code: made[1] } });
  const paid = await m.api.post('/charge', { email: 'tunde@example.com', amount: 150000, card: CARDS.success, metadata: { order_code: made[1] } });
  expect(paid.body.data.status).toBe('success');
  // Paid: no second link.
  const again = await gql(server.url, m.test.secret_key, PayOrderLinkDocument, { id: made[1] });
  expect(again.errors?.[0]?.message).toBe('Order has already been paid');

  const all = await orders({});
  expect(all.data!.orders.nodes.map((o) => o.code)).toEqual([...made].reverse());
  expect(all.data!.orders.nodes.every((o) => o.payable && o.storefront === null)).toBe(true);
  expect((await orders({ status: 'success' })).data!.orders.nodes.map((o) => [o.code, o.status, o.customer?.email])).toEqual([
    [made[1], 'success', 'tunde@example.com'],
  ]);
  const pendingOnes = await orders({ status: 'pending' });
  expect(pendingOnes.data!.orders.totalCount).toBe(2);
  expect((await orders({ search: 'KEMI' })).data!.orders.nodes.map((o) => o.email)).toEqual(['kemi.b@example.com', 'kemi@example.com']);
  expect((await orders({ search: 'bisi' })).data!.orders.nodes.map((o) => o.code)).toEqual([made[2]]);
  expect((await orders({ search: made[0].slice(4, 12) })).data!.orders.nodes.map((o) => o.code)).toEqual([made[0]]);
  expect((await orders({ search: 'kemi', status: 'success' })).data!.orders.totalCount).toBe(0);
  // Cursor pages of a search.
  const first = await orders({ search: 'kemi', first: 1 });
  expect(first.data!.orders.pageInfo.hasNextPage).toBe(true);
  const next = await orders({ search: 'kemi', first: 1, after: first.data!.orders.pageInfo.endCursor! });
  expect(next.data!.orders.nodes.map((o) => o.email)).toEqual(['kemi@example.com']);
  // A status that does not exist is refused in words.
  expect((await orders({ status: 'shipped' })).errors?.[0]?.message).toMatch(/status/);
  expect((await orders({ search: 'kemi' }, other.test.secret_key)).data!.orders.nodes.map((o) => o.email)).toEqual(['kemi@example.org']);
});

it('filters virtual terminals by active and searches them by code or name', async () => {
  const make = async (name: string) =>
    (await m.api.post('/virtual_terminal', { name, destinations: [{ target: '+2348012345678', name: 'Till' }] })).body.data.code as string;
  const [stall, kiosk, van] = [await make('Market stall'), await make('Airport kiosk'), await make('Market van')];
  expect((await m.api.put(`/virtual_terminal/${van}/deactivate`, {})).body.status).toBe(true);
  await other.api.post('/virtual_terminal', { name: 'Market elsewhere', destinations: [{ target: '+2348012345678', name: 'Till' }] });

  const list = async (vars: { active?: boolean; search?: string }) =>
    (await gql(server.url, m.test.secret_key, VirtualTerminalsFilteredDocument, vars)).data!.virtualTerminals.nodes.map((v) => v.code);
  expect(await list({})).toEqual([van, kiosk, stall]);
  expect(await list({ active: true })).toEqual([kiosk, stall]);
  expect(await list({ active: false })).toEqual([van]);
  expect(await list({ search: 'market' })).toEqual([van, stall]);
  expect(await list({ search: 'market', active: true })).toEqual([stall]);
  expect(await list({ search: kiosk.toLowerCase() })).toEqual([kiosk]);
  const counted = await gql(server.url, m.test.secret_key, VirtualTerminalsFilteredDocument, { search: 'market' });
  expect(counted.data!.virtualTerminals.totalCount).toBe(2);
});
