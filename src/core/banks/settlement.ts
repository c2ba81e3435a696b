import { DomainError, invalid, missing } from '../errors';
import type { MarketCountry } from '../markets';
import { bankByNameOrCode, bankIn, DIRECTORY, resolveAccountName, type BankRecord, type BankType } from './directory';
import { ACCOUNT_NOT_RESOLVED, checkAccountAt } from './rules';

// The account a subaccount settles to, in its integration's market (POST/PUT /subaccount).

// What a subaccount may settle to in each market, from that market's directory: a NUBAN in Nigeria;
// a GhIPSS bank account or a mobile money wallet in Ghana; a bank account (KEPSS) or an M-PESA
// number in Kenya; a bank account (BASA) in South Africa; a mobile money wallet in Côte d'Ivoire.
// (M-PESA tills and paybills are transfer recipients, not settlement accounts.)
const SETTLEMENT_TYPES: Readonly<Record<MarketCountry, readonly BankType[]>> = {
  NG: ['nuban'],
  GH: ['ghipss', 'mobile_money'],
  KE: ['kepss', 'mobile_money'],
  ZA: ['basa'],
  CI: ['mobile_money'],
};

// Where Paystack resolves an account's holder (GET /bank/resolve: Nigerian and Ghanaian accounts),
// the account must resolve and its name is kept. Elsewhere the account is checked for its form only,
// as transfer recipients there are (South African accounts are verified apart, by POST
// /bank/validate), and its name is unknown: `account_name` null, as Paystack's schema allows.
const RESOLVED: readonly MarketCountry[] = ['NG', 'GH'];

export interface SettlementAccount {
  bank: BankRecord;
  accountNumber: string;
  accountName: string | null;
}

export function settlementAccount(country: MarketCountry, bankValue: string | undefined, accountValue: string | undefined): SettlementAccount {
  if (bankValue === undefined || bankValue.trim() === '') throw missing('settlement_bank', 'Settlement bank is required');
  // Paystack documents a bank code; Kobo has taken a Nigerian bank's name or slug too.
  const bank = country === 'NG' ? bankByNameOrCode(bankValue) : bankOf(country, bankValue);
  if (!bank || bank.country !== country || !SETTLEMENT_TYPES[country].includes(bank.type)) throw invalid('settlement_bank', 'Bank is invalid');
  const accountNumber = checkAccountAt(bank, accountValue);
  if (!RESOLVED.includes(country)) return { bank, accountNumber, accountName: null };
  const resolved = resolveAccountName(bank.code, accountNumber);
  if (resolved.kind === 'not_found') throw new DomainError('validation', ACCOUNT_NOT_RESOLVED, 'invalid_params', 'account_number');
  return { bank, accountNumber, accountName: resolved.accountName };
}

// A bank or telco of one market by its code, name or slug.
function bankOf(country: MarketCountry, value: string): BankRecord | undefined {
  const v = value.trim().toLowerCase();
  return bankIn(country, value) ?? DIRECTORY.find((b) => b.country === country && (b.name.toLowerCase() === v || b.slug === v));
}
