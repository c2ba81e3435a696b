import { CARDS, type Kit } from '../kit';
import type { Recipe } from '../recipe';

// A successful card payment: the customer is created by the charge itself (POST /charge with an email).
export async function paidCharge(
  k: Kit,
  opts: { amount?: number; card?: (typeof CARDS)[keyof typeof CARDS]; email?: string } = {},
): Promise<{ reference: string; customerCode: string; authorization: string; id: number }> {
  const reference = `${k.tag}-${k.made.length + 1}`;
  k.step(`charging a test card (${reference})`);
  const charge = await k.post('/charge', {
    email: opts.email ?? k.email('payer'),
    amount: opts.amount ?? 500_000,
    card: opts.card ?? CARDS.success,
    reference,
  });
  if (charge?.status !== 'success') throw new Error(`the test card charge ended ${String(charge?.status)}: ${String(charge?.gateway_response ?? '')}`);
  k.record('transaction', reference);
  k.record('customer', charge.customer.customer_code);
  return { reference, customerCode: charge.customer.customer_code, authorization: charge.authorization.authorization_code, id: charge.id };
}

// Refunds and transfers spend the merchant's NGN balance: pays in enough for `need` (a fee margin
// included) when an earlier run (a lost dispute, a transfer) left it short.
export async function ensureBalance(k: Kit, need: number): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const balances = (await k.get('/balance')) as Array<{ currency: string; balance: number }>;
    const have = Number(balances.find((b) => b.currency === 'NGN')?.balance ?? 0);
    if (have >= need) return;
    // Card fees stay under 2% + NGN 200; the success card takes up to NGN 500,000 a charge.
    const amount = Math.min(50_000_000, Math.ceil((Math.ceil((need - have) / 0.98) + 20_000) / 10_000) * 10_000);
    k.step(`the balance is short of NGN ${(need / 100).toLocaleString('en')}: paying in NGN ${(amount / 100).toLocaleString('en')}`);
    await paidCharge(k, { amount });
  }
  throw new Error('the balance stays short after paying in');
}

export const chargeRecipes: Recipe[] = [
  {
    event: 'charge.success',
    does: 'charges the success test card (4084 0840 8408 4081) for a new customer',
    async run(k) {
      const { reference } = await paidCharge(k);
      return k.waitFor('charge.success', (d) => d.reference === reference);
    },
  },
];
