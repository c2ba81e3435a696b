import { Router } from 'express';
import { invalid } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import type { SubscriptionManageService } from './subscription-manage.service';
import type { SubscriptionService } from './subscription.service';
import { presentSubscription, presentSubscriptionCreated, presentSubscriptionDetail } from './subscription.presenter';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Subscription', {
  'POST /subscription': {
    summary: 'Create Subscription',
    body: {
      customer: f.string("Customer's email address or customer code").required(),
      plan: f.string('Plan code').required(),
      authorization: f.string('If customer has multiple authorizations, you can set the desired authorization you wish to use for this sub...'),
      start_date: f.string('Set the date for the first debit'),
    },
  },
  'GET /subscription': {
    summary: 'List Subscriptions',
    query: {
      customer: f.integer('Customer ID'),
      plan: f.integer('Plan ID'),
    },
    paged: true,
  },
  'POST /subscription/disable': {
    summary: 'Disable Subscription',
    body: {
      code: f.string('Subscription code').required(),
      token: f.string('Email token').required(),
    },
  },
  'POST /subscription/enable': {
    summary: 'Enable Subscription',
    body: {
      code: f.string('Subscription code').required(),
      token: f.string('Email token').required(),
    },
  },
  'GET /subscription/:code/manage/link': {
    summary: 'Generate Update Subscription Link',
    params: { code: 'Subscription code' },
  },
  'POST /subscription/:code/manage/email': {
    summary: 'Send Update Subscription Link',
    params: { code: 'Subscription code' },
  },
  'GET /subscription/:id_or_code': {
    summary: 'Fetch Subscription',
    params: { id_or_code: 'The subscription code for the subscription you want to fetch' },
  },
});

export function subscriptionRouter(subscriptions: SubscriptionService, manage: SubscriptionManageService): Router {
  const r = Router();

  r.post('/subscription', async (req, res) => {
    const input = Input.of(req.body);
    const view = await subscriptions.create(ctxOf(res), {
      customer: input.string('customer'),
      plan: input.string('plan'),
      authorization: input.string('authorization'),
      startDate: startDate(input),
    });
    ok(res, 'Subscription successfully created', presentSubscriptionCreated(view));
  });

  r.get('/subscription', async (req, res) => {
    const input = Input.of(req.body, req.query);
    const page = await subscriptions.listViews(ctxOf(res), pageRequest(input, 'subscription'), {
      customer: input.int('customer', 'customer must be a customer id'),
      plan: input.int('plan', 'plan must be a plan id'),
    });
    ok(res, 'Subscriptions retrieved', page.items.map(presentSubscription), pageMeta(page, 'subscription'));
  });

  r.post('/subscription/disable', async (req, res) => {
    const input = Input.of(req.body);
    await subscriptions.disable(ctxOf(res), input.string('code'), input.string('token'));
    ok(res, 'Subscription disabled successfully');
  });

  r.post('/subscription/enable', async (req, res) => {
    const input = Input.of(req.body);
    await subscriptions.enable(ctxOf(res), input.string('code'), input.string('token'));
    ok(res, 'Subscription enabled successfully');
  });

  r.get('/subscription/:code/manage/link', async (req, res) => {
    ok(res, 'Link generated', { link: await manage.manageLink(ctxOf(res), String(req.params.code)) });
  });

  r.post('/subscription/:code/manage/email', async (req, res) => {
    await manage.manageEmail(ctxOf(res), String(req.params.code));
    ok(res, 'Email successfully sent');
  });

  r.get('/subscription/:id_or_code', async (req, res) => {
    const { view, invoices } = await subscriptions.get(ctxOf(res), String(req.params.id_or_code));
    ok(res, 'Subscription retrieved successfully', presentSubscriptionDetail(view, invoices));
  });

  return r;
}

// ISO 8601 with a time, or a date (midnight UTC).
function startDate(input: Input): Date | undefined {
  const v = input.string('start_date');
  if (v === undefined || v.trim() === '') return undefined;
  const text = v.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text))
    throw invalid('start_date', 'start_date must be an ISO 8601 date');
  const d = new Date(text.length === 10 ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(d.getTime())) throw invalid('start_date', 'start_date must be an ISO 8601 date');
  return d;
}
