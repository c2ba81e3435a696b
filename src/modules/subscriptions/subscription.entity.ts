import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { SubscriptionStatus } from './subscription.state';

@Entity({ name: 'subscriptions' })
export class Subscription {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('subscription_code', 32, false) subscriptionCode: string;
  @TextColumn('email_token', 32, false) emailToken: string;
  @RefColumn('customer_id') customerId: number;
  @RefColumn('plan_id') planId: number;
  @RefColumn('authorization_id') authorizationId: number;
  @TextColumn('status', 16, false) status: SubscriptionStatus;
  @Column({ name: 'quantity', type: 'int' }) quantity: number;
  // What each renewal charges (plan amount × quantity; follows the plan's amount changes).
  @MoneyColumn('amount') amount: number;
  // 0: until cancelled.
  @Column({ name: 'invoice_limit', type: 'int' }) invoiceLimit: number;
  @Column({ name: 'payments_count', type: 'int' }) paymentsCount: number;
  @TimeColumn('anchor_at') anchorAt: Date;
  // The index of the next period to bill (core/schedule.ts periodDate(anchor, interval, period)).
  @Column({ name: 'period', type: 'int' }) period: number;
  @TimeColumn('next_payment_at', true) nextPaymentAt: Date | null;
  @TextColumn('open_invoice', 32) openInvoice: string | null;
  // When the renewal runner must look at it next, on the integration's clock (epoch ms).
  @MoneyColumn('due_ms', true) dueMs: number | null;
  @MoneyColumn('lease_until_ms', true) leaseUntilMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

@Entity({ name: 'subscription_invoices' })
export class SubscriptionInvoice {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('subscription_id') subscriptionId: number;
  @Column({ name: 'period', type: 'int' }) period: number;
  @TextColumn('invoice_code', 32, false) invoiceCode: string;
  @MoneyColumn('amount') amount: number;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('status', 16, false) status: 'pending' | 'success' | 'failed';
  @BoolColumn('paid') paid: boolean;
  @TextColumn('description', 255) description: string | null;
  @RefColumn('transaction_id', true) transactionId: number | null;
  @TimeColumn('period_start') periodStart: Date;
  @TimeColumn('period_end') periodEnd: Date;
  @TimeColumn('paid_at', true) paidAt: Date | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

export const INVOICE_PERIOD_INDEX = { name: 'UQ_subscription_invoices_period', table: 'subscription_invoices', columns: ['subscription_id', 'period'] };
