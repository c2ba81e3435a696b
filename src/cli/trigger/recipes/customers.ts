import type { Kit } from '../kit';
import type { Recipe } from '../recipe';

async function customer(k: Kit): Promise<string> {
  k.step('creating a customer');
  const c = await k.post('/customer', { email: k.email('customer'), first_name: 'Uchenna', last_name: 'Okoro', phone: '+2348012345678' });
  k.record('customer', c.customer_code);
  return c.customer_code;
}

// Paystack's documented test credentials validate; account 9999999999 does not (docs/guide.md,
// "Customer identification").
async function identify(k: Kit, accountNumber: string, bankCode: string, bvn: string, event: string) {
  const code = await customer(k);
  k.step('asking Kobo to validate the customer (POST /customer/:code/identification)');
  await k.post(`/customer/${code}/identification`, {
    country: 'NG',
    type: 'bank_account',
    account_number: accountNumber,
    bvn,
    bank_code: bankCode,
    first_name: 'Uchenna',
    last_name: 'Okoro',
  });
  return k.waitFor(event, (d) => d.customer_code === code);
}

// POST /dedicated_account/assign finds or makes the customer, and tells the outcome by webhook.
async function assign(k: Kit, extra: Record<string, string>, event: string) {
  const email = k.email('dva');
  k.step('assigning a dedicated account (POST /dedicated_account/assign)');
  await k.post('/dedicated_account/assign', {
    email,
    first_name: 'Dedicated',
    last_name: 'Trigger',
    phone: '+2348100000000',
    preferred_bank: 'test-bank',
    country: 'NG',
    ...extra,
  });
  k.record('customer', email);
  return k.waitFor(event, (d) => d.customer?.email === email);
}

export const customerRecipes: Recipe[] = [
  {
    event: 'customeridentification.success',
    does: "creates a customer and validates it with Paystack's documented test BVN and account",
    run: (k) => identify(k, '0111111111', '007', '222222222221', 'customeridentification.success'),
  },
  {
    event: 'customeridentification.failed',
    does: 'creates a customer and validates it with account 9999999999, which the bank does not know',
    run: (k) => identify(k, '9999999999', '058', '12345678901', 'customeridentification.failed'),
  },
  {
    event: 'dedicatedaccount.assign.success',
    does: 'assigns a dedicated account to a new customer',
    run: (k) => assign(k, {}, 'dedicatedaccount.assign.success'),
  },
  {
    event: 'dedicatedaccount.assign.failed',
    does: 'assigns a dedicated account to a new customer whose bank account (9999999999) cannot be identified',
    run: (k) => assign(k, { account_number: '9999999999', bank_code: '058', bvn: '12345678901' }, 'dedicatedaccount.assign.failed'),
  },
];
