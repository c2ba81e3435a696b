import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { TransferStatus } from './transfer.state';

const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

@Entity({ name: 'transfers' })
export class Transfer {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('transfer_code', 32, false) transferCode: string;
  @TextColumn('reference', 100, false) reference: string;
  @RefColumn('recipient_id') recipientId: number;
  @MoneyColumn('amount') amount: number;
  @MoneyColumn('fee') fee: number;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('source', 16, false) source: string;
  @TextColumn('reason', 255) reason: string | null;
  @TextColumn('status', 16, false) status: TransferStatus;
  @TextColumn('failures', 255) failures: string | null;
  // sha256 of the OTP that finalizes it, while it waits in `otp`.
  @TextColumn('otp_hash', 64) otpHash: string | null;
  // Wrong OTPs since the last lockout, and until when (integration clock, ms) none is tried.
  @Column({ name: 'otp_failures', type: 'int', default: 0 }) otpFailures: number;
  @Column({ name: 'otp_locked_until_ms', type: 'bigint', nullable: true, transformer: epochMs }) otpLockedUntilMs: number | null;
  @TimeColumn('transferred_at', true) transferredAt: Date | null;
  // `otp`: when the OTP lapses (abandoned); `pending`: when the bank answers. Integration clock, ms.
  @Column({ name: 'due_ms', type: 'bigint', nullable: true, transformer: epochMs }) dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

@Entity({ name: 'transfer_settings' })
export class TransferSettings {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @BoolColumn('otp_required') otpRequired: boolean;
  @TextColumn('disable_otp_hash', 64) disableOtpHash: string | null;
  @Column({ name: 'disable_otp_expires_ms', type: 'bigint', nullable: true, transformer: epochMs }) disableOtpExpiresMs: number | null;
  @Column({ name: 'otp_failures', type: 'int', default: 0 }) otpFailures: number;
  @Column({ name: 'otp_locked_until_ms', type: 'bigint', nullable: true, transformer: epochMs }) otpLockedUntilMs: number | null;
  @TimeColumn('updated_at') updatedAt: Date;
}
