import type { RequestHandler } from 'express';
import { invalidKey } from '../core/errors';
import type { Logger } from '../core/logger';
import type { RequestContext } from '../core/request-context';
import type { IntegrationService } from '../modules/integrations/integration.service';

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

// Secret-key endpoints: the key picks the integration and the mode (test or live). Every failure
// (no header, another scheme, unknown, revoked or public key) is the same 401 "Invalid key".
export function requireSecretKey(integrations: IntegrationService): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = bearerToken(req.headers.authorization);
      if (!token) throw invalidKey();
      const auth = await integrations.authenticate(token, 'secret');
      const log = (res.locals.log as Logger).child({ integration: auth.integration.id, domain: auth.domain });
      res.locals.log = log;
      const ctx: RequestContext = { requestId: res.locals.requestId, integration: auth.integration, domain: auth.domain, log };
      res.locals.ctx = ctx;
      next();
    } catch (err) {
      next(err);
    }
  };
}
