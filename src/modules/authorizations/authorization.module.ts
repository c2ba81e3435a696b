import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Authorization } from './authorization.entity';
import { AuthorizationResolver } from './authorization.resolver';
import { authorizationRouter } from './authorization.rest';
import { AuthorizationService } from './authorization.service';

// Saved authorizations: checking one for an amount, deactivating it (charging one is the
// transactions slice's /transaction/charge_authorization).
export const authorizationsModule = defineModule({
  name: 'authorizations',
  entities: [Authorization],
  services: (k: Kernel) => ({ authorizations: new AuthorizationService(k.db, k.clock, k.events, k.processors, k.secrets) }),
  routes: (s) => [authorizationRouter(s.authorizations)],
  resolvers: [{ type: AuthorizationResolver, make: (s) => new AuthorizationResolver(s.authorizations) }],
  loaders: (s, ctx) => ({
    authorizationById: loaderById((ids) => s.authorizations.byIds(ctx, ids)),
  }),
});

export type AuthorizationServices = { authorizations: AuthorizationService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof authorizationsModule> {}
}
