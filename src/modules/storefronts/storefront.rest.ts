import { Router } from 'express';
import { DomainError } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentOrder } from '../orders/order.presenter';
import { presentStorefront, presentStorefrontProduct } from './storefront.presenter';
import type { StorefrontService } from './storefront.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Storefront', {
  'POST /storefront': {
    summary: 'Create Storefront',
    body: {
      name: f.string('Name of the storefront').required(),
      slug: f.string('A unique identifier to access your store').required(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)').required(),
      description: f.string('The description of the storefront').nullable(),
    },
  },
  'GET /storefront': {
    summary: 'List Storefronts',
    query: {
      status: f.string(),
    },
    paged: true,
  },
  'GET /storefront/verify/:slug': {
    summary: 'Verify Storefront Slug',
    params: { slug: 'The custom slug to check' },
  },
  'GET /storefront/:id': {
    summary: 'Fetch Storefront',
    params: { id: 'The unique identifier of the Storefront' },
  },
  'PUT /storefront/:id': {
    summary: 'Update Storefront',
    params: { id: 'The unique identifier of the Storefront' },
    body: {
      name: f.string('Name of the storefront'),
      slug: f.string('A unique identifier to access your store'),
      description: f.string('The description of the storefront').nullable(),
    },
  },
  'DELETE /storefront/:id': {
    summary: 'Delete Storefront',
    params: { id: 'The unique identifier of the Storefront' },
  },
  'GET /storefront/:id/order': {
    summary: 'Fetch Storefront Orders',
    params: { id: 'The unique identifier of the Storefront' },
    paged: true,
  },
  'POST /storefront/:id/product': {
    summary: 'Add Products to Storefront',
    params: { id: 'The unique identifier of the Storefront' },
    body: {
      products: f.integers('An array of product IDs').required(),
    },
  },
  'GET /storefront/:id/product': {
    summary: 'List Storefront Products',
    params: { id: 'The unique identifier of the Storefront' },
    paged: true,
  },
  'POST /storefront/:id/publish': {
    summary: 'Publish Storefront',
    params: { id: 'The unique identifier of the Storefront' },
  },
  'POST /storefront/:id/duplicate': {
    summary: 'Duplicate Storefront',
    params: { id: 'The unique identifier of the Storefront' },
  },
});

export function storefrontRouter(storefronts: StorefrontService): Router {
  const r = Router();

  r.post('/storefront', async (req, res) => {
    const input = Input.of(req.body);
    const storefront = await storefronts.create(ctxOf(res), {
      name: input.requiredString('name', 'Name is required'),
      slug: input.string('slug') ?? '',
      currency: input.string('currency'),
      description: input.nullableString('description'),
    });
    ok(res, 'Storefront created', presentStorefront(storefront));
  });

  r.get('/storefront', async (req, res) => {
    const input = Input.of(req.query);
    const page = await storefronts.list(ctxOf(res), pageRequest(input, 'storefront'), { status: input.string('status') });
    ok(res, 'Storefronts retrieved', page.items.map(presentStorefront), pageMeta(page, 'storefront'));
  });

  r.get('/storefront/verify/:slug', async (req, res) => {
    if (!(await storefronts.slugAvailable(String(req.params.slug)))) throw new DomainError('validation', 'Slug is not available', 'duplicate_slug', 'slug');
    ok(res, 'Slug is available');
  });

  r.get('/storefront/:id', async (req, res) => {
    ok(res, 'Storefront retrieved', presentStorefront(await storefronts.get(ctxOf(res), String(req.params.id))));
  });

  r.put('/storefront/:id', async (req, res) => {
    const input = Input.of(req.body);
    const storefront = await storefronts.update(ctxOf(res), String(req.params.id), {
      name: input.string('name'),
      slug: input.string('slug'),
      description: input.nullableString('description'),
    });
    ok(res, 'Storefront updated', presentStorefront(storefront));
  });

  r.delete('/storefront/:id', async (req, res) => {
    await storefronts.remove(ctxOf(res), String(req.params.id));
    ok(res, 'Storefront deleted');
  });

  r.get('/storefront/:id/order', async (req, res) => {
    const { page, views } = await storefronts.ordersOf(ctxOf(res), String(req.params.id), pageRequest(Input.of(req.query), 'order'));
    ok(res, 'Orders retrieved', views.map(presentOrder), pageMeta(page, 'order'));
  });

  r.post('/storefront/:id/product', async (req, res) => {
    const input = Input.of(req.body);
    const added = await storefronts.addProducts(ctxOf(res), String(req.params.id), input.intArray('products'));
    ok(res, 'Products added to storefront', added.map(presentStorefrontProduct));
  });

  r.get('/storefront/:id/product', async (req, res) => {
    const page = await storefronts.productsOf(ctxOf(res), String(req.params.id), pageRequest(Input.of(req.query), 'product'));
    ok(res, 'Products retrieved', page.items.map(presentStorefrontProduct), pageMeta(page, 'product'));
  });

  r.post('/storefront/:id/publish', async (req, res) => {
    ok(res, 'Storefront published', presentStorefront(await storefronts.publish(ctxOf(res), String(req.params.id))));
  });

  r.post('/storefront/:id/duplicate', async (req, res) => {
    ok(res, 'Storefront duplicated', presentStorefront(await storefronts.duplicate(ctxOf(res), String(req.params.id))));
  });

  return r;
}
