import { Router, type Response } from 'express';
import { invalid } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import type { RawCard } from '../../processor/card';
import { presentTransaction } from './transaction.presenter';
import { optionParams } from './transaction.rest';
import type { ChargeInstrumentParams, ChargeOutcome, SubmitStep } from './charge.rules';
import type { ChargeService } from './charge.service';
import { clientIp } from '../../rest/client';

export function chargeRouter(charges: ChargeService): Router {
  const r = Router();

  // Charging a saved authorization without the customer (the authorization's own checks and
  // deactivation are the authorizations slice's routes).
  r.post('/transaction/charge_authorization', async (req, res) => {
    const input = Input.of(req.body);
    const view = await charges.chargeAuthorization(ctxOf(res), {
      authorizationCode: input.string('authorization_code') ?? '',
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
  });


  r.post('/charge', async (req, res) => {
    const input = Input.of(req.body);
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
    send(res, outcome);
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

  r.get('/charge/:reference', async (req, res) => {
    send(res, await charges.check(ctxOf(res), String(req.params.reference)));
  });

  return r;
}

export function send(res: Response, outcome: ChargeOutcome): void {
  ok(res, outcome.message, outcome.data);
}

// card / bank / ussd objects as the spec names their fields (objects, or JSON strings of them).
export function instrumentOf(input: Input): ChargeInstrumentParams {
  const card = object(input, 'card');
  const bank = object(input, 'bank');
  const ussd = object(input, 'ussd');
  return {
    card: card ? ({ number: card.number, cvv: card.cvv, expiryMonth: card.expiry_month, expiryYear: card.expiry_year } satisfies RawCard) : undefined,
    bank: bank ? { code: text(bank.code, 'bank.code'), accountNumber: text(bank.account_number, 'bank.account_number') } : undefined,
    ussd: ussd ? { type: text(ussd.type, 'ussd.type') } : undefined,
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
