import type { RequestHandler, Response } from 'express';
import type { CallerBase } from '../core/request-context';
import { callerOf } from './context';
import { ok } from './envelope';

// GET /<resource>/export: the download link, its expiry as Paystack writes it ("2021-04-19 11:58:18", UTC).
export function okExportLink(res: Response, link: { path: string; expiresAt: Date }): void {
  ok(res, 'Export successful', { path: link.path, expiresAt: link.expiresAt.toISOString().replace('T', ' ').slice(0, 19) });
}

// GET /<resource>/export/download/:token, reached without a key (the signed token is the
// credential): the CSV as an attachment.
export function csvDownload(file: (caller: CallerBase, token: string) => Promise<{ filename: string; csv: string }>): RequestHandler {
  return async (req, res) => {
    const { filename, csv } = await file(callerOf(res), String(req.params.token));
    res.status(200).type('text/csv').set('content-disposition', `attachment; filename="${filename}"`).send(csv);
  };
}
