import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { withoutNulls, orNull } from '../../graphql/args';
import { ConnectionArgs, connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { CreatePageInput, customFieldsParam, UpdatePageInput } from './page.inputs';
import type { PageService } from './page.service';
import { PageConnection, PageType } from './page.type';

@Resolver(() => PageType)
export class PageResolver {
  constructor(private readonly service: PageService) {}

  @Query(() => PageConnection, { complexity: pageComplexity, description: 'Payment pages, newest first' })
  async paymentPages(@Args() args: ConnectionArgs, @Ctx() { ctx }: GqlContext) {
    const page = await this.service.list(ctx, connectionPage(args, 'page'));
    return PageConnection.of(page, 'page', PageType.from, () => this.service.count(ctx));
  }

  @Query(() => PageType, { nullable: true, description: 'One payment page by id or slug' })
  async paymentPage(@Arg('ref') ref: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, ref), (found) => PageType.from(found));
  }

  @Query(() => Boolean, { description: 'Whether a slug is free (slugs are unique across Kobo)' })
  async pageSlugAvailable(@Arg('slug') slug: string) {
    return this.service.slugAvailable(slug);
  }

  @Mutation(() => PageType, { description: 'POST /page' })
  async createPaymentPage(@Arg('input') input: CreatePageInput, @Ctx() { ctx }: GqlContext) {
    return PageType.from(await this.service.create(ctx, withoutNulls({ ...input, customFields: customFieldsParam(input.customFields) })));
  }

  @Mutation(() => PageType, { description: 'PUT /page/:id_or_slug' })
  async updatePaymentPage(@Arg('ref') ref: string, @Arg('input') input: UpdatePageInput, @Ctx() { ctx }: GqlContext) {
    return PageType.from(await this.service.update(ctx, ref, withoutNulls({ ...input, customFields: customFieldsParam(input.customFields) })));
  }
}
