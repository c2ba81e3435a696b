import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Terminals (simulated POS devices commissioned to an integration) and the events sent to them,
// which the device answers on the integration's clock; virtual terminals and their WhatsApp
// destinations. A `pos` payment names the terminal it was taken on (transactions.terminal_id).
export class Terminals1795002210000 implements MigrationInterface {
  name = 'Terminals1795002210000';

  async up(qr: QueryRunner): Promise<void> {
    const due = (name: string) => ({ name, type: 'bigint', isNullable: true });
    await qr.createTable(
      new Table({
        name: 'terminals',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('serial_number', 64, false),
          col.text('terminal_code', 16, false),
          col.text('name', 100, false),
          col.text('address', 255),
          col.text('device_make', 50),
          col.text('status', 16, false),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_terminals_serial', columnNames: ['integration_id', 'domain', 'serial_number'], isUnique: true }),
          new TableIndex({ name: 'UQ_terminals_code', columnNames: ['terminal_code'], isUnique: true }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'terminal_events',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('terminal_id'),
          col.text('event_code', 32, false),
          col.text('type', 16, false),
          col.text('action', 16, false),
          col.ref('data_id', true),
          col.text('data_reference', 100),
          col.text('status', 16, false),
          col.ref('transaction_id', true),
          col.text('failure', 255),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_terminal_events_code', columnNames: ['event_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_terminal_events_terminal', columnNames: ['terminal_id', 'status'] }),
          new TableIndex({ name: 'IDX_terminal_events_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'virtual_terminals',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('code', 16, false),
          col.text('name', 100, false),
          col.text('currency', 3, false),
          col.bool('active', true),
          col.json('metadata'),
          col.text('split_code', 64),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_virtual_terminals_code', columnNames: ['code'], isUnique: true }),
          new TableIndex({ name: 'IDX_virtual_terminals_integration', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'virtual_terminal_destinations',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.ref('virtual_terminal_id'),
          col.text('target', 20, false),
          col.text('name', 100, false),
          col.text('type', 16, false),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_virtual_terminal_destinations_target', columnNames: ['virtual_terminal_id', 'target'], isUnique: true })],
      }),
    );
    await qr.addColumn('transactions', new TableColumn(col.text('terminal_id', 16)));
    await qr.createIndex('transactions', new TableIndex({ name: 'IDX_transactions_terminal', columnNames: ['integration_id', 'domain', 'terminal_id'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('transactions', 'IDX_transactions_terminal');
    await qr.dropColumn('transactions', 'terminal_id');
    await qr.dropTable('virtual_terminal_destinations');
    await qr.dropTable('virtual_terminals');
    await qr.dropTable('terminal_events');
    await qr.dropTable('terminals');
  }
}
