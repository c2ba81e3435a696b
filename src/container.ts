import type { Config } from './config/config';
import { Clock } from './core/clock';
import type { Logger } from './core/logger';
import type { Database } from './db/unit-of-work';
import { EventDispatcher } from './events/dispatcher';
import { EventRecorder } from './events/outbox';
import { CustomerService } from './modules/customers/customer.service';
import { IntegrationService } from './modules/integrations/integration.service';

export interface CoreDeps {
  config: Config;
  db: Database;
  log: Logger;
  clock?: Clock;
}

// Composition root: every service is built once here and handed to routers and resolvers.
export function buildServices(deps: CoreDeps) {
  const clock = deps.clock ?? new Clock();
  const events = new EventRecorder(clock);
  const dispatcher = new EventDispatcher(deps.db, deps.log);
  events.onRecorded(dispatcher.kick);
  const integrations = new IntegrationService(deps.db, clock, events);
  const customers = new CustomerService(deps.db, clock, events);
  return { config: deps.config, db: deps.db, log: deps.log, clock, events, dispatcher, integrations, customers };
}

export type Services = ReturnType<typeof buildServices>;
