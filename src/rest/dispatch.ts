import type http from 'node:http';
import type { Express, Request, Response } from 'express';
import { invalidKey } from '../core/errors';
import { lazyChild, rawLineWriter, type Logger } from '../core/logger';
import { newRequestId } from '../core/ids';
import type { RequestContext } from '../core/request-context';
import type { AuthenticatedKey } from '../modules/integrations/integration.service';
import type { Metrics } from '../ops/metrics';
import { bearerToken } from './auth';
import { readRequestBody } from './body';
import { errorHandler, notFoundRoute } from './errors';
import type { RouteEntry, RouteTable } from './route-table';
import { withIdempotencyKey } from './idempotency';
import { onEnd } from './request-logging';
import type { IdempotencyService } from '../modules/idempotency/idempotency.service';
import type { RequestLogService } from '../modules/request-logs/request-log.service';

export interface DispatchDeps {
  table: RouteTable;
  // Everything the table does not hold (GraphQL, its explorer, unknown paths) goes to express.
  fallback: Express;
  log: Logger;
  metrics: Metrics;
  maxBodyBytes: number;
  authenticate(token: string): Promise<AuthenticatedKey>;
  idempotency: IdempotencyService;
  requestLogs: RequestLogService;
}

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// The HTTP entry of every REST request: one lookup in the route table, then the same steps the
// express middleware chain took, in a straight line: request id, body, the secret key for routes
// behind it, the route's handlers, errors mapped once (rest/errors.ts), one access-log line and the
// metrics when the reply is sent. Handlers keep express's req and res (the prototypes are express's
// own), so they are written as any express handler is.
//
// What it leaves out on purpose: a pino child logger per request (made only if something logs
// through ctx.log), express's walk over every mounted router, and reading a body that no header
// announced.
export function dispatcher(deps: DispatchDeps): http.RequestListener {
  const { table, fallback } = deps;
  const record = accessRecorder(deps.log, deps.metrics);
  return (req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    let match = null;
    try {
      if (path.charCodeAt(0) === 47 /* / */) match = table.lookup(req.method ?? 'GET', path);
    } catch {
      // A parameter that is not valid percent-encoding: express answers it as it always did.
    }
    if (!match) return fallback(req, res);
    serve(deps, record, match.route, match.params, req as Request, res as Response);
  };
}

function serve(deps: DispatchDeps, record: AccessRecorder, route: RouteEntry, params: Record<string, string>, req: Request, res: Response): void {
  // What express's app.handle and router set up before a handler runs. The prototypes are already
  // express's: the server makes its requests and responses from them (rest/express-http.ts), so no
  // object changes prototype here.
  req.res = res;
  req.params = params;
  req.originalUrl = req.url;
  req.baseUrl = '';
  (req as { route?: unknown }).route = route.express;
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : newRequestId();
  const locals = Object.create(null) as Record<string, unknown>;
  res.locals = locals;
  locals.requestId = requestId;
  let bindings: Record<string, unknown> = { req_id: requestId };
  // The request's ids as the access line shows them (JSON); the request id is made of [A-Za-z0-9._:-].
  let who = `,"req_id":"${requestId}"`;
  locals.log = lazyChild(deps.log, () => bindings);
  res.setHeader('x-request-id', requestId);
  const started = process.hrtime.bigint();
  let ctx: RequestContext | undefined;
  // The access line, the metrics, and for an integration's requests its request log.
  onEnd(res, (reply) => {
    const ms = record(req.method, route, res.statusCode, started, who);
    if (ctx)
      deps.requestLogs.record(ctx, {
        requestId,
        method: req.method,
        route: route.path,
        status: res.statusCode,
        ms,
        requestBody: () => req.body,
        replyBody: () => reply,
      });
  });

  const fail = (err: unknown): void => {
    errorHandler(err, req, res, noop);
  };
  const handlers = route.handlers;
  const run = (i: number, err?: unknown): void => {
    if (err !== undefined && err !== 'route' && err !== 'router') return fail(err);
    if (i >= handlers.length || err !== undefined) return void notFoundRoute(req, res, fail);
    try {
      const out = handlers[i]!(req, res, (e?: unknown) => run(i + 1, e)) as unknown;
      if (out && typeof (out as Promise<unknown>).then === 'function')
        (out as Promise<unknown>).then(undefined, (e: unknown) => fail(e ?? new Error('handler rejected')));
    } catch (e) {
      fail(e);
    }
  };
  const authorised = (): void => {
    if (route.access === 'public') return run(0);
    const token = bearerToken(req.headers.authorization);
    if (!token) return fail(invalidKey());
    deps.authenticate(token).then((auth) => {
      bindings = { req_id: requestId, integration: auth.integration.id, domain: auth.domain };
      who = `,"req_id":"${requestId}","integration":${auth.integration.id},"domain":"${auth.domain}"`;
      ctx = { requestId, integration: auth.integration, domain: auth.domain, log: lazyChild(deps.log, () => bindings) };
      locals.log = ctx.log;
      locals.ctx = ctx;
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && (req.method === 'POST' || req.method === 'PUT'))
        return withIdempotencyKey(deps.idempotency, ctx, req, res, key, () => run(0), fail);
      run(0);
    }, fail);
  };
  if (req.body !== undefined) return authorised();
  readRequestBody(req, deps.maxBodyBytes, (err) => (err === undefined ? authorised() : fail(err)));
}

const noop = () => undefined;

// Returns the milliseconds the request took.
type AccessRecorder = (method: string, route: RouteEntry, status: number, started: bigint, who: string) => number;

interface RouteStats {
  method: string;
  histogram: { observe(v: number): void };
  counters: Map<number, { inc(): void }>;
  // The route's part of the access line, in JSON.
  line: string;
}

// One access-log line and the request metrics per reply. The metric children are kept per route
// (prom-client hashes a label object on every inc() otherwise, and a string key would be built and
// hashed per request). The access line holds only ids, the route's pattern, the status and the
// time, never a value a client sent, so it is written as JSON directly (core/logger rawLineWriter).
function accessRecorder(log: Logger, metrics: Metrics): AccessRecorder {
  const write = rawLineWriter(log, 'request');
  const byRoute = new Map<RouteEntry, RouteStats>();
  // A HEAD served by a GET route is counted under its own method.
  const heads = new Map<RouteEntry, RouteStats>();
  const statsOf = (method: string, route: RouteEntry): RouteStats => {
    const map = method === route.method ? byRoute : heads;
    let stats = map.get(route);
    if (!stats || stats.method !== method) {
      const labels = { method, route: route.path };
      map.set(
        route,
        (stats = {
          method,
          histogram: metrics.latency.labels(labels),
          counters: new Map(),
          line: `,"method":${JSON.stringify(method)},"route":${JSON.stringify(route.path)}`,
        }),
      );
    }
    return stats;
  };
  return (method, route, status, started, who) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const stats = statsOf(method, route);
    stats.histogram.observe(seconds);
    let counter = stats.counters.get(status);
    if (!counter) stats.counters.set(status, (counter = metrics.requests.labels({ method, route: route.path, status: String(status) })));
    counter.inc();
    const ms = Math.round(seconds * 1e4) / 10;
    write(`${who}${stats.line},"status":${status},"ms":${ms}`);
    return ms;
  };
}
