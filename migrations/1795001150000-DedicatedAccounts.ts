import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Dedicated virtual accounts (NUBANs assigned to customers), the bank transfers the simulated bank
// sends into them, and the paying bank's details on the transactions those transfers become.
export class DedicatedAccounts1795001150000 implements MigrationInterface {
  name = 'DedicatedAccounts1795001150000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'dedicated_accounts',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('customer_id'),
          col.text('account_number', 10, false),
          col.text('account_name', 200, false),
          col.text('provider_slug', 32, false),
          col.int('bank_id'),
          col.text('bank_name', 100, false),
          col.text('currency', 3, false),
          col.bool('active', true),
          col.bool('assigned', true),
          // customer:provider while the account is active, NULL once deactivated: at most one active
          // account per customer and bank, also when two requests race to create it.
          col.text('active_key', 64),
          col.text('subaccount_code', 64),
          col.text('split_code', 64),
          col.json('metadata'),
          col.time('assigned_at'),
          col.time('expired_at', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          // Account numbers are unique across the whole database, as a bank's are.
          new TableIndex({ name: 'UQ_dedicated_accounts_account_number', columnNames: ['account_number'], isUnique: true }),
          new TableIndex({ name: 'UQ_dedicated_accounts_active_key', columnNames: ['integration_id', 'domain', 'active_key'], isUnique: true }),
          new TableIndex({ name: 'IDX_dedicated_accounts_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_dedicated_accounts_customer', columnNames: ['integration_id', 'domain', 'customer_id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'dedicated_account_transfers',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('dedicated_account_id'),
          col.text('reference', 100, false),
          col.money('amount'),
          col.text('currency', 3, false),
          col.text('sender_name', 100, false),
          col.text('sender_bank', 100, false),
          col.text('sender_account_number', 10, false),
          col.text('narration', 255),
          // pending (the bank has not told Kobo yet: GET /dedicated_account/requery records it) or recorded.
          col.text('status', 16, false),
          col.ref('transaction_id', true),
          col.time('created_at'),
          col.time('recorded_at', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_dedicated_account_transfers_reference', columnNames: ['integration_id', 'domain', 'reference'], isUnique: true }),
          new TableIndex({ name: 'IDX_dedicated_account_transfers_account_status', columnNames: ['dedicated_account_id', 'status'] }),
        ],
      }),
    );
    await qr.addColumns('transactions', [new TableColumn(col.json('payer'))]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('transactions', 'payer');
    await qr.dropTable('dedicated_account_transfers');
    await qr.dropTable('dedicated_accounts');
  }
}
