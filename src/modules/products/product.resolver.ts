import { isNumericId } from '../../core/ids';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { orNull, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { CreateProductInput, ProductsArgs, UpdateProductInput } from './product.inputs';
import type { ProductService } from './product.service';
import { ProductConnection, ProductType } from './product.type';

@Resolver(() => ProductType)
export class ProductResolver {
  constructor(private readonly service: ProductService) {}

  @Query(() => ProductConnection, { complexity: pageComplexity, description: 'Products, newest first (deleted ones left out)' })
  async products(@Args() args: ProductsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = withoutNulls({ ...(args.filter ?? {}) });
    const page = await this.service.list(ctx, connectionPage(args, 'product'), filter);
    return ProductConnection.of(page, 'product', ProductType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => ProductType, { nullable: true, description: 'One product by id or PROD_ code' })
  async product(@Arg('id', { description: 'id or product code' }) id: string, @Ctx() { ctx, loaders }: GqlContext) {
    if (isNumericId(id.trim())) {
      const found = await loaders.productById.load(Number(id.trim()));
      return found && !found.deletedAt ? ProductType.from(found) : null;
    }
    return orNull(this.service.get(ctx, id), ProductType.from);
  }

  @Mutation(() => ProductType)
  async createProduct(@Arg('input') input: CreateProductInput, @Ctx() { ctx }: GqlContext) {
    return ProductType.from(await this.service.create(ctx, withoutNulls({ ...input })));
  }

  @Mutation(() => ProductType)
  async updateProduct(@Arg('product', { description: 'id or product code' }) ref: string, @Arg('input') input: UpdateProductInput, @Ctx() { ctx }: GqlContext) {
    return ProductType.from(await this.service.update(ctx, ref, withoutNulls({ ...input })));
  }

  @Mutation(() => Boolean, { description: 'Deletes a product: it leaves the catalogue and its pages' })
  async deleteProduct(@Arg('product', () => ID, { description: 'id or product code' }) ref: string, @Ctx() { ctx }: GqlContext) {
    await this.service.remove(ctx, ref);
    return true;
  }
}
