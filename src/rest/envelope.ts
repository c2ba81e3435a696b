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
  unavailable: 503,
};

export function httpStatusOf(err: DomainError): number {
  return STATUS[err.kind];
}

// Paystack's error envelope: {status, message, meta: {nextStep}, type, code}, and `data` where the
// error names what it is about.
export function failBody(err: DomainError): Record<string, unknown> {
  return {
    status: false,
    message: err.message,
    ...(err.data !== undefined ? { data: err.data } : {}),
    meta: { nextStep: nextStepOf(err) },
    type: err.kind === 'validation' || err.kind === 'unprocessable' ? 'validation_error' : 'api_error',
    code: err.code,
  };
}

// What the caller should do next, in the words of Paystack's error samples.
export const TRY_AGAIN_LATER = 'Try again later';
function nextStepOf(err: DomainError): string {
  if (err.code === 'missing_params') return 'Provide all required params ';
  if (err.code === 'transaction_not_found') return "Ensure that you're passing the reference of a transaction that exists on this integration";
  switch (err.kind) {
    case 'validation':
    case 'unprocessable':
    case 'payload_too_large':
      return "Ensure that the value(s) you're passing are valid.";
    case 'not_found':
      return "Ensure that you're passing the correct reference for the requested resource that exists on this integration";
    case 'unauthorized':
      return 'Ensure that the authorization header follows the format: "Bearer YOUR_SECRET_KEY"';
    case 'forbidden':
      return 'Ensure that this integration may make this request';
    case 'conflict':
      return 'Fetch the resource again and retry with its current state';
    case 'rate_limited':
      return 'Wait a few minutes and try the API call again';
    case 'unavailable':
      return TRY_AGAIN_LATER;
  }
}
