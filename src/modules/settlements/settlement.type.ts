import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { LedgerRow } from '../../ledger/ledger.service';
import type { Settlement } from './settlement.entity';

@ObjectType('Settlement')
export class SettlementType {
  @Field(() => ID) id: string;
  @Field({ description: 'pending or success' }) status: string;
  @Field() currency: string;
  @Field(() => MoneyScalar) totalAmount: number;
  @Field(() => MoneyScalar) effectiveAmount: number;
  @Field(() => MoneyScalar) totalFees: number;
  @Field(() => MoneyScalar) totalProcessed: number;
  @Field() transactionCount: number;
  @Field(() => String, { nullable: true }) settledBy: string | null;
  @Field() settlementDate: Date;
  @Field(() => Date, { nullable: true }) settledAt: Date | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  subaccountId: number | null;

  static from(s: Settlement): SettlementType {
    return Object.assign(new SettlementType(), {
      id: String(s.id),
      status: s.status,
      currency: s.currency,
      totalAmount: s.totalAmount,
      effectiveAmount: s.effectiveAmount,
      totalFees: s.totalFees,
      totalProcessed: s.totalProcessed,
      transactionCount: s.transactionCount,
      settledBy: s.settledBy,
      settlementDate: s.settlementDate,
      settledAt: s.settledAt,
      domain: s.domain,
      createdAt: s.createdAt,
      subaccountId: s.subaccountId,
    });
  }
}

export const SettlementConnection = Connection(SettlementType, 'Settlement');

// One merchant-balance ledger entry with the balance after it (GET /balance/ledger).
@ObjectType('BalanceEntry')
export class BalanceEntryType {
  @Field(() => ID) id: string;
  @Field() currency: string;
  @Field(() => MoneyScalar, { description: 'This entry (negative: money out)' }) difference: number;
  @Field(() => MoneyScalar, { description: 'The running balance after this entry' }) balance: number;
  @Field() reason: string;
  @Field() modelResponsible: string;
  @Field() modelRow: string;
  @Field() createdAt: Date;

  static from(e: LedgerRow): BalanceEntryType {
    return Object.assign(new BalanceEntryType(), {
      id: String(e.id),
      currency: e.currency,
      difference: e.amount,
      balance: e.balanceAfter,
      reason: e.reason,
      modelResponsible: e.modelResponsible,
      modelRow: String(e.modelRow),
      createdAt: e.createdAt,
    });
  }
}

export const BalanceEntryConnection = Connection(BalanceEntryType, 'BalanceEntry');
