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

// An account number at a bank or telco of any market, by the directory's type: a NUBAN as above; a
// bank account elsewhere by its country's length; a mobile money number as a phone number (a leading
// + kept off); a till or paybill number.
const ACCOUNT_PATTERNS: Record<Exclude<BankRecord['type'], 'nuban'>, RegExp> = {
  ghipss: /^\d{8,16}$/,
  kepss: /^\d{6,16}$/,
  basa: /^\d{7,11}$/,
  mobile_money: /^\d{9,13}$/,
  mobile_money_business: /^\d{5,8}$/,
};

export function checkAccountAt(bank: BankRecord, value: string | undefined, field = 'account_number'): string {
  if (bank.type === 'nuban') return checkAccountNumber(value, field);
  let v = (value ?? '').trim();
  if (!v) throw missing(field, 'Account number is required');
  if (bank.type === 'mobile_money' && v.startsWith('+')) v = v.slice(1);
  if (!/^\d+$/.test(v)) throw invalid(field, 'Account number should be numeric');
  if (!ACCOUNT_PATTERNS[bank.type].test(v)) throw invalid(field, 'Account number is invalid');
  return v;
}
