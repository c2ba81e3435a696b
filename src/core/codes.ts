import { invalid } from './errors';

// The codes Kobo issues that other resources name: a split group (SPL_…) and a subaccount (ACCT_…).
export const SPLIT_CODE = /^SPL_[A-Za-z0-9]{1,60}$/;
export const SUBACCOUNT_CODE = /^ACCT_[A-Za-z0-9]{1,59}$/;

// An optional split_code: blank is none, anything else must have the code's shape.
export function checkSplitCode(value: string | null | undefined): string | null {
  const code = value?.trim() || null;
  if (code && !SPLIT_CODE.test(code)) throw invalid('split_code', 'split_code must be a split code (SPL_…)');
  return code;
}

// An optional subaccount: blank is none, anything else must have the code's shape.
export function checkSubaccountCode(value: string | null | undefined): string | null {
  const code = value?.trim() || null;
  if (code && !SUBACCOUNT_CODE.test(code)) throw invalid('subaccount', 'subaccount must be a subaccount code (ACCT_…)');
  return code;
}
