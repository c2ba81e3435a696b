import { CARDS, type Kit } from '../kit';
import type { Recipe } from '../recipe';

// A successful card payment: the customer is created by the charge itself (POST /charge with an email).
export async function paidCharge(k: Kit, opts: { amount?: number; card?: (typeof CARDS)[keyof typeof CARDS]; email?: string } = {}): Promise<{ reference: string; customerCode: string; authorization: string; id: number }> {
  const reference = `${k.tag}-${k.made.length + 1}`;
  k.step(`charging a test card (${reference})`);
  const charge = await k.post('/charge', { email: opts.email ?? k.email('payer'), amount: opts.amount ?? 500_000, card: opts.card ?? CARDS.success, reference });
  if (charge?.status !== 'success') throw new Error(`the test card charge ended ${String(charge?.status)}: ${String(charge?.gateway_response ?? '')}`);
  k.record('transaction', reference);
  k.record('customer', charge.customer.customer_code);
  return { reference, customerCode: charge.customer.customer_code, authorization: charge.authorization.authorization_code, id: charge.id };
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
