import { Router, type Response } from 'express';
import { formFields } from '../../web/form';
import { DomainError } from '../../core/errors';
import { majorText, parseMajorAmount } from '../../web/amount-input';
import { pageGuard } from '../../web/page-guard';
import { createRenderer, formatAmount } from '../../web/render';
import { callerOf, crossSite, returnUrl, secure } from '../../web/security';
import { pendingAmount } from './payment-request.presenter';
import type { InvoicePaymentService } from './invoice-payment.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Payment Request', {
  'GET /invoice/:code': { summary: "A payment request's invoice page", params: { code: 'The request code (PRQ_…)' }, reply: 'html' },
  'POST /invoice/:code': {
    summary: 'Pay an invoice: starts its transaction and redirects to checkout (or shows the page again with the error)',
    params: { code: 'The request code (PRQ_…)' },
    body: { amount: f.string('For a partial payment, in major units') },
    reply: 'redirect',
    status: 303,
  },
});

// The hosted invoice page `/invoice/:code`: what the customer owes, and a form that starts a
// payment (all or part of what remains) on the hosted checkout. No key: the code is the capability.
export function invoiceWebRouter(payments: InvoicePaymentService, publicUrl: string): Router {
  const render = createRenderer();
  const page = pageGuard(render, {
    page: 'invoice page',
    notFound: { heading: 'Invoice not found', text: 'This invoice link is not valid. Check the link or ask the merchant for a new one.' },
    refused: 'Payment could not continue',
  });
  const r = Router();

  r.get('/invoice/:code', async (req, res) => {
    await page(res, () => show(res, String(req.params.code), null, 200));
  });

  r.post('/invoice/:code', async (req, res) => {
    const code = String(req.params.code);
    if (crossSite(req, publicUrl)) return void res.status(403).type('text/plain').send('Cross-site form posts are not accepted');
    await page(res, async () => {
      try {
        const body = formFields(req);
        const amount = body.amount === undefined ? undefined : parseMajorAmount(body.amount);
        const { accessCode } = await payments.startPayment(callerOf(res), code, amount, returnUrl(req, publicUrl, `/invoice/${encodeURIComponent(code)}`));
        res.redirect(303, `/checkout/${encodeURIComponent(accessCode)}`);
      } catch (err) {
        if (!(err instanceof DomainError) || err.kind === 'not_found') throw err;
        await show(res, code, err.message, 422);
      }
    });
  });

  async function show(res: Response, code: string, error: string | null, status: number): Promise<void> {
    const { view, integrationName } = await payments.forPage(callerOf(res), code);
    const p = view.request;
    const pending = pendingAmount(p);
    const money = (n: number) => formatAmount(n, p.currency);
    secure(res, []);
    res
      .status(status)
      .type('html')
      .send(
        render('invoice.njk', {
          title: p.invoiceNumber !== null ? `Invoice #${p.invoiceNumber}` : 'Payment request',
          merchant: integrationName,
          email: view.customer.email,
          testMode: p.domain === 'test',
          description: p.description,
          status: p.status === 'success' ? 'Paid' : p.amountPaid > 0 ? 'Partially paid' : 'Pending',
          dueDate: p.dueDate ? p.dueDate.toISOString().slice(0, 10) : null,
          offlineReference: p.offlineReference,
          items: (p.lineItems ?? []).map((i) => ({ name: i.name, quantity: i.quantity, amount: money(i.amount * (i.quantity ?? 1)) })),
          taxes: (p.tax ?? []).map((i) => ({ name: i.name, amount: money(i.amount * (i.quantity ?? 1)) })),
          total: money(p.amount),
          paidSoFar: p.amountPaid > 0 ? money(p.amountPaid) : null,
          pending: money(pending),
          pendingMajor: majorText(pending),
          currency: p.currency,
          payable: p.status === 'pending' && pending > 0,
          error,
          selfUrl: `/invoice/${encodeURIComponent(code)}`,
        }),
      );
  }

  return r;
}
