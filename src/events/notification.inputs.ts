import { ArgsType, Field } from 'type-graphql';
import { ConnectionArgs } from '../graphql/connection';

@ArgsType()
export class SimulatedEmailsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Only e-mails about this resource, e.g. paymentrequest:12' }) resource?: string;
}

@ArgsType()
export class NotificationsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Only notifications about this resource, e.g. transfer:TRF_… or transfer_settings' }) resource?: string;
}
