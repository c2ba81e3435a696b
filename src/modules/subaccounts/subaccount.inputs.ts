import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';
import type { SubaccountParams } from './subaccount.service';

@InputType()
export class CreateSubaccountInput implements SubaccountParams {
  @Field() businessName: string;
  @Field({ description: 'A bank name from the directory, or its code' }) settlementBank: string;
  @Field() accountNumber: string;
  @Field(() => Float) percentageCharge: number;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail?: string | null;
  @Field(() => String, { nullable: true }) primaryContactName?: string | null;
  @Field(() => String, { nullable: true }) primaryContactPhone?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true, description: 'auto, weekly, monthly or manual' }) settlementSchedule?: string;
}

@InputType()
export class UpdateSubaccountInput implements SubaccountParams {
  @Field(() => String, { nullable: true }) businessName?: string;
  @Field(() => String, { nullable: true }) settlementBank?: string;
  @Field(() => String, { nullable: true }) accountNumber?: string;
  @Field(() => Float, { nullable: true }) percentageCharge?: number;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail?: string | null;
  @Field(() => String, { nullable: true }) primaryContactName?: string | null;
  @Field(() => String, { nullable: true }) primaryContactPhone?: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true }) settlementSchedule?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

@ArgsType()
export class SubaccountsArgs extends ConnectionArgs {}
