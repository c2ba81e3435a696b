import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentTransaction } from '../transactions/transaction.presenter';
import { presentDedicatedAccount, presentInboundTransfer, presentProvider, presentUnsplitAccount } from './dedicated-account.presenter';
import type { DedicatedAccountService } from './dedicated-account.service';
import type { InboundTransferService, TransferResult } from './inbound-transfer.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Dedicated Virtual Account', {
  'POST /dedicated_account': {
    summary: 'Create Dedicated Account',
    body: {
      customer: f.string('The code for the previously created customer').required(),
      preferred_bank: f.string('The bank slug for preferred bank').nullable(),
      subaccount: f.string('Subaccount code of the account you want to split the transaction with').nullable(),
      split_code: f.string('Split code consisting of the lists of accounts you want to split the transaction with').nullable(),
      first_name: f.string().nullable(),
      last_name: f.string().nullable(),
      phone: f.string().nullable(),
    },
  },
  'POST /dedicated_account/assign': {
    summary: 'Assign Dedicated Account',
    body: {
      email: f.string("Customer's email address").required(),
      first_name: f.string("Customer's first name").required().nullable(),
      last_name: f.string("Customer's last name").required().nullable(),
      phone: f.string("Customer's phone name").required().nullable(),
      preferred_bank: f.string('The bank slug for preferred bank').required().nullable(),
      country: f.string('The two letter code country').required().nullable(),
      account_number: f.string("Customer's account number").nullable(),
      bvn: f.string("Customer's Bank Verification Number").nullable(),
      bank_code: f.string("Customer's bank code").nullable(),
      subaccount: f.string('Subaccount code of the account you want to split the transaction with').nullable(),
      split_code: f.string('Split code consisting of the lists of accounts you want to split the transaction with').nullable(),
    },
  },
  'GET /dedicated_account': {
    summary: 'List Dedicated Accounts',
    query: {
      active: f.boolean('Status of the dedicated virtual account'),
      customer: f.integer("The customer's ID"),
      provider_slug: f.string("The bank's slug in lowercase, without spaces"),
      bank_id: f.integer("The bank's ID"),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
    },
    paged: true,
  },
  'GET /dedicated_account/available_providers': {
    summary: 'Fetch Bank Providers',
  },
  'GET /dedicated_account/requery': {
    summary: 'Requery Dedicated Account',
    query: {
      account_number: f.string('Virtual account number to requery').required(),
      provider_slug: f.string("The bank's slug in lowercase, without spaces"),
      date: f.date('The day the transfer was made'),
    },
  },
  'POST /dedicated_account/split': {
    summary: 'Split Dedicated Account Transaction',
    body: {
      account_number: f.string('Valid Dedicated virtual account').required(),
      subaccount: f.string('Subaccount code of the account you want to split the transaction with').nullable(),
      split_code: f.string('Split code consisting of the lists of accounts you want to split the transaction with').nullable(),
    },
  },
  'DELETE /dedicated_account/split': {
    summary: 'Remove Split from Dedicated Account',
    body: {
      account_number: f.string('Valid Dedicated virtual account').required(),
    },
  },
  'GET /dedicated_account/:id': {
    summary: 'Fetch Dedicated Account',
    params: { id: 'ID of dedicated virtual account' },
  },
  'DELETE /dedicated_account/:id': {
    summary: 'Deactivate Dedicated Account',
    params: { id: 'ID of dedicated virtual account' },
  },
  'POST /_test/dedicated_account/transfer': {
    summary: 'Test mode: a bank transfer into a dedicated account',
    body: {
      account_number: f.string('The dedicated account number').required(),
      amount: f.amount().required(),
      sender_name: f.string().nullable(),
      sender_bank: f.string('Name, slug or code').nullable(),
      sender_account_number: f.string('10 digits').nullable(),
      reference: f.string("Also the transaction's reference; generated when absent"),
      narration: f.string().nullable(),
      record: f.boolean('Default true'),
    },
  },
});

export function dedicatedAccountRouter(accounts: DedicatedAccountService, transfers: InboundTransferService): Router {
  const r = Router();

  r.post('/dedicated_account', async (req, res) => {
    const input = Input.of(req.body);
    const { account, customer } = await accounts.create(ctxOf(res), {
      customer: input.string('customer'),
      preferredBank: input.nullableString('preferred_bank'),
      subaccount: input.nullableString('subaccount'),
      splitCode: input.nullableString('split_code'),
      firstName: input.nullableString('first_name'),
      lastName: input.nullableString('last_name'),
      phone: input.nullableString('phone'),
    });
    ok(res, 'NUBAN successfully created', presentDedicatedAccount(account, customer));
  });

  r.post('/dedicated_account/assign', async (req, res) => {
    const input = Input.of(req.body);
    await accounts.assign(ctxOf(res), {
      email: input.string('email'),
      firstName: input.nullableString('first_name'),
      lastName: input.nullableString('last_name'),
      phone: input.nullableString('phone'),
      preferredBank: input.nullableString('preferred_bank'),
      country: input.nullableString('country'),
      accountNumber: input.nullableString('account_number'),
      bvn: input.nullableString('bvn'),
      bankCode: input.nullableString('bank_code'),
      subaccount: input.nullableString('subaccount'),
      splitCode: input.nullableString('split_code'),
    });
    // Paystack tells the outcome by webhook only (dedicatedaccount.assign.success / .failed).
    ok(res, 'Assign dedicated account in progress');
  });

  r.get('/dedicated_account', async (req, res) => {
    const input = Input.of(req.query);
    const ctx = ctxOf(res);
    const page = await accounts.list(ctx, pageRequest(input, 'dedicated_account'), {
      active: input.bool('active'),
      customer: input.int('customer', 'customer must be a customer id'),
      providerSlug: input.string('provider_slug'),
      bankId: input.int('bank_id', 'bank_id must be an integer'),
      currency: input.string('currency'),
    });
    const customers = await accounts.customersOf(ctx, page.items);
    ok(
      res,
      'Managed accounts successfully retrieved',
      page.items.map((a) => presentDedicatedAccount(a, customers.get(a.customerId))),
      pageMeta(page, 'dedicated_account'),
    );
  });

  r.get('/dedicated_account/available_providers', async (_req, res) => {
    ok(res, 'Dedicated account providers retrieved', accounts.providers().map(presentProvider));
  });

  r.get('/dedicated_account/requery', async (req, res) => {
    const input = Input.of(req.query);
    await transfers.requery(ctxOf(res), {
      accountNumber: input.string('account_number'),
      providerSlug: input.string('provider_slug'),
      date: input.date('date'),
    });
    ok(res, 'We are checking the status of your transfer. We will send you a notification once it is confirmed');
  });

  r.post('/dedicated_account/split', async (req, res) => {
    const input = Input.of(req.body);
    const { account, customer } = await accounts.setSplit(ctxOf(res), {
      accountNumber: input.string('account_number'),
      subaccount: input.nullableString('subaccount'),
      splitCode: input.nullableString('split_code'),
    });
    ok(res, 'Assigned Managed Account Successfully Created', presentDedicatedAccount(account, customer));
  });

  // Paystack's clients send this DELETE's account_number in the body; a query string is read too.
  r.delete('/dedicated_account/split', async (req, res) => {
    const input = Input.of(req.query, req.body);
    const { account, customer } = await accounts.removeSplit(ctxOf(res), input.string('account_number'));
    ok(res, 'Subaccount unassigned', presentUnsplitAccount(account, customer));
  });

  r.get('/dedicated_account/:id', async (req, res) => {
    const { account, customer } = await accounts.get(ctxOf(res), String(req.params.id));
    ok(res, 'Managed account successfully retrieved', presentDedicatedAccount(account, customer));
  });

  r.delete('/dedicated_account/:id', async (req, res) => {
    const { account, customer } = await accounts.deactivate(ctxOf(res), String(req.params.id));
    ok(res, 'Managed Account Successfully Unassigned', presentDedicatedAccount(account, customer));
  });

  // Kobo's test-mode addition (beside the test clock): the simulated bank sends money to an account.
  r.post('/_test/dedicated_account/transfer', async (req, res) => {
    const input = Input.of(req.body);
    const result = await transfers.simulate(ctxOf(res), {
      accountNumber: input.string('account_number'),
      amount: input.amount('amount'),
      senderName: input.nullableString('sender_name'),
      senderBank: input.nullableString('sender_bank'),
      senderAccountNumber: input.nullableString('sender_account_number'),
      reference: input.string('reference'),
      narration: input.nullableString('narration'),
      record: input.bool('record'),
    });
    ok(res, result.transaction ? 'Transfer received' : 'Transfer pending', presentResult(result));
  });

  return r;
}

function presentResult(r: TransferResult) {
  return { transfer: presentInboundTransfer(r.transfer, r.account), transaction: r.transaction ? presentTransaction(r.transaction) : null };
}
