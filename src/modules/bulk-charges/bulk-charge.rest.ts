import { Router } from 'express';
import { ctxOf } from '../../rest/context';
import { ok } from '../../rest/envelope';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentBatch, presentBatchDetail, presentItem } from './bulk-charge.presenter';
import type { BulkChargeService } from './bulk-charge.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Bulk Charges', {
  'POST /bulkcharge': {
    summary: 'Initiate Bulk Charge',
    query: { reference: f.string('A reference for the batch') },
    bodyArray: {
      authorization: f.string('A reusable authorization code').required(),
      amount: f.amount().required(),
      reference: f.string('Unique transaction reference'),
      currency: f.string('Currency code (NGN, GHS, ZAR, KES, USD)'),
      metadata: f.object('JSON object of custom data'),
    },
  },
  'GET /bulkcharge': { summary: 'List Bulk Charge Batches', paged: true },
  'GET /bulkcharge/pause/:code': {
    summary: 'Pause Bulk Charge Batch',
    params: { code: 'The batch code for the bulk charge you want to pause' },
  },
  'GET /bulkcharge/resume/:code': {
    summary: 'Resume Bulk Charge Batch',
    params: { code: 'The batch code for the bulk charge you want to pause' },
  },
  'GET /bulkcharge/:id/charges': {
    summary: 'List Charges in a Batch',
    params: { id: 'An code for the batch whose charges you want to retrieve' },
    query: {
      status: f.string('Filter by the status of the charges'),
    },
    paged: true,
  },
  'GET /bulkcharge/:id': {
    summary: 'Fetch Bulk Charge Batch',
    params: { id: 'The code for the charge whose batches you want to retrieve' },
  },
});

export function bulkChargeRouter(bulk: BulkChargeService): Router {
  const r = Router();

  // The body is the array of charges itself; the batch reference rides in the query string.
  r.post('/bulkcharge', async (req, res) => {
    const batch = await bulk.create(ctxOf(res), req.body, Input.of(req.query).string('reference'));
    ok(res, 'Charges have been queued', presentBatchDetail(batch));
  });

  r.get('/bulkcharge', async (req, res) => {
    const page = await bulk.list(ctxOf(res), pageRequest(Input.of(req.query), 'bulkcharge'));
    ok(res, 'Bulk charges retrieved', page.items.map(presentBatch), pageMeta(page, 'bulkcharge'));
  });

  // Before /bulkcharge/:id so that "pause" and "resume" are never read as an id or code.
  r.get('/bulkcharge/pause/:code', async (req, res) => {
    await bulk.pause(ctxOf(res), String(req.params.code));
    ok(res, 'Bulk charge batch has been paused');
  });

  r.get('/bulkcharge/resume/:code', async (req, res) => {
    await bulk.resume(ctxOf(res), String(req.params.code));
    ok(res, 'Bulk charge batch has been resumed');
  });

  r.get('/bulkcharge/:id/charges', async (req, res) => {
    const input = Input.of(req.query);
    const page = await bulk.items(ctxOf(res), String(req.params.id), pageRequest(input, 'bulkcharge_item'), input.string('status'));
    ok(res, 'Bulk charge items retrieved', page.items.map(presentItem), pageMeta(page, 'bulkcharge_item'));
  });

  r.get('/bulkcharge/:id', async (req, res) => {
    ok(res, 'Bulk charge retrieved', presentBatchDetail(await bulk.fetch(ctxOf(res), String(req.params.id))));
  });

  return r;
}
