import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

// A NUBAN of the simulated bank assigned to one customer: money sent to it becomes that customer's
// payment (channel dedicated_nuban).
@Entity({ name: 'dedicated_accounts' })
export class DedicatedAccount {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('customer_id') customerId: number;
  @TextColumn('account_number', 10, false) accountNumber: string;
  @TextColumn('account_name', 200, false) accountName: string;
  @TextColumn('provider_slug', 32, false) providerSlug: string;
  @Column({ name: 'bank_id', type: 'int' }) bankId: number;
  @TextColumn('bank_name', 100, false) bankName: string;
  @TextColumn('currency', 3, false) currency: string;
  @BoolColumn('active') active: boolean;
  @BoolColumn('assigned') assigned: boolean;
  // `customer:provider` while active, null once deactivated (a unique index: one active account per
  // customer and bank).
  @TextColumn('active_key', 64) activeKey: string | null;
  @TextColumn('subaccount_code', 64) subaccountCode: string | null;
  @TextColumn('split_code', 64) splitCode: string | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @TimeColumn('assigned_at') assignedAt: Date;
  @TimeColumn('expired_at', true) expiredAt: Date | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

export const ACCOUNT_NUMBER_INDEX = { name: 'UQ_dedicated_accounts_account_number', table: 'dedicated_accounts', columns: ['account_number'] };
export const ACTIVE_KEY_INDEX = { name: 'UQ_dedicated_accounts_active_key', table: 'dedicated_accounts', columns: ['integration_id', 'domain', 'active_key'] };

export type InboundTransferStatus = 'pending' | 'recorded';

// A bank transfer the simulated bank sent into a dedicated account. `pending` until Kobo records it
// as a transaction (at once, or by a requery when the bank's notice was held back).
@Entity({ name: 'dedicated_account_transfers' })
export class InboundTransfer {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('dedicated_account_id') dedicatedAccountId: number;
  @TextColumn('reference', 100, false) reference: string;
  @MoneyColumn('amount') amount: number;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('sender_name', 100, false) senderName: string;
  @TextColumn('sender_bank', 100, false) senderBank: string;
  @TextColumn('sender_account_number', 10, false) senderAccountNumber: string;
  @TextColumn('narration', 255) narration: string | null;
  @TextColumn('status', 16, false) status: InboundTransferStatus;
  @RefColumn('transaction_id', true) transactionId: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('recorded_at', true) recordedAt: Date | null;
}

export const TRANSFER_REFERENCE_INDEX = {
  name: 'UQ_dedicated_account_transfers_reference',
  table: 'dedicated_account_transfers',
  columns: ['integration_id', 'domain', 'reference'],
};
