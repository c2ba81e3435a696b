import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { valueOrJson } from '../../core/json';
import { isNumericId, newCode } from '../../core/ids';
import { MAX_AMOUNT } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { oneOf, optionalText, requireEmail } from '../../core/validate';
import { paginate } from '../../db/paginate';
import { anyColumnContains, searchText } from '../../db/search';
import { dbTime, execute } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { CustomerService } from '../customers/customer.service';
import type { ProductService } from '../products/product.service';
import type { TransactionService } from '../transactions/transaction.service';
import { Order, OrderItem, type OrderShipping, type OrderStatus } from './order.entity';
import { presentOrder, type OrderView } from './order.presenter';

export interface OrderItemParams {
  item: number;
  quantity: number;
  amount?: number;
}

export interface CreateOrderParams {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  currency?: string;
  // As sent: an array (or a JSON string of one) of {item, type, quantity, amount}.
  items: unknown;
  shipping?: unknown;
  isGift?: boolean;
  payForMe?: boolean;
}

export interface OrderFilter {
  from?: Date;
  to?: Date;
  productId?: number;
  storefrontId?: number;
  status?: string;
  // Held anywhere in the order code, the buyer's email or name (any case): the dashboard's search box.
  search?: string;
}

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'success'];

export const ORDER_NOT_FOUND = 'Order not found';
const MAX_LINES = 50;
const MAX_QUANTITY = 100_000;

// Orders: created by the merchant (POST /order) or by a buyer on a storefront, paid when a
// transaction carrying the order's code in metadata.order_code succeeds (successHook), which also
// takes the lines' stock.
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly customers: CustomerService,
    private readonly products: ProductService,
    private readonly transactions: TransactionService,
  ) {}

  async create(ctx: RequestContext, params: CreateOrderParams, storefrontId: number | null = null): Promise<OrderView> {
    const email = requireEmail(params.email);
    if (params.currency === undefined) throw missing('currency', 'Currency is required');
    const currency = merchantCurrency(ctx, params.currency);
    const firstName = optionalText(params.firstName, 'first_name', 100) ?? null;
    const lastName = optionalText(params.lastName, 'last_name', 100) ?? null;
    const phone = optionalText(params.phone, 'phone', 32) ?? null;
    const items = checkItems(params.items);
    const shipping = checkShipping(params.shipping);
    const checked = await this.products.checkLines(
      ctx,
      currency,
      items.map((i) => ({ productId: i.item, quantity: i.quantity })),
    );
    checked.forEach(({ product }, i) => {
      const given = items[i]!.amount;
      if (given !== undefined && given !== product.price) throw invalid('items', `items[${i}].amount must be the price of ${product.name} (${product.price})`);
    });
    const amount = checked.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0) + (shipping?.shipping_fee ?? 0);
    if (amount <= 0) throw invalid('items', 'The order must cost something');
    if (amount > MAX_AMOUNT) throw invalid('items', 'Transaction amount limit exceeded');
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const { customer } = await this.customers.create(t, { email, firstName, lastName, phone });
      const now = this.clock.now(t);
      const order = em.create(Order, {
        integrationId: t.integration.id,
        domain: t.domain,
        orderCode: newCode('ORD'),
        customerId: customer.id,
        email,
        firstName,
        lastName,
        phone,
        currency,
        amount,
        shippingFee: shipping?.shipping_fee ?? 0,
        shipping,
        isGift: params.isGift ?? false,
        payForMe: params.payForMe ?? false,
        status: 'pending',
        storefrontId,
        transactionId: null,
        paidAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await em.save(order);
      const lines = checked.map(({ product, quantity }) =>
        em.create(OrderItem, {
          integrationId: t.integration.id,
          domain: t.domain,
          orderId: order.id,
          productId: product.id,
          productName: product.name,
          quantity,
          unitAmount: product.price,
          amount: product.price * quantity,
        }),
      );
      await em.save(lines);
      const view = { order, items: lines };
      await this.events.record(t, { type: 'order.created', resource: `order:${order.id}`, payload: presentOrder(view) });
      return view;
    });
  }

  // A transaction for the order's amount carrying its code, for the hosted checkout.
  async pay(ctx: RequestContext, order: Order, callbackUrl?: string): Promise<{ authorizationUrl: string; accessCode: string; reference: string }> {
    if (order.status !== 'pending') throw new DomainError('validation', 'Order has already been paid', 'invalid_params', 'order');
    const result = await this.transactions.initialize(ctx, {
      amount: order.amount,
      email: order.email,
      currency: order.currency,
      callbackUrl,
      metadata: { order_code: order.orderCode, ...(order.storefrontId ? { storefront_id: order.storefrontId } : {}) },
    });
    return { authorizationUrl: result.authorizationUrl, accessCode: result.accessCode, reference: result.reference };
  }

  // A checkout link for a pending order (the dashboard's "Get a payment link"): the same transaction
  // a buyer's basket on a storefront makes (StorefrontService.buy), for an order found by id or code.
  async payByRef(ctx: RequestContext, ref: string, callbackUrl?: string): Promise<{ authorizationUrl: string; accessCode: string; reference: string }> {
    const { order } = await this.get(ctx, ref);
    return this.pay(ctx, order, callbackUrl);
  }

  async list(ctx: RequestContext, page: PageRequest, filter: OrderFilter = {}): Promise<Page<Order>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: OrderFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  async get(ctx: RequestContext, ref: string): Promise<OrderView> {
    const order = await this.db.read(ctx, (em) => this.find(ctx, em, ref));
    return { order, items: await this.itemsOf(ctx, [order.id]) };
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Order[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Order, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // The lines of several orders in one query (lists, the GraphQL loader).
  async itemsOf(ctx: RequestContext, orderIds: readonly number[]): Promise<OrderItem[]> {
    if (!orderIds.length) return [];
    return this.db.read(ctx, (em) =>
      em.find(OrderItem, { where: { integrationId: ctx.integration.id, domain: ctx.domain, orderId: In([...orderIds]) }, order: { id: 'ASC' } }),
    );
  }

  async views(ctx: RequestContext, orders: Order[]): Promise<OrderView[]> {
    const items = await this.itemsOf(
      ctx,
      orders.map((o) => o.id),
    );
    return orders.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
  }

  // GET /order/:code/validate: the order exists, and can still be paid (pending, its products in
  // stock) or was paid.
  async validate(ctx: RequestContext, code: string): Promise<{ view: OrderView; valid: boolean }> {
    const view = await this.get(ctx, code);
    if (view.order.status === 'success') return { view, valid: true };
    try {
      await this.products.checkLines(
        ctx,
        view.order.currency,
        view.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      );
      return { view, valid: true };
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'validation') return { view, valid: false };
      throw err;
    }
  }

  // A payment succeeded (payment.succeeded, order.hooks.ts): the pending order it names, for the same
  // amount and currency, takes its stock and is paid, in the payment's transaction. Sold out
  // meanwhile: the payment is refused (rolls back) rather than overselling.
  readonly successHook = async (
    t: TxContext,
    view: { transaction: { id: number; amount: number; currency: string; metadata: Record<string, unknown> | null } },
  ): Promise<void> => {
    const code = view.transaction.metadata?.order_code;
    if (typeof code !== 'string' || !/^ORD_[a-z0-9]{1,27}$/.test(code)) return;
    const em = t.tx.em;
    const order = await em.findOneBy(Order, { integrationId: t.integration.id, domain: t.domain, orderCode: code });
    const tx = view.transaction;
    if (!order || order.amount !== tx.amount || order.currency !== tx.currency) return;
    if (order.status !== 'pending') throw new DomainError('validation', 'Order has already been paid', 'invalid_params', 'order');
    const now = this.clock.now(t);
    const res = await execute(em, "UPDATE orders SET status = 'success', transaction_id = ?, paid_at = ?, updated_at = ? WHERE id = ? AND status = 'pending'", [
      tx.id,
      dbTime(em, Order, now),
      dbTime(em, Order, now),
      order.id,
    ]);
    // Another payment of the same order won meanwhile: this one is refused, not paid twice.
    if (res.affected !== 1) throw new DomainError('validation', 'Order has already been paid', 'invalid_params', 'order');
    const items = await em.findBy(OrderItem, { orderId: order.id });
    await this.products.takeStock(
      t,
      items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    );
    Object.assign(order, { status: 'success', transactionId: tx.id, paidAt: now, updatedAt: now });
    await this.events.record(t, { type: 'order.paid', resource: `order:${order.id}`, payload: presentOrder({ order, items }) });
  };

  private filtered(ctx: RequestContext, em: EntityManager, filter: OrderFilter) {
    const qb = em.createQueryBuilder(Order, 'o').where('o.integration_id = :i AND o.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.from) qb.andWhere('o.created_at >= :from', { from: dbTime(em, Order, filter.from) });
    if (filter.to) qb.andWhere('o.created_at <= :to', { to: dbTime(em, Order, filter.to) });
    if (filter.storefrontId !== undefined) qb.andWhere('o.storefront_id = :s', { s: filter.storefrontId });
    if (filter.productId !== undefined) qb.andWhere('o.id IN (SELECT oi.order_id FROM order_items oi WHERE oi.product_id = :p)', { p: filter.productId });
    if (filter.status) qb.andWhere('o.status = :status', { status: oneOf(filter.status, ORDER_STATUSES, 'status') });
    const search = searchText(filter.search);
    if (search) {
      const match = anyColumnContains(['o.order_code', 'o.email', 'o.first_name', 'o.last_name'], search, 'kobo_q');
      qb.andWhere(match.sql, match.params);
    }
    return qb;
  }

  private async find(ctx: RequestContext, em: EntityManager, ref: string): Promise<Order> {
    const value = (ref ?? '').trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    let order: Order | null = null;
    if (isNumericId(value)) order = await em.findOneBy(Order, { ...scope, id: Number(value) });
    else if (/^ORD_[a-z0-9]{1,27}$/.test(value)) order = await em.findOneBy(Order, { ...scope, orderCode: value });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }
}

function checkItems(value: unknown): OrderItemParams[] {
  if (value === undefined || value === null || value === '') throw missing('items', 'Items are required');
  const parsed = valueOrJson(value, () => invalid('items', 'items must be an array of {item, quantity}'));
  if (!Array.isArray(parsed) || !parsed.length) throw invalid('items', 'items must be an array of {item, quantity}');
  if (parsed.length > MAX_LINES) throw invalid('items', `An order can hold at most ${MAX_LINES} items`);
  const seen = new Set<number>();
  return parsed.map((raw: unknown, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid('items', `items[${i}] must be an object`);
    const f = raw as Record<string, unknown>;
    const item = wholeNumber(f.item);
    if (item === null || item < 1) throw invalid('items', `items[${i}].item must be a product id`);
    if (f.type !== undefined && f.type !== 'product') throw invalid('items', `items[${i}].type must be product`);
    const quantity = f.quantity === undefined ? 1 : wholeNumber(f.quantity);
    if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY)
      throw invalid('items', `items[${i}].quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
    let amount: number | undefined;
    if (f.amount !== undefined) {
      const a = wholeNumber(f.amount);
      if (a === null || a < 1) throw invalid('items', `items[${i}].amount must be a positive integer`);
      amount = a;
    }
    if (seen.has(item)) throw invalid('items', `items[${i}]: product ${item} is listed twice`);
    seen.add(item);
    return { item, quantity, amount };
  });
}

function checkShipping(value: unknown): OrderShipping | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = valueOrJson(value, () => invalid('shipping', 'shipping must be an object'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid('shipping', 'shipping must be an object');
  const f = parsed as Record<string, unknown>;
  const text = (name: string, max = 200) => {
    const v = f[name];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') throw invalid('shipping', `shipping.${name} must be a string`);
    return optionalText(v, `shipping.${name}`, max) ?? null;
  };
  const fee = f.shipping_fee === undefined ? 0 : wholeNumber(f.shipping_fee);
  if (fee === null || fee < 0 || fee > MAX_AMOUNT) throw invalid('shipping', 'shipping.shipping_fee must be a whole amount, 0 or more');
  return {
    street_line: text('street_line'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    shipping_fee: fee,
    delivery_note: text('delivery_note', 500),
  };
}

function wholeNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && isNumericId(v.trim())) return Number(v.trim());
  return null;
}
