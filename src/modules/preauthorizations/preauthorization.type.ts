import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Preauthorization } from './preauthorization.entity';

@ObjectType('Preauthorization')
export class PreauthorizationType {
  @Field(() => ID) id: string;
  @Field() reference: string;
  @Field({ description: 'pending (initialized, no card yet), authorized, captured, capture_failed, released, release_failed or failed' }) status: string;
  @Field(() => MoneyScalar, { description: 'Held on the card' }) amount: number;
  @Field(() => MoneyScalar, { nullable: true }) capturedAmount: number | null;
  @Field() currency: string;
  @Field(() => MoneyScalar) fees: number;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => Date, { nullable: true, description: "When the hold lapses, on the integration's clock; null while pending" }) expiryDate: Date | null;
  @Field(() => Date, { nullable: true }) capturedAt: Date | null;
  @Field(() => Date, { nullable: true }) releasedAt: Date | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  customerId: number;
  authorizationId: number | null;
  transactionId: number | null;

  static from(p: Preauthorization): PreauthorizationType {
    return Object.assign(new PreauthorizationType(), {
      id: String(p.id),
      reference: p.reference,
      status: p.status,
      amount: p.amount,
      capturedAmount: p.capturedAmount,
      currency: p.currency,
      fees: p.fees,
      message: p.message,
      metadata: p.metadata,
      expiryDate: p.expiryDate,
      capturedAt: p.capturedAt,
      releasedAt: p.releasedAt,
      domain: p.domain,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      customerId: p.customerId,
      authorizationId: p.authorizationId,
      transactionId: p.transactionId,
    });
  }
}

export const PreauthorizationConnection = Connection(PreauthorizationType, 'Preauthorization');
