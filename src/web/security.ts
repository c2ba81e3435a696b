import type { Request, Response } from 'express';
import type { Logger } from '../core/logger';
import type { CallerBase } from '../modules/transactions/transaction.service';

// Headers and checks shared by every page payers see (checkout, invoice, pay pages).

// Embedded pages (inline.js) may be framed by the merchant's site, whose origin Kobo does not know;
// every other page refuses to be framed.
export function secure(res: Response, formTargets: string[], embed = false): void {
  const forms = ["'self'", ...new Set(formTargets)].join(' ');
  res.set({
    'cache-control': 'no-store',
    pragma: 'no-cache',
    'content-security-policy': `default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; form-action ${forms}; frame-ancestors ${embed ? '*' : "'none'"}; base-uri 'none'`,
    ...(embed ? {} : { 'x-frame-options': 'DENY' }),
    'x-content-type-options': 'nosniff',
    // Same-origin posts keep their Origin header (checked below); the callback never sees the access code.
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
}

// Browsers say where a form post came from; one from another site is refused. Non-browser clients
// send neither header, and gain nothing: the access code is the capability.
export function crossSite(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true; // "null" (sandboxed frames, privacy redirects) or garbage
  }
}

export function callerOf(res: Response): CallerBase {
  return { requestId: res.locals.requestId as string | undefined, log: res.locals.log as Logger };
}

// Where the checkout sends the payer back: this page, on the host the payer reached Kobo by (the
// payer only ever redirects themselves).
export function returnUrl(req: Request, path: string): string | null {
  const host = req.get('host');
  if (!host || !/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return null;
  return `${req.protocol}://${host}${path}`;
}
