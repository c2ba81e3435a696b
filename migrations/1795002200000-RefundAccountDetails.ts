import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// The customer's bank account a `needs-attention` refund is retried to
// (POST /refund/retry_with_customer_details/:id).
export class RefundAccountDetails1795002200000 implements MigrationInterface {
  name = 'RefundAccountDetails1795002200000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('refunds', [new TableColumn(col.text('account_number', 20)), new TableColumn(col.text('bank_id', 16))]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('refunds', 'bank_id');
    await qr.dropColumn('refunds', 'account_number');
  }
}
