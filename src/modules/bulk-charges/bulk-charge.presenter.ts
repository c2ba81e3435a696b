import { presentAuthorization } from '../authorizations/authorization.presenter';
import { presentCustomerSummary } from '../customers/customer.presenter';
import { presentTransaction } from '../transactions/transaction.presenter';
import type { BulkCharge } from './bulk-charge.entity';
import type { ItemView } from './bulk-charge.service';

// The batch as the list sample shows it.
export function presentBatch(b: BulkCharge) {
  return {
    domain: b.domain,
    batch_code: b.batchCode,
    status: b.status,
    id: b.id,
    integration: b.integrationId,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

// Initiate and fetch carry the progress counts too (initiate also the batch reference).
export function presentBatchDetail(b: BulkCharge) {
  const { domain, batch_code, status, id, integration, createdAt, updatedAt } = presentBatch(b);
  return {
    batch_code,
    reference: b.reference,
    id,
    integration,
    domain,
    status,
    total_charges: b.totalCharges,
    pending_charges: b.totalCharges - b.processed,
    createdAt,
    updatedAt,
  };
}

export function presentItem(v: ItemView) {
  const i = v.item;
  return {
    integration: i.integrationId,
    bulkcharge: i.bulkChargeId,
    customer: v.customer ? presentCustomerSummary(v.customer) : {},
    authorization: v.authorization ? presentAuthorization(v.authorization) : {},
    transaction: v.transaction ? presentTransaction(v.transaction) : {},
    domain: i.domain,
    amount: i.amount,
    currency: i.currency,
    status: i.status,
    // Kobo's addition: why an item failed (a decline's gateway response, or the reason it could not
    // be charged at all); null otherwise.
    message: i.message,
    id: i.id,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}
