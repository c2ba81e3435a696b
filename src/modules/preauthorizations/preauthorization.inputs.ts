import { ArgsType, Field, InputType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Metadata } from '../../core/validate';
import type { CaptureParams, ReserveParams } from './preauthorization.service';

@InputType()
export class ReservePreauthorizationInput implements ReserveParams {
  @Field() email: string;
  @Field(() => MoneyScalar) amount: number;
  @Field() authorizationCode: string;
  @Field(() => String, { nullable: true }) reference?: string;
  @Field(() => String, { nullable: true }) currency?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Metadata | null;
}

@InputType()
export class CapturePreauthorizationInput implements CaptureParams {
  @Field() reference: string;
  @Field(() => MoneyScalar, { nullable: true, description: 'At most the reserved amount; all of it when absent' }) amount?: number;
  @Field(() => String, { nullable: true }) currency?: string;
}

@ArgsType()
export class PreauthorizationsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true }) status?: string;
}
