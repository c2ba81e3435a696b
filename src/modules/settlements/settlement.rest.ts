import { Router, type Request, type Response } from 'express';
import { ok } from '../../rest/envelope';
import { ctxOf } from '../../rest/context';
import { Input } from '../../rest/input';
import { pageMeta, pageRequest } from '../../rest/pagination';
import { presentTransaction } from '../transactions/transaction.presenter';
import { presentSettlement } from './settlement.presenter';
import type { SettlementService } from './settlement.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Settlement', {
  'GET /settlement': {
    summary: 'List Settlements',
    query: {
      from: f.date(),
      to: f.date(),
      subaccount: f.string(),
    },
    paged: true,
  },
  'GET /settlement/:id/transactions': {
    summary: 'Fetch Settlement Transactions',
    params: { id: 'The settlement ID in which you want to fetch its transactions' },
    paged: true,
  },
  'GET /settlement/:id/transaction': {
    summary: 'Settlement Transactions (singular path)',
    params: { id: 'The settlement ID' },
    paged: true,
  },
});

export function settlementRouter(settlements: SettlementService): Router {
  const r = Router();

  r.get('/settlement', async (req, res) => {
    const input = Input.of(req.query);
    const ctx = ctxOf(res);
    const page = await settlements.listViews(ctx, pageRequest(input, 'settlement'), {
      from: input.date('from'),
      to: input.date('to'),
      subaccount: input.string('subaccount'),
    });
    ok(
      res,
      'Settlements retrieved',
      page.items.map((v) => presentSettlement(v.settlement, v.subaccount)),
      pageMeta(page, 'settlement'),
    );
  });

  // Paystack documents both spellings.
  const transactions = async (req: Request, res: Response) => {
    const input = Input.of(req.query);
    const { page, totalVolume } = await settlements.transactionsOf(ctxOf(res), String(req.params.id), pageRequest(input, 'transaction'));
    ok(res, 'Transactions retrieved', page.items.map(presentTransaction), pageMeta(page, 'transaction', { total_volume: totalVolume }));
  };
  r.get('/settlement/:id/transactions', transactions);
  r.get('/settlement/:id/transaction', transactions);

  return r;
}
