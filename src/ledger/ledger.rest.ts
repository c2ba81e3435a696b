import { Router } from 'express';
import { ok } from '../rest/envelope';
import { ctxOf } from '../rest/context';
import { Input } from '../rest/input';
import { pageMeta, pageRequest } from '../rest/pagination';
import type { LedgerRow, LedgerService } from './ledger.service';
import { describeRoutes, f } from '../rest/operations';

describeRoutes('Balance', {
  'GET /balance': {
    summary: 'Fetch Balance',
  },
  'GET /balance/ledger': {
    summary: 'Balance Ledger',
    query: {
      from: f.date('The start date'),
      to: f.date('The end date'),
    },
    paged: true,
  },
});

export function balanceRouter(ledger: LedgerService): Router {
  const r = Router();

  r.get('/balance', async (_req, res) => {
    const rows = await ledger.balances(ctxOf(res));
    ok(
      res,
      'Balances retrieved',
      rows.map((b) => ({ currency: b.currency, balance: b.balance })),
    );
  });

  r.get('/balance/ledger', async (req, res) => {
    const page = await ledger.ledger(ctxOf(res), pageRequest(Input.of(req.query), 'ledger'));
    ok(res, 'Balance ledger retrieved', page.items.map(presentLedgerRow), pageMeta(page, 'ledger'));
  });

  return r;
}

export function presentLedgerRow(e: LedgerRow) {
  return {
    integration: e.integrationId,
    domain: e.domain,
    balance: e.balanceAfter,
    currency: e.currency,
    difference: e.amount,
    reason: e.reason,
    model_responsible: e.modelResponsible,
    model_row: e.modelRow,
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.createdAt.toISOString(),
  };
}
