import { loaderById, loaderByKey } from '../../graphql/loaders';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Subaccount } from './subaccount.entity';
import { SubaccountShare } from './subaccount-share.entity';
import { SubaccountResolver } from './subaccount.resolver';
import { subaccountRouter } from './subaccount.rest';
import { SubaccountShareService } from './subaccount-share.service';
import { SubaccountService } from './subaccount.service';
import { registerSubaccountHooks } from './subaccount.hooks';

export const subaccountsModule = defineModule({
  name: 'subaccounts',
  entities: [Subaccount, SubaccountShare],
  services: (k: Kernel & LedgerServices) => {
    // Each subaccount's share of each payment, made with `subaccount` (SubaccountService records it)
    // or a split group's `split_code` (modules/splits): what the subaccount's settlements mark.
    const subaccountShares = new SubaccountShareService(k.clock);
    const subaccounts = new SubaccountService(k.db, k.clock, k.events, k.ledger, subaccountShares);
    registerSubaccountHooks(k, subaccounts);
    return { subaccounts, subaccountShares };
  },
  routes: (s) => [subaccountRouter(s.subaccounts)],
  resolvers: [{ type: SubaccountResolver, make: (s) => new SubaccountResolver(s.subaccounts) }],
  loaders: (s, ctx) => ({
    subaccountByCode: loaderByKey(
      (codes: readonly string[]) => s.subaccounts.byCodes(ctx, codes),
      (r) => r.subaccountCode,
    ),
    subaccountById: loaderById((ids) => s.subaccounts.byIds(ctx, ids)),
  }),
});

export type SubaccountServices = { subaccounts: SubaccountService; subaccountShares: SubaccountShareService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof subaccountsModule> {}
}
