import DataLoader from 'dataloader';
import type { AuthorizationServices } from '../authorizations/authorization.module';
import type { CustomerServices } from '../customers/customer.module';
import type { IntegrationServices } from '../integrations/integration.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import type { TransactionServices } from '../transactions/transaction.module';
import { Preauthorization } from './preauthorization.entity';
import { PreauthorizationResolver } from './preauthorization.resolver';
import { preauthorizationRouter } from './preauthorization.rest';
import { PreauthorizationCheckoutService } from './preauthorization-checkout.service';
import { PreauthorizationService } from './preauthorization.service';
import { preauthorizationWebRouter } from './preauthorization.web';

export const preauthorizationsModule = defineModule({
  name: 'preauthorizations',
  entities: [Preauthorization],
  services: (k: Kernel & IntegrationServices & CustomerServices & AuthorizationServices & TransactionServices) => {
    const preauthorizations = new PreauthorizationService(k.db, k.clock, k.events, k.authorizations, k.customers, k.charges, k.processors);
    const preauthorizationCheckout = new PreauthorizationCheckoutService(
      k.db,
      k.clock,
      preauthorizations,
      k.authorizations,
      k.customers,
      k.integrations,
      k.processors,
      k.config.publicUrl,
    );
    return { preauthorizations, preauthorizationCheckout };
  },
  routes: (s) => [preauthorizationRouter(s.preauthorizations, s.preauthorizationCheckout)],
  // The hosted page (/preauthorization/:access_code): the access code is its capability.
  publicRoutes: (s) => [preauthorizationWebRouter(s.preauthorizationCheckout, s.config.publicUrl)],
  resolvers: [{ type: PreauthorizationResolver, make: (s) => new PreauthorizationResolver(s.preauthorizations) }],
  loaders: (s, ctx) => ({
    preauthorizationByReference: new DataLoader<string, Preauthorization | null>(async (refs) => {
      const rows = await s.preauthorizations.byReferences(ctx, refs);
      return refs.map((r) => rows.find((p) => p.reference === r) ?? null);
    }),
  }),
});

export type PreauthorizationServices = { preauthorizations: PreauthorizationService; preauthorizationCheckout: PreauthorizationCheckoutService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof preauthorizationsModule> {}
}
