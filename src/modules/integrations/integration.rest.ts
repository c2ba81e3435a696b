import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { testClockNeedsTestKey, type IntegrationService } from './integration.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Integration', {
  'GET /integration/payment_session_timeout': {
    summary: 'Fetch Payment Session Timeout',
  },
  'PUT /integration/payment_session_timeout': {
    summary: 'Update Payment Session Timeout',
    body: {
      timeout: f.integer('Time in seconds before a transaction becomes invalid').required(),
    },
  },
  'GET /integration/webhook': {
    summary: "The webhook URL of the key's mode",
  },
  'PUT /integration/webhook': {
    summary: "Set the webhook URL of the key's mode",
    body: {
      url: f.string('Empty or null removes it').required().nullable(),
    },
  },
  'GET /_test/clock': {
    summary: "The integration's test-mode time",
  },
  'POST /_test/clock/advance': {
    summary: 'Move test-mode time on: due retries, renewals, expiries and timeouts fire',
    body: { seconds: f.integer('How far, in seconds (positive)').required() },
  },
});

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

  // The test clock: only for test secret keys. A live key gets a 403 that says so (not a 404 that
  // sends the caller looking for a typo in the path).
  r.get('/_test/clock', async (_req, res) => {
    const ctx = ctxOf(res);
    if (ctx.domain !== 'test') throw testClockNeedsTestKey();
    ok(res, 'Test clock retrieved', { now: integrations.now(ctx).toISOString() });
  });

  r.post('/_test/clock/advance', async (req, res) => {
    const ctx = ctxOf(res);
    if (ctx.domain !== 'test') throw testClockNeedsTestKey();
    const seconds = Input.of(req.body).requiredInt('seconds', 'seconds must be a positive whole number');
    const now = await integrations.advanceTestClock(ctx, seconds);
    ok(res, 'Test clock advanced', { now: now.toISOString() });
  });

  return r;
}
