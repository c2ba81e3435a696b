import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Split groups (POST /split) and what a payment made with a `split_code` carries: the group's
// code and the shares worked out at initialize on the transaction, each subaccount's share of a
// successful payment in transaction_split_shares (what that subaccount's settlement marks).
export class Splits1795001640000 implements MigrationInterface {
  name = 'Splits1795001640000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'splits',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('split_code', 32, false),
          col.text('name', 100, false),
          col.text('type', 16, false),
          col.text('currency', 3, false),
          col.text('bearer_type', 16, false),
          col.ref('bearer_subaccount_id', true),
          col.bool('active', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_splits_code', columnNames: ['split_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_splits_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'split_subaccounts',
        columns: [col.id(qr), col.ref('split_id'), col.ref('subaccount_id'), col.money('share'), col.time('created_at')],
        indices: [new TableIndex({ name: 'UQ_split_subaccounts_split_subaccount', columnNames: ['split_id', 'subaccount_id'], isUnique: true })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'transaction_split_shares',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('transaction_id'),
          col.ref('subaccount_id'),
          col.text('currency', 3, false),
          col.money('gross'),
          col.money('net'),
          col.time('paid_at'),
          col.ref('settlement_id', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_transaction_split_shares_tx_sub', columnNames: ['transaction_id', 'subaccount_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_transaction_split_shares_unsettled', columnNames: ['subaccount_id', 'settlement_id'] }),
        ],
      }),
    );
    await qr.addColumns('transactions', [new TableColumn(col.text('split_code', 64)), new TableColumn(col.json('split_group'))]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('transactions', 'split_group');
    await qr.dropColumn('transactions', 'split_code');
    await qr.dropTable('transaction_split_shares');
    await qr.dropTable('split_subaccounts');
    await qr.dropTable('splits');
  }
}
