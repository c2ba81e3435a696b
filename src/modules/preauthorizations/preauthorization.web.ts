import { Router, type Response } from 'express';
import { DomainError } from '../../core/errors';
import type { CallerBase } from '../../core/request-context';
import type { ProcessorStep } from '../../processor/processor';
import { describeRoutes, f } from '../../rest/operations';
import { formFields, formText, splitExpiry } from '../../web/form';
import { pageGuard } from '../../web/page-guard';
import { createRenderer, formatAmount } from '../../web/render';
import { withReference } from '../../web/return-link';
import { callerOf, crossSite, secure } from '../../web/security';
import { testCardsPanel, testStepValueOf } from '../../web/test-panel';
import type { PreauthorizationCheckoutService, PreauthorizationPage } from './preauthorization-checkout.service';

describeRoutes('Preauthorization', {
  'GET /preauthorization/:access_code': {
    summary: 'The hosted pre-authorization page: the customer gives a card to hold the amount on',
    params: { access_code: 'The access code from /preauthorization/initialize' },
    reply: 'html',
  },
  'POST /preauthorization/:access_code/authorize': {
    summary:
      "The pre-authorization page's form: a card, a step's answer (PIN, OTP, …) or the bank's confirmation; answers the page's next state, or a 303 to the callback URL",
    params: { access_code: 'The access code from /preauthorization/initialize' },
    body: {
      action: f.string('pay_card, a step (pin, otp, phone, birthday, address), approve or decline'),
      card_number: f.string('With pay_card'),
      card_cvv: f.string('With pay_card'),
      card_expiry: f.string('With pay_card: MM/YY'),
    },
    reply: 'html',
  },
});

const STEPS: readonly string[] = ['pin', 'otp', 'phone', 'birthday', 'address'] satisfies ProcessorStep[];

// The hosted pre-authorization page (`authorization_url` of POST /preauthorization/initialize),
// built like the transaction checkout: no API key (the access code is the capability), plain forms
// with redirect-after-post, the checkout's layout, card form and step forms. The forms post to
// …/:access_code/authorize, not to the page's own URL: POST /preauthorization/capture, /release,
// /initialize and /reserve_authorization are the API's, and a one-segment parameter there would
// shadow them in express's order. Card numbers and CVVs go straight to the service and never back
// into a page.
export function preauthorizationWebRouter(checkout: PreauthorizationCheckoutService, publicUrl: string): Router {
  const render = createRenderer();
  const guard = pageGuard(render, {
    page: 'preauthorization page',
    notFound: { heading: 'Link not found', text: 'This pre-authorization link is not valid. Check the link or ask the merchant for a new one.' },
    refused: 'The card could not be authorized',
  });
  const r = Router();

  r.get('/preauthorization/:access_code', (req, res) =>
    guard(res, async () => show(res, await checkout.forPage(callerOf(res), String(req.params.access_code)), null, 200)),
  );

  r.post('/preauthorization/:access_code/authorize', async (req, res) => {
    const code = String(req.params.access_code);
    if (crossSite(req, publicUrl)) {
      secure(res, []);
      return void res.status(403).type('text/plain').send('Cross-site form posts are not accepted');
    }
    const base = callerOf(res);
    await guard(res, async () => {
      try {
        const body = formFields(req);
        const action = formText(body, 'action');
        if (action === 'pay_card') {
          const [month, year] = splitExpiry(formText(body, 'card_expiry'));
          await checkout.startCard(base, code, {
            number: formText(body, 'card_number'),
            cvv: formText(body, 'card_cvv'),
            expiryMonth: month,
            expiryYear: year,
          });
        } else if (action && STEPS.includes(action)) {
          await checkout.submit(base, code, action as ProcessorStep, formText(body, action));
        } else if (action === 'approve' || action === 'decline') {
          await checkout.completeBankAuth(base, code, action === 'approve');
        } else {
          throw new DomainError('validation', 'Enter your card details', 'invalid_params', 'action');
        }
        await afterPost(res, base, code);
      } catch (err) {
        // Bad input is shown on the page it came from (422, nothing echoed back).
        if (!(err instanceof DomainError) || err.kind === 'not_found') throw err;
        await show(res, await checkout.forPage(base, code), err.message, 422);
      }
    });
  });

  // Authorized: on to the merchant's callback with the reference; anything else: the page again.
  async function afterPost(res: Response, base: CallerBase, code: string): Promise<void> {
    const page = await checkout.forPage(base, code);
    const p = page.view.preauthorization;
    if (p.status === 'authorized' && page.callbackUrl) return void res.redirect(303, withReference(page.callbackUrl, p.reference));
    res.redirect(303, `/preauthorization/${encodeURIComponent(code)}`);
  }

  function show(res: Response, page: PreauthorizationPage, error: string | null, status: number): void {
    const p = page.view.preauthorization;
    const card = page.card;
    secure(res, formTargets(page));
    const amount = formatAmount(p.amount, p.currency);
    const last4 = page.view.authorization?.last4 ?? card?.details?.last4 ?? null;
    if (p.status !== 'pending' && p.status !== 'failed' && p.status !== 'authorized') {
      return message(
        res,
        410,
        'This link has already been used',
        `The pre-authorization with reference ${p.reference} is ${p.status.replace('_', ' ')}. Ask the merchant for a new link.`,
      );
    }
    const step =
      p.status === 'authorized'
        ? 'done'
        : p.status === 'failed'
          ? 'failed'
          : card?.status.startsWith('send_')
            ? card.status.slice(5)
            : card?.status === 'open_url'
              ? 'open_url'
              : 'card';
    const testMode = p.domain === 'test';
    res
      .status(status)
      .type('html')
      .send(
        render('preauthorization.njk', {
          amount,
          email: page.view.customer.email,
          business: page.business,
          testMode,
          selfUrl: `/preauthorization/${encodeURIComponent(p.accessCode ?? '')}/authorize`,
          step,
          error: error ?? (step === 'failed' ? `The card could not hold ${amount}: ${p.message ?? 'Declined'}.` : (card?.error ?? null)),
          prompt: card?.error ? null : (card?.prompt ?? null),
          last4,
          reference: p.reference,
          callbackUrl: page.callbackUrl ? withReference(page.callbackUrl, p.reference) : null,
          cardAction: 'Authorize',
          test: testMode ? { ...testCardsPanel(page.now), stepValue: testStepValueOf(card?.state, step) } : null,
        }),
      );
  }

  function message(res: Response, status: number, heading: string, text: string): void {
    res
      .status(status)
      .type('html')
      .send(render('message.njk', { heading, text, tone: status >= 400 ? 'error' : 'info' }));
  }

  // Where the page's forms may lead: itself, and (the redirect after a post) the callback URL.
  function formTargets(page: PreauthorizationPage): string[] {
    try {
      return page.callbackUrl ? [new URL(page.callbackUrl).origin] : [];
    } catch {
      return [];
    }
  }

  return r;
}
