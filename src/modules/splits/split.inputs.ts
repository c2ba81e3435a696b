import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import type { CreateSplitParams, SplitMemberParams, UpdateSplitParams } from './split.service';

@InputType()
export class SplitMemberInput implements SplitMemberParams {
  @Field({ description: 'A subaccount code (ACCT_…)' }) subaccount: string;
  @Field(() => Float, { description: 'Percent for a percentage split; minor units for a flat one' }) share: number;
}

@InputType()
export class CreateSplitInput implements CreateSplitParams {
  @Field() name: string;
  @Field({ description: 'percentage or flat' }) type: string;
  @Field() currency: string;
  @Field(() => [SplitMemberInput]) subaccounts: SplitMemberInput[];
  @Field(() => String, { nullable: true, description: 'all (default), all-proportional, account or subaccount' }) bearerType?: string;
  @Field(() => String, { nullable: true, description: 'The subaccount code bearing the fee when bearerType is subaccount' }) bearerSubaccount?: string;
}

@InputType()
export class UpdateSplitInput implements UpdateSplitParams {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
  @Field(() => String, { nullable: true }) bearerType?: string;
  @Field(() => String, { nullable: true }) bearerSubaccount?: string;
}

@InputType()
export class SplitFilterInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
}

@ArgsType()
export class SplitsArgs extends ConnectionArgs {
  @Field(() => SplitFilterInput, { nullable: true }) filter?: SplitFilterInput;
}
