import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { Recipient } from './recipient.entity';

@ObjectType('TransferRecipient')
export class RecipientType {
  @Field(() => ID) id: string;
  @Field() recipientCode: string;
  @Field({ description: 'nuban, mobile_money or authorization' }) type: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field() currency: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => String, { nullable: true }) accountNumber: string | null;
  @Field(() => String, { nullable: true, description: 'From the bank directory for nuban recipients' }) accountName: string | null;
  @Field(() => String, { nullable: true }) bankCode: string | null;
  @Field(() => String, { nullable: true }) bankName: string | null;
  @Field(() => String, { nullable: true }) authorizationCode: string | null;
  @Field() active: boolean;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(r: Recipient): RecipientType {
    return Object.assign(new RecipientType(), {
      id: String(r.id),
      recipientCode: r.recipientCode,
      type: r.type,
      name: r.name,
      description: r.description,
      email: r.email,
      currency: r.currency,
      metadata: r.metadata,
      accountNumber: r.accountNumber,
      accountName: r.accountName,
      bankCode: r.bankCode,
      bankName: r.bankName,
      authorizationCode: r.authorizationCode,
      active: r.active,
      domain: r.domain,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    });
  }
}

export const RecipientConnection = Connection(RecipientType, 'TransferRecipient');
