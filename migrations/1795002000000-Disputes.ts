import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, dialectOf } from '../src/db/dialect';

// Disputes (issue 25): the dispute, the merchant's evidence, and the files uploaded through the
// signed upload URL (kept in the database, so every API node serves them without a shared store).
export class Disputes1795002000000 implements MigrationInterface {
  name = 'Disputes1795002000000';

  async up(qr: QueryRunner): Promise<void> {
    const due = (name: string) => ({ name, type: 'bigint', isNullable: true });
    await qr.createTable(
      new Table({
        name: 'disputes',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('transaction_id'),
          col.ref('customer_id'),
          col.text('currency', 3, false),
          col.money('refund_amount'),
          col.text('status', 32, false),
          col.text('resolution', 32),
          col.text('category', 16, false),
          col.text('source', 16, false),
          col.text('bin', 8),
          col.text('last4', 4),
          col.text('note', 255),
          col.text('attachments', 255),
          col.ref('evidence_id', true),
          col.json('history'),
          col.json('messages'),
          col.bool('reminded', false),
          col.time('due_at'),
          col.time('resolved_at', true),
          col.money('refunded', true),
          due('due_ms'),
          due('lease_until_ms'),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_disputes_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'UQ_disputes_transaction', columnNames: ['transaction_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_disputes_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'dispute_evidence',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('dispute_id'),
          col.text('customer_email', 254, false),
          col.text('customer_name', 100, false),
          col.text('customer_phone', 32, false),
          col.text('service_details', 1000, false),
          col.text('delivery_address', 255),
          col.text('delivery_date', 32),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_dispute_evidence_dispute', columnNames: ['dispute_id'] })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'dispute_uploads',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('dispute_id'),
          col.text('file_name', 40, false),
          col.text('content_type', 100),
          col.int('size', 0),
          { name: 'content', type: dialectOf(qr) === 'mysql' ? 'mediumblob' : 'blob', isNullable: true },
          col.time('uploaded_at', true),
          col.time('created_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_dispute_uploads_file_name', columnNames: ['file_name'], isUnique: true })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('dispute_uploads');
    await qr.dropTable('dispute_evidence');
    await qr.dropTable('disputes');
  }
}
