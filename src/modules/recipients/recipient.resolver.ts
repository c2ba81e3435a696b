import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { withoutNulls, orNull } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { CreateRecipientInput, RecipientsArgs, UpdateRecipientInput } from './recipient.inputs';
import type { RecipientService } from './recipient.service';
import { RecipientConnection, RecipientType } from './recipient.type';

@Resolver(() => RecipientType)
export class RecipientResolver {
  constructor(private readonly service: RecipientService) {}

  @Query(() => RecipientConnection, { complexity: pageComplexity, description: 'Transfer recipients, newest first' })
  async transferRecipients(@Args() args: RecipientsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { search: args.search ?? undefined };
    const page = await this.service.list(ctx, connectionPage(args, 'transferrecipient'), filter);
    return RecipientConnection.of(page, 'transferrecipient', RecipientType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => RecipientType, { nullable: true, description: 'By id or RCP_ code' })
  async transferRecipient(@Arg('idOrCode') idOrCode: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, idOrCode), (found) => RecipientType.from(found));
  }

  @Mutation(() => RecipientType, { description: 'The existing recipient when the account is already one' })
  async createTransferRecipient(@Arg('input') input: CreateRecipientInput, @Ctx() { ctx }: GqlContext) {
    return RecipientType.from((await this.service.create(ctx, withoutNulls(input))).recipient);
  }

  @Mutation(() => [RecipientType], { description: 'All or none' })
  async createTransferRecipients(@Arg('inputs', () => [CreateRecipientInput]) inputs: CreateRecipientInput[], @Ctx() { ctx }: GqlContext) {
    return (await this.service.createMany(ctx, inputs.map(withoutNulls))).success.map(RecipientType.from);
  }

  @Mutation(() => RecipientType)
  async updateTransferRecipient(@Arg('idOrCode') idOrCode: string, @Arg('input') input: UpdateRecipientInput, @Ctx() { ctx }: GqlContext) {
    return RecipientType.from(await this.service.update(ctx, idOrCode, withoutNulls(input)));
  }

  @Mutation(() => RecipientType, { description: 'Deactivates the recipient' })
  async deleteTransferRecipient(@Arg('idOrCode') idOrCode: string, @Ctx() { ctx }: GqlContext) {
    return RecipientType.from(await this.service.deactivate(ctx, idOrCode));
  }
}
