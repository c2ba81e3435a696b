import { Router, type Response } from 'express';
import { DomainError } from '../../core/errors';
import type { SubscriptionManageService } from './subscription-manage.service';
import { nextPaymentDate, type SubscriptionView } from './subscription.presenter';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Subscription', {
  'GET /subscription/manage/:code': {
    summary: "The customer's subscription page (from the manage link)",
    params: { code: 'The subscription code' },
    query: { token: f.string('The signed token of the manage link').required() },
    reply: 'html',
  },
  'POST /subscription/manage/:code': {
    summary: "Update the subscription's card: redirects to a checkout for the new card",
    params: { code: 'The subscription code' },
    query: { token: f.string('The signed token of the manage link').required() },
    reply: 'redirect',
    status: 303,
  },
});

const esc = (v: unknown): string => String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The page behind GET /subscription/:code/manage/link. The signed token in the query string is the
// capability (no API key). "Update card" starts a checkout for a small amount with card only; when
// it succeeds the new card replaces the subscription's (the success hook in subscription.hooks.ts).
export function subscriptionManageRouter(manage: SubscriptionManageService): Router {
  const r = Router();

  r.get('/subscription/manage/:code', async (req, res) => {
    await page(res, async () => {
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      const { view } = await manage.manageView(String(req.params.code), token);
      res.status(200).type('html').send(render(view, token!));
    });
  });

  r.post('/subscription/manage/:code', async (req, res) => {
    await page(res, async () => {
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      // The checkout is served by this same server: a path keeps the customer on the host they reached.
      res.redirect(303, new URL(await manage.startCardUpdate(String(req.params.code), token)).pathname);
    });
  });

  return r;
}

async function page(res: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const status = err.kind === 'not_found' ? 404 : 400;
    res
      .status(status)
      .type('html')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Subscription</title></head><body><main><p id="error">${esc(err.message)}</p></main></body></html>`,
      );
  }
}

function render(v: SubscriptionView, token: string): string {
  const s = v.subscription;
  const card = v.authorization
    ? `${v.authorization.brand} ending in ${v.authorization.last4} (expires ${v.authorization.expMonth}/${v.authorization.expYear})`
    : 'none';
  const amount = `${v.plan.currency} ${(s.amount / 100).toFixed(2)}`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Manage subscription</title></head>
<body><main>
<h1>${esc(v.plan.name)}</h1>
<dl>
<dt>Subscription</dt><dd id="code">${esc(s.subscriptionCode)}</dd>
<dt>Status</dt><dd id="status">${esc(s.status)}</dd>
<dt>Amount</dt><dd id="amount">${esc(amount)} ${esc(v.plan.interval)}</dd>
<dt>Next payment</dt><dd id="next">${esc(nextPaymentDate(s) ?? '—')}</dd>
<dt>Card</dt><dd id="card">${esc(card)}</dd>
</dl>
<form method="post" action="/subscription/manage/${encodeURIComponent(s.subscriptionCode)}?token=${encodeURIComponent(token)}">
<button type="submit" id="update-card">Update card</button>
</form>
</main></body></html>`;
}
