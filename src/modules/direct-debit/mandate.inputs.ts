import { ArgsType, Field, InputType, Int } from 'type-graphql';

@InputType('DirectDebitAccountInput')
export class DirectDebitAccountInput {
  @Field() number: string;
  @Field() bankCode: string;
}

@InputType('DirectDebitAddressInput')
export class DirectDebitAddressInput {
  @Field() street: string;
  @Field() city: string;
  @Field() state: string;
}

@InputType({ description: 'POST /customer/authorization/initialize (channel direct_debit)' })
export class InitializeDirectDebitInput {
  @Field() email: string;
  @Field(() => String, { nullable: true }) callbackUrl?: string;
  @Field(() => DirectDebitAccountInput, { nullable: true }) account?: DirectDebitAccountInput;
  @Field(() => DirectDebitAddressInput, { nullable: true }) address?: DirectDebitAddressInput;
}

@InputType({ description: 'POST /customer/:id/initialize-direct-debit' })
export class InitializeCustomerDirectDebitInput {
  @Field() account: DirectDebitAccountInput;
  @Field() address: DirectDebitAddressInput;
  @Field(() => String, { nullable: true }) callbackUrl?: string;
}

@ArgsType()
export class DirectDebitMandatesArgs {
  @Field(() => String, { nullable: true, description: 'pending, active or revoked' }) status?: string;
  @Field(() => String, { nullable: true, description: 'id, customer code or email' }) customer?: string;
  @Field(() => Int, { nullable: true }) first?: number;
  @Field(() => String, { nullable: true }) after?: string;
}
