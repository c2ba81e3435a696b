import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { CustomerResolver } from './customer.resolver';
import { customerRouter } from './customer.rest';
import { CustomerService } from './customer.service';

export const customersModule = defineModule({
  name: 'customers',
  services: (k: Kernel) => ({ customers: new CustomerService(k.db, k.clock, k.events) }),
  routes: (s) => [customerRouter(s.customers)],
  resolvers: [{ type: CustomerResolver, make: (s) => new CustomerResolver(s.customers) }],
  loaders: (s, ctx) => ({
    customerById: loaderById((ids) => s.customers.byIds(ctx, ids)),
  }),
});

export type CustomerServices = { customers: CustomerService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof customersModule> {}
}
