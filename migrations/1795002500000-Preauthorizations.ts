import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Card pre-authorizations (POST /preauthorization/reserve_authorization, capture, release): the amount
// held on a saved card, its expiry on the integration's clock, and the capture's transaction.
export class Preauthorizations1795002500000 implements MigrationInterface {
  name = 'Preauthorizations1795002500000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'preauthorizations',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('reference', 100, false),
          col.money('amount'),
          col.money('captured_amount', true),
          col.text('currency', 3, false),
          col.text('status', 16, false),
          col.ref('authorization_id'),
          col.ref('customer_id'),
          col.ref('transaction_id', true),
          col.json('metadata'),
          col.money('fees'),
          col.text('message', 255),
          col.text('expire_action', 16, false),
          col.time('expiry_date'),
          col.time('captured_at', true),
          col.time('released_at', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_preauthorizations_reference', columnNames: ['integration_id', 'domain', 'reference'], isUnique: true }),
          new TableIndex({ name: 'IDX_preauthorizations_authorization', columnNames: ['authorization_id', 'status'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('preauthorizations');
  }
}
