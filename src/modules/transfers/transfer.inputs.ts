import { ArgsType, Field, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { InitiateTransferParams } from './transfer.rules';

@InputType()
export class InitiateTransferInput implements InitiateTransferParams {
  @Field(() => String, { nullable: true, description: 'Only balance' }) source?: string;
  @Field(() => MoneyScalar) amount: number;
  @Field({ description: 'RCP_ code or id' }) recipient: string;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => String, { nullable: true, description: 'Lowercase letters, digits, - and _' }) reference?: string;
  @Field(() => String, { nullable: true }) currency?: string;
}

@InputType()
export class BulkTransferItemInput {
  @Field(() => MoneyScalar) amount: number;
  @Field() recipient: string;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => String, { nullable: true }) reference?: string;
}

@ArgsType()
export class TransfersArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => String, { nullable: true, description: 'Recipient id or RCP_ code' }) recipient?: string;
  @Field(() => String, {
    nullable: true,
    description: "Held anywhere in the transfer code, reference or reason, or the recipient's name, code or account (any case)",
  })
  search?: string;
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
}
