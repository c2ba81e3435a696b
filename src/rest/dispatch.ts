import type http from 'node:http';
import type { Express, Request, Response } from 'express';
import { invalidKey } from '../core/errors';
import { lazyChild, type Logger } from '../core/logger';
import { newRequestId } from '../core/ids';
import type { RequestContext } from '../core/request-context';
import type { AuthenticatedKey } from '../modules/integrations/integration.service';
import type { Metrics } from '../ops/metrics';
import { bearerToken } from './auth';
import { readRequestBody } from './body';
import { errorHandler, notFoundRoute } from './errors';
import type { RouteEntry, RouteTable } from './route-table';
import { withIdempotencyKey } from './idempotency';
import { watchReply } from './request-logging';
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
  const app = deps.fallback;
  // What express's app.handle and router set up before a handler runs.
  req.res = res;
  res.req = req;
  Object.setPrototypeOf(req, app.request);
  Object.setPrototypeOf(res, app.response);
  req.params = params;
  req.originalUrl = req.url;
  req.baseUrl = '';
  (req as { route?: unknown }).route = { path: route.path };
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : newRequestId();
  const locals = Object.create(null) as Record<string, unknown>;
  res.locals = locals;
  locals.requestId = requestId;
  let bindings: Record<string, unknown> = { req_id: requestId };
  locals.log = lazyChild(deps.log, () => bindings);
  res.setHeader('x-request-id', requestId);
  const started = process.hrtime.bigint();
  // Set once the key is known: only an integration's requests go to its request log.
  let reply: () => unknown = noop;
  res.once('finish', () => {
    const ms = record(req.method, route.path, res.statusCode, started, bindings);
    const ctx = locals.ctx as RequestContext | undefined;
    if (ctx) deps.requestLogs.record(ctx, { requestId, method: req.method, route: route.path, status: res.statusCode, ms, requestBody: () => req.body, replyBody: reply });
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
      if (out && typeof (out as Promise<unknown>).then === 'function') (out as Promise<unknown>).then(undefined, (e: unknown) => fail(e ?? new Error('handler rejected')));
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
      const ctx: RequestContext = { requestId, integration: auth.integration, domain: auth.domain, log: lazyChild(deps.log, () => bindings) };
      locals.log = ctx.log;
      locals.ctx = ctx;
      reply = watchReply(res);
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && (req.method === 'POST' || req.method === 'PUT')) return withIdempotencyKey(deps.idempotency, ctx, req, res, key, () => run(0), fail);
      run(0);
    }, fail);
  };
  if (req.body !== undefined) return authorised();
  readRequestBody(req, deps.maxBodyBytes, (err) => (err === undefined ? authorised() : fail(err)));
}

const noop = () => undefined;

// Returns the milliseconds the request took.
type AccessRecorder = (method: string, route: string, status: number, started: bigint, bindings: Record<string, unknown>) => number;

// One access-log line and the request metrics per reply. The metric children are kept per label
// set: prom-client hashes a label object on every inc() otherwise.
function accessRecorder(log: Logger, metrics: Metrics): AccessRecorder {
  const counters = new Map<string, { inc(): void }>();
  const histograms = new Map<string, { observe(v: number): void }>();
  return (method, route, status, started, bindings) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const key = `${method} ${route}`;
    let histogram = histograms.get(key);
    if (!histogram) histograms.set(key, (histogram = metrics.latency.labels({ method, route })));
    histogram.observe(seconds);
    const counterKey = `${key} ${status}`;
    let counter = counters.get(counterKey);
    if (!counter) counters.set(counterKey, (counter = metrics.requests.labels({ method, route, status: String(status) })));
    counter.inc();
    const ms = Math.round(seconds * 1e4) / 10;
    if (log.isLevelEnabled('info')) log.info({ ...bindings, method, route, status, ms }, 'request');
    return ms;
  };
}
