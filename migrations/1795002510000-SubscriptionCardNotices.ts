import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// The monthly subscription.expiring_cards notice: one row per integration and mode that has
// subscriptions, due at the start of the next month on its clock.
export class SubscriptionCardNotices1795002510000 implements MigrationInterface {
  name = 'SubscriptionCardNotices1795002510000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'subscription_card_notices',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          { name: 'due_ms', type: 'bigint', isNullable: true },
          { name: 'lease_until_ms', type: 'bigint', isNullable: true },
          col.text('marker', 16, false),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_subscription_card_notices', columnNames: ['integration_id', 'domain'], isUnique: true }),
          new TableIndex({ name: 'IDX_subscription_card_notices_due', columnNames: ['due_ms'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('subscription_card_notices');
  }
}
