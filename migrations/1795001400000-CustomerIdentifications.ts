import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Customer identification (POST /customer/:code/identification): each request is a row the
// simulated verifier takes when it falls due (a DueWorkRunner), and the customer carries the outcome
// (`identified`, `identifications`) so its replies need no join. The full BVN and account number are
// kept only until the verifier has used them (`claim`, cleared then); the masked forms stay.
export class CustomerIdentifications1795001400000 implements MigrationInterface {
  name = 'CustomerIdentifications1795001400000';

  async up(qr: QueryRunner): Promise<void> {
    const due = (name: string) => ({ name, type: 'bigint', isNullable: true });
    await qr.createTable(
      new Table({
        name: 'customer_identifications',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('customer_id'),
          col.text('country', 2, false),
          col.text('type', 16, false),
          col.text('bvn_masked', 16, false),
          col.text('account_number_masked', 16),
          col.text('bank_code', 10),
          col.json('claim'),
          col.text('status', 16, false),
          col.text('reason', 255),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_customer_identifications_customer', columnNames: ['customer_id'] }),
          new TableIndex({ name: 'IDX_customer_identifications_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    await qr.addColumns('customers', [new TableColumn(col.bool('identified', false)), new TableColumn(col.json('identifications'))]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('customers', 'identifications');
    await qr.dropColumn('customers', 'identified');
    await qr.dropTable('customer_identifications');
  }
}
