import type { Request } from 'express';

// The caller's address as express sees it (after the trust-proxy setting), for a transaction's
// ip_address.
export function clientIp(req: Request): string | null {
  return req.ip ?? req.socket.remoteAddress ?? null;
}
