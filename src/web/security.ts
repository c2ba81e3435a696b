import type { Request, Response } from 'express';
import type { CallerBase } from '../core/request-context';
import type { Logger } from '../core/logger';

// Headers and checks shared by every page payers see (checkout, invoice, pay pages).

// Embedded pages (inline.js) may be framed by the merchant's site, whose origin Kobo does not know;
// every other page refuses to be framed.
export function secure(res: Response, formTargets: string[], embed = false): void {
  const forms = ["'self'", ...new Set(formTargets)].join(' ');
  res.set({
    'cache-control': 'no-store',
    pragma: 'no-cache',
    'content-security-policy': `default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'; form-action ${forms}; frame-ancestors ${embed ? '*' : "'none'"}; base-uri 'none'`,
    ...(embed ? {} : { 'x-frame-options': 'DENY' }),
    'x-content-type-options': 'nosniff',
    // Same-origin posts keep their Origin header (checked below); the callback never sees the access code.
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
}

// Browsers say where a form post came from; one from another site is refused. Non-browser clients
// send neither header, and gain nothing: the access code is the capability. The pages are Kobo's
// own when the post comes from PUBLIC_URL's host, or from the host the request itself names: its
// Host header, or X-Forwarded-Host when KOBO_TRUST_PROXY trusts the proxy that sent it (a proxy that
// rewrites Host, as nginx's `$host` drops the port, would otherwise make every post look foreign).
export function crossSite(req: Request, publicUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  let from: string;
  try {
    from = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, privacy redirects) or garbage
  }
  if (!from) return true;
  const own = [new URL(publicUrl).host, req.host].filter((h): h is string => typeof h === 'string' && h !== '');
  return !own.some((h) => sameHost(h, from));
}

// Ports 80 and 443 are implied by the scheme: `Host: pay.example:443` and `https://pay.example` agree.
function sameHost(a: string, b: string): boolean {
  const bare = (h: string) => h.toLowerCase().replace(/:(80|443)$/, '');
  return bare(a) === bare(b);
}

export function callerOf(res: Response): CallerBase {
  return { requestId: res.locals.requestId as string | undefined, log: res.locals.log as Logger };
}

// Where the checkout sends the payer back: this page, on the host the payer reached Kobo by (the
// payer only ever redirects themselves). That is PUBLIC_URL when the request came by its host (its
// scheme and any path prefix are the configured ones, whatever a TLS-terminating proxy forwards);
// otherwise the request's own scheme and host (X-Forwarded-Proto/-Host when the proxy is trusted).
export function returnUrl(req: Request, publicUrl: string, path: string): string | null {
  const host = req.host;
  if (!host || !/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return null;
  if (sameHost(host, new URL(publicUrl).host)) return `${publicUrl}${path}`;
  return `${req.protocol}://${host}${path}`;
}
