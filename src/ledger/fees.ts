// Kobo's local card fee, in minor units: 1.5% + 100 naira, the 100 naira waived under 2,500 naira,
// the total capped at 2,000 naira. The percentage is computed in integers; a fraction of a kobo is
// rounded UP (ceil), so 1.5% of 1001 kobo (15.015) is 16 kobo. The same rule is applied to every
// currency until per-currency pricing exists.
export const FEE_PERCENT_BASIS_POINTS = 150; // 1.5%
export const FEE_FLAT = 10_000; // 100 naira
export const FEE_FLAT_FROM = 250_000; // 2,500 naira
export const FEE_CAP = 200_000; // 2,000 naira

export function transactionFee(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`fee of a non-integer amount ${amount}`);
  // amount * 150 stays exact below 2^53 / 150 (about 6e13 kobo), far above the amount limit.
  const percent = Math.floor((amount * FEE_PERCENT_BASIS_POINTS + 9_999) / 10_000);
  const flat = amount >= FEE_FLAT_FROM ? FEE_FLAT : 0;
  return Math.min(FEE_CAP, percent + flat);
}
