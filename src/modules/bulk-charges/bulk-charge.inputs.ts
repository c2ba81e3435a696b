import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';

@InputType()
export class BulkChargeEntryInput {
  @Field({ description: 'AUTH_ code of a reusable authorization of this integration' }) authorization: string;
  @Field(() => Int, { description: 'Minor units' }) amount: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
}

@ArgsType()
export class BulkChargesArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'active, paused or complete' }) status?: string;
}

@ArgsType()
export class BulkChargeItemsArgs extends ConnectionArgs {
  @Field({ description: 'Batch id or BCH_ code' }) batch: string;
  @Field(() => String, { nullable: true, description: 'pending, success or failed' }) status?: string;
}
