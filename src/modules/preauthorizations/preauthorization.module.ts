import DataLoader from 'dataloader';
import type { AuthorizationServices } from '../authorizations/authorization.module';
import type { CustomerServices } from '../customers/customer.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import type { TransactionServices } from '../transactions/transaction.module';
import type { Preauthorization } from './preauthorization.entity';
import { PreauthorizationResolver } from './preauthorization.resolver';
import { preauthorizationRouter } from './preauthorization.rest';
import { PreauthorizationService } from './preauthorization.service';

export const preauthorizationsModule = defineModule({
  name: 'preauthorizations',
  services: (k: Kernel & CustomerServices & AuthorizationServices & TransactionServices) => ({
    preauthorizations: new PreauthorizationService(k.db, k.clock, k.events, k.authorizations, k.customers, k.charges, k.processors),
  }),
  routes: (s) => [preauthorizationRouter(s.preauthorizations)],
  resolvers: [{ type: PreauthorizationResolver, make: (s) => new PreauthorizationResolver(s.preauthorizations) }],
  loaders: (s, ctx) => ({
    preauthorizationByReference: new DataLoader<string, Preauthorization | null>(async (refs) => {
      const rows = await s.preauthorizations.byReferences(ctx, refs);
      return refs.map((r) => rows.find((p) => p.reference === r) ?? null);
    }),
  }),
});

export type PreauthorizationServices = { preauthorizations: PreauthorizationService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof preauthorizationsModule> {}
}
