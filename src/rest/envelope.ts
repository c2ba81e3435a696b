import type { Response } from 'express';
import type { DomainError } from '../core/errors';

export function ok(res: Response, message: string, data?: unknown, meta?: unknown, status = 200): void {
  const body: Record<string, unknown> = { status: true, message };
  if (data !== undefined) body.data = data;
  if (meta !== undefined) body.meta = meta;
  sendJson(res, status, body);
}

// The bytes express's res.status().json() sends (Kobo sets no JSON replacer, spaces or escaping,
// and no ETag), without its per-reply header normalisation and content-type lookup. A HEAD reply
// keeps the headers; node drops the body.
export function sendJson(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

const STATUS: Record<DomainError['kind'], number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
};

export function httpStatusOf(err: DomainError): number {
  return STATUS[err.kind];
}

export function failBody(err: DomainError): Record<string, unknown> {
  return {
    status: false,
    message: err.message,
    type: err.kind === 'validation' || err.kind === 'unprocessable' ? 'validation_error' : 'api_error',
    code: err.code,
  };
}
