import { gql } from '../support/graphql';
import { postForm } from '../support/http';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Products over REST (driven by the npm paystack-api client), products on a payment page, and the
// stock a page's payments take: never below zero, whatever the concurrency.
const Paystack = require('paystack-api');

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Product Shop');
  other = await server.newIntegration('Other Shop');
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(() => server.stop());

// paystack-api has no product resource; its own `extend` builds one from the same kind of
// declaration its resources use, so the requests still go through the client's URL, body and
// error handling.
function sdk(key: string) {
  const paystack = Paystack(key);
  paystack.endpoint = server.url;
  return {
    paystack,
    product: {
      create: paystack.extend({ method: 'post', route: '/product', params: ['name*', 'description*', 'price*', 'currency*'] }),
      list: paystack.extend({ method: 'get', route: '/product', args: ['perPage', 'page', 'active'] }),
      get: paystack.extend({ method: 'get', route: '/product/{id}' }),
      update: paystack.extend({ method: 'put', route: '/product/{id}' }),
      remove: paystack.extend({ method: 'delete', route: '/product/{id}' }),
      addToPage: paystack.extend({ method: 'post', route: '/page/{id}/product', params: ['products*'] }),
    },
  };
}

const form = (path: string, body: Record<string, string>) => postForm(server.url, path, body);
const payCard = (location: string) =>
  form(location, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
const stockOf = async (id: number) => {
  const rows = await server.services.db.read({}, (em) => em.query('SELECT quantity, quantity_sold FROM products WHERE id = ?', [id]));
  return { quantity: Number(rows[0].quantity), sold: Number(rows[0].quantity_sold) };
};

async function productPage(slug: string, products: Array<Record<string, unknown>>) {
  const { product, paystack } = sdk(m.test.secret_key);
  const created = [];
  for (const p of products) created.push((await product.create({ description: 'A thing', currency: 'NGN', ...p })).data);
  const page = (await paystack.page.create({ name: `Page ${slug}`, slug })).data;
  const added = await product.addToPage({ id: page.id, products: created.map((p) => p.id) });
  return { page, products: created, added };
}

describe('products', () => {
  it('creates, lists, fetches, updates and deletes a product through paystack-api, with the documented shapes', async () => {
    const { product } = sdk(m.test.secret_key);
    const created = await product.create({
      name: 'Puff Puff',
      description: 'Crispy flour ball',
      price: 5000,
      currency: 'NGN',
      quantity: 100,
      metadata: { background_color: '#F5F5F5' },
    });
    expect(created).toMatchObject({ status: true, message: 'Product successfully created' });
    expect(shapeMismatches(created, sample('products', 'create', '201'))).toEqual([]);
    expect(created.data).toMatchObject({
      name: 'Puff Puff',
      price: 5000,
      currency: 'NGN',
      quantity: 100,
      quantity_sold: 0,
      unlimited: false,
      in_stock: true,
      integration: m.id,
      domain: 'test',
      active: true,
    });
    expect(created.data.product_code).toMatch(/^PROD_[a-z0-9]{15}$/);
    const id = created.data.id;

    const fetched = await product.get({ id });
    expect(fetched.message).toBe('Product retrieved');
    expect(shapeMismatches(fetched, sample('products', 'fetch'))).toEqual([]);
    expect((await m.api.get(`/product/${created.data.product_code}`)).body.data.id).toBe(id);

    const list = await product.list({ perPage: 10, page: 1 });
    expect(list.message).toBe('Products retrieved');
    expect(shapeMismatches(list.data[0], sample('products', 'list').data[0])).toEqual([]);
    expect(list.meta).toMatchObject({ perPage: 10, page: 1, total: 1 });

    const updated = await product.update({ id, name: 'Puff Puff XL', price: 7000, unlimited: true });
    expect(updated.message).toBe('Product successfully updated');
    expect(shapeMismatches(updated, sample('products', 'update'))).toEqual([]);
    expect(updated.data).toMatchObject({ name: 'Puff Puff XL', price: 7000, unlimited: true, in_stock: true });

    // Isolation: another integration and the live domain see nothing.
    expect((await other.api.get(`/product/${id}`)).status).toBe(404);
    expect((await m.live_api.get(`/product/${id}`)).status).toBe(404);
    expect((await other.api.delete(`/product/${id}`)).status).toBe(404);

    const removed = await product.remove({ id });
    expect(removed).toEqual({ status: true, message: 'Product successfully deleted' });
    expect((await m.api.get(`/product/${id}`)).status).toBe(404);
    expect((await m.api.delete(`/product/${id}`)).status).toBe(404);
    // The name is free again once the product is gone.
    expect((await m.api.post('/product', { name: 'Puff Puff XL', description: 'Again', price: 100, currency: 'NGN' })).status).toBe(201);
  });

  it('refuses bad input with the documented 4xx and changes nothing', async () => {
    const keep = (await m.api.post('/product', { name: 'Keeper', description: 'Stays', price: 1000, currency: 'NGN', quantity: 2 })).body.data;
    const before = await countRows(server, 'products');
    const base = { name: 'New', description: 'Thing', price: 1000, currency: 'NGN' };
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ ...base, name: undefined }, 400, /Name is required/],
      [{ ...base, description: undefined }, 400, /description/],
      [{ ...base, price: undefined }, 400, /Price is required/],
      [{ ...base, price: -5 }, 400, /Price/],
      [{ ...base, price: 'abc' }, 400, /Price/],
      [{ ...base, currency: undefined }, 400, /Currency is required/],
      [{ ...base, currency: 'XYZ' }, 400, /Currency not supported/],
      [{ ...base, quantity: -1 }, 400, /Quantity/],
      [{ ...base, quantity: 1.5 }, 400, /Quantity/],
      [{ ...base, unlimited: 'maybe' }, 400, /unlimited/],
      [{ ...base, split_code: 'nope' }, 400, /split_code/],
      [{ ...base, metadata: 'not json' }, 400, /metadata/],
      [{ ...base, name: 'Keeper' }, 400, /^Product with same name already exists$/],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/product', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message: expect.stringMatching(message) });
    }
    const updates: Array<[string, Record<string, unknown>, number, RegExp]> = [
      [`/product/${keep.id}`, { price: 0 }, 400, /Price/],
      [`/product/${keep.id}`, { name: '' }, 400, /name/],
      [`/product/${keep.id}`, { quantity: 'lots' }, 400, /Quantity/],
      ['/product/999999999', { name: 'x' }, 404, /^Product not found$/],
      ['/product/PROD_nope', { name: 'x' }, 404, /^Product not found$/],
    ];
    for (const [path, body, status, message] of updates) {
      const res = await m.api.put(path, body);
      expect({ path, body, status: res.status, message: res.body.message }).toEqual({ path, body, status, message: expect.stringMatching(message) });
    }
    expect((await m.api.get('/product/not-a-product')).status).toBe(404);
    expect((await m.api.get('/product?active=maybe')).status).toBe(400);
    expect(await countRows(server, 'products')).toBe(before);
    expect((await m.api.get(`/product/${keep.id}`)).body.data).toMatchObject({ name: 'Keeper', price: 1000, quantity: 2 });

    // Products onto a page: unknown page, unknown product, another integration's product, bad list.
    const page = (await m.api.post('/page', { name: 'Plain page' })).body.data;
    const foreign = (await other.api.post('/product', { name: 'Theirs', description: 'x', price: 100, currency: 'NGN' })).body.data;
    const links = await countRows(server, 'page_products');
    const adds: Array<[string, Record<string, unknown>, number, RegExp]> = [
      ['/page/999999999/product', { products: [keep.id] }, 404, /^Page not found$/],
      [`/page/${page.id}/product`, { products: [999999999] }, 400, /^Product does not exist$/],
      [`/page/${page.id}/product`, { products: [foreign.id] }, 400, /^Product does not exist$/],
      [`/page/${page.id}/product`, { products: [] }, 400, /Products are required/],
      [`/page/${page.id}/product`, {}, 400, /Products are required/],
      [`/page/${page.id}/product`, { products: 'nope' }, 400, /products/],
    ];
    for (const [path, body, status, message] of adds) {
      const res = await m.api.post(path, body);
      expect({ path, body, status: res.status, message: res.body.message }).toEqual({ path, body, status, message: expect.stringMatching(message) });
    }
    expect(await countRows(server, 'page_products')).toBe(links);
    expect((await m.api.get(`/page/${page.id}`)).body.data.type).toBe('payment');
  });

  it('10 concurrent creates of one name: exactly one wins, the others get the duplicate 400; a deleted name is free again', async () => {
    const body = { name: 'Raced product', description: 'One of a kind', price: 5000, currency: 'NGN', quantity: 1 };
    const replies = await Promise.all(Array.from({ length: 10 }, () => m.api.post('/product', body)));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const won = replies.filter((r) => r.body.status === true);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.status !== true))
      expect(r).toMatchObject({ status: 400, body: { status: false, message: 'Product with same name already exists' } });
    expect((await m.api.delete(`/product/${won[0]!.body.data.id}`)).status).toBe(200);
    expect((await m.api.post('/product', body)).body.status).toBe(true);
  });

  it('adds products to a page with the documented shape; paying it charges their prices', async () => {
    const { page, products, added } = await productPage('snack-bar', [
      { name: 'Chin Chin', price: 30000, quantity: 5 },
      { name: 'Zobo', price: 20000, unlimited: true },
    ]);
    expect(added.message).toBe('Products added to page');
    expect(shapeMismatches(added, sample('payment-pages', 'add-product'))).toEqual([]);
    expect(added.data).toMatchObject({ id: page.id, type: 'product' });
    expect(added.data.products.map((p: { product_id: number }) => p.product_id)).toEqual(products.map((p) => p.id));
    // Adding one again keeps it once.
    const again = await m.api.post(`/page/${page.id}/product`, { products: [products[0].id] });
    expect(again.body.data.products).toHaveLength(2);

    const start = await form('/pay/snack-bar', { email: 'buyer@example.com' });
    expect(start.status).toBe(303);
    const paid = await payCard(start.location!);
    expect(paid.status).toBe(303);
    const code = start.location!.split('/').pop();
    const rows = await server.services.db.read({}, (em) => em.query('SELECT reference FROM transactions WHERE access_code = ?', [code]));
    const v = await m.api.get(`/transaction/verify/${rows[0].reference}`);
    expect(v.body.data).toMatchObject({ status: 'success', amount: 50000 });
    expect((await m.api.get(`/product/${products[0].id}`)).body.data).toMatchObject({ quantity: 5, quantity_sold: 1, in_stock: true });
    expect((await m.api.get(`/product/${products[1].id}`)).body.data).toMatchObject({ unlimited: true, quantity_sold: 1, in_stock: true });
  });

  it('a product with stock 3 on a page: three payments succeed, the fourth is refused', async () => {
    const { products } = await productPage('three-left', [{ name: 'Limited Tee', price: 100000, quantity: 3 }]);
    const id = products[0].id;
    for (let i = 0; i < 3; i++) {
      const start = await form('/pay/three-left', { email: `buyer${i}@example.com` });
      expect([start.status, start.status === 303 ? '' : start.html.match(/<main[\s\S]*<\/main>/)?.[0]]).toEqual([303, '']);
      expect((await payCard(start.location!)).status).toBe(303);
    }
    expect(await stockOf(id)).toEqual({ quantity: 3, sold: 3 });
    expect((await m.api.get(`/product/${id}`)).body.data).toMatchObject({ in_stock: false, quantity_sold: 3 });

    const tx0 = await countRows(server, 'transactions');
    const fourth = await form('/pay/three-left', { email: 'late@example.com' });
    expect(fourth.status).toBe(422);
    expect(fourth.html).toContain('Limited Tee is sold out');
    expect(await countRows(server, 'transactions')).toBe(tx0);

    // Restocked, it sells again.
    expect((await m.api.put(`/product/${id}`, { quantity: 4 })).body.data).toMatchObject({ quantity: 4, in_stock: true });
    expect((await m.api.put(`/product/${id}`, { quantity: 2 })).status).toBe(400);
    const start = await form('/pay/three-left', { email: 'restock@example.com' });
    expect((await payCard(start.location!)).status).toBe(303);
    expect(await stockOf(id)).toEqual({ quantity: 4, sold: 4 });
  });

  it('stock never goes negative under 10 concurrent checkouts: exactly 3 of them are paid', async () => {
    const { products } = await productPage('rush-hour', [{ name: 'Rush Sneaker', price: 250000, quantity: 3 }]);
    const id = products[0].id;
    // Ten buyers open the checkout while stock remains, then all pay at once.
    const starts = await Promise.all(Array.from({ length: 10 }, (_, i) => form('/pay/rush-hour', { email: `rush${i}@example.com` })));
    expect(starts.map((s) => s.status)).toEqual(Array(10).fill(303));
    const paid = await Promise.all(starts.map((s) => payCard(s.location!)));
    const ok = paid.filter((p) => p.status === 303);
    const refused = paid.filter((p) => p.status !== 303);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.html).toContain('Rush Sneaker is sold out');
    }
    expect(await stockOf(id)).toEqual({ quantity: 3, sold: 3 });
    const codes = starts.map((s) => s.location!.split('/').pop());
    const statuses: Array<{ status: string }> = await server.services.db.read({}, (em) =>
      em.query(`SELECT status FROM transactions WHERE access_code IN (${codes.map(() => '?').join(',')})`, codes),
    );
    expect(statuses.filter((s) => s.status === 'success')).toHaveLength(3);
  });

  it('GraphQL: creates, lists, fetches, updates and deletes products; bad input is refused', async () => {
    const key = m.test.secret_key;
    const created = await gql<any, any>(
      server.url,
      key,
      'mutation($i: CreateProductInput!) { createProduct(input: $i) { id productCode name price quantity quantitySold unlimited inStock } }',
      {
        i: { name: 'Gql Mug', description: 'A mug', price: 150000, currency: 'NGN', quantity: 2 },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createProduct).toMatchObject({ name: 'Gql Mug', price: '150000', quantity: 2, quantitySold: 0, unlimited: false, inStock: true });
    const id = created.data.createProduct.id;
    const one = await gql<any, any>(server.url, key, 'query($id: String!) { product(id: $id) { id name } }', { id });
    expect(one.data.product).toMatchObject({ id, name: 'Gql Mug' });
    const list = await gql<any, any>(server.url, key, '{ products(first: 50) { totalCount edges { node { id name inStock } } } }');
    expect(list.errors).toBeUndefined();
    expect(list.data.products.edges.map((e: any) => e.node.id)).toContain(id);
    const upd = await gql<any, any>(
      server.url,
      key,
      'mutation($p: String!) { updateProduct(product: $p, input: { quantity: 5, name: "Gql Mug 2" }) { name quantity } }',
      { p: id },
    );
    expect(upd.data.updateProduct).toEqual({ name: 'Gql Mug 2', quantity: 5 });
    const bad = await gql<any, any>(server.url, key, 'mutation { createProduct(input: { name: "Bad", description: "x", price: -1, currency: "NGN" }) { id } }');
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect((await gql<any, any>(server.url, other.test.secret_key, 'query($id: String!) { product(id: $id) { id } }', { id })).data.product).toBeNull();
    const del = await gql<any, any>(server.url, key, 'mutation($p: ID!) { deleteProduct(product: $p) }', { p: id });
    expect(del.data.deleteProduct).toBe(true);
    expect((await gql<any, any>(server.url, key, 'query($id: String!) { product(id: $id) { id } }', { id })).data.product).toBeNull();
  });
});
