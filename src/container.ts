import type { Config } from './config/config';
import { Clock } from './core/clock';
import type { Logger } from './core/logger';
import type { Database } from './db/unit-of-work';
import { ServerSecrets } from './db/server-secret';
import { EventDispatcher } from './events/dispatcher';
import { EventRecorder } from './events/outbox';
import type { Resolver } from './events/webhook-guard';
import type { BackgroundJob, Kernel } from './modules/module';
import { moduleJobs, moduleServices, type Services } from './modules';
import { Processors } from './processor';


export type { Services } from './modules';

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
  const services = moduleServices(kernel);
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
