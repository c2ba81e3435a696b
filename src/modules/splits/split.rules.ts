// How a split group (POST /split, used with `split_code`) shares a payment, in integer minor units.
// The rounding rule (docs/guide.md "Split groups"):
//   1. Each subaccount's gross share: for a percentage split floor(amount × share_bp / 10000), the
//      share in hundredths of a percent, so a fraction of a kobo is rounded DOWN for every
//      subaccount; for a flat split the share itself (minor units; the shares may not exceed the
//      amount). The main account's gross share is the rest: amount − Σ subaccount shares, so the
//      kobo the floors drop go to the main account.
//   2. The fee is allocated by bearer weights: `account` 1 for the main account (0 for the others),
//      `subaccount` 1 for bearer_subaccount, `all` 1 for every party (equal parts), `all-proportional`
//      each party's gross share. Each party gets floor(fee × weight / Σ weights); the kobo left over
//      go one each to the parties with the largest remainders (ties: the main account first, then
//      the subaccounts in the group's order).
//   3. No party pays more fee than its gross share: what a party cannot cover is taken from the
//      others in the same order (main account first), each up to its gross share. The fee never
//      exceeds the amount, so it is always covered.
// Hence Σ net shares + fee = amount, and no share is negative.
export const SPLIT_TYPES = ['percentage', 'flat'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];
export const SPLIT_BEARERS = ['all', 'all-proportional', 'account', 'subaccount'] as const;
export type SplitBearerType = (typeof SPLIT_BEARERS)[number];

export interface GroupMember {
  subaccountId: number;
  // Hundredths of a percent for a percentage split; minor units for a flat one.
  share: number;
}

export interface GroupSharesInput {
  amount: number;
  fees: number;
  type: SplitType;
  members: readonly GroupMember[];
  bearer: SplitBearerType;
  bearerSubaccountId: number | null;
}

export interface PartyShare {
  gross: number;
  fee: number;
  net: number;
}

export interface GroupShares {
  integration: PartyShare;
  subaccounts: Array<PartyShare & { subaccountId: number }>;
  paystack: number;
}

// The flat shares' total, which may not exceed the amount (checked at charge time).
export const flatTotal = (members: readonly GroupMember[]): number => members.reduce((s, m) => s + m.share, 0);

export function groupShares(i: GroupSharesInput): GroupShares {
  if (!Number.isSafeInteger(i.amount) || i.amount < 0) throw new Error(`split of a bad amount: ${i.amount}`);
  if (!Number.isSafeInteger(i.fees) || i.fees < 0 || i.fees > i.amount) throw new Error(`split of bad fees ${i.fees} for amount ${i.amount}`);
  for (const m of i.members) if (!Number.isSafeInteger(m.share) || m.share < 0) throw new Error(`split of a bad share: ${m.share}`);
  // BigInt: amount × 10000 passes 2^53 from about 9e11 kobo.
  const subGross = i.members.map((m) => (i.type === 'percentage' ? Number((BigInt(i.amount) * BigInt(m.share)) / 10000n) : m.share));
  const taken = subGross.reduce((s, g) => s + g, 0);
  if (taken > i.amount) throw new Error(`split shares ${taken} above amount ${i.amount}`);
  return sharesAfterFees([i.amount - taken, ...subGross], i.fees, i.members, i.bearer, i.bearerSubaccountId);
}

// Rules 2 and 3 alone: the fee allocated over gross shares already worked out (main account
// first, then the members in the group's order); rule 1 does not depend on the fee.
export function sharesAfterFees(
  gross: readonly number[],
  fees: number,
  members: ReadonlyArray<Pick<GroupMember, 'subaccountId'>>,
  bearer: SplitBearerType,
  bearerSubaccountId: number | null,
): GroupShares {
  const amount = gross.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(fees) || fees < 0 || fees > amount) throw new Error(`split of bad fees ${fees} for amount ${amount}`);
  const weights = gross.map((g, p) => {
    switch (bearer) {
      case 'account':
        return p === 0 ? 1n : 0n;
      case 'subaccount':
        return p > 0 && members[p - 1]!.subaccountId === bearerSubaccountId ? 1n : 0n;
      case 'all':
        return 1n;
      case 'all-proportional':
        return BigInt(g);
    }
  });
  const fee = allocate(fees, weights);
  // Caps: a party never pays more than its gross share; the overflow moves to the others in order.
  let overflow = 0;
  for (let p = 0; p < fee.length; p++) {
    if (fee[p]! > gross[p]!) {
      overflow += fee[p]! - gross[p]!;
      fee[p] = gross[p]!;
    }
  }
  for (let p = 0; overflow > 0 && p < fee.length; p++) {
    const take = Math.min(overflow, gross[p]! - fee[p]!);
    fee[p]! += take;
    overflow -= take;
  }
  if (overflow > 0) throw new Error(`fee ${fees} not covered by amount ${amount}`);
  const party = (p: number): PartyShare => ({ gross: gross[p]!, fee: fee[p]!, net: gross[p]! - fee[p]! });
  return { integration: party(0), subaccounts: members.map((m, k) => ({ subaccountId: m.subaccountId, ...party(k + 1) })), paystack: fees };
}

// `total` in parts proportional to `weights` (largest remainder; ties to the lower index). All
// weights zero (a bearer subaccount not in the group): the first party takes it all.
function allocate(total: number, weights: bigint[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, p) => (p === 0 ? total : 0));
  const t = BigInt(total);
  const parts = weights.map((w) => Number((t * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, p) => ({ p, r: (t * w) % sum })).sort((a, b) => (a.r === b.r ? a.p - b.p : a.r > b.r ? -1 : 1));
  for (let k = 0; left > 0; k++, left--) parts[order[k]!.p]! += 1;
  return parts;
}

// What a split-group payment stores (Transaction.splitGroup), worked out at initialize: the group
// as it was then, and the shares. `split` in the transaction's replies and events shows all but
// `gross` and the bearer (Paystack's multi-split charge.success sample).
export interface TransactionSplitGroup {
  id: number;
  name: string;
  split_code: string;
  formula: {
    type: SplitType;
    subaccounts: Array<{ share: number; subaccount_code: string; id: number; name: string }>;
    // Percentage: the main account's percent; flat: its amount.
    integration: number;
  };
  shares: {
    paystack: number;
    subaccounts: Array<{ amount: number; subaccount_code: string; id: number }>;
    integration: number;
  };
  bearer_type: SplitBearerType;
  bearer_subaccount: number | null;
  // Each party's share before fees (settlements report fees as gross − net).
  gross: { integration: number; subaccounts: Array<{ id: number; amount: number }> };
}

// A group's shares worked out at initialize, when the payer had not chosen a channel yet (so at the
// card price), again at the fee the channel actually paid with costs: the gross shares stand, only
// the fee's allocation is worked out anew.
export function repriceGroup(g: TransactionSplitGroup, fees: number): TransactionSplitGroup {
  if (g.shares.paystack === fees) return g;
  const members = g.gross.subaccounts.map((s) => ({ subaccountId: s.id }));
  const shares = sharesAfterFees([g.gross.integration, ...g.gross.subaccounts.map((s) => s.amount)], fees, members, g.bearer_type, g.bearer_subaccount);
  const code = new Map(g.shares.subaccounts.map((s) => [s.id, s.subaccount_code]));
  return {
    ...g,
    shares: {
      paystack: shares.paystack,
      subaccounts: shares.subaccounts.map((s) => ({ amount: s.net, subaccount_code: code.get(s.subaccountId)!, id: s.subaccountId })),
      integration: shares.integration.net,
    },
  };
}
