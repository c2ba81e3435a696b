import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Webhook deliveries (one row per event and target, the durable job the runner claims) and their
// attempts (the delivery log). Due times are epoch milliseconds on the integration's clock (test
// clock in test mode), so "due" is plain integer arithmetic on both dialects.
export class Webhooks1795000200000 implements MigrationInterface {
  name = 'Webhooks1795000200000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('event_id'),
          col.text('event_type', 64, false),
          col.text('resource', 64, false),
          col.text('kind', 8, false),
          col.text('status', 10, false),
          col.int('attempts', 0),
          { name: 'next_attempt_ms', type: 'bigint', isNullable: true },
          { name: 'lease_until_ms', type: 'bigint', isNullable: true },
          col.int('last_status_code', undefined, true),
          col.text('last_error', 255),
          col.time('created_at'),
          col.time('updated_at'),
          col.time('delivered_at', true),
        ],
        indices: [
          new TableIndex({ name: 'IDX_webhook_deliveries_due', columnNames: ['status', 'next_attempt_ms'] }),
          new TableIndex({ name: 'IDX_webhook_deliveries_resource', columnNames: ['integration_id', 'domain', 'resource', 'event_id'] }),
          new TableIndex({ name: 'IDX_webhook_deliveries_integration', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_webhook_deliveries_event', columnNames: ['event_id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          col.id(qr),
          col.ref('delivery_id'),
          col.ref('integration_id'),
          col.domain(),
          col.ref('event_id'),
          col.int('attempt'),
          col.text('url', 2048, false),
          col.int('status_code', undefined, true),
          col.int('latency_ms', 0),
          col.text('error', 255),
          col.text('response_body', 1024),
          col.bool('success', false),
          col.time('attempted_at'),
          col.time('clock_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_webhook_attempts_delivery', columnNames: ['delivery_id', 'id'] }),
          new TableIndex({ name: 'IDX_webhook_attempts_integration', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    // Per-resource ordering asks "is an earlier event of this resource still undispatched?".
    await qr.createIndex('events', new TableIndex({ name: 'IDX_events_resource', columnNames: ['integration_id', 'domain', 'resource', 'id'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('events', 'IDX_events_resource');
    await qr.dropTable('webhook_attempts');
    await qr.dropTable('webhook_deliveries');
  }
}
