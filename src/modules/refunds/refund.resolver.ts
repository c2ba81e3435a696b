import { isNumericId } from '../../core/ids';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { TransactionType } from '../transactions/transaction.type';
import { CreateRefundInput, RefundAccountDetailsInput, RefundsArgs, RefundSettingsInput } from './refund.inputs';
import type { RefundService } from './refund.service';
import { RefundConnection, RefundSettingsType, RefundType } from './refund.type';

@Resolver(() => RefundType)
export class RefundResolver {
  constructor(private readonly service: RefundService) {}

  @Query(() => RefundConnection, { complexity: pageComplexity, description: 'Newest first' })
  async refunds(@Args() args: RefundsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { reference: args.reference ?? undefined, currency: args.currency ?? undefined };
    const page = await this.service.list(ctx, connectionPage(args, 'refund'), filter);
    return RefundConnection.of(page, 'refund', RefundType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => RefundType, { nullable: true })
  async refund(@Arg('id') id: string, @Ctx() { loaders }: GqlContext) {
    if (!isNumericId(id)) return null;
    const r = await loaders.refundById.load(Number(id));
    return r ? RefundType.from(r) : null;
  }

  @Query(() => RefundSettingsType)
  async refundSettings(@Ctx() { ctx }: GqlContext) {
    return RefundSettingsType.from(await this.service.settings(ctx));
  }

  @Mutation(() => RefundType)
  async createRefund(@Arg('input') input: CreateRefundInput, @Ctx() { ctx }: GqlContext) {
    return RefundType.from((await this.service.create(ctx, withoutNulls(input))).refund);
  }

  @Mutation(() => RefundType, { description: 'Operator: run the refund through its processing now (as far as the balance allows)' })
  async processRefund(@Arg('id') id: string, @Ctx() { ctx }: GqlContext) {
    return RefundType.from(await this.service.processNow(ctx, id));
  }

  @Mutation(() => RefundType, { description: "POST /refund/retry_with_customer_details/:id: a needs-attention refund paid to the customer's bank account" })
  async retryRefundWithCustomerDetails(@Arg('id') id: string, @Arg('input') input: RefundAccountDetailsInput, @Ctx() { ctx }: GqlContext) {
    return RefundType.from(await this.service.retryWithCustomerDetails(ctx, id, { ...input }));
  }

  @Mutation(() => RefundSettingsType)
  async updateRefundSettings(@Arg('input') input: RefundSettingsInput, @Ctx() { ctx }: GqlContext) {
    return RefundSettingsType.from(await this.service.updateSettings(ctx, withoutNulls(input)));
  }

  @FieldResolver(() => TransactionType, { nullable: true })
  async transaction(@Root() r: RefundType, @Ctx() { loaders }: GqlContext) {
    const t = await loaders.transactionById.load(r.transactionId);
    return t ? TransactionType.from(t) : null;
  }
}
