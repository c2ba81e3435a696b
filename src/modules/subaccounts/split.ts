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
  const subaccountGross = i.amount - integrationGross;
  let integration = integrationGross;
  let subaccount = subaccountGross;
  if (i.bearer === 'account') {
    const own = Math.min(i.fees, integration);
    integration -= own;
    subaccount -= i.fees - own;
  } else {
    const own = Math.min(i.fees, subaccount);
    subaccount -= own;
    integration -= i.fees - own;
  }
  return { integration, subaccount, paystack: i.fees, integrationGross, subaccountGross };
}

// What a split transaction stores and shows (Transaction.split): the subaccount as it was at
// initialize, and Paystack's `fees_split`.
export interface TransactionSplit {
  subaccount: Record<string, unknown> & { id: number; subaccount_code: string };
  fees_split: { paystack: number; integration: number; subaccount: number; params: Record<string, unknown> };
  // Each party's share before fees (settlements report fees as gross − net); not shown.
  gross: { integration: number; subaccount: number };
}
