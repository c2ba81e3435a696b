import type { Kit } from '../kit';
import type { Recipe } from '../recipe';

async function request(k: Kit): Promise<string> {
  k.step('creating a customer');
  const c = await k.post('/customer', { email: k.email('billed'), first_name: 'Billed', last_name: 'Trigger' });
  k.record('customer', c.customer_code);
  k.step('issuing a payment request of NGN 5,000 (POST /paymentrequest)');
  const pr = await k.post('/paymentrequest', { customer: c.customer_code, amount: 500_000, description: 'kobo trigger', send_notification: false });
  k.record('paymentrequest', pr.request_code);
  return pr.request_code;
}

const of = (code: string) => (d: Record<string, any>) => d.request_code === code;

export const paymentRequestRecipes: Recipe[] = [
  {
    event: 'paymentrequest.pending',
    does: 'creates a customer and issues a payment request to it',
    async run(k) {
      const code = await request(k);
      return k.waitFor('paymentrequest.pending', of(code));
    },
  },
  {
    event: 'paymentrequest.success',
    does: 'as paymentrequest.pending, then records its full payment (POST /paymentrequest/mark_as_paid)',
    async run(k) {
      const code = await request(k);
      k.step('marking it paid in full');
      await k.post(`/paymentrequest/mark_as_paid/${code}`, {
        amount_paid: 500_000,
        paid_by: 'kobo trigger',
        payment_date: new Date().toISOString().slice(0, 10),
        payment_method: 'Cash',
      });
      return k.waitFor('paymentrequest.success', of(code));
    },
  },
];
