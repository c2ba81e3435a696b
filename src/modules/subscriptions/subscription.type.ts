import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Subscription, SubscriptionInvoice } from './subscription.entity';

@ObjectType('SubscriptionInvoice')
export class SubscriptionInvoiceType {
  @Field(() => ID) id: string;
  @Field() invoiceCode: string;
  @Field(() => MoneyScalar) amount: number;
  @Field() currency: string;
  @Field({ description: 'pending, success or failed' }) status: string;
  @Field() paid: boolean;
  @Field(() => String, { nullable: true, description: 'Why the charge failed' }) description: string | null;
  @Field(() => ID, { nullable: true, description: 'The transaction that paid (or failed to pay) it' }) transactionId: string | null;
  @Field() periodStart: Date;
  @Field() periodEnd: Date;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field() createdAt: Date;

  static from(i: SubscriptionInvoice): SubscriptionInvoiceType {
    return Object.assign(new SubscriptionInvoiceType(), {
      id: String(i.id),
      invoiceCode: i.invoiceCode,
      amount: i.amount,
      currency: i.currency,
      status: i.status,
      paid: i.paid,
      description: i.description,
      transactionId: i.transactionId === null ? null : String(i.transactionId),
      periodStart: i.periodStart,
      periodEnd: i.periodEnd,
      paidAt: i.paidAt,
      createdAt: i.createdAt,
    });
  }
}

// "Subscription" is GraphQL's root type for live updates, hence the longer name.
@ObjectType('PlanSubscription')
export class SubscriptionType {
  @Field(() => ID) id: string;
  @Field() subscriptionCode: string;
  @Field({ description: 'Authenticates enable and disable' }) emailToken: string;
  @Field({ description: 'active, attention, non-renewing, complete or cancelled' }) status: string;
  @Field(() => Int) quantity: number;
  @Field(() => MoneyScalar, { description: 'What each renewal charges' }) amount: number;
  @Field(() => Int, { description: '0: until cancelled' }) invoiceLimit: number;
  @Field(() => Int) paymentsCount: number;
  @Field({ description: 'The schedule anchor: period n falls due n intervals after it' }) start: Date;
  @Field(() => Date, { nullable: true }) nextPaymentDate: Date | null;
  @Field(() => String, { nullable: true }) openInvoice: string | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  // For the relation fields (resolved through the per-request loaders).
  planId: number;
  customerId: number;
  authorizationId: number;
  rowId: number;

  static from(s: Subscription): SubscriptionType {
    return Object.assign(new SubscriptionType(), {
      id: String(s.id),
      subscriptionCode: s.subscriptionCode,
      emailToken: s.emailToken,
      status: s.status,
      quantity: s.quantity,
      amount: s.amount,
      invoiceLimit: s.invoiceLimit,
      paymentsCount: s.paymentsCount,
      start: s.anchorAt,
      nextPaymentDate: s.status === 'active' || s.status === 'attention' ? s.nextPaymentAt : null,
      openInvoice: s.openInvoice,
      domain: s.domain,
      createdAt: s.createdAt,
      updatedAt: s.updatedAt,
      planId: s.planId,
      customerId: s.customerId,
      authorizationId: s.authorizationId,
      rowId: s.id,
    });
  }
}

export const SubscriptionConnection = Connection(SubscriptionType, 'PlanSubscription');
