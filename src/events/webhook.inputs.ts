import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ConnectionArgs } from '../graphql/connection';
import { WebhookDeliveryStatus } from './webhook.type';

@InputType()
export class EventFilterInput {
  @Field(() => String, { nullable: true, description: 'Event name, e.g. charge.success' }) type?: string;
  @Field(() => String, { nullable: true }) resource?: string;
  @Field(() => ID, { nullable: true, description: 'Only events with a greater id' }) afterId?: string;
}

@ArgsType()
export class EventsArgs extends ConnectionArgs {
  @Field(() => EventFilterInput, { nullable: true }) filter?: EventFilterInput;
}

@InputType()
export class WebhookDeliveryFilterInput {
  @Field(() => String, { nullable: true, description: 'Event name, e.g. charge.success' }) type?: string;
  @Field(() => WebhookDeliveryStatus, { nullable: true }) status?: WebhookDeliveryStatus;
  @Field(() => String, { nullable: true }) resource?: string;
  @Field(() => ID, { nullable: true }) eventId?: string;
}

@ArgsType()
export class WebhookDeliveriesArgs extends ConnectionArgs {
  @Field(() => WebhookDeliveryFilterInput, { nullable: true }) filter?: WebhookDeliveryFilterInput;
}
