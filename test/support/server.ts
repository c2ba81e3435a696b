import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config';
import { createLogger } from '../../src/core/logger';
import { Clock } from '../../src/core/clock';
import { createDataSource, runMigrations } from '../../src/db/data-source';
import { Database } from '../../src/db/unit-of-work';
import { buildServices, ENTITIES, type Services } from '../../src/container';
import { createApp, type KoboApp } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './database';
import { Api } from './http';
import type { Resolver } from '../../src/events/webhook-guard';

export interface TestIntegration {
  id: number;
  name: string;
  test: { secret_key: string; public_key: string };
  live: { secret_key: string; public_key: string };
  // REST clients authenticated with this integration's secret keys.
  api: Api;
  live_api: Api;
}

export interface TestServer {
  url: string;
  wsUrl: string;
  services: Services;
  database: TestDatabase;
  app: KoboApp;
  // country: the integration's market (core/markets.ts), Nigeria by default.
  newIntegration(name?: string, country?: string): Promise<TestIntegration>;
  api(key?: string): Api;
  stop(): Promise<void>;
}

// Boots the real app (REST + GraphQL + websockets) on a random port against a fresh database.
export async function startServer(env: Record<string, string> = {}, clock?: Clock, resolve?: Resolver): Promise<TestServer> {
  const database = await createTestDatabase({ migrated: true });
  // In-process tests drive dispatch and delivery by their kicks (after commit, on test-clock moves,
  // when an attempt ends), so the background poll is slowed right down: tests that count SQL
  // statements then see only their own. Polling itself is exercised by the server-process tests.
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DB_POOL_SIZE: '8',
    KOBO_POLL_MS: '600000',
    ...env,
    DATABASE_URL: database.url,
  });
  const ds = await createDataSource(config, ENTITIES);
  await runMigrations(ds);
  const services = buildServices({ config, db: new Database(ds), log: createLogger(config.logLevel), clock, resolve });
  const app: KoboApp = await createApp(services);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', () => resolve()));
  const port = (app.httpServer.address() as AddressInfo).port;
  services.background.start();
  const url = `http://127.0.0.1:${port}`;
  let stopped = false;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    services,
    database,
    app,
    api: (key?: string) => new Api(url, key),
    async newIntegration(name = 'Merchant', country?: string) {
      const { integration, keys } = await services.integrations.create({ name, ...(country ? { country } : {}) });
      return { id: integration.id, name, ...keys, api: new Api(url, keys.test.secret_key), live_api: new Api(url, keys.live.secret_key) };
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
      await services.background.stop();
      await ds.destroy();
      await database.drop();
    },
  };
}
