import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import { RowProblemType } from '../../graphql/row-problem.type';
import { AuthorizationType } from '../authorizations/authorization.type';
import { CustomerType } from '../customers/customer.type';
import type { BulkCharge, BulkChargeItem } from './bulk-charge.entity';
import type { BulkChargeCheck } from './bulk-charge.service';

@ObjectType('BulkCharge')
export class BulkChargeType {
  @Field(() => ID) id: string;
  @Field() batchCode: string;
  @Field(() => String, { nullable: true }) reference: string | null;
  @Field({ description: 'active, paused or complete' }) status: string;
  @Field(() => Int) totalCharges: number;
  @Field(() => Int) pendingCharges: number;
  @Field(() => Int) succeeded: number;
  @Field(() => Int) failed: number;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  rowId: number;

  static from(b: BulkCharge): BulkChargeType {
    return Object.assign(new BulkChargeType(), {
      id: String(b.id),
      rowId: b.id,
      batchCode: b.batchCode,
      reference: b.reference,
      status: b.status,
      totalCharges: b.totalCharges,
      pendingCharges: b.totalCharges - b.processed,
      succeeded: b.succeeded,
      failed: b.failed,
      domain: b.domain,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
    });
  }
}

@ObjectType('BulkChargeItem')
export class BulkChargeItemType {
  @Field(() => ID) id: string;
  @Field(() => MoneyScalar) amount: number;
  @Field() currency: string;
  @Field({ description: 'pending, success or failed' }) status: string;
  @Field(() => String, { nullable: true, description: 'Why the charge failed' }) message: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  bulkChargeId: number;
  customerId: number;
  authorizationId: number;
  transactionId: number | null;

  static from(i: BulkChargeItem): BulkChargeItemType {
    return Object.assign(new BulkChargeItemType(), {
      id: String(i.id),
      amount: i.amount,
      currency: i.currency,
      status: i.status,
      message: i.message,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
      bulkChargeId: i.bulkChargeId,
      customerId: i.customerId,
      authorizationId: i.authorizationId,
      transactionId: i.transactionId,
    });
  }
}

@ObjectType('BulkChargeProgress')
export class BulkChargeProgressType {
  @Field() batchCode: string;
  @Field(() => Int) processed: number;
  @Field(() => Int) succeeded: number;
  @Field(() => Int) failed: number;
  @Field(() => Int) total: number;
  @Field({ description: 'active, paused or complete' }) status: string;
}

export const BulkChargeConnection = Connection(BulkChargeType, 'BulkCharge');
export const BulkChargeItemConnection = Connection(BulkChargeItemType, 'BulkChargeItem');

@ObjectType('BulkChargeCheckRow')
export class BulkChargeCheckRowType {
  @Field(() => Int) row: number;
  @Field(() => AuthorizationType, { nullable: true, description: 'The reusable authorization the row names' }) authorization: AuthorizationType | null;
  @Field(() => CustomerType, { nullable: true }) customer: CustomerType | null;
}

@ObjectType('BulkChargeCheck', { description: 'What createBulkCharge would do with these charges now, without queueing them' })
export class BulkChargeCheckType {
  @Field(() => [RowProblemType]) problems: RowProblemType[];
  @Field(() => [BulkChargeCheckRowType]) rows: BulkChargeCheckRowType[];

  static from(c: BulkChargeCheck): BulkChargeCheckType {
    return Object.assign(new BulkChargeCheckType(), {
      problems: c.problems.map(RowProblemType.from),
      rows: c.rows.map((r) =>
        Object.assign(new BulkChargeCheckRowType(), {
          row: r.row,
          authorization: r.authorization ? AuthorizationType.from(r.authorization) : null,
          customer: r.customer ? CustomerType.from(r.customer) : null,
        }),
      ),
    });
  }
}
