import DataLoader from 'dataloader';
import { defineModule, type Kernel } from '../module';
import type { Customer } from './customer.entity';
import { CustomerResolver } from './customer.resolver';
import { customerRouter } from './customer.rest';
import { CustomerService } from './customer.service';

export const customersModule = defineModule({
  name: 'customers',
  services: (k: Kernel) => ({ customers: new CustomerService(k.db, k.clock, k.events) }),
  routes: (s) => [customerRouter(s.customers)],
  resolvers: [{ type: CustomerResolver, make: (s) => new CustomerResolver(s.customers) }],
  loaders: (s, ctx) => ({
    customerById: new DataLoader<number, Customer | null>(async (ids) => {
      const rows = await s.customers.byIds(ctx, ids);
      const byId = new Map(rows.map((c) => [c.id, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  }),
});

export type CustomerServices = { customers: CustomerService };
