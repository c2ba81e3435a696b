import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Apple Pay domains per integration and mode; the unique index makes registering one twice (even
// at the same moment) keep one row.
export class ApplePayDomains1795001230000 implements MigrationInterface {
  name = 'ApplePayDomains1795001230000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'apple_pay_domains',
        columns: [col.id(qr), col.ref('integration_id'), col.domain(), col.text('domain_name', 253, false), col.time('created_at')],
        indices: [new TableIndex({ name: 'UQ_apple_pay_domains_name', columnNames: ['integration_id', 'domain', 'domain_name'], isUnique: true })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('apple_pay_domains');
  }
}
