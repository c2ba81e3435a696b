import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection';
import type { RequestLogFilter } from './request-log.service';

@InputType()
export class RequestLogFilterInput implements RequestLogFilter {
  @Field(() => Int, { nullable: true }) status?: number;
  @Field(() => String, { nullable: true, description: 'A route pattern, e.g. /charge' }) route?: string;
  @Field({ nullable: true, description: "From this time on the integration's clock" }) from?: Date;
  @Field({ nullable: true }) to?: Date;
}

@ArgsType()
export class RequestLogsArgs extends ConnectionArgs {
  @Field(() => RequestLogFilterInput, { nullable: true }) filter?: RequestLogFilterInput;
}
