import type { Response } from 'express';
import type { DomainError } from '../core/errors';

export function ok(res: Response, message: string, data?: unknown, meta?: unknown, status = 200): void {
  const body: Record<string, unknown> = { status: true, message };
  if (data !== undefined) body.data = data;
  if (meta !== undefined) body.meta = meta;
  sendJson(res, status, body);
}

// ok() for a `data` already serialised (a stored reply document): the same bytes ok() would send.
export function okJson(res: Response, message: string, dataJson: string): void {
  sendText(res, 200, `{"status":true,"message":${JSON.stringify(message)},"data":${dataJson}}`);
}

// The bytes express's res.status().json() sends (Kobo sets no JSON replacer, spaces or escaping,
// and no ETag), without its per-reply header normalisation and content-type lookup. A HEAD reply
// keeps the headers; node drops the body.
export function sendJson(res: Response, status: number, body: unknown): void {
  sendText(res, status, JSON.stringify(body));
}

function sendText(res: Response, status: number, text: string): void {
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
