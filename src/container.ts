import type { Config } from './config/config';
import { Clock } from './core/clock';
import type { Logger } from './core/logger';
import type { Database } from './db/unit-of-work';
import { ServerSecrets } from './db/server-secret';
import { EventDispatcher } from './events/dispatcher';
import { OutboxEvent } from './events/event.entity';
import { EventRecorder } from './events/outbox';
import type { Resolver } from './events/webhook-guard';
import { dueJobs } from './jobs/due-work';
import { Lifecycle } from './modules/lifecycle';
import type { BackgroundJob, EntityClass, Kernel } from './modules/module';
import { moduleEntities, moduleJobs, moduleServices, type Services } from './modules';
import { Processors } from './processor';

export type { Services } from './modules';

// Every table of Kobo, for the data source (main, the CLI, tests, benchmarks): the kernel's outbox,
// then each module's own.
export const ENTITIES: readonly EntityClass[] = [OutboxEvent, ...moduleEntities()];

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
  events.dispatchInline(dispatcher);
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
    lifecycle: new Lifecycle(),
    ...dueJobs({ db: deps.db, clock, log: deps.log, pollMs: config.pollMs, enabled: config.dispatchEnabled }),
  };
  const services = moduleServices(kernel);
  kernel.lifecycle.check();
  const jobs = moduleJobs(services as unknown as Services);
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
