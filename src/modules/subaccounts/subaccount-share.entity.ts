import { Entity } from 'typeorm';
import { IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

// One subaccount's share of one successful payment, and the one record its settlement marks: a
// payment made with `subaccount` has one (a group of one), a payment made with a split group's
// `split_code` one per subaccount in the group, each settled on that subaccount's own schedule.
// The table keeps the name it had when only split groups wrote it.
@Entity({ name: 'transaction_split_shares' })
export class SubaccountShare {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('transaction_id') transactionId: number;
  @RefColumn('subaccount_id') subaccountId: number;
  @TextColumn('currency', 3, false) currency: string;
  // Before fees (the settlement's total_processed) and after (what the ledger moved to the subaccount).
  @MoneyColumn('gross') gross: number;
  @MoneyColumn('net') net: number;
  @TimeColumn('paid_at') paidAt: Date;
  @RefColumn('settlement_id', true) settlementId: number | null;
}
