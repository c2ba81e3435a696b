import type { RequestHandler } from 'express';
import type { Logger } from '../core/logger';
import { newRequestId } from '../core/ids';
import type { Metrics } from './metrics';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// Gives every request an id (kept from x-request-id when sane), a child logger that stamps it on
// every line, and one access-log line plus metrics when the response finishes. Bodies, headers and
// query strings are not logged: they may carry keys or card data.
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
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : req.path === '/graphql' ? '/graphql' : 'unmatched';
      metrics.requests.inc({ method: req.method, route, status: String(res.statusCode) });
      metrics.latency.observe({ method: req.method, route }, seconds);
      (res.locals.log as Logger).info(
        { method: req.method, route, path: req.path, status: res.statusCode, ms: Math.round(seconds * 1000 * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
