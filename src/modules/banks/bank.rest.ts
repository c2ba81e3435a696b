import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentBank, presentCountry, presentState, presentValidation, validationMessage } from './bank.presenter';
import type { BankService } from './bank.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Miscellaneous', {
  'GET /decision/bin/:bin': {
    summary: 'Resolve Card BIN',
    params: { bin: 'The card bank identification number' },
  },
  'GET /bank': {
    summary: 'List Banks',
    query: {
      country: f.string('The country from which to obtain the list of supported banks'),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, XOF, USD)'),
      type: f.string('Type of financial channel (nuban, ghipss, kepss, basa, mobile_money, mobile_money_business)'),
      pay_with_bank: f.boolean('A flag to filter for banks a customer can pay directly from'),
      pay_with_bank_transfer: f.boolean('A flag to filter for banks a customer can make a transfer from to complete a payment'),
      supports_transfer: f.boolean('A flag to filter for banks that can receive transfers'),
      enabled_for_verification: f.boolean('A flag to filter for banks whose accounts POST /bank/validate verifies'),
    },
    paged: true,
  },
  'GET /bank/resolve': {
    summary: 'Resolve Account Number',
    query: {
      account_number: f.string('The account number of interest').required(),
      bank_code: f.string('The bank code associated with the account number').required(),
    },
  },
  'POST /bank/validate': {
    summary: 'Validate Bank Account',
    body: {
      bank_code: f.string('The bank code of the customer’s bank').required(),
      country_code: f.string('The two digit ISO code of the customer’s bank').required(),
      account_number: f.string("Customer's account number").required(),
      account_name: f.string("Customer's first and last name registered with their bank").required(),
      account_type: f.string("The type of the customer's account number").required(),
      document_type: f.string('Customer’s mode of identity').required(),
      document_number: f.string('Customer’s mode of identity number'),
    },
  },
  'GET /country': {
    summary: 'List Countries',
  },
  'GET /address_verification/states': {
    summary: 'List States (AVS)',
    query: {
      country: f.string('The country code of the states to list').required(),
    },
  },
  'GET /bank/resolve_bvn/:bvn': {
    summary: 'Resolve BVN',
    params: { bvn: 'An 11-digit BVN' },
  },
});

export function bankRouter(banks: BankService): Router {
  const r = Router();

  r.get('/bank', (req, res) => {
    const input = Input.of(req.query);
    const page = banks.list(
      {
        country: input.string('country'),
        currency: input.string('currency'),
        type: input.string('type'),
        payWithBank: input.bool('pay_with_bank'),
        payWithBankTransfer: input.bool('pay_with_bank_transfer'),
        supportsTransfer: input.bool('supports_transfer'),
        enabledForVerification: input.bool('enabled_for_verification'),
      },
      pageRequest(input, 'bank'),
    );
    ok(res, 'Banks retrieved', page.items.map(presentBank), pageMeta(page, 'bank'));
  });

  r.get('/bank/resolve', (req, res) => {
    const input = Input.of(req.query);
    const result = banks.resolveAccount(input.string('account_number'), input.string('bank_code'));
    ok(res, 'Account number resolved', { account_number: result.accountNumber, account_name: result.accountName, bank_id: result.bank.id });
  });

  // An account that does not exist is a 400 that still carries the verdict, as Paystack's sample shows.
  r.post('/bank/validate', (req, res) => {
    const input = Input.of(req.body);
    const result = banks.validateAccount({
      bankCode: input.string('bank_code'),
      countryCode: input.string('country_code'),
      accountNumber: input.string('account_number'),
      accountName: input.string('account_name'),
      accountType: input.string('account_type'),
      documentType: input.string('document_type'),
      documentNumber: input.string('document_number'),
    });
    const data = presentValidation(result);
    if (!result.found) {
      res.status(400).json({ status: false, message: validationMessage(result), data });
      return;
    }
    ok(res, validationMessage(result), data);
  });

  r.get('/country', (_req, res) => {
    ok(res, 'Countries retrieved', banks.countries().map(presentCountry));
  });

  r.get('/address_verification/states', (req, res) => {
    const input = Input.of(req.query);
    ok(res, 'States retrieved', banks.states(input.string('country')).map(presentState));
  });

  r.get('/bank/resolve_bvn/:bvn', (req, res) => {
    const { bvn, ...person } = banks.resolveBvn(String(req.params.bvn));
    ok(res, 'BVN resolved', { ...person, bvn }, { calls_this_month: 1, free_calls_left: 9 });
  });

  return r;
}

// Paystack's sample BIN call carries no authorization header.
export function binRouter(banks: BankService): Router {
  const r = Router();
  r.get('/decision/bin/:bin', (req, res) => {
    ok(res, 'Bin resolved', banks.resolveBin(String(req.params.bin)));
  });
  return r;
}
