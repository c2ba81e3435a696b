import { Entity } from 'typeorm';
import { IdColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../db/columns';
import type { Domain } from '../core/request-context';

// One leg of a double-entry posting. The legs of a posting sum to zero per currency; balances are
// sums of legs, never a stored counter.
@Entity({ name: 'ledger_entries' })
export class LedgerEntry {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('account', 32, false) account: LedgerAccount;
  @MoneyColumn('amount') amount: number;
  @TextColumn('reason', 255, false) reason: string;
  @TextColumn('model_responsible', 32, false) modelResponsible: string;
  @RefColumn('model_row') modelRow: number;
  @TimeColumn('created_at') createdAt: Date;
}

// processor_clearing: what the card network owes us for captured payments (goes negative as money
// arrives, back up as refunds return it); merchant_balance: what we owe the merchant and have not
// paid out (GET /balance); fee_revenue: our fees; settled_payouts: what settlements paid out to
// bank accounts; transfer_clearing: transfers (amount + fee) reserved from the balance until the
// bank settles them; transfer_payouts: what transfers paid out; subaccount:<id>: what we owe a subaccount from its splits, until settled.
export const LEDGER_ACCOUNTS = ['processor_clearing', 'merchant_balance', 'fee_revenue', 'settled_payouts', 'transfer_clearing', 'transfer_payouts'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number] | `subaccount:${number}`;

export const subaccountLedgerAccount = (subaccountId: number): LedgerAccount => `subaccount:${subaccountId}`;
