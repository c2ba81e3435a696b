import { Router, type Request } from 'express';
import { ok, okJson } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { csvDownload, okExportLink } from '../../rest/export';
import { clientIp } from '../../rest/client';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentTimeline, presentTransaction, presentTransactionEvents, presentTransactionSession } from './transaction.presenter';
import type { TransactionExportService } from './transaction-export.service';
import type { InitializeParams, TransactionFilter, TransactionService } from './transaction.service';
import { describeRoutes, f } from '../../rest/operations';
import { PAYMENT_FIELDS } from './payment-fields';

describeRoutes('Transaction', {
  'GET /transaction/export/download/:token': {
    summary: 'Download a transaction export (CSV) by the signed token of /transaction/export',
    params: { token: 'The signed token' },
    reply: 'csv',
  },
  'POST /transaction/initialize': {
    summary: 'Initialize Transaction',
    body: {
      ...PAYMENT_FIELDS,
      ref: f.string(),
      callback_url: f.string('Fully qualified url, e.g. https://example.com/ to redirect your customers to after a successful payment'),
      channels: f.strings('An array of payment channels to control what channels you want to make available to the user to make a paym...'),
    },
  },
  'GET /transaction/verify/:reference': {
    summary: 'Verify Transaction',
    params: { reference: 'The transaction reference to verify' },
  },
  'GET /transaction/totals': {
    summary: 'Transaction Totals',
    query: {
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
  },
  'GET /transaction/export': {
    summary: 'Export Transactions',
    query: {
      customer: f.integer('Filter by customer ID'),
      status: f.string('Filter by the status of the transaction'),
      from: f.date('The start date'),
      to: f.date('The end date'),
      amount: f.amount(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      settled: f.boolean(),
      settlement: f.integer('Filter by the settlement ID'),
      split_code: f.string(),
      source: f.string('Where the payment came from').oneOf('merchantApi', 'checkout', 'pos', 'virtualTerminal'),
      terminal_id: f.string('The terminal a pos payment was taken on'),
    },
  },
  'GET /transaction/timeline/:ref': {
    summary: 'Fetch Transaction Timeline',
    params: { ref: 'The ID of the transaction to fetch' },
  },
  'GET /transaction': {
    summary: 'List Transactions',
    query: {
      customer: f.integer(),
      status: f.string('Filter transaction by status'),
      from: f.date('The start date'),
      to: f.date('The end date'),
      amount: f.amount(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      settled: f.boolean(),
      settlement: f.integer('The settlement ID to filter for settled transactions'),
      split_code: f.string('Filter transaction by split code'),
      source: f.string('Where the payment came from').oneOf('merchantApi', 'checkout', 'pos', 'virtualTerminal'),
      terminal_id: f.string('The terminal a pos payment was taken on'),
    },
    paged: true,
  },
  'GET /transaction/:id': {
    summary: 'Fetch Transaction',
    params: { id: 'The ID of the transaction to fetch' },
  },
  'GET /transaction/:id/event': {
    summary: 'Transaction Events',
    description: "What happened to the payment, oldest first: attempts, steps and the outcome (Kobo's reply: Paystack documents none)",
    params: { id: 'The ID or reference of the transaction' },
  },
  'GET /transaction/:id/session': {
    summary: 'Transaction Session',
    description: "The payment's checkout session: its access code, status and the step the payer is at (Kobo's reply: Paystack documents none)",
    params: { id: 'The ID or reference of the transaction' },
  },
});

export function transactionRouter(transactions: TransactionService, exports: TransactionExportService): Router {
  const r = Router();

  r.post('/transaction/initialize', async (req, res) => {
    const input = Input.of(req.body);
    const result = await transactions.initialize(ctxOf(res), initializeParams(input, req));
    ok(res, 'Authorization URL created', {
      authorization_url: result.authorizationUrl,
      access_code: result.accessCode,
      reference: result.reference,
    });
  });

  r.get('/transaction/verify/:reference', async (req, res) => {
    okJson(res, 'Verification successful', await transactions.verifyReply(ctxOf(res), String(req.params.reference)));
  });

  r.get('/transaction/totals', async (req, res) => {
    const input = Input.of(req.query);
    const t = await transactions.totals(ctxOf(res), { from: input.date('from'), to: input.date('to') });
    ok(res, 'Transaction totals', {
      total_transactions: t.totalTransactions,
      unique_customers: t.uniqueCustomers,
      total_volume: t.totalVolume,
      total_volume_by_currency: t.totalVolumeByCurrency,
      pending_transfers: t.pendingTransfers,
      pending_transfers_by_currency: t.pendingTransfersByCurrency,
    });
  });

  r.get('/transaction/export', async (req, res) => {
    const input = Input.of(req.query);
    okExportLink(res, await exports.exportLink(ctxOf(res), filterOf(input)));
  });

  r.get('/transaction/timeline/:ref', async (req, res) => {
    const row = await transactions.timeline(ctxOf(res), String(req.params.ref));
    ok(res, 'Timeline retrieved', presentTimeline(row.log));
  });

  r.get('/transaction', async (req, res) => {
    const input = Input.of(req.query);
    const { page, totalVolume } = await transactions.list(ctxOf(res), pageRequest(input, 'transaction'), filterOf(input));
    ok(res, 'Transactions retrieved', page.items.map(presentTransaction), pageMeta(page, 'transaction', { total_volume: totalVolume }));
  });

  r.get('/transaction/:id/event', async (req, res) => {
    const row = await transactions.findByIdOrReference(ctxOf(res), String(req.params.id));
    ok(res, 'Transaction events retrieved', presentTransactionEvents(row));
  });

  r.get('/transaction/:id/session', async (req, res) => {
    const row = await transactions.findByIdOrReference(ctxOf(res), String(req.params.id));
    ok(res, 'Transaction session retrieved', presentTransactionSession(row));
  });

  r.get('/transaction/:id', async (req, res) => {
    okJson(res, 'Transaction retrieved', await transactions.getReply(ctxOf(res), String(req.params.id)));
  });

  return r;
}

// Routes that authenticate by something other than the API key.
export function transactionPublicRouter(exports: TransactionExportService): Router {
  const r = Router();
  r.get(
    '/transaction/export/download/:token',
    csvDownload((caller, token) => exports.exportCsv(caller, token)),
  );
  return r;
}

function filterOf(input: Input): TransactionFilter {
  return {
    customer: input.int('customer', 'customer must be a customer id'),
    status: input.string('status'),
    from: input.date('from'),
    to: input.date('to'),
    amount: input.amount('amount', 'Amount must be an integer'),
    currency: input.string('currency'),
    settled: input.bool('settled'),
    settlement: input.int('settlement', 'settlement must be a settlement id'),
    splitCode: input.string('split_code'),
    source: input.string('source'),
    terminalId: input.string('terminal_id'),
  };
}

// The initialize body, read the same way for the secret-key API and the public-key inline checkout.
export function initializeParams(input: Input, req: Request, publicKey = false): InitializeParams {
  const metadata = input.json('metadata');
  // A browser caller (anyone who has read the public key off the merchant's page) cannot choose
  // where the customer is sent after paying or cancelling: that would be an open redirect.
  if (publicKey && metadata && 'cancel_action' in metadata) delete metadata.cancel_action;
  return {
    amount: input.amount('amount', 'Amount must be an integer') as number,
    email: input.string('email') as string,
    currency: input.string('currency'),
    reference: input.string('reference') ?? input.string('ref'),
    callbackUrl: publicKey ? undefined : input.string('callback_url'),
    metadata,
    channels: input.stringArray('channels'),
    ...optionParams(input),
    ipAddress: clientIp(req),
  };
}

// The plan and split options initialize, charge and charge_authorization take alike.
export function optionParams(input: Input) {
  return {
    plan: input.string('plan'),
    invoiceLimit: input.int('invoice_limit'),
    quantity: input.number('quantity'),
    subaccount: input.string('subaccount'),
    splitCode: input.string('split_code'),
    transactionCharge: input.amount('transaction_charge'),
    bearer: input.string('bearer'),
  };
}
