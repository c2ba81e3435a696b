import { Router } from 'express';
import { invalid } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import type { CreatePlanParams, PlanService } from './plan.service';
import { presentPlanDetail } from './plan.presenter';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Plan', {
  'POST /plan': {
    summary: 'Create Plan',
    body: {
      name: f.string('Name of plan').required(),
      amount: f.amount().required(),
      interval: f.string('Payment interval').required(),
      description: f.string('A description for this plan').nullable(),
      send_invoices: f.boolean("Set to false if you don't want invoices to be sent to your customers"),
      send_sms: f.boolean("Set to false if you don't want text messages to be sent to your customers"),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      invoice_limit: f.integer('Number of invoices to raise during subscription to this plan'),
    },
  },
  'GET /plan': {
    summary: 'List Plans',
    query: {
      interval: f.string('Specify interval of the plan'),
      amount: f.amount(),
      status: f.string(),
    },
    paged: true,
  },
  'GET /plan/:ref': {
    summary: 'Fetch Plan',
    params: { ref: 'The plan code you want to fetch' },
  },
  'PUT /plan/:ref': {
    summary: 'Update Plan',
    params: { ref: 'The plan code you want to fetch' },
    body: {
      name: f.string('Name of plan'),
      amount: f.amount(),
      interval: f.string('Payment interval'),
      description: f.string('A description for this plan').nullable(),
      send_invoices: f.boolean("Set to false if you don't want invoices to be sent to your customers"),
      send_sms: f.boolean("Set to false if you don't want text messages to be sent to your customers"),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      invoice_limit: f.integer('Number of invoices to raise during subscription to this plan'),
    },
  },
});

const AMOUNT_INVALID = 'Amount is invalid. It must be a number and be 100 NGN or greater';

function planParams(input: Input): CreatePlanParams {
  // An empty amount is a wrong amount, not an absent one (Input.int reads '' as absent).
  if (input.raw.amount === '') throw invalid('amount', AMOUNT_INVALID);
  return {
    name: input.string('name'),
    amount: input.amount('amount', AMOUNT_INVALID),
    interval: input.string('interval'),
    description: input.nullableString('description'),
    sendInvoices: input.bool('send_invoices'),
    sendSms: input.bool('send_sms'),
    currency: input.string('currency'),
    invoiceLimit: input.int('invoice_limit', 'invoice_limit must be a whole number from 0'),
  };
}

export function planRouter(plans: PlanService): Router {
  const r = Router();

  r.post('/plan', async (req, res) => {
    const input = Input.of(req.body);
    const params = planParams(input);
    if (params.name === undefined || params.name.trim() === '') params.name = input.requiredString('name', 'Name is required');
    const plan = await plans.create(ctxOf(res), params);
    ok(res, 'Plan created', presentPlanDetail(plan, []));
  });

  r.get('/plan', async (req, res) => {
    const input = Input.of(req.body, req.query);
    const ctx = ctxOf(res);
    const page = await plans.list(ctx, pageRequest(input, 'plan'), {
      interval: input.string('interval'),
      amount: input.amount('amount', 'amount must be a whole number of minor units'),
      status: input.string('status'),
    });
    const subs = await plans.withSubscriptions(ctx, page.items);
    ok(
      res,
      'Plans retrieved',
      page.items.map((p) => presentPlanDetail(p, subs.get(p.id) ?? [])),
      pageMeta(page, 'plan'),
    );
  });

  r.get('/plan/:ref', async (req, res) => {
    const ctx = ctxOf(res);
    const plan = await plans.get(ctx, String(req.params.ref));
    const subs = await plans.withSubscriptions(ctx, [plan]);
    ok(res, 'Plan retrieved', presentPlanDetail(plan, subs.get(plan.id) ?? []));
  });

  r.put('/plan/:ref', async (req, res) => {
    const { affected } = await plans.update(ctxOf(res), String(req.params.ref), planParams(Input.of(req.body)));
    ok(res, `Plan updated. ${affected} subscription(s) affected`);
  });

  return r;
}
