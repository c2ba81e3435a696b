import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Refund } from './refund.entity';
import type { RefundSettings } from './refund.service';

@ObjectType('Refund')
export class RefundType {
  @Field(() => ID) id: string;
  transactionId: number;
  @Field() transactionReference: string;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => MoneyScalar) deductedAmount: number;
  @Field() currency: string;
  @Field({ description: 'pending, processing, processed, failed or needs-attention' }) status: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) channel: string | null;
  @Field(() => String, { nullable: true }) customerNote: string | null;
  @Field(() => String, { nullable: true }) merchantNote: string | null;
  @Field(() => Date, { nullable: true }) refundedAt: Date | null;
  @Field() expectedAt: Date;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(r: Refund): RefundType {
    return Object.assign(new RefundType(), {
      id: String(r.id),
      transactionId: r.transactionId,
      transactionReference: r.transactionReference,
      amount: r.amount,
      deductedAmount: r.deductedAmount,
      currency: r.currency,
      status: r.status,
      reason: r.reason,
      channel: r.channel,
      customerNote: r.customerNote,
      merchantNote: r.merchantNote,
      refundedAt: r.refundedAt,
      expectedAt: r.expectedAt,
      domain: r.domain,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    });
  }
}

export const RefundConnection = Connection(RefundType, 'Refund');

@ObjectType('RefundSettings')
export class RefundSettingsType {
  @Field(() => Int, { description: "Seconds, on the integration's clock, before each processing step" }) refundDelaySeconds: number;
  @Field({ description: 'Refunds may take the balance below zero instead of waiting' }) allowNegativeBalance: boolean;

  static from(s: RefundSettings): RefundSettingsType {
    return Object.assign(new RefundSettingsType(), s);
  }
}
