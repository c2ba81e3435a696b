import fc from 'fast-check';
import { transactionFee } from '../../src/ledger/fees';
import {
  groupShares,
  repriceGroup,
  SPLIT_BEARERS,
  type GroupSharesInput,
  type SplitBearerType,
  type SplitType,
  type TransactionSplitGroup,
} from '../../src/modules/splits/split.rules';
import { repriceSplit, splitShares, type SplitBearer, type TransactionSplit } from '../../src/modules/subaccounts/split';

// The split-group rule (src/modules/splits/split.rules.ts): floors for the subaccounts, the rest to
// the main account, the fee by bearer weights with the largest-remainder rule, capped per party.
describe('split group shares', () => {
  const members = (shares: number[]) => shares.map((share, k) => ({ subaccountId: k + 1, share }));
  const nets = (i: GroupSharesInput) => {
    const s = groupShares(i);
    return [s.integration.net, ...s.subaccounts.map((x) => x.net)];
  };
  // amount 100,000 kobo: fee 1,500. Percentage 20/30/10 → gross 40,000 | 20,000, 30,000, 10,000.
  // Flat 15,000/25,000/5,000 → gross 55,000 | 15,000, 25,000, 5,000.
  const cases: Array<{ type: SplitType; bearer: SplitBearerType; shares: number[]; amount: number; bearerSub?: number; nets: number[] }> = [
    { type: 'percentage', bearer: 'account', shares: [2000, 3000, 1000], amount: 100_000, nets: [38_500, 20_000, 30_000, 10_000] },
    { type: 'percentage', bearer: 'subaccount', bearerSub: 2, shares: [2000, 3000, 1000], amount: 100_000, nets: [40_000, 20_000, 28_500, 10_000] },
    { type: 'percentage', bearer: 'all', shares: [2000, 3000, 1000], amount: 100_000, nets: [39_625, 19_625, 29_625, 9_625] },
    { type: 'percentage', bearer: 'all-proportional', shares: [2000, 3000, 1000], amount: 100_000, nets: [39_400, 19_700, 29_550, 9_850] },
    { type: 'flat', bearer: 'account', shares: [15_000, 25_000, 5_000], amount: 100_000, nets: [53_500, 15_000, 25_000, 5_000] },
    { type: 'flat', bearer: 'subaccount', bearerSub: 1, shares: [15_000, 25_000, 5_000], amount: 100_000, nets: [55_000, 13_500, 25_000, 5_000] },
    { type: 'flat', bearer: 'all', shares: [15_000, 25_000, 5_000], amount: 100_000, nets: [54_625, 14_625, 24_625, 4_625] },
    { type: 'flat', bearer: 'all-proportional', shares: [15_000, 25_000, 5_000], amount: 100_000, nets: [54_175, 14_775, 24_625, 4_925] },
    // 33.33% × 3 of 1,001: 333 each (floors), 2 to the main account; the fee 16 in four parts of 4,
    // the main account can cover 2, the other 2 come from the first subaccount.
    { type: 'percentage', bearer: 'all', shares: [3333, 3333, 3333], amount: 1001, nets: [0, 327, 329, 329] },
    // Largest remainder: fee 16 over weights 1,1,1 → 5,5,5 and the extra kobo to the main account.
    { type: 'flat', bearer: 'all', shares: [300, 300], amount: 1001, nets: [401 - 6, 300 - 5, 300 - 5] },
    // The bearer's share cannot cover the fee: the rest comes from the main account first.
    { type: 'flat', bearer: 'subaccount', bearerSub: 1, shares: [10, 990], amount: 1001, nets: [1 - 1, 0, 990 - 5] },
    // The whole amount to the subaccounts, the main account bearing the fee: it comes from them.
    { type: 'percentage', bearer: 'account', shares: [5000, 5000], amount: 10_000, nets: [0, 5000 - 150, 5000] },
  ];
  it.each(cases)('%o', (c) => {
    const input = {
      amount: c.amount,
      fees: transactionFee(c.amount),
      type: c.type,
      members: members(c.shares),
      bearer: c.bearer,
      bearerSubaccountId: c.bearerSub ?? null,
    };
    expect(nets(input)).toEqual(c.nets);
    expect(c.nets.reduce((a, b) => a + b, 0) + input.fees).toBe(c.amount);
  });

  it('parties + fee == amount, nothing negative, bearers honoured (property)', () => {
    const arb = fc
      .record({
        amount: fc.integer({ min: 1, max: 1e13 }),
        type: fc.constantFrom<SplitType>('percentage', 'flat'),
        bearer: fc.constantFrom(...SPLIT_BEARERS),
        raw: fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 }),
        bearerPick: fc.nat(),
      })
      .map(({ amount, type, bearer, raw, bearerPick }) => {
        // Percentage shares scaled to at most 100% in total; flat ones to at most the amount.
        const total = raw.reduce((a, b) => a + b, 0);
        const shares = raw.map((r) =>
          type === 'percentage' ? Math.floor((r * 10_000) / Math.max(total, 10_000)) : Math.floor((r * amount) / Math.max(total, 10_000)),
        );
        return { amount, type, bearer, shares, bearerSub: (bearerPick % shares.length) + 1 };
      });
    fc.assert(
      fc.property(arb, ({ amount, type, bearer, shares, bearerSub }) => {
        const fees = transactionFee(amount);
        const s = groupShares({ amount, fees, type, members: members(shares), bearer, bearerSubaccountId: bearerSub });
        const parties = [s.integration, ...s.subaccounts];
        if (parties.some((p) => p.net < 0 || p.fee < 0 || p.fee > p.gross || p.net !== p.gross - p.fee)) return false;
        if (parties.reduce((a, p) => a + p.net, 0) + s.paystack !== amount) return false;
        if (parties.reduce((a, p) => a + p.gross, 0) !== amount || parties.reduce((a, p) => a + p.fee, 0) !== fees) return false;
        // Who pays when the bearer can cover the fee.
        if (bearer === 'account' && s.integration.gross >= fees) return s.integration.fee === fees;
        if (bearer === 'subaccount' && s.subaccounts[bearerSub - 1]!.gross >= fees) return s.subaccounts[bearerSub - 1]!.fee === fees;
        if (bearer === 'all' && parties.every((p) => p.gross >= Math.ceil(fees / parties.length))) {
          const f = parties.map((p) => p.fee);
          return Math.max(...f) - Math.min(...f) <= 1;
        }
        if (bearer === 'all-proportional') {
          // Each part within one kobo of the exact proportion (no caps can bind: fee ≤ amount).
          return parties.every((p) => Math.abs(p.fee - (fees * p.gross) / amount) < 1);
        }
        return true;
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses flat shares above the amount', () => {
    expect(() => groupShares({ amount: 100, fees: 2, type: 'flat', members: members([60, 50]), bearer: 'account', bearerSubaccountId: null })).toThrow(
      /above amount/,
    );
  });
});

// A split is worked out when the payment is made, at the card price, and again when it succeeds, at
// the price of the channel paid with: the result must be what working it out at that price from the
// start gives.
describe('repricing at the channel paid with', () => {
  const CHANNELS = ['card', 'mobile_money', 'eft', 'bank_transfer', 'qr'] as const;
  const CURRENCIES = ['NGN', 'GHS', 'KES', 'ZAR', 'XOF'] as const;

  it('a subaccount split: the same shares as worked out at the channel fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom<SplitBearer>('account', 'subaccount'),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...CHANNELS),
        (amount, percentageChargeBp, bearer, currency, channel) => {
          const at = (fees: number) => splitShares({ amount, fees, percentageChargeBp, transactionCharge: null, bearer });
          const card = at(transactionFee(amount, currency));
          const split: TransactionSplit = {
            subaccount: { id: 1, subaccount_code: 'ACCT_x' },
            fees_split: { paystack: card.paystack, integration: card.integration, subaccount: card.subaccount, params: { bearer } },
            gross: { integration: card.integrationGross, subaccount: card.subaccountGross },
          };
          const fee = transactionFee(amount, currency, channel);
          const want = at(fee);
          const got = repriceSplit(split, fee).fees_split;
          return got.paystack === fee && got.integration === want.integration && got.subaccount === want.subaccount;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a split group: the same shares as worked out at the channel fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...SPLIT_BEARERS),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...CHANNELS),
        (amount, shares, bearer, currency, channel) => {
          const members = shares.map((share, k) => ({ subaccountId: k + 1, share }));
          const at = (fees: number) => groupShares({ amount, fees, type: 'percentage', members, bearer, bearerSubaccountId: 2 });
          const card = at(transactionFee(amount, currency));
          const g: TransactionSplitGroup = {
            id: 1,
            name: 'g',
            split_code: 'SPL_x',
            formula: { type: 'percentage', subaccounts: [], integration: 0 },
            shares: {
              paystack: card.paystack,
              subaccounts: card.subaccounts.map((x) => ({ amount: x.net, subaccount_code: `ACCT_${x.subaccountId}`, id: x.subaccountId })),
              integration: card.integration.net,
            },
            bearer_type: bearer,
            bearer_subaccount: 2,
            gross: { integration: card.integration.gross, subaccounts: card.subaccounts.map((x) => ({ id: x.subaccountId, amount: x.gross })) },
          };
          const fee = transactionFee(amount, currency, channel);
          const want = at(fee);
          const got = repriceGroup(g, fee).shares;
          return (
            got.paystack === fee &&
            got.integration === want.integration.net &&
            JSON.stringify(got.subaccounts) ===
              JSON.stringify(want.subaccounts.map((x) => ({ amount: x.net, subaccount_code: `ACCT_${x.subaccountId}`, id: x.subaccountId })))
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
