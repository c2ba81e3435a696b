import { Router, type Request } from 'express';
import { DomainError } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import type { IntegrationService } from './integration.service';

export function integrationRouter(integrations: IntegrationService): Router {
  const r = Router();

  r.get('/integration/payment_session_timeout', async (_req, res) => {
    const s = await integrations.settings(ctxOf(res));
    ok(res, 'Payment session timeout retrieved', { payment_session_timeout: s.paymentSessionTimeout });
  });

  r.put('/integration/payment_session_timeout', async (req, res) => {
    const input = Input.of(req.body);
    const timeout = input.requiredInt('timeout', 'timeout must be a whole number of seconds');
    const s = await integrations.updateSettings(ctxOf(res), { paymentSessionTimeout: timeout });
    ok(res, 'Payment session timeout updated', { payment_session_timeout: s.paymentSessionTimeout });
  });

  // Kobo's extension: the webhook URL for the key's mode. An empty url or null removes it.
  r.get('/integration/webhook', async (_req, res) => {
    const s = await integrations.settings(ctxOf(res));
    ok(res, 'Webhook URL retrieved', { url: s.webhookUrl });
  });

  r.put('/integration/webhook', async (req, res) => {
    const input = Input.of(req.body);
    if (!input.has('url')) input.requiredString('url', 'url is required');
    const url = input.nullableString('url');
    const s = await integrations.updateSettings(ctxOf(res), { webhookUrl: url ? url.trim() : null });
    ok(res, 'Webhook URL updated', { url: s.webhookUrl });
  });

  // The test clock: only for test secret keys. Live keys get a 404, as if the route did not exist.
  r.get('/_test/clock', async (req, res) => {
    const ctx = ctxOf(res);
    if (ctx.domain !== 'test') throw testOnly(req);
    ok(res, 'Test clock retrieved', { now: integrations.now(ctx).toISOString() });
  });

  r.post('/_test/clock/advance', async (req, res) => {
    const ctx = ctxOf(res);
    if (ctx.domain !== 'test') throw testOnly(req);
    const seconds = Input.of(req.body).requiredInt('seconds', 'seconds must be a positive whole number');
    const now = await integrations.advanceTestClock(ctx, seconds);
    ok(res, 'Test clock advanced', { now: now.toISOString() });
  });

  return r;
}

// Same reply as an unknown route, so a live key cannot tell the endpoint exists.
function testOnly(req: Request): DomainError {
  return new DomainError('not_found', `Route ${req.method} ${req.path} not found`, 'route_not_found');
}
