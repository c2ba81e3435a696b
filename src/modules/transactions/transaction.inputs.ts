import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { ChargeAuthorizationParams } from './charge.rules';
import type { InitializeParams } from './transaction.service';
import type { PartialDebitParams } from './partial-debit.service';
import { TransactionStatusEnum } from './transaction.type';
import type { TransactionStatus } from './transaction.state';

@InputType()
export class InitializeTransactionInput implements InitializeParams {
  @Field(() => MoneyScalar) amount: number;
  @Field() email: string;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true, description: 'Letters, digits, -, . and = only; generated when absent' }) reference?: string;
  @Field(() => String, { nullable: true }) callbackUrl?: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'May hold custom_fields and cancel_action' }) metadata?: Record<string, unknown> | null;
  @Field(() => [String], { nullable: true }) channels?: string[];
  @Field(() => String, { nullable: true }) plan?: string;
  @Field(() => Int, { nullable: true }) invoiceLimit?: number;
  @Field(() => Float, { nullable: true }) quantity?: number;
  @Field(() => String, { nullable: true }) subaccount?: string;
  @Field(() => String, { nullable: true, description: 'A split group (SPL_…) sharing the payment' }) splitCode?: string;
  @Field(() => MoneyScalar, { nullable: true }) transactionCharge?: number;
  @Field(() => String, { nullable: true }) bearer?: string;
}

@InputType()
export class ChargeAuthorizationInput implements ChargeAuthorizationParams {
  @Field() authorizationCode: string;
  @Field() email: string;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true }) plan?: string;
  @Field(() => String, { nullable: true }) subaccount?: string;
  @Field(() => String, { nullable: true, description: 'A split group (SPL_…) sharing the payment' }) splitCode?: string;
  @Field(() => MoneyScalar, { nullable: true }) transactionCharge?: number;
  @Field(() => String, { nullable: true }) bearer?: string;
  @Field(() => Int, { nullable: true }) invoiceLimit?: number;
  @Field(() => Float, { nullable: true }) quantity?: number;
  @Field(() => Boolean, { nullable: true }) queue?: boolean;
}

@InputType()
export class PartialDebitInput implements PartialDebitParams {
  @Field() authorizationCode: string;
  @Field() email: string;
  @Field(() => MoneyScalar, { description: 'The most to charge' }) amount: number;
  @Field(() => MoneyScalar, { nullable: true, description: 'The least to charge; absent, whatever part of amount the authorization covers' }) atLeast?: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
}

@InputType()
export class TransactionFilterInput {
  @Field(() => TransactionStatusEnum, { nullable: true }) status?: TransactionStatus;
  @Field(() => ID, { nullable: true, description: 'Customer id' }) customer?: string;
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
  @Field(() => MoneyScalar, { nullable: true }) amount?: number;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => String, { nullable: true, description: 'merchantApi, checkout, pos or virtualTerminal' }) source?: string;
  @Field(() => String, { nullable: true, description: 'Paid at this terminal (its terminal_id)' }) terminalId?: string;
  @Field(() => String, { nullable: true, description: "Held anywhere in the reference, or in the customer's email, name or code (any case)" })
  search?: string;
}

@ArgsType()
export class TransactionsArgs extends ConnectionArgs {
  @Field(() => TransactionFilterInput, { nullable: true }) filter?: TransactionFilterInput;
}

@ArgsType()
export class TransactionLookupArgs {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) reference?: string;
}

@ArgsType()
export class TotalsArgs {
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
}
