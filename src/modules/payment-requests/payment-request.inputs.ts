import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { PaymentRequestStatus } from './payment-request.entity';
import type { MarkAsPaidParams } from './invoice-payment.service';
import type { CreatePaymentRequestParams, UpdatePaymentRequestParams } from './payment-request.service';
import { PaymentRequestStatusEnum } from './payment-request.type';

@InputType()
export class LineItemInput {
  @Field() name: string;
  @Field(() => MoneyScalar, { description: 'Per unit, minor units, not negative' }) amount: number;
  @Field(() => Int, { nullable: true }) quantity?: number;
}

// What create and update both take (the schema shows each input with all its fields).
@InputType()
abstract class PaymentRequestFieldsInput {
  @Field(() => Date, { nullable: true }) dueDate?: Date;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => [LineItemInput], { nullable: true }) lineItems?: LineItemInput[];
  @Field(() => [LineItemInput], { nullable: true }) tax?: LineItemInput[];
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
  @Field(() => Boolean, { nullable: true }) sendNotification?: boolean;
}

@InputType()
export class CreatePaymentRequestInput extends PaymentRequestFieldsInput implements CreatePaymentRequestParams {
  @Field({ description: 'Customer id or code' }) customer: string;
  @Field(() => MoneyScalar, { nullable: true, description: 'Used only without line items and tax' }) amount?: number;
  @Field(() => Boolean, { nullable: true }) draft?: boolean;
  @Field(() => Boolean, { nullable: true }) hasInvoice?: boolean;
  @Field(() => Int, { nullable: true }) invoiceNumber?: number;
  @Field(() => String, { nullable: true }) splitCode?: string;
}

@InputType()
export class UpdatePaymentRequestInput extends PaymentRequestFieldsInput implements UpdatePaymentRequestParams {
  @Field(() => String, { nullable: true }) customer?: string;
  @Field(() => MoneyScalar, { nullable: true }) amount?: number;
}

@InputType()
export class MarkAsPaidInput implements MarkAsPaidParams {
  @Field(() => MoneyScalar) amountPaid: number;
  @Field() paidBy: string;
  @Field() paymentDate: string;
  @Field({ description: 'Cash, POS, Cheque, Bank Transfer or Other' }) paymentMethod: string;
  @Field(() => String, { nullable: true }) note?: string;
}

@InputType()
export class PaymentRequestFilterInput {
  @Field(() => String, { nullable: true, description: 'Customer id or code' }) customer?: string;
  @Field(() => PaymentRequestStatusEnum, { nullable: true }) status?: PaymentRequestStatus;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => Boolean, { nullable: true }) paid?: boolean;
  @Field(() => Boolean, { nullable: true }) includeArchive?: boolean;
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
  @Field(() => String, { nullable: true, description: "Held anywhere in the code or description, or the customer's email, name or code (any case)" })
  search?: string;
}

@ArgsType()
export class PaymentRequestsArgs extends ConnectionArgs {
  @Field(() => PaymentRequestFilterInput, { nullable: true }) filter?: PaymentRequestFilterInput;
}
