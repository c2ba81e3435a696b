import { DomainError, invalid, missing, notFound } from '../../core/errors';
import type { Page, PageRequest } from '../../core/pagination';
import { ACCOUNT_NOT_RESOLVED, checkAccountAt, checkAccountNumber, checkBankCode } from '../../core/banks/rules';
import { MARKETS, marketByName, type MarketCountry } from '../../core/markets';
import { COUNTRIES, STATES, type CountryRecord, type StateRecord } from './countries.data';
import {
  bankByCode,
  bankIn,
  DIRECTORY,
  resolveAccountName,
  resolveBin,
  resolveBvn,
  type BankRecord,
  type BinRecord,
  type BvnRecord,
} from '../../core/banks/directory';
import { ZA_TEST_ACCOUNTS } from './za-accounts.data';

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
  payWithBankTransfer?: boolean;
  supportsTransfer?: boolean;
  enabledForVerification?: boolean;
}

// Paystack's own spelling in its OpenAPI enum (`ghipps`) names the same Ghanaian bank type.
const TYPE_ALIASES: Readonly<Record<string, string>> = { ghipps: 'ghipss' };

// Resolution (GET /bank/resolve) is for Nigerian and Ghanaian accounts; South African accounts are
// verified with POST /bank/validate instead.
const RESOLVABLE: readonly MarketCountry[] = ['NG', 'GH'];
const VERIFIABLE: readonly string[] = ['NG', 'ZA'];

// The bank directory and the lookups merchants call before paying anyone out. Stateless: the
// directory is a data file (core/banks), and the resolutions are deterministic test data.
export class BankService {
  // Neither country nor currency given: Nigeria, as Paystack answers. A country or currency no market
  // has lists nothing.
  list(filter: BankFilter, page: PageRequest): Page<BankRecord> {
    const countryName = filter.country?.trim();
    const currency = filter.currency?.trim().toUpperCase();
    const rawType = filter.type?.trim().toLowerCase();
    const type = rawType ? (TYPE_ALIASES[rawType] ?? rawType) : undefined;
    const country: MarketCountry | null | undefined = countryName ? (marketByName(countryName)?.country ?? null) : currency ? undefined : 'NG';
    const matches = DIRECTORY.filter(
      (b) =>
        country !== null &&
        (!country || b.country === country) &&
        (!currency || b.currency === currency) &&
        (!type || b.type === type) &&
        (filter.payWithBank === undefined || b.pay_with_bank === filter.payWithBank) &&
        (filter.payWithBankTransfer === undefined || b.payWithBankTransfer === filter.payWithBankTransfer) &&
        (filter.supportsTransfer === undefined || b.supportsTransfer === filter.supportsTransfer) &&
        (filter.enabledForVerification === undefined || VERIFIABLE.includes(b.country) === filter.enabledForVerification),
    );
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
    return {
      mode: 'cursor',
      items,
      perPage: page.perPage,
      next: more && last ? last.id : null,
      previous: page.next !== undefined && items[0] ? items[0].id : null,
    };
  }

  bank(code: string): BankRecord | null {
    return bankByCode(code) ?? null;
  }

  // A bank or telco of one market (a recipient's bank_code in its currency's market).
  bankIn(country: MarketCountry, code: string): BankRecord | null {
    return bankIn(country, code) ?? null;
  }

  byIds(ids: readonly number[]): Array<BankRecord | null> {
    return ids.map((id) => DIRECTORY.find((b) => b.id === id) ?? null);
  }

  // GET /bank/resolve: a NUBAN at a Nigerian bank, or a Ghanaian bank account or mobile money number.
  resolveAccount(accountNumber: string | undefined, bankCode: string | undefined): { accountNumber: string; accountName: string; bank: BankRecord } {
    const code = bankCode?.trim();
    const elsewhere = code && !bankByCode(code) ? (bankIn('GH', code) ?? DIRECTORY.find((b) => b.code === code)) : undefined;
    if (elsewhere && !RESOLVABLE.includes(elsewhere.country))
      throw invalid('bank_code', `Account resolution is not available for ${MARKETS[elsewhere.country].name} accounts`);
    const number = elsewhere ? checkAccountAt(elsewhere, accountNumber) : checkAccountNumber(accountNumber);
    const bank = elsewhere ?? checkBankCode(bankCode);
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
    if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType))
      throw invalid('document_type', `document_type must be one of: ${DOCUMENT_TYPES.join(', ')}`);
    if (params.documentNumber !== undefined && !params.documentNumber.trim()) throw invalid('document_number', 'document_number must not be empty');
    const country = params.countryCode!.trim().toUpperCase();
    if (!VERIFIABLE.includes(country)) throw invalid('country_code', 'Account verification is only available for NG and ZA accounts');
    let number: string;
    let bank: BankRecord;
    let fixedName: string | undefined;
    let documentMatch = true;
    if (country === 'ZA') {
      const za = bankIn('ZA', params.bankCode!);
      if (!za) throw invalid('bank_code', 'Unknown bank code');
      bank = za;
      number = checkAccountAt(bank, params.accountNumber);
      if (!bank.supportedTypes?.includes(accountType)) throw invalid('account_type', `${bank.name} does not verify ${accountType} accounts`);
      const documentNumber = params.documentNumber?.trim();
      if (!documentNumber) throw missing('document_number', 'document_number is required');
      if (documentType === 'identityNumber' && !/^\d{13}$/.test(documentNumber))
        throw invalid('document_number', 'A South African identity number has 13 digits');
      if (documentType === 'businessRegistrationNumber' && accountType !== 'business')
        throw invalid('document_type', 'businessRegistrationNumber is for business accounts');
      const test = ZA_TEST_ACCOUNTS.find((a) => a.bankCode === bank.code && a.accountNumber === number);
      fixedName = test?.accountName;
      documentMatch = !test || test.documentNumber === documentNumber;
    } else {
      number = checkAccountNumber(params.accountNumber);
      bank = checkBankCode(params.bankCode);
    }
    const resolved = resolveAccountName(bank.code, number);
    const result = resolved.kind === 'resolved' && fixedName !== undefined ? { kind: 'resolved' as const, accountName: fixedName } : resolved;
    if (result.kind === 'not_found') {
      return {
        accountType,
        found: false,
        verified: false,
        verificationMessage: 'The provided bank account number is invalid',
        accountAcceptsDebits: false,
        accountAcceptsCredits: false,
        accountHolderMatch: false,
        accountOpenForMoreThanThreeMonths: false,
        accountOpen: false,
      };
    }
    const words = (name: string) => name.toUpperCase().split(/\s+/).filter(Boolean).sort().join(' ');
    const nameMatch = words(params.accountName!) === words(result.accountName);
    const match = nameMatch && documentMatch;
    return {
      accountType,
      found: true,
      verified: match,
      verificationMessage: match
        ? 'Account is verified successfully'
        : nameMatch
          ? 'The document number does not match the account holder'
          : 'The account name does not match the name on the account',
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
