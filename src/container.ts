import { describeDatabase, type Config } from './config/config';
import { Clock } from './core/clock';
import type { Logger } from './core/logger';
import type { Database } from './db/unit-of-work';
import { EventDispatcher } from './events/dispatcher';
import { EventRecorder } from './events/outbox';
import type { Resolver } from './events/webhook-guard';
import { WebhookRunner } from './events/webhook-runner';
import { WebhookService } from './events/webhook.service';
import { CustomerService } from './modules/customers/customer.service';
import { IntegrationService } from './modules/integrations/integration.service';
import { SETTINGS_POLL_MS } from './modules/integrations/settings-cache';
import { ServerSecrets } from './db/server-secret';
import { LedgerService } from './ledger/ledger.service';
import { Processors } from './processor';
import { TransactionStore } from './modules/transactions/transaction.store';
import { TransactionService } from './modules/transactions/transaction.service';
import { ChargeService } from './modules/transactions/charge.service';
import { AuthorizationService } from './modules/authorizations/authorization.service';
import { AbandonmentSweeper } from './jobs/abandonment';

export interface CoreDeps {
  config: Config;
  db: Database;
  log: Logger;
  clock?: Clock;
  // DNS for webhook targets; tests substitute one to check the address rules without a network.
  resolve?: Resolver;
}

// Composition root: every service is built once here and handed to routers and resolvers.
export function buildServices(deps: CoreDeps) {
  const { config } = deps;
  const clock = deps.clock ?? new Clock();
  const events = new EventRecorder(clock);
  const dispatcher = new EventDispatcher(deps.db, deps.log, config.dispatchEnabled, clock);
  events.onRecorded(dispatcher.kick);
  const webhookRunner = new WebhookRunner(deps.db, clock, deps.log.child({ component: 'webhooks' }), {
    concurrency: config.webhookConcurrency,
    timeoutMs: config.webhookTimeoutMs,
    leaseMarginMs: config.webhookLeaseMarginMs,
    pollMs: config.pollMs,
    allowPrivateLive: config.allowPrivateWebhooks,
    enabled: config.dispatchEnabled,
    resolve: deps.resolve,
  });
  // New deliveries, and a moved test clock (retries may have fallen due), send at once rather than
  // at the next poll.
  dispatcher.onBatch((batch, deliveries) => {
    if (deliveries > 0 || batch.some((e) => e.type === 'test_clock.advanced')) webhookRunner.kick();
  });
  const webhooks = new WebhookService(deps.db, clock, webhookRunner, {
    allowPrivateLive: config.allowPrivateWebhooks,
    timeoutMs: config.webhookTimeoutMs,
    leaseMarginMs: config.webhookLeaseMarginMs,
    resolve: deps.resolve,
  });
  const integrations = new IntegrationService(deps.db, clock, events);
  integrations.addWebhookUrlCheck((ctx, url) => webhooks.checkUrl(ctx, url));
  const customers = new CustomerService(deps.db, clock, events);
  const secrets = new ServerSecrets(deps.db);
  const processors = new Processors(deps.config.publicUrl, deps.config.liveProcessor);
  const ledger = new LedgerService(deps.db, clock);
  const transactionStore = new TransactionStore(deps.db.dialect, clock, events);
  const transactions = new TransactionService(deps.db, clock, events, transactionStore, customers, integrations, ledger, secrets, deps.config.publicUrl);
  const authorizations = new AuthorizationService(deps.db, clock, events, processors, secrets);
  const charges = new ChargeService(deps.db, clock, transactionStore, transactions, customers, authorizations, ledger, processors);
  customers.addRelationProvider((ctx, em, customer) => transactions.customerRelations(ctx, em, customer, authorizations));
  const abandonment = new AbandonmentSweeper(integrations, transactions, deps.log.child({ component: 'abandonment' }), config.abandonSweepMs, config.dispatchEnabled);
  // A moved test clock may time out sessions at once: sweep that integration now, not at the next tick.
  dispatcher.onBatch((batch) => {
    for (const e of batch) if (e.type === 'test_clock.advanced') abandonment.kick(e.integrationId);
  });
  // Background work of this node: outbox dispatch and webhook delivery, polled and kicked.
  const background = {
    start(): void {
      void integrations.cache.start({ pollMs: SETTINGS_POLL_MS, redisUrl: config.redisUrl, channel: `kobo:settings:${describeDatabase(config.database)}`, log: deps.log });
      dispatcher.start(config.pollMs);
      webhookRunner.start();
      abandonment.start();
    },
    async stop(): Promise<void> {
      await abandonment.stop();
      await dispatcher.stop();
      await webhookRunner.stop();
      await integrations.cache.stop();
    },
  };
  return {
    config: deps.config,
    db: deps.db,
    log: deps.log,
    clock,
    events,
    dispatcher,
    webhookRunner,
    webhooks,
    background,
    integrations,
    customers,
    secrets,
    processors,
    ledger,
    transactionStore,
    transactions,
    abandonment,
    authorizations,
    charges,
  };
}

export type Services = ReturnType<typeof buildServices>;
