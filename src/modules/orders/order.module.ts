import { loaderById, loaderOfLists } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Order, OrderItem } from './order.entity';
import type { CustomerServices } from '../customers/customer.module';
import type { IntegrationServices } from '../integrations/integration.module';
import type { ProductServices } from '../products/product.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { OrderLineResolver, OrderResolver } from './order.resolver';
import { orderRouter } from './order.rest';
import { OrderService } from './order.service';
import { registerOrderHooks } from './order.hooks';

export const ordersModule = defineModule({
  name: 'orders',
  entities: [Order, OrderItem],
  services: (k: Kernel & IntegrationServices & CustomerServices & TransactionServices & ProductServices) => {
    const orders = new OrderService(k.db, k.clock, k.events, k.customers, k.products, k.transactions);
    registerOrderHooks(k, orders);
    return { orders };
  },
  routes: (s) => [orderRouter(s.orders, s.products, s.integrations)],
  resolvers: [
    { type: OrderResolver, make: (s) => new OrderResolver(s.orders) },
    { type: OrderLineResolver, make: () => new OrderLineResolver() },
  ],
  loaders: (s, ctx) => ({
    orderById: loaderById((ids) => s.orders.byIds(ctx, ids)),
    orderLines: loaderOfLists(
      (ids: readonly number[]) => s.orders.itemsOf(ctx, ids),
      (i) => i.orderId,
    ),
  }),
});

export type OrderServices = { orders: OrderService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof ordersModule> {}
}
