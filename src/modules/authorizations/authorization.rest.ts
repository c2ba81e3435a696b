import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import type { AuthorizationService } from './authorization.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Customer', {
  'POST /transaction/check_authorization': {
    summary: 'Check Authorization',
    body: {
      authorization_code: f.string('A reusable authorization code').required(),
      email: f.string("Customer's email address").required(),
      amount: f.amount().required(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
    },
  },
  'POST /customer/deactivate_authorization': {
    summary: 'Deactivate Authorization (older path)',
    body: {
      authorization_code: f.string('Authorization code to be deactivated (also accepted in the query)').required(),
    },
  },
  'POST /customer/authorization/deactivate': {
    summary: 'Deactivate Authorization',
    body: {
      authorization_code: f.string('Authorization code to be deactivated').required(),
    },
  },
});

export function authorizationRouter(authorizations: AuthorizationService): Router {
  const r = Router();

  r.post('/transaction/check_authorization', async (req, res) => {
    const input = Input.of(req.body);
    const result = await authorizations.check(ctxOf(res), {
      authorizationCode: input.string('authorization_code') ?? '',
      email: input.string('email') ?? '',
      amount: input.amount('amount', 'Amount must be an integer') as number,
      currency: input.string('currency'),
    });
    ok(res, 'Authorization is valid for this amount', result);
  });

  // Documented as a query parameter; the sample sends it in the body. Both work.
  for (const path of ['/customer/deactivate_authorization', '/customer/authorization/deactivate']) {
    r.post(path, async (req, res) => {
      const input = Input.of(req.query, req.body);
      await authorizations.deactivate(ctxOf(res), input.string('authorization_code') ?? '');
      ok(res, 'Authorization has been deactivated');
    });
  }

  return r;
}
