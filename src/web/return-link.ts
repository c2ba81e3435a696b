import type { Request, Response } from 'express';

// The payer's way back from a checkout receipt when the payment has no callback URL.

// The site a URL belongs to (http or https only), as a link to its home page.
function siteOf(url: unknown): URL | null {
  if (typeof url !== 'string') return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? new URL('/', u.origin) : null;
  } catch {
    return null;
  }
}

// Where a receipt sends the payer back to when there is no callback URL. The merchant's site when
// Kobo knows it: the site of metadata.cancel_action (set with the secret key; inline initialize
// drops it), named by the business name. Else the site the payer came to this checkout from, as
// their browser said on arrival (noteReturn), named by its host: a page that linked here is not
// necessarily the merchant's.
export function wayBack(req: Request, code: string, cancelAction: unknown, business: string): { url: string; label: string } | null {
  const merchant = siteOf(cancelAction);
  if (merchant) return { url: merchant.href, label: business };
  const noted = cookie(req, RETURN_COOKIE);
  const space = noted?.indexOf(' ') ?? -1;
  if (!noted || space < 0 || noted.slice(0, space) !== code) return null;
  const from = siteOf(noted.slice(space + 1));
  return from ? { url: from.href, label: from.host } : null;
}

// On arrival the Referer names the page that sent the payer here (its origin, under browsers'
// default policy). Kept in a cookie for this checkout, not in the database: it is the payer's own
// navigation, and it must survive the PIN/OTP/bank pages and work without JavaScript.
const RETURN_COOKIE = 'kobo_return';
export function noteReturn(req: Request, res: Response, code: string, publicUrl: string): void {
  const from = siteOf(req.headers.referer);
  if (!from || from.host === new URL(publicUrl).host || from.host === req.host) return;
  const noted = cookie(req, RETURN_COOKIE);
  if (noted?.startsWith(`${code} `)) return;
  res.cookie(RETURN_COOKIE, `${code} ${from.origin}`, { path: '/checkout', httpOnly: true, sameSite: 'lax', secure: req.secure });
}

function cookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

// The merchant's callback URL with the payment's reference, as Paystack sends the payer back.
export function withReference(callback: string, reference: string): string {
  const url = new URL(callback);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}
