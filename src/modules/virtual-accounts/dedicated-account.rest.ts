import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentTransaction } from '../transactions/transaction.presenter';
import { presentDedicatedAccount, presentInboundTransfer, presentProvider, presentUnsplitAccount } from './dedicated-account.presenter';
import type { DedicatedAccountService } from './dedicated-account.service';
import type { InboundTransferService, TransferResult } from './inbound-transfer.service';

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
    ok(res, 'Managed accounts successfully retrieved', page.items.map((a) => presentDedicatedAccount(a, customers.get(a.customerId))), pageMeta(page, 'dedicated_account'));
  });

  r.get('/dedicated_account/available_providers', async (_req, res) => {
    ok(res, 'Dedicated account providers retrieved', accounts.providers().map(presentProvider));
  });

  r.get('/dedicated_account/requery', async (req, res) => {
    const input = Input.of(req.query);
    await transfers.requery(ctxOf(res), { accountNumber: input.string('account_number'), providerSlug: input.string('provider_slug'), date: input.date('date') });
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
