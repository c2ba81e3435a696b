import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import type { PageService } from '../pages/page.service';
import { presentPage } from '../pages/page.presenter';
import { presentPageProduct, presentProduct } from './product.presenter';
import type { CreateProductParams, ProductService } from './product.service';
import { describeRoutes, f } from '../../rest/operations';

// What create and update both take: stock, sharing and shipping.
const STOCK_FIELDS = {
  unlimited: f.boolean('Whether the product is in unlimited supply'),
  quantity: f.integer('Stock, when not unlimited').nullable(),
  split_code: f.string('The split code of a split to pay with').nullable(),
  metadata: f.object('JSON object of custom data'),
  is_shippable: f.boolean(),
  minimum_orderable: f.integer(),
  maximum_orderable: f.integer().nullable(),
};

describeRoutes('Product', {
  'POST /product': {
    summary: 'Create Product',
    body: {
      name: f.string('Name of product').required(),
      description: f.string('Description of product').required(),
      price: f.amount('Price in minor units').required(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)').required(),
      ...STOCK_FIELDS,
    },
  },
  'GET /product': {
    summary: 'List Products',
    query: {
      active: f.boolean('The state of the product'),
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'GET /product/:id': {
    summary: 'Fetch Product',
    params: { id: 'The unique identifier of the product' },
  },
  'PUT /product/:id': {
    summary: 'Update product',
    params: { id: 'The unique identifier of the product' },
    body: {
      name: f.string('Name of product'),
      active: f.boolean(),
      description: f.string('Description of product').nullable(),
      price: f.amount('Price in minor units'),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      ...STOCK_FIELDS,
    },
  },
  'DELETE /product/:id': {
    summary: 'Delete Product',
    params: { id: 'The unique identifier of the product' },
  },
  'POST /page/:id/product': {
    summary: 'Add Products',
    body: {
      products: f.integers('A list of IDs of products to add to a page').required(),
    },
  },
});

export function productRouter(products: ProductService, pages: PageService): Router {
  const r = Router();

  const fields = (input: Input): Partial<CreateProductParams> => ({
    description: input.nullableString('description'),
    price: input.amount('price', 'Price must be an integer'),
    currency: input.string('currency'),
    unlimited: input.bool('unlimited'),
    quantity: input.raw.quantity === null ? null : input.int('quantity', 'Quantity must be a whole number, 0 or more'),
    splitCode: input.nullableString('split_code'),
    metadata: input.json('metadata'),
    isShippable: input.bool('is_shippable'),
    minimumOrderable: input.int('minimum_orderable'),
    maximumOrderable: input.raw.maximum_orderable === null ? null : input.int('maximum_orderable'),
  });

  r.post('/product', async (req, res) => {
    const input = Input.of(req.body);
    const product = await products.create(ctxOf(res), { ...fields(input), name: input.requiredString('name', 'Name is required') });
    ok(res, 'Product successfully created', presentProduct(product), undefined, 201);
  });

  r.get('/product', async (req, res) => {
    const input = Input.of(req.query);
    const page = await products.list(ctxOf(res), pageRequest(input, 'product'), {
      active: input.bool('active'),
      from: input.date('from'),
      to: input.date('to'),
    });
    // The list sample shows low_stock_alert as 0 where fetch shows false.
    ok(
      res,
      'Products retrieved',
      page.items.map((p) => ({ ...presentProduct(p), low_stock_alert: 0 })),
      pageMeta(page, 'product'),
    );
  });

  r.get('/product/:id', async (req, res) => {
    ok(res, 'Product retrieved', presentProduct(await products.get(ctxOf(res), String(req.params.id))));
  });

  r.put('/product/:id', async (req, res) => {
    const input = Input.of(req.body);
    const product = await products.update(ctxOf(res), String(req.params.id), { ...fields(input), name: input.string('name'), active: input.bool('active') });
    ok(res, 'Product successfully updated', presentProduct(product));
  });

  r.delete('/product/:id', async (req, res) => {
    await products.remove(ctxOf(res), String(req.params.id));
    ok(res, 'Product successfully deleted');
  });

  // Products on a payment page: the page (PageService's public lookups) turns into a product page
  // whose payers buy them.
  r.post('/page/:id/product', async (req, res) => {
    const input = Input.of(req.body);
    const ctx = ctxOf(res);
    const ids = input.intArray('products');
    const page = await pages.get(ctx, String(req.params.id));
    // Checked before the page changes type, so bad input changes nothing.
    const added = await products.addToPage(ctx, page.id, ids ?? [], (t) => pages.makeProductPage(t, String(page.id)));
    ok(res, 'Products added to page', {
      ...presentPage(added.page),
      success_message: null,
      notification_email: null,
      products: added.products.map((p) => presentPageProduct(p, added.page.id)),
    });
  });

  return r;
}
