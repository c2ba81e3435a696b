import { DomainError } from '../../src/core/errors';
import { checkAmount, checkCurrency, MAX_AMOUNT, readMinor } from '../../src/core/money';
import { transactionFee } from '../../src/ledger/fees';
import { splitShares, type SplitBearer } from '../../src/modules/subaccounts/split';
import { transferFee } from '../../src/modules/transfers/transfer.fees';

// Expected values below were worked out by hand (and with exact decimal arithmetic), not read back
// from the functions under test.

const failure = (fn: () => unknown): { code: string; message: string } | 'no error' => {
  try {
    fn();
    return 'no error';
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { code: err.code, message: err.message };
  }
};

describe('card fee: 1.5% rounded up, + NGN 100 from NGN 2,500, capped at NGN 2,000 (ledger/fees.ts)', () => {
  it.each([
    [0, 0],
    [1, 1], // 0.015 kobo rounds up to 1
    [66, 1], // 0.99
    [67, 2], // 1.005
    [100, 2], // 1.5: a half rounds up too
    [1_000, 15],
    [1_001, 16], // 15.015
    [10_000, 150],
    [66_666, 1_000], // 999.99
    [249_999, 3_750], // 3,749.985, just below the flat fee
    [250_000, 13_750], // 3,750 + the NGN 100 flat fee
    [250_001, 13_751], // 3,750.015 → 3,751
    [1_000_000, 25_000],
    [12_666_600, 199_999], // 189,999 + 10,000: one kobo under the cap
    [12_666_666, 200_000], // 189,999.99 → 190,000 + 10,000: at the cap
    [12_666_667, 200_000], // over it, capped
    [MAX_AMOUNT, 200_000],
  ])('amount %i → fee %i', (amount, fee) => {
    expect(transactionFee(amount)).toBe(fee);
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %p (a bug upstream, not a price)', (amount) => {
    expect(() => transactionFee(amount)).toThrow(/fee of a non-integer amount/);
  });
});

describe('fees per currency and channel (ledger/fees.ts)', () => {
  it.each([
    // Nigeria: the same rule on every local channel.
    [1_000_000, 'NGN', 'bank_transfer', 25_000],
    [1_000_000, 'NGN', 'ussd', 25_000],
    // Ghana: 1.95% on cards and mobile money, no cap.
    [10_000, 'GHS', 'card', 195],
    [10_001, 'GHS', 'mobile_money', 196], // 195.0195
    [1_000_000_000, 'GHS', 'card', 19_500_000],
    // Kenya: 2.9% on cards, 1.5% on M-PESA.
    [10_000, 'KES', 'card', 290],
    [10_000, 'KES', 'mobile_money', 150],
    [10_001, 'KES', 'mobile_money', 151], // 150.015
    // South Africa: 2.9% + R1 on cards, 2% on EFT; never more than the payment.
    [10_000, 'ZAR', 'card', 390],
    [10_000, 'ZAR', 'capitec_pay', 390],
    [10_000, 'ZAR', 'eft', 200],
    [50, 'ZAR', 'card', 50], // 2 + 100, capped at the payment
    // Côte d'Ivoire: 3.2%.
    [10_000, 'XOF', 'mobile_money', 320],
    // Dollars, and a currency no market prices: 3.9%.
    [10_000, 'USD', 'card', 390],
    [10_000, 'EGP', 'card', 390],
  ])('%i %s by %s → fee %i', (amount, currency, channel, fee) => {
    expect(transactionFee(amount, currency, channel)).toBe(fee);
  });

  it('prices a payment whose channel is not known yet as a card', () => {
    expect(transactionFee(10_000, 'KES', null)).toBe(290);
    expect(transactionFee(10_000, 'KES')).toBe(290);
  });
});

describe('transfer fee by currency, amount band and recipient type (transfers/transfer.fees.ts)', () => {
  it.each([
    ['NGN', 100, 'nuban', 1_000],
    ['NGN', 500_000, 'nuban', 1_000], // NGN 5,000: still the first band
    ['NGN', 500_001, 'nuban', 2_500],
    ['NGN', 5_000_000, 'nuban', 2_500], // NGN 50,000: still the second band
    ['NGN', 5_000_001, 'nuban', 5_000],
    ['NGN', 100_000_000, 'nuban', 5_000],
    ['GHS', 100, 'mobile_money', 100],
    ['GHS', 100_000_000, 'mobile_money', 100],
    ['GHS', 100, 'ghipss', 800],
    ['KES', 150_000, 'mobile_money', 2_000], // KES 1,500
    ['KES', 150_001, 'mobile_money', 4_000],
    ['KES', 2_000_000, 'mobile_money', 4_000], // KES 20,000
    ['KES', 2_000_001, 'mobile_money', 6_000],
    ['ZAR', 1_000_000, 'basa', 0], // not priced yet
    ['USD', 1_000_000, 'nuban', 0],
  ])('%s %i to %s → %i', (currency, amount, type, fee) => {
    expect(transferFee(currency, amount, type)).toBe(fee);
  });
});

describe('split shares: main share rounded down, fees from the bearer first (subaccounts/split.ts)', () => {
  it.each<[string, number, number, number, number | null, SplitBearer, number, number, number, number]>([
    // case, amount, fees, percentage (bp), flat charge, bearer → integration gross, subaccount gross, integration net, subaccount net
    ['20%, account bears the fee', 10_000, 150, 2_000, null, 'account', 2_000, 8_000, 1_850, 8_000],
    ['20%, subaccount bears the fee', 10_000, 150, 2_000, null, 'subaccount', 2_000, 8_000, 2_000, 7_850],
    ['a fraction of a kobo goes to the subaccount', 10_001, 0, 2_500, null, 'account', 2_500, 7_501, 2_500, 7_501],
    ['an exact half goes to the subaccount', 3, 0, 5_000, null, 'account', 1, 2, 1, 2],
    ['just under one kobo is none', 1, 0, 9_999, null, 'account', 0, 1, 0, 1],
    ['0%: everything to the subaccount', 10_000, 150, 0, null, 'account', 0, 10_000, 0, 9_850],
    ['100%: nothing to the subaccount', 10_000, 150, 10_000, null, 'subaccount', 10_000, 0, 9_850, 0],
    ['fee above the bearer (account) share: the rest from the subaccount', 10_000, 150, 100, null, 'account', 100, 9_900, 0, 9_850],
    ['fee above the bearer (subaccount) share', 10_000, 150, 9_900, null, 'subaccount', 9_900, 100, 9_850, 0],
    ['a flat charge instead of the percentage', 10_000, 150, 2_000, 3_000, 'account', 3_000, 7_000, 2_850, 7_000],
    ['a flat charge above the amount is the whole amount', 3_000, 45, 0, 5_000, 'account', 3_000, 0, 2_955, 0],
    ['a flat charge of zero', 10_000, 150, 2_000, 0, 'subaccount', 0, 10_000, 0, 9_850],
    ['zero amount', 0, 0, 2_000, null, 'account', 0, 0, 0, 0],
    ['the fee is the whole amount', 100, 100, 5_000, null, 'account', 50, 50, 0, 0],
    // amount × 3333 passes 2^53: computed exactly (BigInt), rounded down.
    [
      'past 2^53 in the product',
      Number.MAX_SAFE_INTEGER,
      200_000,
      3_333,
      null,
      'account',
      3_002_099_511_605_172,
      6_005_099_743_135_819,
      3_002_099_511_405_172,
      6_005_099_743_135_819,
    ],
  ])('%s', (_case, amount, fees, percentageChargeBp, transactionCharge, bearer, integrationGross, subaccountGross, integration, subaccount) => {
    const shares = splitShares({ amount, fees, percentageChargeBp, transactionCharge, bearer });
    expect(shares).toEqual({ integration, subaccount, paystack: fees, integrationGross, subaccountGross });
    // The rule's promise: the three parts are the amount, to the kobo.
    expect(BigInt(shares.integration) + BigInt(shares.subaccount) + BigInt(shares.paystack)).toBe(BigInt(amount));
  });

  it.each([
    [{ amount: 100, fees: 101 }, /fees 101 above amount 100/],
    [{ amount: -1, fees: 0 }, /split of a bad amount/],
    [{ amount: 100, fees: 1.5 }, /split of a bad fees/],
    [{ amount: 100, fees: 0, percentageChargeBp: 12.5 }, /split of a bad percentageChargeBp/],
  ])('refuses %p', (input, message) => {
    expect(() => splitShares({ percentageChargeBp: 2_000, transactionCharge: null, bearer: 'account', ...input })).toThrow(message);
  });
});

describe('readMinor: an amount as clients send it (core/money.ts)', () => {
  it.each<[unknown, number | 'not an integer' | 'too large']>([
    [0, 0],
    ['0', 0],
    [42, 42],
    ['42', 42],
    ['  42 ', 42],
    ['007', 7],
    [-5, -5],
    ['-5', -5], // a number; whether negatives are allowed is the caller's rule
    [1e3, 1000],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
    ['9007199254740992', 'too large'],
    [2 ** 53, 'too large'],
    ['99999999999999999999999', 'too large'],
    [1.5, 'not an integer'],
    ['1.5', 'not an integer'],
    ['1.0', 'not an integer'],
    ['', 'not an integer'],
    ['   ', 'not an integer'],
    ['1e3', 'not an integer'],
    ['0x10', 'not an integer'],
    ['+5', 'not an integer'],
    ['1 000', 'not an integer'],
    ['١٢', 'not an integer'], // Arabic-Indic digits are not ASCII digits
    [Number.NaN, 'not an integer'],
    [Number.POSITIVE_INFINITY, 'not an integer'],
    [null, 'not an integer'],
    [undefined, 'not an integer'],
    [true, 'not an integer'],
    [[5], 'not an integer'],
    [{}, 'not an integer'],
    [BigInt(5), 'not an integer'],
  ])('%p → %p', (value, expected) => {
    expect(readMinor(value)).toBe(expected);
  });
});

describe('checkAmount and checkCurrency (core/money.ts)', () => {
  it.each<[number | undefined, number | { code: string; message: string }]>([
    [1, 1],
    [MAX_AMOUNT, MAX_AMOUNT],
    [undefined, { code: 'missing_params', message: 'Amount is required' }],
    [0, { code: 'invalid_params', message: 'You must specify a valid amount' }],
    [-1, { code: 'invalid_params', message: 'You must specify a valid amount' }],
    [1.5, { code: 'invalid_params', message: 'Amount must be an integer' }],
    [MAX_AMOUNT + 1, { code: 'invalid_params', message: 'Transaction amount limit exceeded' }],
    [Number.MAX_SAFE_INTEGER + 2, { code: 'invalid_params', message: 'Amount must be an integer' }],
  ])('amount %p → %p', (value, expected) => {
    if (typeof expected === 'number') expect(checkAmount(value)).toBe(expected);
    else expect(failure(() => checkAmount(value))).toEqual(expected);
  });

  it.each<[string | undefined, string | null]>([
    [undefined, 'NGN'],
    ['NGN', 'NGN'],
    [' ghs ', 'GHS'],
    ['usd', 'USD'],
    ['', null],
    ['XYZ', null],
    ['NG N', null],
  ])('currency %p → %p', (value, expected) => {
    if (expected) expect(checkCurrency(value)).toBe(expected);
    else expect(failure(() => checkCurrency(value))).toEqual({ code: 'invalid_currency', message: 'Currency not supported by merchant' });
  });
});
