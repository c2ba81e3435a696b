// How a split transaction's amount is shared, in integer minor units. The rounding rule (docs/guide.md
// "Split payments"):
//   1. the main account's share is the flat `transaction_charge` when given, else
//      floor(amount × percentage_charge_bp / 10000), percentage_charge in hundredths of a percent:
//      a fraction of a kobo is rounded DOWN for the main account, so it goes to the subaccount;
//   2. the subaccount's share is the rest: amount − main share;
//   3. the fees come out of the bearer's share; what that share cannot cover comes out of the
//      other one (the fee never exceeds the amount, so no share goes below zero).
// Hence integration + subaccount + fees = amount, always.
export type SplitBearer = 'account' | 'subaccount';

export interface SplitInput {
  amount: number;
  fees: number;
  percentageChargeBp: number;
  transactionCharge: number | null;
  bearer: SplitBearer;
}

export interface SplitShares {
  // What each party keeps after fees.
  integration: number;
  subaccount: number;
  paystack: number;
  // Before fees.
  integrationGross: number;
  subaccountGross: number;
}

export function splitShares(i: SplitInput): SplitShares {
  for (const [k, v] of Object.entries({ amount: i.amount, fees: i.fees, percentageChargeBp: i.percentageChargeBp })) {
    if (!Number.isSafeInteger(v) || v < 0) throw new Error(`split of a bad ${k}: ${v}`);
  }
  if (i.fees > i.amount) throw new Error(`fees ${i.fees} above amount ${i.amount}`);
  // BigInt: amount × 10000 passes 2^53 from about 9e11 kobo.
  const charge = i.transactionCharge ?? Number((BigInt(i.amount) * BigInt(i.percentageChargeBp)) / 10000n);
  const integrationGross = Math.min(i.amount, charge);
  return sharesAfterFees(integrationGross, i.amount - integrationGross, i.fees, i.bearer);
}

// Step 3 alone: the fee taken from shares already worked out (rules 1 and 2 do not depend on it).
export function sharesAfterFees(integrationGross: number, subaccountGross: number, fees: number, bearer: SplitBearer): SplitShares {
  if (!Number.isSafeInteger(fees) || fees < 0 || fees > integrationGross + subaccountGross) throw new Error(`split of bad fees ${fees}`);
  let integration = integrationGross;
  let subaccount = subaccountGross;
  if (bearer === 'account') {
    const own = Math.min(fees, integration);
    integration -= own;
    subaccount -= fees - own;
  } else {
    const own = Math.min(fees, subaccount);
    subaccount -= own;
    integration -= fees - own;
  }
  return { integration, subaccount, paystack: fees, integrationGross, subaccountGross };
}

// What a split transaction stores and shows (Transaction.split): the subaccount as it was at
// initialize, and Paystack's `fees_split`.
export interface TransactionSplit {
  subaccount: Record<string, unknown> & { id: number; subaccount_code: string };
  fees_split: { paystack: number; integration: number; subaccount: number; params: Record<string, unknown> };
  // Each party's share before fees (settlements report fees as gross − net); not shown.
  gross: { integration: number; subaccount: number };
}

// A split worked out at initialize, when the payer had not chosen a channel yet (so at the card
// price), again at the fee the channel actually paid with costs: the gross shares stand, only the
// fee and who bears it are worked out anew.
export function repriceSplit(split: TransactionSplit, fees: number): TransactionSplit {
  if (split.fees_split.paystack === fees) return split;
  const bearer: SplitBearer = split.fees_split.params.bearer === 'subaccount' ? 'subaccount' : 'account';
  const s = sharesAfterFees(split.gross.integration, split.gross.subaccount, fees, bearer);
  return { ...split, fees_split: { ...split.fees_split, paystack: s.paystack, integration: s.integration, subaccount: s.subaccount } };
}
