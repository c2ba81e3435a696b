import { Router } from 'express';
import { invalid, missing } from '../../core/errors';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { csvDownload, okExportLink } from '../../rest/export';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentRecipient } from '../recipients/recipient.presenter';
import type { Recipient } from '../recipients/recipient.entity';
import type { Transfer } from './transfer.entity';
import { presentTransfer } from './transfer.presenter';
import type { TransferExportService } from './transfer-export.service';
import type { TransferOtpService } from './transfer-otp.service';
import type { TransferService } from './transfer.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Transfer', {
  'POST /transfer': {
    summary: 'Initiate Transfer',
    body: {
      transfer_code: f.string(),
      otp: f.string(),
      source: f.string('The source of funds to send from'),
      amount: f.amount().required(),
      recipient: f.string("The transfer recipient's code").required(),
      reason: f.string('The reason or narration for the transfer').nullable(),
      reference: f.string('To ensure idempotency, you need to provide e a unique identifier for the request'),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
    },
  },
  'POST /transfer/finalize_transfer': {
    summary: 'Finalize Transfer',
    body: {
      transfer_code: f.string('The transfer code you want to finalize').required(),
      otp: f.string('OTP sent to business phone to verify transfer').required(),
    },
  },
  'POST /transfer/resend_otp': {
    summary: 'Resend OTP for Transfer',
    body: {
      transfer_code: f.string('The transfer code that requires an OTP validation').required(),
      reason: f.string('Specify the flag to indicate the purpose of the OTP').required(),
    },
  },
  'POST /transfer/disable_otp': {
    summary: 'Disable OTP for Transfers',
  },
  'POST /transfer/disable_otp_finalize': {
    summary: 'Finalize Disabling OTP for Transfers',
    body: {
      otp: f.string('OTP sent to business phone to verify disabling OTP requirement').required(),
    },
  },
  'POST /transfer/enable_otp': {
    summary: 'Enable OTP requirement for Transfers',
  },
  'POST /transfer/bulk': {
    summary: 'Initiate Bulk Transfer',
    body: {
      source: f.string('The source of funds for the transfer').required(),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      transfers: f
        .objects('The transfers', {
          amount: f.amount().required(),
          recipient: f.string('Recipient code').required(),
          reference: f.string(),
          reason: f.string().nullable(),
        })
        .required(),
    },
  },
  'GET /transfer': {
    summary: 'List Transfers',
    query: {
      recipient: f.string('Filter transfer by the recipient code'),
      customer: f.string(),
      status: f.string('Filter transfer by status'),
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
  'GET /transfer/verify/:reference': {
    summary: 'Verify Transfer',
    params: { reference: 'Transfer reference' },
  },
  'GET /transfer/:ref': {
    summary: 'Fetch Transfer',
    params: { ref: 'Transfer code' },
  },
  'GET /transfer/export/download/:token': {
    summary: 'Download a transfer export (CSV) by the signed token of /transfer/export',
    params: { token: 'The signed token' },
    reply: 'csv',
  },
  'GET /transfer/export': {
    summary: 'Export Transfers',
    query: {
      recipient: f.string('Recipient code or id'),
      status: f.string('Export transfer by status'),
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
  },
});

export function transferRouter(transfers: TransferService, otp: TransferOtpService, exports: TransferExportService): Router {
  const r = Router();
  const present = ({ transfer, recipient }: { transfer: Transfer; recipient: Recipient | undefined }) =>
    presentTransfer(transfer, recipient && presentRecipient(recipient));

  r.post('/transfer', async (req, res) => {
    const input = Input.of(req.body);
    // The paystack-api npm client's `transfer.finalize` posts {transfer_code, otp} here rather than
    // to /transfer/finalize_transfer: a body with both and no source is a finalize.
    if (input.has('transfer_code') && input.has('otp') && !input.has('source')) {
      const transfer = await transfers.finalize(ctxOf(res), input.string('transfer_code'), input.string('otp'));
      ok(res, 'Transfer has been queued', presentTransfer(transfer));
      return;
    }
    const transfer = await transfers.initiate(ctxOf(res), {
      source: input.string('source'),
      amount: input.amount('amount', 'Invalid amount passed.'),
      recipient: input.string('recipient'),
      reason: input.nullableString('reason'),
      reference: input.string('reference'),
      currency: input.string('currency'),
    });
    ok(res, transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued', presentTransfer(transfer));
  });

  r.post('/transfer/finalize_transfer', async (req, res) => {
    const input = Input.of(req.body);
    const transfer = await transfers.finalize(ctxOf(res), input.string('transfer_code'), input.string('otp'));
    ok(res, 'Transfer has been queued', presentTransfer(transfer));
  });

  r.post('/transfer/resend_otp', async (req, res) => {
    const input = Input.of(req.body);
    await transfers.resendOtp(ctxOf(res), input.string('transfer_code'), input.string('reason'));
    ok(res, 'OTP has been resent');
  });

  r.post('/transfer/disable_otp', async (_req, res) => {
    await otp.disableOtp(ctxOf(res));
    ok(res, 'OTP has been sent to mobile number ending with 4321');
  });

  r.post('/transfer/disable_otp_finalize', async (req, res) => {
    await otp.disableOtpFinalize(ctxOf(res), Input.of(req.body).string('otp'));
    ok(res, 'OTP requirement for transfers has been disabled');
  });

  r.post('/transfer/enable_otp', async (_req, res) => {
    await otp.enableOtp(ctxOf(res));
    ok(res, 'OTP requirement for transfers has been enabled');
  });

  r.post('/transfer/bulk', async (req, res) => {
    const input = Input.of(req.body);
    const list = input.raw.transfers;
    if (list === undefined) throw missing('transfers', 'transfers is required');
    if (!Array.isArray(list) || !list.every((x) => x && typeof x === 'object' && !Array.isArray(x)))
      throw invalid('transfers', 'transfers must be an array of transfers');
    const queued = await transfers.bulk(ctxOf(res), {
      source: input.string('source'),
      currency: input.string('currency'),
      transfers: list.map((x) => {
        const e = Input.of(x);
        return {
          amount: e.amount('amount', 'Invalid amount passed.'),
          recipient: e.string('recipient'),
          reference: e.string('reference'),
          reason: e.nullableString('reason'),
        };
      }),
    });
    ok(
      res,
      `${queued.length} transfers queued.`,
      queued.map(({ transfer, recipient }) => ({
        reference: transfer.reference,
        recipient: recipient.recipientCode,
        amount: transfer.amount,
        transfer_code: transfer.transferCode,
        currency: transfer.currency,
        status: transfer.status,
      })),
    );
  });

  r.get('/transfer', async (req, res) => {
    const input = Input.of(req.query);
    const page = await transfers.listViews(ctxOf(res), pageRequest(input, 'transfer'), {
      recipient: input.string('recipient') ?? input.string('customer'),
      status: input.string('status'),
      from: input.date('from'),
      to: input.date('to'),
    });
    ok(res, 'Transfers retrieved', page.items.map(present), pageMeta(page, 'transfer'));
  });

  r.get('/transfer/export', async (req, res) => {
    const input = Input.of(req.query);
    okExportLink(
      res,
      await exports.exportLink(ctxOf(res), {
        recipient: input.string('recipient'),
        status: input.string('status'),
        from: input.date('from'),
        to: input.date('to'),
      }),
    );
  });

  r.get('/transfer/verify/:reference', async (req, res) => {
    ok(res, 'Transfer retrieved', present(await transfers.verifyView(ctxOf(res), String(req.params.reference))));
  });

  r.get('/transfer/:ref', async (req, res) => {
    ok(res, 'Transfer retrieved', present(await transfers.getView(ctxOf(res), String(req.params.ref))));
  });

  return r;
}

// The export's download link: the signed token is the credential, not an API key.
export function transferPublicRouter(exports: TransferExportService): Router {
  const r = Router();
  r.get(
    '/transfer/export/download/:token',
    csvDownload((caller, token) => exports.exportFile(caller, token)),
  );
  return r;
}
