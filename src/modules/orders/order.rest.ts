import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { CURRENCIES } from '../../core/money';
import type { IntegrationService } from '../integrations/integration.service';
import type { ProductService } from '../products/product.service';
import { presentOrder, presentValidatedOrder } from './order.presenter';
import type { OrderService } from './order.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Order', {
  'POST /order': {
    summary: 'Create Order',
    body: {
      email: f.string('The email of the customer placing the order').required(),
      first_name: f.string("The customer's first name").nullable(),
      last_name: f.string("The customer's last name").nullable(),
      phone: f.string("The customer's mobile number").nullable(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)').required(),
      is_gift: f.boolean('A flag to indicate if the order is for someone else'),
      pay_for_me: f.boolean('A flag to indicate if the someone else should pay for the order'),
    },
  },
  'GET /order': {
    summary: 'List Orders',
    query: {
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'GET /order/product/:id': {
    summary: 'Fetch Product Orders',
    params: { id: 'The unique identifier of the order' },
    paged: true,
  },
  'GET /order/:code/validate': {
    summary: 'Validate Order',
    params: { code: 'The unique code of a previously created order' },
  },
  'GET /order/:id': {
    summary: 'Fetch Order',
    params: { id: 'The unique identifier of the order' },
  },
});

export function orderRouter(orders: OrderService, products: ProductService, integrations: Pick<IntegrationService, 'checkoutProfile'>): Router {
  const r = Router();

  r.post('/order', async (req, res) => {
    const input = Input.of(req.body);
    const view = await orders.create(ctxOf(res), {
      email: input.requiredString('email', 'Email is required'),
      firstName: input.nullableString('first_name'),
      lastName: input.nullableString('last_name'),
      phone: input.nullableString('phone'),
      currency: input.string('currency'),
      items: input.raw.items,
      shipping: input.raw.shipping,
      isGift: input.bool('is_gift'),
      payForMe: input.bool('pay_for_me'),
    });
    ok(res, 'Order created', presentOrder(view));
  });

  r.get('/order', async (req, res) => {
    const input = Input.of(req.query);
    const ctx = ctxOf(res);
    const page = await orders.list(ctx, pageRequest(input, 'order'), { from: input.date('from'), to: input.date('to') });
    ok(res, 'Orders retrieved', (await orders.views(ctx, page.items)).map(presentOrder), pageMeta(page, 'order'));
  });

  r.get('/order/product/:id', async (req, res) => {
    const input = Input.of(req.query);
    const ctx = ctxOf(res);
    // An unknown product is "Product not found" (ProductService.get), not an empty list.
    const product = await products.get(ctx, String(req.params.id));
    const page = await orders.list(ctx, pageRequest(input, 'order'), { productId: product.id });
    ok(res, 'Product orders retrieved', (await orders.views(ctx, page.items)).map(presentOrder), pageMeta(page, 'order'));
  });

  r.get('/order/:code/validate', async (req, res) => {
    const ctx = ctxOf(res);
    const { view, valid } = await orders.validate(ctx, String(req.params.code));
    ok(res, valid ? 'Order is valid' : 'Order can no longer be paid', presentValidatedOrder(view, valid, await integrations.checkoutProfile(ctx), CURRENCIES));
  });

  r.get('/order/:id', async (req, res) => {
    ok(res, 'Order retrieved', presentOrder(await orders.get(ctxOf(res), String(req.params.id))));
  });

  return r;
}
