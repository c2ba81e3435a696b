import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// The hosted pre-authorization (POST /preauthorization/initialize, then /preauthorization/:access_code):
// a record made before the customer has given a card, so it has no authorization and no expiry yet
// (the hold starts when the card is authorized); the page's access code, the merchant's callback URL
// and the processor's state between the card's steps (PIN, OTP, …; never a card number or CVV).
export class PreauthorizationCheckout1795003000000 implements MigrationInterface {
  name = 'PreauthorizationCheckout1795003000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('preauthorizations', [
      new TableColumn(col.text('access_code', 32)),
      new TableColumn(col.text('callback_url', 2048)),
      new TableColumn(col.json('processor_state')),
    ]);
    await qr.changeColumn('preauthorizations', 'authorization_id', new TableColumn(col.ref('authorization_id', true)));
    await qr.changeColumn('preauthorizations', 'expiry_date', new TableColumn(col.time('expiry_date', true)));
    await qr.createIndex('preauthorizations', new TableIndex({ name: 'UQ_preauthorizations_access_code', columnNames: ['access_code'], isUnique: true }));
  }

  // Refused while a record without a card is left (its authorization_id cannot become NOT NULL).
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('preauthorizations', 'UQ_preauthorizations_access_code');
    await qr.changeColumn('preauthorizations', 'authorization_id', new TableColumn(col.ref('authorization_id')));
    await qr.changeColumn('preauthorizations', 'expiry_date', new TableColumn(col.time('expiry_date')));
    await qr.dropColumns('preauthorizations', ['access_code', 'callback_url', 'processor_state']);
  }
}
