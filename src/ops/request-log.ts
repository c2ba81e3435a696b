import type { Request, RequestHandler } from 'express';
import type { Logger } from '../core/logger';
import { newRequestId } from '../core/ids';
import type { Metrics } from './metrics';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// Gives every request an id (kept from x-request-id when sane), a child logger that stamps it on
// every line, and one access-log line plus metrics when the response finishes. Bodies, headers,
// query strings and raw paths are not logged: paths carry capabilities (export download tokens,
// checkout access codes) and any of them may carry keys or card data. A request is named by the
// route pattern it matched (`/checkout/:access_code`), or `unmatched`.
export function requestLog(log: Logger, metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : newRequestId();
    res.locals.requestId = requestId;
    res.locals.log = log.child({ req_id: requestId });
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req);
      // Set by the GraphQL mount: the operation's name from a bounded set, or a fixed label.
      const operation = route === '/graphql' ? ((res.locals.graphqlOperation as string | undefined) ?? 'unknown') : undefined;
      const labels: Record<string, string> = operation ? { method: req.method, route, operation } : { method: req.method, route };
      metrics.requests.inc({ ...labels, status: String(res.statusCode) });
      metrics.latency.observe(labels, seconds);
      (res.locals.log as Logger).info({ ...labels, status: res.statusCode, ms: Math.round(seconds * 1000 * 10) / 10 }, 'request');
    });
    next();
  };
}

function routeOf(req: Request): string {
  if (req.route?.path) return `${req.baseUrl}${String(req.route.path)}`;
  // Apollo is mounted with app.use('/graphql'), so no route records the match.
  const url = req.originalUrl;
  if (url === '/graphql' || url.startsWith('/graphql?') || url.startsWith('/graphql/')) return '/graphql';
  return 'unmatched';
}
