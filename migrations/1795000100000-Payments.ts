import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

export class Payments1795000100000 implements MigrationInterface {
  name = 'Payments1795000100000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'transactions',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('reference', 100, false),
          col.text('access_code', 16, false),
          col.text('status', 16, false),
          col.text('charge_status', 16, false),
          col.int('version', 0),
          col.money('amount'),
          col.money('requested_amount'),
          col.text('currency', 3, false),
          col.text('channel', 16),
          col.json('channels'),
          col.text('email', 254, false),
          col.ref('customer_id'),
          col.ref('authorization_id', true),
          col.text('plan_code', 64),
          col.int('invoice_limit', undefined, true),
          col.text('quantity', 32),
          col.text('subaccount_code', 64),
          col.money('transaction_charge', true),
          col.text('bearer', 16, false),
          col.text('callback_url', 2048),
          col.json('metadata'),
          col.text('gateway_response', 255),
          col.text('message', 255),
          col.money('fees', true),
          col.text('ip_address', 255),
          col.text('source', 32, false),
          col.json('log'),
          col.json('charge_session'),
          col.time('state_changed_at', true),
          col.time('paid_at', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          // Idempotency: a reference is unique per integration and mode (DESIGN rule 7).
          new TableIndex({ name: 'UQ_transactions_integration_domain_reference', columnNames: ['integration_id', 'domain', 'reference'], isUnique: true }),
          new TableIndex({ name: 'UQ_transactions_access_code', columnNames: ['access_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_transactions_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_transactions_integration_domain_status', columnNames: ['integration_id', 'domain', 'status', 'id'] }),
          new TableIndex({ name: 'IDX_transactions_integration_domain_customer', columnNames: ['integration_id', 'domain', 'customer_id', 'id'] }),
          new TableIndex({ name: 'IDX_transactions_integration_domain_created', columnNames: ['integration_id', 'domain', 'created_at'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'authorizations',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('customer_id'),
          col.text('authorization_code', 32, false),
          col.text('bin', 8, false),
          col.text('last4', 4, false),
          col.text('exp_month', 2, false),
          col.text('exp_year', 4, false),
          col.text('channel', 16, false),
          col.text('card_type', 64, false),
          col.text('bank', 100, false),
          col.text('country_code', 2, false),
          col.text('brand', 64, false),
          col.bool('reusable', false),
          col.text('signature', 32),
          col.text('account_name', 100),
          col.text('processor', 32, false),
          col.text('processor_token', 255, false),
          col.bool('active', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_authorizations_code', columnNames: ['authorization_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_authorizations_customer_signature', columnNames: ['integration_id', 'domain', 'customer_id', 'signature'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'ledger_entries',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('currency', 3, false),
          col.text('account', 32, false),
          col.money('amount'),
          col.text('reason', 255, false),
          col.text('model_responsible', 32, false),
          col.ref('model_row'),
          col.time('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_ledger_integration_domain_account', columnNames: ['integration_id', 'domain', 'account', 'currency', 'id'] }),
          new TableIndex({ name: 'IDX_ledger_model', columnNames: ['model_responsible', 'model_row'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['ledger_entries', 'authorizations', 'transactions']) await qr.dropTable(table);
  }
}
