import { Router } from 'express';
import type { CallerBase } from '../../core/request-context';
import { presentTransaction } from '../transactions/transaction.presenter';
import type { Logger } from '../../core/logger';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentPaymentRequest, presentPaymentRequestDetail, presentPaymentRequestEvent, presentPaymentRequestVerify } from './payment-request.presenter';
import type { InvoicePaymentService } from './invoice-payment.service';
import type { PaymentRequestService, UpdatePaymentRequestParams } from './payment-request.service';
import { describeRoutes, f } from '../../rest/operations';

// What create and update both take: the amount, its items and taxes, and the notification.
const REQUEST_FIELDS = {
  amount: f.amount(),
  description: f.string('A short description of the payment request').nullable(),
  currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
  metadata: f.object(),
  line_items: f.objects('Items of the request', { name: f.string().required(), amount: f.amount().required(), quantity: f.integer() }),
  tax: f.objects('Taxes on the request', { name: f.string().required(), amount: f.amount().required() }),
  send_notification: f.boolean('Whether to email the customer'),
};

describeRoutes('Payment Request', {
  'GET /paymentrequest/verify/:code': {
    summary: 'Verify Payment Request',
    params: { code: 'The unique identifier of a previously created payment request' },
  },
  'POST /paymentrequest': {
    summary: 'Create Payment Request',
    body: {
      customer: f.string('Customer id or code').required(),
      due_date: f.string('ISO 8601 representation of request due date'),
      draft: f.boolean('Indicate if request should be saved as draft'),
      has_invoice: f.boolean('Set to true to create a draft invoice (adds an auto incrementing invoice number if none is provided) even i...'),
      invoice_number: f.integer('Numeric value of invoice'),
      split_code: f.string('The split code of the transaction split').nullable(),
      ...REQUEST_FIELDS,
    },
  },
  'GET /paymentrequest': {
    summary: 'List Payment Request',
    query: {
      customer: f.string('Customer ID'),
      status: f.string('Invoice status to filter'),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      paid: f.boolean(),
      include_archive: f.boolean(),
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'GET /paymentrequest/totals': {
    summary: 'Payment Request Total',
  },
  'POST /paymentrequest/notify/:ref': {
    summary: 'Send Notification',
    params: { ref: 'The unique identifier of a previously created payment request' },
  },
  'POST /paymentrequest/finalize/:ref': {
    summary: 'Finalize Payment Request',
    params: { ref: 'The unique identifier of a draft payment request' },
    body: {
      send_notification: f.boolean(),
    },
  },
  'POST /invoice/archive/:ref': {
    summary: 'Archive Payment Request (older path)',
    params: { ref: 'The id or code of the payment request' },
  },
  'POST /paymentrequest/archive/:ref': {
    summary: 'Archive Payment Request',
    params: { ref: 'The unique identifier of a previously created payment request' },
  },
  'POST /paymentrequest/mark_as_paid/:ref': {
    summary: 'Record an offline payment of a payment request',
    params: { ref: 'The id or code of the payment request' },
    body: {
      amount_paid: f.amount('Amount paid, in minor units').required(),
      paid_by: f.string('Who paid').required(),
      payment_date: f.string('When (ISO 8601)').required(),
      payment_method: f.string('How').oneOf('Cash', 'POS', 'Cheque', 'Bank Transfer', 'Other').required(),
      note: f.string().nullable(),
    },
  },
  'GET /paymentrequest/:ref': {
    summary: 'Fetch Payment Request',
    params: { ref: 'The unique identifier of a previously created payment request' },
  },
  'PUT /paymentrequest/:ref': {
    summary: 'Update Payment Request',
    params: { ref: 'The unique identifier of a previously created payment request' },
    body: {
      customer: f.string('Customer id or code'),
      due_date: f.string('ISO 8601 representation of request due date').nullable(),
      ...REQUEST_FIELDS,
    },
  },
});

export function paymentRequestRouter(requests: PaymentRequestService, payments: InvoicePaymentService): Router {
  const r = Router();

  r.post('/paymentrequest', async (req, res) => {
    const input = Input.of(req.body);
    const { request } = await requests.create(ctxOf(res), {
      customer: input.requiredString('customer', 'Customer is required'),
      ...terms(input),
      dueDate: input.string('due_date'),
      draft: input.bool('draft'),
      hasInvoice: input.bool('has_invoice'),
      invoiceNumber: input.int('invoice_number', 'invoice_number must be an integer'),
      splitCode: input.nullableString('split_code'),
    });
    ok(res, 'Payment request created', presentPaymentRequestEvent(request));
  });

  r.get('/paymentrequest', async (req, res) => {
    const input = Input.of(req.body, req.query);
    const page = await requests.list(ctxOf(res), pageRequest(input, 'paymentrequest'), {
      customer: input.string('customer'),
      status: input.string('status'),
      currency: input.string('currency'),
      paid: input.bool('paid'),
      includeArchive: input.bool('include_archive'),
      from: input.date('from'),
      to: input.date('to'),
    });
    ok(res, 'Payment requests retrieved', page.items.map(presentPaymentRequest), pageMeta(page, 'paymentrequest'));
  });

  r.get('/paymentrequest/totals', async (_req, res) => {
    ok(res, 'Payment request totals', await requests.totals(ctxOf(res)));
  });

  r.post('/paymentrequest/notify/:ref', async (req, res) => {
    await requests.notify(ctxOf(res), String(req.params.ref));
    ok(res, 'Notification sent');
  });

  r.post('/paymentrequest/finalize/:ref', async (req, res) => {
    const input = Input.of(req.body);
    const view = await requests.finalize(ctxOf(res), String(req.params.ref), input.bool('send_notification') ?? true);
    ok(res, 'Payment request finalized', presentPaymentRequest(view));
  });

  for (const path of ['/invoice/archive/:ref', '/paymentrequest/archive/:ref']) {
    r.post(path, async (req, res) => {
      await requests.archive(ctxOf(res), String(req.params.ref));
      ok(res, 'Payment request has been archived');
    });
  }

  r.post('/paymentrequest/mark_as_paid/:ref', async (req, res) => {
    const input = Input.of(req.body);
    const view = await payments.markAsPaid(ctxOf(res), String(req.params.ref), {
      amountPaid: input.amount('amount_paid', 'amount_paid must be an integer'),
      paidBy: input.string('paid_by'),
      paymentDate: input.string('payment_date'),
      paymentMethod: input.string('payment_method'),
      note: input.nullableString('note'),
    });
    ok(res, 'Payment request has been marked as paid', presentPaymentRequest(view));
  });

  r.get('/paymentrequest/:ref', async (req, res) => {
    const ctx = ctxOf(res);
    const view = await requests.get(ctx, String(req.params.ref));
    const transactions = (await payments.transactionsOf(ctx, [view.request.id])).get(view.request.id) ?? [];
    ok(res, 'Payment request retrieved', presentPaymentRequestDetail(view, transactions.map(presentTransaction)));
  });

  r.put('/paymentrequest/:ref', async (req, res) => {
    const input = Input.of(req.body);
    const view = await requests.update(ctxOf(res), String(req.params.ref), {
      customer: input.string('customer'),
      ...terms(input),
      dueDate: input.has('due_date') ? input.nullableString('due_date') : undefined,
    });
    ok(res, 'Payment request updated', presentPaymentRequest(view));
  });

  return r;
}

// No key needed: the invoice code is what the customer holds.
export function paymentRequestPublicRouter(requests: PaymentRequestService): Router {
  const r = Router();
  r.get('/paymentrequest/verify/:code', async (req, res) => {
    const base: CallerBase = { requestId: res.locals.requestId as string | undefined, log: res.locals.log as Logger };
    const { view, integration } = await requests.verify(base, String(req.params.code));
    ok(res, 'Payment request retrieved', presentPaymentRequestVerify(view, integration));
  });
  return r;
}

// The terms create and update read alike.
function terms(input: Input): UpdatePaymentRequestParams {
  return {
    amount: input.amount('amount', 'Amount must be an integer'),
    description: input.nullableString('description'),
    lineItems: input.raw.line_items,
    tax: input.raw.tax,
    currency: input.string('currency'),
    metadata: input.json('metadata'),
    sendNotification: input.bool('send_notification'),
  };
}
