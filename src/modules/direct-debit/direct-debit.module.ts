import type { DueWorkRunner } from '../../jobs/due-work';
import type { AuthorizationServices } from '../authorizations/authorization.module';
import type { CustomerServices } from '../customers/customer.module';
import type { IntegrationServices } from '../integrations/integration.module';
import { defineModule, type Kernel } from '../module';
import { DirectDebitMandate } from './mandate.entity';
import { MandateResolver } from './mandate.resolver';
import { mandateRouter } from './mandate.rest';
import { MandateService } from './mandate.service';
import { mandateWebRouter } from './mandate.web';

export const directDebitModule = defineModule({
  name: 'direct-debit',
  entities: [DirectDebitMandate],
  services: (k: Kernel & CustomerServices & AuthorizationServices & IntegrationServices) => {
    const log = k.log.child({ component: 'direct-debit' });
    const mandates = new MandateService(k.db, k.clock, k.events, k.customers, k.authorizations, k.integrations, k.config.publicUrl, log);
    // The simulated bank activates each signed mandate once, on any node.
    const mandateRunner = k.dueJob({
      name: 'direct-debit-mandates',
      table: 'direct_debit_mandates',
      where: "t.status = 'pending'",
      handle: (tx, id) => mandates.handleDue(tx, id),
      log,
    });
    mandates.onDue = () => mandateRunner.kick();
    return { mandates, mandateRunner };
  },
  routes: (s) => [mandateRouter(s.mandates)],
  publicRoutes: (s) => [mandateWebRouter(s.mandates, s.config.publicUrl)],
  resolvers: [{ type: MandateResolver, make: (s) => new MandateResolver(s.mandates) }],
  jobs: (s) => [s.mandateRunner],
});

export type DirectDebitServices = { mandates: MandateService; mandateRunner: DueWorkRunner };
