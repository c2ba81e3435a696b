import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

export const SETTLEMENT_SCHEDULES = ['auto', 'weekly', 'monthly', 'manual'] as const;
export type SettlementSchedule = (typeof SETTLEMENT_SCHEDULES)[number];

@Entity({ name: 'subaccounts' })
export class Subaccount {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('subaccount_code', 32, false) subaccountCode: string;
  @TextColumn('business_name', 100, false) businessName: string;
  @TextColumn('description', 255) description: string | null;
  @TextColumn('primary_contact_name', 100) primaryContactName: string | null;
  @TextColumn('primary_contact_email', 254) primaryContactEmail: string | null;
  @TextColumn('primary_contact_phone', 32) primaryContactPhone: string | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  // The main account's cut in hundredths of a percent (30.5% = 3050): integers, never floats.
  @Column({ name: 'percentage_charge_bp', type: 'int' }) percentageChargeBp: number;
  @TextColumn('settlement_bank', 100, false) settlementBank: string;
  @TextColumn('bank_code', 10, false) bankCode: string;
  // A NUBAN, a Ghanaian or Kenyan bank account, a South African one, or a mobile money number.
  @TextColumn('account_number', 20, false) accountNumber: string;
  // The holder's name where the market resolves it (Nigeria, Ghana); null elsewhere.
  @TextColumn('account_name', 100) accountName: string | null;
  @TextColumn('settlement_schedule', 8, false) settlementSchedule: SettlementSchedule;
  @TextColumn('currency', 3, false) currency: string;
  @BoolColumn('active') active: boolean;
  @BoolColumn('is_verified') isVerified: boolean;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
