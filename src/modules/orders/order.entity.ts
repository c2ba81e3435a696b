import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

const count = { to: (v: number) => v, from: (v: string | number) => Number(v) };

export type OrderStatus = 'pending' | 'success';

export interface OrderShipping {
  street_line: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  shipping_fee: number;
  delivery_note: string | null;
}

// An order: pending until a transaction carrying its code succeeds (OrderService.successHook).
@Entity({ name: 'orders' })
export class Order {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('order_code', 32, false) orderCode: string;
  @RefColumn('customer_id') customerId: number;
  @TextColumn('email', 254, false) email: string;
  @TextColumn('first_name', 100) firstName: string | null;
  @TextColumn('last_name', 100) lastName: string | null;
  @TextColumn('phone', 32) phone: string | null;
  @TextColumn('currency', 3, false) currency: string;
  @MoneyColumn('amount') amount: number;
  @MoneyColumn('shipping_fee') shippingFee: number;
  @JsonColumn('shipping') shipping: OrderShipping | null;
  @BoolColumn('is_gift') isGift: boolean;
  @BoolColumn('pay_for_me') payForMe: boolean;
  @TextColumn('status', 16, false) status: OrderStatus;
  @RefColumn('storefront_id', true) storefrontId: number | null;
  @RefColumn('transaction_id', true) transactionId: number | null;
  @TimeColumn('paid_at', true) paidAt: Date | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

@Entity({ name: 'order_items' })
export class OrderItem {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('order_id') orderId: number;
  @RefColumn('product_id') productId: number;
  @TextColumn('product_name', 100, false) productName: string;
  @Column({ name: 'quantity', type: 'int', transformer: count }) quantity: number;
  @MoneyColumn('unit_amount') unitAmount: number;
  @MoneyColumn('amount') amount: number;
}
