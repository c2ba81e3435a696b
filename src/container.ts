import type { Config } from './config/config';
import { Clock } from './core/clock';
import type { Logger } from './core/logger';
import type { Database } from './db/unit-of-work';
import { EventDispatcher } from './events/dispatcher';
import { EventRecorder } from './events/outbox';
import { CustomerService } from './modules/customers/customer.service';
import { IntegrationService } from './modules/integrations/integration.service';
import { ServerSecrets } from './db/server-secret';
import { LedgerService } from './ledger/ledger.service';
import { Processors } from './processor';
import { TransactionStore } from './modules/transactions/transaction.store';
import { TransactionService } from './modules/transactions/transaction.service';
import { ChargeService } from './modules/transactions/charge.service';
import { AuthorizationService } from './modules/authorizations/authorization.service';

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
  const secrets = new ServerSecrets(deps.db);
  const processors = new Processors(deps.config.publicUrl, deps.config.liveProcessor);
  const ledger = new LedgerService(deps.db, clock);
  const transactionStore = new TransactionStore(deps.db.dialect, clock, events);
  const transactions = new TransactionService(deps.db, clock, events, transactionStore, customers, integrations, ledger, secrets, deps.config.publicUrl);
  const authorizations = new AuthorizationService(deps.db, clock, events, processors, secrets);
  const charges = new ChargeService(deps.db, clock, transactionStore, transactions, customers, authorizations, ledger, processors);
  customers.addRelationProvider((ctx, em, customer) => transactions.customerRelations(ctx, em, customer, authorizations));
  return {
    config: deps.config,
    db: deps.db,
    log: deps.log,
    clock,
    events,
    dispatcher,
    integrations,
    customers,
    secrets,
    processors,
    ledger,
    transactionStore,
    transactions,
    authorizations,
    charges,
  };
}

export type Services = ReturnType<typeof buildServices>;
