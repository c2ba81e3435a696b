import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { EvidenceParams, OpenDisputeParams, ResolveDisputeParams, UpdateDisputeParams } from './dispute.service';

@ArgsType()
export class DisputesArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'awaiting-merchant-feedback, awaiting-bank-feedback, pending, resolved or archived' }) status?: string;
  @Field(() => ID, { nullable: true, description: 'Transaction id' }) transaction?: string;
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
}

@InputType()
export class OpenTestDisputeInput implements OpenDisputeParams {
  @Field({ description: 'Transaction id or reference' }) transaction: string;
  @Field(() => MoneyScalar, { nullable: true, description: 'Defaults to what is left of the transaction' }) refundAmount?: number;
  @Field(() => String, { nullable: true, description: 'chargeback (default), fraud or general' }) category?: string;
  @Field(() => String, { nullable: true, description: "The customer's complaint" }) message?: string | null;
}

@InputType()
export class UpdateDisputeInput implements UpdateDisputeParams {
  @Field(() => MoneyScalar) refundAmount: number;
  @Field(() => String, { nullable: true }) uploadedFilename?: string;
}

@InputType()
export class DisputeEvidenceInput implements EvidenceParams {
  @Field() customerEmail: string;
  @Field() customerName: string;
  @Field() customerPhone: string;
  @Field() serviceDetails: string;
  @Field(() => String, { nullable: true }) deliveryAddress?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) deliveryDate?: string | null;
}

@InputType()
export class ResolveDisputeInput implements ResolveDisputeParams {
  @Field({ description: 'merchant-accepted or declined' }) resolution: string;
  @Field() message: string;
  @Field(() => MoneyScalar) refundAmount: number;
  @Field({ description: 'A file name from disputeUploadUrl, uploaded' }) uploadedFilename: string;
  @Field(() => Int, { nullable: true, description: 'The evidence id (required to decline unless evidence was added)' }) evidence?: number;
}
