import { Field, InputType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { MoneyScalar } from '../../graphql/scalars';
import type { ChargeParams } from './charge.rules';

@InputType()
export class CardInput {
  @Field() number: string;
  @Field() cvv: string;
  @Field({ description: 'MM' }) expiryMonth: string;
  @Field({ description: 'YY or YYYY' }) expiryYear: string;
}

@InputType()
export class BankAccountInput {
  @Field({ description: 'Bank code (a pay-with-bank bank)' }) code: string;
  @Field({ description: '10-digit NUBAN' }) accountNumber: string;
}

@InputType()
export class UssdInput {
  @Field({ description: 'USSD bank short code, e.g. 737' }) type: string;
}

// Exactly one of card, bank, ussd or authorizationCode.
@InputType()
export class CreateChargeInput implements ChargeParams {
  @Field() email: string;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
  @Field(() => CardInput, { nullable: true }) card?: CardInput;
  @Field(() => BankAccountInput, { nullable: true }) bank?: BankAccountInput;
  @Field(() => UssdInput, { nullable: true }) ussd?: UssdInput;
  @Field(() => String, { nullable: true }) authorizationCode?: string;
  @Field(() => String, { nullable: true, description: 'With a non-reusable card authorization' }) pin?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; answers a bank charge birthday step up front' }) birthday?: string;
  @Field(() => String, { nullable: true }) deviceId?: string;
}
