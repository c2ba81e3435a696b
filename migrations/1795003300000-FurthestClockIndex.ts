import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

// Due work's probe and claims bound a due time by the furthest test clock of any integration
// (jobs/due-probe.ts): MAX over this index is one read, not a scan of every integration.
export class FurthestClockIndex1795003300000 implements MigrationInterface {
  name = 'FurthestClockIndex1795003300000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('integrations', new TableIndex({ name: 'IDX_integrations_test_clock', columnNames: ['test_clock_offset_ms'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('integrations', 'IDX_integrations_test_clock');
  }
}
