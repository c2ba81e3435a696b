import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { isNumericId } from '../../core/ids';
import { invalid } from '../../core/errors';
import { withoutNulls, orNull } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import type { PlanFilter, PlanService } from './plan.service';
import { CreatePlanInput, PlanFilterInput, PlanLookupArgs, PlansArgs, UpdatePlanInput } from './plan.inputs';
import { PlanConnection, PlanType, PlanUpdateType } from './plan.type';

@Resolver(() => PlanType)
export class PlanResolver {
  constructor(private readonly service: PlanService) {}

  @Query(() => PlanConnection, { complexity: pageComplexity, description: 'Plans, newest first' })
  async plans(@Args() args: PlansArgs, @Ctx() { ctx }: GqlContext) {
    const filter = filterOf(args.filter);
    const page = await this.service.list(ctx, connectionPage(args, 'plan'), filter);
    return PlanConnection.of(page, 'plan', PlanType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => PlanType, { nullable: true, description: 'One plan by id or code (exactly one of them)' })
  async plan(@Args() args: PlanLookupArgs, @Ctx() { ctx, loaders }: GqlContext) {
    const given = [args.id, args.code].filter((v) => v !== undefined && v !== null);
    if (given.length !== 1) throw invalid('id', 'Pass exactly one of id or code');
    if (args.id !== undefined && args.id !== null) {
      if (!isNumericId(args.id)) return null;
      const p = await loaders.planById.load(Number(args.id));
      return p ? PlanType.from(p) : null;
    }
    return orNull(this.service.get(ctx, String(args.code)), (found) => PlanType.from(found));
  }

  @Mutation(() => PlanType)
  async createPlan(@Arg('input') input: CreatePlanInput, @Ctx() { ctx }: GqlContext) {
    return PlanType.from(await this.service.create(ctx, withoutNulls(input)));
  }

  @Mutation(() => PlanUpdateType, { description: 'A new amount applies to renewing subscriptions from their next charge' })
  async updatePlan(@Arg('plan', { description: 'id or plan code' }) ref: string, @Arg('input') input: UpdatePlanInput, @Ctx() { ctx }: GqlContext) {
    const params = withoutNulls(input);
    if (input.description === null) params.description = null;
    const { plan, affected } = await this.service.update(ctx, ref, params);
    return Object.assign(new PlanUpdateType(), { plan: PlanType.from(plan), affectedSubscriptions: affected });
  }
}

function filterOf(input: PlanFilterInput | undefined): PlanFilter {
  const filter: PlanFilter = {};
  if (input?.interval !== undefined && input.interval !== null) filter.interval = input.interval;
  if (input?.amount !== undefined && input.amount !== null) filter.amount = input.amount;
  return filter;
}
