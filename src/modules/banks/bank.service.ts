import { DomainError, invalid, missing, notFound } from '../../core/errors';
import type { Page, PageRequest } from '../../core/pagination';
import { ACCOUNT_NOT_RESOLVED, checkAccountNumber, checkBankCode } from '../../core/banks/rules';
import { COUNTRIES, STATES, type CountryRecord, type StateRecord } from './countries.data';
import { BANKS, bankByCode, resolveAccountName, resolveBin, resolveBvn, type BankRecord, type BinRecord, type BvnRecord } from '../../core/banks/directory';

export interface ValidateAccountParams {
  bankCode?: string;
  countryCode?: string;
  accountNumber?: string;
  accountName?: string;
  accountType?: string;
  documentType?: string;
  documentNumber?: string;
}

export const ACCOUNT_TYPES = ['personal', 'business'] as const;
export const DOCUMENT_TYPES = ['identityNumber', 'passportNumber', 'businessRegistrationNumber'] as const;

// POST /bank/validate. `found` false: the account does not exist (Paystack answers that with a 400
// whose data still carries the verdict).
export interface AccountValidation {
  accountType: (typeof ACCOUNT_TYPES)[number];
  found: boolean;
  verified: boolean;
  verificationMessage: string;
  accountAcceptsDebits: boolean;
  accountAcceptsCredits: boolean;
  accountHolderMatch: boolean;
  accountOpenForMoreThanThreeMonths: boolean;
  accountOpen: boolean;
}

export interface BankFilter {
  country?: string;
  currency?: string;
  type?: string;
  payWithBank?: boolean;
}

// The bank directory and the lookups merchants call before paying anyone out. Stateless: the
// directory is a data file (core/banks), and the resolutions are deterministic test data.
export class BankService {
  list(filter: BankFilter, page: PageRequest): Page<BankRecord> {
    const country = filter.country?.trim().toLowerCase();
    const currency = filter.currency?.trim().toUpperCase();
    const type = filter.type?.trim().toLowerCase();
    const matches = BANKS.filter(
      (b) =>
        (!country || country === 'nigeria' || country === 'ng') &&
        (!currency || currency === 'NGN') &&
        (!type || type === 'nuban') &&
        (filter.payWithBank === undefined || b.pay_with_bank === filter.payWithBank),
    ).sort((a, b) => a.id - b.id);
    if (page.mode === 'offset') {
      const start = (page.page - 1) * page.perPage;
      return { mode: 'offset', items: matches.slice(start, start + page.perPage), total: matches.length, page: page.page, perPage: page.perPage };
    }
    // Ascending by id: `next` is the last id seen, `previous` the first.
    let items: BankRecord[];
    let more: boolean;
    if (page.previous !== undefined) {
      const before = matches.filter((b) => b.id < page.previous!);
      items = before.slice(Math.max(0, before.length - page.perPage));
      more = before.length > page.perPage;
      const last = items[items.length - 1];
      return { mode: 'cursor', items, perPage: page.perPage, next: last ? last.id : null, previous: more && items[0] ? items[0].id : null };
    }
    const after = page.next === undefined ? matches : matches.filter((b) => b.id > page.next!);
    items = after.slice(0, page.perPage);
    more = after.length > page.perPage;
    const last = items[items.length - 1];
    return { mode: 'cursor', items, perPage: page.perPage, next: more && last ? last.id : null, previous: page.next !== undefined && items[0] ? items[0].id : null };
  }

  bank(code: string): BankRecord | null {
    return bankByCode(code) ?? null;
  }

  byIds(ids: readonly number[]): Array<BankRecord | null> {
    return ids.map((id) => BANKS.find((b) => b.id === id) ?? null);
  }

  // GET /bank/resolve.
  resolveAccount(accountNumber: string | undefined, bankCode: string | undefined): { accountNumber: string; accountName: string; bank: BankRecord } {
    const number = checkAccountNumber(accountNumber);
    const bank = checkBankCode(bankCode);
    const result = resolveAccountName(bank.code, number);
    if (result.kind === 'not_found') throw new DomainError('unprocessable', ACCOUNT_NOT_RESOLVED, 'invalid_params', 'account_number');
    return { accountNumber: number, accountName: result.accountName, bank };
  }

  // GET /country.
  countries(): readonly CountryRecord[] {
    return COUNTRIES;
  }

  // GET /address_verification/states?country=: by ISO code (NG, CA, US).
  states(country: string | undefined): readonly StateRecord[] {
    const code = (country ?? '').trim().toUpperCase();
    if (!code) throw missing('country', 'Country is required');
    const states = STATES[code];
    if (!states) throw invalid('country', 'Country is not supported for address verification');
    return states;
  }

  // POST /bank/validate: the account is looked up in the simulated directory (the same answers as
  // GET /bank/resolve), and the holder matches when the given name has the same words as the
  // account's, in any order and case. The document is checked for presence only.
  validateAccount(params: ValidateAccountParams): AccountValidation {
    const required: Array<[keyof ValidateAccountParams, string]> = [
      ['bankCode', 'bank_code'],
      ['countryCode', 'country_code'],
      ['accountNumber', 'account_number'],
      ['accountName', 'account_name'],
      ['accountType', 'account_type'],
      ['documentType', 'document_type'],
    ];
    for (const [key, field] of required) if (!params[key]?.trim()) throw missing(field, `${field} is required`);
    const accountType = params.accountType!.trim() as AccountValidation['accountType'];
    if (!ACCOUNT_TYPES.includes(accountType)) throw invalid('account_type', `account_type must be one of: ${ACCOUNT_TYPES.join(', ')}`);
    const documentType = params.documentType!.trim();
    if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType)) throw invalid('document_type', `document_type must be one of: ${DOCUMENT_TYPES.join(', ')}`);
    if (params.documentNumber !== undefined && !params.documentNumber.trim()) throw invalid('document_number', 'document_number must not be empty');
    // The simulated directory holds Nigerian banks only.
    if (params.countryCode!.trim().toUpperCase() !== 'NG') throw invalid('country_code', 'Account verification is only available for NG accounts');
    const number = checkAccountNumber(params.accountNumber);
    const bank = checkBankCode(params.bankCode);
    const result = resolveAccountName(bank.code, number);
    if (result.kind === 'not_found') {
      return { accountType, found: false, verified: false, verificationMessage: 'The provided bank account number is invalid', accountAcceptsDebits: false, accountAcceptsCredits: false, accountHolderMatch: false, accountOpenForMoreThanThreeMonths: false, accountOpen: false };
    }
    const words = (name: string) => name.toUpperCase().split(/\s+/).filter(Boolean).sort().join(' ');
    const match = words(params.accountName!) === words(result.accountName);
    return {
      accountType,
      found: true,
      verified: match,
      verificationMessage: match ? 'Account is verified successfully' : 'The account name does not match the name on the account',
      accountAcceptsDebits: true,
      accountAcceptsCredits: true,
      accountHolderMatch: match,
      accountOpenForMoreThanThreeMonths: true,
      accountOpen: true,
    };
  }

  // GET /bank/resolve_bvn/:bvn.
  resolveBvn(bvn: string): BvnRecord & { bvn: string } {
    const v = bvn.trim();
    if (!/^\d{11}$/.test(v)) throw invalid('bvn', 'BVN must be 11 digits long');
    const record = resolveBvn(v);
    if (!record) throw notFound('Unable to resolve BVN', 'bvn_not_found');
    return { ...record, bvn: v };
  }

  // GET /decision/bin/:bin: the first six digits of a card.
  resolveBin(value: string): BinRecord {
    const v = value.trim();
    if (!/^\d{6}/.test(v) || !/^\d{6,8}$/.test(v)) throw invalid('bin', 'BIN must be the first 6 digits of a card');
    return resolveBin(v.slice(0, 6));
  }
}
