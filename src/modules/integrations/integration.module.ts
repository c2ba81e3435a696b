import { defineModule, type Kernel } from '../module';
import { IntegrationResolver } from './integration.resolver';
import { integrationRouter } from './integration.rest';
import { IntegrationService } from './integration.service';

export const integrationsModule = defineModule({
  name: 'integrations',
  services: (k: Kernel) => ({ integrations: new IntegrationService(k.db, k.clock, k.events) }),
  routes: (s) => [integrationRouter(s.integrations)],
  resolvers: [{ type: IntegrationResolver, make: (s) => new IntegrationResolver(s.integrations) }],
});

export type IntegrationServices = { integrations: IntegrationService };
