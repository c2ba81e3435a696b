import type { Order, OrderItem } from './order.entity';

export interface OrderView {
  order: Order;
  items: OrderItem[];
}

// The spec's Order record (create/fetch samples); lists show the same record.
export function presentOrder(v: OrderView) {
  const o = v.order;
  return {
    id: o.id,
    code: o.orderCode,
    amount: o.amount,
    currency: o.currency,
    status: o.status,
    integration: o.integrationId,
    domain: o.domain,
    customer: { id: o.customerId, email: o.email, first_name: o.firstName, last_name: o.lastName, phone: o.phone },
    line_items: v.items.map((i) => ({ product: { id: i.productId, name: i.productName }, quantity: i.quantity, amount: i.amount, unit_amount: i.unitAmount })),
    shipping: o.shipping,
    shipping_fee: o.shippingFee,
    is_gift: o.isGift,
    pay_for_me: o.payForMe,
    storefront: o.storefrontId,
    transaction: o.transactionId,
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

// GET /order/:code/validate: the order as the checkout needs it, with the merchant the payer pays
// (Paystack's spec: `integration` is `{key, name, logo, allowed_currencies}`, not the id).
export function presentValidatedOrder(v: OrderView, valid: boolean, merchant: { name: string; publicKey: string | null }, currencies: readonly string[]) {
  return {
    ...presentOrder(v),
    integration: { key: merchant.publicKey, name: merchant.name, logo: null, allowed_currencies: [...currencies] },
    valid,
  };
}
