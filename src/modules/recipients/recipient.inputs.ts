import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import type { CreateRecipientParams, UpdateRecipientParams } from './recipient.service';

@InputType()
export class CreateRecipientInput implements CreateRecipientParams {
  @Field({ description: 'nuban, mobile_money or authorization' }) type: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) accountNumber?: string;
  @Field(() => String, { nullable: true, description: 'Bank code (nuban) or mobile money provider' }) bankCode?: string;
  @Field(() => String, { nullable: true }) authorizationCode?: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
}

@InputType()
export class UpdateRecipientInput implements UpdateRecipientParams {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
}

@ArgsType()
export class RecipientsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Held anywhere in the name, recipient code, account number or account name (any case)' })
  search?: string;
}
