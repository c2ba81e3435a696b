import fc from 'fast-check';
import { transactionFee } from '../../src/ledger/fees';
import { groupShares, SPLIT_BEARERS, type GroupSharesInput, type SplitBearerType, type SplitType } from '../../src/modules/splits/split.rules';

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
    const input = { amount: c.amount, fees: transactionFee(c.amount), type: c.type, members: members(c.shares), bearer: c.bearer, bearerSubaccountId: c.bearerSub ?? null };
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
        const shares = raw.map((r) => (type === 'percentage' ? Math.floor((r * 10_000) / Math.max(total, 10_000)) : Math.floor((r * amount) / Math.max(total, 10_000))));
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
    expect(() => groupShares({ amount: 100, fees: 2, type: 'flat', members: members([60, 50]), bearer: 'account', bearerSubaccountId: null })).toThrow(/above amount/);
  });
});
