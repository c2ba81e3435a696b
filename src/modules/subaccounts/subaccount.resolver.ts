import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { withoutNulls, orNull } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { CreateSubaccountInput, SubaccountsArgs, UpdateSubaccountInput } from './subaccount.inputs';
import type { SubaccountService } from './subaccount.service';
import { SubaccountConnection, SubaccountType } from './subaccount.type';

@Resolver(() => SubaccountType)
export class SubaccountResolver {
  constructor(private readonly service: SubaccountService) {}

  @Query(() => SubaccountConnection, { complexity: pageComplexity, description: 'Newest first' })
  async subaccounts(@Args() args: SubaccountsArgs, @Ctx() { ctx }: GqlContext) {
    const page = await this.service.list(ctx, connectionPage(args, 'subaccount'));
    return SubaccountConnection.of(page, 'subaccount', SubaccountType.from, () => this.service.count(ctx));
  }

  @Query(() => SubaccountType, { nullable: true, description: 'One subaccount by id or ACCT_ code' })
  async subaccount(@Arg('idOrCode') idOrCode: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, idOrCode), (found) => SubaccountType.from(found));
  }

  @Mutation(() => SubaccountType)
  async createSubaccount(@Arg('input') input: CreateSubaccountInput, @Ctx() { ctx }: GqlContext) {
    return SubaccountType.from(await this.service.create(ctx, withoutNulls(input)));
  }

  @Mutation(() => SubaccountType)
  async updateSubaccount(
    @Arg('subaccount', { description: 'id or ACCT_ code' }) ref: string,
    @Arg('input') input: UpdateSubaccountInput,
    @Ctx() { ctx }: GqlContext,
  ) {
    return SubaccountType.from(await this.service.update(ctx, ref, withoutNulls(input)));
  }
}
