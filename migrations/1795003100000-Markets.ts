import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Paystack's five markets: an integration's country decides its default currency and the currencies
// it may charge in (existing integrations are Nigerian); recipient types grow past 16 characters
// (`mobile_money_business`, M-PESA tills and paybills).
export class Markets1795003100000 implements MigrationInterface {
  name = 'Markets1795003100000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('integrations', new TableColumn({ ...col.text('country', 2, false), default: "'NG'" }));
    await qr.changeColumn('transfer_recipients', 'type', new TableColumn(col.text('type', 32, false)));
  }

  // Refused while a recipient's type is longer than 16 characters.
  async down(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('transfer_recipients', 'type', new TableColumn(col.text('type', 16, false)));
    await qr.dropColumn('integrations', 'country');
  }
}
