import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

// The webhook claim (events/webhook-claims.ts) reads each integration and mode's pending deliveries
// in event order, a few at a time, instead of ranking the whole pending set on every claim.
export class WebhookClaimIndex1795002700000 implements MigrationInterface {
  name = 'WebhookClaimIndex1795002700000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex(
      'webhook_deliveries',
      new TableIndex({ name: 'IDX_webhook_deliveries_claim', columnNames: ['status', 'integration_id', 'domain', 'event_id'] }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('webhook_deliveries', 'IDX_webhook_deliveries_claim');
  }
}
