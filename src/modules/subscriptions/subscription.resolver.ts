import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription as GqlSubscription } from 'type-graphql';
import { isNumericId } from '../../core/ids';
import { invalid } from '../../core/errors';
import { oneOf } from '../../core/validate';
import { SUBSCRIPTION_STATUSES } from './subscription.state';
import type { DispatchedEvent } from '../../events/outbox';
import { idArg, withoutNulls, orNull } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { EVENTS_TOPIC, eventChannel } from '../../graphql/pubsub';
import { AuthorizationType } from '../authorizations/authorization.type';
import { CustomerType } from '../customers/customer.type';
import { PlanType } from '../plans/plan.type';
import { cronExpression } from '../../core/schedule';
import type { SubscriptionManageService } from './subscription-manage.service';
import type { SubscriptionFilter, SubscriptionService } from './subscription.service';
import { CreateSubscriptionInput, SubscriptionFilterInput, SubscriptionLookupArgs, SubscriptionsArgs } from './subscription.inputs';
import { SubscriptionConnection, SubscriptionInvoiceType, SubscriptionType } from './subscription.type';

const RESOURCE = /^subscription:(\d+)$/;

@Resolver(() => SubscriptionType)
export class SubscriptionResolver {
  constructor(
    private readonly service: SubscriptionService,
    private readonly manage: SubscriptionManageService,
  ) {}

  @Query(() => SubscriptionConnection, { complexity: pageComplexity, description: 'Subscriptions, newest first' })
  async subscriptions(@Args() args: SubscriptionsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = filterOf(args.filter);
    const page = await this.service.list(ctx, connectionPage(args, 'subscription'), filter);
    return SubscriptionConnection.of(page, 'subscription', SubscriptionType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => SubscriptionType, { nullable: true, description: 'One subscription by id or code (exactly one of them)' })
  async subscription(@Args() args: SubscriptionLookupArgs, @Ctx() { ctx, loaders }: GqlContext) {
    const given = [args.id, args.code].filter((v) => v !== undefined && v !== null);
    if (given.length !== 1) throw invalid('id', 'Pass exactly one of id or code');
    if (args.id !== undefined && args.id !== null) {
      if (!isNumericId(args.id)) return null;
      const s = await loaders.subscriptionById.load(Number(args.id));
      return s ? SubscriptionType.from(s) : null;
    }
    return orNull(this.service.get(ctx, String(args.code)), (found) => SubscriptionType.from(found.view.subscription));
  }

  @FieldResolver(() => PlanType)
  async plan(@Root() s: SubscriptionType, @Ctx() { loaders }: GqlContext) {
    const p = await loaders.planById.load(s.planId);
    if (!p) throw new Error(`subscription ${s.id} has no plan`);
    return PlanType.from(p);
  }

  @FieldResolver(() => CustomerType)
  async customer(@Root() s: SubscriptionType, @Ctx() { loaders }: GqlContext) {
    const c = await loaders.customerById.load(s.customerId);
    if (!c) throw new Error(`subscription ${s.id} has no customer`);
    return CustomerType.from(c);
  }

  @FieldResolver(() => AuthorizationType, { nullable: true })
  async authorization(@Root() s: SubscriptionType, @Ctx() { loaders }: GqlContext) {
    const a = await loaders.authorizationById.load(s.authorizationId);
    return a ? AuthorizationType.from(a) : null;
  }

  @FieldResolver(() => [SubscriptionInvoiceType], { description: 'Newest first' })
  async invoices(@Root() s: SubscriptionType, @Ctx() { loaders }: GqlContext) {
    return (await loaders.invoicesBySubscription.load(s.rowId)).map(SubscriptionInvoiceType.from);
  }

  @FieldResolver(() => String, { description: 'min hour dom month dow of the schedule (monthly: see docs/guide.md for short months)' })
  async cronExpression(@Root() s: SubscriptionType, @Ctx() { loaders }: GqlContext) {
    const p = await loaders.planById.load(s.planId);
    return p ? cronExpression(s.start, p.interval) : '';
  }

  @Mutation(() => SubscriptionType)
  async createSubscription(@Arg('input') input: CreateSubscriptionInput, @Ctx() { ctx }: GqlContext) {
    return SubscriptionType.from((await this.service.create(ctx, withoutNulls(input))).subscription);
  }

  @Mutation(() => SubscriptionType, { description: 'Runs to the end of the paid period (non-renewing), then cancelled' })
  async disableSubscription(@Arg('code') code: string, @Arg('token', { description: 'The email token' }) token: string, @Ctx() { ctx }: GqlContext) {
    return SubscriptionType.from((await this.service.disable(ctx, code, token)).subscription);
  }

  @Mutation(() => SubscriptionType)
  async enableSubscription(@Arg('code') code: string, @Arg('token', { description: 'The email token' }) token: string, @Ctx() { ctx }: GqlContext) {
    return SubscriptionType.from((await this.service.enable(ctx, code, token)).subscription);
  }

  @Mutation(() => String, { description: 'A signed link to the page where the customer updates the card' })
  async subscriptionManageLink(@Arg('code') code: string, @Ctx() { ctx }: GqlContext) {
    return this.manage.manageLink(ctx, code);
  }

  @Mutation(() => Boolean, { description: 'Records the manage-link e-mail (Kobo sends none)' })
  async sendSubscriptionManageEmail(@Arg('code') code: string, @Ctx() { ctx }: GqlContext) {
    await this.manage.manageEmail(ctx, code);
    return true;
  }

  @GqlSubscription(() => SubscriptionType, {
    description: 'Every change of a subscription (or of one, given its code): created, invoiced, renewed, failed, disabled, enabled, completed',
    topics: EVENTS_TOPIC,
    topicId: ({ context }: { context: GqlContext }) => eventChannel(context.ctx.integration.id, context.ctx.domain),
    filter: ({ payload, args }: { payload: DispatchedEvent; args: { code?: string | null } }) =>
      RESOURCE.test(payload.resource) &&
      payload.type !== 'subscription.manage_email' &&
      (!args.code || JSON.stringify(payload.payload).includes(`"${args.code}"`)),
  })
  async subscriptionUpdated(
    @Root() event: DispatchedEvent,
    @Arg('code', () => String, { nullable: true }) _code: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<SubscriptionType> {
    // The subscription as it is now (not as the event saw it): a fresh read per event.
    const [row] = await this.service.byIds(ctx, [Number(RESOURCE.exec(event.resource)![1])]);
    if (!row) throw new Error(`subscription of event ${event.id} not found`);
    return SubscriptionType.from(row);
  }
}

function filterOf(input: SubscriptionFilterInput | undefined): SubscriptionFilter {
  const filter: SubscriptionFilter = {};
  const customer = idArg(input?.customer, 'customer', 'a customer id');
  if (customer !== undefined) filter.customer = customer;
  if (typeof input?.plan === 'string' && /^PLN_/.test(input.plan)) filter.planCode = input.plan;
  else {
    const plan = idArg(input?.plan, 'plan', 'a plan id or code');
    if (plan !== undefined) filter.plan = plan;
  }
  if (input?.status !== undefined && input.status !== null) filter.status = oneOf(input.status, SUBSCRIPTION_STATUSES, 'status');
  return filter;
}
