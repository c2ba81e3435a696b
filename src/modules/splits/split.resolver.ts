import { isNumericId } from '../../core/ids';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { orNull, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { SubaccountType } from '../subaccounts/subaccount.type';
import { shareOf } from './split.presenter';
import type { SplitFilter, SplitService } from './split.service';
import { CreateSplitInput, SplitMemberInput, SplitsArgs, UpdateSplitInput } from './split.inputs';
import { SplitConnection, SplitMemberType, SplitType } from './split.type';

@Resolver(() => SplitType)
export class SplitResolver {
  constructor(private readonly service: SplitService) {}

  @Query(() => SplitConnection, { complexity: pageComplexity, description: 'Split groups, newest first' })
  async splits(@Args() args: SplitsArgs, @Ctx() { ctx }: GqlContext) {
    const filter: SplitFilter = withoutNulls({ ...(args.filter ?? {}) });
    const page = await this.service.list(ctx, connectionPage(args, 'split'), filter);
    return SplitConnection.of(page, 'split', SplitType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => SplitType, { nullable: true, description: 'One split group by id or SPL_ code' })
  async split(@Arg('id', { description: 'id or split code' }) id: string, @Ctx() { ctx, loaders }: GqlContext) {
    if (isNumericId(id.trim())) {
      const found = await loaders.splitById.load(Number(id.trim()));
      return found ? SplitType.from(found) : null;
    }
    return orNull(this.service.get(ctx, id), (found) => SplitType.from(found.split));
  }

  @FieldResolver(() => [SplitMemberType], { description: "The group's subaccounts and shares, oldest first" })
  async subaccounts(@Root() split: SplitType, @Ctx() { loaders }: GqlContext): Promise<SplitMemberType[]> {
    const members = await loaders.splitMembers.load(split.splitId);
    return members.map(({ member, subaccount }) =>
      Object.assign(new SplitMemberType(), { share: shareOf(split.type, member.share), subaccount: SubaccountType.from(subaccount) }),
    );
  }

  @FieldResolver(() => SubaccountType, { nullable: true, description: 'The subaccount bearing the fee when bearerType is subaccount' })
  async bearerSubaccount(@Root() split: SplitType, @Ctx() { loaders }: GqlContext): Promise<SubaccountType | null> {
    if (split.bearerSubaccountId === null) return null;
    const sub = await loaders.subaccountById.load(split.bearerSubaccountId);
    return sub ? SubaccountType.from(sub) : null;
  }

  @Mutation(() => SplitType)
  async createSplit(@Arg('input') input: CreateSplitInput, @Ctx() { ctx }: GqlContext) {
    return SplitType.from((await this.service.create(ctx, { ...withoutNulls(input), subaccounts: input.subaccounts.map((m) => ({ ...m })) })).split);
  }

  @Mutation(() => SplitType)
  async updateSplit(@Arg('split', { description: 'id or split code' }) ref: string, @Arg('input') input: UpdateSplitInput, @Ctx() { ctx }: GqlContext) {
    return SplitType.from((await this.service.update(ctx, ref, withoutNulls(input))).split);
  }

  @Mutation(() => SplitType, { description: 'Adds a subaccount, or changes the share of one already in the group' })
  async addSplitSubaccount(@Arg('split', { description: 'id or split code' }) ref: string, @Arg('input') input: SplitMemberInput, @Ctx() { ctx }: GqlContext) {
    return SplitType.from((await this.service.addSubaccount(ctx, ref, { ...input })).split);
  }

  @Mutation(() => SplitType)
  async removeSplitSubaccount(
    @Arg('split', { description: 'id or split code' }) ref: string,
    @Arg('subaccount') subaccount: string,
    @Ctx() { ctx }: GqlContext,
  ) {
    return SplitType.from((await this.service.removeSubaccount(ctx, ref, { subaccount })).split);
  }
}
