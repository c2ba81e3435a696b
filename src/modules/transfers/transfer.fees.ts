// Transfer fees in minor units (reference/paystack-facts.md §6): NGN 10 up to NGN 5,000, NGN 25 up
// to NGN 50,000, NGN 50 above; GHS 1 to mobile money, GHS 8 to banks; KES 20/40/60 M-PESA bands
// (up to KES 1,500, up to KES 20,000, above). ZAR and XOF (and any other currency): no fee. Searched
// for a documented price and found none: reference/paystack-facts.md §6 (NG, GH, KE only), the doc
// samples in reference/paystack-doc-snippets (`fee_charged` shown for NGN transfers only; the
// supported-currency samples carry no transfer fees), and Paystack's transfer-pricing support article
// (support.paystack.com/en/articles/2132866: Ghana and Kenya bands). docs/guide.md "Transfers" says so.
export function transferFee(currency: string, amount: number, recipientType: string): number {
  if (currency === 'NGN') return amount <= 500_000 ? 1_000 : amount <= 5_000_000 ? 2_500 : 5_000;
  if (currency === 'GHS') return recipientType === 'mobile_money' ? 100 : 800;
  if (currency === 'KES') return amount <= 150_000 ? 2_000 : amount <= 2_000_000 ? 4_000 : 6_000;
  return 0;
}
