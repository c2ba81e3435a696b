import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Subaccounts in every market: a Ghanaian GhIPSS account has up to 16 digits and a mobile money
// number up to 13 (a NUBAN has 10), and outside Nigeria and Ghana Paystack resolves no holder name,
// so `account_name` may be unknown (null, as Paystack's schema allows).
export class SubaccountMarkets1795003200000 implements MigrationInterface {
  name = 'SubaccountMarkets1795003200000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('subaccounts', 'account_number', new TableColumn(col.text('account_number', 20, false)));
    await qr.changeColumn('subaccounts', 'account_name', new TableColumn(col.text('account_name', 100, true)));
  }

  // Refused while a subaccount's account number is longer than 10 digits or its name unknown.
  async down(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('subaccounts', 'account_name', new TableColumn(col.text('account_name', 100, false)));
    await qr.changeColumn('subaccounts', 'account_number', new TableColumn(col.text('account_number', 10, false)));
  }
}
