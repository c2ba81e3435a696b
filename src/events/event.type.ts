import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Connection } from '../graphql/connection';
import { isWebhookEvent } from './catalog';
import type { DispatchedEvent } from './outbox';

@ObjectType('Event')
export class EventType {
  @Field(() => ID) id: string;
  @Field({ description: 'Event name, e.g. charge.success' }) type: string;
  @Field({ description: 'The resource the event is about, e.g. customer:12' }) resource: string;
  @Field() domain: string;
  // JSON, not JSONObject: subscription.expiring_cards sends a list as `data` (Paystack's sample).
  @Field(() => GraphQLJSON, { description: 'The payload a webhook receives as `data` (an object; a list for subscription.expiring_cards)' }) data: Record<
    string,
    unknown
  >;
  @Field({ description: 'Whether the event is sent to the webhook URL (Paystack event names) or is internal' }) webhook: boolean;
  @Field() createdAt: Date;

  static from(e: DispatchedEvent): EventType {
    return Object.assign(new EventType(), {
      id: String(e.id),
      type: e.type,
      resource: e.resource,
      domain: e.domain,
      data: e.payload,
      webhook: isWebhookEvent(e.type),
      createdAt: e.createdAt,
    });
  }
}

export const EventConnection = Connection(EventType, 'Event');
