import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import type { ApplePayService } from './apple-pay.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Apple Pay', {
  'POST /apple-pay/domain': {
    summary: 'Register Domain',
    body: {
      domainName: f.string('The domain or subdomain for your application').required(),
    },
  },
  'GET /apple-pay/domain': {
    summary: 'List Domains',
  },
  'DELETE /apple-pay/domain': {
    summary: 'Unregister Domain',
    body: {
      domainName: f.string('The domain or subdomain for your application').required(),
    },
  },
});

export function applePayRouter(applePay: ApplePayService): Router {
  const r = Router();

  r.post('/apple-pay/domain', async (req, res) => {
    await applePay.register(ctxOf(res), Input.of(req.body).string('domainName'));
    ok(res, 'Domain successfully registered on Apple Pay');
  });

  // use_cursor / next / previous are accepted: an integration's list is short and comes whole.
  r.get('/apple-pay/domain', async (_req, res) => {
    ok(res, 'Apple Pay registered domains retrieved', { domainNames: await applePay.list(ctxOf(res)) });
  });

  // Documented with a body; a query parameter works too (some clients send no body with DELETE).
  r.delete('/apple-pay/domain', async (req, res) => {
    await applePay.unregister(ctxOf(res), Input.of(req.query, req.body).string('domainName'));
    ok(res, 'Domain successfully unregistered on Apple Pay');
  });

  return r;
}
