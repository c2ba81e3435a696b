import { Router } from 'express';
import { ok } from '../../rest/envelope';
import { callerOf, ctxOf } from '../../rest/context';
import { csvDownload, okExportLink } from '../../rest/export';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import type { DisputeFileService } from './dispute-file.service';
import type { DisputeResolutionService } from './dispute-resolution.service';
import { presentDispute, presentEvidence, presentResolvedDispute, presentUploadUrl } from './dispute.presenter';
import type { DisputeFilter, DisputeService } from './dispute.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Dispute', {
  'PUT /dispute/upload/:file': {
    summary: 'Upload a dispute evidence file to the signed URL from upload_url (the body is the file)',
    params: { file: 'The file name from upload_url' },
    query: { expires: f.string('From upload_url').required(), signature: f.string('From upload_url').required() },
  },
  'GET /dispute/export/download/:token': {
    summary: 'Download a dispute export (CSV) by the signed token of /dispute/export',
    params: { token: 'The signed token' },
    reply: 'csv',
  },
  'GET /dispute': {
    summary: 'List Disputes',
    query: {
      from: f.date('The start date'),
      to: f.date('The end date'),
      transaction: f.integer('Transaction ID'),
      status: f.string('Dispute status'),
    },
    paged: true,
  },
  'GET /dispute/export': {
    summary: 'Export Disputes',
    query: {
      from: f.date('The start date'),
      to: f.date('The end date'),
      transaction: f.integer(),
      status: f.string(),
    },
  },
  'GET /dispute/transaction/:id': {
    summary: 'List Transaction Disputes',
    params: { id: 'The unique identifier of the transaction' },
  },
  'GET /dispute/:id': {
    summary: 'Fetch Dispute',
    params: { id: 'The unique identifier of the dispute' },
  },
  'PUT /dispute/:id': {
    summary: 'Update Dispute',
    params: { id: 'The unique identifier of the dispute' },
    body: {
      refund_amount: f.amount().required(),
      uploaded_filename: f.string('Filename of attachment returned via response from the Dispute upload URL'),
    },
  },
  'POST /dispute/:id/evidence': {
    summary: 'Add Evidence',
    params: { id: 'The unique identifier of the dispute' },
    body: {
      customer_email: f.string('Customer email').required(),
      customer_name: f.string('Customer name').required(),
      customer_phone: f.string('Customer mobile number').required(),
      service_details: f.string('Details of service offered').required(),
      delivery_address: f.string('Delivery address').nullable(),
      delivery_date: f.string('ISO 8601 representation of delivery date (YYYY-MM-DD)').nullable(),
    },
  },
  'GET /dispute/:id/upload_url': {
    summary: 'Fetch Upload URL',
    params: { id: 'The unique identifier of the dispute' },
  },
  'PUT /dispute/:id/resolve': {
    summary: 'Resolve Dispute',
    params: { id: 'The unique identifier of the dispute' },
    body: {
      resolution: f.string('Dispute resolution').required(),
      message: f.string('Reason for resolving').required(),
      refund_amount: f.amount().required(),
      uploaded_filename: f.string('Filename of attachment returned via response from the Dispute upload URL').required(),
      evidence: f.integer('Evidence Id for fraud claims'),
    },
  },
  'POST /_test/dispute': {
    summary: "Test mode: the customer's bank disputes a successful transaction",
    body: {
      transaction: f.string('Transaction id or reference').required(),
      refund_amount: f.amount('Default: what is left of the transaction'),
      category: f.string('Default chargeback').oneOf('chargeback', 'fraud', 'general'),
      message: f.string("The customer's complaint").nullable(),
    },
  },
});

export function disputeRouter(disputes: DisputeService, resolutions: DisputeResolutionService, files: DisputeFileService): Router {
  const r = Router();

  r.get('/dispute', async (req, res) => {
    const input = Input.of(req.query);
    const ctx = ctxOf(res);
    const page = await disputes.list(ctx, pageRequest(input, 'dispute'), filterOf(input));
    const views = await disputes.views(ctx, page.items);
    ok(res, 'Disputes retrieved', views.map(presentDispute), pageMeta(page, 'dispute'));
  });

  r.get('/dispute/export', async (req, res) => {
    okExportLink(res, await files.exportLink(ctxOf(res), filterOf(Input.of(req.query))));
  });

  r.get('/dispute/transaction/:id', async (req, res) => {
    ok(res, 'Dispute retrieved successfully', presentDispute(await disputes.forTransaction(ctxOf(res), String(req.params.id))));
  });

  r.get('/dispute/:id', async (req, res) => {
    ok(res, 'Dispute retrieved', presentDispute(await disputes.get(ctxOf(res), String(req.params.id))));
  });

  r.put('/dispute/:id', async (req, res) => {
    const input = Input.of(req.body);
    const view = await disputes.update(ctxOf(res), String(req.params.id), {
      refundAmount: input.amount('refund_amount', 'Refund amount must be an integer'),
      uploadedFilename: input.string('uploaded_filename'),
    });
    // Paystack answers an update with a list of the one dispute.
    ok(res, 'Dispute updated successfully', [presentDispute(view)]);
  });

  r.post('/dispute/:id/evidence', async (req, res) => {
    const input = Input.of(req.body);
    const evidence = await disputes.addEvidence(ctxOf(res), String(req.params.id), {
      customerEmail: input.string('customer_email'),
      customerName: input.string('customer_name'),
      customerPhone: input.string('customer_phone'),
      serviceDetails: input.string('service_details'),
      deliveryAddress: input.nullableString('delivery_address'),
      deliveryDate: input.nullableString('delivery_date'),
    });
    ok(res, 'Evidence created', presentEvidence(evidence));
  });

  r.get('/dispute/:id/upload_url', async (req, res) => {
    ok(res, 'Upload url generated', presentUploadUrl(await files.uploadUrl(ctxOf(res), String(req.params.id))));
  });

  r.put('/dispute/:id/resolve', async (req, res) => {
    const input = Input.of(req.body);
    const view = await resolutions.resolve(ctxOf(res), String(req.params.id), {
      resolution: input.string('resolution'),
      message: input.string('message'),
      refundAmount: input.amount('refund_amount', 'Refund amount must be an integer'),
      uploadedFilename: input.string('uploaded_filename'),
      evidence: input.int('evidence', 'Evidence must be the id of an evidence of this dispute'),
    });
    ok(res, 'Dispute successfully resolved', presentResolvedDispute(view));
  });

  // Kobo's test-mode addition (beside the test clock): the customer's bank disputes a transaction.
  r.post('/_test/dispute', async (req, res) => {
    const input = Input.of(req.body);
    const view = await disputes.openForTest(ctxOf(res), {
      transaction: input.string('transaction'),
      refundAmount: input.amount('refund_amount', 'Refund amount must be an integer'),
      category: input.string('category'),
      message: input.nullableString('message'),
    });
    ok(res, 'Dispute created', presentDispute(view));
  });

  return r;
}

// Reached without a key: each carries its own signed credential.
export function disputePublicRouter(files: DisputeFileService): Router {
  const r = Router();

  // The signed upload URL of GET /dispute/:id/upload_url: PUT the file's bytes, as to Paystack's S3 URL.
  r.put('/dispute/upload/:file', async (req, res) => {
    const query = Input.of(req.query);
    const bytes = (req as { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
    const upload = await files.store(
      callerOf(res),
      String(req.params.file),
      query.string('expires') ?? '',
      query.string('signature') ?? '',
      bytes,
      req.headers['content-type'] ?? null,
    );
    ok(res, 'File uploaded', { fileName: upload.fileName, size: upload.size });
  });

  r.get(
    '/dispute/export/download/:token',
    csvDownload((caller, token) => files.exportCsv(caller, token)),
  );

  return r;
}

function filterOf(input: Input): DisputeFilter {
  return {
    from: input.date('from'),
    to: input.date('to'),
    transactionId: input.id('transaction', 'transaction must be a transaction id'),
    status: input.string('status'),
  };
}
