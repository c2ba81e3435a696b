import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Dispute, DisputeEvidence, DisputeHistoryEntry, DisputeMessage } from './dispute.entity';

@ObjectType('DisputeHistoryEntry')
export class DisputeHistoryEntryType {
  @Field() status: string;
  @Field() by: string;
  @Field() createdAt: string;
}

@ObjectType('DisputeMessage')
export class DisputeMessageType {
  @Field() sender: string;
  @Field() body: string;
  @Field() createdAt: string;
}

@ObjectType('DisputeEvidence')
export class DisputeEvidenceType {
  @Field(() => ID) id: string;
  @Field(() => Int) disputeId: number;
  @Field() customerEmail: string;
  @Field() customerName: string;
  @Field() customerPhone: string;
  @Field() serviceDetails: string;
  @Field(() => String, { nullable: true }) deliveryAddress: string | null;
  @Field(() => String, { nullable: true }) deliveryDate: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(e: DisputeEvidence): DisputeEvidenceType {
    return Object.assign(new DisputeEvidenceType(), { ...e, id: String(e.id) });
  }
}

@ObjectType('Dispute')
export class DisputeType {
  @Field(() => ID) id: string;
  transactionId: number;
  evidenceId: number | null;
  @Field(() => MoneyScalar) refundAmount: number;
  @Field() currency: string;
  @Field({ description: 'awaiting-merchant-feedback, awaiting-bank-feedback, pending, resolved or archived' }) status: string;
  @Field(() => String, { nullable: true, description: 'merchant-accepted, declined or auto-accepted' }) resolution: string | null;
  @Field() category: string;
  @Field({ description: 'issuer (a test card) or test (opened in test mode)' }) source: string;
  @Field(() => String, { nullable: true }) bin: string | null;
  @Field(() => String, { nullable: true }) last4: string | null;
  @Field(() => String, { nullable: true }) attachments: string | null;
  @Field(() => MoneyScalar, { nullable: true, description: "What left the merchant's balance when resolved against the merchant" }) refunded: number | null;
  @Field(() => [DisputeHistoryEntryType]) history: DisputeHistoryEntry[];
  @Field(() => [DisputeMessageType]) messages: DisputeMessage[];
  @Field() dueAt: Date;
  @Field(() => Date, { nullable: true }) resolvedAt: Date | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(d: Dispute): DisputeType {
    return Object.assign(new DisputeType(), {
      id: String(d.id),
      transactionId: d.transactionId,
      evidenceId: d.evidenceId,
      refundAmount: d.refundAmount,
      currency: d.currency,
      status: d.status,
      resolution: d.resolution,
      category: d.category,
      source: d.source,
      bin: d.bin,
      last4: d.last4,
      attachments: d.attachments,
      refunded: d.refunded,
      history: d.history ?? [],
      messages: d.messages ?? [],
      dueAt: d.dueAt,
      resolvedAt: d.resolvedAt,
      domain: d.domain,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    });
  }
}

export const DisputeConnection = Connection(DisputeType, 'Dispute');

@ObjectType('DisputeUploadUrl')
export class DisputeUploadUrlType {
  @Field({ description: 'PUT the file here (Content-Type application/octet-stream, application/pdf or image/*)' }) signedUrl: string;
  @Field({ description: 'Pass as uploadedFilename' }) fileName: string;
}
