import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Order, OrderItem, OrderShipping } from './order.entity';

@ObjectType('OrderLine')
export class OrderLineType {
  @Field(() => ID) productId: string;
  @Field({ description: 'The product name when the order was placed' }) productName: string;
  @Field(() => Int) quantity: number;
  @Field(() => MoneyScalar) unitAmount: number;
  @Field(() => MoneyScalar) amount: number;

  static from(i: OrderItem): OrderLineType {
    return Object.assign(new OrderLineType(), {
      productId: String(i.productId),
      productName: i.productName,
      quantity: i.quantity,
      unitAmount: i.unitAmount,
      amount: i.amount,
    });
  }
}

@ObjectType('OrderShipping')
export class OrderShippingType {
  @Field(() => String, { nullable: true }) streetLine: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => String, { nullable: true }) country: string | null;
  @Field(() => MoneyScalar) shippingFee: number;
  @Field(() => String, { nullable: true }) deliveryNote: string | null;

  static from(s: OrderShipping): OrderShippingType {
    return Object.assign(new OrderShippingType(), {
      streetLine: s.street_line,
      city: s.city,
      state: s.state,
      country: s.country,
      shippingFee: s.shipping_fee,
      deliveryNote: s.delivery_note,
    });
  }
}

// A checkout link for a pending order (OrderService.pay).
@ObjectType('OrderPayment')
export class OrderPaymentType {
  @Field({ description: 'The one-time checkout page URL' }) authorizationUrl: string;
  @Field() accessCode: string;
  @Field({ description: "The transaction's reference; it carries metadata.order_code" }) reference: string;
}

@ObjectType('Order')
export class OrderType {
  @Field(() => ID) id: string;
  @Field() code: string;
  @Field(() => MoneyScalar) amount: number;
  @Field() currency: string;
  @Field({ description: 'pending or success' }) status: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) lastName: string | null;
  @Field(() => MoneyScalar) shippingFee: number;
  @Field(() => ID, { nullable: true }) storefrontId: string | null;
  @Field(() => ID, { nullable: true }) transactionId: string | null;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field() domain: string;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field({ description: 'Bought as a gift for someone else' }) isGift: boolean;
  @Field({ description: 'Someone else pays for it' }) payForMe: boolean;
  @Field(() => OrderShippingType, { nullable: true }) shipping: OrderShippingType | null;
  // Resolved through the orderLines loader (OrderResolver).
  orderId: number;
  customerId: number;

  static from(o: Order): OrderType {
    return Object.assign(new OrderType(), {
      id: String(o.id),
      orderId: o.id,
      customerId: o.customerId,
      phone: o.phone,
      isGift: o.isGift,
      payForMe: o.payForMe,
      shipping: o.shipping ? OrderShippingType.from(o.shipping) : null,
      code: o.orderCode,
      amount: o.amount,
      currency: o.currency,
      status: o.status,
      email: o.email,
      firstName: o.firstName,
      lastName: o.lastName,
      shippingFee: o.shippingFee,
      storefrontId: o.storefrontId === null ? null : String(o.storefrontId),
      transactionId: o.transactionId === null ? null : String(o.transactionId),
      paidAt: o.paidAt,
      domain: o.domain,
      createdAt: o.createdAt,
    });
  }
}

export const OrderConnection = Connection(OrderType, 'Order');
