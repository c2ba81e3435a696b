import { Router } from 'express';
import type { Logger } from '../../core/logger';
import type { RequestContext } from '../../core/request-context';
import type { IntegrationService } from '../integrations/integration.service';
import { initializeParams } from './transaction.rest';
import type { TransactionService } from './transaction.service';
import { ok } from '../../rest/envelope';
import { Input } from '../../rest/input';
import { inlineScripts } from '../../web/inline-scripts';
import { describeRoutes, f } from '../../rest/operations';
import { PAYMENT_FIELDS } from './payment-fields';

describeRoutes('Inline checkout', {
  'GET /inline.js': { summary: 'The inline checkout script (PaystackPop)', reply: 'javascript' },
  'GET /v1/inline.js': { summary: 'The inline checkout script (PaystackPop), v1 path', reply: 'javascript' },
  'GET /v2/inline.js': { summary: 'The inline checkout script (PaystackPop), v2 path', reply: 'javascript' },
  'GET /inline-js/index.mjs': {
    summary: 'A drop-in for the npm package @paystack/inline-js as an ES module (default export: PaystackPop), pointed at this server',
    reply: 'javascript',
  },
  'GET /inline-js/index.cjs': { summary: 'The same drop-in as a CommonJS module (Kobo address from window.KOBO_URL)', reply: 'javascript' },
  'OPTIONS /checkout/inline/initialize': { summary: 'CORS preflight of the inline initialize call', reply: 'empty', status: 204 },
  'POST /checkout/inline/initialize': {
    summary: 'Initialize a transaction from the browser with the public key',
    body: {
      ...PAYMENT_FIELDS,
      key: f.string('The public key (pk_test_… or pk_live_…)').required(),
      ref: f.string('Another name for reference'),
      channels: f.strings('The payment channels to offer'),
    },
  },
});

// Client-side inline checkout: `GET /inline.js` (Paystack's PaystackPop API), the drop-in modules
// for the npm package @paystack/inline-js (web/inline-scripts.ts), and the call they make with the
// merchant's PUBLIC key to start a payment from the customer's browser. The payment itself then runs
// on the hosted checkout page, embedded.
export function inlineRouter(deps: { transactions: TransactionService; integrations: IntegrationService }): Router {
  const scripts = inlineScripts(true);
  const r = Router();

  // Any origin may load them (a module script from another origin needs the CORS header).
  const files: Array<[string, string]> = [
    ['/inline.js', scripts.classic],
    ['/v1/inline.js', scripts.classic],
    ['/v2/inline.js', scripts.classic],
    ['/inline-js/index.mjs', scripts.module],
    ['/inline-js/index.cjs', scripts.commonjs],
  ];
  for (const [path, body] of files) {
    r.get(path, (_req, res) => {
      res
        .set({
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=300',
          'x-content-type-options': 'nosniff',
          'access-control-allow-origin': '*',
        })
        .send(body);
    });
  }

  // Any site may call this: the public key names the integration, and all it can do is create a
  // transaction that still has to be paid. No cookies are involved, so `*` is safe.
  r.options('/checkout/inline/initialize', (_req, res) => {
    res
      .set({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
      .status(204)
      .end();
  });

  r.post('/checkout/inline/initialize', async (req, res) => {
    res.set('access-control-allow-origin', '*');
    const input = Input.of(req.body);
    const auth = await deps.integrations.authenticate(input.string('key'), 'public');
    const log = (res.locals.log as Logger).child({ integration: auth.integration.id, domain: auth.domain });
    const ctx: RequestContext = { requestId: res.locals.requestId as string, integration: auth.integration, domain: auth.domain, log };
    const result = await deps.transactions.initialize(ctx, initializeParams(input, req, true));
    ok(res, 'Authorization URL created', { authorization_url: result.authorizationUrl, access_code: result.accessCode, reference: result.reference });
  });

  return r;
}
