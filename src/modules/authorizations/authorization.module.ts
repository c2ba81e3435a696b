import DataLoader from 'dataloader';
import { defineModule, type Kernel } from '../module';
import type { Authorization } from './authorization.entity';
import { AuthorizationResolver } from './authorization.resolver';
import { AuthorizationService } from './authorization.service';

// Saved authorizations. Their REST paths charge through the transactions slice, so that slice
// mounts them (transaction.module.ts).
export const authorizationsModule = defineModule({
  name: 'authorizations',
  services: (k: Kernel) => ({ authorizations: new AuthorizationService(k.db, k.clock, k.events, k.processors, k.secrets) }),
  resolvers: [{ type: AuthorizationResolver, make: (s) => new AuthorizationResolver(s.authorizations) }],
  loaders: (s, ctx) => ({
    authorizationById: new DataLoader<number, Authorization | null>(async (ids) => {
      const rows = await s.authorizations.byIds(ctx, ids);
      const byId = new Map(rows.map((a) => [a.id, a]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  }),
});

export type AuthorizationServices = { authorizations: AuthorizationService };
