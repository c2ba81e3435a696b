import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentSplit } from './split.presenter';
import type { SplitService } from './split.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Split', {
  'POST /split': {
    summary: 'Create Split',
    body: {
      name: f.string('Name of the transaction split').required(),
      type: f.string('The type of transaction split').oneOf('percentage', 'flat').required(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)').required(),
      subaccounts: f
        .objects('The subaccounts and their shares', {
          subaccount: f.string('Subaccount code').required(),
          share: f.number('Percentage or flat amount, by the type').required(),
        })
        .required(),
      bearer_type: f.string('Who bears the transaction charge').oneOf('subaccount', 'account', 'all-proportional', 'all'),
      bearer_subaccount: f.string('This is the subaccount code of the customer or partner that would bear the transaction charge if you specif...').nullable(),
    },
  },
  'GET /split': {
    summary: 'List Splits',
    query: {
      name: f.string('The name of the split'),
      active: f.boolean('The status of the split'),
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'GET /split/:id': {
    summary: 'Fetch Split',
    params: { id: 'The ID of the split configuration to fetch' },
  },
  'PUT /split/:id': {
    summary: 'Update Split',
    body: {
      name: f.string('Name of the transaction split'),
      active: f.boolean('Toggle status of split'),
      bearer_type: f.string('Who bears the transaction charge').oneOf('subaccount', 'account', 'all-proportional', 'all'),
      bearer_subaccount: f.string('This is the subaccount code of the customer or partner that would bear the transaction charge if you specif...').nullable(),
    },
  },
  'POST /split/:id/subaccount/add': {
    summary: 'Add Subaccount to Split (or update its share)',
    params: { id: 'The id or code of the split' },
    body: {
      subaccount: f.string('Subaccount code').required(),
      share: f.number('Percentage or flat amount, by the type of the split').required(),
    },
  },
  'POST /split/:id/subaccount/remove': {
    summary: 'Remove Subaccount from Split',
    params: { id: 'The id or code of the split' },
    body: {
      subaccount: f.string('Subaccount code').required(),
    },
  },
});

export function splitRouter(splits: SplitService): Router {
  const r = Router();

  r.post('/split', async (req, res) => {
    const input = Input.of(req.body);
    const view = await splits.create(ctxOf(res), {
      name: input.string('name'),
      type: input.string('type'),
      currency: input.string('currency'),
      subaccounts: input.raw.subaccounts,
      bearerType: input.string('bearer_type'),
      bearerSubaccount: input.nullableString('bearer_subaccount'),
    });
    ok(res, 'Split created', presentSplit(view));
  });

  r.get('/split', async (req, res) => {
    const input = Input.of(req.query);
    const ctx = ctxOf(res);
    const page = await splits.list(ctx, pageRequest(input, 'split'), {
      name: input.string('name'),
      active: input.bool('active'),
      from: input.date('from'),
      to: input.date('to'),
    });
    ok(res, 'Split retrieved', (await splits.views(ctx, page.items)).map(presentSplit), pageMeta(page, 'split'));
  });

  r.get('/split/:id', async (req, res) => {
    ok(res, 'Split retrieved', presentSplit(await splits.get(ctxOf(res), String(req.params.id))));
  });

  r.put('/split/:id', async (req, res) => {
    const input = Input.of(req.body);
    const view = await splits.update(ctxOf(res), String(req.params.id), {
      name: input.string('name'),
      active: input.bool('active'),
      bearerType: input.string('bearer_type'),
      bearerSubaccount: input.nullableString('bearer_subaccount'),
    });
    ok(res, 'Split group updated', presentSplit(view));
  });

  r.post('/split/:id/subaccount/add', async (req, res) => {
    const input = Input.of(req.body);
    const view = await splits.addSubaccount(ctxOf(res), String(req.params.id), { subaccount: input.raw.subaccount, share: input.raw.share });
    ok(res, 'Subaccount added', presentSplit(view));
  });

  r.post('/split/:id/subaccount/remove', async (req, res) => {
    const input = Input.of(req.body);
    await splits.removeSubaccount(ctxOf(res), String(req.params.id), { subaccount: input.raw.subaccount });
    ok(res, 'Subaccount removed');
  });

  return r;
}
