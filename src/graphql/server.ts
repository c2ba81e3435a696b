import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { ErrorRequestHandler, Request, Response, RequestHandler } from 'express';
import { GraphQLError, getOperationAST, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Kernel } from '../modules/module';
import type { IntegrationServices } from '../modules/integrations/integration.module';
import { DomainError } from '../core/errors';
import { unpairedSurrogateIn } from '../core/validate';
import { maskText } from '../core/mask';
import type { RequestContext } from '../core/request-context';
import { newRequestId } from '../core/ids';
import { bearerToken } from '../rest/auth';
import { httpStatusOf } from '../rest/envelope';
import type { GqlContext, Loaders } from './context';
import { formatGraphQLError, graphqlCodeOf, withoutInputValues } from './errors';
import { LaggedSubscription } from './pubsub';
import { RETRY_AFTER_SECONDS, unavailableError } from '../db/errors';
import { aliasLimit, assertCost, assertDocumentSize, depthLimit } from './limits';

export interface GraphQLMount {
  // Apollo, then an error handler that answers failures before it (no or a bad key) GraphQL-style.
  middleware: Array<RequestHandler | ErrorRequestHandler>;
  stop(): Promise<void>;
}

// How often an open websocket's key is checked again: a revoked or rotated key loses its live
// subscriptions within this (plus the settings cache's own bound on other nodes).
const KEY_RECHECK_MS = 1000;

// How many distinct operation names get their own metrics label; later ones share `other`, so a
// client inventing names cannot grow /metrics without bound.
const MAX_OPERATION_LABELS = 100;

// Apollo over HTTP and graphql-ws on the same server and path. Both authenticate with a secret key
// (HTTP: the Authorization header, checked by the REST auth middleware before this; websockets:
// connectionParams.authorization at connection_init) and build fresh loaders per operation.
export async function mountGraphQL(
  httpServer: http.Server,
  schema: GraphQLSchema,
  services: Kernel & IntegrationServices,
  createLoaders: (ctx: RequestContext) => Loaders,
): Promise<GraphQLMount> {
  const { config, log } = services;
  const rules = [depthLimit(config.graphqlMaxDepth), aliasLimit(config.graphqlMaxAliases)];
  const parseOptions = { maxTokens: config.graphqlMaxTokens };
  const onUnknown = (err: unknown) => log.error({ err }, 'graphql resolver failed');

  const contextOf = (auth: Pick<RequestContext, 'integration' | 'domain'>): GqlContext => {
    const requestId = newRequestId();
    const rc: RequestContext = {
      requestId,
      integration: auth.integration,
      domain: auth.domain,
      log: log.child({ req_id: requestId, integration: auth.integration.id }),
    };
    return { ctx: rc, loaders: createLoaders(rc) };
  };

  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const ws = useServer<Record<string, unknown> | undefined, { auth?: Pick<RequestContext, 'integration' | 'domain'> }>(
    {
      schema,
      async onConnect(ctx) {
        const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const token = typeof raw === 'string' ? (bearerToken(raw) ?? raw.trim()) : undefined;
        try {
          ctx.extra.auth = await services.integrations.authenticate(token, 'secret');
        } catch (err) {
          // The key could not be checked: 1013 Try Again Later, so a client reconnects, not gives up.
          if (unavailableError(err)) ctx.extra.socket.close(1013, 'Database unavailable, retry later');
          return false; // graphql-ws closes the socket with 4403 Forbidden
        }
        // The key must stay valid while the socket is open: checked again from the cache, and a
        // refused key closes the socket as connection_init would have been (4403).
        const socket = ctx.extra.socket;
        const timer = setInterval(() => {
          services.integrations.authenticate(token, 'secret').catch((err: unknown) => {
            if (err instanceof DomainError && err.kind === 'unauthorized') socket.close(4403, 'Forbidden');
          });
        }, KEY_RECHECK_MS);
        timer.unref();
        socket.once('close', () => clearInterval(timer));
        return true;
      },
      // Size first, on the text; then the document is parsed once, validated and costed here, and
      // handed to graphql-ws ready to run.
      onSubscribe(ctx, _id, payload) {
        try {
          const unpaired = unpairedSurrogateIn(payload.variables);
          if (unpaired) return [new GraphQLError(unpaired, { extensions: { code: 'BAD_USER_INPUT' } })];
          assertDocumentSize(payload.query, config.graphqlMaxTokens);
          const document = parse(payload.query, parseOptions);
          const invalid = validate(schema, document, [...specifiedRules, ...rules]);
          if (invalid.length) return invalid.map(valueFree);
          // The cost is the operation's that will run: clients send an operationName with an
          // anonymous operation (GraphiQL sends the tab's), which the cost walk cannot match.
          const operation = getOperationAST(document, payload.operationName || undefined);
          if (!operation)
            return [
              new GraphQLError(
                payload.operationName
                  ? `Unknown operation named "${payload.operationName}".`
                  : 'Must provide operation name if query contains multiple operations.',
              ),
            ];
          assertCost(schema, document, payload.variables ?? undefined, operation.name?.value, config.graphqlMaxCost);
          return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue: contextOf(ctx.extra.auth!) };
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
      },
      onNext(_ctx, _id, _payload, _args, result) {
        if (result.errors?.length) return { ...result, errors: result.errors.map((e) => (e instanceof GraphQLError ? valueFree(e) : e)) };
        return undefined;
      },
      onError(_ctx, _id, _payload, errors) {
        // A lagging subscription's end is expected and logged where it happens (pubsub.ts).
        for (const e of errors) if (!(e instanceof GraphQLError) || (e.originalError && !(e.originalError instanceof LaggedSubscription))) onUnknown(e);
        return errors.map(valueFree);
      },
    },
    wss,
  );

  // The request logger labels /graphql requests with the operation Apollo resolved (res.locals).
  // Keyed by the request's RequestContext: Apollo hands plugins a shallow copy of the context value.
  const responses = new WeakMap<RequestContext, Response>();
  const labels = new Set<string>();
  const operationLabel = (raw: string | null | undefined): string => {
    if (!raw) return 'anonymous';
    // The client names it: a card number glued to a word (`Pay4084…`) is masked like any text, as
    // the label names the request log's line and the metrics' series.
    const name = maskText(raw);
    if (labels.has(name)) return name;
    if (labels.size >= MAX_OPERATION_LABELS) return 'other';
    labels.add(name);
    return name;
  };

  const costPlugin: ApolloServerPlugin<GqlContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, operationName, contextValue }) {
          const res = responses.get(contextValue.ctx);
          if (res) res.locals.graphqlOperation = operationLabel(operationName);
          // No operation matches the operationName sent: execution refuses it, nothing to cost.
          if (!operation) return;
          // Variables a GET sent in its query string (a POST's body was checked as it was parsed).
          const unpaired = unpairedSurrogateIn(request.variables);
          if (unpaired) throw new GraphQLError(unpaired, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          if (operation.operation === 'subscription') {
            throw new GraphQLError('Subscriptions are served over graphql-ws on this path (ws:// or wss://), not over HTTP', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
          try {
            assertCost(schema, document, request.variables, operation.name?.value, config.graphqlMaxCost);
          } catch (err) {
            if (err instanceof GraphQLError) {
              // Besides the cost itself, computing it coerces the variables: a variable of the wrong
              // type fails here first, and is bad input (Apollo would label a code-less error internal).
              throw new GraphQLError(err.message, { extensions: { code: 'BAD_USER_INPUT', ...err.extensions, http: { status: 400 } } });
            }
            throw err;
          }
        },
      };
    },
  };

  const apollo = new ApolloServer<GqlContext>({
    schema,
    validationRules: rules,
    parseOptions,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (HTTP, websockets, background work, pool). Apollo's own SIGTERM handler
    // (on unless NODE_ENV=test) would start a second, overlapping stop that hung the process.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, onUnknown),
    // HTTP draining is owned by src/ops/http-drain.ts (app.ts closes it before stopping Apollo);
    // Apollo only closes the websockets.
    plugins: [
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await ws.dispose();
            },
          };
        },
      },
      costPlugin,
      // Browsers get Kobo's own explorer (src/web/explorer.web.ts), not Apollo's CDN-loaded page.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  const apolloMiddleware = expressMiddleware(apollo, {
    context: async ({ res }) => {
      const ctx = res.locals.ctx as RequestContext;
      const value: GqlContext = { ctx, loaders: createLoaders(ctx) };
      responses.set(ctx, res);
      return value;
    },
  });
  // Before Apollo parses it: a document too large or nested too deep to parse cheaply.
  const sizeCheck: RequestHandler = (req, res, next) => {
    const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
    try {
      assertDocumentSize(query, config.graphqlMaxTokens);
    } catch (err) {
      if (!(err instanceof GraphQLError)) return next(err);
      res.status(400).json({ errors: [{ message: err.message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
      return;
    }
    next();
  };
  return { middleware: [sizeCheck, apolloMiddleware, graphqlErrorReply], stop: () => apollo.stop() };
}

// A request refused before Apollo runs (no key, a bad key) still gets a GraphQL response, so
// GraphQL clients and tools show the reason: `{errors: [{message, extensions: {code}}]}`, with the
// HTTP status REST would use (401 for a key). Anything else goes on to the REST error handler.
const graphqlErrorReply: ErrorRequestHandler = (raw: unknown, _req: Request, res: Response, next) => {
  const err = unavailableError(raw) ?? raw;
  if (!(err instanceof DomainError) || res.headersSent) return next(raw);
  if (err.kind === 'unavailable') res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(httpStatusOf(err)).json({ errors: [{ message: err.message, extensions: { code: graphqlCodeOf(err), reason: err.code } }] });
};

// A websocket error as sent to the client: without the input values graphql-js repeats (errors.ts),
// and a database outage in the words and code the HTTP reply uses.
const valueFree = (e: GraphQLError): GraphQLError => {
  const unavailable = unavailableError(e.originalError);
  if (unavailable) {
    return new GraphQLError(unavailable.message, { nodes: e.nodes, path: e.path, extensions: { code: graphqlCodeOf(unavailable), reason: unavailable.code } });
  }
  return new GraphQLError(withoutInputValues(e.message), {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    path: e.path,
    originalError: e.originalError,
    extensions: e.extensions,
  });
};
