import { createHash } from 'node:crypto';
import { MARKETS, type MarketCountry } from '../markets';
import { MARKET_BANKS, type BankType } from './market-banks.data';
import { NG_BANKS, type NgBankRecord } from './ng-banks.data';

// The one bank directory: GET /bank, account resolution, subaccounts, recipients, and the checkout's
// bank and USSD choices all read it, so a bank is named the same way everywhere.
export type { BankType } from './market-banks.data';

// A directory entry: a Nigerian record's fields, which every country's entry has, and what the
// directory adds.
export interface BankRecord extends NgBankRecord {
  country: MarketCountry;
  currency: string;
  type: BankType;
  // A recipient at it can be paid by transfer.
  supportsTransfer: boolean;
  // A payer can pay a checkout by transferring from it (Pay with Transfer in Nigeria, Pesalink in Kenya).
  payWithBankTransfer: boolean;
  // South Africa: the account holder types POST /bank/validate verifies.
  supportedTypes?: readonly string[];
  createdAt: string;
  updatedAt: string | null;
}

// Kobo's Nigerian records carry no timestamps of their own; Paystack's samples show these.
const NG_LISTED_AT = '2016-07-14T10:04:29.000Z';

// Nigeria's banks: the directory every NUBAN flow (resolution, subaccounts, mandates, checkout) reads.
export const BANKS: readonly BankRecord[] = NG_BANKS.map((b) => ({
  ...b,
  country: 'NG',
  currency: 'NGN',
  type: 'nuban',
  supportsTransfer: true,
  payWithBankTransfer: true,
  createdAt: NG_LISTED_AT,
  updatedAt: NG_LISTED_AT,
}));

// Every market's banks and telcos, by id.
export const DIRECTORY: readonly BankRecord[] = [
  ...BANKS,
  ...(Object.entries(MARKET_BANKS) as Array<[Exclude<MarketCountry, 'NG'>, (typeof MARKET_BANKS)['GH']]>).flatMap(([country, list]) =>
    list.map((b): BankRecord => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      code: b.code,
      longcode: b.type === 'basa' || b.type === 'ghipss' ? b.code : '',
      pay_with_bank: false,
      country,
      currency: MARKETS[country].currency,
      type: b.type,
      supportsTransfer: true,
      payWithBankTransfer: b.type === 'kepss',
      ...(b.supportedTypes ? { supportedTypes: b.supportedTypes } : {}),
      createdAt: b.createdAt,
      updatedAt: country === 'ZA' ? null : b.createdAt,
    })),
  ),
].sort((a, b) => a.id - b.id);

const byCode = new Map(BANKS.map((b) => [b.code, b]));
const byName = new Map(BANKS.flatMap((b) => [[b.name.toLowerCase(), b] as const, [b.slug, b] as const]));
const byCountryCode = new Map(DIRECTORY.map((b) => [`${b.country}:${b.code}`, b]));

// A Nigerian bank by its code.
export function bankByCode(code: string): BankRecord | undefined {
  return byCode.get(code.trim());
}

// A bank or telco of one market by its code (telco codes repeat across markets: MTN).
export function bankIn(country: MarketCountry, code: string): BankRecord | undefined {
  return byCountryCode.get(`${country}:${code.trim().toUpperCase()}`) ?? byCountryCode.get(`${country}:${code.trim()}`);
}

// A bank given as its name (as the spec says for subaccounts), its slug, or its code.
export function bankByNameOrCode(value: string): BankRecord | undefined {
  const v = value.trim();
  return byCode.get(v) ?? byName.get(v.toLowerCase());
}

// Banks offering Pay with Bank by account number (the checkout's form, the simulator's account
// flow), by code; and USSD short codes, by code: derived from the directory. Kuda pays by phone and
// app token instead (processor/channels.ts): GET /bank?pay_with_bank=true lists it, this does not.
export const PAY_WITH_BANK_BANKS: Readonly<Record<string, string>> = Object.fromEntries(
  BANKS.filter((b) => b.pay_with_bank && !b.payWithPhone).map((b) => [b.code, b.name]),
);
export const USSD_BANK_CODES: Readonly<Record<string, string>> = Object.fromEntries(BANKS.filter((b) => b.ussd).map((b) => [b.ussd!, b.name]));

// ---- account resolution (test data; docs/guide.md "Bank lookups") ----

// Accounts that resolve to fixed names, so merchants can assert on them.
export const TEST_ACCOUNTS: ReadonlyArray<{ bankCode: string; accountNumber: string; accountName: string }> = [
  { bankCode: '057', accountNumber: '0000000000', accountName: 'ZENITH TEST ACCOUNT' },
  { bankCode: '058', accountNumber: '0001234567', accountName: 'KOBO TEST CUSTOMER' },
  { bankCode: '058', accountNumber: '0022728151', accountName: 'WES GIBBONS' },
  { bankCode: '044', accountNumber: '0123456789', accountName: 'ADA OBI' },
];

// Account numbers that do not exist at any bank: resolution fails with the documented 422.
export const NONEXISTENT_ACCOUNTS: readonly string[] = ['9999999999', '1111111111'];

const FIRST = ['ADAEZE', 'BOLA', 'CHIDI', 'DAMILOLA', 'EMEKA', 'FUNMI', 'GBENGA', 'HALIMA', 'IFEOMA', 'JIDE', 'KEMI', 'LANRE', 'MUSA', 'NGOZI', 'OLU', 'TUNDE'];
const LAST = [
  'ADEYEMI',
  'BELLO',
  'CHUKWU',
  'DANJUMA',
  'EZE',
  'FASHOLA',
  'GARBA',
  'IBRAHIM',
  'NWOSU',
  'OKAFOR',
  'OKONKWO',
  'SALAMI',
  'UCHE',
  'YUSUF',
  'ADEBAYO',
  'OKORO',
];

export type AccountResolution = { kind: 'resolved'; accountName: string } | { kind: 'not_found' };

// Any other well-formed account resolves to a name derived from a hash of bank and number: the
// same answer every time, on every node.
export function resolveAccountName(bankCode: string, accountNumber: string): AccountResolution {
  if (NONEXISTENT_ACCOUNTS.includes(accountNumber)) return { kind: 'not_found' };
  const fixed = TEST_ACCOUNTS.find((a) => a.bankCode === bankCode && a.accountNumber === accountNumber);
  if (fixed) return { kind: 'resolved', accountName: fixed.accountName };
  const h = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  return { kind: 'resolved', accountName: `${FIRST[h[0]! % FIRST.length]} ${LAST[h[1]! % LAST.length]}` };
}

// ---- BVN resolution (test data) ----

export interface BvnRecord {
  first_name: string;
  last_name: string;
  dob: string;
  mobile: string;
}

export const TEST_BVNS: Readonly<Record<string, BvnRecord>> = {
  '12345678901': { first_name: 'UCHENNA', last_name: 'OKORO', dob: '1990-01-15', mobile: '08012345678' },
  '22222222221': { first_name: 'ADA', last_name: 'OBI', dob: '1985-06-30', mobile: '08098765432' },
};
export const NONEXISTENT_BVNS: readonly string[] = ['00000000000', '99999999999'];

export function resolveBvn(bvn: string): BvnRecord | null {
  if (NONEXISTENT_BVNS.includes(bvn)) return null;
  const fixed = TEST_BVNS[bvn];
  if (fixed) return fixed;
  const h = createHash('sha256').update(`bvn:${bvn}`).digest();
  const year = 1960 + (h[2]! % 40);
  const month = 1 + (h[3]! % 12);
  const day = 1 + (h[4]! % 28);
  const mobile = `080${String(h.readUInt32BE(5) % 100_000_000).padStart(8, '0')}`;
  return {
    first_name: FIRST[h[0]! % FIRST.length]!,
    last_name: LAST[h[1]! % LAST.length]!,
    dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    mobile,
  };
}

// ---- card BINs ----

export interface BinRecord {
  bin: string;
  brand: string;
  sub_brand: string;
  country_code: string;
  country_name: string;
  card_type: string;
  bank: string;
  linked_bank_id: number | null;
}

const bin = (b: string, brand: string, bank: string, cardType = 'DEBIT', subBrand = ''): BinRecord => {
  const linked = BANKS.find((x) => x.name === bank);
  return { bin: b, brand, sub_brand: subBrand, country_code: 'NG', country_name: 'Nigeria', card_type: cardType, bank, linked_bank_id: linked?.id ?? null };
};

// Every test card of reference/paystack-facts.md §2.1 (Paystack answers "TEST BANK" for them) and
// common local BINs of the three main brands.
export const BINS: Readonly<Record<string, BinRecord>> = Object.fromEntries(
  [
    bin('408408', 'Visa', 'TEST BANK'),
    bin('507850', 'Verve', 'TEST BANK'),
    bin('506066', 'Verve', 'TEST BANK'),
    bin('519260', 'Mastercard', 'TEST BANK'),
    bin('506060', 'Verve', 'TEST BANK'),
    bin('539983', 'Mastercard', 'Guaranty Trust Bank'),
    bin('539923', 'Mastercard', 'Guaranty Trust Bank'),
    bin('512336', 'Mastercard', 'Access Bank', 'CREDIT', 'World'),
    bin('519911', 'Mastercard', 'United Bank For Africa'),
    bin('535542', 'Mastercard', 'Zenith Bank'),
    bin('418745', 'Visa', 'First Bank of Nigeria'),
    bin('427876', 'Visa', 'Zenith Bank', 'CREDIT', 'Platinum'),
    bin('424242', 'Visa', 'Stanbic IBTC Bank'),
    bin('459754', 'Visa', 'Guaranty Trust Bank'),
    bin('506099', 'Verve', 'First Bank of Nigeria'),
    bin('506102', 'Verve', 'Zenith Bank'),
    bin('506118', 'Verve', 'United Bank For Africa'),
    bin('650002', 'Verve', 'Access Bank'),
  ].map((r) => [r.bin, r]),
);

// A known BIN, or the brand its prefix implies (bank and country unknown).
export function resolveBin(value: string): BinRecord {
  const known = BINS[value];
  if (known) return known;
  const brand = /^(506[01]|507[89]|6500)/.test(value) ? 'Verve' : /^4/.test(value) ? 'Visa' : /^(5[1-5]|2[2-7])/.test(value) ? 'Mastercard' : 'Unknown';
  return { bin: value, brand, sub_brand: '', country_code: '', country_name: '', card_type: '', bank: '', linked_bank_id: null };
}
