import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { CheckAuthorizationParams } from './authorization.service';

@InputType()
export class AuthorizationFilterInput {
  @Field(() => ID, { nullable: true, description: 'Customer id' }) customer?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

@ArgsType()
export class AuthorizationsArgs extends ConnectionArgs {
  @Field(() => AuthorizationFilterInput, { nullable: true }) filter?: AuthorizationFilterInput;
}

@InputType()
export class CheckAuthorizationInput implements CheckAuthorizationParams {
  @Field() authorizationCode: string;
  @Field() email: string;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => String, { nullable: true }) currency?: string;
}
