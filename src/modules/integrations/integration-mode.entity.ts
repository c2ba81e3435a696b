import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

// Settings that differ between test and live: one row per integration and mode.
@Entity({ name: 'integration_modes' })
export class IntegrationMode {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('webhook_url', 2048) webhookUrl: string | null;
  @TextColumn('callback_url', 2048) callbackUrl: string | null;
  // Unused: the transfer OTP setting is the transfers slice's (transfer_settings); kept for the
  // rows' NOT NULL column until a migration drops it.
  @BoolColumn('transfer_otp_required') transferOtpRequired: boolean;
  @Column({ name: 'payment_session_timeout', type: 'int' }) paymentSessionTimeout: number;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
