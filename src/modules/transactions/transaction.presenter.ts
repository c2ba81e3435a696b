import { isoTime } from '../../core/iso-time';
import type { Customer } from '../customers/customer.entity';
import { presentCustomerSummary, type SummarisedCustomer } from '../customers/customer.presenter';
import type { Authorization } from '../authorizations/authorization.entity';
import { presentAuthorization, type PresentedAuthorizationFields } from '../authorizations/authorization.presenter';
import type { Transaction, TransactionLog } from './transaction.entity';
import type { ChargeSession } from './charge-session';

// A transaction with what its JSON shape embeds, loaded in batches by the services. Read-only:
// only the transactions slice changes a payment (other slices through PaymentRecords).
export interface TransactionView {
  transaction: Readonly<Transaction>;
  customer: Customer;
  authorization: Authorization | null;
}

// What the Transaction record below reads of each record: the verify and fetch replies select these
// columns and no others (TransactionStore.replyWhere), and the types keep the presenter to them.
export const PRESENTED_TRANSACTION = [
  'id',
  'domain',
  'integrationId',
  'status',
  'chargeStatus',
  'reference',
  'amount',
  'message',
  'gatewayResponse',
  'paidAt',
  'createdAt',
  'channel',
  'currency',
  'ipAddress',
  'metadata',
  'log',
  'fees',
  'split',
  'payer',
  'planCode',
  'splitGroup',
  'requestedAmount',
  'source',
  'subaccountCode',
  'refundedAmount',
  'callbackUrl',
  'channels',
  'invoiceLimit',
  'quantity',
  'transactionCharge',
  'bearer',
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
    // Before any attempt, the channel the payment page opens on: Paystack answers `card` unless
    // initialize left card out, and Kobo then names the first channel it allowed.
    channel: t.channel ?? t.channels?.[0] ?? 'card',
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
    // The older samples' name for a split group (the mobile money, QR and EFT charge.success samples
    // carry it, `{}` without a group): the group as `split` shows it.
    subaccount_group: t.splitGroup ? presentSplit(t) : {},
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
    return {
      type: 'subaccount',
      bearer_type: t.bearer,
      shares: {
        integration: fs.integration,
        paystack: fs.paystack,
        subaccounts: [{ subaccount_code: t.split.subaccount.subaccount_code, amount: fs.subaccount }],
      },
    };
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

// GET /transaction/:id/event: what happened to the payment, oldest first (the timeline's history:
// each attempt, step and outcome with its second since the start). Paystack documents no reply
// for it (docs/api.md).
export function presentTransactionEvents(t: Pick<Transaction, 'log'>) {
  return (t.log?.history ?? []).map((h) => ({ type: h.type, message: h.message, time: h.time }));
}

// GET /transaction/:id/session: the payment's checkout session, which a client polls while the
// payer is on the page (docs/api.md: Paystack documents no reply for it).
export function presentTransactionSession(
  t: Pick<Transaction, 'id' | 'reference' | 'accessCode' | 'status' | 'chargeStatus' | 'amount' | 'currency' | 'channel' | 'channels' | 'createdAt'>,
) {
  return {
    id: t.id,
    reference: t.reference,
    access_code: t.accessCode,
    status: t.status,
    // The step the payer is at: the charge reply's status (send_pin, send_otp, open_url, …).
    charge_status: t.chargeStatus,
    amount: t.amount,
    currency: t.currency,
    channel: t.channel ?? t.channels?.[0] ?? 'card',
    channels: t.channels ?? null,
    createdAt: iso(t.createdAt),
  };
}

// The `data` of a charge reply (POST /charge, submit steps, GET /charge/:reference), per the
// spec's "Charge reply data shapes" table.
export type ChargeReply = ReturnType<typeof presentChargeReply>;
export function presentChargeReply(v: TransactionView) {
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
      return { reference, status: t.chargeStatus, ...(prompt.display_text ? { display_text: prompt.display_text } : {}) };
    case 'send_address':
      // The card's country, whose states GET /address_verification/states lists for the form; the
      // simulated network issues its cards in Nigeria.
      return {
        reference,
        status: t.chargeStatus,
        ...(prompt.display_text ? { display_text: prompt.display_text } : {}),
        country_code: v.authorization?.countryCode ?? 'NG',
      };
    case 'open_url':
      return { reference, status: 'open_url', url: prompt.url };
    case 'pay_offline':
      return { reference, status: 'pay_offline', display_text: prompt.display_text, ussd_code: prompt.ussd_code, ...prompt.fields };
    case 'pending_transfer':
      return { reference, status: 'pending_bank_transfer', display_text: prompt.display_text, ...prompt.bank_transfer };
    case 'pending':
      // Kuda's "Processing transaction"; a mobile money prompt answered late shows none (Paystack's samples).
      return { reference, status: 'pending', ...(prompt.display_text ? { display_text: prompt.display_text } : {}) };
    case 'initialized':
      return { reference, status: 'pending' };
    case 'failed':
      return { reference, status: 'failed', message: t.message ?? t.gatewayResponse ?? 'Declined' };
    case 'abandoned':
      // The charge API has no "abandoned" status: the attempt failed because the session ran out.
      return { reference, status: 'failed', message: t.message ?? 'Transaction abandoned' };
  }
}
