import { Field, Float, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import type { Subaccount } from './subaccount.entity';

@ObjectType('Subaccount')
export class SubaccountType {
  @Field(() => ID) id: string;
  @Field() subaccountCode: string;
  @Field() businessName: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) primaryContactName: string | null;
  @Field(() => String, { nullable: true }) primaryContactEmail: string | null;
  @Field(() => String, { nullable: true }) primaryContactPhone: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => Float, { description: "The main account's cut, in percent" }) percentageCharge: number;
  @Field() settlementBank: string;
  @Field() bankCode: string;
  @Field() accountNumber: string;
  @Field(() => String, { nullable: true, description: "The holder's name where the market resolves it (Nigeria, Ghana)" }) accountName: string | null;
  @Field({ description: 'AUTO, WEEKLY, MONTHLY or MANUAL' }) settlementSchedule: string;
  @Field() currency: string;
  @Field() active: boolean;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(s: Subaccount): SubaccountType {
    return Object.assign(new SubaccountType(), {
      id: String(s.id),
      subaccountCode: s.subaccountCode,
      businessName: s.businessName,
      description: s.description,
      primaryContactName: s.primaryContactName,
      primaryContactEmail: s.primaryContactEmail,
      primaryContactPhone: s.primaryContactPhone,
      metadata: s.metadata,
      percentageCharge: s.percentageChargeBp / 100,
      settlementBank: s.settlementBank,
      bankCode: s.bankCode,
      accountNumber: s.accountNumber,
      accountName: s.accountName,
      settlementSchedule: s.settlementSchedule.toUpperCase(),
      currency: s.currency,
      active: s.active,
      domain: s.domain,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
    });
  }
}

export const SubaccountConnection = Connection(SubaccountType, 'Subaccount');
