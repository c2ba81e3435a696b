import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Direct debit mandates: initialized by the merchant, signed by the customer on the hosted mandate
// page (which saves an inactive authorization), activated by the simulated bank when the row falls
// due (a DueWorkRunner), any node, once.
export class DirectDebitMandates1795001500000 implements MigrationInterface {
  name = 'DirectDebitMandates1795001500000';

  async up(qr: QueryRunner): Promise<void> {
    const due = (name: string) => ({ name, type: 'bigint', isNullable: true });
    await qr.createTable(
      new Table({
        name: 'direct_debit_mandates',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('customer_id'),
          col.text('reference', 64, false),
          col.text('access_code', 32, false),
          col.text('status', 16, false),
          col.text('account_number', 10),
          col.text('bank_code', 10),
          col.text('account_name', 100),
          col.json('address'),
          col.text('callback_url', 2048),
          col.ref('authorization_id', true),
          col.int('activation_attempts', 0),
          col.text('reason', 255),
          col.time('signed_at', true),
          col.time('authorized_at', true),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_direct_debit_mandates_reference', columnNames: ['reference'], isUnique: true }),
          new TableIndex({ name: 'UQ_direct_debit_mandates_access_code', columnNames: ['access_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_direct_debit_mandates_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_direct_debit_mandates_customer', columnNames: ['customer_id'] }),
          new TableIndex({ name: 'IDX_direct_debit_mandates_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('direct_debit_mandates');
  }
}
