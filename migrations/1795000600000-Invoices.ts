import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Payment requests (invoices) with their payments, the invoice-number counter, the simulated
// e-mail outbox, and payment pages.
export class Invoices1795000600000 implements MigrationInterface {
  name = 'Invoices1795000600000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'payment_requests',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('request_code', 32, false),
          col.ref('customer_id'),
          col.money('amount'),
          { ...col.money('amount_paid'), default: 0 },
          col.text('currency', 3, false),
          col.time('due_date', true),
          col.text('description', 1024),
          col.json('line_items'),
          col.json('tax'),
          col.json('metadata'),
          col.json('notifications'),
          col.text('status', 8, false),
          col.bool('paid', false),
          col.time('paid_at', true),
          col.bool('has_invoice', false),
          col.int('invoice_number', undefined, true),
          col.text('offline_reference', 40),
          col.text('split_code', 64),
          col.bool('archived', false),
          col.text('payment_method', 16),
          col.text('paid_by', 255),
          col.text('note', 1024),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_payment_requests_code', columnNames: ['request_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_payment_requests_mode', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_payment_requests_customer', columnNames: ['integration_id', 'domain', 'customer_id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'payment_request_payments',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('payment_request_id'),
          col.ref('transaction_id', true),
          col.money('amount'),
          col.text('currency', 3, false),
          col.text('kind', 8, false),
          col.time('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_payment_request_payments_request', columnNames: ['payment_request_id', 'id'] }),
          new TableIndex({ name: 'UQ_payment_request_payments_transaction', columnNames: ['transaction_id'], isUnique: true }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'invoice_counters',
        columns: [col.id(qr), col.ref('integration_id'), col.domain(), col.int('last_number', 0)],
        indices: [new TableIndex({ name: 'UQ_invoice_counters_mode', columnNames: ['integration_id', 'domain'], isUnique: true })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'simulated_emails',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('resource', 64, false),
          col.text('channel', 16, false),
          col.text('recipient', 254, false),
          col.text('subject', 255, false),
          col.text('body', 4000, false),
          col.time('sent_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_simulated_emails_mode', columnNames: ['integration_id', 'domain', 'id'] })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'pages',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('name', 100, false),
          col.text('description', 1024),
          col.money('amount', true),
          col.text('currency', 3, false),
          col.text('slug', 100, false),
          col.text('type', 16, false),
          col.json('custom_fields'),
          col.text('redirect_url', 2048),
          col.text('plan', 64),
          col.text('split_code', 64),
          col.text('subaccount', 64),
          col.json('metadata'),
          col.bool('collect_phone', false),
          col.bool('active', true),
          col.bool('published', true),
          col.bool('migrate', false),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_pages_slug', columnNames: ['slug'], isUnique: true }),
          new TableIndex({ name: 'IDX_pages_mode', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('pages');
    await qr.dropTable('simulated_emails');
    await qr.dropTable('invoice_counters');
    await qr.dropTable('payment_request_payments');
    await qr.dropTable('payment_requests');
  }
}
