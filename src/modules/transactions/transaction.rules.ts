import { checkSplitCode, checkSubaccountCode } from '../../core/codes';
import { DomainError, invalid } from '../../core/errors';
import { checkAmount } from '../../core/money';
import { oneOf } from '../../core/validate';
import { BEARERS, type Bearer } from './transaction.entity';
import { TRANSACTION_STATUSES } from './transaction.state';
import type { TransactionOptions } from './transaction.store';

// The rules every way of starting a payment shares (initialize, charge, charge_authorization).

export const CHANNELS = ['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'apple_pay', 'capitec_pay', 'payattitude'] as const;

export interface TransactionOptionParams {
  plan?: string;
  subaccount?: string;
  splitCode?: string;
  invoiceLimit?: number;
  quantity?: number;
  transactionCharge?: number;
  bearer?: string;
}

// The plan and split options initialize and charge_authorization share, checked the same way.
export function checkTransactionOptions(params: TransactionOptionParams, amount: number): TransactionOptions {
  const plan = params.plan?.trim() || null;
  if (plan && !/^PLN_[A-Za-z0-9]{1,60}$/.test(plan)) throw invalid('plan', 'plan must be a plan code (PLN_…)');
  const subaccount = checkSubaccountCode(params.subaccount);
  const splitCode = checkSplitCode(params.splitCode);
  // One way of sharing a payment at a time: a split group already names its subaccounts.
  if (splitCode && subaccount) throw invalid('split_code', 'Pass either subaccount or split_code, not both');
  const invoiceLimit = params.invoiceLimit ?? null;
  if (invoiceLimit !== null && (!Number.isInteger(invoiceLimit) || invoiceLimit < 0 || invoiceLimit > 2_147_483_647)) {
    throw invalid('invoice_limit', 'invoice_limit must be a whole number from 0');
  }
  const quantity = params.quantity ?? null;
  if (quantity !== null && (!Number.isFinite(quantity) || quantity <= 0 || quantity > 1_000_000))
    throw invalid('quantity', 'quantity must be a positive number');
  const transactionCharge = params.transactionCharge ?? null;
  if (transactionCharge !== null && (!Number.isSafeInteger(transactionCharge) || transactionCharge < 0 || transactionCharge > amount)) {
    throw invalid('transaction_charge', 'transaction_charge must be a whole number of minor units, not more than the amount');
  }
  const bearer: Bearer = params.bearer === undefined ? 'account' : oneOf(params.bearer, BEARERS, 'bearer');
  return {
    planCode: plan,
    subaccountCode: subaccount,
    splitCode,
    invoiceLimit,
    quantity: quantity === null ? null : String(quantity),
    transactionCharge,
    bearer,
  };
}

// With a plan the given amount is ignored (the plan's option check supplies it), so it may be absent.
export function amountOrPlan(params: { amount?: number; plan?: string }): number {
  if (params.plan?.trim() && (params.amount === undefined || params.amount === null)) return 0;
  if (params.plan?.trim() && Number.isSafeInteger(params.amount)) return params.amount!;
  return checkAmount(params.amount);
}

export const duplicateReference = (): DomainError => new DomainError('validation', 'Duplicate Transaction Reference', 'duplicate_reference', 'reference');

export const checkStatus = (status: string): string => oneOf(status, TRANSACTION_STATUSES, 'status');
