import type { Kit } from '../kit';
import type { Recipe } from '../recipe';

// The customer signs the mandate on Kobo's hosted page (as a browser would post its form); the
// simulated bank activates it 60 s later on the integration's clock.
async function mandate(k: Kit): Promise<string> {
  const email = k.email('mandate');
  k.step('initializing a direct debit mandate (POST /customer/authorization/initialize)');
  const init = await k.post('/customer/authorization/initialize', {
    email,
    channel: 'direct_debit',
    account: { number: '0123456789', bank_code: '044' },
    address: { street: '1 Marina', city: 'Lagos', state: 'Lagos' },
  });
  k.record('mandate', init.reference);
  k.step('the customer signs it on the mandate page');
  await k.page('POST', init.redirect_url, '', 'application/x-www-form-urlencoded');
  return email;
}

const of = (email: string) => (d: Record<string, any>) => d.customer?.email === email;

export const directDebitRecipes: Recipe[] = [
  {
    event: 'direct_debit.authorization.created',
    does: 'initializes a direct debit mandate and signs it on the hosted mandate page',
    async run(k) {
      return k.waitFor('direct_debit.authorization.created', of(await mandate(k)));
    },
  },
  {
    event: 'direct_debit.authorization.active',
    does: 'as direct_debit.authorization.created, then advances the clock a minute: the bank activates it',
    async run(k) {
      const email = await mandate(k);
      await k.waitFor('direct_debit.authorization.created', of(email));
      await k.advance(61, 'the simulated bank activates a signed mandate a minute later');
      return k.waitFor('direct_debit.authorization.active', of(email));
    },
  },
];
