import type { Config } from './config/config';
import { Clock } from './core/clock';
import type { Logger } from './core/logger';
import type { Database } from './db/unit-of-work';
import { ServerSecrets } from './db/server-secret';
import { EventDispatcher } from './events/dispatcher';
import { eventsModule } from './events/events.module';
import { EventRecorder } from './events/outbox';
import type { Resolver } from './events/webhook-guard';
import { ledgerModule } from './ledger/ledger.module';
import { authorizationsModule } from './modules/authorizations/authorization.module';
import { customersModule } from './modules/customers/customer.module';
import { integrationsModule } from './modules/integrations/integration.module';
import type { BackgroundJob, Kernel, KoboModule, LoadersOf, ProvidedBy, UnionToIntersection } from './modules/module';
import { transactionsModule } from './modules/transactions/transaction.module';
import { paymentRequestsModule } from './modules/payment-requests/payment-request.module';
import { pagesModule } from './modules/pages/page.module';
import { plansModule } from './modules/plans/plan.module';
import { subscriptionsModule } from './modules/subscriptions/subscription.module';
import { banksModule } from './modules/banks/banks.module';
import { subaccountsModule } from './modules/subaccounts/subaccounts.module';
import { refundsModule } from './modules/refunds/refunds.module';
import { settlementsModule } from './modules/settlements/settlements.module';
import { recipientsModule } from './modules/recipients/recipients.module';
import { transfersModule } from './modules/transfers/transfers.module';
import { bulkChargesModule } from './modules/bulk-charges/bulk-charges.module';
import { Processors } from './processor';
import { webModule } from './web/web.module';

// Every slice of Kobo, in the order their services are built: a module's `services` receives what
// the modules before it provide. Routes are mounted in this order too.
export const MODULES = [integrationsModule, eventsModule, ledgerModule, customersModule, authorizationsModule, banksModule, subaccountsModule, transactionsModule, plansModule, refundsModule, subscriptionsModule, settlementsModule, bulkChargesModule, paymentRequestsModule, recipientsModule, transfersModule, pagesModule, webModule] as const;

type AnyModule = KoboModule<any, any, any>;
export type Services = Kernel & UnionToIntersection<ProvidedBy<(typeof MODULES)[number]>> & { background: BackgroundJob };
export type Loaders = UnionToIntersection<LoadersOf<(typeof MODULES)[number]>>;

export interface CoreDeps {
  config: Config;
  db: Database;
  log: Logger;
  clock?: Clock;
  // DNS for webhook targets; tests substitute one to check the address rules without a network.
  resolve?: Resolver;
}

// Composition root: the kernel, then every module's services once, handed to routers and resolvers.
export function buildServices(deps: CoreDeps): Services {
  const { config } = deps;
  const clock = deps.clock ?? new Clock();
  const events = new EventRecorder(clock);
  const dispatcher = new EventDispatcher(deps.db, deps.log, config.dispatchEnabled, clock);
  events.onRecorded(dispatcher.kick);
  const kernel: Kernel = {
    config,
    db: deps.db,
    log: deps.log,
    clock,
    events,
    dispatcher,
    secrets: new ServerSecrets(deps.db),
    processors: new Processors(config.publicUrl, config.liveProcessor),
    resolve: deps.resolve,
  };
  let services: Record<string, unknown> = { ...kernel };
  for (const m of MODULES as readonly AnyModule[]) {
    if (m.services) services = { ...services, ...m.services(services) };
  }
  const jobs = (MODULES as readonly AnyModule[]).flatMap((m) => m.jobs?.(services) ?? []);
  dispatcher.onBatch((batch) => {
    for (const e of batch) if (e.type === 'test_clock.advanced') for (const job of jobs) job.clockMoved?.(e.integrationId);
  });
  // Background work of this node: outbox dispatch first, then every module's jobs, polled and kicked.
  const background: BackgroundJob = {
    start(): void {
      dispatcher.start(config.pollMs);
      for (const job of jobs) job.start();
    },
    async stop(): Promise<void> {
      await Promise.all(jobs.filter((j) => !j.afterDispatch).map((j) => j.stop()));
      await dispatcher.stop();
      await Promise.all(jobs.filter((j) => j.afterDispatch).map((j) => j.stop()));
    },
  };
  return { ...services, background } as Services;
}

// Routes, resolvers and loaders of every module, for app.ts and graphql/.
export function moduleParts(services: Services | null) {
  const modules = MODULES as readonly AnyModule[];
  return {
    publicRoutes: () => modules.flatMap((m) => m.publicRoutes?.(services) ?? []),
    routes: () => modules.flatMap((m) => m.routes?.(services) ?? []),
    resolvers: modules.flatMap((m) => m.resolvers ?? []),
    loaders: (ctx: Parameters<NonNullable<AnyModule['loaders']>>[1]): Loaders =>
      Object.assign({}, ...modules.map((m) => m.loaders?.(services, ctx) ?? {})) as Loaders,
  };
}
