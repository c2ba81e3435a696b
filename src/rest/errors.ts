import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '../core/errors';
import { failBody, httpStatusOf, sendJson } from './envelope';
import { loggerOf, requestIdOf } from './context';

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new DomainError('not_found', `Route ${req.method} ${req.path} not found`, 'route_not_found'));
};

// One mapping from errors to HTTP. Bad input is a DomainError (4xx); anything else is a bug or an
// outage: a generic 500 that carries the request id, with the detail only in the log.
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  const known = toDomainError(err);
  if (res.headersSent) return;
  if (known) {
    sendJson(res, httpStatusOf(known), failBody(known));
    return;
  }
  loggerOf(res)?.error({ err }, 'unhandled error');
  sendJson(res, 500, {
    status: false,
    message: `Something went wrong on our side. Request id: ${requestIdOf(res)}`,
    type: 'api_error',
    code: 'unknown',
  });
};

function toDomainError(err: unknown): DomainError | null {
  if (err instanceof DomainError) return err;
  const e = err as { type?: string; status?: number; statusCode?: number; message?: string };
  // Errors raised by express or node's parser for malformed requests.
  if (e?.type === 'entity.too.large' || e?.status === 413) return new DomainError('payload_too_large', 'Request body is too large');
  if (e?.type === 'entity.parse.failed') return new DomainError('validation', 'Invalid JSON in request body', 'invalid_json');
  if (err instanceof URIError) return new DomainError('validation', 'Malformed URL', 'invalid_params');
  const status = e?.status ?? e?.statusCode;
  if (status && status >= 400 && status < 500) return new DomainError('validation', e.message || 'Bad request', 'invalid_params');
  return null;
}
