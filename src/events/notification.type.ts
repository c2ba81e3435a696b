import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../graphql/connection';
import type { SimulatedEmail } from './notification.entity';

@ObjectType('SimulatedEmail')
export class SimulatedEmailType {
  @Field(() => ID) id: string;
  @Field() channel: string;
  @Field() recipient: string;
  @Field() subject: string;
  @Field() body: string;
  @Field({ description: 'What it is about, e.g. paymentrequest:12' }) resource: string;
  @Field() sentAt: Date;

  static from(e: SimulatedEmail): SimulatedEmailType {
    return Object.assign(new SimulatedEmailType(), {
      id: String(e.id),
      channel: e.channel,
      recipient: e.recipient,
      subject: e.subject,
      body: e.body,
      resource: e.resource,
      sentAt: e.sentAt,
    });
  }
}

export const SimulatedEmailConnection = Connection(SimulatedEmailType, 'SimulatedEmail');
