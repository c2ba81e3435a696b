import { Router, type Request, type Response } from 'express';
import { DomainError, invalid } from '../../core/errors';
import { failBody, ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import type { RawCard } from '../../processor/card';
import { presentTransaction } from './transaction.presenter';
import { optionParams } from './transaction.rest';
import { addressLine, ONLY_ONE, type ChargeInstrumentParams, type ChargeOutcome, type SubmitStep } from './charge.rules';
import { CAPITEC_TTL_MS } from '../../processor/channels';
import { presentCapitecCharge, presentCapitecRequery } from './channel.presenter';
import type { BankTransferService } from './bank-transfer.service';
import type { ChargeService } from './charge.service';
import type { PartialDebitService } from './partial-debit.service';
import { clientIp } from '../../rest/client';
import { describeRoutes, f } from '../../rest/operations';
import { PAYMENT_FIELDS } from './payment-fields';

describeRoutes('Transaction', {
  'POST /transaction/charge_authorization': {
    summary: 'Charge Authorization',
    body: {
      ...PAYMENT_FIELDS,
      authorization_code: f.string('Valid authorization code to charge').required(),
      queue: f.boolean('If you are making a scheduled charge call, it is a good idea to queue them so the processing system does no...'),
    },
  },
  'POST /transaction/charge_token': {
    summary: 'Charge Token',
    description: "The legacy way to charge a saved card: `token` is the authorization code (as charge_authorization's authorization_code)",
    body: {
      ...PAYMENT_FIELDS,
      token: f.string('The authorization code of the card to charge').required(),
      queue: f.boolean('If you are making a scheduled charge call, it is a good idea to queue them so the processing system does no...'),
    },
  },
  'POST /transaction/partial_debit': {
    summary: 'Partial Debit',
    body: {
      authorization_code: f.string('Valid authorization code to charge').required(),
      email: f.string("Customer's email address").required(),
      amount: f.amount().required(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      reference: f.string('Unique transaction reference'),
      at_least: f.amount(),
      metadata: f.object(),
    },
  },
  'POST /charge': {
    summary: 'Create Charge',
    description:
      'Charges a card, a bank account, USSD, mobile money, QR, EFT, Capitec Pay, a bank transfer (Pesalink for KES) or a saved authorization: pass one of card, bank, ussd, mobile_money, qr, eft, capitec_pay, bank_transfer or authorization_code',
    body: {
      email: f.string("Customer's email address").required(),
      amount: f.amount().required(),
      card: f.object('A card', {
        number: f.string('Card number').required(),
        cvv: f.string('CVV').required(),
        expiry_month: f.string('MM').required(),
        expiry_year: f.string('YY or YYYY').required(),
      }),
      bank: f.object('A bank account (Kuda, 50211: phone and token instead of the account number)', {
        code: f.string('Bank code').required(),
        account_number: f.string('Account number'),
        phone: f.string("Kuda: the payer's phone"),
        token: f.string('Kuda: the token the Kuda app shows'),
      }),
      ussd: f.object('USSD', { type: f.string("The bank's USSD code, e.g. 737").required() }),
      mobile_money: f.object('A mobile money wallet', {
        phone: f.string("The payer's phone").required(),
        provider: f.string('mtn, atl or vod (GHS); mpesa or mpesa_offline (KES); orange or mtn (XOF)').required(),
      }),
      qr: f.object('Pay by scanning a QR code', { provider: f.string('scan-to-pay (ZAR) or visa (NGN)').required() }),
      eft: f.object('EFT (ZAR)', {
        provider: f.string('ozow').required(),
        account_number: f.string("Test mode: the account the payer picks on the provider's page"),
      }),
      capitec_pay: f.object('Capitec Pay (ZAR)', {
        identifier_key: f.string('CELLPHONE, IDNUMBER or ACCOUNTNUMBER').required(),
        identifier_value: f.string("The payer's cellphone, ID number or account number").required(),
      }),
      bank_transfer: f.object('Pay with transfer: a temporary account to transfer to', {
        account_expires_at: f.date('Until when the account takes the transfer (default 30 min)'),
      }),
      authorization_code: f.string('A reusable authorization code'),
      pin: f.string("The card's PIN, with authorization_code"),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      reference: f.string('Unique transaction reference'),
      metadata: f.object('JSON object of custom data'),
      birthday: f.string('YYYY-MM-DD'),
      device_id: f.string("The customer's device"),
      subaccount: f.string('The code of the subaccount that owns the payment'),
      split_code: f.string('The split code of the transaction split'),
      transaction_charge: f.amount('A flat fee to charge the subaccount, overriding its percentage'),
      bearer: f.string('Who bears the transaction charge').oneOf('account', 'subaccount'),
    },
  },
  'POST /charge/submit_address': {
    summary: 'Submit Address',
    body: {
      address: f.string("Customer's address").required(),
      city: f.string("Customer's city").required(),
      state: f.string("Customer's state").required(),
      zipcode: f.string('Zip code (or zip_code)'),
      zip_code: f.string('Another name for zipcode'),
      reference: f.string('The reference of the ongoing transaction').required(),
    },
  },
  'GET /charge/:reference': {
    summary: 'Check pending charge',
    params: { reference: 'The reference of the ongoing transaction' },
  },
  'POST /charge/submit_pin': {
    summary: 'Submit PIN',
    body: {
      reference: f.string('The reference of the charge awaiting this step').required(),
      pin: f.string("The card's PIN").required(),
    },
  },
  'POST /charge/submit_otp': {
    summary: 'Submit OTP',
    body: {
      reference: f.string('The reference of the charge awaiting this step').required(),
      otp: f.string('The OTP sent to the customer').required(),
    },
  },
  'POST /charge/submit_phone': {
    summary: 'Submit Phone',
    body: {
      reference: f.string('The reference of the charge awaiting this step').required(),
      phone: f.string("The customer's phone number").required(),
    },
  },
  'POST /charge/submit_birthday': {
    summary: 'Submit Birthday',
    body: {
      reference: f.string('The reference of the charge awaiting this step').required(),
      birthday: f.string('YYYY-MM-DD').required(),
    },
  },
});

describeRoutes('Charge', {
  'GET /capitec-pay/requery/:reference': {
    summary: 'Requery Capitec Pay',
    description: "Where a Capitec Pay charge stands: success, pending or failed, in Capitec Pay's own envelope ({status, type, code, data: {status}, message})",
    params: { reference: 'The charge reference' },
    reply: 'json',
  },
  'POST /capitec-pay/requery/:reference': {
    summary: 'Requery Capitec Pay (POST)',
    description: 'The same as GET /capitec-pay/requery/:reference',
    params: { reference: 'The charge reference' },
    reply: 'json',
  },
  'POST /_test/bank_transfer/:reference/pay': {
    summary: 'Test mode: the customer transfers to the temporary account of a pay-with-transfer charge',
    params: { reference: 'The charge reference' },
    body: {
      amount: f.amount('What the customer sends: the exact amount pays the charge, any other is rejected (bank.transfer.rejected)').required(),
      sender_name: f.string("The payer's name"),
      sender_account_number: f.string("The payer's account number"),
    },
  },
});

export function chargeRouter(charges: ChargeService, partialDebits: PartialDebitService, bankTransfers: BankTransferService): Router {
  const r = Router();

  // Charging a saved authorization without the customer (the authorization's own checks and
  // deactivation are the authorizations slice's routes).
  // charge_token is the legacy name of charge_authorization: the same charge, with the code as `token`.
  const chargeSaved = (field: 'authorization_code' | 'token') => async (req: Request, res: Response) => {
    const input = Input.of(req.body);
    const view = await charges.chargeAuthorization(ctxOf(res), {
      authorizationCode: input.string(field) ?? '',
      email: input.string('email') ?? '',
      amount: input.amount('amount', 'Amount must be an integer') as number,
      reference: input.string('reference'),
      currency: input.string('currency'),
      metadata: input.json('metadata'),
      ...optionParams(input),
      queue: input.bool('queue'),
      ipAddress: clientIp(req),
    });
    ok(res, 'Charge attempted', presentTransaction(view));
  };
  r.post('/transaction/charge_authorization', chargeSaved('authorization_code'));
  r.post('/transaction/charge_token', chargeSaved('token'));

  r.post('/transaction/partial_debit', async (req, res) => {
    const input = Input.of(req.body);
    const view = await partialDebits.partialDebit(ctxOf(res), {
      authorizationCode: input.string('authorization_code') ?? '',
      email: input.string('email') ?? '',
      amount: input.amount('amount', 'Amount must be an integer') as number,
      currency: input.string('currency'),
      reference: input.string('reference'),
      atLeast: input.amount('at_least', 'at_least must be an integer'),
      metadata: input.json('metadata'),
      ipAddress: clientIp(req),
    });
    ok(res, 'Charge attempted', presentTransaction(view));
  });

  r.post('/charge', async (req, res) => {
    const input = Input.of(req.body);
    if (input.has('bank_transfer')) {
      if (['card', 'bank', 'ussd', 'mobile_money', 'qr', 'eft', 'capitec_pay', 'authorization_code'].some((k) => input.has(k)))
        throw invalid('bank_transfer', ONLY_ONE);
      const transfer = object(input, 'bank_transfer');
      send(
        res,
        await bankTransfers.start(ctxOf(res), {
          email: input.string('email'),
          amount: input.amount('amount', 'Amount must be an integer'),
          currency: input.string('currency'),
          reference: input.string('reference'),
          metadata: input.json('metadata'),
          accountExpiresAt: transfer ? Input.of(transfer).date('account_expires_at') : undefined,
        }),
      );
      return;
    }
    const outcome = await charges.charge(ctxOf(res), {
      ...instrumentOf(input),
      email: input.string('email'),
      amount: input.amount('amount', 'Amount must be an integer'),
      currency: input.string('currency'),
      reference: input.string('reference'),
      metadata: input.json('metadata'),
      authorizationCode: input.string('authorization_code'),
      pin: input.string('pin'),
      deviceId: input.string('device_id'),
      ...optionParams(input),
      ipAddress: clientIp(req),
    });
    // Capitec Pay answers in its own envelope (Paystack's sample): the request sent to the payer's app.
    if (input.has('capitec_pay') && outcome.data.status === 'pending') {
      res.json(presentCapitecCharge(outcome.view, CAPITEC_TTL_MS));
      return;
    }
    send(res, outcome);
  });

  // Capitec Pay's status check (Paystack documents GET; POST is accepted too): the charge is asked
  // again as GET /charge/:reference asks it.
  const requery = async (req: Request, res: Response) => {
    const reference = String(req.params.reference);
    let outcome: ChargeOutcome;
    try {
      outcome = await charges.check(ctxOf(res), reference);
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== 'transaction_not_found') throw err;
      const notFound = new DomainError('validation', 'Transaction not found', 'transaction_not_found', 'reference');
      res
        .status(400)
        .json({ ...failBody(notFound), meta: { nextStep: "Ensure that you're passing the reference of a transaction that exists on this integration" } });
      return;
    }
    res.json(presentCapitecRequery(outcome.data));
  };
  r.get('/capitec-pay/requery/:reference', requery);
  r.post('/capitec-pay/requery/:reference', requery);

  r.post('/_test/bank_transfer/:reference/pay', async (req, res) => {
    const ctx = ctxOf(res);
    if (ctx.domain !== 'test') throw new DomainError('forbidden', 'Simulated bank transfers only work with test keys (sk_test_…)', 'test_mode_only');
    const input = Input.of(req.body);
    const { accepted, view } = await bankTransfers.pay(ctx, String(req.params.reference), input.amount('amount', 'Amount must be an integer'), {
      name: input.string('sender_name'),
      accountNumber: input.string('sender_account_number'),
    });
    if (accepted) ok(res, 'Bank transfer received', presentTransaction(view));
    else
      ok(res, 'Bank transfer rejected: incorrect amount sent', {
        reference: view.transaction.reference,
        status: 'pending_bank_transfer',
        rejected: true,
        message: 'incorrect amount sent',
      });
  });

  const steps: Array<[string, SubmitStep]> = [
    ['submit_pin', 'pin'],
    ['submit_otp', 'otp'],
    ['submit_phone', 'phone'],
    ['submit_birthday', 'birthday'],
  ];
  for (const [path, step] of steps) {
    r.post(`/charge/${path}`, async (req, res) => {
      const input = Input.of(req.body);
      const outcome = await charges.submit(ctxOf(res), { reference: input.string('reference') ?? '', step, value: input.string(step) });
      send(res, outcome);
    });
  }

  // Paystack's reference names the last field `zipcode`; its OpenAPI file `zip_code`. Both are read.
  r.post('/charge/submit_address', async (req, res) => {
    const input = Input.of(req.body);
    const value = addressLine({
      address: input.string('address'),
      city: input.string('city'),
      state: input.string('state'),
      zipcode: input.string('zipcode') ?? input.string('zip_code'),
    });
    send(res, await charges.submit(ctxOf(res), { reference: input.string('reference') ?? '', step: 'address', value }));
  });

  r.get('/charge/:reference', async (req, res) => {
    send(res, await charges.check(ctxOf(res), String(req.params.reference)));
  });

  return r;
}

export function send(res: Response, outcome: ChargeOutcome): void {
  ok(res, outcome.message, outcome.data);
}

// The instrument objects as Paystack's samples name their fields (objects, or JSON strings of them).
export function instrumentOf(input: Input): ChargeInstrumentParams {
  const card = object(input, 'card');
  const bank = object(input, 'bank');
  const ussd = object(input, 'ussd');
  const mobileMoney = object(input, 'mobile_money');
  const qr = object(input, 'qr');
  const eft = object(input, 'eft');
  const capitec = object(input, 'capitec_pay');
  return {
    card: card ? ({ number: card.number, cvv: card.cvv, expiryMonth: card.expiry_month, expiryYear: card.expiry_year } satisfies RawCard) : undefined,
    bank: bank
      ? {
          code: text(bank.code, 'bank.code'),
          accountNumber: text(bank.account_number, 'bank.account_number'),
          phone: text(bank.phone, 'bank.phone'),
          token: text(bank.token, 'bank.token'),
        }
      : undefined,
    ussd: ussd ? { type: text(ussd.type, 'ussd.type') } : undefined,
    mobileMoney: mobileMoney
      ? { phone: text(mobileMoney.phone, 'mobile_money.phone'), provider: text(mobileMoney.provider, 'mobile_money.provider') }
      : undefined,
    qr: qr ? { provider: text(qr.provider, 'qr.provider') } : undefined,
    eft: eft ? { provider: text(eft.provider, 'eft.provider'), accountNumber: text(eft.account_number, 'eft.account_number') } : undefined,
    capitecPay: capitec
      ? {
          identifierKey: text(capitec.identifier_key, 'capitec_pay.identifier_key'),
          identifierValue: text(capitec.identifier_value, 'capitec_pay.identifier_value'),
        }
      : undefined,
    birthday: input.string('birthday'),
  };
}

function object(input: Input, name: string): Record<string, unknown> | undefined {
  if (!input.has(name)) return undefined;
  const v = input.json(name);
  if (!v) throw invalid(name, `${name} must be an object`);
  return v;
}

function text(v: unknown, name: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  throw invalid(name, `${name} must be a string`);
}
