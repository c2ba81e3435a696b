import { Router, type Response } from 'express';
import { formFields } from '../../web/form';
import { DomainError } from '../../core/errors';
import { pageGuard } from '../../web/page-guard';
import { createRenderer, formatAmount } from '../../web/render';
import { callerOf, crossSite, returnUrl, secure } from '../../web/security';
import { inStock, type Product } from '../products/product.entity';
import type { Storefront } from './storefront.entity';
import type { StorefrontService } from './storefront.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Storefront', {
  'GET /shop/:slug': { summary: 'A published storefront', params: { slug: "The storefront's slug" }, reply: 'html' },
  'POST /shop/:slug': {
    summary: "Order from a storefront: starts the order's transaction and redirects to checkout (or shows the page again with the error)",
    params: { slug: "The storefront's slug" },
    body: {
      email: f.string("Customer's email address"),
      first_name: f.string(),
      last_name: f.string(),
      quantity_ID: f.string('One field per product, quantity_<product id>: how many to buy'),
    },
    reply: 'redirect',
    status: 303,
  },
});

// The hosted shop of a published storefront, `/shop/:slug`: a quantity for each product, the
// buyer's email and names; submitting it creates the order and starts the hosted checkout, whose
// success pays the order. Plain form with redirect-after-post, like /pay/:slug.
export function shopWebRouter(storefronts: StorefrontService, publicUrl: string): Router {
  const render = createRenderer();
  const guard = pageGuard(render, {
    page: 'shop page',
    notFound: { heading: 'Shop not found', text: 'This shop does not exist or is not open.' },
    refused: 'Order could not continue',
  });
  const r = Router();

  r.get('/shop/:slug', async (req, res) => {
    await guard(res, async () => {
      const { storefront, products } = await storefronts.forSlug(callerOf(res), String(req.params.slug));
      show(res, storefront, products, {}, null, 200);
    });
  });

  r.post('/shop/:slug', async (req, res) => {
    const slug = String(req.params.slug);
    if (crossSite(req, publicUrl)) return void res.status(403).type('text/plain').send('Cross-site form posts are not accepted');
    const body = formFields(req);
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
    const quantities: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(body)) if (/^quantity_\d{1,15}$/.test(k) && typeof v === 'string') quantities[k.slice(9)] = v;
    await guard(res, async () => {
      try {
        const { accessCode } = await storefronts.buy(callerOf(res), slug, {
          email: text('email') ?? '',
          firstName: text('first_name'),
          lastName: text('last_name'),
          quantities,
          callbackUrl: returnUrl(req, publicUrl, `/shop/${encodeURIComponent(slug)}`),
        });
        res.redirect(303, `/checkout/${encodeURIComponent(accessCode)}`);
      } catch (err) {
        if (!(err instanceof DomainError) || err.kind === 'not_found') throw err;
        const { storefront, products } = await storefronts.forSlug(callerOf(res), slug);
        const values: Record<string, string | undefined> = { email: text('email'), first_name: text('first_name'), last_name: text('last_name') };
        for (const [id, q] of Object.entries(quantities)) values[`quantity_${id}`] = q;
        show(res, storefront, products, values, err.message, 422);
      }
    });
  });

  function show(
    res: Response,
    storefront: Storefront,
    products: Product[],
    values: Record<string, string | undefined>,
    error: string | null,
    status: number,
  ): void {
    secure(res, []);
    res
      .status(status)
      .type('html')
      .send(
        render('shop.njk', {
          name: storefront.name,
          description: storefront.description,
          testMode: storefront.domain === 'test',
          products: products.map((p) => ({
            id: p.id,
            name: p.name,
            description: p.description,
            price: formatAmount(p.price, p.currency),
            inStock: inStock(p),
            max: p.unlimited ? p.maximumOrderable : Math.min((p.quantity ?? 0) - p.quantitySold, p.maximumOrderable ?? Number.MAX_SAFE_INTEGER),
            value: values[`quantity_${p.id}`] ?? '0',
          })),
          values,
          error,
          selfUrl: `/shop/${encodeURIComponent(storefront.slug)}`,
        }),
      );
  }

  return r;
}
