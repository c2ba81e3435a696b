import type { Router } from 'express';
import type { Clock } from '../core/clock';
import type { Logger } from '../core/logger';
import type { RequestContext } from '../core/request-context';
import type { Config } from '../config/config';
import type { Database } from '../db/unit-of-work';
import type { ServerSecrets } from '../db/server-secret';
import type { EventDispatcher } from '../events/dispatcher';
import type { EventRecorder } from '../events/outbox';
import type { Resolver as DnsResolver } from '../events/webhook-guard';
import type { BackgroundJob } from '../jobs/background-job';
import type { DueJob, DueWorkRunner } from '../jobs/due-work';
import type { ExpiryJob, ExpirySweep } from '../jobs/expiry-sweep';
import type { Processors } from '../processor';
import type { Lifecycle } from './lifecycle';

// What every slice may use without naming another slice: built by the composition root before any
// module.
export interface Kernel {
  config: Config;
  db: Database;
  log: Logger;
  clock: Clock;
  events: EventRecorder;
  dispatcher: EventDispatcher;
  secrets: ServerSecrets;
  processors: Processors;
  // The hook points of a payment's life, declared with their order in lifecycle.ts.
  lifecycle: Lifecycle;
  // DNS for webhook targets; tests substitute one to check the address rules without a network.
  resolve?: DnsResolver;
  // A job over rows that fall due on their integration's clock, polled at this node's interval and
  // off where this node does not dispatch (jobs/due-work.ts); the slice lists it in its `jobs`.
  dueJob(job: DueJob): DueWorkRunner;
  // A job that deletes rows once they expire on their integration's clock (jobs/expiry-sweep.ts).
  expirySweep(job: ExpiryJob): ExpirySweep;
}

// What a slice's `jobs` returns (jobs/background-job.ts).
export type { BackgroundJob };

// A GraphQL resolver class and how to build it from the services; the class alone is enough to
// print the schema without a database.
export interface ResolverBinding<S> {
  type: abstract new (...args: never[]) => object;
  make(services: S): object;
}

// A TypeORM entity class (a table the slice owns).
export type EntityClass = abstract new (...args: never[]) => object;

// One slice, as the composition root sees it. `services` gets what the slices listed before it
// provide (its declared `Needs`) and returns what it adds; everything else receives both.
export interface KoboModule<Needs, Provides, Loaders extends object = object> {
  name: string;
  // The tables the slice owns: the composition root hands every module's to the data source.
  entities?: EntityClass[];
  services?(deps: Needs): Provides;
  // Routes reached without a secret key (their own tokens, public keys, access codes); mounted
  // before the secret-key routes.
  publicRoutes?(s: Needs & Provides): Router[];
  // Routes behind the secret key.
  routes?(s: Needs & Provides): Router[];
  resolvers?: Array<ResolverBinding<Needs & Provides>>;
  // Per-request DataLoaders (per HTTP request and per websocket operation).
  loaders?(s: Needs & Provides, ctx: RequestContext): Loaders;
  jobs?(s: Needs & Provides): BackgroundJob[];
}

export function defineModule<Needs, Provides = object, Loaders extends object = object>(
  module: KoboModule<Needs, Provides, Loaders>,
): KoboModule<Needs, Provides, Loaders> {
  return module;
}

export type ProvidedBy<M> = M extends KoboModule<any, infer P, any> ? P : never;
export type LoadersOf<M> = M extends KoboModule<any, any, infer L> ? L : never;
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
