import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

export class Foundation1795000000000 implements MigrationInterface {
  name = 'Foundation1795000000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'integrations',
        columns: [
          col.id(qr),
          col.text('name', 100, false),
          col.text('business_phone', 32),
          col.bigint('test_clock_offset_ms', 0),
          col.time('created_at'),
          col.time('updated_at'),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'integration_modes',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('webhook_url', 2048),
          col.text('callback_url', 2048),
          col.bool('transfer_otp_required', false),
          col.int('payment_session_timeout', 0),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_integration_modes_integration_domain', columnNames: ['integration_id', 'domain'], isUnique: true })],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('kind', 6, false),
          col.text('key_hash', 64, false),
          col.text('key_value', 128, false),
          col.time('created_at'),
          col.time('revoked_at', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_api_keys_key_hash', columnNames: ['key_hash'], isUnique: true }),
          new TableIndex({ name: 'IDX_api_keys_integration', columnNames: ['integration_id', 'domain', 'kind'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'customers',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('customer_code', 32, false),
          col.text('email', 254, false),
          col.text('first_name', 100),
          col.text('last_name', 100),
          col.text('phone', 32),
          col.json('metadata'),
          col.text('risk_action', 8, false),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_customers_customer_code', columnNames: ['customer_code'], isUnique: true }),
          new TableIndex({ name: 'UQ_customers_integration_domain_email', columnNames: ['integration_id', 'domain', 'email'], isUnique: true }),
          new TableIndex({ name: 'IDX_customers_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'events',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('type', 64, false),
          col.text('resource', 64, false),
          col.json('payload'),
          col.time('created_at'),
          col.time('dispatched_at', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_events_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_events_dispatched', columnNames: ['dispatched_at', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'kobo_meta',
        columns: [{ name: 'name', type: 'varchar', length: '64', isPrimary: true }, col.text('value', 255)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['kobo_meta', 'events', 'customers', 'api_keys', 'integration_modes', 'integrations']) {
      await qr.dropTable(table);
    }
  }
}
