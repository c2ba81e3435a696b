import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { describeRoutes, f } from '../../rest/operations';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentTransaction } from '../transactions/transaction.presenter';
import { presentPreauthorization, presentPreauthorizationListItem } from './preauthorization.presenter';
import type { PreauthorizationCheckoutService } from './preauthorization-checkout.service';
import type { PreauthorizationService } from './preauthorization.service';

describeRoutes('Preauthorization', {
  'POST /preauthorization/initialize': {
    summary: 'Initialize Preauthorization',
    description:
      'A hosted pre-authorization for a customer with no saved card: the customer gives a card on authorization_url, which holds the amount on it (status pending until then, authorized or failed after)',
    body: {
      email: f.string("The customer's email address").required(),
      amount: f.amount().required(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      reference: f.string('Unique reference; generated when absent'),
      callback_url: f.string('Where the customer is sent, with ?reference=, once the card is authorized'),
      metadata: f.object('Custom data').nullable(),
    },
  },
  'POST /preauthorization/reserve_authorization': {
    summary: 'Reserve Authorization',
    body: {
      email: f.string("The customer's email address").required(),
      amount: f.amount().required(),
      authorization_code: f.string("A reusable card authorization of the customer's").required(),
      reference: f.string('Unique reference; generated when absent'),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      metadata: f.object('Custom data').nullable(),
    },
  },
  'POST /preauthorization/capture': {
    summary: 'Capture Preauthorization',
    body: {
      reference: f.string('The reference of the preauthorization').required(),
      amount: f.amount('What to capture, at most the reserved amount; the whole amount when absent'),
      currency: f.string("The preauthorization's currency"),
    },
  },
  'POST /preauthorization/release': {
    summary: 'Release Preauthorization',
    body: { reference: f.string('The reference of the preauthorization').required() },
  },
  'GET /preauthorization/verify/:reference': {
    summary: 'Verify Preauthorization',
    params: { reference: 'The reference of the preauthorization' },
  },
  'GET /preauthorization': {
    summary: 'List Preauthorizations',
    query: { status: f.string('pending, authorized, captured, capture_failed, released, release_failed or failed') },
    paged: true,
  },
});

export function preauthorizationRouter(preauthorizations: PreauthorizationService, checkout: PreauthorizationCheckoutService): Router {
  const r = Router();

  r.post('/preauthorization/initialize', async (req, res) => {
    const input = Input.of(req.body);
    const created = await checkout.initialize(ctxOf(res), {
      email: input.string('email'),
      amount: input.amount('amount'),
      currency: input.string('currency'),
      reference: input.string('reference'),
      callbackUrl: input.string('callback_url'),
      metadata: input.json('metadata'),
    });
    ok(res, 'Authorization URL created', { authorization_url: created.authorizationUrl, access_code: created.accessCode, reference: created.reference });
  });

  r.post('/preauthorization/reserve_authorization', async (req, res) => {
    const input = Input.of(req.body);
    const view = await preauthorizations.reserve(ctxOf(res), {
      email: input.string('email'),
      amount: input.amount('amount'),
      authorizationCode: input.string('authorization_code'),
      reference: input.string('reference'),
      currency: input.string('currency'),
      metadata: input.json('metadata'),
    });
    ok(res, 'Preauthorization successful', presentPreauthorization(view));
  });

  r.post('/preauthorization/capture', async (req, res) => {
    const input = Input.of(req.body);
    const { transaction } = await preauthorizations.capture(ctxOf(res), {
      reference: input.string('reference'),
      amount: input.amount('amount'),
      currency: input.string('currency'),
    });
    ok(res, 'Capture attempted', { ...presentTransaction(transaction!), channel: 'preauth' });
  });

  r.post('/preauthorization/release', async (req, res) => {
    const view = await preauthorizations.release(ctxOf(res), Input.of(req.body).string('reference'));
    const p = view.preauthorization;
    ok(res, 'Successfully released', { id: p.id, status: p.status, reference: p.reference });
  });

  r.get('/preauthorization/verify/:reference', async (req, res) => {
    ok(res, 'Preauthorization retrieved', presentPreauthorization(await preauthorizations.verify(ctxOf(res), String(req.params.reference))));
  });

  r.get('/preauthorization', async (req, res) => {
    const input = Input.of(req.query);
    const ctx = ctxOf(res);
    const page = await preauthorizations.list(ctx, pageRequest(input, 'preauthorization'), { status: input.string('status') });
    ok(
      res,
      'Preauthorizations retrieved',
      (await preauthorizations.views(ctx, page.items)).map(presentPreauthorizationListItem),
      pageMeta(page, 'preauthorization'),
    );
  });

  return r;
}
