import { databaseIdentity } from '../../config/config';
import { defineModule, type Kernel } from '../module';
import { Integration } from './integration.entity';
import { IntegrationMode } from './integration-mode.entity';
import { ApiKey } from './api-key.entity';
import { IntegrationResolver } from './integration.resolver';
import { integrationRouter } from './integration.rest';
import { IntegrationService } from './integration.service';
import { SETTINGS_POLL_MS } from './settings-cache';

export const integrationsModule = defineModule({
  name: 'integrations',
  entities: [Integration, IntegrationMode, ApiKey],
  services: (k: Kernel) => ({ integrations: new IntegrationService(k.db, k.clock, k.events) }),
  routes: (s) => [integrationRouter(s.integrations)],
  resolvers: [{ type: IntegrationResolver, make: (s) => new IntegrationResolver(s.integrations) }],
  // The per-node cache of keys and mode settings follows other nodes' changes (settings-cache.ts).
  jobs: (s) => [
    {
      start: () =>
        void s.integrations.cache.start({
          pollMs: SETTINGS_POLL_MS,
          redis: s.config.redis,
          channel: `kobo:settings:${databaseIdentity(s.config.database)}`,
          log: s.log,
        }),
      stop: () => s.integrations.cache.stop(),
    },
  ],
});

export type IntegrationServices = { integrations: IntegrationService };
