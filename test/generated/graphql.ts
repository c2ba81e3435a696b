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

/** POST /bank/validate */
export type AccountValidation = {
  __typename?: 'AccountValidation';
  accountAcceptsCredits: Scalars['Boolean']['output'];
  accountAcceptsDebits: Scalars['Boolean']['output'];
  accountHolderMatch: Scalars['Boolean']['output'];
  accountOpen: Scalars['Boolean']['output'];
  accountOpenForMoreThanThreeMonths: Scalars['Boolean']['output'];
  verificationMessage: Scalars['String']['output'];
  verified: Scalars['Boolean']['output'];
};

/** A state for address verification (GET /address_verification/states) */
export type AddressState = {
  __typename?: 'AddressState';
  abbreviation: Scalars['String']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
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

/** What the dedicatedaccount.assign.success or .failed webhook says */
export type AssignDedicatedAccountResult = {
  __typename?: 'AssignDedicatedAccountResult';
  customer: Customer;
  dedicatedAccount?: Maybe<DedicatedAccount>;
  /** success or failed (customer identification failed) */
  status: Scalars['String']['output'];
};

export type Authorization = {
  __typename?: 'Authorization';
  accountName?: Maybe<Scalars['String']['output']>;
  /** False once deactivated */
  active: Scalars['Boolean']['output'];
  authorizationCode: Scalars['String']['output'];
  bank: Scalars['String']['output'];
  bin: Scalars['String']['output'];
  brand: Scalars['String']['output'];
  cardType: Scalars['String']['output'];
  channel: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  customer: Customer;
  domain: Scalars['String']['output'];
  expMonth: Scalars['String']['output'];
  expYear: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last4: Scalars['String']['output'];
  /** Only reusable authorizations can be charged without the customer */
  reusable: Scalars['Boolean']['output'];
  signature?: Maybe<Scalars['String']['output']>;
};

export type AuthorizationCheck = {
  __typename?: 'AuthorizationCheck';
  amount: Scalars['Money']['output'];
  currency: Scalars['String']['output'];
};

export type AuthorizationConnection = {
  __typename?: 'AuthorizationConnection';
  edges: Array<AuthorizationEdge>;
  nodes: Array<Authorization>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AuthorizationEdge = {
  __typename?: 'AuthorizationEdge';
  cursor: Scalars['String']['output'];
  node: Authorization;
};

export type AuthorizationFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Customer id */
  customer?: InputMaybe<Scalars['ID']['input']>;
};

export type Balance = {
  __typename?: 'Balance';
  balance: Scalars['Money']['output'];
  currency: Scalars['String']['output'];
};

export type BalanceEntry = {
  __typename?: 'BalanceEntry';
  /** The running balance after this entry */
  balance: Scalars['Money']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  /** This entry (negative: money out) */
  difference: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  modelResponsible: Scalars['String']['output'];
  modelRow: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type BalanceEntryConnection = {
  __typename?: 'BalanceEntryConnection';
  edges: Array<BalanceEntryEdge>;
  nodes: Array<BalanceEntry>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BalanceEntryEdge = {
  __typename?: 'BalanceEntryEdge';
  cursor: Scalars['String']['output'];
  node: BalanceEntry;
};

export type Bank = {
  __typename?: 'Bank';
  active: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  country: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  longcode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  payWithBank: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type BankAccountInput = {
  /** 10-digit NUBAN (not for Kuda) */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** Bank code (a pay-with-bank bank) */
  code: Scalars['String']['input'];
  /** Kuda (50211): the payer's phone */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Kuda (50211): the token the Kuda app shows */
  token?: InputMaybe<Scalars['String']['input']>;
};

export type BulkCharge = {
  __typename?: 'BulkCharge';
  batchCode: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  domain: Scalars['String']['output'];
  failed: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  pendingCharges: Scalars['Int']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  /** active, paused or complete */
  status: Scalars['String']['output'];
  succeeded: Scalars['Int']['output'];
  totalCharges: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** What createBulkCharge would do with these charges now, without queueing them */
export type BulkChargeCheck = {
  __typename?: 'BulkChargeCheck';
  problems: Array<BulkRowProblem>;
  rows: Array<BulkChargeCheckRow>;
};

export type BulkChargeCheckRow = {
  __typename?: 'BulkChargeCheckRow';
  /** The reusable authorization the row names */
  authorization?: Maybe<Authorization>;
  customer?: Maybe<Customer>;
  row: Scalars['Int']['output'];
};

export type BulkChargeConnection = {
  __typename?: 'BulkChargeConnection';
  edges: Array<BulkChargeEdge>;
  nodes: Array<BulkCharge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BulkChargeEdge = {
  __typename?: 'BulkChargeEdge';
  cursor: Scalars['String']['output'];
  node: BulkCharge;
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

export type BulkChargeItem = {
  __typename?: 'BulkChargeItem';
  amount: Scalars['Money']['output'];
  authorization?: Maybe<Authorization>;
  bulkCharge?: Maybe<BulkCharge>;
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customer?: Maybe<Customer>;
  id: Scalars['ID']['output'];
  /** Why the charge failed */
  message?: Maybe<Scalars['String']['output']>;
  /** pending, success or failed */
  status: Scalars['String']['output'];
  /** The charge, once made */
  transaction?: Maybe<Transaction>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type BulkChargeItemConnection = {
  __typename?: 'BulkChargeItemConnection';
  edges: Array<BulkChargeItemEdge>;
  nodes: Array<BulkChargeItem>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type BulkChargeItemEdge = {
  __typename?: 'BulkChargeItemEdge';
  cursor: Scalars['String']['output'];
  node: BulkChargeItem;
};

export type BulkChargeProgress = {
  __typename?: 'BulkChargeProgress';
  batchCode: Scalars['String']['output'];
  failed: Scalars['Int']['output'];
  processed: Scalars['Int']['output'];
  /** active, paused or complete */
  status: Scalars['String']['output'];
  succeeded: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What a bulk request would be refused for: one row of it, or the whole request when row is null */
export type BulkRowProblem = {
  __typename?: 'BulkRowProblem';
  /** The field of the row (or of the request) it is about */
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** The index of the row in the list sent, from 0 */
  row?: Maybe<Scalars['Int']['output']>;
};

/** What bulkTransfer would do with these transfers now, without sending them */
export type BulkTransferCheck = {
  __typename?: 'BulkTransferCheck';
  /** Bulk transfers are refused while transfers wait for an OTP (disableTransferOtp turns it off) */
  otpRequired: Scalars['Boolean']['output'];
  problems: Array<BulkRowProblem>;
  rows: Array<BulkTransferCheckRow>;
};

export type BulkTransferCheckRow = {
  __typename?: 'BulkTransferCheckRow';
  /** The fee the transfer would take from the balance with its amount */
  fee?: Maybe<Scalars['Money']['output']>;
  /** The active recipient the row names */
  recipient?: Maybe<TransferRecipient>;
  row: Scalars['Int']['output'];
};

export type BulkTransferItemInput = {
  amount: Scalars['Money']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  recipient: Scalars['String']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
};

export type CapitecPayInput = {
  /** CELLPHONE, IDNUMBER or ACCOUNTNUMBER */
  identifierKey: Scalars['String']['input'];
  identifierValue: Scalars['String']['input'];
};

export type CapturePreauthorizationInput = {
  /** At most the reserved amount; all of it when absent */
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  reference: Scalars['String']['input'];
};

export type CardBin = {
  __typename?: 'CardBin';
  bank: Scalars['String']['output'];
  bin: Scalars['String']['output'];
  brand: Scalars['String']['output'];
  cardType: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  linkedBankId?: Maybe<Scalars['Int']['output']>;
  subBrand: Scalars['String']['output'];
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

export type ChargeResult = {
  __typename?: 'ChargeResult';
  /** What to show the customer (send_otp, send_phone, send_birthday, send_address, pay_offline) */
  displayText?: Maybe<Scalars['String']['output']>;
  /** failed: why */
  message?: Maybe<Scalars['String']['output']>;
  /** pay_offline: the QR code to scan */
  qrCode?: Maybe<Scalars['String']['output']>;
  reference: Scalars['String']['output'];
  status: ChargeStatus;
  /** The transaction as it stands now */
  transaction?: Maybe<Transaction>;
  /** open_url: the page the customer must complete */
  url?: Maybe<Scalars['String']['output']>;
  /** pay_offline: the USSD code to dial */
  ussdCode?: Maybe<Scalars['String']['output']>;
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

/** A country Paystack serves (GET /country) */
export type Country = {
  __typename?: 'Country';
  callingCode: Scalars['String']['output'];
  currencies: Array<Scalars['String']['output']>;
  defaultCurrencyCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isoCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  pilotMode: Scalars['Boolean']['output'];
};

export type CreateChargeInput = {
  amount: Scalars['Money']['input'];
  authorizationCode?: InputMaybe<Scalars['String']['input']>;
  bank?: InputMaybe<BankAccountInput>;
  /** YYYY-MM-DD; answers a bank charge birthday step up front */
  birthday?: InputMaybe<Scalars['String']['input']>;
  capitecPay?: InputMaybe<CapitecPayInput>;
  card?: InputMaybe<CardInput>;
  currency?: InputMaybe<Scalars['String']['input']>;
  deviceId?: InputMaybe<Scalars['String']['input']>;
  eft?: InputMaybe<EftInput>;
  email: Scalars['String']['input'];
  metadata?: InputMaybe<Scalars['JSONObject']['input']>;
  mobileMoney?: InputMaybe<MobileMoneyInput>;
  /** With a non-reusable card authorization */
  pin?: InputMaybe<Scalars['String']['input']>;
  qr?: InputMaybe<QrInput>;
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

export type CurrencyAmount = {
  __typename?: 'CurrencyAmount';
  amount: Scalars['Money']['output'];
  currency: Scalars['String']['output'];
};

export type CustomFieldInput = {
  displayName: Scalars['String']['input'];
  required?: InputMaybe<Scalars['Boolean']['input']>;
  variableName: Scalars['String']['input'];
};

export type Customer = {
  __typename?: 'Customer';
  createdAt: Scalars['DateTimeISO']['output'];
  customerCode: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Identification requests, oldest first */
  identifications: Array<CustomerIdentification>;
  /** Whether an identification of the customer has succeeded */
  identified: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  riskAction: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type CustomerConnection = {
  __typename?: 'CustomerConnection';
  edges: Array<CustomerEdge>;
  nodes: Array<Customer>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type CustomerEdge = {
  __typename?: 'CustomerEdge';
  cursor: Scalars['String']['output'];
  node: Customer;
};

export type CustomerFilterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  riskAction?: InputMaybe<RiskAction>;
  /** Held anywhere in the email, first or last name, or customer code (any case) */
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type CustomerIdentification = {
  __typename?: 'CustomerIdentification';
  /** Masked, as in the webhook; none for a BVN alone */
  accountNumber?: Maybe<Scalars['String']['output']>;
  bankCode?: Maybe<Scalars['String']['output']>;
  /** Masked, as in the webhook */
  bvn: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  /** pending, success or failed */
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
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

/** A NUBAN of the simulated bank assigned to a customer: money sent to it is that customer's payment */
export type DedicatedAccount = {
  __typename?: 'DedicatedAccount';
  accountName: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  /** false once deactivated: it refuses money */
  active: Scalars['Boolean']['output'];
  assigned: Scalars['Boolean']['output'];
  assignedAt: Scalars['DateTimeISO']['output'];
  bankId: Scalars['Int']['output'];
  bankName: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customer: Customer;
  domain: Scalars['String']['output'];
  expiredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  providerSlug: Scalars['String']['output'];
  splitCode?: Maybe<Scalars['String']['output']>;
  subaccountCode?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type DedicatedAccountConnection = {
  __typename?: 'DedicatedAccountConnection';
  edges: Array<DedicatedAccountEdge>;
  nodes: Array<DedicatedAccount>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DedicatedAccountEdge = {
  __typename?: 'DedicatedAccountEdge';
  cursor: Scalars['String']['output'];
  node: DedicatedAccount;
};

export type DedicatedAccountFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  bankId?: InputMaybe<Scalars['Int']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  /** A customer id */
  customer?: InputMaybe<Scalars['String']['input']>;
  providerSlug?: InputMaybe<Scalars['String']['input']>;
};

export type DedicatedAccountProvider = {
  __typename?: 'DedicatedAccountProvider';
  bankId: Scalars['Int']['output'];
  bankName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  providerSlug: Scalars['String']['output'];
};

export type DedicatedAccountSplitInput = {
  accountNumber: Scalars['String']['input'];
  splitCode?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
};

/** A transfer the simulated bank sent into a dedicated account (test mode) */
export type DedicatedAccountTransfer = {
  __typename?: 'DedicatedAccountTransfer';
  accountNumber: Scalars['String']['output'];
  amount: Scalars['Money']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  narration?: Maybe<Scalars['String']['output']>;
  recordedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  reference: Scalars['String']['output'];
  senderAccountNumber: Scalars['String']['output'];
  senderBank: Scalars['String']['output'];
  senderName: Scalars['String']['output'];
  /** pending (the bank held its notice back: a requery records it) or recorded */
  status: Scalars['String']['output'];
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

export type DirectDebitInitialization = {
  __typename?: 'DirectDebitInitialization';
  accessCode: Scalars['String']['output'];
  /** The hosted mandate page to send the customer to */
  redirectUrl: Scalars['String']['output'];
  reference: Scalars['String']['output'];
};

export type DirectDebitMandate = {
  __typename?: 'DirectDebitMandate';
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Once the customer has signed */
  authorizationCode?: Maybe<Scalars['String']['output']>;
  authorizedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  bankCode?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  customer: Customer;
  id: Scalars['ID']['output'];
  /** Why the last activation failed */
  reason?: Maybe<Scalars['String']['output']>;
  reference: Scalars['String']['output'];
  signedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** pending, active or revoked */
  status: Scalars['String']['output'];
};

export type DirectDebitMandatePage = {
  __typename?: 'DirectDebitMandatePage';
  /** Cursor of the next page */
  next?: Maybe<Scalars['String']['output']>;
  nodes: Array<DirectDebitMandate>;
  total: Scalars['Int']['output'];
};

export type Dispute = {
  __typename?: 'Dispute';
  attachments?: Maybe<Scalars['String']['output']>;
  bin?: Maybe<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customer?: Maybe<Customer>;
  domain: Scalars['String']['output'];
  dueAt: Scalars['DateTimeISO']['output'];
  evidence?: Maybe<DisputeEvidence>;
  history: Array<DisputeHistoryEntry>;
  id: Scalars['ID']['output'];
  last4?: Maybe<Scalars['String']['output']>;
  messages: Array<DisputeMessage>;
  refundAmount: Scalars['Money']['output'];
  /** What left the merchant's balance when resolved against the merchant */
  refunded?: Maybe<Scalars['Money']['output']>;
  /** merchant-accepted, declined or auto-accepted */
  resolution?: Maybe<Scalars['String']['output']>;
  resolvedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** issuer (a test card) or test (opened in test mode) */
  source: Scalars['String']['output'];
  /** awaiting-merchant-feedback, awaiting-bank-feedback, pending, resolved or archived */
  status: Scalars['String']['output'];
  transaction?: Maybe<Transaction>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type DisputeConnection = {
  __typename?: 'DisputeConnection';
  edges: Array<DisputeEdge>;
  nodes: Array<Dispute>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type DisputeEdge = {
  __typename?: 'DisputeEdge';
  cursor: Scalars['String']['output'];
  node: Dispute;
};

export type DisputeEvidence = {
  __typename?: 'DisputeEvidence';
  createdAt: Scalars['DateTimeISO']['output'];
  customerEmail: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  customerPhone: Scalars['String']['output'];
  deliveryAddress?: Maybe<Scalars['String']['output']>;
  deliveryDate?: Maybe<Scalars['String']['output']>;
  disputeId: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  serviceDetails: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
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

export type DisputeHistoryEntry = {
  __typename?: 'DisputeHistoryEntry';
  by: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type DisputeMessage = {
  __typename?: 'DisputeMessage';
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  sender: Scalars['String']['output'];
};

export type DisputeUploadUrl = {
  __typename?: 'DisputeUploadUrl';
  /** Pass as uploadedFilename */
  fileName: Scalars['String']['output'];
  /** PUT the file here (Content-Type application/octet-stream, application/pdf or image/*) */
  signedUrl: Scalars['String']['output'];
};

export type EftInput = {
  /** Test mode: the account the payer picks on the provider's page */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** ozow */
  provider: Scalars['String']['input'];
};

export type Event = {
  __typename?: 'Event';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The payload a webhook receives as `data` (an object; a list for subscription.expiring_cards) */
  data: Scalars['JSON']['output'];
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The resource the event is about, e.g. customer:12 */
  resource: Scalars['String']['output'];
  /** Event name, e.g. charge.success */
  type: Scalars['String']['output'];
  /** Whether the event is sent to the webhook URL (Paystack event names) or is internal */
  webhook: Scalars['Boolean']['output'];
};

export type EventConnection = {
  __typename?: 'EventConnection';
  edges: Array<EventEdge>;
  nodes: Array<Event>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type EventEdge = {
  __typename?: 'EventEdge';
  cursor: Scalars['String']['output'];
  node: Event;
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

export type InitializeTransactionResult = {
  __typename?: 'InitializeTransactionResult';
  accessCode: Scalars['String']['output'];
  /** The one-time checkout page URL */
  authorizationUrl: Scalars['String']['output'];
  reference: Scalars['String']['output'];
  transaction: Transaction;
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

export type IntegrationSettings = {
  __typename?: 'IntegrationSettings';
  callbackUrl?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  paymentSessionTimeout: Scalars['Int']['output'];
  /** Whether transfers wait for an OTP (the same as Query.transferOtpRequired) */
  transferOtpRequired: Scalars['Boolean']['output'];
  webhookUrl?: Maybe<Scalars['String']['output']>;
};

export type LineItem = {
  __typename?: 'LineItem';
  /** Per unit */
  amount: Scalars['Money']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
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

export type MobileMoneyInput = {
  /** The payer's mobile money number */
  phone: Scalars['String']['input'];
  /** mtn, atl or vod (GHS); mpesa or mpesa_offline (KES); orange or mtn (XOF) */
  provider: Scalars['String']['input'];
};

/** The new keys of one mode, shown once */
export type ModeKeys = {
  __typename?: 'ModeKeys';
  domain: Scalars['String']['output'];
  publicKey: Scalars['String']['output'];
  secretKey: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** POST /dispute/:id/evidence */
  addDisputeEvidence: DisputeEvidence;
  /** Adds a subaccount, or changes the share of one already in the group */
  addSplitSubaccount: Split;
  /** Adds products (by id) to the storefront */
  addStorefrontProducts: Storefront;
  /** Moves the test clock forward (test keys only) */
  advanceTestClock: TestClock;
  /** POST /paymentrequest/archive/:id_or_code */
  archivePaymentRequest: PaymentRequest;
  /** POST /dedicated_account/assign: finds or creates the customer, identifies them and assigns an account */
  assignDedicatedAccount: AssignDedicatedAccountResult;
  /** POST /virtual_terminal/:code/destination/assign: the destinations added */
  assignVirtualTerminalDestinations: Array<VirtualTerminalDestination>;
  /** Only while the OTP requirement is disabled */
  bulkTransfer: Array<Transfer>;
  /** POST /preauthorization/capture: charge up to the held amount */
  capturePreauthorization: Preauthorization;
  /** Charge a reusable authorization without the customer; status success or failed */
  chargeAuthorization: Transaction;
  /** Can this Mastercard or Visa authorization cover the amount? Insufficient funds is an error */
  checkAuthorization: AuthorizationCheck;
  /** GET /charge/:reference: asks the processor again about a pending, USSD or bank-page charge */
  checkCharge: ChargeResult;
  /** POST /terminal/commission_device (test mode: a simulated device; docs/guide.md "Terminals") */
  commissionTerminal: Terminal;
  /** POST /bulkcharge: queue a batch of charges on saved authorizations */
  createBulkCharge: BulkCharge;
  /** Charge a card, bank account, USSD, mobile money, QR, EFT, Capitec Pay or saved authorization (exactly one) */
  createCharge: ChargeResult;
  createCustomer: Customer;
  /** POST /dedicated_account: the customer's active account at the bank, or a new one */
  createDedicatedAccount: DedicatedAccount;
  /** A pending order; it is paid by a transaction with metadata.order_code */
  createOrder: Order;
  /** POST /page */
  createPaymentPage: PaymentPage;
  /** POST /paymentrequest */
  createPaymentRequest: PaymentRequest;
  createPlan: Plan;
  createProduct: Product;
  createRefund: Refund;
  createSplit: Split;
  createStorefront: Storefront;
  createSubaccount: Subaccount;
  createSubscription: PlanSubscription;
  /** The existing recipient when the account is already one */
  createTransferRecipient: TransferRecipient;
  /** All or none */
  createTransferRecipients: Array<TransferRecipient>;
  /** POST /virtual_terminal */
  createVirtualTerminal: VirtualTerminal;
  deactivateAuthorization: Authorization;
  /** DELETE /dedicated_account/:id: unassigned; it refuses money from now on */
  deactivateDedicatedAccount: DedicatedAccount;
  /** PUT /virtual_terminal/:code/deactivate */
  deactivateVirtualTerminal: VirtualTerminal;
  /** POST /terminal/decommission_device */
  decommissionTerminal: Scalars['Boolean']['output'];
  /** Deletes a product: it leaves the catalogue and its pages */
  deleteProduct: Scalars['Boolean']['output'];
  deleteStorefront: Scalars['Boolean']['output'];
  /** Deactivates the recipient */
  deleteTransferRecipient: TransferRecipient;
  /** Runs to the end of the paid period (non-renewing), then cancelled */
  disableSubscription: PlanSubscription;
  /** Sends an OTP (see notifications) that disableTransferOtpFinalize takes */
  disableTransferOtp: Scalars['Boolean']['output'];
  disableTransferOtpFinalize: Scalars['Boolean']['output'];
  /** GET /dispute/:id/upload_url: a signed URL to PUT an evidence file to */
  disputeUploadUrl: DisputeUploadUrl;
  duplicateStorefront: Storefront;
  enableSubscription: PlanSubscription;
  enableTransferOtp: Scalars['Boolean']['output'];
  /** POST /paymentrequest/finalize/:id_or_code */
  finalizePaymentRequest: PaymentRequest;
  finalizeTransfer: Transfer;
  /** POST /customer/:id/initialize-direct-debit */
  initializeCustomerDirectDebit: DirectDebitInitialization;
  /** POST /customer/authorization/initialize with channel direct_debit */
  initializeDirectDebit: DirectDebitInitialization;
  /** POST /transaction/initialize: a checkout page URL for the customer */
  initializeTransaction: InitializeTransactionResult;
  /** Status otp while the OTP is required, else pending */
  initiateTransfer: Transfer;
  /** POST /paymentrequest/mark_as_paid/:id_or_code (an offline payment) */
  markPaymentRequestPaid: PaymentRequest;
  /** POST /paymentrequest/notify/:id_or_code (recorded in the simulated outbox) */
  notifyPaymentRequest: PaymentRequest;
  /** Test mode: the customer's bank disputes a successful transaction (POST /_test/dispute) */
  openTestDispute: Dispute;
  /** POST /transaction/partial_debit: charge as much of amount as the authorization covers, at least atLeast; status success or failed */
  partialDebit: Transaction;
  /** Stops new charges of the batch (a charge under way finishes) */
  pauseBulkCharge: BulkCharge;
  /** A checkout link for a pending order: a transaction for its amount carrying metadata.order_code, as a storefront's basket makes */
  payOrder: OrderPayment;
  /** Test mode: a customer pays on the virtual terminal (POST /_test/virtual_terminal/:code/pay) */
  payVirtualTerminal: Transaction;
  /** Operator: run the refund through its processing now (as far as the balance allows) */
  processRefund: Refund;
  /** Opens the hosted shop /shop/<slug> */
  publishStorefront: Storefront;
  /** Register a domain or subdomain for Apple Pay (once: again changes nothing); returns the list */
  registerApplePayDomain: Array<Scalars['String']['output']>;
  /** POST /preauthorization/release: let the hold go */
  releasePreauthorization: Preauthorization;
  /** DELETE /dedicated_account/split */
  removeDedicatedAccountSplit: DedicatedAccount;
  removeSplitSubaccount: Split;
  /** DELETE /virtual_terminal/:code/split_code */
  removeVirtualTerminalSplitCode: VirtualTerminal;
  /** Sends the event to the webhook URL once more, now; the attempt is logged as a new delivery */
  replayEvent: WebhookDelivery;
  /** GET /dedicated_account/requery: records the transfers still pending; answers how many */
  requeryDedicatedAccount: Scalars['Int']['output'];
  resendTransferOtp: Scalars['Boolean']['output'];
  /** POST /preauthorization/reserve_authorization: hold an amount on a saved card */
  reservePreauthorization: Preauthorization;
  /** PUT /dispute/:id/resolve */
  resolveDispute: Dispute;
  /** Continues a paused batch where it stopped */
  resumeBulkCharge: BulkCharge;
  /** PUT /customer/:id/directdebit-activation-charge: retry the activation of one pending mandate */
  retryDirectDebitActivation: Scalars['Boolean']['output'];
  /** PUT /directdebit/activation-charge: retry every pending mandate of these customers */
  retryDirectDebitActivations: Scalars['Boolean']['output'];
  /** POST /refund/retry_with_customer_details/:id: a needs-attention refund paid to the customer's bank account */
  retryRefundWithCustomerDetails: Refund;
  /** Revokes this mode's secret and public keys (the key that calls included) and issues new ones; the other mode's keys stay */
  rotateKeys: ModeKeys;
  /** Records the manage-link e-mail (Kobo sends none) */
  sendSubscriptionManageEmail: Scalars['Boolean']['output'];
  /** POST /terminal/:id/event: the device answers on the clock */
  sendTerminalEvent: TerminalEvent;
  /** Records a test event of a webhook type (its data says test_event: true); it is sent to the webhook URL like any other event */
  sendTestEvent: Event;
  setCustomerRiskAction: Customer;
  /** POST /dedicated_account/split */
  setDedicatedAccountSplit: DedicatedAccount;
  /** PUT /virtual_terminal/:code/split_code */
  setVirtualTerminalSplitCode: VirtualTerminal;
  /** Operator: settle the main account (or a subaccount) now, e.g. a manual schedule; null when nothing is unsettled */
  settleNow?: Maybe<Settlement>;
  /** Test mode: the simulated bank sends money to a dedicated account (POST /_test/dedicated_account/transfer) */
  simulateDedicatedAccountTransfer: SimulatedTransferResult;
  /** POST /charge/submit_address: the billing address for address verification */
  submitAddress: ChargeResult;
  /** birthday: YYYY-MM-DD */
  submitBirthday: ChargeResult;
  submitOtp: ChargeResult;
  submitPhone: ChargeResult;
  submitPin: ChargeResult;
  /** A signed link to the page where the customer updates the card */
  subscriptionManageLink: Scalars['String']['output'];
  /** POST /virtual_terminal/:code/destination/unassign */
  unassignVirtualTerminalDestinations: Scalars['Boolean']['output'];
  /** Unregister a domain (NOT_FOUND when it is not registered); returns the list */
  unregisterApplePayDomain: Array<Scalars['String']['output']>;
  updateCustomer: Customer;
  /** PUT /dispute/:id */
  updateDispute: Dispute;
  /** PUT /integration/webhook and /integration/payment_session_timeout in one: the key's mode only */
  updateIntegrationSettings: IntegrationSettings;
  /** PUT /page/:id_or_slug */
  updatePaymentPage: PaymentPage;
  /** PUT /paymentrequest/:id_or_code */
  updatePaymentRequest: PaymentRequest;
  /** A new amount applies to renewing subscriptions from their next charge */
  updatePlan: PlanUpdate;
  updateProduct: Product;
  updateRefundSettings: RefundSettings;
  updateSplit: Split;
  updateStorefront: Storefront;
  updateSubaccount: Subaccount;
  /** PUT /terminal/:terminal_id */
  updateTerminal: Terminal;
  updateTransferRecipient: TransferRecipient;
  /** PUT /virtual_terminal/:code */
  updateVirtualTerminal: VirtualTerminal;
  /** POST /customer/:code/identification: answered later by customeridentification.success or .failed */
  validateCustomer: CustomerIdentification;
};


export type MutationAddDisputeEvidenceArgs = {
  id: Scalars['ID']['input'];
  input: DisputeEvidenceInput;
};


export type MutationAddSplitSubaccountArgs = {
  input: SplitMemberInput;
  split: Scalars['String']['input'];
};


export type MutationAddStorefrontProductsArgs = {
  products: Array<Scalars['ID']['input']>;
  storefront: Scalars['ID']['input'];
};


export type MutationAdvanceTestClockArgs = {
  seconds: Scalars['Int']['input'];
};


export type MutationArchivePaymentRequestArgs = {
  ref: Scalars['String']['input'];
};


export type MutationAssignDedicatedAccountArgs = {
  input: AssignDedicatedAccountInput;
};


export type MutationAssignVirtualTerminalDestinationsArgs = {
  code: Scalars['String']['input'];
  destinations: Array<VirtualTerminalDestinationInput>;
};


export type MutationBulkTransferArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  transfers: Array<BulkTransferItemInput>;
};


export type MutationCapturePreauthorizationArgs = {
  input: CapturePreauthorizationInput;
};


export type MutationChargeAuthorizationArgs = {
  input: ChargeAuthorizationInput;
};


export type MutationCheckAuthorizationArgs = {
  input: CheckAuthorizationInput;
};


export type MutationCheckChargeArgs = {
  reference: Scalars['String']['input'];
};


export type MutationCommissionTerminalArgs = {
  serialNumber: Scalars['String']['input'];
};


export type MutationCreateBulkChargeArgs = {
  charges: Array<BulkChargeEntryInput>;
  reference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateChargeArgs = {
  input: CreateChargeInput;
};


export type MutationCreateCustomerArgs = {
  input: CreateCustomerInput;
};


export type MutationCreateDedicatedAccountArgs = {
  input: CreateDedicatedAccountInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreatePaymentPageArgs = {
  input: CreatePageInput;
};


export type MutationCreatePaymentRequestArgs = {
  input: CreatePaymentRequestInput;
};


export type MutationCreatePlanArgs = {
  input: CreatePlanInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


export type MutationCreateRefundArgs = {
  input: CreateRefundInput;
};


export type MutationCreateSplitArgs = {
  input: CreateSplitInput;
};


export type MutationCreateStorefrontArgs = {
  input: CreateStorefrontInput;
};


export type MutationCreateSubaccountArgs = {
  input: CreateSubaccountInput;
};


export type MutationCreateSubscriptionArgs = {
  input: CreateSubscriptionInput;
};


export type MutationCreateTransferRecipientArgs = {
  input: CreateRecipientInput;
};


export type MutationCreateTransferRecipientsArgs = {
  inputs: Array<CreateRecipientInput>;
};


export type MutationCreateVirtualTerminalArgs = {
  input: CreateVirtualTerminalInput;
};


export type MutationDeactivateAuthorizationArgs = {
  authorizationCode: Scalars['String']['input'];
};


export type MutationDeactivateDedicatedAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeactivateVirtualTerminalArgs = {
  code: Scalars['String']['input'];
};


export type MutationDecommissionTerminalArgs = {
  serialNumber: Scalars['String']['input'];
};


export type MutationDeleteProductArgs = {
  product: Scalars['ID']['input'];
};


export type MutationDeleteStorefrontArgs = {
  storefront: Scalars['ID']['input'];
};


export type MutationDeleteTransferRecipientArgs = {
  idOrCode: Scalars['String']['input'];
};


export type MutationDisableSubscriptionArgs = {
  code: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationDisableTransferOtpFinalizeArgs = {
  otp: Scalars['String']['input'];
};


export type MutationDisputeUploadUrlArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateStorefrontArgs = {
  storefront: Scalars['ID']['input'];
};


export type MutationEnableSubscriptionArgs = {
  code: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationFinalizePaymentRequestArgs = {
  ref: Scalars['String']['input'];
  sendNotification?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationFinalizeTransferArgs = {
  otp: Scalars['String']['input'];
  transferCode: Scalars['String']['input'];
};


export type MutationInitializeCustomerDirectDebitArgs = {
  customer: Scalars['String']['input'];
  input: InitializeCustomerDirectDebitInput;
};


export type MutationInitializeDirectDebitArgs = {
  input: InitializeDirectDebitInput;
};


export type MutationInitializeTransactionArgs = {
  input: InitializeTransactionInput;
};


export type MutationInitiateTransferArgs = {
  input: InitiateTransferInput;
};


export type MutationMarkPaymentRequestPaidArgs = {
  input: MarkAsPaidInput;
  ref: Scalars['String']['input'];
};


export type MutationNotifyPaymentRequestArgs = {
  ref: Scalars['String']['input'];
};


export type MutationOpenTestDisputeArgs = {
  input: OpenTestDisputeInput;
};


export type MutationPartialDebitArgs = {
  input: PartialDebitInput;
};


export type MutationPauseBulkChargeArgs = {
  code: Scalars['String']['input'];
};


export type MutationPayOrderArgs = {
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
};


export type MutationPayVirtualTerminalArgs = {
  code: Scalars['String']['input'];
  input: PayVirtualTerminalInput;
};


export type MutationProcessRefundArgs = {
  id: Scalars['String']['input'];
};


export type MutationPublishStorefrontArgs = {
  storefront: Scalars['ID']['input'];
};


export type MutationRegisterApplePayDomainArgs = {
  domainName: Scalars['String']['input'];
};


export type MutationReleasePreauthorizationArgs = {
  reference: Scalars['String']['input'];
};


export type MutationRemoveDedicatedAccountSplitArgs = {
  accountNumber: Scalars['String']['input'];
};


export type MutationRemoveSplitSubaccountArgs = {
  split: Scalars['String']['input'];
  subaccount: Scalars['String']['input'];
};


export type MutationRemoveVirtualTerminalSplitCodeArgs = {
  code: Scalars['String']['input'];
  splitCode: Scalars['String']['input'];
};


export type MutationReplayEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequeryDedicatedAccountArgs = {
  accountNumber: Scalars['String']['input'];
  date?: InputMaybe<Scalars['DateTimeISO']['input']>;
  providerSlug?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResendTransferOtpArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  transferCode: Scalars['String']['input'];
};


export type MutationReservePreauthorizationArgs = {
  input: ReservePreauthorizationInput;
};


export type MutationResolveDisputeArgs = {
  id: Scalars['ID']['input'];
  input: ResolveDisputeInput;
};


export type MutationResumeBulkChargeArgs = {
  code: Scalars['String']['input'];
};


export type MutationRetryDirectDebitActivationArgs = {
  authorizationId: Scalars['ID']['input'];
  customer: Scalars['String']['input'];
};


export type MutationRetryDirectDebitActivationsArgs = {
  customerIds: Array<Scalars['Int']['input']>;
};


export type MutationRetryRefundWithCustomerDetailsArgs = {
  id: Scalars['String']['input'];
  input: RefundAccountDetailsInput;
};


export type MutationRotateKeysArgs = {
  confirm: Scalars['String']['input'];
};


export type MutationSendSubscriptionManageEmailArgs = {
  code: Scalars['String']['input'];
};


export type MutationSendTerminalEventArgs = {
  input: SendTerminalEventInput;
  terminal: Scalars['String']['input'];
};


export type MutationSendTestEventArgs = {
  type: Scalars['String']['input'];
};


export type MutationSetCustomerRiskActionArgs = {
  customer: Scalars['String']['input'];
  riskAction: RiskAction;
};


export type MutationSetDedicatedAccountSplitArgs = {
  input: DedicatedAccountSplitInput;
};


export type MutationSetVirtualTerminalSplitCodeArgs = {
  code: Scalars['String']['input'];
  splitCode: Scalars['String']['input'];
};


export type MutationSettleNowArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSimulateDedicatedAccountTransferArgs = {
  input: SimulateDedicatedAccountTransferInput;
};


export type MutationSubmitAddressArgs = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  reference: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};


export type MutationSubmitBirthdayArgs = {
  birthday: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type MutationSubmitOtpArgs = {
  otp: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type MutationSubmitPhoneArgs = {
  phone: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type MutationSubmitPinArgs = {
  pin: Scalars['String']['input'];
  reference: Scalars['String']['input'];
};


export type MutationSubscriptionManageLinkArgs = {
  code: Scalars['String']['input'];
};


export type MutationUnassignVirtualTerminalDestinationsArgs = {
  code: Scalars['String']['input'];
  targets: Array<Scalars['String']['input']>;
};


export type MutationUnregisterApplePayDomainArgs = {
  domainName: Scalars['String']['input'];
};


export type MutationUpdateCustomerArgs = {
  customer: Scalars['String']['input'];
  input: UpdateCustomerInput;
};


export type MutationUpdateDisputeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateDisputeInput;
};


export type MutationUpdateIntegrationSettingsArgs = {
  input: UpdateIntegrationSettingsInput;
};


export type MutationUpdatePaymentPageArgs = {
  input: UpdatePageInput;
  ref: Scalars['String']['input'];
};


export type MutationUpdatePaymentRequestArgs = {
  input: UpdatePaymentRequestInput;
  ref: Scalars['String']['input'];
};


export type MutationUpdatePlanArgs = {
  input: UpdatePlanInput;
  plan: Scalars['String']['input'];
};


export type MutationUpdateProductArgs = {
  input: UpdateProductInput;
  product: Scalars['String']['input'];
};


export type MutationUpdateRefundSettingsArgs = {
  input: RefundSettingsInput;
};


export type MutationUpdateSplitArgs = {
  input: UpdateSplitInput;
  split: Scalars['String']['input'];
};


export type MutationUpdateStorefrontArgs = {
  input: UpdateStorefrontInput;
  storefront: Scalars['String']['input'];
};


export type MutationUpdateSubaccountArgs = {
  input: UpdateSubaccountInput;
  subaccount: Scalars['String']['input'];
};


export type MutationUpdateTerminalArgs = {
  input: UpdateTerminalInput;
  terminal: Scalars['String']['input'];
};


export type MutationUpdateTransferRecipientArgs = {
  idOrCode: Scalars['String']['input'];
  input: UpdateRecipientInput;
};


export type MutationUpdateVirtualTerminalArgs = {
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationValidateCustomerArgs = {
  customer: Scalars['String']['input'];
  input: CustomerIdentificationInput;
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

export type Order = {
  __typename?: 'Order';
  amount: Scalars['Money']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  /** The customer who placed it */
  customer?: Maybe<Customer>;
  domain: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Bought as a gift for someone else */
  isGift: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** The order's lines */
  lineItems: Array<OrderLine>;
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Someone else pays for it */
  payForMe: Scalars['Boolean']['output'];
  /** GET /order/:code/validate: paid, or pending with every product still on sale and in stock (one query per order: ask it of one order) */
  payable: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  shipping?: Maybe<OrderShipping>;
  shippingFee: Scalars['Money']['output'];
  /** pending or success */
  status: Scalars['String']['output'];
  /** The storefront it was placed on (null for an order made with POST /order) */
  storefront?: Maybe<Storefront>;
  storefrontId?: Maybe<Scalars['ID']['output']>;
  transactionId?: Maybe<Scalars['ID']['output']>;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  nodes: Array<Order>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderFilterInput = {
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Orders with this product */
  product?: InputMaybe<Scalars['ID']['input']>;
  /** Held anywhere in the order code or the buyer's email or name (any case) */
  search?: InputMaybe<Scalars['String']['input']>;
  /** pending or success */
  status?: InputMaybe<Scalars['String']['input']>;
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

export type OrderLine = {
  __typename?: 'OrderLine';
  amount: Scalars['Money']['output'];
  /** The product (null once deleted) */
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  /** The product name when the order was placed */
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  unitAmount: Scalars['Money']['output'];
};

export type OrderPayment = {
  __typename?: 'OrderPayment';
  accessCode: Scalars['String']['output'];
  /** The one-time checkout page URL */
  authorizationUrl: Scalars['String']['output'];
  /** The transaction's reference; it carries metadata.order_code */
  reference: Scalars['String']['output'];
};

export type OrderShipping = {
  __typename?: 'OrderShipping';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  deliveryNote?: Maybe<Scalars['String']['output']>;
  shippingFee: Scalars['Money']['output'];
  state?: Maybe<Scalars['String']['output']>;
  streetLine?: Maybe<Scalars['String']['output']>;
};

export type OrderShippingInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  deliveryNote?: InputMaybe<Scalars['String']['input']>;
  shippingFee?: InputMaybe<Scalars['Money']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  streetLine?: InputMaybe<Scalars['String']['input']>;
};

export type PageCustomField = {
  __typename?: 'PageCustomField';
  displayName: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
  variableName: Scalars['String']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
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

export type PaymentPage = {
  __typename?: 'PaymentPage';
  active: Scalars['Boolean']['output'];
  /** Absent: the payer chooses */
  amount?: Maybe<Scalars['Money']['output']>;
  collectPhone: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customFields: Array<PageCustomField>;
  description?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  name: Scalars['String']['output'];
  /** The public link path, /pay/<slug> */
  path: Scalars['String']['output'];
  plan?: Maybe<Scalars['String']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  splitCode?: Maybe<Scalars['String']['output']>;
  subaccount?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type PaymentPageConnection = {
  __typename?: 'PaymentPageConnection';
  edges: Array<PaymentPageEdge>;
  nodes: Array<PaymentPage>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PaymentPageEdge = {
  __typename?: 'PaymentPageEdge';
  cursor: Scalars['String']['output'];
  node: PaymentPage;
};

export type PaymentRequest = {
  __typename?: 'PaymentRequest';
  amount: Scalars['Money']['output'];
  /** Paid so far, online and offline */
  amountPaid: Scalars['Money']['output'];
  archived: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customer: Customer;
  description?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  dueDate?: Maybe<Scalars['DateTimeISO']['output']>;
  hasInvoice: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  invoiceNumber?: Maybe<Scalars['Int']['output']>;
  lineItems: Array<LineItem>;
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  notifications: Array<PaymentRequestNotification>;
  offlineReference?: Maybe<Scalars['String']['output']>;
  paid: Scalars['Boolean']['output'];
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** The checkout payments made towards it, oldest first */
  payments: Array<Transaction>;
  /** What remains to be paid */
  pendingAmount: Scalars['Money']['output'];
  requestCode: Scalars['String']['output'];
  splitCode?: Maybe<Scalars['String']['output']>;
  status: PaymentRequestStatus;
  tax: Array<LineItem>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type PaymentRequestConnection = {
  __typename?: 'PaymentRequestConnection';
  edges: Array<PaymentRequestEdge>;
  nodes: Array<PaymentRequest>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PaymentRequestEdge = {
  __typename?: 'PaymentRequestEdge';
  cursor: Scalars['String']['output'];
  node: PaymentRequest;
};

export type PaymentRequestFilterInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Customer id or code */
  customer?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  includeArchive?: InputMaybe<Scalars['Boolean']['input']>;
  paid?: InputMaybe<Scalars['Boolean']['input']>;
  /** Held anywhere in the code or description, or the customer's email, name or code (any case) */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PaymentRequestStatus>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type PaymentRequestNotification = {
  __typename?: 'PaymentRequestNotification';
  channel: Scalars['String']['output'];
  sentAt: Scalars['String']['output'];
};

/** draft: not issued yet; pending: issued, not fully paid; success: paid */
export type PaymentRequestStatus =
  | 'draft'
  | 'pending'
  | 'success';

export type PaymentRequestTotals = {
  __typename?: 'PaymentRequestTotals';
  pending: Array<CurrencyAmount>;
  successful: Array<CurrencyAmount>;
  total: Array<CurrencyAmount>;
};

export type Plan = {
  __typename?: 'Plan';
  amount: Scalars['Money']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** hourly, daily, weekly, monthly, quarterly, biannually or annually */
  interval: Scalars['String']['output'];
  /** Charges per subscription; 0 until cancelled */
  invoiceLimit: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  planCode: Scalars['String']['output'];
  sendInvoices: Scalars['Boolean']['output'];
  sendSms: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type PlanConnection = {
  __typename?: 'PlanConnection';
  edges: Array<PlanEdge>;
  nodes: Array<Plan>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PlanEdge = {
  __typename?: 'PlanEdge';
  cursor: Scalars['String']['output'];
  node: Plan;
};

export type PlanFilterInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  interval?: InputMaybe<Scalars['String']['input']>;
};

export type PlanSubscription = {
  __typename?: 'PlanSubscription';
  /** What each renewal charges */
  amount: Scalars['Money']['output'];
  authorization?: Maybe<Authorization>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** min hour dom month dow of the schedule (monthly: see docs/guide.md for short months) */
  cronExpression: Scalars['String']['output'];
  customer: Customer;
  domain: Scalars['String']['output'];
  /** Authenticates enable and disable */
  emailToken: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 0: until cancelled */
  invoiceLimit: Scalars['Int']['output'];
  /** Newest first */
  invoices: Array<SubscriptionInvoice>;
  nextPaymentDate?: Maybe<Scalars['DateTimeISO']['output']>;
  openInvoice?: Maybe<Scalars['String']['output']>;
  paymentsCount: Scalars['Int']['output'];
  plan: Plan;
  quantity: Scalars['Int']['output'];
  /** The schedule anchor: period n falls due n intervals after it */
  start: Scalars['DateTimeISO']['output'];
  /** active, attention, non-renewing, complete or cancelled */
  status: Scalars['String']['output'];
  subscriptionCode: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type PlanSubscriptionConnection = {
  __typename?: 'PlanSubscriptionConnection';
  edges: Array<PlanSubscriptionEdge>;
  nodes: Array<PlanSubscription>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PlanSubscriptionEdge = {
  __typename?: 'PlanSubscriptionEdge';
  cursor: Scalars['String']['output'];
  node: PlanSubscription;
};

export type PlanUpdate = {
  __typename?: 'PlanUpdate';
  /** Subscriptions whose next charge follows the new amount */
  affectedSubscriptions: Scalars['Int']['output'];
  plan: Plan;
};

export type Preauthorization = {
  __typename?: 'Preauthorization';
  /** Held on the card */
  amount: Scalars['Money']['output'];
  authorization?: Maybe<Authorization>;
  capturedAmount?: Maybe<Scalars['Money']['output']>;
  capturedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customer?: Maybe<Customer>;
  domain: Scalars['String']['output'];
  /** When the hold lapses, on the integration's clock; null while pending */
  expiryDate?: Maybe<Scalars['DateTimeISO']['output']>;
  fees: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  reference: Scalars['String']['output'];
  releasedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** pending (initialized, no card yet), authorized, captured, capture_failed, released, release_failed or failed */
  status: Scalars['String']['output'];
  /** The capture's transaction */
  transaction?: Maybe<Transaction>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type PreauthorizationConnection = {
  __typename?: 'PreauthorizationConnection';
  edges: Array<PreauthorizationEdge>;
  nodes: Array<Preauthorization>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PreauthorizationEdge = {
  __typename?: 'PreauthorizationEdge';
  cursor: Scalars['String']['output'];
  node: Preauthorization;
};

export type Product = {
  __typename?: 'Product';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inStock: Scalars['Boolean']['output'];
  isShippable: Scalars['Boolean']['output'];
  maximumOrderable?: Maybe<Scalars['Int']['output']>;
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  minimumOrderable: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Money']['output'];
  productCode: Scalars['String']['output'];
  /** Stock in all (sold included); null when unlimited and never set */
  quantity?: Maybe<Scalars['Int']['output']>;
  quantitySold: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  splitCode?: Maybe<Scalars['String']['output']>;
  unlimited: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  edges: Array<ProductEdge>;
  nodes: Array<Product>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ProductEdge = {
  __typename?: 'ProductEdge';
  cursor: Scalars['String']['output'];
  node: Product;
};

export type ProductFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type QrInput = {
  /** scan-to-pay (ZAR) or visa (NGN) */
  provider: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** GET /address_verification/states: states of a country (ISO code: NG, CA, US) for address verification */
  addressStates: Array<AddressState>;
  /** Domains registered for Apple Pay on this integration and mode, oldest first */
  applePayDomains: Array<Scalars['String']['output']>;
  /** Saved instruments, newest first */
  authorizations: AuthorizationConnection;
  /** The merchant balance per currency, from the ledger */
  balance: Array<Balance>;
  /** Merchant balance ledger entries, newest first, each with the running balance after it */
  balanceHistory: BalanceEntryConnection;
  /** The bank and telco directory of a country (by name or ISO code; Nigeria when neither country nor currency is given), by id */
  banks: Array<Bank>;
  /** One batch by id or BCH_ code */
  bulkCharge?: Maybe<BulkCharge>;
  /** A batch's charges, newest first */
  bulkChargeItems: BulkChargeItemConnection;
  /** Bulk charge batches, newest first */
  bulkCharges: BulkChargeConnection;
  /** createBulkCharge's checks, every row's at once, without queueing anything (the dashboard's CSV preview) */
  checkBulkCharge: BulkChargeCheck;
  /** bulkTransfer's checks, every row's at once, without sending anything (the dashboard's CSV preview) */
  checkBulkTransfer: BulkTransferCheck;
  /** GET /country */
  countries: Array<Country>;
  /** One customer by id, code or email (exactly one of them) */
  customer?: Maybe<Customer>;
  customers: CustomerConnection;
  /** One account by id; null when it is not this integration's (in this mode) */
  dedicatedAccount?: Maybe<DedicatedAccount>;
  /** GET /dedicated_account/available_providers */
  dedicatedAccountProviders: Array<DedicatedAccountProvider>;
  /** Newest first */
  dedicatedAccounts: DedicatedAccountConnection;
  /** GET /customer/authorization/verify/:reference */
  directDebitMandate: DirectDebitMandate;
  /** GET /directdebit/mandate-authorizations (signed mandates, newest first) */
  directDebitMandates: DirectDebitMandatePage;
  dispute?: Maybe<Dispute>;
  /** Disputes, newest first */
  disputes: DisputeConnection;
  event?: Maybe<Event>;
  /** Events of the integration and mode, newest first */
  events: EventConnection;
  /** Settings of the integration for the key's mode */
  integrationSettings: IntegrationSettings;
  /** Notifications Kobo would have sent (transfer OTPs by SMS, invoice e-mails); nothing is sent */
  notifications: SimulatedEmailConnection;
  /** One order by id or ORD_ code */
  order?: Maybe<Order>;
  /** Orders, newest first */
  orders: OrderConnection;
  /** Whether a slug is free (slugs are unique across Kobo) */
  pageSlugAvailable: Scalars['Boolean']['output'];
  /** One payment page by id or slug */
  paymentPage?: Maybe<PaymentPage>;
  /** Payment pages, newest first */
  paymentPages: PaymentPageConnection;
  /** One payment request by id or PRQ_ code */
  paymentRequest?: Maybe<PaymentRequest>;
  /** Pending, successful and total amounts by currency */
  paymentRequestTotals: PaymentRequestTotals;
  /** Newest first; archived ones only with includeArchive */
  paymentRequests: PaymentRequestConnection;
  /** One plan by id or code (exactly one of them) */
  plan?: Maybe<Plan>;
  /** Plans, newest first */
  plans: PlanConnection;
  preauthorization?: Maybe<Preauthorization>;
  /** Card pre-authorizations, newest first */
  preauthorizations: PreauthorizationConnection;
  /** One product by id or PROD_ code */
  product?: Maybe<Product>;
  /** Products, newest first (deleted ones left out) */
  products: ProductConnection;
  /** The active public key (pk_…) of the key's mode */
  publicKey: Scalars['String']['output'];
  refund?: Maybe<Refund>;
  refundSettings: RefundSettings;
  /** Newest first */
  refunds: RefundConnection;
  /** The integration's API requests of the last 24 hours, newest first */
  requestLogs: RequestLogConnection;
  /** The account name of a NUBAN at a bank (test data; docs/guide.md "Bank lookups") */
  resolveAccount: ResolvedAccount;
  resolveCardBin: CardBin;
  settlement?: Maybe<Settlement>;
  /** Newest first */
  settlements: SettlementConnection;
  /** The outbox of e-mails Kobo would have sent (invoice notifications); nothing is sent */
  simulatedEmails: SimulatedEmailConnection;
  /** One split group by id or SPL_ code */
  split?: Maybe<Split>;
  /** Split groups, newest first */
  splits: SplitConnection;
  /** One storefront by id or slug */
  storefront?: Maybe<Storefront>;
  /** Storefronts, newest first */
  storefronts: StorefrontConnection;
  /** One subaccount by id or ACCT_ code */
  subaccount?: Maybe<Subaccount>;
  /** Newest first */
  subaccounts: SubaccountConnection;
  /** One subscription by id or code (exactly one of them) */
  subscription?: Maybe<PlanSubscription>;
  /** Subscriptions, newest first */
  subscriptions: PlanSubscriptionConnection;
  /** One commissioned terminal by terminal_id or id */
  terminal?: Maybe<Terminal>;
  /** GET /terminal/:terminal_id/event/:event_id */
  terminalEvent: TerminalEvent;
  /** GET /terminal/:terminal_id/presence */
  terminalPresence: TerminalPresence;
  /** Commissioned terminals, newest first */
  terminals: TerminalConnection;
  /** The test clock (test keys only) */
  testClock: TestClock;
  /** One transaction by id or reference (exactly one of them) */
  transaction?: Maybe<Transaction>;
  /** A transaction's dispute */
  transactionDispute?: Maybe<Dispute>;
  /** Successful payments in [from, to] and what the ledger owes the merchant */
  transactionTotals: TransactionTotals;
  /** Newest first */
  transactions: TransactionConnection;
  /** By id or TRF_ code */
  transfer?: Maybe<Transfer>;
  /** Whether transfers wait for an OTP */
  transferOtpRequired: Scalars['Boolean']['output'];
  /** By id or RCP_ code */
  transferRecipient?: Maybe<TransferRecipient>;
  /** Transfer recipients, newest first */
  transferRecipients: TransferRecipientConnection;
  /** Newest first */
  transfers: TransferConnection;
  /** POST /bank/validate: an account and its holder, checked against the simulated bank directory */
  validateBankAccount: AccountValidation;
  /** One virtual terminal by its VT_ code */
  virtualTerminal?: Maybe<VirtualTerminal>;
  /** Virtual terminals, newest first */
  virtualTerminals: VirtualTerminalConnection;
  /** Webhook deliveries (one per event and target, with their attempts), newest first */
  webhookDeliveries: WebhookDeliveryConnection;
};


export type QueryAddressStatesArgs = {
  country: Scalars['String']['input'];
};


export type QueryAuthorizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuthorizationFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBalanceHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBanksArgs = {
  country?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  payWithBank?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBulkChargeArgs = {
  idOrCode: Scalars['String']['input'];
};


export type QueryBulkChargeItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  batch: Scalars['String']['input'];
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBulkChargesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckBulkChargeArgs = {
  charges: Array<BulkChargeEntryInput>;
};


export type QueryCheckBulkTransferArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  transfers: Array<BulkTransferItemInput>;
};


export type QueryCustomerArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDedicatedAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDedicatedAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<DedicatedAccountFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDirectDebitMandateArgs = {
  reference: Scalars['String']['input'];
};


export type QueryDirectDebitMandatesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  customer?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDisputeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDisputesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
  transaction?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EventFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['String']['input'];
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPageSlugAvailableArgs = {
  slug: Scalars['String']['input'];
};


export type QueryPaymentPageArgs = {
  ref: Scalars['String']['input'];
};


export type QueryPaymentPagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentRequestArgs = {
  ref: Scalars['String']['input'];
};


export type QueryPaymentRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PaymentRequestFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlanArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPlansArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PlanFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPreauthorizationArgs = {
  reference: Scalars['String']['input'];
};


export type QueryPreauthorizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['String']['input'];
};


export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRefundArgs = {
  id: Scalars['String']['input'];
};


export type QueryRefundsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRequestLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<RequestLogFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryResolveAccountArgs = {
  accountNumber: Scalars['String']['input'];
  bankCode: Scalars['String']['input'];
};


export type QueryResolveCardBinArgs = {
  bin: Scalars['String']['input'];
};


export type QuerySettlementArgs = {
  id: Scalars['String']['input'];
};


export type QuerySettlementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  subaccount?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};


export type QuerySimulatedEmailsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySplitArgs = {
  id: Scalars['String']['input'];
};


export type QuerySplitsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SplitFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStorefrontArgs = {
  id: Scalars['String']['input'];
};


export type QueryStorefrontsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StorefrontFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySubaccountArgs = {
  idOrCode: Scalars['String']['input'];
};


export type QuerySubaccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySubscriptionArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySubscriptionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SubscriptionFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTerminalArgs = {
  id: Scalars['String']['input'];
};


export type QueryTerminalEventArgs = {
  eventId: Scalars['String']['input'];
  terminal: Scalars['String']['input'];
};


export type QueryTerminalPresenceArgs = {
  terminal: Scalars['String']['input'];
};


export type QueryTerminalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTransactionArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTransactionDisputeArgs = {
  transaction: Scalars['ID']['input'];
};


export type QueryTransactionTotalsArgs = {
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};


export type QueryTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TransactionFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTransferArgs = {
  idOrCode: Scalars['String']['input'];
};


export type QueryTransferRecipientArgs = {
  idOrCode: Scalars['String']['input'];
};


export type QueryTransferRecipientsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTransfersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  recipient?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};


export type QueryValidateBankAccountArgs = {
  input: ValidateAccountInput;
};


export type QueryVirtualTerminalArgs = {
  code: Scalars['String']['input'];
};


export type QueryVirtualTerminalsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<WebhookDeliveryFilterInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type Refund = {
  __typename?: 'Refund';
  amount: Scalars['Money']['output'];
  channel?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customerNote?: Maybe<Scalars['String']['output']>;
  deductedAmount: Scalars['Money']['output'];
  domain: Scalars['String']['output'];
  expectedAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  merchantNote?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  refundedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** pending, processing, processed, failed or needs-attention */
  status: Scalars['String']['output'];
  transaction?: Maybe<Transaction>;
  transactionReference: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type RefundAccountDetailsInput = {
  /** 10 digits */
  accountNumber: Scalars['String']['input'];
  /** A bank id from GET /bank */
  bankId: Scalars['String']['input'];
  /** The refund's currency */
  currency: Scalars['String']['input'];
};

export type RefundConnection = {
  __typename?: 'RefundConnection';
  edges: Array<RefundEdge>;
  nodes: Array<Refund>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type RefundEdge = {
  __typename?: 'RefundEdge';
  cursor: Scalars['String']['output'];
  node: Refund;
};

export type RefundSettings = {
  __typename?: 'RefundSettings';
  /** Refunds may take the balance below zero instead of waiting */
  allowNegativeBalance: Scalars['Boolean']['output'];
  /** Seconds, on the integration's clock, before each processing step */
  refundDelaySeconds: Scalars['Int']['output'];
};

export type RefundSettingsInput = {
  allowNegativeBalance?: InputMaybe<Scalars['Boolean']['input']>;
  refundDelaySeconds?: InputMaybe<Scalars['Int']['input']>;
};

/** One API request of the integration, as `kobo logs` shows it */
export type RequestLog = {
  __typename?: 'RequestLog';
  /** When, on the integration's clock */
  at: Scalars['DateTimeISO']['output'];
  /** Null on a line streamed before it was stored */
  id?: Maybe<Scalars['ID']['output']>;
  method: Scalars['String']['output'];
  ms: Scalars['Int']['output'];
  /** JSON, masked; as requestBody */
  replyBody?: Maybe<Scalars['String']['output']>;
  /** JSON, masked (card numbers, secrets); failed requests, or live to a verbose subscriber */
  requestBody?: Maybe<Scalars['String']['output']>;
  requestId: Scalars['String']['output'];
  /** The route pattern, e.g. /transaction/verify/:reference */
  route: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

export type RequestLogConnection = {
  __typename?: 'RequestLogConnection';
  edges: Array<RequestLogEdge>;
  nodes: Array<RequestLog>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type RequestLogEdge = {
  __typename?: 'RequestLogEdge';
  cursor: Scalars['String']['output'];
  node: RequestLog;
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

export type ResolvedAccount = {
  __typename?: 'ResolvedAccount';
  accountName: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  bank: Bank;
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

export type Settlement = {
  __typename?: 'Settlement';
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  effectiveAmount: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  settledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  settledBy?: Maybe<Scalars['String']['output']>;
  settlementDate: Scalars['DateTimeISO']['output'];
  /** pending or success */
  status: Scalars['String']['output'];
  /** Only a subaccount's settlement */
  subaccount?: Maybe<Subaccount>;
  totalAmount: Scalars['Money']['output'];
  totalFees: Scalars['Money']['output'];
  totalProcessed: Scalars['Money']['output'];
  transactionCount: Scalars['Float']['output'];
};

export type SettlementConnection = {
  __typename?: 'SettlementConnection';
  edges: Array<SettlementEdge>;
  nodes: Array<Settlement>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SettlementEdge = {
  __typename?: 'SettlementEdge';
  cursor: Scalars['String']['output'];
  node: Settlement;
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

export type SimulatedEmail = {
  __typename?: 'SimulatedEmail';
  body: Scalars['String']['output'];
  channel: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  recipient: Scalars['String']['output'];
  /** What it is about, e.g. paymentrequest:12 */
  resource: Scalars['String']['output'];
  sentAt: Scalars['DateTimeISO']['output'];
  subject: Scalars['String']['output'];
};

export type SimulatedEmailConnection = {
  __typename?: 'SimulatedEmailConnection';
  edges: Array<SimulatedEmailEdge>;
  nodes: Array<SimulatedEmail>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SimulatedEmailEdge = {
  __typename?: 'SimulatedEmailEdge';
  cursor: Scalars['String']['output'];
  node: SimulatedEmail;
};

export type SimulatedTransferResult = {
  __typename?: 'SimulatedTransferResult';
  /** The successful dedicated_nuban payment; null while the transfer is pending */
  transaction?: Maybe<Transaction>;
  transfer: DedicatedAccountTransfer;
};

export type Split = {
  __typename?: 'Split';
  active: Scalars['Boolean']['output'];
  /** The subaccount bearing the fee when bearerType is subaccount */
  bearerSubaccount?: Maybe<Subaccount>;
  /** all, all-proportional, account or subaccount */
  bearerType: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  splitCode: Scalars['String']['output'];
  /** The group's subaccounts and shares, oldest first */
  subaccounts: Array<SplitMember>;
  /** percentage or flat */
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type SplitConnection = {
  __typename?: 'SplitConnection';
  edges: Array<SplitEdge>;
  nodes: Array<Split>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SplitEdge = {
  __typename?: 'SplitEdge';
  cursor: Scalars['String']['output'];
  node: Split;
};

export type SplitFilterInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type SplitMember = {
  __typename?: 'SplitMember';
  /** Percent for a percentage split; minor units for a flat one */
  share: Scalars['Float']['output'];
  subaccount: Subaccount;
};

export type SplitMemberInput = {
  /** Percent for a percentage split; minor units for a flat one */
  share: Scalars['Float']['input'];
  /** A subaccount code (ACCT_…) */
  subaccount: Scalars['String']['input'];
};

export type Storefront = {
  __typename?: 'Storefront';
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The storefront's products, oldest added first */
  products: Array<Product>;
  /** The hosted shop is /shop/<slug> once published */
  slug: Scalars['String']['output'];
  /** inactive or active (published) */
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type StorefrontConnection = {
  __typename?: 'StorefrontConnection';
  edges: Array<StorefrontEdge>;
  nodes: Array<Storefront>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type StorefrontEdge = {
  __typename?: 'StorefrontEdge';
  cursor: Scalars['String']['output'];
  node: Storefront;
};

export type StorefrontFilterInput = {
  /** active or inactive */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type Subaccount = {
  __typename?: 'Subaccount';
  /** The holder's name where the market resolves it (Nigeria, Ghana) */
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber: Scalars['String']['output'];
  active: Scalars['Boolean']['output'];
  bankCode: Scalars['String']['output'];
  businessName: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  /** The main account's cut, in percent */
  percentageCharge: Scalars['Float']['output'];
  primaryContactEmail?: Maybe<Scalars['String']['output']>;
  primaryContactName?: Maybe<Scalars['String']['output']>;
  primaryContactPhone?: Maybe<Scalars['String']['output']>;
  settlementBank: Scalars['String']['output'];
  /** AUTO, WEEKLY, MONTHLY or MANUAL */
  settlementSchedule: Scalars['String']['output'];
  subaccountCode: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type SubaccountConnection = {
  __typename?: 'SubaccountConnection';
  edges: Array<SubaccountEdge>;
  nodes: Array<Subaccount>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SubaccountEdge = {
  __typename?: 'SubaccountEdge';
  cursor: Scalars['String']['output'];
  node: Subaccount;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** A batch's progress as each charge finishes, and on pause, resume and completion */
  bulkChargeProgress: BulkChargeProgress;
  /** Every status change of one charge as it happens, whatever moved it: this API, REST, the checkout page or a status check */
  chargeUpdated: ChargeResult;
  /** Every change of a dispute (or of all disputes) as it happens: opened, answered, reminded, resolved */
  disputeUpdated: Dispute;
  /** Every event of the authenticated integration and mode as it is dispatched; `types` narrows by event name */
  events: Event;
  /** Every API request of the authenticated integration and mode as it is answered (REST and GraphQL, behind the secret key); bodies of failed requests, masked */
  requestLogged: RequestLog;
  /** Every change of a subscription (or of one, given its code): created, invoiced, renewed, failed, disabled, enabled, completed */
  subscriptionUpdated: PlanSubscription;
  /** Every webhook delivery of the authenticated integration and mode as an attempt ends (delivered, failed, or pending its next try); `eventId` narrows to one event */
  webhookDeliveryUpdated: WebhookDelivery;
};


export type SubscriptionBulkChargeProgressArgs = {
  batchCode: Scalars['String']['input'];
};


export type SubscriptionChargeUpdatedArgs = {
  reference: Scalars['String']['input'];
};


export type SubscriptionDisputeUpdatedArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionEventsArgs = {
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type SubscriptionRequestLoggedArgs = {
  failedOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type SubscriptionSubscriptionUpdatedArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
};


export type SubscriptionWebhookDeliveryUpdatedArgs = {
  eventId?: InputMaybe<Scalars['ID']['input']>;
};

export type SubscriptionFilterInput = {
  /** Customer id */
  customer?: InputMaybe<Scalars['ID']['input']>;
  /** Plan id, or its PLN_ code */
  plan?: InputMaybe<Scalars['ID']['input']>;
  /** active, attention, non-renewing, complete or cancelled */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type SubscriptionInvoice = {
  __typename?: 'SubscriptionInvoice';
  amount: Scalars['Money']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  /** Why the charge failed */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceCode: Scalars['String']['output'];
  paid: Scalars['Boolean']['output'];
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  periodEnd: Scalars['DateTimeISO']['output'];
  periodStart: Scalars['DateTimeISO']['output'];
  /** pending, success or failed */
  status: Scalars['String']['output'];
  /** The transaction that paid (or failed to pay) it */
  transactionId?: Maybe<Scalars['ID']['output']>;
};

export type Terminal = {
  __typename?: 'Terminal';
  address?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  deviceMake?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  /** Events sent to the terminal, newest first */
  events: Array<TerminalEvent>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  serialNumber: Scalars['String']['output'];
  /** active, or inactive once decommissioned */
  status: Scalars['String']['output'];
  /** Paystack's terminal_id */
  terminalId: Scalars['String']['output'];
};

export type TerminalConnection = {
  __typename?: 'TerminalConnection';
  edges: Array<TerminalEdge>;
  nodes: Array<Terminal>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TerminalEdge = {
  __typename?: 'TerminalEdge';
  cursor: Scalars['String']['output'];
  node: Terminal;
};

/** An invoice or transaction pushed to a terminal; the simulated device answers it on the clock */
export type TerminalEvent = {
  __typename?: 'TerminalEvent';
  /** process, view or print */
  action: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** The invoice or transaction id the event names */
  dataId?: Maybe<Scalars['String']['output']>;
  dataReference?: Maybe<Scalars['String']['output']>;
  delivered: Scalars['Boolean']['output'];
  /** Why the device could not process it */
  failure?: Maybe<Scalars['String']['output']>;
  /** The event's id (REST event_id) */
  id: Scalars['ID']['output'];
  /** pending, delivered or failed */
  status: Scalars['String']['output'];
  /** The payment the device took for an invoice it processed */
  transaction?: Maybe<Transaction>;
  /** invoice or transaction */
  type: Scalars['String']['output'];
};

export type TerminalPresence = {
  __typename?: 'TerminalPresence';
  /** False while the device has an event it has not answered */
  available: Scalars['Boolean']['output'];
  online: Scalars['Boolean']['output'];
};

export type TestClock = {
  __typename?: 'TestClock';
  /** Current time on the integration's test clock */
  now: Scalars['DateTimeISO']['output'];
};

export type Transaction = {
  __typename?: 'Transaction';
  amount: Scalars['Money']['output'];
  /** The saved instrument a successful payment used or created */
  authorization?: Maybe<Authorization>;
  bearer: Scalars['String']['output'];
  callbackUrl?: Maybe<Scalars['String']['output']>;
  channel?: Maybe<Scalars['String']['output']>;
  /** Channels allowed at initialize (null: all) */
  channels?: Maybe<Array<Scalars['String']['output']>>;
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  customer: Customer;
  /** The dispute of this transaction, if its customer disputed it */
  dispute?: Maybe<Dispute>;
  domain: Scalars['String']['output'];
  fees?: Maybe<Scalars['Money']['output']>;
  /** A split payment's shares (REST `fees_split`) */
  feesSplit?: Maybe<Scalars['JSONObject']['output']>;
  gatewayResponse?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceLimit?: Maybe<Scalars['Int']['output']>;
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** The timeline (`log`) as the REST API shows it */
  log?: Maybe<Scalars['JSONObject']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  paidAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Money received by bank transfer (channel dedicated_nuban): the paying bank's account (REST `authorization`) */
  payer?: Maybe<Scalars['JSONObject']['output']>;
  /** Plan code */
  plan?: Maybe<Scalars['String']['output']>;
  quantity?: Maybe<Scalars['Float']['output']>;
  reference: Scalars['String']['output'];
  /** Refunded so far (refunds not failed) */
  refundedAmount: Scalars['Money']['output'];
  refunds: Array<Refund>;
  requestedAmount: Scalars['Money']['output'];
  /** The settlement that paid this payment out to the main account */
  settlement?: Maybe<Settlement>;
  /** The split group (SPL_…) that shared the payment */
  splitCode?: Maybe<Scalars['String']['output']>;
  /** A split group payment's formula and shares (REST `split`) */
  splitShares?: Maybe<Scalars['JSONObject']['output']>;
  status: TransactionStatus;
  subaccount?: Maybe<Scalars['String']['output']>;
  /** The subaccount a split payment pays (`subaccount` is its code) */
  subaccountDetails?: Maybe<Subaccount>;
  transactionCharge?: Maybe<Scalars['Money']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type TransactionConnection = {
  __typename?: 'TransactionConnection';
  edges: Array<TransactionEdge>;
  nodes: Array<Transaction>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TransactionEdge = {
  __typename?: 'TransactionEdge';
  cursor: Scalars['String']['output'];
  node: Transaction;
};

export type TransactionFilterInput = {
  amount?: InputMaybe<Scalars['Money']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Customer id */
  customer?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Held anywhere in the reference, or in the customer's email, name or code (any case) */
  search?: InputMaybe<Scalars['String']['input']>;
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

export type TransactionTotals = {
  __typename?: 'TransactionTotals';
  pendingTransfers: Scalars['Money']['output'];
  pendingTransfersByCurrency: Array<CurrencyAmount>;
  totalTransactions: Scalars['Int']['output'];
  /** Successful volume, all currencies added up (see the per-currency list) */
  totalVolume: Scalars['Money']['output'];
  totalVolumeByCurrency: Array<CurrencyAmount>;
  uniqueCustomers: Scalars['Int']['output'];
};

export type Transfer = {
  __typename?: 'Transfer';
  amount: Scalars['Money']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  failures?: Maybe<Scalars['String']['output']>;
  /** Taken from the balance with the amount; given back when the transfer fails, is reversed or abandoned */
  fee: Scalars['Money']['output'];
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  recipient?: Maybe<TransferRecipient>;
  reference: Scalars['String']['output'];
  source: Scalars['String']['output'];
  /** otp, pending, success, failed, reversed or abandoned */
  status: Scalars['String']['output'];
  transferCode: Scalars['String']['output'];
  transferredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type TransferConnection = {
  __typename?: 'TransferConnection';
  edges: Array<TransferEdge>;
  nodes: Array<Transfer>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TransferEdge = {
  __typename?: 'TransferEdge';
  cursor: Scalars['String']['output'];
  node: Transfer;
};

export type TransferRecipient = {
  __typename?: 'TransferRecipient';
  /** From the bank directory for nuban recipients */
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  active: Scalars['Boolean']['output'];
  authorizationCode?: Maybe<Scalars['String']['output']>;
  bankCode?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  name: Scalars['String']['output'];
  recipientCode: Scalars['String']['output'];
  /** nuban, mobile_money or authorization */
  type: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type TransferRecipientConnection = {
  __typename?: 'TransferRecipientConnection';
  edges: Array<TransferRecipientEdge>;
  nodes: Array<TransferRecipient>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TransferRecipientEdge = {
  __typename?: 'TransferRecipientEdge';
  cursor: Scalars['String']['output'];
  node: TransferRecipient;
};

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

export type VirtualTerminal = {
  __typename?: 'VirtualTerminal';
  active: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  /** WhatsApp numbers notified of its payments */
  destinations: Array<VirtualTerminalDestination>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metadata?: Maybe<Scalars['JSONObject']['output']>;
  name: Scalars['String']['output'];
  /** The split group its payments are shared by */
  splitCode?: Maybe<Scalars['String']['output']>;
};

export type VirtualTerminalConnection = {
  __typename?: 'VirtualTerminalConnection';
  edges: Array<VirtualTerminalEdge>;
  nodes: Array<VirtualTerminal>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type VirtualTerminalDestination = {
  __typename?: 'VirtualTerminalDestination';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  target: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type VirtualTerminalDestinationInput = {
  name: Scalars['String']['input'];
  /** A WhatsApp number in international format */
  target: Scalars['String']['input'];
};

export type VirtualTerminalEdge = {
  __typename?: 'VirtualTerminalEdge';
  cursor: Scalars['String']['output'];
  node: VirtualTerminal;
};

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  attempt: Scalars['Int']['output'];
  attemptedAt: Scalars['DateTimeISO']['output'];
  /** The integration's clock at the attempt (the test clock in test mode) */
  clockAt: Scalars['DateTimeISO']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  latencyMs: Scalars['Int']['output'];
  /** The first 1 KB of the response body */
  responseBody?: Maybe<Scalars['String']['output']>;
  statusCode?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attemptCount: Scalars['Int']['output'];
  attempts: Array<WebhookAttempt>;
  createdAt: Scalars['DateTimeISO']['output'];
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  domain: Scalars['String']['output'];
  /** Event name */
  event: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** event (scheduled with retries) or replay (one attempt, on request) */
  kind: Scalars['String']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** On the integration's clock (the test clock in test mode) */
  nextAttemptAt?: Maybe<Scalars['DateTimeISO']['output']>;
  resource: Scalars['String']['output'];
  status: WebhookDeliveryStatus;
};

export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  edges: Array<WebhookDeliveryEdge>;
  nodes: Array<WebhookDelivery>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: WebhookDelivery;
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

export type PlanFieldsFragment = { __typename?: 'Plan', id: string, planCode: string, name: string, description?: string | null, amount: string, interval: string, currency: string, sendInvoices: boolean, sendSms: boolean, invoiceLimit: number, domain: string, createdAt: string, updatedAt: string };

export type SubscriptionFieldsFragment = { __typename?: 'PlanSubscription', id: string, subscriptionCode: string, emailToken: string, status: string, quantity: number, amount: string, invoiceLimit: number, paymentsCount: number, start: string, nextPaymentDate?: string | null, openInvoice?: string | null, cronExpression: string, domain: string };

export type PlansPageQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PlanFilterInput>;
}>;


export type PlansPageQuery = { __typename?: 'Query', plans: { __typename?: 'PlanConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Plan', id: string, planCode: string, name: string, description?: string | null, amount: string, interval: string, currency: string, sendInvoices: boolean, sendSms: boolean, invoiceLimit: number, domain: string, createdAt: string, updatedAt: string }> } };

export type PlanLookupQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlanLookupQuery = { __typename?: 'Query', plan?: { __typename?: 'Plan', id: string, planCode: string, name: string, description?: string | null, amount: string, interval: string, currency: string, sendInvoices: boolean, sendSms: boolean, invoiceLimit: number, domain: string, createdAt: string, updatedAt: string } | null };

export type CreatePlanMutationVariables = Exact<{
  input: CreatePlanInput;
}>;


export type CreatePlanMutation = { __typename?: 'Mutation', createPlan: { __typename?: 'Plan', id: string, planCode: string, name: string, description?: string | null, amount: string, interval: string, currency: string, sendInvoices: boolean, sendSms: boolean, invoiceLimit: number, domain: string, createdAt: string, updatedAt: string } };

export type UpdatePlanMutationVariables = Exact<{
  plan: Scalars['String']['input'];
  input: UpdatePlanInput;
}>;


export type UpdatePlanMutation = { __typename?: 'Mutation', updatePlan: { __typename?: 'PlanUpdate', affectedSubscriptions: number, plan: { __typename?: 'Plan', id: string, planCode: string, name: string, description?: string | null, amount: string, interval: string, currency: string, sendInvoices: boolean, sendSms: boolean, invoiceLimit: number, domain: string, createdAt: string, updatedAt: string } } };

export type SubscriptionsPageQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<SubscriptionFilterInput>;
}>;


export type SubscriptionsPageQuery = { __typename?: 'Query', subscriptions: { __typename?: 'PlanSubscriptionConnection', pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'PlanSubscription', id: string, subscriptionCode: string, emailToken: string, status: string, quantity: number, amount: string, invoiceLimit: number, paymentsCount: number, start: string, nextPaymentDate?: string | null, openInvoice?: string | null, cronExpression: string, domain: string, plan: { __typename?: 'Plan', planCode: string, amount: string }, customer: { __typename?: 'Customer', customerCode: string, email: string }, authorization?: { __typename?: 'Authorization', authorizationCode: string, last4: string } | null, invoices: Array<{ __typename?: 'SubscriptionInvoice', invoiceCode: string, status: string, paid: boolean, amount: string, periodStart: string, transactionId?: string | null }> }> } };

export type SubscriptionLookupQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubscriptionLookupQuery = { __typename?: 'Query', subscription?: { __typename?: 'PlanSubscription', id: string, subscriptionCode: string, emailToken: string, status: string, quantity: number, amount: string, invoiceLimit: number, paymentsCount: number, start: string, nextPaymentDate?: string | null, openInvoice?: string | null, cronExpression: string, domain: string, plan: { __typename?: 'Plan', planCode: string }, invoices: Array<{ __typename?: 'SubscriptionInvoice', invoiceCode: string, status: string }> } | null };

export type CreateSubscriptionMutationVariables = Exact<{
  input: CreateSubscriptionInput;
}>;


export type CreateSubscriptionMutation = { __typename?: 'Mutation', createSubscription: { __typename?: 'PlanSubscription', id: string, subscriptionCode: string, emailToken: string, status: string, quantity: number, amount: string, invoiceLimit: number, paymentsCount: number, start: string, nextPaymentDate?: string | null, openInvoice?: string | null, cronExpression: string, domain: string } };

export type DisableSubscriptionMutationVariables = Exact<{
  code: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type DisableSubscriptionMutation = { __typename?: 'Mutation', disableSubscription: { __typename?: 'PlanSubscription', id: string, subscriptionCode: string, emailToken: string, status: string, quantity: number, amount: string, invoiceLimit: number, paymentsCount: number, start: string, nextPaymentDate?: string | null, openInvoice?: string | null, cronExpression: string, domain: string } };

export type EnableSubscriptionMutationVariables = Exact<{
  code: Scalars['String']['input'];
  token: Scalars['String']['input'];
}>;


export type EnableSubscriptionMutation = { __typename?: 'Mutation', enableSubscription: { __typename?: 'PlanSubscription', id: string, subscriptionCode: string, emailToken: string, status: string, quantity: number, amount: string, invoiceLimit: number, paymentsCount: number, start: string, nextPaymentDate?: string | null, openInvoice?: string | null, cronExpression: string, domain: string } };

export type SubscriptionManageLinkMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type SubscriptionManageLinkMutation = { __typename?: 'Mutation', subscriptionManageLink: string };

export type SendSubscriptionManageEmailMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type SendSubscriptionManageEmailMutation = { __typename?: 'Mutation', sendSubscriptionManageEmail: boolean };

export type SubscriptionUpdatedSubscriptionVariables = Exact<{
  code?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubscriptionUpdatedSubscription = { __typename?: 'Subscription', subscriptionUpdated: { __typename?: 'PlanSubscription', subscriptionCode: string, status: string, paymentsCount: number, nextPaymentDate?: string | null } };

export type CreateBulkChargeMutationVariables = Exact<{
  charges: Array<BulkChargeEntryInput> | BulkChargeEntryInput;
  reference?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateBulkChargeMutation = { __typename?: 'Mutation', createBulkCharge: { __typename?: 'BulkCharge', batchCode: string, status: string, totalCharges: number, pendingCharges: number } };

export type PauseBulkChargeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type PauseBulkChargeMutation = { __typename?: 'Mutation', pauseBulkCharge: { __typename?: 'BulkCharge', status: string, pendingCharges: number } };

export type ResumeBulkChargeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ResumeBulkChargeMutation = { __typename?: 'Mutation', resumeBulkCharge: { __typename?: 'BulkCharge', status: string } };

export type BulkChargeDetailQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type BulkChargeDetailQuery = { __typename?: 'Query', bulkCharge?: { __typename?: 'BulkCharge', batchCode: string, status: string, totalCharges: number, pendingCharges: number, succeeded: number } | null, bulkCharges: { __typename?: 'BulkChargeConnection', totalCount: number, edges: Array<{ __typename?: 'BulkChargeEdge', node: { __typename?: 'BulkCharge', batchCode: string } }> }, bulkChargeItems: { __typename?: 'BulkChargeItemConnection', totalCount: number, edges: Array<{ __typename?: 'BulkChargeItemEdge', node: { __typename?: 'BulkChargeItem', amount: string, status: string, bulkCharge?: { __typename?: 'BulkCharge', batchCode: string } | null, customer?: { __typename?: 'Customer', email: string } | null, authorization?: { __typename?: 'Authorization', authorizationCode: string } | null, transaction?: { __typename?: 'Transaction', reference: string, status: TransactionStatus } | null } }> } };

export type BulkChargeProgressSubscriptionVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type BulkChargeProgressSubscription = { __typename?: 'Subscription', bulkChargeProgress: { __typename?: 'BulkChargeProgress', processed: number, succeeded: number, failed: number, status: string } };

export type CheckBulkChargeQueryVariables = Exact<{
  charges: Array<BulkChargeEntryInput> | BulkChargeEntryInput;
}>;


export type CheckBulkChargeQuery = { __typename?: 'Query', checkBulkCharge: { __typename?: 'BulkChargeCheck', problems: Array<{ __typename?: 'BulkRowProblem', row?: number | null, field?: string | null, message: string }>, rows: Array<{ __typename?: 'BulkChargeCheckRow', row: number, authorization?: { __typename?: 'Authorization', authorizationCode: string } | null, customer?: { __typename?: 'Customer', email: string } | null }> } };

export type OrdersFilteredQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrdersFilteredQuery = { __typename?: 'Query', orders: { __typename?: 'OrderConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Order', code: string, email: string, status: string, payable: boolean, customer?: { __typename?: 'Customer', email: string } | null, storefront?: { __typename?: 'Storefront', slug: string } | null }> } };

export type PayOrderLinkMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type PayOrderLinkMutation = { __typename?: 'Mutation', payOrder: { __typename?: 'OrderPayment', authorizationUrl: string, accessCode: string, reference: string } };

export type VirtualTerminalsFilteredQueryVariables = Exact<{
  active?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type VirtualTerminalsFilteredQuery = { __typename?: 'Query', virtualTerminals: { __typename?: 'VirtualTerminalConnection', totalCount: number, nodes: Array<{ __typename?: 'VirtualTerminal', code: string, name: string, active: boolean }> } };

export type CustomerFieldsFragment = { __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, phone?: string | null, metadata?: Record<string, unknown> | null, riskAction: string, domain: string, createdAt: string, updatedAt: string };

export type CustomersPageQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CustomerFilterInput>;
}>;


export type CustomersPageQuery = { __typename?: 'Query', customers: { __typename?: 'CustomerConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor?: string | null, endCursor?: string | null }, edges: Array<{ __typename?: 'CustomerEdge', cursor: string, node: { __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, phone?: string | null, metadata?: Record<string, unknown> | null, riskAction: string, domain: string, createdAt: string, updatedAt: string } }> } };

export type CustomerLookupQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
}>;


export type CustomerLookupQuery = { __typename?: 'Query', customer?: { __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, phone?: string | null, metadata?: Record<string, unknown> | null, riskAction: string, domain: string, createdAt: string, updatedAt: string } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CreateCustomerInput;
}>;


export type CreateCustomerMutation = { __typename?: 'Mutation', createCustomer: { __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, phone?: string | null, metadata?: Record<string, unknown> | null, riskAction: string, domain: string, createdAt: string, updatedAt: string } };

export type UpdateCustomerMutationVariables = Exact<{
  customer: Scalars['String']['input'];
  input: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { __typename?: 'Mutation', updateCustomer: { __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, phone?: string | null, metadata?: Record<string, unknown> | null, riskAction: string, domain: string, createdAt: string, updatedAt: string } };

export type SetCustomerRiskActionMutationVariables = Exact<{
  customer: Scalars['String']['input'];
  riskAction: RiskAction;
}>;


export type SetCustomerRiskActionMutation = { __typename?: 'Mutation', setCustomerRiskAction: { __typename?: 'Customer', id: string, customerCode: string, email: string, firstName?: string | null, lastName?: string | null, phone?: string | null, metadata?: Record<string, unknown> | null, riskAction: string, domain: string, createdAt: string, updatedAt: string } };

export type EventsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<EventFilterInput>;
}>;


export type EventsQuery = { __typename?: 'Query', events: { __typename?: 'EventConnection', totalCount: number, nodes: Array<{ __typename?: 'Event', id: string, type: string, resource: string, webhook: boolean, data: any }> } };

export type EventQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EventQuery = { __typename?: 'Query', event?: { __typename?: 'Event', id: string, type: string, resource: string } | null };

export type WebhookDeliveriesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<WebhookDeliveryFilterInput>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryConnection', totalCount: number, nodes: Array<{ __typename?: 'WebhookDelivery', eventId: string, event: string, status: WebhookDeliveryStatus, attemptCount: number, lastStatusCode?: number | null, nextAttemptAt?: string | null, attempts: Array<{ __typename?: 'WebhookAttempt', attempt: number, statusCode?: number | null, latencyMs: number, responseBody?: string | null, url: string }> }> } };

export type ReplayEventMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReplayEventMutation = { __typename?: 'Mutation', replayEvent: { __typename?: 'WebhookDelivery', kind: string, status: WebhookDeliveryStatus, attemptCount: number, attempts: Array<{ __typename?: 'WebhookAttempt', attempt: number, statusCode?: number | null, success: boolean, url: string }> } };

export type EventStreamSubscriptionVariables = Exact<{
  types?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type EventStreamSubscription = { __typename?: 'Subscription', events: { __typename?: 'Event', id: string, type: string, resource: string, domain: string, webhook: boolean, data: any } };

export type TestClockQueryVariables = Exact<{ [key: string]: never; }>;


export type TestClockQuery = { __typename?: 'Query', testClock: { __typename?: 'TestClock', now: string } };

export type AdvanceTestClockMutationVariables = Exact<{
  seconds: Scalars['Int']['input'];
}>;


export type AdvanceTestClockMutation = { __typename?: 'Mutation', advanceTestClock: { __typename?: 'TestClock', now: string } };

export type IntegrationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegrationSettingsQuery = { __typename?: 'Query', integrationSettings: { __typename?: 'IntegrationSettings', domain: string, webhookUrl?: string | null, paymentSessionTimeout: number } };

export type PaymentRequestFieldsFragment = { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> };

export type PaymentRequestsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PaymentRequestFilterInput>;
}>;


export type PaymentRequestsQuery = { __typename?: 'Query', paymentRequests: { __typename?: 'PaymentRequestConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string }, payments: Array<{ __typename?: 'Transaction', id: string, reference: string, amount: string, status: TransactionStatus }>, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> }> } };

export type PaymentRequestLookupQueryVariables = Exact<{
  ref: Scalars['String']['input'];
}>;


export type PaymentRequestLookupQuery = { __typename?: 'Query', paymentRequest?: { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> } | null };

export type PaymentRequestTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentRequestTotalsQuery = { __typename?: 'Query', paymentRequestTotals: { __typename?: 'PaymentRequestTotals', pending: Array<{ __typename?: 'CurrencyAmount', currency: string, amount: string }>, successful: Array<{ __typename?: 'CurrencyAmount', currency: string, amount: string }>, total: Array<{ __typename?: 'CurrencyAmount', currency: string, amount: string }> } };

export type SimulatedEmailsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  resource?: InputMaybe<Scalars['String']['input']>;
}>;


export type SimulatedEmailsQuery = { __typename?: 'Query', simulatedEmails: { __typename?: 'SimulatedEmailConnection', totalCount: number, nodes: Array<{ __typename?: 'SimulatedEmail', id: string, channel: string, recipient: string, subject: string, body: string, resource: string, sentAt: string }> } };

export type CreatePaymentRequestMutationVariables = Exact<{
  input: CreatePaymentRequestInput;
}>;


export type CreatePaymentRequestMutation = { __typename?: 'Mutation', createPaymentRequest: { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> } };

export type UpdatePaymentRequestMutationVariables = Exact<{
  ref: Scalars['String']['input'];
  input: UpdatePaymentRequestInput;
}>;


export type UpdatePaymentRequestMutation = { __typename?: 'Mutation', updatePaymentRequest: { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> } };

export type FinalizePaymentRequestMutationVariables = Exact<{
  ref: Scalars['String']['input'];
  sendNotification?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type FinalizePaymentRequestMutation = { __typename?: 'Mutation', finalizePaymentRequest: { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> } };

export type NotifyPaymentRequestMutationVariables = Exact<{
  ref: Scalars['String']['input'];
}>;


export type NotifyPaymentRequestMutation = { __typename?: 'Mutation', notifyPaymentRequest: { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> } };

export type ArchivePaymentRequestMutationVariables = Exact<{
  ref: Scalars['String']['input'];
}>;


export type ArchivePaymentRequestMutation = { __typename?: 'Mutation', archivePaymentRequest: { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> } };

export type MarkPaymentRequestPaidMutationVariables = Exact<{
  ref: Scalars['String']['input'];
  input: MarkAsPaidInput;
}>;


export type MarkPaymentRequestPaidMutation = { __typename?: 'Mutation', markPaymentRequestPaid: { __typename?: 'PaymentRequest', id: string, requestCode: string, status: PaymentRequestStatus, paid: boolean, amount: string, amountPaid: string, pendingAmount: string, currency: string, dueDate?: string | null, description?: string | null, hasInvoice: boolean, invoiceNumber?: number | null, offlineReference?: string | null, archived: boolean, paymentMethod?: string | null, note?: string | null, lineItems: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, tax: Array<{ __typename?: 'LineItem', name: string, amount: string, quantity: number }>, notifications: Array<{ __typename?: 'PaymentRequestNotification', sentAt: string, channel: string }> } };

export type PaymentPageFieldsFragment = { __typename?: 'PaymentPage', id: string, name: string, description?: string | null, amount?: string | null, currency: string, slug: string, path: string, type: string, redirectUrl?: string | null, plan?: string | null, splitCode?: string | null, active: boolean, customFields: Array<{ __typename?: 'PageCustomField', displayName: string, variableName: string, required: boolean }> };

export type PaymentPagesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PaymentPagesQuery = { __typename?: 'Query', paymentPages: { __typename?: 'PaymentPageConnection', totalCount: number, nodes: Array<{ __typename?: 'PaymentPage', id: string, name: string, description?: string | null, amount?: string | null, currency: string, slug: string, path: string, type: string, redirectUrl?: string | null, plan?: string | null, splitCode?: string | null, active: boolean, customFields: Array<{ __typename?: 'PageCustomField', displayName: string, variableName: string, required: boolean }> }> } };

export type PaymentPageLookupQueryVariables = Exact<{
  ref: Scalars['String']['input'];
}>;


export type PaymentPageLookupQuery = { __typename?: 'Query', paymentPage?: { __typename?: 'PaymentPage', id: string, name: string, description?: string | null, amount?: string | null, currency: string, slug: string, path: string, type: string, redirectUrl?: string | null, plan?: string | null, splitCode?: string | null, active: boolean, customFields: Array<{ __typename?: 'PageCustomField', displayName: string, variableName: string, required: boolean }> } | null };

export type PageSlugAvailableQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type PageSlugAvailableQuery = { __typename?: 'Query', pageSlugAvailable: boolean };

export type CreatePaymentPageMutationVariables = Exact<{
  input: CreatePageInput;
}>;


export type CreatePaymentPageMutation = { __typename?: 'Mutation', createPaymentPage: { __typename?: 'PaymentPage', id: string, name: string, description?: string | null, amount?: string | null, currency: string, slug: string, path: string, type: string, redirectUrl?: string | null, plan?: string | null, splitCode?: string | null, active: boolean, customFields: Array<{ __typename?: 'PageCustomField', displayName: string, variableName: string, required: boolean }> } };

export type UpdatePaymentPageMutationVariables = Exact<{
  ref: Scalars['String']['input'];
  input: UpdatePageInput;
}>;


export type UpdatePaymentPageMutation = { __typename?: 'Mutation', updatePaymentPage: { __typename?: 'PaymentPage', id: string, name: string, description?: string | null, amount?: string | null, currency: string, slug: string, path: string, type: string, redirectUrl?: string | null, plan?: string | null, splitCode?: string | null, active: boolean, customFields: Array<{ __typename?: 'PageCustomField', displayName: string, variableName: string, required: boolean }> } };

export type SearchListsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SearchListsQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Transaction', reference: string, customer: { __typename?: 'Customer', email: string } }> }, customers: { __typename?: 'CustomerConnection', totalCount: number, nodes: Array<{ __typename?: 'Customer', customerCode: string, email: string }> }, transfers: { __typename?: 'TransferConnection', totalCount: number, nodes: Array<{ __typename?: 'Transfer', transferCode: string, reason?: string | null, recipient?: { __typename?: 'TransferRecipient', name: string } | null }> }, transferRecipients: { __typename?: 'TransferRecipientConnection', totalCount: number, nodes: Array<{ __typename?: 'TransferRecipient', recipientCode: string, name: string }> }, paymentRequests: { __typename?: 'PaymentRequestConnection', totalCount: number, nodes: Array<{ __typename?: 'PaymentRequest', requestCode: string, description?: string | null }> } };

export type BulkChargesByStatusQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
}>;


export type BulkChargesByStatusQuery = { __typename?: 'Query', bulkCharges: { __typename?: 'BulkChargeConnection', totalCount: number, nodes: Array<{ __typename?: 'BulkCharge', batchCode: string, status: string }> } };

export type PartialDebitMutationVariables = Exact<{
  input: PartialDebitInput;
}>;


export type PartialDebitMutation = { __typename?: 'Mutation', partialDebit: { __typename?: 'Transaction', reference: string, status: TransactionStatus, amount: string, requestedAmount: string, fees?: string | null } };

export type SubmitAddressMutationVariables = Exact<{
  reference: Scalars['String']['input'];
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
}>;


export type SubmitAddressMutation = { __typename?: 'Mutation', submitAddress: { __typename?: 'ChargeResult', status: ChargeStatus, transaction?: { __typename?: 'Transaction', reference: string, status: TransactionStatus } | null } };

export type LookupsQueryVariables = Exact<{
  country: Scalars['String']['input'];
}>;


export type LookupsQuery = { __typename?: 'Query', countries: Array<{ __typename?: 'Country', isoCode: string, defaultCurrencyCode: string, currencies: Array<string> }>, addressStates: Array<{ __typename?: 'AddressState', abbreviation: string }> };

export type ValidateBankAccountQueryVariables = Exact<{
  input: ValidateAccountInput;
}>;


export type ValidateBankAccountQuery = { __typename?: 'Query', validateBankAccount: { __typename?: 'AccountValidation', verified: boolean, accountHolderMatch: boolean, verificationMessage: string } };

export type ApplePayDomainsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplePayDomainsQuery = { __typename?: 'Query', applePayDomains: Array<string> };

export type RegisterApplePayDomainMutationVariables = Exact<{
  domainName: Scalars['String']['input'];
}>;


export type RegisterApplePayDomainMutation = { __typename?: 'Mutation', registerApplePayDomain: Array<string> };

export type UnregisterApplePayDomainMutationVariables = Exact<{
  domainName: Scalars['String']['input'];
}>;


export type UnregisterApplePayDomainMutation = { __typename?: 'Mutation', unregisterApplePayDomain: Array<string> };

export type BanksQueryVariables = Exact<{
  payWithBank?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type BanksQuery = { __typename?: 'Query', banks: Array<{ __typename?: 'Bank', id: string, name: string, code: string, slug: string, payWithBank: boolean }> };

export type ResolveAccountQueryVariables = Exact<{
  accountNumber: Scalars['String']['input'];
  bankCode: Scalars['String']['input'];
}>;


export type ResolveAccountQuery = { __typename?: 'Query', resolveAccount: { __typename?: 'ResolvedAccount', accountNumber: string, accountName: string, bank: { __typename?: 'Bank', code: string, name: string } } };

export type ResolveCardBinQueryVariables = Exact<{
  bin: Scalars['String']['input'];
}>;


export type ResolveCardBinQuery = { __typename?: 'Query', resolveCardBin: { __typename?: 'CardBin', bin: string, brand: string, bank: string, countryCode: string } };

export type CreateSubaccountMutationVariables = Exact<{
  input: CreateSubaccountInput;
}>;


export type CreateSubaccountMutation = { __typename?: 'Mutation', createSubaccount: { __typename?: 'Subaccount', id: string, subaccountCode: string, businessName: string, settlementBank: string, accountName?: string | null, percentageCharge: number, settlementSchedule: string } };

export type UpdateSubaccountMutationVariables = Exact<{
  subaccount: Scalars['String']['input'];
  input: UpdateSubaccountInput;
}>;


export type UpdateSubaccountMutation = { __typename?: 'Mutation', updateSubaccount: { __typename?: 'Subaccount', id: string, percentageCharge: number, settlementSchedule: string, active: boolean } };

export type SubaccountsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SubaccountsQuery = { __typename?: 'Query', subaccounts: { __typename?: 'SubaccountConnection', totalCount: number, nodes: Array<{ __typename?: 'Subaccount', id: string, subaccountCode: string, businessName: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type CreateRefundMutationVariables = Exact<{
  input: CreateRefundInput;
}>;


export type CreateRefundMutation = { __typename?: 'Mutation', createRefund: { __typename?: 'Refund', id: string, status: string, amount: string, transactionReference: string } };

export type ProcessRefundMutationVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type ProcessRefundMutation = { __typename?: 'Mutation', processRefund: { __typename?: 'Refund', id: string, status: string, reason?: string | null, deductedAmount: string } };

export type UpdateRefundSettingsMutationVariables = Exact<{
  input: RefundSettingsInput;
}>;


export type UpdateRefundSettingsMutation = { __typename?: 'Mutation', updateRefundSettings: { __typename?: 'RefundSettings', refundDelaySeconds: number, allowNegativeBalance: boolean } };

export type RefundsQueryVariables = Exact<{
  reference?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RefundsQuery = { __typename?: 'Query', refunds: { __typename?: 'RefundConnection', totalCount: number, nodes: Array<{ __typename?: 'Refund', id: string, status: string, amount: string, transaction?: { __typename?: 'Transaction', reference: string, status: TransactionStatus } | null }> } };

export type SettleNowMutationVariables = Exact<{
  subaccount?: InputMaybe<Scalars['String']['input']>;
}>;


export type SettleNowMutation = { __typename?: 'Mutation', settleNow?: { __typename?: 'Settlement', id: string, status: string, totalAmount: string, totalFees: string, totalProcessed: string, transactionCount: number, settledBy?: string | null, subaccount?: { __typename?: 'Subaccount', subaccountCode: string } | null } | null };

export type SettlementsQueryVariables = Exact<{
  subaccount?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SettlementsQuery = { __typename?: 'Query', settlements: { __typename?: 'SettlementConnection', totalCount: number, nodes: Array<{ __typename?: 'Settlement', id: string, status: string, totalAmount: string, subaccount?: { __typename?: 'Subaccount', subaccountCode: string } | null }> } };

export type MoneyTransactionsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MoneyTransactionsQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionConnection', nodes: Array<{ __typename?: 'Transaction', id: string, reference: string, status: TransactionStatus, amount: string, subaccount?: string | null, refundedAmount: string, feesSplit?: Record<string, unknown> | null, subaccountDetails?: { __typename?: 'Subaccount', subaccountCode: string, businessName: string } | null, refunds: Array<{ __typename?: 'Refund', id: string, status: string, amount: string }>, settlement?: { __typename?: 'Settlement', id: string, status: string } | null }> } };

export type BalanceHistoryQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BalanceHistoryQuery = { __typename?: 'Query', balanceHistory: { __typename?: 'BalanceEntryConnection', totalCount: number, nodes: Array<{ __typename?: 'BalanceEntry', id: string, currency: string, difference: string, balance: string, reason: string, modelResponsible: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ChargeResultFieldsFragment = { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null };

export type TransactionsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TransactionFilterInput>;
}>;


export type TransactionsQuery = { __typename?: 'Query', transactions: { __typename?: 'TransactionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null }, nodes: Array<{ __typename?: 'Transaction', id: string, reference: string, status: TransactionStatus, amount: string, currency: string, customer: { __typename?: 'Customer', id: string, email: string }, authorization?: { __typename?: 'Authorization', authorizationCode: string, last4: string } | null }> } };

export type TransactionLookupQueryVariables = Exact<{
  reference?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
}>;


export type TransactionLookupQuery = { __typename?: 'Query', transaction?: { __typename?: 'Transaction', id: string, reference: string, status: TransactionStatus, amount: string, fees?: string | null, channel?: string | null, paidAt?: string | null, customer: { __typename?: 'Customer', email: string }, authorization?: { __typename?: 'Authorization', authorizationCode: string, reusable: boolean } | null } | null };

export type TransactionTotalsQueryVariables = Exact<{
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type TransactionTotalsQuery = { __typename?: 'Query', transactionTotals: { __typename?: 'TransactionTotals', totalTransactions: number, uniqueCustomers: number, totalVolume: string, pendingTransfers: string, totalVolumeByCurrency: Array<{ __typename?: 'CurrencyAmount', currency: string, amount: string }> } };

export type AuthorizationsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<AuthorizationFilterInput>;
}>;


export type AuthorizationsQuery = { __typename?: 'Query', authorizations: { __typename?: 'AuthorizationConnection', totalCount: number, nodes: Array<{ __typename?: 'Authorization', authorizationCode: string, last4: string, brand: string, reusable: boolean, active: boolean, customer: { __typename?: 'Customer', email: string } }> } };

export type InitializeTransactionMutationVariables = Exact<{
  input: InitializeTransactionInput;
}>;


export type InitializeTransactionMutation = { __typename?: 'Mutation', initializeTransaction: { __typename?: 'InitializeTransactionResult', authorizationUrl: string, accessCode: string, reference: string, transaction: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string } } };

export type ChargeAuthorizationMutationVariables = Exact<{
  input: ChargeAuthorizationInput;
}>;


export type ChargeAuthorizationMutation = { __typename?: 'Mutation', chargeAuthorization: { __typename?: 'Transaction', reference: string, status: TransactionStatus, amount: string, authorization?: { __typename?: 'Authorization', authorizationCode: string } | null } };

export type CheckAuthorizationMutationVariables = Exact<{
  input: CheckAuthorizationInput;
}>;


export type CheckAuthorizationMutation = { __typename?: 'Mutation', checkAuthorization: { __typename?: 'AuthorizationCheck', amount: string, currency: string } };

export type DeactivateAuthorizationMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type DeactivateAuthorizationMutation = { __typename?: 'Mutation', deactivateAuthorization: { __typename?: 'Authorization', authorizationCode: string, active: boolean } };

export type CreateChargeMutationVariables = Exact<{
  input: CreateChargeInput;
}>;


export type CreateChargeMutation = { __typename?: 'Mutation', createCharge: { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null } };

export type SubmitPinMutationVariables = Exact<{
  reference: Scalars['String']['input'];
  pin: Scalars['String']['input'];
}>;


export type SubmitPinMutation = { __typename?: 'Mutation', submitPin: { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null } };

export type SubmitOtpMutationVariables = Exact<{
  reference: Scalars['String']['input'];
  otp: Scalars['String']['input'];
}>;


export type SubmitOtpMutation = { __typename?: 'Mutation', submitOtp: { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null } };

export type SubmitPhoneMutationVariables = Exact<{
  reference: Scalars['String']['input'];
  phone: Scalars['String']['input'];
}>;


export type SubmitPhoneMutation = { __typename?: 'Mutation', submitPhone: { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null } };

export type SubmitBirthdayMutationVariables = Exact<{
  reference: Scalars['String']['input'];
  birthday: Scalars['String']['input'];
}>;


export type SubmitBirthdayMutation = { __typename?: 'Mutation', submitBirthday: { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null } };

export type CheckChargeMutationVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type CheckChargeMutation = { __typename?: 'Mutation', checkCharge: { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null } };

export type ChargeUpdatedSubscriptionVariables = Exact<{
  reference: Scalars['String']['input'];
}>;


export type ChargeUpdatedSubscription = { __typename?: 'Subscription', chargeUpdated: { __typename?: 'ChargeResult', status: ChargeStatus, reference: string, displayText?: string | null, url?: string | null, ussdCode?: string | null, qrCode?: string | null, message?: string | null, transaction?: { __typename?: 'Transaction', id: string, status: TransactionStatus, amount: string, customer: { __typename?: 'Customer', email: string } } | null } };

export type CreateTransferRecipientMutationVariables = Exact<{
  input: CreateRecipientInput;
}>;


export type CreateTransferRecipientMutation = { __typename?: 'Mutation', createTransferRecipient: { __typename?: 'TransferRecipient', id: string, recipientCode: string, type: string, accountName?: string | null, bankName?: string | null, active: boolean } };

export type CreateTransferRecipientsMutationVariables = Exact<{
  inputs: Array<CreateRecipientInput> | CreateRecipientInput;
}>;


export type CreateTransferRecipientsMutation = { __typename?: 'Mutation', createTransferRecipients: Array<{ __typename?: 'TransferRecipient', id: string, recipientCode: string }> };

export type UpdateTransferRecipientMutationVariables = Exact<{
  idOrCode: Scalars['String']['input'];
  input: UpdateRecipientInput;
}>;


export type UpdateTransferRecipientMutation = { __typename?: 'Mutation', updateTransferRecipient: { __typename?: 'TransferRecipient', id: string, name: string, email?: string | null } };

export type DeleteTransferRecipientMutationVariables = Exact<{
  idOrCode: Scalars['String']['input'];
}>;


export type DeleteTransferRecipientMutation = { __typename?: 'Mutation', deleteTransferRecipient: { __typename?: 'TransferRecipient', id: string, active: boolean } };

export type TransferRecipientsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransferRecipientsQuery = { __typename?: 'Query', transferRecipients: { __typename?: 'TransferRecipientConnection', totalCount: number, nodes: Array<{ __typename?: 'TransferRecipient', recipientCode: string, name: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type InitiateTransferMutationVariables = Exact<{
  input: InitiateTransferInput;
}>;


export type InitiateTransferMutation = { __typename?: 'Mutation', initiateTransfer: { __typename?: 'Transfer', id: string, transferCode: string, status: string, amount: string, fee: string } };

export type FinalizeTransferMutationVariables = Exact<{
  transferCode: Scalars['String']['input'];
  otp: Scalars['String']['input'];
}>;


export type FinalizeTransferMutation = { __typename?: 'Mutation', finalizeTransfer: { __typename?: 'Transfer', transferCode: string, status: string } };

export type ResendTransferOtpMutationVariables = Exact<{
  transferCode: Scalars['String']['input'];
}>;


export type ResendTransferOtpMutation = { __typename?: 'Mutation', resendTransferOtp: boolean };

export type DisableTransferOtpMutationVariables = Exact<{ [key: string]: never; }>;


export type DisableTransferOtpMutation = { __typename?: 'Mutation', disableTransferOtp: boolean };

export type DisableTransferOtpFinalizeMutationVariables = Exact<{
  otp: Scalars['String']['input'];
}>;


export type DisableTransferOtpFinalizeMutation = { __typename?: 'Mutation', disableTransferOtpFinalize: boolean };

export type EnableTransferOtpMutationVariables = Exact<{ [key: string]: never; }>;


export type EnableTransferOtpMutation = { __typename?: 'Mutation', enableTransferOtp: boolean };

export type BulkTransferMutationVariables = Exact<{
  transfers: Array<BulkTransferItemInput> | BulkTransferItemInput;
}>;


export type BulkTransferMutation = { __typename?: 'Mutation', bulkTransfer: Array<{ __typename?: 'Transfer', transferCode: string, status: string }> };

export type TransfersQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
}>;


export type TransfersQuery = { __typename?: 'Query', transfers: { __typename?: 'TransferConnection', totalCount: number, nodes: Array<{ __typename?: 'Transfer', transferCode: string, status: string, amount: string, recipient?: { __typename?: 'TransferRecipient', recipientCode: string, accountName?: string | null } | null }> } };

export type TransferQueryVariables = Exact<{
  idOrCode: Scalars['String']['input'];
}>;


export type TransferQuery = { __typename?: 'Query', transfer?: { __typename?: 'Transfer', transferCode: string, status: string, failures?: string | null } | null };

export type PayoutBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutBalanceQuery = { __typename?: 'Query', transferOtpRequired: boolean, balance: Array<{ __typename?: 'Balance', currency: string, balance: string }>, integrationSettings: { __typename?: 'IntegrationSettings', transferOtpRequired: boolean } };

export type NotificationsQueryVariables = Exact<{
  resource?: InputMaybe<Scalars['String']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'SimulatedEmailConnection', totalCount: number, nodes: Array<{ __typename?: 'SimulatedEmail', channel: string, body: string, resource: string }> } };

export type CheckBulkTransferQueryVariables = Exact<{
  transfers: Array<BulkTransferItemInput> | BulkTransferItemInput;
  currency?: InputMaybe<Scalars['String']['input']>;
}>;


export type CheckBulkTransferQuery = { __typename?: 'Query', checkBulkTransfer: { __typename?: 'BulkTransferCheck', otpRequired: boolean, problems: Array<{ __typename?: 'BulkRowProblem', row?: number | null, field?: string | null, message: string }>, rows: Array<{ __typename?: 'BulkTransferCheckRow', row: number, fee?: string | null, recipient?: { __typename?: 'TransferRecipient', recipientCode: string } | null }> } };

export type DedicatedAccountFieldsFragment = { __typename?: 'DedicatedAccount', id: string, accountNumber: string, accountName: string, bankName: string, bankId: number, providerSlug: string, currency: string, active: boolean, assigned: boolean, subaccountCode?: string | null, splitCode?: string | null, expiredAt?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } };

export type DedicatedAccountsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<DedicatedAccountFilterInput>;
}>;


export type DedicatedAccountsQuery = { __typename?: 'Query', dedicatedAccounts: { __typename?: 'DedicatedAccountConnection', totalCount: number, nodes: Array<{ __typename?: 'DedicatedAccount', id: string, accountNumber: string, accountName: string, bankName: string, bankId: number, providerSlug: string, currency: string, active: boolean, assigned: boolean, subaccountCode?: string | null, splitCode?: string | null, expiredAt?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } }> } };

export type DedicatedAccountQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DedicatedAccountQuery = { __typename?: 'Query', dedicatedAccount?: { __typename?: 'DedicatedAccount', id: string, accountNumber: string, accountName: string, bankName: string, bankId: number, providerSlug: string, currency: string, active: boolean, assigned: boolean, subaccountCode?: string | null, splitCode?: string | null, expiredAt?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } } | null };

export type DedicatedAccountProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type DedicatedAccountProvidersQuery = { __typename?: 'Query', dedicatedAccountProviders: Array<{ __typename?: 'DedicatedAccountProvider', providerSlug: string, bankId: number, bankName: string }> };

export type CreateDedicatedAccountMutationVariables = Exact<{
  input: CreateDedicatedAccountInput;
}>;


export type CreateDedicatedAccountMutation = { __typename?: 'Mutation', createDedicatedAccount: { __typename?: 'DedicatedAccount', id: string, accountNumber: string, accountName: string, bankName: string, bankId: number, providerSlug: string, currency: string, active: boolean, assigned: boolean, subaccountCode?: string | null, splitCode?: string | null, expiredAt?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } } };

export type AssignDedicatedAccountMutationVariables = Exact<{
  input: AssignDedicatedAccountInput;
}>;


export type AssignDedicatedAccountMutation = { __typename?: 'Mutation', assignDedicatedAccount: { __typename?: 'AssignDedicatedAccountResult', status: string, customer: { __typename?: 'Customer', email: string }, dedicatedAccount?: { __typename?: 'DedicatedAccount', bankName: string } | null } };

export type DeactivateDedicatedAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeactivateDedicatedAccountMutation = { __typename?: 'Mutation', deactivateDedicatedAccount: { __typename?: 'DedicatedAccount', id: string, accountNumber: string, accountName: string, bankName: string, bankId: number, providerSlug: string, currency: string, active: boolean, assigned: boolean, subaccountCode?: string | null, splitCode?: string | null, expiredAt?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } } };

export type SetDedicatedAccountSplitMutationVariables = Exact<{
  input: DedicatedAccountSplitInput;
}>;


export type SetDedicatedAccountSplitMutation = { __typename?: 'Mutation', setDedicatedAccountSplit: { __typename?: 'DedicatedAccount', id: string, accountNumber: string, accountName: string, bankName: string, bankId: number, providerSlug: string, currency: string, active: boolean, assigned: boolean, subaccountCode?: string | null, splitCode?: string | null, expiredAt?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } } };

export type RemoveDedicatedAccountSplitMutationVariables = Exact<{
  accountNumber: Scalars['String']['input'];
}>;


export type RemoveDedicatedAccountSplitMutation = { __typename?: 'Mutation', removeDedicatedAccountSplit: { __typename?: 'DedicatedAccount', id: string, accountNumber: string, accountName: string, bankName: string, bankId: number, providerSlug: string, currency: string, active: boolean, assigned: boolean, subaccountCode?: string | null, splitCode?: string | null, expiredAt?: string | null, customer: { __typename?: 'Customer', id: string, email: string, customerCode: string } } };

export type RequeryDedicatedAccountMutationVariables = Exact<{
  accountNumber: Scalars['String']['input'];
  providerSlug?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type RequeryDedicatedAccountMutation = { __typename?: 'Mutation', requeryDedicatedAccount: number };

export type SimulateDedicatedAccountTransferMutationVariables = Exact<{
  input: SimulateDedicatedAccountTransferInput;
}>;


export type SimulateDedicatedAccountTransferMutation = { __typename?: 'Mutation', simulateDedicatedAccountTransfer: { __typename?: 'SimulatedTransferResult', transfer: { __typename?: 'DedicatedAccountTransfer', reference: string, status: string, amount: string, senderName: string, senderBank: string }, transaction?: { __typename?: 'Transaction', id: string, reference: string, status: TransactionStatus, channel?: string | null, amount: string, payer?: Record<string, unknown> | null, customer: { __typename?: 'Customer', id: string } } | null } };

export const PlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"sendSms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PlanFieldsFragment, unknown>;
export const SubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"emailToken"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"cronExpression"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]} as unknown as DocumentNode<SubscriptionFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CustomerFieldsFragment, unknown>;
export const PaymentRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<PaymentRequestFieldsFragment, unknown>;
export const PaymentPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<PaymentPageFieldsFragment, unknown>;
export const ChargeResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ChargeResultFieldsFragment, unknown>;
export const DedicatedAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DedicatedAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<DedicatedAccountFieldsFragment, unknown>;
export const PlansPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlansPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"sendSms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PlansPageQuery, PlansPageQueryVariables>;
export const PlanLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"sendSms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PlanLookupQuery, PlanLookupQueryVariables>;
export const CreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"sendSms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreatePlanMutation, CreatePlanMutationVariables>;
export const UpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affectedSubscriptions"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"sendSms"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const SubscriptionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"emailToken"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"cronExpression"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]} as unknown as DocumentNode<SubscriptionsPageQuery, SubscriptionsPageQueryVariables>;
export const SubscriptionLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"emailToken"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"cronExpression"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]} as unknown as DocumentNode<SubscriptionLookupQuery, SubscriptionLookupQueryVariables>;
export const CreateSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"emailToken"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"cronExpression"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]} as unknown as DocumentNode<CreateSubscriptionMutation, CreateSubscriptionMutationVariables>;
export const DisableSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"emailToken"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"cronExpression"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]} as unknown as DocumentNode<DisableSubscriptionMutation, DisableSubscriptionMutationVariables>;
export const EnableSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"emailToken"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLimit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"cronExpression"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]} as unknown as DocumentNode<EnableSubscriptionMutation, EnableSubscriptionMutationVariables>;
export const SubscriptionManageLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionManageLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionManageLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<SubscriptionManageLinkMutation, SubscriptionManageLinkMutationVariables>;
export const SendSubscriptionManageEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSubscriptionManageEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSubscriptionManageEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<SendSubscriptionManageEmailMutation, SendSubscriptionManageEmailMutationVariables>;
export const SubscriptionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SubscriptionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextPaymentDate"}}]}}]}}]} as unknown as DocumentNode<SubscriptionUpdatedSubscription, SubscriptionUpdatedSubscriptionVariables>;
export const CreateBulkChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBulkCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"charges"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkChargeEntryInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"charges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"charges"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharges"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCharges"}}]}}]}}]} as unknown as DocumentNode<CreateBulkChargeMutation, CreateBulkChargeMutationVariables>;
export const PauseBulkChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseBulkCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseBulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCharges"}}]}}]}}]} as unknown as DocumentNode<PauseBulkChargeMutation, PauseBulkChargeMutationVariables>;
export const ResumeBulkChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeBulkCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeBulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResumeBulkChargeMutation, ResumeBulkChargeMutationVariables>;
export const BulkChargeDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkChargeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCharges"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCharges"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bulkCharges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchCode"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bulkChargeItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"success","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bulkCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BulkChargeDetailQuery, BulkChargeDetailQueryVariables>;
export const BulkChargeProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BulkChargeProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkChargeProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"batchCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BulkChargeProgressSubscription, BulkChargeProgressSubscriptionVariables>;
export const CheckBulkChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckBulkCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"charges"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkChargeEntryInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkBulkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"charges"},"value":{"kind":"Variable","name":{"kind":"Name","value":"charges"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckBulkChargeQuery, CheckBulkChargeQueryVariables>;
export const OrdersFilteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersFiltered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storefront"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrdersFilteredQuery, OrdersFilteredQueryVariables>;
export const PayOrderLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOrderLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<PayOrderLinkMutation, PayOrderLinkMutationVariables>;
export const VirtualTerminalsFilteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VirtualTerminalsFiltered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"virtualTerminals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<VirtualTerminalsFilteredQuery, VirtualTerminalsFilteredQueryVariables>;
export const CustomersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CustomersPageQuery, CustomersPageQueryVariables>;
export const CustomerLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CustomerLookupQuery, CustomerLookupQueryVariables>;
export const CreateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const UpdateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const SetCustomerRiskActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCustomerRiskAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"riskAction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RiskAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCustomerRiskAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"riskAction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"riskAction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"riskAction"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetCustomerRiskActionMutation, SetCustomerRiskActionMutationVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const EventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Event"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}}]}}]}}]} as unknown as DocumentNode<EventQuery, EventQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const ReplayEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ReplayEventMutation, ReplayEventMutationVariables>;
export const EventStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<EventStreamSubscription, EventStreamSubscriptionVariables>;
export const TestClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"now"}}]}}]}}]} as unknown as DocumentNode<TestClockQuery, TestClockQueryVariables>;
export const AdvanceTestClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdvanceTestClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seconds"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceTestClock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"now"}}]}}]}}]} as unknown as DocumentNode<AdvanceTestClockMutation, AdvanceTestClockMutationVariables>;
export const IntegrationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntegrationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSessionTimeout"}}]}}]}}]} as unknown as DocumentNode<IntegrationSettingsQuery, IntegrationSettingsQueryVariables>;
export const PaymentRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequestFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<PaymentRequestsQuery, PaymentRequestsQueryVariables>;
export const PaymentRequestLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentRequestLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<PaymentRequestLookupQuery, PaymentRequestLookupQueryVariables>;
export const PaymentRequestTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentRequestTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentRequestTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"successful"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentRequestTotalsQuery, PaymentRequestTotalsQueryVariables>;
export const SimulatedEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimulatedEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulatedEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<SimulatedEmailsQuery, SimulatedEmailsQueryVariables>;
export const CreatePaymentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<CreatePaymentRequestMutation, CreatePaymentRequestMutationVariables>;
export const UpdatePaymentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePaymentRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<UpdatePaymentRequestMutation, UpdatePaymentRequestMutationVariables>;
export const FinalizePaymentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizePaymentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendNotification"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizePaymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendNotification"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendNotification"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<FinalizePaymentRequestMutation, FinalizePaymentRequestMutationVariables>;
export const NotifyPaymentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotifyPaymentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifyPaymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<NotifyPaymentRequestMutation, NotifyPaymentRequestMutationVariables>;
export const ArchivePaymentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchivePaymentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archivePaymentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<ArchivePaymentRequestMutation, ArchivePaymentRequestMutationVariables>;
export const MarkPaymentRequestPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPaymentRequestPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkAsPaidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPaymentRequestPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"lineItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"offlineReference"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]} as unknown as DocumentNode<MarkPaymentRequestPaidMutation, MarkPaymentRequestPaidMutationVariables>;
export const PaymentPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<PaymentPagesQuery, PaymentPagesQueryVariables>;
export const PaymentPageLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentPageLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<PaymentPageLookupQuery, PaymentPageLookupQueryVariables>;
export const PageSlugAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageSlugAvailable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSlugAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}]}}]} as unknown as DocumentNode<PageSlugAvailableQuery, PageSlugAvailableQueryVariables>;
export const CreatePaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreatePaymentPageMutation, CreatePaymentPageMutationVariables>;
export const UpdatePaymentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"customFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"plan"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdatePaymentPageMutation, UpdatePaymentPageMutationVariables>;
export const SearchListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"transferRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<SearchListsQuery, SearchListsQueryVariables>;
export const BulkChargesByStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BulkChargesByStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkCharges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<BulkChargesByStatusQuery, BulkChargesByStatusQueryVariables>;
export const PartialDebitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PartialDebit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartialDebitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partialDebit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}}]}}]}}]} as unknown as DocumentNode<PartialDebitMutation, PartialDebitMutationVariables>;
export const SubmitAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"zipcode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipcode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitAddressMutation, SubmitAddressMutationVariables>;
export const LookupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lookups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isoCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCurrencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressStates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abbreviation"}}]}}]}}]} as unknown as DocumentNode<LookupsQuery, LookupsQueryVariables>;
export const ValidateBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderMatch"}},{"kind":"Field","name":{"kind":"Name","value":"verificationMessage"}}]}}]}}]} as unknown as DocumentNode<ValidateBankAccountQuery, ValidateBankAccountQueryVariables>;
export const ApplePayDomainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplePayDomains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applePayDomains"}}]}}]} as unknown as DocumentNode<ApplePayDomainsQuery, ApplePayDomainsQueryVariables>;
export const RegisterApplePayDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterApplePayDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domainName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerApplePayDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"domainName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domainName"}}}]}]}}]} as unknown as DocumentNode<RegisterApplePayDomainMutation, RegisterApplePayDomainMutationVariables>;
export const UnregisterApplePayDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnregisterApplePayDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domainName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unregisterApplePayDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"domainName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domainName"}}}]}]}}]} as unknown as DocumentNode<UnregisterApplePayDomainMutation, UnregisterApplePayDomainMutationVariables>;
export const BanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Banks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payWithBank"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payWithBank"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payWithBank"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"payWithBank"}}]}}]}}]} as unknown as DocumentNode<BanksQuery, BanksQueryVariables>;
export const ResolveAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResolveAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"bankCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveAccountQuery, ResolveAccountQueryVariables>;
export const ResolveCardBinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResolveCardBin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveCardBin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bin"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]} as unknown as DocumentNode<ResolveCardBinQuery, ResolveCardBinQueryVariables>;
export const CreateSubaccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubaccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSubaccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubaccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"settlementBank"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"percentageCharge"}},{"kind":"Field","name":{"kind":"Name","value":"settlementSchedule"}}]}}]}}]} as unknown as DocumentNode<CreateSubaccountMutation, CreateSubaccountMutationVariables>;
export const UpdateSubaccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubaccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subaccount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSubaccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubaccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subaccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subaccount"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"percentageCharge"}},{"kind":"Field","name":{"kind":"Name","value":"settlementSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<UpdateSubaccountMutation, UpdateSubaccountMutationVariables>;
export const SubaccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Subaccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subaccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SubaccountsQuery, SubaccountsQueryVariables>;
export const CreateRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"transactionReference"}}]}}]}}]} as unknown as DocumentNode<CreateRefundMutation, CreateRefundMutationVariables>;
export const ProcessRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deductedAmount"}}]}}]}}]} as unknown as DocumentNode<ProcessRefundMutation, ProcessRefundMutationVariables>;
export const UpdateRefundSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRefundSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRefundSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundDelaySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"allowNegativeBalance"}}]}}]}}]} as unknown as DocumentNode<UpdateRefundSettingsMutation, UpdateRefundSettingsMutationVariables>;
export const RefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Refunds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refunds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RefundsQuery, RefundsQueryVariables>;
export const SettleNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettleNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subaccount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subaccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subaccount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalFees"}},{"kind":"Field","name":{"kind":"Name","value":"totalProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}},{"kind":"Field","name":{"kind":"Name","value":"settledBy"}},{"kind":"Field","name":{"kind":"Name","value":"subaccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}}]}}]}}]}}]} as unknown as DocumentNode<SettleNowMutation, SettleNowMutationVariables>;
export const SettlementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settlements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subaccount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settlements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subaccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subaccount"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"subaccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SettlementsQuery, SettlementsQueryVariables>;
export const MoneyTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"subaccount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"feesSplit"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settlement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoneyTransactionsQuery, MoneyTransactionsQueryVariables>;
export const BalanceHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BalanceHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"modelResponsible"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<BalanceHistoryQuery, BalanceHistoryQueryVariables>;
export const TransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransactionsQuery, TransactionsQueryVariables>;
export const TransactionLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"reusable"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionLookupQuery, TransactionLookupQueryVariables>;
export const TransactionTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionTotals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolume"}},{"kind":"Field","name":{"kind":"Name","value":"totalVolumeByCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTransfers"}}]}}]}}]} as unknown as DocumentNode<TransactionTotalsQuery, TransactionTotalsQueryVariables>;
export const AuthorizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Authorizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthorizationFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"reusable"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthorizationsQuery, AuthorizationsQueryVariables>;
export const InitializeTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitializeTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitializeTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initializeTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<InitializeTransactionMutation, InitializeTransactionMutationVariables>;
export const ChargeAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChargeAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"authorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}}]}}]}}]}}]} as unknown as DocumentNode<ChargeAuthorizationMutation, ChargeAuthorizationMutationVariables>;
export const CheckAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CheckAuthorizationMutation, CheckAuthorizationMutationVariables>;
export const DeactivateAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"authorizationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationCode"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeactivateAuthorizationMutation, DeactivateAuthorizationMutationVariables>;
export const CreateChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CreateChargeMutation, CreateChargeMutationVariables>;
export const SubmitPinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"pin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitPinMutation, SubmitPinMutationVariables>;
export const SubmitOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitOtpMutation, SubmitOtpMutationVariables>;
export const SubmitPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitPhoneMutation, SubmitPhoneMutationVariables>;
export const SubmitBirthdayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitBirthday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"birthday"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitBirthday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"birthday"},"value":{"kind":"Variable","name":{"kind":"Name","value":"birthday"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitBirthdayMutation, SubmitBirthdayMutationVariables>;
export const CheckChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkCharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CheckChargeMutation, CheckChargeMutationVariables>;
export const ChargeUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChargeUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChargeResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChargeResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"displayText"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"ussdCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ChargeUpdatedSubscription, ChargeUpdatedSubscriptionVariables>;
export const CreateTransferRecipientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransferRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRecipientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransferRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CreateTransferRecipientMutation, CreateTransferRecipientMutationVariables>;
export const CreateTransferRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransferRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRecipientInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransferRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}}]}}]}}]} as unknown as DocumentNode<CreateTransferRecipientsMutation, CreateTransferRecipientsMutationVariables>;
export const UpdateTransferRecipientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransferRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRecipientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransferRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateTransferRecipientMutation, UpdateTransferRecipientMutationVariables>;
export const DeleteTransferRecipientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransferRecipient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransferRecipient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DeleteTransferRecipientMutation, DeleteTransferRecipientMutationVariables>;
export const TransferRecipientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferRecipients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferRecipients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TransferRecipientsQuery, TransferRecipientsQueryVariables>;
export const InitiateTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitiateTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitiateTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initiateTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}}]}}]}}]} as unknown as DocumentNode<InitiateTransferMutation, InitiateTransferMutationVariables>;
export const FinalizeTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FinalizeTransferMutation, FinalizeTransferMutationVariables>;
export const ResendTransferOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendTransferOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendTransferOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferCode"}}}]}]}}]} as unknown as DocumentNode<ResendTransferOtpMutation, ResendTransferOtpMutationVariables>;
export const DisableTransferOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTransferOtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTransferOtp"}}]}}]} as unknown as DocumentNode<DisableTransferOtpMutation, DisableTransferOtpMutationVariables>;
export const DisableTransferOtpFinalizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTransferOtpFinalize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTransferOtpFinalize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}]}]}}]} as unknown as DocumentNode<DisableTransferOtpFinalizeMutation, DisableTransferOtpFinalizeMutationVariables>;
export const EnableTransferOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableTransferOtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableTransferOtp"}}]}}]} as unknown as DocumentNode<EnableTransferOtpMutation, EnableTransferOtpMutationVariables>;
export const BulkTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transfers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkTransferItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transfers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transfers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BulkTransferMutation, BulkTransferMutationVariables>;
export const TransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TransfersQuery, TransfersQueryVariables>;
export const TransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idOrCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failures"}}]}}]}}]} as unknown as DocumentNode<TransferQuery, TransferQueryVariables>;
export const PayoutBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transferOtpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"integrationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferOtpRequired"}}]}}]}}]} as unknown as DocumentNode<PayoutBalanceQuery, PayoutBalanceQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const CheckBulkTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckBulkTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transfers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkTransferItemInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkBulkTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transfers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transfers"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckBulkTransferQuery, CheckBulkTransferQueryVariables>;
export const DedicatedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DedicatedAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccountFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dedicatedAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DedicatedAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DedicatedAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<DedicatedAccountsQuery, DedicatedAccountsQueryVariables>;
export const DedicatedAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DedicatedAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dedicatedAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DedicatedAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DedicatedAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<DedicatedAccountQuery, DedicatedAccountQueryVariables>;
export const DedicatedAccountProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DedicatedAccountProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dedicatedAccountProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<DedicatedAccountProvidersQuery, DedicatedAccountProvidersQueryVariables>;
export const CreateDedicatedAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDedicatedAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDedicatedAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDedicatedAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DedicatedAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DedicatedAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<CreateDedicatedAccountMutation, CreateDedicatedAccountMutationVariables>;
export const AssignDedicatedAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignDedicatedAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignDedicatedAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignDedicatedAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dedicatedAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]}}]} as unknown as DocumentNode<AssignDedicatedAccountMutation, AssignDedicatedAccountMutationVariables>;
export const DeactivateDedicatedAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateDedicatedAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateDedicatedAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DedicatedAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DedicatedAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<DeactivateDedicatedAccountMutation, DeactivateDedicatedAccountMutationVariables>;
export const SetDedicatedAccountSplitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDedicatedAccountSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccountSplitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDedicatedAccountSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DedicatedAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DedicatedAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<SetDedicatedAccountSplitMutation, SetDedicatedAccountSplitMutationVariables>;
export const RemoveDedicatedAccountSplitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDedicatedAccountSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDedicatedAccountSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DedicatedAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DedicatedAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DedicatedAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"subaccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"splitCode"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}}]}}]}}]} as unknown as DocumentNode<RemoveDedicatedAccountSplitMutation, RemoveDedicatedAccountSplitMutationVariables>;
export const RequeryDedicatedAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequeryDedicatedAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"providerSlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requeryDedicatedAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"providerSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"providerSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]}]}}]} as unknown as DocumentNode<RequeryDedicatedAccountMutation, RequeryDedicatedAccountMutationVariables>;
export const SimulateDedicatedAccountTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SimulateDedicatedAccountTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SimulateDedicatedAccountTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"simulateDedicatedAccountTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderBank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payer"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SimulateDedicatedAccountTransferMutation, SimulateDedicatedAccountTransferMutationVariables>;