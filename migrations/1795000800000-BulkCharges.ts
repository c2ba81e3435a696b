import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Bulk charge batches and their items; items are claimed by the worker on due_ms / lease_until_ms.
export class BulkCharges1795000800000 implements MigrationInterface {
  name = 'BulkCharges1795000800000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'bulk_charges',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('batch_code', 32, false),
          col.text('reference', 100),
          col.text('status', 16, false),
          col.int('total_charges', 0),
          col.int('processed', 0),
          col.int('succeeded', 0),
          col.int('failed', 0),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_bulk_charges_code', columnNames: ['batch_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_bulk_charges_mode', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'bulk_charge_items',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('bulk_charge_id'),
          col.ref('authorization_id'),
          col.ref('customer_id'),
          col.money('amount'),
          col.text('currency', 3, false),
          col.text('reference', 100),
          col.json('metadata'),
          col.text('status', 16, false),
          col.ref('transaction_id', true),
          col.text('message', 255),
          { name: 'due_ms', type: 'bigint', isNullable: true },
          { name: 'lease_until_ms', type: 'bigint', isNullable: true },
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_bulk_charge_items_batch', columnNames: ['bulk_charge_id', 'status', 'id'] }),
          new TableIndex({ name: 'IDX_bulk_charge_items_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('bulk_charge_items');
    await qr.dropTable('bulk_charges');
  }
}
