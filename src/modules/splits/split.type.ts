import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { SubaccountType } from '../subaccounts/subaccount.type';
import type { Split } from './split.entity';

@ObjectType('SplitMember')
export class SplitMemberType {
  @Field(() => Float, { description: 'Percent for a percentage split; minor units for a flat one' }) share: number;
  @Field(() => SubaccountType) subaccount: SubaccountType;
}

@ObjectType('Split')
export class SplitType {
  @Field(() => ID) id: string;
  @Field() splitCode: string;
  @Field() name: string;
  @Field({ description: 'percentage or flat' }) type: string;
  @Field() currency: string;
  @Field({ description: 'all, all-proportional, account or subaccount' }) bearerType: string;
  @Field() active: boolean;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  // Resolved through loaders (SplitResolver): the members and the bearer subaccount.
  splitId: number;
  bearerSubaccountId: number | null;

  static from(s: Split): SplitType {
    return Object.assign(new SplitType(), {
      id: String(s.id),
      splitId: s.id,
      splitCode: s.splitCode,
      name: s.name,
      type: s.type,
      currency: s.currency,
      bearerType: s.bearerType,
      bearerSubaccountId: s.bearerSubaccountId,
      active: s.active,
      domain: s.domain,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    });
  }
}

@ObjectType('SplitRemoval')
export class SplitRemovalType {
  @Field(() => SplitType) split: SplitType;
  @Field(() => Int) totalSubaccounts: number;
}

export const SplitConnection = Connection(SplitType, 'Split');
