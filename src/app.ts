import http from 'node:http';
import express from 'express';
import type { Services } from './container';
import { buildKoboSchema } from './graphql/schema';
import { mountGraphQL } from './graphql/server';
import { createKoboPubSub, localBridge, redisBridge } from './graphql/pubsub';
import { webhookRouter } from './events/webhook.rest';
import { describeDatabase } from './config/config';
import { customerRouter } from './modules/customers/customer.rest';
import { integrationRouter } from './modules/integrations/integration.rest';
import { transactionPublicRouter, transactionRouter } from './modules/transactions/transaction.rest';
import { balanceRouter } from './ledger/ledger.rest';
import { chargeRouter } from './modules/transactions/charge.rest';
import { authorizationRouter } from './modules/authorizations/authorization.rest';
import { Metrics, type PoolStats } from './ops/metrics';
import { opsRouter } from './ops/ops.rest';
import { requestLog } from './ops/request-log';
import { requireSecretKey } from './rest/auth';
import { readBody } from './rest/body';
import { errorHandler, notFoundRoute } from './rest/errors';
import { checkoutRouter } from './web/checkout.web';
import { inlineRouter } from './web/inline.web';

export interface KoboApp {
  httpServer: http.Server;
  // Stops taking requests, drains HTTP, closes websockets. The caller closes the database.
  close(): Promise<void>;
}

// Express with the REST routes, Apollo and graphql-ws on one http.Server. It never listens itself:
// main.ts and the tests decide where.
export async function createApp(services: Services): Promise<KoboApp> {
  const { config, db, log } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const httpServer = http.createServer(app);
  const metrics = new Metrics(() => poolStats(db.ds));

  const pubSub = createKoboPubSub();
  const bridge = config.redisUrl
    ? await redisBridge(pubSub, config.redisUrl, `kobo:events:${describeDatabase(config.database)}`, log)
    : localBridge(pubSub);
  services.dispatcher.addSink(bridge.sink);
  const graphql = await mountGraphQL(httpServer, await buildKoboSchema(services, pubSub), services);

  const secretKey = requireSecretKey(services.integrations);
  app.use(requestLog(log, metrics));
  app.use(opsRouter(db, metrics));
  app.use(readBody(config.maxBodyBytes));
  app.use('/graphql', secretKey, graphql.middleware);
  // Authenticated by their own signed tokens, not by an API key.
  app.use(transactionPublicRouter(services.transactions));
  // The hosted checkout page: the access code is the capability, no API key.
  app.use(checkoutRouter({ transactions: services.transactions, charges: services.charges, integrations: services.integrations, publicUrl: config.publicUrl }));
  // inline.js and its public-key initialize call.
  app.use(inlineRouter({ transactions: services.transactions, integrations: services.integrations }));
  app.use(
    secretKey,
    customerRouter(services.customers),
    integrationRouter(services.integrations),
    authorizationRouter(services.authorizations, services.charges),
    transactionRouter(services.transactions),
    chargeRouter(services.charges),
    balanceRouter(services.ledger),
    webhookRouter(services.webhooks),
  );
  app.use(notFoundRoute);
  app.use(errorHandler);

  return {
    httpServer,
    async close() {
      await graphql.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await bridge.close();
    },
  };
}

function poolStats(ds: Services['db']['ds']): PoolStats | null {
  const pool = (ds.driver as unknown as { pool?: { _allConnections?: { length: number }; _freeConnections?: { length: number }; _connectionQueue?: { length: number } } }).pool;
  if (!pool) return null;
  return {
    total: pool._allConnections?.length ?? 0,
    idle: pool._freeConnections?.length ?? 0,
    waiting: pool._connectionQueue?.length ?? 0,
  };
}
