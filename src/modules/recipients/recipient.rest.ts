import { Router } from 'express';
import { invalid, missing } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentRecipient } from './recipient.presenter';
import type { CreateRecipientParams, RecipientService } from './recipient.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Transfer Recipient', {
  'POST /transferrecipient': {
    summary: 'Create Transfer Recipient',
    body: {
      type: f.string('Recipient Type').required(),
      name: f.string("The recipient's name according to their account registration").required(),
      account_number: f.string("Recipient's bank account number"),
      bank_code: f.string("Recipient's bank code"),
      authorization_code: f.string('An authorization code from a previous transaction'),
      email: f.string().nullable(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      description: f.string('A description for this recipient').nullable(),
      metadata: f.object('JSON object of custom data'),
    },
  },
  'POST /transferrecipient/bulk': {
    summary: 'Bulk Create Transfer Recipient',
    body: {
      batch: f
        .objects('Recipients, each as POST /transferrecipient takes it', {
          type: f.string('nuban, mobile_money, basa, authorization, ghipss').required(),
          name: f.string("The recipient's name").required(),
          account_number: f.string(),
          bank_code: f.string(),
          authorization_code: f.string(),
          email: f.string(),
          currency: f.string(),
          description: f.string(),
          metadata: f.object(),
        })
        .required(),
    },
  },
  'GET /transferrecipient': {
    summary: 'List Transfer Recipients',
    query: {
      from: f.date(),
      to: f.date(),
    },
    paged: true,
  },
  'GET /transferrecipient/:ref': {
    summary: 'Fetch Transfer recipient',
    params: { ref: 'Transfer recipient code' },
  },
  'PUT /transferrecipient/:ref': {
    summary: 'Update Transfer Recipient',
    params: { ref: 'Transfer recipient code' },
    body: {
      name: f.string("Recipient's name"),
      email: f.string("Recipient's email address").nullable(),
      description: f.string().nullable(),
      metadata: f.object(),
    },
  },
  'DELETE /transferrecipient/:ref': {
    summary: 'Delete Transfer Recipient',
    params: { ref: 'Transfer recipient code' },
  },
});

function createParams(input: Input): CreateRecipientParams {
  return {
    type: input.string('type'),
    name: input.string('name'),
    accountNumber: input.string('account_number'),
    bankCode: input.string('bank_code'),
    authorizationCode: input.string('authorization_code'),
    email: input.nullableString('email'),
    currency: input.string('currency'),
    description: input.nullableString('description'),
    metadata: input.json('metadata'),
  };
}

export function recipientRouter(recipients: RecipientService): Router {
  const r = Router();

  r.post('/transferrecipient', async (req, res) => {
    const { recipient, created } = await recipients.create(ctxOf(res), createParams(Input.of(req.body)));
    ok(res, 'Transfer recipient created successfully', presentRecipient(recipient), undefined, created ? 201 : 200);
  });

  r.post('/transferrecipient/bulk', async (req, res) => {
    const batch = Input.of(req.body).raw.batch;
    if (batch === undefined) throw missing('batch', 'batch is required');
    if (!Array.isArray(batch) || !batch.every((b) => b && typeof b === 'object' && !Array.isArray(b)))
      throw invalid('batch', 'batch must be an array of recipients');
    const result = await recipients.createMany(
      ctxOf(res),
      batch.map((b) => createParams(Input.of(b))),
    );
    ok(res, 'Recipients added successfully', { success: result.success.map(presentRecipient), errors: result.errors });
  });

  r.get('/transferrecipient', async (req, res) => {
    const input = Input.of(req.query);
    const page = await recipients.list(ctxOf(res), pageRequest(input, 'transferrecipient'), { from: input.date('from'), to: input.date('to') });
    ok(res, 'Recipients retrieved', page.items.map(presentRecipient), pageMeta(page, 'transferrecipient'));
  });

  r.get('/transferrecipient/:ref', async (req, res) => {
    ok(res, 'Recipient retrieved', presentRecipient(await recipients.get(ctxOf(res), String(req.params.ref))));
  });

  r.put('/transferrecipient/:ref', async (req, res) => {
    const input = Input.of(req.body);
    const recipient = await recipients.update(ctxOf(res), String(req.params.ref), {
      name: input.string('name'),
      email: input.nullableString('email'),
      description: input.nullableString('description'),
      metadata: input.json('metadata'),
    });
    ok(res, 'Recipient updated', presentRecipient(recipient));
  });

  r.delete('/transferrecipient/:ref', async (req, res) => {
    await recipients.deactivate(ctxOf(res), String(req.params.ref));
    ok(res, 'Transfer recipient set as inactive');
  });

  return r;
}
