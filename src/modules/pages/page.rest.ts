import { Router } from 'express';
import { DomainError } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentPage } from './page.presenter';
import type { PageService } from './page.service';

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
