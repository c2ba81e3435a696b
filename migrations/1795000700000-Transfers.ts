import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Payouts (issue 13): transfer recipients, transfers (reserved in the ledger when made, settled by
// the simulated bank on the integration's clock) and the per-integration OTP setting.
export class Transfers1795000700000 implements MigrationInterface {
  name = 'Transfers1795000700000';

  async up(qr: QueryRunner): Promise<void> {
    const due = (name: string) => ({ name, type: 'bigint', isNullable: true });
    await qr.createTable(
      new Table({
        name: 'transfer_recipients',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('recipient_code', 32, false),
          col.text('type', 16, false),
          col.text('name', 100, false),
          col.text('description', 255),
          col.text('email', 254),
          col.text('currency', 3, false),
          col.json('metadata'),
          col.text('account_number', 20),
          col.text('account_name', 100),
          col.text('bank_code', 10),
          col.text('bank_name', 100),
          col.text('authorization_code', 64),
          // type:bank:account (or type:authorization): one recipient per account.
          col.text('account_key', 120, false),
          col.bool('active', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_transfer_recipients_code', columnNames: ['recipient_code'], isUnique: true }),
          new TableIndex({ name: 'UQ_transfer_recipients_account', columnNames: ['integration_id', 'domain', 'account_key'], isUnique: true }),
          new TableIndex({ name: 'IDX_transfer_recipients_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'transfers',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('transfer_code', 32, false),
          col.text('reference', 100, false),
          col.ref('recipient_id'),
          col.money('amount'),
          col.money('fee'),
          col.text('currency', 3, false),
          col.text('source', 16, false),
          col.text('reason', 255),
          col.text('status', 16, false),
          col.text('failures', 255),
          col.text('otp_hash', 64),
          col.time('transferred_at', true),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_transfers_code', columnNames: ['transfer_code'], isUnique: true }),
          new TableIndex({ name: 'UQ_transfers_reference', columnNames: ['integration_id', 'domain', 'reference'], isUnique: true }),
          new TableIndex({ name: 'IDX_transfers_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_transfers_recipient', columnNames: ['recipient_id'] }),
          new TableIndex({ name: 'IDX_transfers_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'transfer_settings',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.bool('otp_required', true),
          col.text('disable_otp_hash', 64),
          due('disable_otp_expires_ms'),
          col.time('updated_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_transfer_settings_integration_domain', columnNames: ['integration_id', 'domain'], isUnique: true })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('transfer_settings');
    await qr.dropTable('transfers');
    await qr.dropTable('transfer_recipients');
  }
}
