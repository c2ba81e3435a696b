import type { Subaccount } from '../subaccounts/subaccount.entity';
import { presentSubaccount } from '../subaccounts/subaccount.presenter';
import type { Settlement } from './settlement.entity';

// The Settlement record as Paystack's list sample shows it (`subaccount` only on a subaccount's).
export function presentSettlement(s: Settlement, subaccount: Subaccount | null = null) {
  return {
    id: s.id,
    domain: s.domain,
    status: s.status,
    currency: s.currency,
    integration: s.integrationId,
    total_amount: s.totalAmount,
    effective_amount: s.effectiveAmount,
    total_fees: s.totalFees,
    total_processed: s.totalProcessed,
    deductions: null,
    settlement_date: s.settlementDate.toISOString(),
    settled_by: s.settledBy,
    ...(subaccount ? { subaccount: presentSubaccount(subaccount) } : {}),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
