import { Column, Entity } from 'typeorm';
import { IdColumn, JsonColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

// pending: initialized, or signed and waiting for the bank; active: the bank activated it (its
// authorization is usable); revoked: its authorization was deactivated (shown, not stored).
export type MandateStatus = 'pending' | 'active' | 'revoked';

export interface MandateAddress {
  street: string;
  city: string;
  state: string;
}

@Entity({ name: 'direct_debit_mandates' })
export class DirectDebitMandate {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('customer_id') customerId: number;
  @TextColumn('reference', 64, false) reference: string;
  @TextColumn('access_code', 32, false) accessCode: string;
  @TextColumn('status', 16, false) status: MandateStatus;
  @TextColumn('account_number', 10) accountNumber: string | null;
  @TextColumn('bank_code', 10) bankCode: string | null;
  @TextColumn('account_name', 100) accountName: string | null;
  @JsonColumn('address') address: MandateAddress | null;
  @TextColumn('callback_url', 2048) callbackUrl: string | null;
  @RefColumn('authorization_id', true) authorizationId: number | null;
  @Column({ name: 'activation_attempts', type: 'int' }) activationAttempts: number;
  @TextColumn('reason', 255) reason: string | null;
  @TimeColumn('signed_at', true) signedAt: Date | null;
  @TimeColumn('authorized_at', true) authorizedAt: Date | null;
  @RefColumn('due_ms', true) dueMs: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
