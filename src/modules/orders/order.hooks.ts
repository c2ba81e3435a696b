import type { Lifecycle } from '../lifecycle';
import type { OrderService } from './order.service';

// Every hook the orders slice registers on a payment's life (modules/lifecycle.ts), in one place.
// Each runs in the DB transaction of the payment.
export function registerOrderHooks(k: { lifecycle: Lifecycle }, orders: OrderService): void {
  // A payment carrying an order's code pays the order and takes its stock.
  k.lifecycle.payment.succeeded.register('orders', orders.successHook);
}
