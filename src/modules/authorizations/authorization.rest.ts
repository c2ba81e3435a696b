import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import type { ChargeService } from '../transactions/charge.service';
import { presentTransaction } from '../transactions/transaction.presenter';
import { clientIp, number } from '../transactions/transaction.rest';
import type { AuthorizationService } from './authorization.service';

export function authorizationRouter(authorizations: AuthorizationService, charges: ChargeService): Router {
  const r = Router();

  r.post('/transaction/charge_authorization', async (req, res) => {
    const input = Input.of(req.body);
    const view = await charges.chargeAuthorization(ctxOf(res), {
      authorizationCode: input.string('authorization_code') ?? '',
      email: input.string('email') ?? '',
      amount: input.amount('amount', 'Amount must be an integer') as number,
      reference: input.string('reference'),
      currency: input.string('currency'),
      metadata: input.json('metadata'),
      plan: input.string('plan'),
      subaccount: input.string('subaccount'),
      transactionCharge: input.amount('transaction_charge'),
      bearer: input.string('bearer'),
      invoiceLimit: input.int('invoice_limit'),
      quantity: number(input, 'quantity'),
      queue: input.bool('queue'),
      ipAddress: clientIp(req),
    });
    ok(res, 'Charge attempted', presentTransaction(view));
  });

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
