import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import { RowProblemType } from '../../graphql/row-problem.type';
import { RecipientType } from '../recipients/recipient.type';
import type { Transfer } from './transfer.entity';
import type { BulkTransferCheck } from './transfer-bulk-check.service';

@ObjectType('Transfer')
export class TransferType {
  @Field(() => ID) id: string;
  recipientId: number;
  @Field() transferCode: string;
  @Field() reference: string;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => MoneyScalar, { description: 'Taken from the balance with the amount; given back when the transfer fails, is reversed or abandoned' })
  fee: number;
  @Field() currency: string;
  @Field() source: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field({ description: 'otp, pending, success, failed, reversed or abandoned' }) status: string;
  @Field(() => String, { nullable: true }) failures: string | null;
  @Field(() => Date, { nullable: true }) transferredAt: Date | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(t: Transfer): TransferType {
    return Object.assign(new TransferType(), {
      id: String(t.id),
      recipientId: t.recipientId,
      transferCode: t.transferCode,
      reference: t.reference,
      amount: t.amount,
      fee: t.fee,
      currency: t.currency,
      source: t.source,
      reason: t.reason,
      status: t.status,
      failures: t.failures,
      transferredAt: t.transferredAt,
      domain: t.domain,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    });
  }
}

export const TransferConnection = Connection(TransferType, 'Transfer');

@ObjectType('Balance')
export class BalanceType {
  @Field() currency: string;
  @Field(() => MoneyScalar) balance: number;
}

@ObjectType('BulkTransferCheckRow')
export class BulkTransferCheckRowType {
  @Field(() => Int) row: number;
  @Field(() => RecipientType, { nullable: true, description: 'The active recipient the row names' }) recipient: RecipientType | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'The fee the transfer would take from the balance with its amount' }) fee: number | null;
}

@ObjectType('BulkTransferCheck', { description: 'What bulkTransfer would do with these transfers now, without sending them' })
export class BulkTransferCheckType {
  @Field(() => [RowProblemType]) problems: RowProblemType[];
  @Field(() => [BulkTransferCheckRowType]) rows: BulkTransferCheckRowType[];
  @Field({ description: 'Bulk transfers are refused while transfers wait for an OTP (disableTransferOtp turns it off)' }) otpRequired: boolean;

  static from(c: BulkTransferCheck): BulkTransferCheckType {
    return Object.assign(new BulkTransferCheckType(), {
      problems: c.problems.map(RowProblemType.from),
      rows: c.rows.map((r) =>
        Object.assign(new BulkTransferCheckRowType(), { row: r.row, fee: r.fee, recipient: r.recipient ? RecipientType.from(r.recipient) : null }),
      ),
      otpRequired: c.otpRequired,
    });
  }
}
