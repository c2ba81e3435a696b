import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '../core/errors';
import { RETRY_AFTER_SECONDS, unavailableError } from '../db/errors';
import { failBody, httpStatusOf, sendJson, TRY_AGAIN_LATER } from './envelope';
import { loggerOf, requestIdOf } from './context';
import type { Logger } from '../core/logger';

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new DomainError('not_found', `Route ${req.method} ${req.path} not found`, 'route_not_found'));
};

// One mapping from errors to HTTP. Bad input is a DomainError (4xx); anything else is a bug or an
// outage: a generic 500 that carries the request id, with the detail only in the log. A database
// out of reach is the exception: 503 with Retry-After (the client tries again; Kobo moves to a
// live database server meanwhile), logged as a warning with its cause.
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  const known = toDomainError(err);
  if (res.headersSent) return;
  if (known) {
    if (known.kind === 'unavailable') {
      outageLog.note(() => loggerOf(res), (err as Error)?.message, known.code);
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    sendJson(res, httpStatusOf(known), failBody(known));
    return;
  }
  loggerOf(res)?.error({ err }, 'unhandled error');
  sendJson(res, 500, {
    status: false,
    message: `Something went wrong on our side. Request id: ${requestIdOf(res)}`,
    meta: { nextStep: TRY_AGAIN_LATER },
    type: 'api_error',
    code: 'unknown',
  });
};

// An outage answers every request 503 (thousands a second under load): one warning, then one line
// per interval with how many more there were. Each request's own access line still has its 503.
const outageLog = {
  last: 0,
  more: 0,
  note(log: () => Logger | undefined, cause: string | undefined, code: string): void {
    const now = Date.now();
    if (now - this.last < OUTAGE_LOG_INTERVAL_MS) {
      this.more++;
      return;
    }
    log()?.warn({ err: cause, code, ...(this.more ? { more_since_last: this.more } : {}) }, 'database unavailable');
    this.last = now;
    this.more = 0;
  },
};
const OUTAGE_LOG_INTERVAL_MS = 5000;

function toDomainError(err: unknown): DomainError | null {
  if (err instanceof DomainError) return err;
  const e = err as { type?: string; status?: number; statusCode?: number; message?: string };
  // Errors raised by express or node's parser for malformed requests.
  if (e?.type === 'entity.too.large' || e?.status === 413) return new DomainError('payload_too_large', 'Request body is too large');
  if (e?.type === 'entity.parse.failed') return new DomainError('validation', 'Invalid JSON in request body', 'invalid_json');
  if (err instanceof URIError) return new DomainError('validation', 'Malformed URL', 'invalid_params');
  const status = e?.status ?? e?.statusCode;
  if (status && status >= 400 && status < 500) return new DomainError('validation', e.message || 'Bad request', 'invalid_params');
  return unavailableError(err);
}
