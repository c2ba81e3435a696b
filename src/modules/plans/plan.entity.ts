import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { Interval } from '../../core/schedule';

@Entity({ name: 'plans' })
export class Plan {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('plan_code', 32, false) planCode: string;
  @TextColumn('name', 255, false) name: string;
  @TextColumn('description', 1024) description: string | null;
  @MoneyColumn('amount') amount: number;
  @TextColumn('interval', 16, false) interval: Interval;
  @TextColumn('currency', 3, false) currency: string;
  @BoolColumn('send_invoices') sendInvoices: boolean;
  @BoolColumn('send_sms') sendSms: boolean;
  @BoolColumn('hosted_page') hostedPage: boolean;
  // 0: charge until cancelled.
  @Column({ name: 'invoice_limit', type: 'int' }) invoiceLimit: number;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
