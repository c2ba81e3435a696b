import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentTransaction } from '../transactions/transaction.presenter';
import { presentRefund } from './refund.presenter';
import type { RefundService } from './refund.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Refund', {
  'POST /refund': {
    summary: 'Create Refund',
    body: {
      transaction: f.string('The reference of a previosuly completed transaction').required(),
      amount: f.amount(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      customer_note: f.string('Customer reason').nullable(),
      merchant_note: f.string('Merchant reason').nullable(),
    },
  },
  'GET /refund': {
    summary: 'List Refunds',
    query: {
      reference: f.string(),
      transaction: f.string(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'GET /refund/:id': {
    summary: 'Fetch Refund',
    params: { id: 'The identifier of the refund' },
  },
  'POST /refund/retry_with_customer_details/:id': {
    summary: 'Retry Refund',
    params: { id: 'The identifier of the refund' },
    body: {
      refund_account_details: f
        .object("The customer's account to pay the refund to", {
          currency: f.string("The refund's currency").required(),
          account_number: f.string().required(),
          bank_id: f.string('From GET /bank').required(),
        })
        .required(),
    },
  },
});

export function refundRouter(refunds: RefundService): Router {
  const r = Router();

  r.post('/refund', async (req, res) => {
    const input = Input.of(req.body);
    const { refund, view } = await refunds.create(ctxOf(res), {
      transaction: input.string('transaction'),
      amount: input.amount('amount', 'Amount must be an integer'),
      currency: input.string('currency'),
      customerNote: input.nullableString('customer_note'),
      merchantNote: input.nullableString('merchant_note'),
    });
    ok(res, 'Refund has been queued for processing', presentRefund(refund, presentTransaction(view)));
  });

  r.get('/refund', async (req, res) => {
    const input = Input.of(req.query);
    const filter = {
      reference: input.string('reference') ?? input.string('transaction'),
      currency: input.string('currency'),
      from: input.date('from'),
      to: input.date('to'),
    };
    const request = pageRequest(input, 'refund');
    const [page, failedRefundCount] = await Promise.all([refunds.list(ctxOf(res), request, filter), refunds.failedCount(ctxOf(res), filter)]);
    ok(
      res,
      'Refunds retrieved',
      page.items.map((x) => presentRefund(x)),
      pageMeta(page, 'refund', { failedRefundCount }),
    );
  });

  r.post('/refund/retry_with_customer_details/:id', async (req, res) => {
    const input = Input.of(req.body);
    const details = input.json('refund_account_details');
    const d = details ? Input.of(details) : null;
    const refund = await refunds.retryWithCustomerDetails(
      ctxOf(res),
      String(req.params.id),
      d ? { currency: d.string('currency'), accountNumber: d.string('account_number'), bankId: d.string('bank_id') } : undefined,
    );
    ok(res, 'Refund retried and has been queued for processing', presentRefund(refund));
  });

  r.get('/refund/:id', async (req, res) => {
    ok(res, 'Refund retrieved', presentRefund(await refunds.get(ctxOf(res), String(req.params.id))));
  });

  return r;
}
