import { ArgsType, Field } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';

@ArgsType()
export class SettlementsArgs extends ConnectionArgs {
  @Field(() => Date, { nullable: true }) from?: Date;
  @Field(() => Date, { nullable: true }) to?: Date;
  @Field(() => String, { nullable: true, description: "A subaccount code, or 'none' for the main account only" }) subaccount?: string;
}
