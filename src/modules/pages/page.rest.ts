import { Router } from 'express';
import { DomainError } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentPage } from './page.presenter';
import type { PageService } from './page.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Page', {
  'POST /page': {
    summary: 'Create Page',
    body: {
      name: f.string('Name of page').required(),
      description: f.string('The description of the page').nullable(),
      amount: f.amount(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      slug: f.string('URL slug you would like to be associated with this page'),
      redirect_url: f.string('If you would like Paystack to redirect to a URL upon successful payment, specify the URL here').nullable(),
      plan: f.string('The ID of the plan to subscribe customers on this payment page to when `type` is set to `subscription`').nullable(),
      split_code: f.string('The split code of the transaction split').nullable(),
      subaccount: f.string().nullable(),
      metadata: f.object('JSON object of custom data'),
      custom_fields: f.objects('Extra fields the payer fills in', {
        display_name: f.string().required(),
        variable_name: f.string().required(),
        required: f.boolean(),
      }),
      collect_phone: f.boolean('Specify whether to collect phone numbers on the payment page'),
    },
  },
  'GET /page': {
    summary: 'List Pages',
    query: {
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'GET /page/check_slug_availability/:slug': {
    summary: 'Check Slug Availability',
    params: { slug: 'The custom slug to check' },
  },
  'GET /page/:ref': {
    summary: 'Fetch Page',
    params: { ref: 'The unique identifier of a payment page' },
  },
  'PUT /page/:ref': {
    summary: 'Update Page',
    params: { ref: 'The unique identifier of a payment page' },
    body: {
      name: f.string('Name of page'),
      description: f.string('The description of the page').nullable(),
      amount: f.amount(),
      active: f.boolean('Set to false to deactivate page url'),
      redirect_url: f.string().nullable(),
      custom_fields: f.objects('Extra fields the payer fills in', {
        display_name: f.string().required(),
        variable_name: f.string().required(),
        required: f.boolean(),
      }),
      collect_phone: f.boolean(),
    },
  },
});

export function pageRouter(pages: PageService): Router {
  const r = Router();

  r.post('/page', async (req, res) => {
    const input = Input.of(req.body);
    const page = await pages.create(ctxOf(res), {
      name: input.requiredString('name', 'Name is required'),
      description: input.nullableString('description'),
      amount: input.amount('amount', 'Amount must be an integer'),
      currency: input.string('currency'),
      slug: input.string('slug'),
      redirectUrl: input.nullableString('redirect_url'),
      customFields: input.raw.custom_fields,
      plan: input.nullableString('plan'),
      splitCode: input.nullableString('split_code'),
      subaccount: input.nullableString('subaccount'),
      metadata: input.json('metadata'),
      collectPhone: input.bool('collect_phone'),
    });
    ok(res, 'Page created', presentPage(page));
  });

  r.get('/page', async (req, res) => {
    const input = Input.of(req.body, req.query);
    const page = await pages.list(ctxOf(res), pageRequest(input, 'page'));
    ok(res, 'Pages retrieved', page.items.map(presentPage), pageMeta(page, 'page'));
  });

  r.get('/page/check_slug_availability/:slug', async (req, res) => {
    if (!(await pages.slugAvailable(String(req.params.slug)))) throw new DomainError('validation', 'Slug is not available', 'duplicate_slug', 'slug');
    ok(res, 'Slug is available');
  });

  r.get('/page/:ref', async (req, res) => {
    ok(res, 'Page retrieved', presentPage(await pages.get(ctxOf(res), String(req.params.ref))));
  });

  r.put('/page/:ref', async (req, res) => {
    const input = Input.of(req.body);
    const page = await pages.update(ctxOf(res), String(req.params.ref), {
      name: input.string('name'),
      description: input.nullableString('description'),
      amount: input.raw.amount === null ? null : input.amount('amount', 'Amount must be an integer'),
      active: input.bool('active'),
      redirectUrl: input.has('redirect_url') ? input.nullableString('redirect_url') : undefined,
      customFields: input.raw.custom_fields,
      collectPhone: input.bool('collect_phone'),
    });
    ok(res, 'Page updated', presentPage(page));
  });

  return r;
}
