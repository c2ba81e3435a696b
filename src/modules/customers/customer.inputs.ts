import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';
import type { CreateCustomerParams, CustomerFilter, UpdateCustomerParams } from './customer.service';
import type { IdentityClaimInput } from '../../core/banks/identity';

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
  @Field(() => String, { nullable: true, description: 'Held anywhere in the email, first or last name, or customer code (any case)' }) search?: string;
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

@InputType({ description: 'POST /customer/:code/identification' })
export class CustomerIdentificationInput implements IdentityClaimInput {
  @Field({ description: 'Two-letter country code of the issuer (NG)' }) country: string;
  @Field(() => String, { nullable: true, description: 'bank_account (the default) or bvn' }) type?: string;
  @Field(() => String, { nullable: true }) bvn?: string;
  @Field(() => String, { nullable: true, description: 'The BVN, in the older form (type bvn)' }) value?: string;
  @Field(() => String, { nullable: true, description: 'Required for bank_account' }) accountNumber?: string;
  @Field(() => String, { nullable: true, description: 'Required for bank_account' }) bankCode?: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) middleName?: string | null;
}
