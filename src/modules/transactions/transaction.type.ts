import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../graphql/connection';
import { MoneyScalar } from '../../graphql/scalars';
import type { Loaders } from '../../graphql/context';
import type { Transaction } from './transaction.entity';
import type { TransactionView } from './transaction.presenter';
import type { Totals } from './transaction.service';
import { TRANSACTION_STATUSES, type TransactionStatus } from './transaction.state';

export const TransactionStatusEnum = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, s])) as { [K in TransactionStatus]: K };
registerEnumType(TransactionStatusEnum, {
  name: 'TransactionStatus',
  description: 'pending: not attempted yet or the processor is working; ongoing: waiting for the customer (PIN, OTP, bank page)',
});

// The statuses a charge reply can carry (spec "Charge flow"), plus reversed for a refunded payment.
export const CHARGE_REPLY_STATUSES = [
  'send_pin',
  'send_otp',
  'send_phone',
  'send_birthday',
  'send_address',
  'open_url',
  'pay_offline',
  'pending',
  'failed',
  'success',
  'reversed',
] as const;
export type ChargeReplyStatus = (typeof CHARGE_REPLY_STATUSES)[number];
export const ChargeStatusEnum = Object.fromEntries(CHARGE_REPLY_STATUSES.map((s) => [s, s])) as { [K in ChargeReplyStatus]: K };
registerEnumType(ChargeStatusEnum, { name: 'ChargeStatus' });

// What GraphQL exposes of a transaction: an allow-list, not the entity (no access code, no
// processor session).
@ObjectType('Transaction')
export class TransactionType {
  @Field(() => ID) id: string;
  @Field() reference: string;
  @Field() domain: string;
  @Field(() => TransactionStatusEnum) status: TransactionStatus;
  @Field(() => MoneyScalar) amount: number;
  @Field(() => MoneyScalar) requestedAmount: number;
  @Field() currency: string;
  @Field(() => String, { nullable: true }) channel: string | null;
  @Field(() => [String], { nullable: true, description: 'Channels allowed at initialize (null: all)' }) channels: string[] | null;
  @Field(() => String, { nullable: true }) gatewayResponse: string | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => MoneyScalar, { nullable: true }) fees: number | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => String, { nullable: true }) ipAddress: string | null;
  @Field(() => String, { nullable: true }) callbackUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Plan code' }) plan: string | null;
  @Field(() => Int, { nullable: true }) invoiceLimit: number | null;
  @Field(() => Float, { nullable: true }) quantity: number | null;
  @Field(() => String, { nullable: true }) subaccount: string | null;
  @Field(() => String, { nullable: true, description: 'The split group (SPL_…) that shared the payment' }) splitCode: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "A split group payment's formula and shares (REST `split`)" }) splitShares: Record<
    string,
    unknown
  > | null;
  @Field(() => MoneyScalar, { nullable: true }) transactionCharge: number | null;
  @Field() bearer: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The timeline (`log`) as the REST API shows it' }) log: Record<string, unknown> | null;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field(() => MoneyScalar, { description: 'Refunded so far (refunds not failed)' }) refundedAmount: number;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "A split payment's shares (REST `fees_split`)" }) feesSplit: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: "Money received by bank transfer (channel dedicated_nuban): the paying bank's account (REST `authorization`)",
  })
  payer: Record<string, unknown> | null;
  // For the `customer` and `authorization` fields (resolved through per-request loaders).
  customerId: number;
  authorizationId: number | null;
  // For the money field a later slice adds (settlement).
  settlementId: number | null;

  // A service view already carries its customer and authorization, loaded in one batch for the
  // whole page: they seed this operation's loaders, so Transaction.customer / .authorization cost no
  // query for them and one batched query for anything else. clear() first: a websocket operation
  // keeps its loaders for the subscription's life, and prime() alone would leave an older copy
  // (e.g. an authorization since deactivated) in place.
  static fromView(view: TransactionView, loaders: Loaders): TransactionType {
    loaders.customerById.clear(view.customer.id).prime(view.customer.id, view.customer);
    if (view.authorization) loaders.authorizationById.clear(view.authorization.id).prime(view.authorization.id, view.authorization);
    return TransactionType.from(view.transaction);
  }

  static from(t: Transaction): TransactionType {
    return Object.assign(new TransactionType(), {
      id: String(t.id),
      reference: t.reference,
      domain: t.domain,
      status: t.status,
      amount: t.amount,
      requestedAmount: t.requestedAmount,
      currency: t.currency,
      channel: t.channel,
      channels: t.channels,
      gatewayResponse: t.gatewayResponse,
      message: t.message,
      fees: t.fees,
      metadata: t.metadata,
      ipAddress: t.ipAddress,
      callbackUrl: t.callbackUrl,
      plan: t.planCode,
      invoiceLimit: t.invoiceLimit,
      quantity: t.quantity === null ? null : Number(t.quantity),
      subaccount: t.subaccountCode,
      splitCode: t.splitCode ?? null,
      splitShares: t.splitGroup ? { formula: t.splitGroup.formula, shares: t.splitGroup.shares } : null,
      transactionCharge: t.transactionCharge,
      bearer: t.bearer,
      log: t.log as unknown as Record<string, unknown> | null,
      paidAt: t.paidAt,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      customerId: t.customerId,
      authorizationId: t.authorizationId,
      refundedAmount: t.refundedAmount ?? 0,
      feesSplit: (t.split?.fees_split as unknown as Record<string, unknown>) ?? null,
      payer: t.payer ?? null,
      settlementId: t.settlementId ?? null,
    });
  }
}

export const TransactionConnection = Connection(TransactionType, 'Transaction');

@ObjectType('CurrencyAmount')
export class CurrencyAmountType {
  @Field() currency: string;
  @Field(() => MoneyScalar) amount: number;
}

@ObjectType('TransactionTotals')
export class TransactionTotalsType {
  @Field(() => Int) totalTransactions: number;
  @Field(() => Int) uniqueCustomers: number;
  @Field(() => MoneyScalar, { description: 'Successful volume, all currencies added up (see the per-currency list)' }) totalVolume: number;
  @Field(() => [CurrencyAmountType]) totalVolumeByCurrency: CurrencyAmountType[];
  @Field(() => MoneyScalar) pendingTransfers: number;
  @Field(() => [CurrencyAmountType]) pendingTransfersByCurrency: CurrencyAmountType[];

  static from(t: Totals): TransactionTotalsType {
    return Object.assign(new TransactionTotalsType(), t);
  }
}

@ObjectType('InitializeTransactionResult')
export class InitializeTransactionResultType {
  @Field({ description: 'The one-time checkout page URL' }) authorizationUrl: string;
  @Field() accessCode: string;
  @Field() reference: string;
  @Field(() => TransactionType) transaction: TransactionType;
}

// One step of a charge: the REST charge reply `data` (spec "Charge reply data shapes") as typed
// fields. `transaction` is loaded only when selected.
@ObjectType('ChargeResult')
export class ChargeResultType {
  @Field(() => ChargeStatusEnum) status: ChargeReplyStatus;
  @Field() reference: string;
  @Field(() => String, { nullable: true, description: 'What to show the customer (send_otp, send_phone, send_birthday, send_address, pay_offline)' })
  displayText: string | null;
  @Field(() => String, { nullable: true, description: 'open_url: the page the customer must complete' }) url: string | null;
  @Field(() => String, { nullable: true, description: 'pay_offline: the USSD code to dial' }) ussdCode: string | null;
  @Field(() => String, { nullable: true, description: 'pay_offline: the QR code to scan' }) qrCode: string | null;
  @Field(() => String, { nullable: true, description: 'failed: why' }) message: string | null;
  loadTransaction: () => Promise<TransactionType | null>;

  @Field(() => TransactionType, { nullable: true, description: 'The transaction as it stands now' })
  transaction(): Promise<TransactionType | null> {
    return this.loadTransaction();
  }

  static fromReply(data: Record<string, unknown>, loadTransaction: () => Promise<TransactionType | null>): ChargeResultType {
    const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    return Object.assign(new ChargeResultType(), {
      status: data.status as ChargeReplyStatus,
      reference: String(data.reference),
      displayText: text(data.display_text),
      url: text(data.url),
      ussdCode: text(data.ussd_code),
      qrCode: text(data.qr_code),
      message: data.status === 'failed' ? text(data.message) : null,
      loadTransaction,
    });
  }
}
