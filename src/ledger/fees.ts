// What Paystack keeps of a payment, in minor units, by the payment's currency and channel
// (paystack.com/pricing for each market; VAT, where a market adds it, is left out). The percentage is
// computed in integers and a fraction of a minor unit is rounded UP (ceil), so 1.5% of 1001 kobo
// (15.015) is 16 kobo.
export interface FeeRule {
  // The percentage, in basis points (150 = 1.5%).
  percentBp: number;
  // A fixed amount added from `flatFrom` up (0: always).
  flat: number;
  flatFrom: number;
  // The most the fee can be; null: no cap.
  cap: number | null;
}

// Nigeria, every local channel: 1.5% + NGN 100, the NGN 100 waived under NGN 2,500, capped at NGN 2,000.
export const NGN_LOCAL: FeeRule = { percentBp: 150, flat: 10_000, flatFrom: 250_000, cap: 200_000 };

interface CurrencyPricing {
  // The card price, and every channel not listed in `channels`.
  base: FeeRule;
  channels?: Readonly<Record<string, FeeRule>>;
}

const rate = (percentBp: number, flat = 0): FeeRule => ({ percentBp, flat, flatFrom: 0, cap: null });

export const PRICING: Readonly<Record<string, CurrencyPricing>> = {
  NGN: { base: NGN_LOCAL },
  // Ghana: 1.95% on cards and mobile money alike.
  GHS: { base: rate(195) },
  // Kenya: 2.9% on cards, 1.5% on M-PESA.
  KES: { base: rate(290), channels: { mobile_money: rate(150) } },
  // South Africa: 2.9% + R1 on cards (and Apple Pay, QR, Capitec Pay); 2% on instant EFT.
  ZAR: { base: rate(290, 100), channels: { eft: rate(200) } },
  // Côte d'Ivoire: 3.2% on cards and mobile money.
  XOF: { base: rate(320) },
  // International payments, in dollars: 3.9%.
  USD: { base: rate(390) },
};

// A currency Paystack does not price publicly (EGP, RWF) pays the international rate.
const FALLBACK: CurrencyPricing = PRICING.USD!;

export function feeRule(currency: string, channel: string | null): FeeRule {
  const pricing = PRICING[currency] ?? FALLBACK;
  return (channel && pricing.channels?.[channel]) || pricing.base;
}

// The fee on `amount` in `currency` paid by `channel` (a card when not known yet: a split is worked
// out at initialize, before the payer picks a channel).
export function transactionFee(amount: number, currency = 'NGN', channel: string | null = 'card'): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`fee of a non-integer amount ${amount}`);
  const rule = feeRule(currency, channel);
  // amount * 390 stays exact below 2^53 / 390 (about 2.3e13 minor units), far above the amount limit.
  const percent = Math.floor((amount * rule.percentBp + 9_999) / 10_000);
  const flat = amount >= rule.flatFrom ? rule.flat : 0;
  const fee = percent + flat;
  // Never more than the payment itself (a R1 flat fee on a 50-cent payment).
  return Math.min(rule.cap ?? fee, fee, amount);
}
