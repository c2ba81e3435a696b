import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import type { CreateSubscriptionParams } from './subscription.service';

@InputType()
export class CreateSubscriptionInput implements CreateSubscriptionParams {
  @Field({ description: 'Email or customer code' }) customer: string;
  @Field({ description: 'Plan code' }) plan: string;
  @Field(() => String, { nullable: true, description: "Authorization code; default: the customer's most recent reusable one" }) authorization?: string;
  @Field(() => Date, { nullable: true, description: 'The first charge (in the future)' }) startDate?: Date;
}

@InputType()
export class SubscriptionFilterInput {
  @Field(() => ID, { nullable: true, description: 'Customer id' }) customer?: string;
  @Field(() => ID, { nullable: true, description: 'Plan id, or its PLN_ code' }) plan?: string;
  @Field(() => String, { nullable: true, description: 'active, attention, non-renewing, complete or cancelled' }) status?: string;
}

@ArgsType()
export class SubscriptionsArgs extends ConnectionArgs {
  @Field(() => SubscriptionFilterInput, { nullable: true }) filter?: SubscriptionFilterInput;
}

@ArgsType()
export class SubscriptionLookupArgs {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) code?: string;
}
