import { loaderById, loaderByKey } from '../../graphql/loaders';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { SubaccountResolver } from './subaccount.resolver';
import { subaccountRouter } from './subaccount.rest';
import { SubaccountService } from './subaccount.service';

export const subaccountsModule = defineModule({
  name: 'subaccounts',
  services: (k: Kernel & LedgerServices) => ({ subaccounts: new SubaccountService(k.db, k.clock, k.events, k.ledger) }),
  routes: (s) => [subaccountRouter(s.subaccounts)],
  resolvers: [{ type: SubaccountResolver, make: (s) => new SubaccountResolver(s.subaccounts) }],
  loaders: (s, ctx) => ({
    subaccountByCode: loaderByKey((codes: readonly string[]) => s.subaccounts.byCodes(ctx, codes), (r) => r.subaccountCode),
    subaccountById: loaderById((ids) => s.subaccounts.byIds(ctx, ids)),
  }),
});

export type SubaccountServices = { subaccounts: SubaccountService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof subaccountsModule> {}
}
