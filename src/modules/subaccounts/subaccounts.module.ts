import DataLoader from 'dataloader';
import type { LedgerServices } from '../../ledger/ledger.module';
import { defineModule, type Kernel } from '../module';
import type { Subaccount } from './subaccount.entity';
import { SubaccountResolver } from './subaccount.resolver';
import { subaccountRouter } from './subaccount.rest';
import { SubaccountService } from './subaccount.service';

export const subaccountsModule = defineModule({
  name: 'subaccounts',
  services: (k: Kernel & LedgerServices) => ({ subaccounts: new SubaccountService(k.db, k.clock, k.events, k.ledger) }),
  routes: (s) => [subaccountRouter(s.subaccounts)],
  resolvers: [{ type: SubaccountResolver, make: (s) => new SubaccountResolver(s.subaccounts) }],
  loaders: (s, ctx) => ({
    subaccountByCode: new DataLoader<string, Subaccount | null>(async (codes) => {
      const rows = await s.subaccounts.byCodes(ctx, codes);
      const byCode = new Map(rows.map((r) => [r.subaccountCode, r]));
      return codes.map((c) => byCode.get(c) ?? null);
    }),
    subaccountById: new DataLoader<number, Subaccount | null>(async (ids) => {
      const rows = await s.subaccounts.byIds(ctx, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  }),
});

export type SubaccountServices = { subaccounts: SubaccountService };
