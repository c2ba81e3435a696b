import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import type { ProductService } from '../products/product.service';
import { presentOrder } from './order.presenter';
import type { OrderService } from './order.service';

export function orderRouter(orders: OrderService, products: ProductService): Router {
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
    const { view, valid } = await orders.validate(ctxOf(res), String(req.params.code));
    ok(res, valid ? 'Order is valid' : 'Order can no longer be paid', { ...presentOrder(view), valid });
  });

  r.get('/order/:id', async (req, res) => {
    ok(res, 'Order retrieved', presentOrder(await orders.get(ctxOf(res), String(req.params.id))));
  });

  return r;
}
