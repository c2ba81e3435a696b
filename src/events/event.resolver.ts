import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { GqlContext } from '../graphql/context';
import { EVENTS_TOPIC, eventChannel } from '../graphql/pubsub';
import type { DispatchedEvent } from './outbox';
import { EventType } from './event.type';

@Resolver()
export class EventResolver {
  @Subscription(() => EventType, {
    description: 'Every event of the authenticated integration and mode as it is dispatched; `types` narrows by event name',
    topics: EVENTS_TOPIC,
    topicId: ({ context }: { context: GqlContext }) => eventChannel(context.ctx.integration.id, context.ctx.domain),
    filter: ({ payload, args }: { payload: DispatchedEvent; args: { types?: string[] | null } }) => !args.types?.length || args.types.includes(payload.type),
  })
  events(@Root() event: DispatchedEvent, @Arg('types', () => [String], { nullable: true }) _types?: string[] | null): EventType {
    return EventType.from(event);
  }
}
