import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: any; output: any; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** An amount in minor units (kobo for NGN), as a string of digits, safe up to 2^53 - 1 */
  Money: { input: string; output: string; }
};

export type AssignDedicatedAccountInput = {
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  bankCode?: InputMaybe<Scalars['String']['input']>;
  bvn?: InputMaybe<Scalars['String']['input']>;
  /** NG */
  country: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  preferredBank: Scalars['String']['input'];
  splitCode?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
};

export type AuthorizationFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer id */
  customer?: InputMaybe<Scalars['ID']['input']>;
};

export type BankAccountInput = {
  /** 10-digit NUBAN */
  accountNumber: Scalars['String']['input'];
  /** Bank code (a pay-with-bank bank) */
  code: Scalars['String']['input'];
};

export type BulkChargeEntryInput = {
  /** Minor units */
  amount: Scalars['Int']['input'];
  /** AUTH_ code of a reusable authorization of this integration */
  authorization: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type BulkTransferItemInput = {
  amount: Scalars['Money']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  recipient: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type CapturePreauthorizationInput = {
  /** At most the reserved amount; all of it when absent */
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  reference: Scalars['String']['input'];
};

export type CardInput = {
  cvv: Scalars['String']['input'];
  /** MM */
  expiryMonth: Scalars['String']['input'];
  /** YY or YYYY */
  expiryYear: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

export type ChargeAuthorizationInput = {
  amount: Scalars['Money']['input'];
  authorizationCode: Scalars['String']['input'];
  bearer?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  invoiceLimit?: InputMaybe<Scalars['Int']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  plan?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  queue?: InputMaybe<Scalars['Boolean']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  /** A split group (SPL_…) sharing the payment */
  splitCode?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
  transactionCharge?: InputMaybe<Scalars['Money']['input']>;
};

export type ChargeStatus =
  | 'failed'
  | 'open_url'
  | 'pay_offline'
  | 'pending'
  | 'reversed'
  | 'send_address'
  | 'send_birthday'
  | 'send_otp'
  | 'send_phone'
  | 'send_pin'
  | 'success';

export type CheckAuthorizationInput = {
  amount: Scalars['Money']['input'];
  authorizationCode: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};

export type CreateChargeInput = {
  amount: Scalars['Money']['input'];
  authorizationCode?: InputMaybe<Scalars['String']['input']>;
  bank?: InputMaybe<BankAccountInput>;
  /** YYYY-MM-DD; answers a bank charge birthday step up front */
  birthday?: InputMaybe<Scalars['String']['input']>;
  card?: InputMaybe<CardInput>;
  currency?: InputMaybe<Scalars['String']['input']>;
  deviceId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  /** With a non-reusable card authorization */
  pin?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  ussd?: InputMaybe<UssdInput>;
};

export type CreateCustomerInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateDedicatedAccountInput = {
  /** Id, CUS_ code or email of a customer */
  customer: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** A provider slug (dedicatedAccountProviders); test-bank in test mode by default */
  preferredBank?: InputMaybe<Scalars['String']['input']>;
  splitCode?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
};

export type CreateOrderInput = {
  currency: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  isGift?: InputMaybe<Scalars['Boolean']['input']>;
  items: Array<OrderItemInput>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  payForMe?: InputMaybe<Scalars['Boolean']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<OrderShippingInput>;
};

export type CreatePageInput = {
  /** Absent: the payer chooses */
  amount?: InputMaybe<Scalars['Money']['input']>;
  collectPhone?: InputMaybe<Scalars['Boolean']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  customFields?: InputMaybe<Array<CustomFieldInput>>;
  description?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  name: Scalars['String']['input'];
  plan?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  splitCode?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePaymentRequestInput = {
  /** Used only without line items and tax */
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Customer id or code */
  customer: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  draft?: InputMaybe<Scalars['Boolean']['input']>;
  dueDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  hasInvoice?: InputMaybe<Scalars['Boolean']['input']>;
  invoiceNumber?: InputMaybe<Scalars['Int']['input']>;
  lineItems?: InputMaybe<Array<LineItemInput>>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  sendNotification?: InputMaybe<Scalars['Boolean']['input']>;
  splitCode?: InputMaybe<Scalars['String']['input']>;
  tax?: InputMaybe<Array<LineItemInput>>;
};

export type CreatePlanInput = {
  amount: Scalars['Money']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  interval: Scalars['String']['input'];
  invoiceLimit?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  sendInvoices?: InputMaybe<Scalars['Boolean']['input']>;
  sendSms?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateProductInput = {
  currency: Scalars['String']['input'];
  description: Scalars['String']['input'];
  isShippable?: InputMaybe<Scalars['Boolean']['input']>;
  maximumOrderable?: InputMaybe<Scalars['Int']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  minimumOrderable?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  price: Scalars['Money']['input'];
  /** Stock in all, when not unlimited */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  splitCode?: InputMaybe<Scalars['String']['input']>;
  unlimited?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreateRecipientInput = {
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  authorizationCode?: InputMaybe<Scalars['String']['input']>;
  /** Bank code (nuban) or mobile money provider */
  bankCode?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** nuban, mobile_money or authorization */
  type: Scalars['String']['input'];
};

export type CreateRefundInput = {
  /** Defaults to what is left to refund */
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  customerNote?: InputMaybe<Scalars['String']['input']>;
  merchantNote?: InputMaybe<Scalars['String']['input']>;
  /** Transaction id or reference */
  transaction: Scalars['String']['input'];
};

export type CreateSplitInput = {
  /** The subaccount code bearing the fee when bearerType is subaccount */
  bearerSubaccount?: InputMaybe<Scalars['String']['input']>;
  /** all (default), all-proportional, account or subaccount */
  bearerType?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subaccounts: Array<SplitMemberInput>;
  /** percentage or flat */
  type: Scalars['String']['input'];
};

export type CreateStorefrontInput = {
  currency: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};

export type CreateSubaccountInput = {
  accountNumber: Scalars['String']['input'];
  businessName: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  percentageCharge: Scalars['Float']['input'];
  primaryContactEmail?: InputMaybe<Scalars['String']['input']>;
  primaryContactName?: InputMaybe<Scalars['String']['input']>;
  primaryContactPhone?: InputMaybe<Scalars['String']['input']>;
  /** A bank name from the directory, or its code */
  settlementBank: Scalars['String']['input'];
  /** auto, weekly, monthly or manual */
  settlementSchedule?: InputMaybe<Scalars['String']['input']>;
};

export type CreateSubscriptionInput = {
  /** Authorization code; default: the customer's most recent reusable one */
  authorization?: InputMaybe<Scalars['String']['input']>;
  /** Email or customer code */
  customer: Scalars['String']['input'];
  /** Plan code */
  plan: Scalars['String']['input'];
  /** The first charge (in the future) */
  startDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type CreateVirtualTerminalInput = {
  /** NGN by default */
  currency?: InputMaybe<Scalars['String']['input']>;
  destinations: Array<VirtualTerminalDestinationInput>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  name: Scalars['String']['input'];
  splitCode?: InputMaybe<Scalars['String']['input']>;
};

export type CustomFieldInput = {
  displayName: Scalars['String']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
  variableName: Scalars['String']['input'];
};

export type CustomerFilterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  riskAction?: InputMaybe<RiskAction>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** POST /customer/:code/identification */
export type CustomerIdentificationInput = {
  /** Required for bank_account */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Required for bank_account */
  bankCode?: InputMaybe<Scalars['String']['input']>;
  bvn?: InputMaybe<Scalars['String']['input']>;
  /** Two-letter country code of the issuer (NG) */
  country: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** bank_account (the default) or bvn */
  type?: InputMaybe<Scalars['String']['input']>;
  /** The BVN, in the older form (type bvn) */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type DedicatedAccountFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  bankId?: InputMaybe<Scalars['Int']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  /** A customer id */
  customer?: InputMaybe<Scalars['String']['input']>;
  providerSlug?: InputMaybe<Scalars['String']['input']>;
};

export type DedicatedAccountSplitInput = {
  accountNumber: Scalars['String']['input'];
  splitCode?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
};

export type DirectDebitAccountInput = {
  bankCode: Scalars['String']['input'];
  number: Scalars['String']['input'];
};

export type DirectDebitAddressInput = {
  city: Scalars['String']['input'];
  state: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

export type DisputeEvidenceInput = {
  customerEmail: Scalars['String']['input'];
  customerName: Scalars['String']['input'];
  customerPhone: Scalars['String']['input'];
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  serviceDetails: Scalars['String']['input'];
};

export type EventFilterInput = {
  /** Only events with a greater id */
  afterId?: InputMaybe<Scalars['ID']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
  /** Event name, e.g. charge.success */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** POST /customer/:id/initialize-direct-debit */
export type InitializeCustomerDirectDebitInput = {
  account: DirectDebitAccountInput;
  address: DirectDebitAddressInput;
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
};

/** POST /customer/authorization/initialize (channel direct_debit) */
export type InitializeDirectDebitInput = {
  account?: InputMaybe<DirectDebitAccountInput>;
  address?: InputMaybe<DirectDebitAddressInput>;
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};

export type InitializeTransactionInput = {
  amount: Scalars['Money']['input'];
  bearer?: InputMaybe<Scalars['String']['input']>;
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  currency?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  invoiceLimit?: InputMaybe<Scalars['Int']['input']>;
  /** May hold custom_fields and cancel_action */
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  plan?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** Letters, digits, -, . and = only; generated when absent */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** A split group (SPL_…) sharing the payment */
  splitCode?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
  transactionCharge?: InputMaybe<Scalars['Money']['input']>;
};

export type InitiateTransferInput = {
  amount: Scalars['Money']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  /** RCP_ code or id */
  recipient: Scalars['String']['input'];
  /** Lowercase letters, digits, - and _ */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** Only balance */
  source?: InputMaybe<Scalars['String']['input']>;
};

export type LineItemInput = {
  /** Per unit, minor units, not negative */
  amount: Scalars['Money']['input'];
  name: Scalars['String']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type MarkAsPaidInput = {
  amountPaid: Scalars['Money']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  paidBy: Scalars['String']['input'];
  paymentDate: Scalars['String']['input'];
  /** Cash, POS, Cheque, Bank Transfer or Other */
  paymentMethod: Scalars['String']['input'];
};

export type OpenTestDisputeInput = {
  /** chargeback (default), fraud or general */
  category?: InputMaybe<Scalars['String']['input']>;
  /** The customer's complaint */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to what is left of the transaction */
  refundAmount?: InputMaybe<Scalars['Money']['input']>;
  /** Transaction id or reference */
  transaction: Scalars['String']['input'];
};

export type OrderFilterInput = {
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Orders with this product */
  product?: InputMaybe<Scalars['ID']['input']>;
  /** Orders placed on this storefront */
  storefront?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type OrderItemInput = {
  /** The product's price, when given */
  amount?: InputMaybe<Scalars['Money']['input']>;
  /** A product id */
  item: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type OrderShippingInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  deliveryNote?: InputMaybe<Scalars['String']['input']>;
  shippingFee?: InputMaybe<Scalars['Money']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  streetLine?: InputMaybe<Scalars['String']['input']>;
};

export type PartialDebitInput = {
  /** The most to charge */
  amount: Scalars['Money']['input'];
  /** The least to charge; absent, whatever part of amount the authorization covers */
  atLeast?: InputMaybe<Scalars['Money']['input']>;
  authorizationCode: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type PayVirtualTerminalInput = {
  /** Minor units */
  amount: Scalars['Int']['input'];
  /** card (default) or bank_transfer */
  channel?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentRequestFilterInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Customer id or code */
  customer?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  includeArchive?: InputMaybe<Scalars['Boolean']['input']>;
  paid?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<PaymentRequestStatus>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** draft: not issued yet; pending: issued, not fully paid; success: paid */
export type PaymentRequestStatus =
  | 'draft'
  | 'pending'
  | 'success';

export type PlanFilterInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  interval?: InputMaybe<Scalars['String']['input']>;
};

export type ProductFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type RefundAccountDetailsInput = {
  /** 10 digits */
  accountNumber: Scalars['String']['input'];
  /** A bank id from GET /bank */
  bankId: Scalars['String']['input'];
  /** The refund's currency */
  currency: Scalars['String']['input'];
};

export type RefundSettingsInput = {
  allowNegativeBalance?: InputMaybe<Scalars['Boolean']['input']>;
  refundDelaySeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type RequestLogFilterInput = {
  /** From this time on the integration's clock */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** A route pattern, e.g. /charge */
  route?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type ReservePreauthorizationInput = {
  amount: Scalars['Money']['input'];
  authorizationCode: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type ResolveDisputeInput = {
  /** The evidence id (required to decline unless evidence was added) */
  evidence?: InputMaybe<Scalars['Int']['input']>;
  message: Scalars['String']['input'];
  refundAmount: Scalars['Money']['input'];
  /** merchant-accepted or declined */
  resolution: Scalars['String']['input'];
  /** A file name from disputeUploadUrl, uploaded */
  uploadedFilename: Scalars['String']['input'];
};

export type RiskAction =
  | 'allow'
  | 'default'
  | 'deny';

export type SendTerminalEventInput = {
  /** invoice: process or view; transaction: process or print */
  action: Scalars['String']['input'];
  /** The invoice or transaction id */
  dataId: Scalars['String']['input'];
  /** The invoice's offline_reference (required for an invoice) */
  dataReference?: InputMaybe<Scalars['String']['input']>;
  /** invoice or transaction */
  type: Scalars['String']['input'];
};

export type SimulateDedicatedAccountTransferInput = {
  accountNumber: Scalars['String']['input'];
  amount: Scalars['Money']['input'];
  narration?: InputMaybe<Scalars['String']['input']>;
  /** false: the bank holds its notice back; the transfer stays pending until requeryDedicatedAccount */
  record?: InputMaybe<Scalars['Boolean']['input']>;
  /** The bank's reference: the same one twice is one payment */
  reference?: InputMaybe<Scalars['String']['input']>;
  senderAccountNumber?: InputMaybe<Scalars['String']['input']>;
  /** A bank name, slug or code */
  senderBank?: InputMaybe<Scalars['String']['input']>;
  senderName?: InputMaybe<Scalars['String']['input']>;
};

export type SplitFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type SplitMemberInput = {
  /** Percent for a percentage split; minor units for a flat one */
  share: Scalars['Float']['input'];
  /** A subaccount code (ACCT_…) */
  subaccount: Scalars['String']['input'];
};

export type StorefrontFilterInput = {
  /** active or inactive */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionFilterInput = {
  /** Customer id */
  customer?: InputMaybe<Scalars['ID']['input']>;
  /** Plan id, or its PLN_ code */
  plan?: InputMaybe<Scalars['ID']['input']>;
  /** active, attention, non-renewing, complete or cancelled */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type TransactionFilterInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Customer id */
  customer?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** merchantApi, checkout, pos or virtualTerminal */
  source?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<TransactionStatus>;
  /** Paid at this terminal (its terminal_id) */
  terminalId?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** pending: not attempted yet or the processor is working; ongoing: waiting for the customer (PIN, OTP, bank page) */
export type TransactionStatus =
  | 'abandoned'
  | 'failed'
  | 'ongoing'
  | 'pending'
  | 'reversed'
  | 'success';

export type UpdateCustomerInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateDisputeInput = {
  refundAmount: Scalars['Money']['input'];
  uploadedFilename?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateIntegrationSettingsInput = {
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  /** Seconds before an unpaid checkout is abandoned; 0: never */
  paymentSessionTimeout?: InputMaybe<Scalars['Int']['input']>;
  webhookUrl?: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePageInput = {
  /** false disables the public link */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  amount?: InputMaybe<Scalars['Money']['input']>;
  collectPhone?: InputMaybe<Scalars['Boolean']['input']>;
  customFields?: InputMaybe<Array<CustomFieldInput>>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePaymentRequestInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  customer?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  dueDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  lineItems?: InputMaybe<Array<LineItemInput>>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  sendNotification?: InputMaybe<Scalars['Boolean']['input']>;
  tax?: InputMaybe<Array<LineItemInput>>;
};

export type UpdatePlanInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  interval?: InputMaybe<Scalars['String']['input']>;
  invoiceLimit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sendInvoices?: InputMaybe<Scalars['Boolean']['input']>;
  sendSms?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateProductInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  isShippable?: InputMaybe<Scalars['Boolean']['input']>;
  maximumOrderable?: InputMaybe<Scalars['Int']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  minimumOrderable?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Money']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  splitCode?: InputMaybe<Scalars['String']['input']>;
  unlimited?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateRecipientInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSplitInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  bearerSubaccount?: InputMaybe<Scalars['String']['input']>;
  bearerType?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateStorefrontInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSubaccountInput = {
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  active?: InputMaybe<Scalars['Boolean']['input']>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  percentageCharge?: InputMaybe<Scalars['Float']['input']>;
  primaryContactEmail?: InputMaybe<Scalars['String']['input']>;
  primaryContactName?: InputMaybe<Scalars['String']['input']>;
  primaryContactPhone?: InputMaybe<Scalars['String']['input']>;
  settlementBank?: InputMaybe<Scalars['String']['input']>;
  settlementSchedule?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTerminalInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UssdInput = {
  /** USSD bank short code, e.g. 737 */
  type: Scalars['String']['input'];
};

export type ValidateAccountInput = {
  accountName: Scalars['String']['input'];
  accountNumber: Scalars['String']['input'];
  /** personal or business */
  accountType: Scalars['String']['input'];
  bankCode: Scalars['String']['input'];
  /** NG: the simulated directory holds Nigerian banks */
  countryCode: Scalars['String']['input'];
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  /** identityNumber, passportNumber or businessRegistrationNumber */
  documentType: Scalars['String']['input'];
};

export type VirtualTerminalDestinationInput = {
  name: Scalars['String']['input'];
  /** A WhatsApp number in international format */
  target: Scalars['String']['input'];
};

export type WebhookDeliveryFilterInput = {
  eventId?: InputMaybe<Scalars['ID']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<WebhookDeliveryStatus>;
  /** Event name, e.g. charge.success */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type WebhookDeliveryStatus =
  | 'delivered'
  | 'failed'
  | 'pending'
  | 'sending';

export type TestClockQueryVariables = Exact<{ [key: string]: never; }>;


export type TestClockQuery = { __typename?: 'Query', testClock: { __typename?: 'TestClock', now: string } };

export type AdvanceClockMutationVariables = Exact<{
  seconds: Scalars['Int']['input'];
}>;


export type AdvanceClockMutation = { __typename?: 'Mutation', advanceTestClock: { __typename?: 'TestClock', now: string } };

export type SubscriptionsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SubscriptionFilterInput>;
}>;


export type SubscriptionsQuery = { __typename?: 'Query', subscriptions: { __typename?: 'PlanSubscriptionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'PlanSubscription', id: string, subscriptionCode: string, status: string, amount: string, nextPaymentDate?: string | null, paymentsCount: number, createdAt: string, plan: { __typename?: 'Plan', planCode: string, name: string, currency: string, interval: string }, customer: { __typename?: 'Customer', email: string, customerCode: string } }> }, plans: { __typename?: 'PlanConnection', nodes: Array<{ __typename?: 'Plan', id: string, planCode: string, name: string, amount: string, currency: string, interval: string, createdAt: string }> } };

export type SubscriptionDetailQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type SubscriptionDetailQuery = { __typename?: 'Query', subscription?: { __typename?: 'PlanSubscription', id: string, subscriptionCode: string, status: string, amount: string, nextPaymentDate?: string | null, paymentsCount: number, createdAt: string, start: string, cronExpression: string, openInvoice?: string | null, plan: { __typename?: 'Plan', planCode: string, name: string, currency: string, interval: string, amount: string }, customer: { __typename?: 'Customer', email: string, customerCode: string }, authorization?: { __typename?: 'Authorization', brand: string, last4: string } | null, invoices: Array<{ __typename?: 'SubscriptionInvoice', id: string, invoiceCode: string, amount: string, currency: string, status: string, paid: boolean, paidAt?: string | null, periodStart: string, periodEnd: string }> } | null };

export type SubscriptionUpdatedSubscriptionVariables = Exact<{
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubscriptionUpdatedSubscription = { __typename?: 'Subscription', subscriptionUpdated: { __typename?: 'PlanSubscription', id: string, subscriptionCode: string, status: string, nextPaymentDate?: string | null, paymentsCount: number } };

export type BulkChargesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BulkChargesQuery = { __typename?: 'Query', bulkCharges: { __typename?: 'BulkChargeConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'BulkCharge', id: string, batchCode: string, status: string, totalCharges: number, pendingCharges: number, succeeded: number, failed: number, createdAt: string }> } };

export type BulkChargeDetailQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type BulkChargeDetailQuery = { __typename?: 'Query', bulkCharge?: { __typename?: 'BulkCharge', id: string, batchCode: string, status: string, totalCharges: number, pendingCharges: number, succeeded: number, failed: number, createdAt: string, reference?: string | null } | null, bulkChargeItems: { __typename?: 'BulkChargeItemConnection', nodes: Array<{ __typename?: 'BulkChargeItem', id: string, amount: string, currency: string, status: string, message?: string | null, customer?: { __typename?: 'Customer', email: string, customerCode: string } | null, transaction?: { __typename?: 'Transaction', reference: string } | null }> } };

export type BulkProgressSubscriptionVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type BulkProgressSubscription = { __typename?: 'Subscription', bulkChargeProgress: { __typename?: 'BulkChargeProgress', batchCode: string, status: string, total: number, processed: number, succeeded: number, failed: number } };

export type PauseBulkMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type PauseBulkMutation = { __typename?: 'Mutation', pauseBulkCharge: { __typename?: 'BulkCharge', id: string, batchCode: string, status: string, pendingCharges: number } };

export type ResumeBulkMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ResumeBulkMutation = { __typename?: 'Mutation', resumeBulkCharge: { __typename?: 'BulkCharge', id: string, batchCode: string, status: string, pendingCharges: number } };

export type TransfersQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransfersQuery = { __typename?: 'Query', transferOtpRequired: boolean, transfers: { __typename?: 'TransferConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Transfer', id: string, transferCode: string, reference: string, amount: string, currency: string, status: string, reason?: string | null, createdAt: string, transferredAt?: string | null, failures?: string | null, recipient?: { __typename?: 'TransferRecipient', recipientCode: string, name: string, bankName?: string | null, accountNumber?: string | null } | null }> }, transferRecipients: { __typename?: 'TransferRecipientConnection', nodes: Array<{ __typename?: 'TransferRecipient', id: string, recipientCode: string, name: string, type: string, bankName?: string | null, accountNumber?: string | null, currency: string, active: boolean }> } };

export type FinalizeTransferMutationVariables = Exact<{
  code: Scalars['String']['input'];
  otp: Scalars['String']['input'];
}>;


export type FinalizeTransferMutation = { __typename?: 'Mutation', finalizeTransfer: { __typename?: 'Transfer', id: string, transferCode: string, status: string } };

export type CustomersQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerFilterInput>;
}>;


export type CustomersQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, riskAction: string, createdAt: string }> } };

export type CustomerDetailQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type CustomerDetailQuery = { __typename?: 'Query', customer?: { __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, phone?: string | null, riskAction: string, identified: boolean, createdAt: string } | null, transactions: { __typename?: 'TransactionConnection', nodes: Array<{ __typename?: 'Transaction', id: string, reference: string, amount: string, currency: string, status: TransactionStatus, channel?: string | null, createdAt: string, paidAt?: string | null, gatewayResponse?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } }> } };

export type SetRiskMutationVariables = Exact<{
  customer: Scalars['String']['input'];
  riskAction: RiskAction;
}>;


export type SetRiskMutation = { __typename?: 'Mutation', setCustomerRiskAction: { __typename?: 'Customer', id: string, riskAction: string } };

export type RefundsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
}>;


export type RefundsQuery = { __typename?: 'Query', refunds: { __typename?: 'RefundConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Refund', id: string, amount: string, currency: string, status: string, transactionReference: string, createdAt: string, refundedAt?: string | null }> } };

export type SettlementsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type SettlementsQuery = { __typename?: 'Query', settlements: { __typename?: 'SettlementConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Settlement', id: string, status: string, currency: string, totalAmount: string, totalProcessed: string, totalFees: string, effectiveAmount: string, transactionCount: number, settlementDate: string, settledAt?: string | null, subaccount?: { __typename?: 'Subaccount', subaccountCode: string } | null }> } };

export type DisputesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
}>;


export type DisputesQuery = { __typename?: 'Query', disputes: { __typename?: 'DisputeConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Dispute', id: string, status: string, category: string, refundAmount: string, currency: string, dueAt: string, createdAt: string, transaction?: { __typename?: 'Transaction', reference: string } | null, customer?: { __typename?: 'Customer', email: string, customerCode: string } | null }> } };

export type PaymentRequestsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PaymentRequestFilterInput>;
}>;


export type PaymentRequestsQuery = { __typename?: 'Query', paymentRequests: { __typename?: 'PaymentRequestConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'PaymentRequest', id: string, requestCode: string, amount: string, currency: string, status: PaymentRequestStatus, paid: boolean, dueDate?: string | null, description?: string | null, createdAt: string, customer: { __typename?: 'Customer', email: string, customerCode: string } }> }, paymentPages: { __typename?: 'PaymentPageConnection', nodes: Array<{ __typename?: 'PaymentPage', id: string, name: string, slug: string, path: string, amount?: string | null, currency: string, active: boolean, type: string, createdAt: string }> } };

export type SignInQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInQuery = { __typename?: 'Query', integrationSettings: { __typename?: 'IntegrationSettings', domain: string, webhookUrl?: string | null } };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { __typename?: 'Query', integrationSettings: { __typename?: 'IntegrationSettings', domain: string, webhookUrl?: string | null, callbackUrl?: string | null, transferOtpRequired: boolean, paymentSessionTimeout: number } };

export type UpdateSettingsMutationVariables = Exact<{
  input: UpdateIntegrationSettingsInput;
}>;


export type UpdateSettingsMutation = { __typename?: 'Mutation', updateIntegrationSettings: { __typename?: 'IntegrationSettings', domain: string, webhookUrl?: string | null, callbackUrl?: string | null, transferOtpRequired: boolean, paymentSessionTimeout: number } };

export type RotateKeysMutationVariables = Exact<{
  confirm: Scalars['String']['input'];
}>;


export type RotateKeysMutation = { __typename?: 'Mutation', rotateKeys: { __typename?: 'ModeKeys', domain: string, secretKey: string, publicKey: string } };

export type OverviewQueryVariables = Exact<{
  from: Scalars['DateTimeISO']['input'];
  weekAgo: Scalars['DateTimeISO']['input'];
}>;


export type OverviewQuery = { __typename?: 'Query', balance: Array<{ __typename?: 'Balance', currency: string, balance: string }>, transactionTotals: { __typename?: 'TransactionTotals', totalTransactions: number, uniqueCustomers: number, totalVolumeByCurrency: Array<{ __typename?: 'CurrencyAmount', currency: string, amount: string }> }, failures: { __typename?: 'TransactionConnection', nodes: Array<{ __typename?: 'Transaction', id: string, reference: string, amount: string, currency: string, gatewayResponse?: string | null, createdAt: string, customer: { __typename?: 'Customer', email: string, customerCode: string } }> }, week: { __typename?: 'TransactionConnection', nodes: Array<{ __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, currency: string, createdAt: string }> }, webhookDeliveries: { __typename?: 'WebhookDeliveryConnection', nodes: Array<{ __typename?: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus, attempts: Array<{ __typename?: 'WebhookAttempt', latencyMs: number, success: boolean }> }> } };

export type LiveEventsSubscriptionVariables = Exact<{
  types?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type LiveEventsSubscription = { __typename?: 'Subscription', events: { __typename?: 'Event', id: string, type: string, resource: string, createdAt: string, webhook: boolean, data: any } };

export type TransactionRowFragment = { __typename?: 'Transaction', id: string, reference: string, amount: string, currency: string, status: TransactionStatus, channel?: string | null, createdAt: string, paidAt?: string | null, gatewayResponse?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } };

export type TransactionsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TransactionFilterInput>;
}>;


export type TransactionsQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor?: string | null, endCursor?: string | null }, nodes: Array<{ __typename?: 'Transaction', id: string, reference: string, amount: string, currency: string, status: TransactionStatus, channel?: string | null, createdAt: string, paidAt?: string | null, gatewayResponse?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } }> } };

export type TransactionDetailQueryVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type TransactionDetailQuery = { __typename?: 'Query', transaction?: { __typename?: 'Transaction', requestedAmount: string, fees?: string | null, message?: string | null, ipAddress?: string | null, log?: Record<string, unknown> | null, metadata?: Record<string, unknown> | null, refundedAmount: string, plan?: string | null, splitCode?: string | null, splitShares?: Record<string, unknown> | null, subaccount?: string | null, id: string, reference: string, amount: string, currency: string, status: TransactionStatus, channel?: string | null, createdAt: string, paidAt?: string | null, gatewayResponse?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string, firstName?: string | null, lastName?: string | null, phone?: string | null, riskAction: string }, authorization?: { __typename?: 'Authorization', authorizationCode: string, brand: string, bin: string, last4: string, expMonth: string, expYear: string, bank: string, channel: string, reusable: boolean, cardType: string } | null, refunds: Array<{ __typename?: 'Refund', id: string, amount: string, currency: string, status: string, createdAt: string, refundedAt?: string | null }>, dispute?: { __typename?: 'Dispute', id: string, status: string, category: string, refundAmount: string, currency: string, dueAt: string } | null, settlement?: { __typename?: 'Settlement', id: string, status: string, settlementDate: string } | null } | null };

export type ResourceActivityQueryVariables = Exact<{
  resource: Scalars['String']['input'];
}>;


export type ResourceActivityQuery = { __typename?: 'Query', events: { __typename?: 'EventConnection', nodes: Array<{ __typename?: 'Event', id: string, type: string, createdAt: string, webhook: boolean }> }, webhookDeliveries: { __typename?: 'WebhookDeliveryConnection', nodes: Array<{ __typename?: 'WebhookDelivery', id: string, event: string, eventId: string, status: WebhookDeliveryStatus, attemptCount: number, lastStatusCode?: number | null, lastError?: string | null, createdAt: string, deliveredAt?: string | null }> } };

export type ChargeUpdatedSubscriptionVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type ChargeUpdatedSubscription = { __typename?: 'Subscription', chargeUpdated: { __typename?: 'ChargeResult', reference: string, status: ChargeStatus } };

export type RefundMutationVariables = Exact<{
  input: CreateRefundInput;
}>;


export type RefundMutation = { __typename?: 'Mutation', createRefund: { __typename?: 'Refund', id: string, status: string, amount: string } };

export type DeliveriesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WebhookDeliveryFilterInput>;
}>;


export type DeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'WebhookDelivery', id: string, event: string, eventId: string, resource: string, kind: string, status: WebhookDeliveryStatus, attemptCount: number, lastStatusCode?: number | null, lastError?: string | null, createdAt: string, deliveredAt?: string | null, nextAttemptAt?: string | null, attempts: Array<{ __typename?: 'WebhookAttempt', id: string, attempt: number, attemptedAt: string, url: string, statusCode?: number | null, success: boolean, latencyMs: number, error?: string | null, responseBody?: string | null }> }> } };

export type EventPayloadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventPayloadQuery = { __typename?: 'Query', event?: { __typename?: 'Event', id: string, type: string, data: any, createdAt: string } | null };

export type ReplayMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReplayMutation = { __typename?: 'Mutation', replayEvent: { __typename?: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus, lastStatusCode?: number | null, lastError?: string | null } };

export type EventsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EventFilterInput>;
}>;


export type EventsQuery = { __typename?: 'Query', events: { __typename?: 'EventConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Event', id: string, type: string, resource: string, createdAt: string, webhook: boolean }> } };

export type DeliveryUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DeliveryUpdatedSubscription = { __typename?: 'Subscription', webhookDeliveryUpdated: { __typename?: 'WebhookDelivery', id: string, eventId: string, resource: string, event: string, status: WebhookDeliveryStatus, attemptCount: number, lastStatusCode?: number | null, lastError?: string | null } };

export const TransactionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayResponse"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<TransactionRowFragment, unknown>;
export const TestClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"now"}}]}}]}}]} as unknown as DocumentNode<TestClockQuery, TestClockQueryVariables>;
export const AdvanceClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdvanceClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seconds"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceTestClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"now"}}]}}]}}]} as unknown as DocumentNode<AdvanceClockMutation, AdvanceClockMutationVariables>;
export const SubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Subscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsQuery, SubscriptionsQueryVariables>;
export const SubscriptionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"cronExpression"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionDetailQuery, SubscriptionDetailQueryVariables>;
export const SubscriptionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}}]}}]}}]} as unknown as DocumentNode<SubscriptionUpdatedSubscription, SubscriptionUpdatedSubscriptionVariables>;
export const BulkChargesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkCharges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkCharges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharges"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCharges"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<BulkChargesQuery, BulkChargesQueryVariables>;
export const BulkChargeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkChargeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharges"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCharges"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bulkChargeItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BulkChargeDetailQuery, BulkChargeDetailQueryVariables>;
export const BulkProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BulkProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkChargeProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<BulkProgressSubscription, BulkProgressSubscriptionVariables>;
export const PauseBulkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseBulk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseBulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCharges"}}]}}]}}]} as unknown as DocumentNode<PauseBulkMutation, PauseBulkMutationVariables>;
export const ResumeBulkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeBulk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeBulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCharges"}}]}}]}}]} as unknown as DocumentNode<ResumeBulkMutation, ResumeBulkMutationVariables>;
export const TransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAt"}},{"kind":"Field","name":{"kind":"Name","value":"failures"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transferRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transferOtpRequired"}}]}}]} as unknown as DocumentNode<TransfersQuery, TransfersQueryVariables>;
export const FinalizeTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FinalizeTransferMutation, FinalizeTransferMutationVariables>;
export const CustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const CustomerDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"identified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayResponse"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<CustomerDetailQuery, CustomerDetailQueryVariables>;
export const SetRiskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRisk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"riskAction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCustomerRiskAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"riskAction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"riskAction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}}]}}]}}]} as unknown as DocumentNode<SetRiskMutation, SetRiskMutationVariables>;
export const RefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Refunds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RefundsQuery, RefundsQueryVariables>;
export const SettlementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}},{"kind":"Field","name":{"kind":"Name","value":"settlementDate"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"subaccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SettlementsQuery, SettlementsQueryVariables>;
export const DisputesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Disputes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DisputesQuery, DisputesQueryVariables>;
export const PaymentRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequestFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentRequestsQuery, PaymentRequestsQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]}}]} as unknown as DocumentNode<SignInQuery, SignInQueryVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transferOtpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSessionTimeout"}}]}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIntegrationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIntegrationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"transferOtpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSessionTimeout"}}]}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const RotateKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}},{"kind":"Field","name":{"kind":"Name","value":"publicKey"}}]}}]}}]} as unknown as DocumentNode<RotateKeysMutation, RotateKeysMutationVariables>;
export const OverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Overview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekAgo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolumeByCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uniqueCustomers"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"failures"},"name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"failed"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayResponse"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"week"},"name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekAgo"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OverviewQuery, OverviewQueryVariables>;
export const LiveEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<LiveEventsSubscription, LiveEventsSubscriptionVariables>;
export const TransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayResponse"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<TransactionsQuery, TransactionsQueryVariables>;
export const TransactionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionRow"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"log"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitShares"}},{"kind":"Field","name":{"kind":"Name","value":"subaccount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"bin"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"reusable"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settlementDate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayResponse"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<TransactionDetailQuery, TransactionDetailQueryVariables>;
export const ResourceActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourceActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]}}]}}]} as unknown as DocumentNode<ResourceActivityQuery, ResourceActivityQueryVariables>;
export const ChargeUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChargeUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ChargeUpdatedSubscription, ChargeUpdatedSubscriptionVariables>;
export const RefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Refund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<RefundMutation, RefundMutationVariables>;
export const DeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Deliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeliveriesQuery, DeliveriesQueryVariables>;
export const EventPayloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPayload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<EventPayloadQuery, EventPayloadQueryVariables>;
export const ReplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Replay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode<ReplayMutation, ReplayMutationVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"}}]}}]}}]}}]} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const DeliveryUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DeliveryUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveryUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode<DeliveryUpdatedSubscription, DeliveryUpdatedSubscriptionVariables>;