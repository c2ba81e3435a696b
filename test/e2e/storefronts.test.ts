import { gql } from '../support/graphql';
import { postForm } from '../support/http';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Storefronts over REST and GraphQL, and their hosted shop /shop/:slug posted with fetch (the
// browser version is storefront-browser.test.ts).

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Store Owner');
  other = await server.newIntegration('Other Owner');
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(() => server.stop());

const form = (path: string, body: Record<string, string>) => postForm(server.url, path, body);
const product = async (name: string, price: number, extra: Record<string, unknown> = {}) =>
  (await m.api.post('/product', { name, description: `${name} description`, price, currency: 'NGN', quantity: 4, ...extra })).body.data;

describe('storefronts', () => {
  it('creates, verifies the slug, fetches, lists, updates, adds products, publishes, duplicates and deletes, with the documented shapes', async () => {
    expect((await m.api.get('/storefront/verify/corner-shop')).body).toMatchObject({ status: true, message: 'Slug is available' });
    const created = await m.api.post('/storefront', { name: 'Corner Shop', slug: 'corner-shop', currency: 'NGN', description: 'Everything' });
    expect(created.status).toBe(200);
    expect(shapeMismatches(created.body, sample('storefront', 'create'))).toEqual([]);
    expect(created.body.data).toMatchObject({ name: 'Corner Shop', slug: 'corner-shop', status: 'inactive', currency: 'NGN' });
    const id = created.body.data.id;
    const taken = await m.api.get('/storefront/verify/corner-shop');
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('Slug is not available');
    expect(shapeMismatches((await m.api.get('/storefront/verify/other-slug')).body, sample('storefront', 'verify-slug'))).toEqual([]);

    const fetched = await m.api.get(`/storefront/${id}`);
    expect(shapeMismatches(fetched.body, sample('storefront', 'fetch'))).toEqual([]);
    expect((await m.api.get('/storefront/corner-shop')).body.data.id).toBe(id);
    expect((await other.api.get(`/storefront/${id}`)).status).toBe(404);
    expect((await m.live_api.get(`/storefront/${id}`)).status).toBe(404);

    const list = await m.api.get('/storefront?status=inactive');
    expect(shapeMismatches(list.body, sample('storefront', 'list'))).toEqual([]);
    expect(list.body.data.map((s: { id: number }) => s.id)).toContain(id);
    expect((await m.api.get('/storefront?status=active')).body.data).toEqual([]);

    const upd = await m.api.put(`/storefront/${id}`, { name: 'Corner Shop 2', description: 'More' });
    expect(shapeMismatches(upd.body, sample('storefront', 'update'))).toEqual([]);
    expect(upd.body.data).toMatchObject({ name: 'Corner Shop 2', description: 'More' });

    // Publishing needs products.
    expect((await m.api.post(`/storefront/${id}/publish`)).status).toBe(400);
    const soap = await product('Soap', 1500);
    const towel = await product('Towel', 4000);
    const added = await m.api.post(`/storefront/${id}/product`, { products: [soap.id, towel.id] });
    expect(shapeMismatches(added.body, sample('storefront', 'add-products'))).toEqual([]);
    const products = await m.api.get(`/storefront/${id}/product`);
    expect(shapeMismatches(products.body, sample('storefront', 'list-products'))).toEqual([]);
    expect(products.body.data.map((p: { id: number }) => p.id).sort()).toEqual([soap.id, towel.id].sort());

    const published = await m.api.post(`/storefront/${id}/publish`);
    expect(shapeMismatches(published.body, sample('storefront', 'publish'))).toEqual([]);
    expect((await m.api.get(`/storefront/${id}`)).body.data.status).toBe('active');

    const dup = await m.api.post(`/storefront/${id}/duplicate`);
    expect(shapeMismatches(dup.body, sample('storefront', 'duplicate'))).toEqual([]);
    expect(dup.body.data).toMatchObject({ name: 'Corner Shop 2', status: 'inactive' });
    expect(dup.body.data.slug).not.toBe('corner-shop');
    expect((await m.api.get(`/storefront/${dup.body.data.id}/product`)).body.data).toHaveLength(2);

    const del = await m.api.delete(`/storefront/${dup.body.data.id}`);
    expect(shapeMismatches(del.body, sample('storefront', 'delete'))).toEqual([]);
    expect((await m.api.get(`/storefront/${dup.body.data.id}`)).status).toBe(404);
  });

  it('the hosted shop: a buyer picks products and pays through the checkout, which creates a paid order', async () => {
    const sf = (await m.api.post('/storefront', { name: 'Tea Shop', slug: 'tea-shop', currency: 'NGN' })).body.data;
    const tea = await product('Green Tea', 2500, { quantity: 3 });
    const cup = await product('Cup', 1000, { unlimited: true });
    await m.api.post(`/storefront/${sf.id}/product`, { products: [tea.id, cup.id] });
    // Not published yet: not found.
    expect((await fetch(`${server.url}/shop/tea-shop`)).status).toBe(404);
    await m.api.post(`/storefront/${sf.id}/publish`);
    const html = await (await fetch(`${server.url}/shop/tea-shop`)).text();
    expect(html).toContain('Green Tea, NGN 25.00 each');

    const start = await form('/shop/tea-shop', { email: 'sipper@example.com', first_name: 'Sip', [`quantity_${tea.id}`]: '2', [`quantity_${cup.id}`]: '1' });
    expect(start.status).toBe(303);
    expect(start.location).toMatch(/^\/checkout\//);
    const orders = (await m.api.get(`/storefront/${sf.id}/order`)).body;
    expect(shapeMismatches(orders, sample('storefront', 'fetch-orders'))).toEqual([]);
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({ status: 'pending', amount: 6000, storefront: sf.id, customer: { email: 'sipper@example.com' } });

    const paid = await form(start.location!, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
    expect(paid.status).toBe(303);
    const order = (await m.api.get(`/order/${orders.data[0].id}`)).body.data;
    expect(order).toMatchObject({ status: 'success', amount: 6000 });
    const v = await m.api.get(`/transaction/${order.transaction}`);
    expect(v.body.data).toMatchObject({ status: 'success', amount: 6000 });
    expect(v.body.data.metadata).toMatchObject({ order_code: order.code, storefront_id: sf.id });
    expect((await m.api.get(`/product/${tea.id}`)).body.data).toMatchObject({ quantity_sold: 2, in_stock: true });

    // Bad baskets stay on the shop with the reason, and create nothing.
    const orders0 = await countRows(server, 'orders');
    const tx0 = await countRows(server, 'transactions');
    for (const [body, message] of [
      [{ email: 'x@example.com' }, 'Choose at least one product'],
      [{ email: 'x@example.com', [`quantity_${tea.id}`]: '2' }, 'Green Tea is sold out'],
      [{ email: 'x@example.com', [`quantity_${tea.id}`]: 'lots' }, 'whole number'],
      [{ email: 'nope', [`quantity_${cup.id}`]: '1' }, 'Invalid Email'],
    ] as Array<[Record<string, string>, string]>) {
      const res = await form('/shop/tea-shop', body);
      expect({ body, status: res.status, hasMessage: res.html.includes(message) }).toEqual({ body, status: 422, hasMessage: true });
    }
    expect((await form('/shop/no-such-shop', { email: 'x@example.com' })).status).toBe(404);
    expect(await countRows(server, 'orders')).toBe(orders0);
    expect(await countRows(server, 'transactions')).toBe(tx0);
  });

  it('refuses bad input with the documented 4xx and changes nothing', async () => {
    const sf = (await m.api.post('/storefront', { name: 'Keep', slug: 'keep-shop', currency: 'NGN' })).body.data;
    const usd = await product('Dollar Thing', 100, { currency: 'USD' });
    const foreign = (await other.api.post('/product', { name: 'Theirs', description: 'x', price: 100, currency: 'NGN' })).body.data;
    const before = await countRows(server, 'storefronts');
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ slug: 'no-name', currency: 'NGN' }, 400, /Name is required/],
      [{ name: 'No slug', currency: 'NGN' }, 400, /Slug is required/],
      [{ name: 'Bad slug', slug: 'a b', currency: 'NGN' }, 400, /Slug is invalid/],
      [{ name: 'Taken', slug: 'keep-shop', currency: 'NGN' }, 400, /^Slug is not available$/],
      [{ name: 'No currency', slug: 'no-currency' }, 400, /Currency is required/],
      [{ name: 'Bad currency', slug: 'bad-currency', currency: 'XYZ' }, 400, /Currency not supported/],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/storefront', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message: expect.stringMatching(message) });
    }
    expect((await other.api.post('/storefront', { name: 'Theirs', slug: 'keep-shop', currency: 'NGN' })).body.message).toBe('Slug is not available');
    expect(await countRows(server, 'storefronts')).toBe(before);
    expect((await m.api.put(`/storefront/${sf.id}`, { slug: '!!' })).status).toBe(400);
    expect((await m.api.put('/storefront/999999999', { name: 'x' })).status).toBe(404);
    expect((await m.api.get('/storefront?status=open')).status).toBe(400);
    const links = await countRows(server, 'storefront_products');
    for (const [body, message] of [
      [{ products: [usd.id] }, /priced in USD/],
      [{ products: [foreign.id] }, /^Product does not exist$/],
      [{ products: [] }, /Products are required/],
      [{ products: 'x' }, /products/],
    ] as Array<[Record<string, unknown>, RegExp]>) {
      const res = await m.api.post(`/storefront/${sf.id}/product`, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: expect.stringMatching(message) });
    }
    expect(await countRows(server, 'storefront_products')).toBe(links);
    for (const path of ['/storefront/999999999/publish', '/storefront/999999999/duplicate', '/storefront/999999999/product'])
      expect((await m.api.post(path, { products: [1] })).status).toBe(404);
    for (const path of ['/storefront/999999999/order', '/storefront/999999999/product', '/storefront/999999999'])
      expect((await m.api.get(path)).status).toBe(404);
    expect((await m.api.delete('/storefront/999999999')).status).toBe(404);
    expect((await m.api.get('/storefront/verify/a')).status).toBe(400);
  });

  it('GraphQL: creates, adds products, publishes and reads storefronts with their products through loaders', async () => {
    const key = m.test.secret_key;
    const pen = await product('Pen', 500);
    const created = await gql<any, any>(server.url, key, 'mutation($i: CreateStorefrontInput!) { createStorefront(input: $i) { id slug status } }', {
      i: { name: 'Gql Store', slug: 'gql-store', currency: 'NGN' },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data.createStorefront.id;
    const added = await gql<any, any>(server.url, key, 'mutation($s: ID!, $p: [ID!]!) { addStorefrontProducts(storefront: $s, products: $p) { id } }', {
      s: id,
      p: [String(pen.id)],
    });
    expect(added.errors).toBeUndefined();
    const pub = await gql<any, any>(server.url, key, 'mutation($s: ID!) { publishStorefront(storefront: $s) { status } }', { s: id });
    expect(pub.data.publishStorefront.status).toBe('active');
    const list = await gql<any, any>(
      server.url,
      key,
      '{ storefronts(first: 20, filter: { status: "active" }) { edges { node { slug products { name price } } } } }',
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.storefronts.edges.find((e: any) => e.node.slug === 'gql-store').node.products).toEqual([{ name: 'Pen', price: '500' }]);
    const bad = await gql<any, any>(server.url, key, 'mutation { createStorefront(input: { name: "x", slug: "a b", currency: "NGN" }) { id } }');
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect((await gql<any, any>(server.url, other.test.secret_key, 'query($id: String!) { storefront(id: $id) { id } }', { id })).data.storefront).toBeNull();
  });
});
