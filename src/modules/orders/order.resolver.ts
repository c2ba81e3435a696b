import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { idArg, orNull, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { ProductType } from '../products/product.type';
import { CreateOrderInput, OrdersArgs } from './order.inputs';
import type { OrderFilter, OrderService } from './order.service';
import { OrderConnection, OrderLineType, OrderType } from './order.type';

@Resolver(() => OrderType)
export class OrderResolver {
  constructor(private readonly service: OrderService) {}

  @Query(() => OrderConnection, { complexity: pageComplexity, description: 'Orders, newest first' })
  async orders(@Args() args: OrdersArgs, @Ctx() { ctx }: GqlContext) {
    const f = args.filter ?? {};
    const filter: OrderFilter = withoutNulls({ from: f.from, to: f.to, productId: idArg(f.product, 'product', 'a product id'), storefrontId: idArg(f.storefront, 'storefront', 'a storefront id') });
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

  @Mutation(() => OrderType, { description: 'A pending order; it is paid by a transaction with metadata.order_code' })
  async createOrder(@Arg('input') input: CreateOrderInput, @Ctx() { ctx }: GqlContext) {
    const s = input.shipping;
    const view = await this.service.create(ctx, {
      ...withoutNulls({ email: input.email, currency: input.currency, firstName: input.firstName, lastName: input.lastName, phone: input.phone, isGift: input.isGift, payForMe: input.payForMe }),
      items: input.items.map((i) => withoutNulls({ item: i.item, quantity: i.quantity, amount: i.amount })),
      shipping: s ? withoutNulls({ street_line: s.streetLine, city: s.city, state: s.state, country: s.country, shipping_fee: s.shippingFee, delivery_note: s.deliveryNote }) : undefined,
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
