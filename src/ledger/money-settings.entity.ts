import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, RefColumn, TextColumn, TimeColumn } from '../db/columns';
import type { Domain } from '../core/request-context';

// Per integration and mode: how refunds are paced and whether spending may take the balance below
// zero. The row is also the integration's money lock (money-lock.ts).
@Entity({ name: 'money_settings' })
export class MoneySettings {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @Column({ name: 'refund_delay_s', type: 'int' }) refundDelayS: number;
  @BoolColumn('allow_negative_balance') allowNegativeBalance: boolean;
  @TimeColumn('updated_at') updatedAt: Date;
}
