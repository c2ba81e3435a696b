import type { IntegrationServices } from '../modules/integrations/integration.module';
import { defineModule, type Kernel } from '../modules/module';
import type { TransactionServices } from '../modules/transactions/transaction.module';
import { checkoutRouter } from './checkout.web';
import { dashboardRouter } from './dashboard.web';

type Needs = Kernel & IntegrationServices & TransactionServices;

// Pages for payers: the hosted checkout (the access code is the capability, no API key); and the
// operator dashboard's files (its GraphQL calls carry the key). inline.js and its public-key
// initialize call are the transactions slice's (inline.web.ts).
export const webModule = defineModule({
  name: 'web',
  services: (_k: Needs) => ({}),
  publicRoutes: (s) => [
    checkoutRouter({
      transactions: s.transactions,
      charges: s.charges,
      bankTransfers: s.bankTransfers,
      integrations: s.integrations,
      publicUrl: s.config.publicUrl,
    }),
    dashboardRouter(),
  ],
});
