import { invalid, missing } from '../errors';
import { bankByCode, type BankRecord } from './directory';

// Account and bank code rules, shared by every slice that takes bank details (banks, subaccounts,
// transfer recipients).
export const ACCOUNT_NOT_RESOLVED = 'Could not resolve account name. Check parameters or try again.';

// Checks a NUBAN as Paystack does: required, digits only, exactly 10 of them.
export function checkAccountNumber(value: string | undefined, field = 'account_number'): string {
  const v = (value ?? '').trim();
  if (!v) throw missing(field, 'Account number is required');
  if (!/^\d+$/.test(v)) throw invalid(field, 'Account number should be numeric');
  if (v.length !== 10) throw invalid(field, 'Account number is invalid');
  return v;
}

export function checkBankCode(value: string | undefined, field = 'bank_code'): BankRecord {
  const v = (value ?? '').trim();
  if (!v) throw missing(field, 'bank_code is required');
  const bank = bankByCode(v);
  if (!bank) throw invalid(field, 'Unknown bank code');
  return bank;
}
