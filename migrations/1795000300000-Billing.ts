import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Recurring billing: plans, subscriptions (the due-work rows the renewal runner claims) and one
// invoice per subscription and billing period. `due_ms` is epoch milliseconds on the integration's
// clock (test clock in test mode), as for webhook deliveries; the unique (subscription, period) key
// on invoices is the database's own guard that a period is billed once.
export class Billing1795000300000 implements MigrationInterface {
  name = 'Billing1795000300000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'plans',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('plan_code', 32, false),
          col.text('name', 255, false),
          col.text('description', 1024),
          col.money('amount'),
          col.text('interval', 16, false),
          col.text('currency', 3, false),
          col.bool('send_invoices', true),
          col.bool('send_sms', true),
          col.bool('hosted_page', false),
          col.int('invoice_limit', 0),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_plans_code', columnNames: ['plan_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_plans_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'subscriptions',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('subscription_code', 32, false),
          col.text('email_token', 32, false),
          col.ref('customer_id'),
          col.ref('plan_id'),
          col.ref('authorization_id'),
          col.text('status', 16, false),
          col.int('quantity', 1),
          col.money('amount'),
          col.int('invoice_limit', 0),
          col.int('payments_count', 0),
          // The schedule: period n falls due at anchor + n intervals (calendar arithmetic).
          col.time('anchor_at'),
          col.int('period', 0),
          col.time('next_payment_at', true),
          col.text('open_invoice', 32),
          { name: 'due_ms', type: 'bigint', isNullable: true },
          { name: 'lease_until_ms', type: 'bigint', isNullable: true },
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_subscriptions_code', columnNames: ['subscription_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_subscriptions_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_subscriptions_customer', columnNames: ['integration_id', 'domain', 'customer_id', 'id'] }),
          new TableIndex({ name: 'IDX_subscriptions_plan', columnNames: ['integration_id', 'domain', 'plan_id', 'id'] }),
          new TableIndex({ name: 'IDX_subscriptions_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'subscription_invoices',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('subscription_id'),
          col.int('period'),
          col.text('invoice_code', 32, false),
          col.money('amount'),
          col.text('currency', 3, false),
          col.text('status', 16, false),
          col.bool('paid', false),
          col.text('description', 255),
          col.ref('transaction_id', true),
          col.time('period_start'),
          col.time('period_end'),
          col.time('paid_at', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_subscription_invoices_period', columnNames: ['subscription_id', 'period'], isUnique: true }),
          new TableIndex({ name: 'UQ_subscription_invoices_code', columnNames: ['invoice_code'], isUnique: true }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('subscription_invoices');
    await qr.dropTable('subscriptions');
    await qr.dropTable('plans');
  }
}
