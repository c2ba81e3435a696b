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
import type { Processors } from '../processor';

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
  // DNS for webhook targets; tests substitute one to check the address rules without a network.
  resolve?: DnsResolver;
}

// Work a node runs in the background (polled and kicked), started after the server listens and
// stopped before the database closes.
export interface BackgroundJob {
  start(): void;
  stop(): Promise<void>;
  // An integration's test clock moved: work may have fallen due for it now.
  clockMoved?(integrationId: number): void;
  // Delivers what the outbox dispatcher hands it (webhooks): stopped after the dispatcher, so
  // events dispatched while stopping still get their deliveries. Other jobs stop before it.
  afterDispatch?: boolean;
}

// A GraphQL resolver class and how to build it from the services; the class alone is enough to
// print the schema without a database.
export interface ResolverBinding<S> {
  type: abstract new (...args: never[]) => object;
  make(services: S): object;
}

// One slice, as the composition root sees it. `services` gets what the slices listed before it
// provide (its declared `Needs`) and returns what it adds; everything else receives both.
export interface KoboModule<Needs, Provides, Loaders extends object = object> {
  name: string;
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
