import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { CreatePlanParams, UpdatePlanParams } from './plan.service';

@InputType()
export class CreatePlanInput implements CreatePlanParams {
  @Field() name: string;
  @Field(() => MoneyScalar) amount: number;
  @Field() interval: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) sendInvoices?: boolean;
  @Field(() => Boolean, { nullable: true }) sendSms?: boolean;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => Int, { nullable: true }) invoiceLimit?: number;
}

@InputType()
export class UpdatePlanInput implements UpdatePlanParams {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => MoneyScalar, { nullable: true }) amount?: number;
  @Field(() => String, { nullable: true }) interval?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) sendInvoices?: boolean;
  @Field(() => Boolean, { nullable: true }) sendSms?: boolean;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => Int, { nullable: true }) invoiceLimit?: number;
}

@InputType()
export class PlanFilterInput {
  @Field(() => String, { nullable: true }) interval?: string;
  @Field(() => MoneyScalar, { nullable: true }) amount?: number;
}

@ArgsType()
export class PlansArgs extends ConnectionArgs {
  @Field(() => PlanFilterInput, { nullable: true }) filter?: PlanFilterInput;
}

@ArgsType()
export class PlanLookupArgs {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) code?: string;
}
