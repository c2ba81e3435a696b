import { Router, type Response } from 'express';
import { formFields } from '../../web/form';
import { DomainError } from '../../core/errors';
import { parseMajorAmount } from '../../web/amount-input';
import { pageGuard } from '../../web/page-guard';
import { createRenderer, formatAmount } from '../../web/render';
import { callerOf, crossSite, returnUrl, secure } from '../../web/security';
import { clientIp } from '../../rest/client';
import type { PaymentPage } from './page.entity';
import type { PageService } from './page.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Page', {
  'GET /pay/:slug': { summary: 'A payment page', params: { slug: "The page's slug" }, reply: 'html' },
  'POST /pay/:slug': {
    summary: "A payment page's form: starts a transaction and redirects to its checkout (or shows the page again with the error)",
    params: { slug: "The page's slug" },
    body: {
      email: f.string("Customer's email address"),
      amount: f.string('Amount in major units, for pages without a fixed amount'),
      first_name: f.string(),
      last_name: f.string(),
      phone: f.string(),
      cf_NAME: f.string('One field per custom field of the page, cf_<name>'),
    },
    reply: 'redirect',
    status: 303,
  },
});

// The public payment page `/pay/:slug`: a form for the payer's email, the amount when the page has
// none, and the merchant's custom fields; submitting it starts the hosted checkout.
export function payWebRouter(pages: PageService, publicUrl: string): Router {
  const render = createRenderer();
  const guard = pageGuard(render, {
    page: 'pay page',
    notFound: { heading: 'Page not found', text: 'This payment page does not exist or is no longer active.' },
    refused: 'Payment could not continue',
  });
  const r = Router();

  r.get('/pay/:slug', async (req, res) => {
    await guard(res, async () => {
      const { ctx, page } = await pages.forSlug(callerOf(res), String(req.params.slug));
      show(res, page, await pages.checkedPrice(ctx, page), {}, null, 200);
    });
  });

  r.post('/pay/:slug', async (req, res) => {
    const slug = String(req.params.slug);
    if (crossSite(req, publicUrl)) return void res.status(403).type('text/plain').send('Cross-site form posts are not accepted');
    const body = formFields(req);
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (k.startsWith('cf_') && typeof v === 'string') fields[k.slice(3)] = v;
    await guard(res, async () => {
      try {
        const { page } = await pages.forSlug(callerOf(res), slug);
        // A product page is priced by its products, never by the payer.
        const amount = page.amount === null && !page.plan && page.type !== 'product' ? parseMajorAmount(body.amount) : undefined;
        const { accessCode } = await pages.pay(callerOf(res), slug, {
          amount,
          email: text('email') ?? '',
          firstName: text('first_name'),
          lastName: text('last_name'),
          phone: text('phone'),
          fields,
          callbackUrl: returnUrl(req, publicUrl, `/pay/${encodeURIComponent(slug)}`),
          ipAddress: clientIp(req),
        });
        res.redirect(303, `/checkout/${encodeURIComponent(accessCode)}`);
      } catch (err) {
        if (!(err instanceof DomainError) || err.kind === 'not_found') throw err;
        const { ctx, page } = await pages.forSlug(callerOf(res), slug);
        const price = await pages.checkedPrice(ctx, page).catch(() => null);
        const values = {
          amount: text('amount'),
          email: text('email'),
          first_name: text('first_name'),
          last_name: text('last_name'),
          phone: text('phone'),
          ...fields,
        };
        show(res, page, price, values, err.message, 422);
      }
    });
  });

  function show(
    res: Response,
    page: PaymentPage,
    price: number | null,
    values: Record<string, string | undefined>,
    error: string | null,
    status: number,
  ): void {
    const amount = page.amount ?? price;
    secure(res, []);
    res
      .status(status)
      .type('html')
      .send(
        render('pay.njk', {
          name: page.name,
          description: page.description,
          amount: amount === null ? null : formatAmount(amount, page.currency),
          currency: page.currency,
          testMode: page.domain === 'test',
          plan: page.plan,
          collectPhone: page.collectPhone,
          customFields: (page.customFields ?? []).map((f) => ({ ...f, value: values[f.variable_name] ?? '' })),
          values,
          error,
          selfUrl: `/pay/${encodeURIComponent(page.slug)}`,
        }),
      );
  }

  return r;
}
