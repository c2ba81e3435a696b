import { DomainError, invalid, notFound } from '../../core/errors';
import type { Page, PageRequest } from '../../core/pagination';
import { ACCOUNT_NOT_RESOLVED, checkAccountNumber, checkBankCode } from '../../core/banks/rules';
import { BANKS, bankByCode, resolveAccountName, resolveBin, resolveBvn, type BankRecord, type BinRecord, type BvnRecord } from '../../core/banks/directory';

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
