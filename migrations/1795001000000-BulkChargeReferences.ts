import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// The merchant references a bulk charge's items will charge under, claimed when the batch is made:
// the primary key lets exactly one of two batches racing for a reference in, so the other is
// refused whole (400 Duplicate Transaction Reference) instead of failing its items later.
export class BulkChargeReferences1795001000000 implements MigrationInterface {
  name = 'BulkChargeReferences1795001000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'bulk_charge_references',
        columns: [
          { ...col.ref('integration_id'), isPrimary: true },
          { ...col.domain(), isPrimary: true },
          { ...col.text('reference', 100, false), isPrimary: true },
          col.ref('bulk_charge_id'),
        ],
      }),
    );
    // References of items already stored are claimed too (where two batches share one, as the race
    // this table closes could leave them, the earlier batch keeps it).
    await qr.query(
      `INSERT INTO bulk_charge_references (integration_id, domain, reference, bulk_charge_id)
       SELECT integration_id, domain, reference, MIN(bulk_charge_id) FROM bulk_charge_items WHERE reference IS NOT NULL GROUP BY integration_id, domain, reference`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('bulk_charge_references');
  }
}
