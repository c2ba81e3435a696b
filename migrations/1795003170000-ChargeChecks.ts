import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../src/db/dialect';

// Charges waiting on the payer away from Kobo (mobile money, QR, EFT, Capitec Pay, Kuda) are asked
// again by Kobo's due-work runner: when (`due_ms`, on the integration's clock) and which node holds
// the row meanwhile (`lease_until_ms`). The index serves the runner's claim.
export class ChargeChecks1795003170000 implements MigrationInterface {
  name = 'ChargeChecks1795003170000';

  async up(qr: QueryRunner): Promise<void> {
    // Plain ALTER TABLE … ADD COLUMN: TypeORM's addColumn rebuilds a SQLite table by copying it,
    // which loses the columns and triggers of migration ReplyDocuments.
    if (dialectOf(qr) === 'mysql') await qr.query('ALTER TABLE transactions ADD COLUMN due_ms BIGINT NULL, ADD COLUMN lease_until_ms BIGINT NULL');
    else {
      await qr.query('ALTER TABLE transactions ADD COLUMN due_ms BIGINT NULL');
      await qr.query('ALTER TABLE transactions ADD COLUMN lease_until_ms BIGINT NULL');
    }
    await qr.query('CREATE INDEX IDX_transactions_due ON transactions (due_ms)');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(dialectOf(qr) === 'mysql' ? 'DROP INDEX IDX_transactions_due ON transactions' : 'DROP INDEX IDX_transactions_due');
    await qr.query('ALTER TABLE transactions DROP COLUMN lease_until_ms');
    await qr.query('ALTER TABLE transactions DROP COLUMN due_ms');
  }
}
