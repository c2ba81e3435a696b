import type { Response } from 'express';
import type { Logger } from '../core/logger';
import type { CallerBase, RequestContext } from '../core/request-context';

// Per-request state kept on res.locals by the request and auth middleware.
export function ctxOf(res: Response): RequestContext {
  const ctx = res.locals.ctx as RequestContext | undefined;
  if (!ctx) throw new Error('route is missing the auth middleware');
  return ctx;
}

export function requestIdOf(res: Response): string {
  return res.locals.requestId as string;
}

export function loggerOf(res: Response): Logger {
  return res.locals.log as Logger;
}

// The caller of a route reached without a key (a signed link, a public page).
export function callerOf(res: Response): CallerBase {
  return { requestId: requestIdOf(res), log: loggerOf(res) };
}
