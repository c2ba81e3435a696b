import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config';
import { createLogger } from '../../src/core/logger';
import { Clock } from '../../src/core/clock';
import { createDataSource, runMigrations } from '../../src/db/data-source';
import { Database } from '../../src/db/unit-of-work';
import { buildServices, type Services } from '../../src/container';
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
  // The app's HTTP server (its request listener is the express app, for walking the route table).
  httpServer: KoboApp['httpServer'];
  newIntegration(name?: string): Promise<TestIntegration>;
  api(key?: string): Api;
  stop(): Promise<void>;
}

// Boots the real app (REST + GraphQL + websockets) on a random port against a fresh database.
export async function startServer(env: Record<string, string> = {}, clock?: Clock, resolve?: Resolver): Promise<TestServer> {
  const database = await createTestDatabase();
  // In-process tests drive dispatch and delivery by their kicks (after commit, on test-clock moves,
  // when an attempt ends), so the background poll is slowed right down: tests that count SQL
  // statements then see only their own. Polling itself is exercised by the server-process tests.
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', DB_POOL_SIZE: '8', KOBO_POLL_MS: '600000', ...env, DATABASE_URL: database.url });
  const ds = await createDataSource(config);
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
    httpServer: app.httpServer,
    api: (key?: string) => new Api(url, key),
    async newIntegration(name = 'Merchant') {
      const { integration, keys } = await services.integrations.create({ name });
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
