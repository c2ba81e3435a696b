import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { CreateRefundParams, RefundAccountDetails } from './refund.service';

@InputType()
export class CreateRefundInput implements CreateRefundParams {
  @Field({ description: 'Transaction id or reference' }) transaction: string;
  @Field(() => MoneyScalar, { nullable: true, description: 'Defaults to what is left to refund' }) amount?: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) customerNote?: string | null;
  @Field(() => String, { nullable: true }) merchantNote?: string | null;
}

@InputType()
export class RefundSettingsInput {
  @Field(() => Int, { nullable: true }) refundDelaySeconds?: number;
  @Field(() => Boolean, { nullable: true }) allowNegativeBalance?: boolean;
}

@ArgsType()
export class RefundsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Transaction reference' }) reference?: string;
  @Field(() => String, { nullable: true }) currency?: string;
}

@InputType()
export class RefundAccountDetailsInput implements RefundAccountDetails {
  @Field({ description: "The refund's currency" }) currency: string;
  @Field({ description: '10 digits' }) accountNumber: string;
  @Field({ description: 'A bank id from GET /bank' }) bankId: string;
}
