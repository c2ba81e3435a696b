import type { MigrationInterface, QueryRunner } from 'typeorm';

// What a transaction has actually given back to the payer (processed refunds, disputes lost), apart
// from what is only reserved (`refunded_amount` also holds refunds still under way): the
// transaction is `reversed` exactly when this reaches its amount. Filled from the refunds and
// disputes already there, and the statuses put right that the reserved amount had decided wrongly
// (reversed with a refund still pending that later failed; success though fully given back).
export class GivenBack1795002750000 implements MigrationInterface {
  name = 'GivenBack1795002750000';

  async up(qr: QueryRunner): Promise<void> {
    // Plain ALTER TABLE … ADD COLUMN: TypeORM's addColumn rebuilds a SQLite table by copying it,
    // which loses the columns and triggers of migration ReplyDocuments.
    await qr.query('ALTER TABLE transactions ADD COLUMN given_back_amount BIGINT NOT NULL DEFAULT 0');
    await qr.query(
      `UPDATE transactions SET given_back_amount =
         COALESCE((SELECT SUM(r.amount) FROM refunds r WHERE r.transaction_id = transactions.id AND r.status = 'processed'), 0)
       + COALESCE((SELECT SUM(d.refunded) FROM disputes d WHERE d.transaction_id = transactions.id AND d.status = 'resolved'), 0)
       WHERE refunded_amount > 0 OR charge_status = 'reversed'`,
    );
    await qr.query(`UPDATE transactions SET charge_status = 'success', status = 'success' WHERE charge_status = 'reversed' AND given_back_amount < amount`);
    await qr.query(
      `UPDATE transactions SET charge_status = 'reversed', status = 'reversed' WHERE charge_status = 'success' AND given_back_amount > 0 AND given_back_amount >= amount`,
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query('ALTER TABLE transactions DROP COLUMN given_back_amount');
  }
}
