import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Money after the payment: subaccounts and splits, refunds, settlements (issue 12). Due times and
// leases are epoch milliseconds (due on the integration's clock, leases on real time), as the
// DueWorkRunner expects.
export class Money1795000400000 implements MigrationInterface {
  name = 'Money1795000400000';

  async up(qr: QueryRunner): Promise<void> {
    const due = (name: string) => ({ name, type: 'bigint', isNullable: true });
    await qr.createTable(
      new Table({
        name: 'subaccounts',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('subaccount_code', 32, false),
          col.text('business_name', 100, false),
          col.text('description', 255),
          col.text('primary_contact_name', 100),
          col.text('primary_contact_email', 254),
          col.text('primary_contact_phone', 32),
          col.json('metadata'),
          col.int('percentage_charge_bp', 0),
          col.text('settlement_bank', 100, false),
          col.text('bank_code', 10, false),
          col.text('account_number', 10, false),
          col.text('account_name', 100, false),
          col.text('settlement_schedule', 8, false),
          col.text('currency', 3, false),
          col.bool('active', true),
          col.bool('is_verified', false),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_subaccounts_code', columnNames: ['subaccount_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_subaccounts_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'refunds',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('transaction_id'),
          col.text('transaction_reference', 100, false),
          col.money('amount'),
          col.money('deducted_amount'),
          col.text('currency', 3, false),
          col.text('status', 16, false),
          col.text('channel', 16),
          col.text('customer_note', 255),
          col.text('merchant_note', 255),
          col.text('refunded_by', 254),
          col.text('reason', 255),
          col.time('refunded_at', true),
          col.time('expected_at'),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_refunds_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_refunds_transaction', columnNames: ['transaction_id'] }),
          new TableIndex({ name: 'IDX_refunds_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'settlements',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('subaccount_id', true),
          col.text('currency', 3, false),
          col.text('status', 16, false),
          col.money('total_amount'),
          col.money('effective_amount'),
          col.money('total_fees'),
          col.money('total_processed'),
          col.int('transaction_count', 0),
          col.text('settled_by', 64),
          col.time('settlement_date'),
          col.time('settled_at', true),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_settlements_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_settlements_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    // One row per party that settles (the main account, each subaccount), carrying its next run.
    await qr.createTable(
      new Table({
        name: 'settlement_schedules',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('party', 32, false),
          col.ref('subaccount_id', true),
          col.text('currency', 3, false),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_settlement_schedules_party', columnNames: ['integration_id', 'domain', 'party', 'currency'], isUnique: true }),
          new TableIndex({ name: 'IDX_settlement_schedules_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    // Per integration and mode: the refund delay and whether refunds may take the balance negative.
    await qr.createTable(
      new Table({
        name: 'money_settings',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.int('refund_delay_s', 0),
          col.bool('allow_negative_balance', false),
          col.time('updated_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_money_settings_integration_domain', columnNames: ['integration_id', 'domain'], isUnique: true })],
      }),
    );
    await qr.addColumns('transactions', [
      new TableColumn({ ...col.bigint('refunded_amount', 0) }),
      new TableColumn(col.ref('settlement_id', true)),
      new TableColumn(col.ref('subaccount_settlement_id', true)),
      new TableColumn(col.json('split')),
    ]);
    await qr.createIndex(
      'transactions',
      new TableIndex({ name: 'IDX_transactions_integration_domain_settlement', columnNames: ['integration_id', 'domain', 'settlement_id'] }),
    );
    await qr.createIndex(
      'transactions',
      new TableIndex({
        name: 'IDX_transactions_subaccount_settlement',
        columnNames: ['integration_id', 'domain', 'subaccount_code', 'subaccount_settlement_id'],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('transactions', 'IDX_transactions_subaccount_settlement');
    await qr.dropIndex('transactions', 'IDX_transactions_integration_domain_settlement');
    for (const c of ['split', 'subaccount_settlement_id', 'settlement_id', 'refunded_amount']) await qr.dropColumn('transactions', c);
    for (const t of ['money_settings', 'settlement_schedules', 'settlements', 'refunds', 'subaccounts']) await qr.dropTable(t);
  }
}
