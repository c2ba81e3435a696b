import { Entity } from 'typeorm';
import type { Domain } from '../../core/request-context';
import { IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';

// When an integration's next subscription.expiring_cards notice falls due (the start of a month on
// its clock); a DueWorkRunner claims it.
@Entity({ name: 'subscription_card_notices' })
export class SubscriptionCardNotice {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @MoneyColumn('due_ms', true) dueMs: number | null;
  @MoneyColumn('lease_until_ms', true) leaseUntilMs: number | null;
  // A fresh random value per insert: tells find-or-insert whether this call made the row.
  @TextColumn('marker', 16, false) marker: string;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}
