import http from 'node:http';
import express from 'express';
import { moduleParts, type Services } from './modules';
import { buildKoboSchema } from './graphql/schema';
import { mountGraphQL } from './graphql/server';
import { createKoboPubSub, eventChannel, localBridge, redisBridge } from './graphql/pubsub';
import { databaseIdentity } from './config/config';
import { Metrics, type PoolStats } from './ops/metrics';
import { opsRouter } from './ops/ops.rest';
import { HttpDrain } from './ops/http-drain';
import { requestLog } from './ops/request-log';
import { requireSecretKey } from './rest/auth';
import { readBody } from './rest/body';
import { maskGraphQLRequest } from './graphql/log-mask';
import { dispatcher } from './rest/dispatch';
import { expressHttpClasses } from './rest/express-http';
import { RouteTable } from './rest/route-table';
import { errorHandler, notFoundRoute } from './rest/errors';
import { explorerRouter, graphqlCors } from './web/explorer.web';
import { idempotencyKeys } from './rest/idempotency';
import { requestLogging } from './rest/request-logging';
import { frontRouter } from './web/front.web';
import { openApiRouter } from './rest/openapi';

export interface KoboApp {
  httpServer: http.Server;
  // Every REST route (tests enumerate endpoints from it), and the express app behind them.
  routes: RouteTable;
  express: express.Express;
  // Stops taking connections, answers every request that arrived (within the grace period), then
  // closes websockets. The caller stops background work and closes the database.
  close(): Promise<void>;
}

// Express with the REST routes, Apollo and graphql-ws on one http.Server. It never listens itself:
// main.ts and the tests decide where.
export async function createApp(services: Services): Promise<KoboApp> {
  const { config, db, log } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Behind a reverse proxy (KOBO_TRUST_PROXY): req.ip, req.host and req.protocol come from the
  // X-Forwarded-* headers that the trusted proxy sets; otherwise from the socket and the Host header.
  app.set('trust proxy', config.trustProxy);
  // Shutdown drains HTTP through this one gate (src/ops/http-drain.ts).
  const drain = new HttpDrain(log);
  // The request listener is attached below, once the routes are known.
  const httpServer = http.createServer(expressHttpClasses(app));
  // An idle connection is closed by whichever side times out first, and a request the other side
  // sends at that moment is lost (`socket hang up`, `other side closed`). node's 5 s default is
  // shorter than the proxies in front (nginx keeps upstream connections 60 s, cloud load balancers
  // 60 s) and races clients whose idle clock runs behind a busy event loop: Kobo keeps them longer.
  httpServer.keepAliveTimeout = config.keepAliveTimeoutMs;
  drain.attach(httpServer);
  const metrics = new Metrics(() => poolStats(db.ds));

  const pubSub = createKoboPubSub({
    onLagged: (topic, channel, dropped) => log.warn({ topic, channel, dropped }, 'a subscription fell too far behind and was ended (LAGGED)'),
  });
  const bridge = config.redis ? await redisBridge(pubSub, config.redis, `kobo:events:${databaseIdentity(config.database)}`, log) : localBridge(pubSub);
  services.dispatcher.addSink(bridge.sink);
  services.requestLogs.onLogged((entry) => bridge.publishRequest(entry));
  services.webhookRunner.onRecorded((delivery) => bridge.publishDelivery(delivery));
  services.requestLogs.watching = (integrationId, domain) => pubSub.watching(eventChannel(integrationId, domain));
  const parts = moduleParts(services);
  const graphql = await mountGraphQL(httpServer, await buildKoboSchema(parts.resolvers, services, pubSub), services, parts.loaders);

  // Every REST route, public and behind the key, in one table (rest/route-table.ts), in the order
  // express would have tried them: the health and front pages, routes with their own capability
  // (signed tokens, access codes, public keys), then the secret-key routes.
  const table = new RouteTable();
  table.addRouter(opsRouter(db, metrics), 'public');
  table.addRouter(
    frontRouter(config.publicUrl, [
      { href: '/dashboard', label: 'Dashboard', text: 'payments, webhooks, the test clock and settings, live, with your secret key' },
    ]),
    'public',
  );
  table.addRouter(
    openApiRouter(() => table.entries, config.publicUrl),
    'public',
  );
  for (const router of parts.publicRoutes()) table.addRouter(router, 'public');
  for (const router of parts.routes()) table.addRouter(router, 'secret');

  // What the table does not hold stays on express: GraphQL and its explorer, and the answer to an
  // unknown path (401 without a valid key, as before, else 404).
  const secretKey = requireSecretKey(services.integrations);
  app.use(requestLog(log, metrics));
  app.use(readBody(config.maxBodyBytes));
  // Browsers get the explorer page and CORS preflights their answer before the key is asked for.
  app.use('/graphql', graphqlCors);
  app.use(explorerRouter());
  app.use('/graphql', secretKey, requestLogging(services.requestLogs, maskGraphQLRequest), idempotencyKeys(services.idempotency), graphql.middleware);
  app.use(secretKey);
  app.use(notFoundRoute);
  app.use(errorHandler);

  const listener = dispatcher({
    table,
    fallback: app,
    log,
    metrics,
    maxBodyBytes: config.maxBodyBytes,
    authenticate: (token) => services.integrations.authenticate(token, 'secret'),
    idempotency: services.idempotency,
    requestLogs: services.requestLogs,
  });
  httpServer.on('request', drain.handle(listener));

  return {
    httpServer,
    routes: table,
    express: app,
    async close() {
      await drain.close(config.shutdownGraceMs);
      await graphql.stop();
      await bridge.close();
    },
  };
}

function poolStats(ds: Services['db']['ds']): PoolStats | null {
  const pool = (
    ds.driver as unknown as { pool?: { _allConnections?: { length: number }; _freeConnections?: { length: number }; _connectionQueue?: { length: number } } }
  ).pool;
  if (!pool) return null;
  return {
    total: pool._allConnections?.length ?? 0,
    idle: pool._freeConnections?.length ?? 0,
    waiting: pool._connectionQueue?.length ?? 0,
  };
}
