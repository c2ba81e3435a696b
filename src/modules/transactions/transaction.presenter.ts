import { isoTime } from '../../core/iso-time';
import type { Customer } from '../customers/customer.entity';
import { presentCustomerSummary, type SummarisedCustomer } from '../customers/customer.presenter';
import type { Authorization } from '../authorizations/authorization.entity';
import { presentAuthorization, type PresentedAuthorizationFields } from '../authorizations/authorization.presenter';
import type { Transaction, TransactionLog } from './transaction.entity';
import type { ChargeSession } from './charge-session';

// A transaction with what its JSON shape embeds, loaded in batches by the services.
export interface TransactionView {
  transaction: Transaction;
  customer: Customer;
  authorization: Authorization | null;
}

// What the Transaction record below reads of each record: the verify and fetch replies select these
// columns and no others (TransactionStore.replyWhere), and the types keep the presenter to them.
export const PRESENTED_TRANSACTION = [
  'id', 'domain', 'integrationId', 'status', 'chargeStatus', 'reference', 'amount', 'message', 'gatewayResponse', 'paidAt', 'createdAt', 'channel', 'currency',
  'ipAddress', 'metadata', 'log', 'fees', 'split', 'payer', 'planCode', 'splitGroup', 'requestedAmount', 'source', 'subaccountCode', 'refundedAmount',
  'callbackUrl', 'channels', 'invoiceLimit', 'quantity', 'transactionCharge', 'bearer',
] as const satisfies ReadonlyArray<keyof Transaction>;

export interface TransactionReplyView {
  transaction: Pick<Transaction, (typeof PRESENTED_TRANSACTION)[number]>;
  customer: SummarisedCustomer;
  authorization: PresentedAuthorizationFields | null;
}

const iso = (d: Date | null): string | null => (d ? isoTime(d) : null);


// The Transaction record of verify, fetch, list, charge success and the charge.success event,
// field for field as the reference samples show them.
export function presentTransaction(v: TransactionReplyView) {
  const t = v.transaction;
  const paidAt = iso(t.paidAt);
  const createdAt = iso(t.createdAt);
  return {
    id: t.id,
    domain: t.domain,
    integration: t.integrationId,
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: t.message,
    gateway_response: t.gatewayResponse,
    helpdesk_link: null,
    paid_at: paidAt,
    created_at: createdAt,
    channel: t.channel,
    currency: t.currency,
    ip_address: t.ipAddress,
    // Paystack sends "" for a transaction created without metadata.
    metadata: t.metadata ?? '',
    log: t.log,
    fees: t.fees,
    fees_split: t.split?.fees_split ?? null,
    authorization: v.authorization ? presentAuthorization(v.authorization) : (t.payer ?? {}),
    customer: presentCustomerSummary(v.customer),
    plan: t.planCode,
    split: presentSplit(t),
    order_id: null,
    paidAt,
    createdAt,
    requested_amount: t.requestedAmount,
    pos_transaction_data: null,
    source: { type: 'api', source: 'merchant_api', identifier: null, entry_point: t.source },
    fees_breakdown: null,
    connect: null,
    transaction_date: createdAt,
    plan_object: {},
    subaccount: t.split?.subaccount ?? (t.subaccountCode ? { subaccount_code: t.subaccountCode } : {}),
    // Refunded so far (pending and processed refunds, modules/refunds); a full refund reverses it.
    refunded_amount: t.refundedAmount ?? 0,
    // Initialize parameters Kobo stores (not in Paystack's samples; later slices act on them).
    callback_url: t.callbackUrl,
    channels: t.channels,
    invoice_limit: t.invoiceLimit,
    quantity: t.quantity === null ? null : Number(t.quantity),
    transaction_charge: t.transactionCharge,
    bearer: t.bearer,
  };
}

// A split group's payment shows the group and its shares as Paystack's multi-split charge.success
// sample does; a subaccount split shows its shares in the same `shares` shape.
function presentSplit(t: TransactionReplyView['transaction']) {
  if (t.splitGroup) {
    const g = t.splitGroup;
    return { id: g.id, name: g.name, split_code: g.split_code, formula: g.formula, shares: g.shares };
  }
  if (t.split) {
    const fs = t.split.fees_split;
    return { type: 'subaccount', bearer_type: t.bearer, shares: { integration: fs.integration, paystack: fs.paystack, subaccounts: [{ subaccount_code: t.split.subaccount.subaccount_code, amount: fs.subaccount }] } };
  }
  return {};
}

export function presentTimeline(log: TransactionLog | null) {
  return (
    log ?? {
      start_time: null,
      time_spent: 0,
      attempts: 0,
      authentication: null,
      errors: 0,
      success: false,
      mobile: false,
      input: [],
      channel: null,
      history: [],
    }
  );
}

// The `data` of a charge reply (POST /charge, submit steps, GET /charge/:reference), per the
// spec's "Charge reply data shapes" table.
export function presentChargeReply(v: TransactionView): Record<string, unknown> {
  const t = v.transaction;
  const session = t.chargeSession as ChargeSession | null;
  const prompt = session?.prompt ?? {};
  const reference = t.reference;
  switch (t.chargeStatus) {
    case 'success':
    case 'reversed':
      return presentTransaction(v);
    case 'send_pin':
    case 'send_otp':
    case 'send_phone':
    case 'send_birthday':
    case 'send_address':
      return { reference, status: t.chargeStatus, ...(prompt.display_text ? { display_text: prompt.display_text } : {}) };
    case 'open_url':
      return { reference, status: 'open_url', url: prompt.url };
    case 'pay_offline':
      return { reference, status: 'pay_offline', display_text: prompt.display_text, ussd_code: prompt.ussd_code };
    case 'pending_transfer':
      return { reference, status: 'pending_bank_transfer', display_text: prompt.display_text, ...prompt.bank_transfer };
    case 'pending':
    case 'initialized':
      return { reference, status: 'pending' };
    case 'failed':
      return { reference, status: 'failed', message: t.message ?? t.gatewayResponse ?? 'Declined' };
    case 'abandoned':
      // The charge API has no "abandoned" status: the attempt failed because the session ran out.
      return { reference, status: 'failed', message: t.message ?? 'Transaction abandoned' };
  }
}
