import { numericId } from '../../core/ids';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { orNull, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { ProductType } from '../products/product.type';
import { CreateStorefrontInput, StorefrontsArgs, UpdateStorefrontInput } from './storefront.inputs';
import type { StorefrontService } from './storefront.service';
import { liveInOrder } from './storefront.rules';
import { StorefrontConnection, StorefrontType } from './storefront.type';
import { OrderType } from '../orders/order.type';

// A storefront's orders: the orders query with filter.storefront.
@Resolver(() => StorefrontType)
export class StorefrontResolver {
  constructor(private readonly service: StorefrontService) {}

  @Query(() => StorefrontConnection, { complexity: pageComplexity, description: 'Storefronts, newest first' })
  async storefronts(@Args() args: StorefrontsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = withoutNulls({ ...(args.filter ?? {}) });
    const page = await this.service.list(ctx, connectionPage(args, 'storefront'), filter);
    return StorefrontConnection.of(page, 'storefront', StorefrontType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => StorefrontType, { nullable: true, description: 'One storefront by id or slug' })
  async storefront(@Arg('id', { description: 'id or slug' }) id: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, id), StorefrontType.from);
  }

  @FieldResolver(() => [ProductType], { description: "The storefront's products, oldest added first" })
  async products(@Root() s: StorefrontType, @Ctx() { loaders }: GqlContext): Promise<ProductType[]> {
    const ids = await loaders.storefrontProductIds.load(s.storefrontId);
    return liveInOrder(ids, await loaders.productById.loadMany(ids)).map((p) => ProductType.from(p));
  }

  @Mutation(() => StorefrontType)
  async createStorefront(@Arg('input') input: CreateStorefrontInput, @Ctx() { ctx }: GqlContext) {
    return StorefrontType.from(await this.service.create(ctx, withoutNulls({ ...input })));
  }

  @Mutation(() => StorefrontType)
  async updateStorefront(
    @Arg('storefront', { description: 'id or slug' }) ref: string,
    @Arg('input') input: UpdateStorefrontInput,
    @Ctx() { ctx }: GqlContext,
  ) {
    return StorefrontType.from(await this.service.update(ctx, ref, withoutNulls({ ...input })));
  }

  @Mutation(() => Boolean)
  async deleteStorefront(@Arg('storefront', () => ID, { description: 'id or slug' }) ref: string, @Ctx() { ctx }: GqlContext) {
    await this.service.remove(ctx, ref);
    return true;
  }

  @Mutation(() => StorefrontType, { description: 'Adds products (by id) to the storefront' })
  async addStorefrontProducts(@Arg('storefront', () => ID) ref: string, @Arg('products', () => [ID]) products: string[], @Ctx() { ctx }: GqlContext) {
    const ids = products.map((p) => numericId(p) ?? -1);
    await this.service.addProducts(ctx, ref, ids.some((i) => i < 0) ? [-1] : ids);
    return StorefrontType.from(await this.service.get(ctx, ref));
  }

  @Mutation(() => StorefrontType, { description: 'Opens the hosted shop /shop/<slug>' })
  async publishStorefront(@Arg('storefront', () => ID) ref: string, @Ctx() { ctx }: GqlContext) {
    return StorefrontType.from(await this.service.publish(ctx, ref));
  }

  @Mutation(() => StorefrontType)
  async duplicateStorefront(@Arg('storefront', () => ID) ref: string, @Ctx() { ctx }: GqlContext) {
    return StorefrontType.from(await this.service.duplicate(ctx, ref));
  }
}

// An order's storefront: here rather than in the orders slice, which storefronts build on.
@Resolver(() => OrderType)
export class OrderStorefrontResolver {
  @FieldResolver(() => StorefrontType, { nullable: true, description: 'The storefront it was placed on (null for an order made with POST /order)' })
  async storefront(@Root() order: OrderType, @Ctx() { loaders }: GqlContext): Promise<StorefrontType | null> {
    if (order.storefrontId === null) return null;
    const s = await loaders.storefrontById.load(Number(order.storefrontId));
    return s ? StorefrontType.from(s) : null;
  }
}
