import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentBank } from './bank.presenter';
import type { BankService } from './bank.service';

export function bankRouter(banks: BankService): Router {
  const r = Router();

  r.get('/bank', (req, res) => {
    const input = Input.of(req.query);
    const page = banks.list(
      { country: input.string('country'), currency: input.string('currency'), type: input.string('type'), payWithBank: input.bool('pay_with_bank') },
      pageRequest(input, 'bank'),
    );
    ok(res, 'Banks retrieved', page.items.map(presentBank), pageMeta(page, 'bank'));
  });

  r.get('/bank/resolve', (req, res) => {
    const input = Input.of(req.query);
    const result = banks.resolveAccount(input.string('account_number'), input.string('bank_code'));
    ok(res, 'Account number resolved', { account_number: result.accountNumber, account_name: result.accountName, bank_id: result.bank.id });
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
