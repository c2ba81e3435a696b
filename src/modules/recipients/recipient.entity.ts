import { Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { Metadata } from '../../core/validate';

// nuban (NGN), ghipss (GHS), kepss (KES), basa (ZAR), mobile_money (GHS, KES, XOF),
// mobile_money_business (M-PESA tills and paybills, KES), authorization (a customer's card, any currency).
export const RECIPIENT_TYPES = ['nuban', 'ghipss', 'kepss', 'basa', 'mobile_money', 'mobile_money_business', 'authorization'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

@Entity({ name: 'transfer_recipients' })
export class Recipient {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('recipient_code', 32, false) recipientCode: string;
  @TextColumn('type', 32, false) type: RecipientType;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('description', 255) description: string | null;
  @TextColumn('email', 254) email: string | null;
  @TextColumn('currency', 3, false) currency: string;
  @JsonColumn('metadata') metadata: Metadata | null;
  @TextColumn('account_number', 20) accountNumber: string | null;
  @TextColumn('account_name', 100) accountName: string | null;
  @TextColumn('bank_code', 10) bankCode: string | null;
  @TextColumn('bank_name', 100) bankName: string | null;
  @TextColumn('authorization_code', 64) authorizationCode: string | null;
  @TextColumn('account_key', 120, false) accountKey: string;
  @BoolColumn('active') active: boolean;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
