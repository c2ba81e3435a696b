import { idArg, orNull } from '../graphql/args';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { connectionPage } from '../graphql/connection';
import type { GqlContext } from '../graphql/context';
import { pageComplexity } from '../graphql/limits';
import { DELIVERIES_TOPIC, eventChannel } from '../graphql/pubsub';
import type { WebhookDelivery } from './webhook.entity';
import { toDispatched } from './outbox';
import { EventConnection, EventType } from './event.type';
import { EventsArgs, WebhookDeliveriesArgs } from './webhook.inputs';
import type { WebhookService } from './webhook.service';
import { WebhookAttemptType, WebhookDeliveryConnection, WebhookDeliveryType } from './webhook.type';

@Resolver(() => WebhookDeliveryType)
export class WebhookResolver {
  constructor(private readonly service: WebhookService) {}

  @Query(() => EventConnection, { complexity: pageComplexity, description: 'Events of the integration and mode, newest first' })
  async events(@Args() args: EventsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { type: args.filter?.type, resource: args.filter?.resource, afterId: idArg(args.filter?.afterId, 'afterId', 'an event id') };
    const page = await this.service.listEvents(ctx, connectionPage(args, 'event'), filter);
    return EventConnection.of(
      page,
      'event',
      (e) => EventType.from(toDispatched(e)),
      () => this.service.countEvents(ctx, filter),
    );
  }

  @Query(() => EventType, { nullable: true })
  async event(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.getEvent(ctx, id), (found) => EventType.from(toDispatched(found)));
  }

  @Query(() => WebhookDeliveryConnection, {
    complexity: pageComplexity,
    description: 'Webhook deliveries (one per event and target, with their attempts), newest first',
  })
  async webhookDeliveries(@Args() args: WebhookDeliveriesArgs, @Ctx() { ctx }: GqlContext) {
    const f = args.filter ?? {};
    const filter = { type: f.type, status: f.status, resource: f.resource, eventId: idArg(f.eventId, 'eventId', 'an event id') };
    const page = await this.service.listDeliveries(ctx, connectionPage(args, 'webhook_delivery'), filter);
    return WebhookDeliveryConnection.of(page, 'webhook_delivery', WebhookDeliveryType.from, () => this.service.countDeliveries(ctx, filter));
  }

  @Mutation(() => WebhookDeliveryType, { description: 'Sends the event to the webhook URL once more, now; the attempt is logged as a new delivery' })
  async replayEvent(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext) {
    return WebhookDeliveryType.from((await this.service.replay(ctx, id)).delivery);
  }

  @Mutation(() => EventType, {
    description: 'Records a test event of a webhook type (its data says test_event: true); it is sent to the webhook URL like any other event',
  })
  async sendTestEvent(@Arg('type') type: string, @Ctx() { ctx }: GqlContext) {
    return EventType.from(toDispatched(await this.service.sendTestEvent(ctx, type)));
  }

  @Subscription(() => WebhookDeliveryType, {
    description:
      'Every webhook delivery of the authenticated integration and mode as an attempt ends (delivered, failed, or pending its next try); `eventId` narrows to one event',
    topics: DELIVERIES_TOPIC,
    topicId: ({ context }: { context: GqlContext }) => eventChannel(context.ctx.integration.id, context.ctx.domain),
    filter: ({ payload, args }: { payload: WebhookDelivery; args: { eventId?: string | null } }) => !args.eventId || String(payload.eventId) === args.eventId,
  })
  webhookDeliveryUpdated(@Root() delivery: WebhookDelivery, @Arg('eventId', () => ID, { nullable: true }) _eventId?: string | null): WebhookDeliveryType {
    return WebhookDeliveryType.from(delivery);
  }

  @FieldResolver(() => [WebhookAttemptType])
  async attempts(@Root() delivery: WebhookDeliveryType, @Ctx() { loaders }: GqlContext) {
    return (await loaders.webhookAttempts.load(delivery.deliveryId)).map(WebhookAttemptType.from);
  }
}
