import { gql } from '../support/graphql';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Orders over REST and GraphQL: created pending, paid by a transaction carrying the order code
// (which takes the products' stock), listed per product, validated.

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Order Shop');
  other = await server.newIntegration('Other Shop');
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(() => server.stop());

const product = async (name: string, price: number, extra: Record<string, unknown> = {}) =>
  (await m.api.post('/product', { name, description: `${name} description`, price, currency: 'NGN', quantity: 5, ...extra })).body.data;

describe('orders', () => {
  it('creates, fetches, lists and validates an order with the documented shapes; paying it takes stock', async () => {
    const cap = await product('Cap', 20000);
    const pin = await product('Pin', 1500, { unlimited: true });
    const res = await m.api.post('/order', {
      email: 'buyer@example.com',
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+2348031245678',
      currency: 'NGN',
      items: [
        { item: cap.id, type: 'product', quantity: 2, amount: 20000 },
        { item: pin.id, type: 'product', quantity: 3 },
      ],
      shipping: { street_line: '1 Marina', city: 'Lagos', state: 'Lagos', country: 'NG', shipping_fee: 1000 },
    });
    expect(res.status).toBe(200);
    expect(shapeMismatches(res.body, sample('order', 'create'))).toEqual([]);
    expect(res.body.data).toMatchObject({ amount: 2 * 20000 + 3 * 1500 + 1000, currency: 'NGN', status: 'pending', customer: { email: 'buyer@example.com' } });
    expect(res.body.data.code).toMatch(/^ORD_[a-z0-9]{15}$/);
    expect(res.body.data.line_items).toEqual([
      { product: { id: cap.id, name: 'Cap' }, quantity: 2, amount: 40000, unit_amount: 20000 },
      { product: { id: pin.id, name: 'Pin' }, quantity: 3, amount: 4500, unit_amount: 1500 },
    ]);
    const { id, code, amount } = res.body.data;

    const fetched = await m.api.get(`/order/${id}`);
    expect(fetched.body.message).toBe('Order retrieved');
    expect(shapeMismatches(fetched.body, sample('order', 'fetch'))).toEqual([]);
    expect((await m.api.get(`/order/${code}`)).body.data.id).toBe(id);
    expect((await other.api.get(`/order/${id}`)).status).toBe(404);
    expect((await m.live_api.get(`/order/${id}`)).status).toBe(404);

    const list = await m.api.get('/order?perPage=10');
    expect(list.body.message).toBe('Orders retrieved');
    expect(shapeMismatches(list.body, sample('order', 'list'))).toEqual([]);
    expect(list.body.data.map((o: { id: number }) => o.id)).toContain(id);

    const byProduct = await m.api.get(`/order/product/${cap.id}`);
    expect(byProduct.body.message).toBe('Product orders retrieved');
    expect(shapeMismatches(byProduct.body, sample('order', 'fetch-product-orders'))).toEqual([]);
    expect(byProduct.body.data.map((o: { id: number }) => o.id)).toEqual([id]);

    const valid = await m.api.get(`/order/${code}/validate`);
    expect(valid.body.message).toBe('Order is valid');
    expect(shapeMismatches(valid.body, sample('order', 'validate'))).toEqual([]);
    expect(valid.body.data).toMatchObject({ code, valid: true, status: 'pending' });

    // Paid by a transaction carrying its code: the order is paid and the cap's stock taken.
    const charge = await m.api.post('/charge', { email: 'buyer@example.com', amount, card: CARDS.success, metadata: { order_code: code } });
    expect(charge.body.data.status).toBe('success');
    const paid = (await m.api.get(`/order/${id}`)).body.data;
    expect(paid).toMatchObject({ status: 'success', transaction: charge.body.data.id });
    expect(paid.paid_at).toEqual(expect.any(String));
    expect((await m.api.get(`/product/${cap.id}`)).body.data).toMatchObject({ quantity: 5, quantity_sold: 2 });
    expect((await m.api.get(`/product/${pin.id}`)).body.data).toMatchObject({ quantity_sold: 3 });
    // The order cannot be paid twice.
    const again = await m.api.post('/charge', { email: 'buyer@example.com', amount, card: CARDS.success, metadata: { order_code: code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Order has already been paid');
    expect((await m.api.get(`/product/${cap.id}`)).body.data.quantity_sold).toBe(2);
  });

  it('an order whose products sold out meanwhile is refused at payment; validate says so', async () => {
    const lamp = await product('Lamp', 9000, { quantity: 1 });
    const a = (await m.api.post('/order', { email: 'a@example.com', currency: 'NGN', items: [{ item: lamp.id, quantity: 1 }] })).body.data;
    const b = (await m.api.post('/order', { email: 'b@example.com', currency: 'NGN', items: JSON.stringify([{ item: lamp.id, quantity: 1 }]) })).body.data;
    expect(
      (await m.api.post('/charge', { email: 'a@example.com', amount: a.amount, card: CARDS.success, metadata: { order_code: a.code } })).body.data.status,
    ).toBe('success');
    expect((await m.api.get(`/order/${b.code}/validate`)).body.data).toMatchObject({ valid: false, status: 'pending' });
    const tx0 = await countRows(server, 'transactions');
    const refused = await m.api.post('/charge', { email: 'b@example.com', amount: b.amount, card: CARDS.success, metadata: { order_code: b.code } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Lamp is sold out');
    expect(await countRows(server, 'transactions')).toBe(tx0);
    expect((await m.api.get(`/order/${b.id}`)).body.data.status).toBe('pending');
    expect((await m.api.get(`/product/${lamp.id}`)).body.data).toMatchObject({ quantity: 1, quantity_sold: 1, in_stock: false });
  });

  it('refuses bad input with the documented 4xx and stores nothing', async () => {
    const mug = await product('Mug', 3000, { quantity: 2, maximum_orderable: 2 });
    const usd = await product('Import', 3000, { currency: 'USD' });
    const foreign = (await other.api.post('/product', { name: 'Theirs', description: 'x', price: 100, currency: 'NGN' })).body.data;
    const before = await countRows(server, 'orders');
    const base = { email: 'x@example.com', currency: 'NGN', items: [{ item: mug.id, quantity: 1 }] };
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ ...base, email: undefined }, 400, /Email is required/],
      [{ ...base, email: 'nope' }, 400, /Invalid Email/],
      [{ ...base, currency: undefined }, 400, /Currency is required/],
      [{ ...base, currency: 'XYZ' }, 400, /Currency not supported/],
      [{ ...base, items: undefined }, 400, /Items are required/],
      [{ ...base, items: [] }, 400, /items must be/],
      [{ ...base, items: 'nope' }, 400, /items must be/],
      [{ ...base, items: [{ item: 'x', quantity: 1 }] }, 400, /product id/],
      [{ ...base, items: [{ item: mug.id, quantity: 0 }] }, 400, /quantity/],
      [{ ...base, items: [{ item: mug.id, quantity: 3 }] }, 400, /At most 2 of Mug/],
      [{ ...base, items: [{ item: mug.id, quantity: 1, type: 'service' }] }, 400, /type must be product/],
      [{ ...base, items: [{ item: mug.id, quantity: 1, amount: 1 }] }, 400, /must be the price of Mug/],
      [
        {
          ...base,
          items: [
            { item: mug.id, quantity: 1 },
            { item: mug.id, quantity: 1 },
          ],
        },
        400,
        /listed twice/,
      ],
      [{ ...base, items: [{ item: 999999999, quantity: 1 }] }, 400, /^Product does not exist$/],
      [{ ...base, items: [{ item: foreign.id, quantity: 1 }] }, 400, /^Product does not exist$/],
      [{ ...base, items: [{ item: usd.id, quantity: 1 }] }, 400, /priced in USD/],
      [{ ...base, shipping: { shipping_fee: -1 } }, 400, /shipping_fee/],
      [{ ...base, shipping: 'nope' }, 400, /shipping/],
      [{ ...base, is_gift: 'maybe' }, 400, /is_gift/],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/order', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message: expect.stringMatching(message) });
    }
    expect(await countRows(server, 'orders')).toBe(before);
    expect((await m.api.get('/order/999999999')).status).toBe(404);
    expect((await m.api.get('/order/ORD_nope/validate')).body.message).toBe('Order not found');
    expect((await m.api.get('/order/product/999999999')).body.message).toBe('Product not found');
    expect((await m.api.get('/order?from=notadate')).status).toBe(400);
  });

  it('GraphQL: creates an order and reads it with its lines and products through loaders', async () => {
    const kite = await product('Kite', 4000);
    const key = m.test.secret_key;
    const created = await gql<any, any>(server.url, key, 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { id code status amount } }', {
      i: { email: 'gql@example.com', currency: 'NGN', items: [{ item: String(kite.id), quantity: 2 }], shipping: { city: 'Lagos', shippingFee: 500 } },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createOrder).toMatchObject({ status: 'pending', amount: '8500' });
    const list = await gql<any, any>(
      server.url,
      key,
      'query($p: ID) { orders(first: 10, filter: { product: $p }) { totalCount edges { node { code lineItems { quantity amount product { name inStock } } } } } }',
      { p: String(kite.id) },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.orders.totalCount).toBe(1);
    expect(list.data.orders.edges[0].node).toEqual({
      code: created.data.createOrder.code,
      lineItems: [{ quantity: 2, amount: '8000', product: { name: 'Kite', inStock: true } }],
    });
    expect(
      (await gql<any, any>(server.url, other.test.secret_key, 'query($id: String!) { order(id: $id) { id } }', { id: created.data.createOrder.id })).data.order,
    ).toBeNull();
    const bad = await gql<any, any>(
      server.url,
      key,
      'mutation { createOrder(input: { email: "x@example.com", currency: "NGN", items: [{ item: "1", quantity: 0 }] }) { id } }',
    );
    expect(bad.errors?.length).toBeGreaterThan(0);
  });
});
