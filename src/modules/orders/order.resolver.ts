import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { idArg, orNull, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { ProductType } from '../products/product.type';
import { CreateOrderInput, OrdersArgs } from './order.inputs';
import type { OrderFilter, OrderService } from './order.service';
import { OrderConnection, OrderLineType, OrderPaymentType, OrderType } from './order.type';
import { CustomerType } from '../customers/customer.type';

@Resolver(() => OrderType)
export class OrderResolver {
  constructor(private readonly service: OrderService) {}

  @Query(() => OrderConnection, { complexity: pageComplexity, description: 'Orders, newest first' })
  async orders(@Args() args: OrdersArgs, @Ctx() { ctx }: GqlContext) {
    const f = args.filter ?? {};
    const filter: OrderFilter = withoutNulls({
      from: f.from,
      to: f.to,
      productId: idArg(f.product, 'product', 'a product id'),
      storefrontId: idArg(f.storefront, 'storefront', 'a storefront id'),
      status: f.status,
      search: f.search,
    });
    const page = await this.service.list(ctx, connectionPage(args, 'order'), filter);
    return OrderConnection.of(page, 'order', OrderType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => OrderType, { nullable: true, description: 'One order by id or ORD_ code' })
  async order(@Arg('id', { description: 'id or order code' }) id: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, id), (v) => OrderType.from(v.order));
  }

  @FieldResolver(() => [OrderLineType], { description: "The order's lines" })
  async lineItems(@Root() order: OrderType, @Ctx() { loaders }: GqlContext): Promise<OrderLineType[]> {
    return (await loaders.orderLines.load(order.orderId)).map(OrderLineType.from);
  }

  @FieldResolver(() => CustomerType, { nullable: true, description: 'The customer who placed it' })
  async customer(@Root() order: OrderType, @Ctx() { loaders }: GqlContext): Promise<CustomerType | null> {
    const c = await loaders.customerById.load(order.customerId);
    return c ? CustomerType.from(c) : null;
  }

  @FieldResolver(() => Boolean, {
    description: 'GET /order/:code/validate: paid, or pending with every product still on sale and in stock (one query per order: ask it of one order)',
  })
  async payable(@Root() order: OrderType, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return (await this.service.validate(ctx, order.code)).valid;
  }

  @Mutation(() => OrderPaymentType, {
    description: "A checkout link for a pending order: a transaction for its amount carrying metadata.order_code, as a storefront's basket makes",
  })
  async payOrder(
    @Arg('id', { description: 'id or order code' }) id: string,
    @Arg('callbackUrl', () => String, { nullable: true }) callbackUrl: string | null,
    @Ctx() { ctx }: GqlContext,
  ) {
    return Object.assign(new OrderPaymentType(), await this.service.payByRef(ctx, id, callbackUrl ?? undefined));
  }

  @Mutation(() => OrderType, { description: 'A pending order; it is paid by a transaction with metadata.order_code' })
  async createOrder(@Arg('input') input: CreateOrderInput, @Ctx() { ctx }: GqlContext) {
    const s = input.shipping;
    const view = await this.service.create(ctx, {
      ...withoutNulls({
        email: input.email,
        currency: input.currency,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        isGift: input.isGift,
        payForMe: input.payForMe,
      }),
      items: input.items.map((i) => withoutNulls({ item: i.item, quantity: i.quantity, amount: i.amount })),
      shipping: s
        ? withoutNulls({
            street_line: s.streetLine,
            city: s.city,
            state: s.state,
            country: s.country,
            shipping_fee: s.shippingFee,
            delivery_note: s.deliveryNote,
          })
        : undefined,
    });
    return OrderType.from(view.order);
  }
}

@Resolver(() => OrderLineType)
export class OrderLineResolver {
  @FieldResolver(() => ProductType, { nullable: true, description: 'The product (null once deleted)' })
  async product(@Root() line: OrderLineType, @Ctx() { loaders }: GqlContext): Promise<ProductType | null> {
    const p = await loaders.productById.load(Number(line.productId));
    return p && !p.deletedAt ? ProductType.from(p) : null;
  }
}
