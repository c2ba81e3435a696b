// Types of Kobo's drop-in for @paystack/inline-js (the PaystackPop API of Paystack's InlineJS v2).

export interface PopupCustomer {
  id: number;
  email: string;
  customer_code: string;
  first_name: string | null;
  last_name: string | null;
}

export interface LoadResponse {
  id: number;
  customer: PopupCustomer;
  accessCode: string;
}

export interface SuccessResponse {
  id: number;
  reference: string;
  trxref: string;
  trans: string;
  transaction: string;
  status: 'success';
  message: string;
}

export interface Callbacks {
  onSuccess?: (response: SuccessResponse) => void;
  onCancel?: () => void;
  onLoad?: (response: LoadResponse) => void;
  onError?: (error: { message: string }) => void;
}

export interface TransactionOptions extends Callbacks {
  key: string;
  email: string;
  amount: number | string;
  currency?: string;
  reference?: string;
  ref?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  channels?: string[];
  metadata?: Record<string, unknown>;
  planCode?: string;
  invoiceLimit?: number;
  quantity?: number;
  subaccountCode?: string;
  split_code?: string;
  transactionCharge?: number;
  bearer?: 'account' | 'subaccount';
  /** The id of an element to show the checkout in, instead of over the page. */
  container?: string;
  /** Kobo's address; else window.KOBO_URL (the copy Kobo serves knows its own). */
  koboUrl?: string;
  /** v1 names, also taken. */
  callback?: (response: SuccessResponse) => void;
  onClose?: () => void;
  [option: string]: unknown;
}

export interface PopupTransaction {
  id: string;
  status: 'pending' | 'loaded' | 'success' | 'cancelled' | 'error';
  accessCode: string | null;
  reference: string | null;
  response: SuccessResponse | null;
  getStatus(): { id: string; status: PopupTransaction['status']; accessCode: string | null; reference: string | null; response: SuccessResponse | null };
}

export interface PaymentRequestOptions extends Omit<TransactionOptions, 'container'> {
  /** The id of the element the Apple Pay button goes in. */
  container: string;
  /** The id of the merchant's own button that opens the full checkout. */
  loadPaystackCheckoutButton?: string;
  styles?: { theme?: 'dark' | 'light'; applePay?: { width?: string; height?: string; borderRadius?: string; type?: string; locale?: string } };
  onElementsMount?: (elements: { applePay: boolean } | null) => void;
}

export interface ResumeOptions extends Callbacks {
  accessCode: string;
  koboUrl?: string;
}

declare class PaystackPop {
  constructor();
  newTransaction(options: TransactionOptions): PopupTransaction;
  checkout(options: TransactionOptions): Promise<PopupTransaction>;
  resumeTransaction(accessCode: string, callbacks?: Callbacks & { koboUrl?: string }): PopupTransaction;
  resumeTransaction(options: ResumeOptions): PopupTransaction;
  preloadTransaction(options: TransactionOptions & { accessCode?: string }): () => PopupTransaction;
  cancelTransaction(idOrTransaction: string | PopupTransaction): void;
  isLoaded(): boolean;
  paymentRequest(options: PaymentRequestOptions): Promise<PopupTransaction>;
  /** v1: PaystackPop.setup({...}).openIframe() */
  static setup(options: TransactionOptions): { openIframe(): PopupTransaction };
}

export default PaystackPop;
