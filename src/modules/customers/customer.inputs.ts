import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';
import type { CreateCustomerParams, CustomerFilter, UpdateCustomerParams } from './customer.service';

export enum RiskActionInput {
  default = 'default',
  allow = 'allow',
  deny = 'deny',
}
registerEnumType(RiskActionInput, { name: 'RiskAction' });

@InputType()
export class CreateCustomerInput implements CreateCustomerParams {
  @Field() email: string;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
}

@InputType()
export class UpdateCustomerInput implements UpdateCustomerParams {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
}

@InputType()
export class CustomerFilterInput implements Omit<CustomerFilter, 'riskAction'> {
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => RiskActionInput, { nullable: true }) riskAction?: RiskActionInput;
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
}

@ArgsType()
export class CustomersArgs extends ConnectionArgs {
  @Field(() => CustomerFilterInput, { nullable: true }) filter?: CustomerFilterInput;
}

@ArgsType()
export class CustomerLookupArgs {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) code?: string;
  @Field(() => String, { nullable: true }) email?: string;
}
