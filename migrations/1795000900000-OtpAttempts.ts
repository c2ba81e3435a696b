import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Wrong OTPs counted per transfer and per disable-OTP request, and the lockout they earn: a random
// live-mode code has a million values and would otherwise fall to guessing within its 30 minutes.
export class OtpAttempts1795000900000 implements MigrationInterface {
  name = 'OtpAttempts1795000900000';

  async up(qr: QueryRunner): Promise<void> {
    for (const table of ['transfers', 'transfer_settings']) {
      await qr.addColumns(table, [
        new TableColumn({ ...col.int('otp_failures', 0) }),
        new TableColumn({ name: 'otp_locked_until_ms', type: 'bigint', isNullable: true }),
      ]);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['transfers', 'transfer_settings']) {
      await qr.dropColumn(table, 'otp_locked_until_ms');
      await qr.dropColumn(table, 'otp_failures');
    }
  }
}
