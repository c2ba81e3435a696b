import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import { CurrencyAmountType } from '../transactions/transaction.type';
import { MoneyScalar } from '../../graphql/scalars';
import { PAYMENT_REQUEST_STATUSES, type LineItem, type PaymentRequest, type PaymentRequestStatus } from './payment-request.entity';
import { pendingAmount } from './payment-request.presenter';

export const PaymentRequestStatusEnum = Object.fromEntries(PAYMENT_REQUEST_STATUSES.map((s) => [s, s])) as { [K in PaymentRequestStatus]: K };
registerEnumType(PaymentRequestStatusEnum, {
  name: 'PaymentRequestStatus',
  description: 'draft: not issued yet; pending: issued, not fully paid; success: paid',
});

@ObjectType('LineItem')
export class LineItemType {
  @Field() name: string;
  @Field(() => MoneyScalar, { description: 'Per unit' }) amount: number;
  @Field(() => Int) quantity: number;

  static from(i: LineItem): LineItemType {
    return Object.assign(new LineItemType(), { name: i.name, amount: i.amount, quantity: i.quantity ?? 1 });
  }
}

@ObjectType('PaymentRequestNotification')
export class NotificationType {
  @Field() sentAt: string;
  @Field() channel: string;
}

// What GraphQL exposes of a payment request (invoice).
@ObjectType('PaymentRequest')
export class PaymentRequestType {
  @Field(() => ID) id: string;
  @Field() requestCode: string;
  @Field() domain: string;
  @Field(() => PaymentRequestStatusEnum) status: PaymentRequestStatus;
  @Field() paid: boolean;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => MoneyScalar, { description: 'Paid so far, online and offline' }) amountPaid: number;
  @Field(() => MoneyScalar, { description: 'What remains to be paid' }) pendingAmount: number;
  @Field() currency: string;
  @Field(() => Date, { nullable: true }) dueDate: Date | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => [LineItemType]) lineItems: LineItemType[];
  @Field(() => [LineItemType]) tax: LineItemType[];
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => [NotificationType]) notifications: NotificationType[];
  @Field() hasInvoice: boolean;
  @Field(() => Int, { nullable: true }) invoiceNumber: number | null;
  @Field(() => String, { nullable: true }) offlineReference: string | null;
  @Field(() => String, { nullable: true }) splitCode: string | null;
  @Field() archived: boolean;
  @Field(() => String, { nullable: true }) paymentMethod: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  customerId: number;

  static from(p: PaymentRequest): PaymentRequestType {
    return Object.assign(new PaymentRequestType(), {
      id: String(p.id),
      requestCode: p.requestCode,
      domain: p.domain,
      status: p.status,
      paid: p.paid,
      paidAt: p.paidAt,
      amount: p.amount,
      amountPaid: p.amountPaid,
      pendingAmount: pendingAmount(p),
      currency: p.currency,
      dueDate: p.dueDate,
      description: p.description,
      lineItems: (p.lineItems ?? []).map(LineItemType.from),
      tax: (p.tax ?? []).map(LineItemType.from),
      metadata: p.metadata,
      notifications: (p.notifications ?? []).map((n) => Object.assign(new NotificationType(), { sentAt: n.sent_at, channel: n.channel })),
      hasInvoice: p.hasInvoice,
      invoiceNumber: p.invoiceNumber,
      offlineReference: p.offlineReference,
      splitCode: p.splitCode,
      archived: p.archived,
      paymentMethod: p.paymentMethod,
      note: p.note,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      customerId: p.customerId,
    });
  }
}

export const PaymentRequestConnection = Connection(PaymentRequestType, 'PaymentRequest');

@ObjectType('PaymentRequestTotals')
export class PaymentRequestTotalsType {
  @Field(() => [CurrencyAmountType]) pending: CurrencyAmountType[];
  @Field(() => [CurrencyAmountType]) successful: CurrencyAmountType[];
  @Field(() => [CurrencyAmountType]) total: CurrencyAmountType[];
}

// An e-mail Kobo would have sent (nothing leaves the machine).
