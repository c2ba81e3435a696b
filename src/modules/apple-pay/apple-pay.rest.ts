import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import type { ApplePayService } from './apple-pay.service';

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
