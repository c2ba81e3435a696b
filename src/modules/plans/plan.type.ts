import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Plan } from './plan.entity';

@ObjectType('Plan')
export class PlanType {
  @Field(() => ID) id: string;
  @Field() planCode: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => MoneyScalar) amount: number;
  @Field({ description: 'hourly, daily, weekly, monthly, quarterly, biannually or annually' }) interval: string;
  @Field() currency: string;
  @Field() sendInvoices: boolean;
  @Field() sendSms: boolean;
  @Field(() => Int, { description: 'Charges per subscription; 0 until cancelled' }) invoiceLimit: number;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;

  static from(p: Plan): PlanType {
    return Object.assign(new PlanType(), {
      id: String(p.id),
      planCode: p.planCode,
      name: p.name,
      description: p.description,
      amount: p.amount,
      interval: p.interval,
      currency: p.currency,
      sendInvoices: p.sendInvoices,
      sendSms: p.sendSms,
      invoiceLimit: p.invoiceLimit,
      domain: p.domain,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
  }
}

@ObjectType('PlanUpdate')
export class PlanUpdateType {
  @Field(() => PlanType) plan: PlanType;
  @Field(() => Int, { description: 'Subscriptions whose next charge follows the new amount' }) affectedSubscriptions: number;
}

export const PlanConnection = Connection(PlanType, 'Plan');
