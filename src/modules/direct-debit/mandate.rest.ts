import { Router, type Request, type Response } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { presentMandate, presentMandateVerification } from './mandate.presenter';
import type { InitializeMandateParams, MandateService } from './mandate.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Direct Debit', {
  'POST /customer/authorization/initialize': {
    summary: 'Initialize Authorization',
    body: {
      email: f.string("Customer's email address").required(),
      channel: f.string('direct_debit is the only supported option for now').required(),
      account: f.object('The account to debit', { number: f.string().required(), bank_code: f.string().required() }),
      address: f.object("The account holder's address", { street: f.string().required(), city: f.string().required(), state: f.string().required() }),
      callback_url: f.string('Where the customer returns after signing the mandate'),
    },
  },
  'GET /customer/authorization/verify/:reference': {
    summary: 'Verify Authorization',
    params: { reference: 'The reference returned in the initialization response' },
  },
  'POST /customer/:id/initialize-direct-debit': {
    summary: 'Initialize Direct Debit',
    params: { id: 'The ID of the customer to initialize the direct debit for' },
    body: {
      account: f.object('The account to debit', { number: f.string().required(), bank_code: f.string().required() }).required(),
      address: f
        .object("The account holder's address", { street: f.string().required(), city: f.string().required(), state: f.string().required() })
        .required(),
      callback_url: f.string('Where the customer returns after signing the mandate'),
    },
  },
  'PUT /customer/:id/directdebit-activation-charge': {
    summary: 'Direct Debit Activation Charge',
    params: { id: 'The customer ID attached to the authorization' },
    body: {
      authorization_id: f.integer('The authorization ID gotten from the initiation response').required(),
    },
  },
  'GET /customer/:id/directdebit-mandate-authorizations': {
    summary: 'Fetch Mandate Authorizations',
    params: { id: 'The customer ID for the authorizations to fetch' },
    query: {
      status: f.string('Mandate status').oneOf('pending', 'active', 'revoked'),
      per_page: f.integer('Records per page (also perPage)'),
      perPage: f.integer('Records per page'),
      cursor: f.string('The cursor of the next page (meta.next)'),
    },
  },
  'GET /directdebit/mandate-authorizations': {
    summary: 'List Mandate Authorizations',
    query: {
      status: f.string('Mandate status').oneOf('pending', 'active', 'revoked'),
      per_page: f.integer('Records per page (also perPage)'),
      perPage: f.integer('Records per page'),
      cursor: f.string('The cursor of the next page (meta.next)'),
    },
  },
  'PUT /directdebit/activation-charge': {
    summary: 'Trigger Activation Charge',
    body: {
      customer_ids: f.integers('Array of customer IDs to trigger activation charge for').required(),
    },
  },
});

// Direct debit: mandates (Paystack's "Initialize Authorization" and "Initialize Direct Debit"),
// their verification, lists and activation retries.
export function mandateRouter(mandates: MandateService): Router {
  const r = Router();

  const details = (input: Input): InitializeMandateParams => {
    const account = input.json('account');
    const address = input.json('address');
    const a = account ? Input.of(account) : null;
    const d = address ? Input.of(address) : null;
    return {
      callbackUrl: input.string('callback_url'),
      account: a ? { number: a.string('number'), bankCode: a.string('bank_code') } : null,
      address: d ? { street: d.string('street'), city: d.string('city'), state: d.string('state') } : null,
    };
  };
  const initialized = (m: { accessCode: string; reference: string }) => ({
    redirect_url: mandates.mandateUrl(m.accessCode),
    access_code: m.accessCode,
    reference: m.reference,
  });

  r.post('/customer/authorization/initialize', async (req, res) => {
    const input = Input.of(req.body);
    const mandate = await mandates.initialize(ctxOf(res), { email: input.string('email'), channel: input.string('channel'), ...details(input) });
    ok(res, 'Authorization initialized', initialized(mandate));
  });

  r.get('/customer/authorization/verify/:reference', async (req, res) => {
    ok(res, 'Authorization retrieved successfully', presentMandateVerification(await mandates.verify(ctxOf(res), String(req.params.reference))));
  });

  r.post('/customer/:id/initialize-direct-debit', async (req, res) => {
    const mandate = await mandates.initializeForCustomer(ctxOf(res), String(req.params.id), details(Input.of(req.body)));
    ok(res, 'Authorization initialized', initialized(mandate));
  });

  r.put('/customer/:id/directdebit-activation-charge', async (req, res) => {
    const input = Input.of(req.body);
    await mandates.retryForCustomer(ctxOf(res), String(req.params.id), input.int('authorization_id', 'authorization_id must be an integer'));
    ok(res, 'Mandate is queued for retry');
  });

  const list = async (req: Request, res: Response, customerRef?: string) => {
    const input = Input.of(req.query);
    const perPage = input.int('per_page', 'per_page must be an integer') ?? input.int('perPage', 'perPage must be an integer');
    const page = await mandates.list(ctxOf(res), { status: input.string('status'), customerRef }, perPage, input.string('cursor'));
    ok(res, 'Mandate authorizations retrieved successfully', page.items.map(presentMandate), {
      per_page: perPage ?? 50,
      next: page.next,
      count: page.items.length,
      total: page.total,
    });
  };
  r.get('/customer/:id/directdebit-mandate-authorizations', (req, res) => list(req, res, String(req.params.id)));
  r.get('/directdebit/mandate-authorizations', (req, res) => list(req, res));

  r.put('/directdebit/activation-charge', async (req, res) => {
    const input = Input.of(req.body);
    await mandates.retryForCustomers(ctxOf(res), input.intArray('customer_ids') ?? []);
    ok(res, 'Mandate is queued for retry');
  });

  return r;
}
