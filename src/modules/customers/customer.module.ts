import { loaderById, loaderOfLists } from '../../graphql/loaders';
import type { DueWorkRunner } from '../../jobs/due-work';
import { CustomerIdentificationService } from './customer-identification.service';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Customer } from './customer.entity';
import { CustomerIdentification } from './customer-identification.entity';
import { CustomerResolver } from './customer.resolver';
import { customerRouter } from './customer.rest';
import { CustomerService } from './customer.service';

export const customersModule = defineModule({
  name: 'customers',
  entities: [Customer, CustomerIdentification],
  services: (k: Kernel) => {
    const customers = new CustomerService(k.db, k.clock, k.events);
    const log = k.log.child({ component: 'customer-identification' });
    const identifications = new CustomerIdentificationService(k.db, k.clock, k.events, customers, log);
    // The simulated verifier answers each identification request once, on any node.
    const identificationRunner = k.dueJob({
      name: 'customer-identifications',
      table: 'customer_identifications',
      where: "t.status = 'pending'",
      handle: (tx, id) => identifications.handleDue(tx, id),
      log,
    });
    identifications.onDue = () => identificationRunner.kick();
    return { customers, customerIdentifications: identifications, identificationRunner };
  },
  routes: (s) => [customerRouter(s.customers, s.customerIdentifications)],
  resolvers: [{ type: CustomerResolver, make: (s) => new CustomerResolver(s.customers, s.customerIdentifications) }],
  loaders: (s, ctx) => ({
    customerById: loaderById((ids) => s.customers.byIds(ctx, ids)),
    identificationsByCustomer: loaderOfLists(
      (ids: readonly number[]) => s.customerIdentifications.forCustomers(ctx, ids),
      (i) => i.customerId,
    ),
  }),
  jobs: (s) => [s.identificationRunner],
});

export type CustomerServices = { customers: CustomerService; customerIdentifications: CustomerIdentificationService; identificationRunner: DueWorkRunner };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof customersModule> {}
}
