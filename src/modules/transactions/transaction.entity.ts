import { Column, Entity } from 'typeorm';
import { IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';
import type { TransactionSplit } from '../subaccounts/split';
import type { TransactionSplitGroup } from '../splits/split.rules';
import type { ChargeState, TransactionStatus } from './transaction.state';

const epochMs = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

export const BEARERS = ['account', 'subaccount'] as const;
export type Bearer = (typeof BEARERS)[number];

// Where the transaction came from (shown as `source.entry_point`).
export type TransactionSource = 'transaction_initialize' | 'charge' | 'charge_authorization' | 'dedicated_nuban' | 'pos' | 'virtual_terminal';

export interface TimelineEntry {
  type: string;
  message: string;
  time: number;
}

// The `log` (timeline) Paystack shows on a transaction, kept as one JSON value.
export interface TransactionLog {
  start_time: number;
  time_spent: number;
  attempts: number;
  authentication: string | null;
  errors: number;
  success: boolean;
  mobile: boolean;
  input: unknown[];
  channel: string | null;
  history: TimelineEntry[];
}

@Entity({ name: 'transactions' })
export class Transaction {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('reference', 100, false) reference: string;
  @TextColumn('access_code', 16, false) accessCode: string;
  // `status` is what the API reports; `chargeStatus` is the charge state machine's state
  // (transaction.state.ts), from which `status` is derived.
  @TextColumn('status', 16, false) status: TransactionStatus;
  @TextColumn('charge_status', 16, false) chargeStatus: ChargeState;
  // Bumped on every write through the state table: the optimistic guard of a transition.
  @Column({ name: 'version', type: 'int' }) version: number;
  @MoneyColumn('amount') amount: number;
  @MoneyColumn('requested_amount') requestedAmount: number;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('channel', 16) channel: string | null;
  @JsonColumn('channels') channels: string[] | null;
  @TextColumn('email', 254, false) email: string;
  @RefColumn('customer_id') customerId: number;
  @RefColumn('authorization_id', true) authorizationId: number | null;
  @TextColumn('plan_code', 64) planCode: string | null;
  @Column({ name: 'invoice_limit', type: 'int', nullable: true }) invoiceLimit: number | null;
  // A float multiplier kept as its decimal text, so no binary rounding creeps in before plans use it.
  @TextColumn('quantity', 32) quantity: string | null;
  @TextColumn('subaccount_code', 64) subaccountCode: string | null;
  @MoneyColumn('transaction_charge', true) transactionCharge: number | null;
  @TextColumn('bearer', 16, false) bearer: Bearer;
  @TextColumn('callback_url', 2048) callbackUrl: string | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @TextColumn('gateway_response', 255) gatewayResponse: string | null;
  @TextColumn('message', 255) message: string | null;
  @MoneyColumn('fees', true) fees: number | null;
  @TextColumn('ip_address', 255) ipAddress: string | null;
  @TextColumn('source', 32, false) source: TransactionSource;
  @JsonColumn('log') log: TransactionLog | null;
  // The processor's opaque state between steps (never card numbers or CVVs).
  @JsonColumn('charge_session') chargeSession: Record<string, unknown> | null;
  // Reserved by refunds not failed (modules/refunds) and disputes lost; never above `amount`.
  @MoneyColumn('refunded_amount') refundedAmount: number;
  // Of that, what has actually gone back to the payer (processed refunds, disputes lost): the
  // transaction is `reversed` once it reaches `amount` (TransactionStore.giveBack).
  @MoneyColumn('given_back_amount') givenBackAmount: number;
  // The settlement that paid this transaction out to the main account (a subaccount's share is
  // settled on its own record, modules/subaccounts SubaccountShare).
  @RefColumn('settlement_id', true) settlementId: number | null;
  // The subaccount split worked out at initialize (modules/subaccounts): shares, fees, the subaccount.
  @JsonColumn('split') split: TransactionSplit | null;
  // Money that arrived by bank transfer (a dedicated account): the paying bank's account as the
  // transaction's `authorization` shows it, since no saved instrument stands behind it.
  @JsonColumn('payer') payer: Record<string, unknown> | null;
  // A split group (`split_code`, modules/splits): its code, and the shares worked out at initialize.
  @TextColumn('split_code', 64) splitCode: string | null;
  // The terminal (its terminal_id) a `pos` payment was taken on: GET /transaction?terminal_id=.
  @TextColumn('terminal_id', 16) terminalId: string | null;
  @JsonColumn('split_group') splitGroup: TransactionSplitGroup | null;
  @TimeColumn('state_changed_at', true) stateChangedAt: Date | null;
  // A charge waiting on the payer away from Kobo (a mobile money prompt, a QR scan, a banking app):
  // when Kobo asks the processor again by itself, epoch ms on the integration's clock (NULL: never).
  // Its `lease_until_ms` beside it is the due-work runner's alone (jobs/due-work.ts).
  @Column({ name: 'due_ms', type: 'bigint', nullable: true, transformer: epochMs }) dueMs: number | null;
  @TimeColumn('paid_at', true) paidAt: Date | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

export const TRANSACTION_REFERENCE_INDEX = {
  name: 'UQ_transactions_integration_domain_reference',
  table: 'transactions',
  columns: ['integration_id', 'domain', 'reference'],
};

export const TRANSACTION_ACCESS_CODE_INDEX = {
  name: 'UQ_transactions_access_code',
  table: 'transactions',
  columns: ['access_code'],
};
