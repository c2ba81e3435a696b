import { Router, type Response } from 'express';
import { BANKS, bankByCode } from '../../core/banks/directory';
import { DomainError } from '../../core/errors';
import { formFields } from '../../web/form';
import { pageGuard } from '../../web/page-guard';
import { createRenderer } from '../../web/render';
import { callerOf, crossSite, secure } from '../../web/security';
import type { MandateService } from './mandate.service';
import { describeRoutes, f } from '../../rest/operations';

describeRoutes('Direct Debit', {
  'GET /mandate/:code': { summary: "A direct debit mandate's authorization page", params: { code: 'The mandate code' }, reply: 'html' },
  'POST /mandate/:code': {
    summary: 'Sign a direct debit mandate with the account to debit; redirects back to the page',
    params: { code: 'The mandate code' },
    body: { account_number: f.string('The account to debit'), bank_code: f.string("The account's bank code") },
    reply: 'redirect',
    status: 303,
  },
});

// The hosted mandate page /mandate/:access_code (the redirect_url of a direct debit
// initialization): the customer names the account (unless the merchant did) and authorizes.
export function mandateWebRouter(mandates: MandateService, publicUrl: string): Router {
  const render = createRenderer();
  const guard = pageGuard(render, {
    page: 'mandate page',
    notFound: { heading: 'Mandate not found', text: 'This mandate link does not exist.' },
    refused: 'The mandate could not continue',
  });
  const r = Router();

  r.get('/mandate/:code', (req, res) => guard(res, () => show(res, String(req.params.code), {}, null, 200)));

  r.post('/mandate/:code', async (req, res) => {
    const code = String(req.params.code);
    if (crossSite(req, publicUrl)) return void res.status(403).type('text/plain').send('Cross-site form posts are not accepted');
    const body = formFields(req);
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
    await guard(res, async () => {
      try {
        await mandates.sign(callerOf(res), code, { number: text('account_number'), bankCode: text('bank_code') });
        res.redirect(303, `/mandate/${encodeURIComponent(code)}`);
      } catch (err) {
        if (!(err instanceof DomainError) || err.kind === 'not_found') throw err;
        await show(res, code, { account_number: text('account_number'), bank_code: text('bank_code') }, err.message, 422);
      }
    });
  });

  async function show(res: Response, code: string, values: Record<string, string | undefined>, error: string | null, status: number): Promise<void> {
    const { view, businessName } = await mandates.forPage(callerOf(res), code);
    const m = view.mandate;
    secure(res, []);
    res
      .status(status)
      .type('html')
      .send(
        render('mandate.njk', {
          businessName,
          email: view.customer.email,
          testMode: m.domain === 'test',
          signed: m.signedAt !== null,
          active: m.status === 'active' && view.authorization?.active === true,
          bankName: m.bankCode ? (bankByCode(m.bankCode)?.name ?? '') : '',
          last4: m.accountNumber?.slice(-4) ?? '',
          fixedAccount: m.accountNumber && m.bankCode ? m.accountNumber : null,
          callbackUrl: m.callbackUrl ? `${m.callbackUrl}${m.callbackUrl.includes('?') ? '&' : '?'}reference=${encodeURIComponent(m.reference)}` : null,
          banks: BANKS,
          values,
          error,
          selfUrl: `/mandate/${encodeURIComponent(code)}`,
        }),
      );
  }

  return r;
}
