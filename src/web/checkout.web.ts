import { Router, type Request, type Response } from 'express';
import { formFields } from './form';
import { DomainError } from '../core/errors';
import type { Logger } from '../core/logger';
import type { CallerBase, RequestContext } from '../core/request-context';
import type { IntegrationService } from '../modules/integrations/integration.service';
import type { ChargeSession } from '../modules/transactions/charge-session';
import type { ChargeOutcome, SubmitStep } from '../modules/transactions/charge.rules';
import type { ChargeService } from '../modules/transactions/charge.service';
import type { TransactionView } from '../modules/transactions/transaction.presenter';
import type { TransactionService } from '../modules/transactions/transaction.service';
import { ABANDONABLE } from '../modules/transactions/transaction.state';
import type { ProcessorStep } from '../processor/processor';
import { checkoutTestCards, PAY_WITH_BANK, TEST_BANK_ACCOUNTS, TEST_BIRTHDAY, TEST_OTP, testStepValue, USSD_BANKS } from '../processor/simulator';
import { createRenderer, formatAmount, loadAssets } from './render';
import { noteReturn, wayBack } from './return-link';
import { callerOf, crossSite, secure } from './security';
import { describeRoutes, f } from '../rest/operations';

describeRoutes('Hosted checkout', {
  'GET /checkout/assets/:file': { summary: "An asset of the hosted checkout page (script, style sheet)", params: { file: 'The asset file name' }, reply: 'file' },
  'GET /checkout/:access_code': { summary: 'The hosted checkout page of a transaction', params: { access_code: 'The access code from /transaction/initialize' }, reply: 'html' },
  'POST /checkout/:access_code': {
    summary: "The checkout page's form: pay, answer a step (PIN, OTP, …) or cancel; answers the page's next state, or a 303 to the callback URL",
    params: { access_code: 'The access code from /transaction/initialize' },
    body: {
      action: f.string('What the form does (pay_card, cancel, a step: pin, otp, phone, birthday, address, …)'),
      card_number: f.string('With pay_card'),
      card_cvv: f.string('With pay_card'),
      card_expiry: f.string('With pay_card: MM/YY'),
    },
    reply: 'html',
  },
  'GET /checkout/bank-auth/:access_code': { summary: "The simulated bank's authorization page (pay with bank)", params: { access_code: 'The access code' }, reply: 'html' },
  'POST /checkout/bank-auth/:access_code': {
    summary: "Approve or decline on the simulated bank's page",
    params: { access_code: 'The access code' },
    body: { action: f.string('approve or decline') },
    reply: 'redirect',
    status: 303,
  },
});

export interface CheckoutDeps {
  transactions: TransactionService;
  charges: ChargeService;
  integrations: IntegrationService;
  publicUrl: string;
}

const STEP_ACTIONS: Record<string, SubmitStep> = { pin: 'pin', otp: 'otp', phone: 'phone', birthday: 'birthday', address: 'address' };

// The channels this page can take, in the order the selector shows them; `action` is the form that
// starts a charge on it.
const CHANNELS = [
  { key: 'card', label: 'Card', action: 'pay_card' },
  { key: 'bank', label: 'Bank', action: 'pay_bank' },
  { key: 'ussd', label: 'USSD', action: 'pay_ussd' },
] as const;
type Channel = (typeof CHANNELS)[number]['key'];

// The hosted checkout page (`authorization_url`) and the simulated bank authentication page. No API
// key: the access code in the path is the capability, so it is looked up before anything else and
// every form posts back to the same access-code URL. Plain forms with redirect-after-post; card
// numbers and CVVs go straight to ChargeService and are never put back into a page or a log.
export function checkoutRouter(deps: CheckoutDeps): Router {
  const { transactions, charges, integrations } = deps;
  const render = createRenderer();
  const assets = loadAssets();
  const r = Router();

  r.get('/checkout/assets/:file', (req, res, next) => {
    const asset = assets.get(String(req.params.file));
    if (!asset) return next();
    res.set({ 'content-type': asset.type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' }).send(asset.body);
  });

  // ---- the checkout page ----

  r.get('/checkout/:access_code', async (req, res) => {
    const code = String(req.params.access_code);
    await page(res, async () => {
      const { ctx, view } = await transactions.forAccessCode(callerOf(res), code);
      if (!embedded(req)) noteReturn(req, res, code, deps.publicUrl);
      await showState(res, ctx, view, null, 200, embedded(req), typeof req.query.channel === 'string' ? req.query.channel : undefined);
    });
  });

  r.post('/checkout/:access_code', async (req, res) => {
    const code = String(req.params.access_code);
    if (crossSite(req, deps.publicUrl)) return forbidden(res);
    const body = formFields(req);
    const action = field(body, 'action');
    const base = callerOf(res);
    const embed = embedded(req);
    await page(res, async () => {
      try {
        if (action === 'cancel') return await cancel(res, base, code, embed);
        let outcome: ChargeOutcome;
        if (action === 'pay_card') {
          // The expiry comes as one MM/YY field; ChargeService checks everything else.
          const [month, year] = splitExpiry(field(body, 'card_expiry'));
          outcome = await charges.startForAccessCode(base, code, {
            card: { number: field(body, 'card_number'), cvv: field(body, 'card_cvv'), expiryMonth: month, expiryYear: year },
          });
        } else if (action === 'pay_bank') {
          outcome = await charges.startForAccessCode(base, code, { bank: { code: field(body, 'bank_code'), accountNumber: field(body, 'account_number') } });
        } else if (action === 'pay_ussd') {
          outcome = await charges.startForAccessCode(base, code, { ussd: { type: field(body, 'ussd_type') } });
        } else if (action && Object.hasOwn(STEP_ACTIONS, action)) {
          outcome = await charges.submitForAccessCode(base, code, STEP_ACTIONS[action]!, field(body, action) ?? '');
        } else if (action === 'check') {
          outcome = await charges.checkForAccessCode(base, code);
        } else {
          throw new DomainError('validation', 'Choose a payment method', 'invalid_params', 'action');
        }
        await afterOutcome(res, base, code, outcome.view, embed);
      } catch (err) {
        // Bad input stays on the channel it was typed into.
        await onFormError(res, base, code, err, embed, CHANNELS.find((c) => c.action === action)?.key);
      }
    });
  });

  // ---- the bank authentication page (the simulator's open_url) ----

  r.get('/checkout/bank-auth/:access_code', async (req, res) => {
    const code = String(req.params.access_code);
    await page(res, async () => {
      const { ctx, view } = await transactions.forAccessCode(callerOf(res), code);
      const t = view.transaction;
      const embed = embedded(req);
      if (t.chargeStatus !== 'open_url') return void res.redirect(303, checkoutPath(code, embed));
      const session = t.chargeSession as unknown as ChargeSession | null;
      secure(res, await formTargets(ctx, view), embed);
      res.status(200).type('html').send(
        render('bank-auth.njk', {
          amount: formatAmount(t.amount, t.currency),
          bankName: session?.details?.bank ?? 'Your bank',
          last4: session?.details?.last4?.replace(/\D/g, '') || null,
          testMode: t.domain === 'test',
          selfUrl: `/checkout/bank-auth/${encodeURIComponent(code)}${embed ? '?embed=1' : ''}`,
        }),
      );
    });
  });

  r.post('/checkout/bank-auth/:access_code', async (req, res) => {
    const code = String(req.params.access_code);
    if (crossSite(req, deps.publicUrl)) return forbidden(res);
    const action = field(formFields(req), 'action');
    const base = callerOf(res);
    const embed = embedded(req);
    await page(res, async () => {
      try {
        if (action !== 'approve' && action !== 'decline') throw new DomainError('validation', 'Approve or decline the payment', 'invalid_params', 'action');
        const outcome = await charges.completeBankAuth(base, code, action === 'approve');
        await afterOutcome(res, base, code, outcome.view, embed);
      } catch (err) {
        await onFormError(res, base, code, err, embed);
      }
    });
  });

  // ---- rendering ----

  async function showState(res: Response, ctx: RequestContext, view: TransactionView, error: string | null, status: number, embed: boolean, requested?: string): Promise<void> {
    const t = view.transaction;
    const targets = await formTargets(ctx, view);
    secure(res, targets, embed);
    if (t.chargeStatus === 'success' || t.chargeStatus === 'reversed') {
      // The link was used: it cannot pay again, and shows nothing about the payment but its reference.
      return message(res, 410, 'This payment link has already been used', `The payment with reference ${t.reference} is complete. Ask the merchant for a new link to pay again.`);
    }
    if (t.chargeStatus === 'abandoned') {
      const cancelled = t.log?.history.some((h) => h.type === 'close' && /cancel/i.test(h.message)) ?? false;
      return message(
        res,
        410,
        cancelled ? 'This payment was cancelled' : 'This payment link has expired',
        cancelled ? 'The payment was cancelled. Ask the merchant for a new link to pay.' : 'The payment session timed out. Ask the merchant for a new link to pay.',
      );
    }
    const session = t.chargeSession as unknown as ChargeSession | null;
    const prompt = session?.prompt ?? {};
    const allowed = CHANNELS.filter((c) => !t.channels || t.channels.includes(c.key));
    // One channel at a time: the one asked for (?channel=, the selector's links), else the one just
    // tried (a failure is shown beside the form to try again), else the first the payment allows.
    const channel = allowed.find((c) => c.key === requested) ?? allowed.find((c) => c.key === t.channel) ?? allowed[0];
    const step = stepOf(t.chargeStatus);
    const testMode = t.domain === 'test';
    const failure = t.chargeStatus === 'failed' ? `Payment failed: ${t.message ?? t.gatewayResponse ?? 'Declined'}. You can try again.` : null;
    // Bad input to a step keeps the step with the reason as its prompt: show that as an error.
    const last = t.log?.history[t.log.history.length - 1];
    const stepError = ['pin', 'otp', 'phone', 'birthday', 'address'].includes(step) && last?.type === 'error' ? (prompt.display_text ?? null) : null;
    res.status(status).type('html').send(
      render('checkout.njk', {
        amount: formatAmount(t.amount, t.currency),
        email: view.customer.email,
        business: await integrations.businessName(ctx),
        testMode,
        selfUrl: checkoutPath(t.accessCode, embed),
        step,
        error: error ?? failure ?? stepError,
        prompt: stepError ? null : (prompt.display_text ?? null),
        url: prompt.url ? localUrl(prompt.url, embed) : null,
        ussdCode: prompt.ussd_code ?? null,
        channels: allowed.map((c) => ({ key: c.key, label: c.label, url: checkoutPath(t.accessCode, embed, c.key) })),
        channel: channel?.key ?? null,
        showCard: allowed.some((c) => c.key === 'card'),
        showBank: allowed.some((c) => c.key === 'bank'),
        showUssd: allowed.some((c) => c.key === 'ussd'),
        test: testMode ? testPanel(ctx, session, step) : null,
        banks: Object.entries(PAY_WITH_BANK).map(([code, name]) => ({ code, name })),
        ussdBanks: Object.entries(USSD_BANKS).map(([code, name]) => ({ code, name })),
        canCancel: ABANDONABLE.includes(t.chargeStatus) || t.chargeStatus === 'failed',
      }),
    );
  }

  // Test mode only: the simulator's test instruments, and what the current step accepts.
  function testPanel(ctx: RequestContext, session: ChargeSession | null, step: string) {
    // Any future expiry works; "future" is by the integration's test clock, which tests move on.
    const year = integrations.now(ctx).getUTCFullYear() + 5;
    const bank = TEST_BANK_ACCOUNTS[0]!;
    return {
      expiry: `12/${String(year % 100).padStart(2, '0')}`,
      cards: checkoutTestCards().map((c) => ({ ...c, display: c.number.replace(/(\d{4})(?=\d)/g, '$1 ') })),
      bank: { code: bank.code, name: bank.name, accountNumber: bank.accountNumber, birthday: TEST_BIRTHDAY, otp: TEST_OTP },
      stepValue: Object.hasOwn(STEP_ACTIONS, step) ? testStepValue(session?.state, step as ProcessorStep) : null,
    };
  }

  // `event` tells an embedding page (inline.js) how the payment ended.
  function message(res: Response, status: number, heading: string, text: string, event?: { type: string; reference: string; transaction: number }): void {
    res.status(status).type('html').send(render('message.njk', { heading, text, event, tone: status >= 400 ? 'error' : 'info' }));
  }

  // ---- outcomes ----

  // Success leaves the page for the merchant's callback; everything else shows the new state.
  // Embedded (inline.js), the page tells its parent instead of leaving.
  async function afterOutcome(res: Response, base: CallerBase, code: string, view: TransactionView, embed: boolean): Promise<void> {
    const t = view.transaction;
    if (t.chargeStatus !== 'success') return void res.redirect(303, checkoutPath(code, embed));
    const ctx = await transactions.contextForAccessCode(base, code);
    const callback = embed ? null : (t.callbackUrl ?? (await integrations.settings(ctx)).callbackUrl);
    if (!callback) {
      // No callback to send the payer to: a receipt, with a way back (wayBack below).
      secure(res, [], embed);
      const business = await integrations.businessName(ctx);
      res.status(200).type('html').send(
        render('receipt.njk', {
          business,
          amount: formatAmount(t.amount, t.currency),
          reference: t.reference,
          email: view.customer.email,
          back: embed ? null : wayBack(res.req, code, t.metadata?.cancel_action, business),
          embed,
          event: embed ? { type: 'kobo:success', reference: t.reference, transaction: t.id } : undefined,
        }),
      );
      return;
    }
    res.redirect(303, withReference(callback, t.reference));
  }

  async function cancel(res: Response, base: CallerBase, code: string, embed: boolean): Promise<void> {
    const { view, cancelAction } = await charges.cancelForAccessCode(base, code);
    const t = view.transaction;
    if (cancelAction && !embed) return void res.redirect(303, cancelAction);
    secure(res, [], embed);
    message(res, 200, 'Payment cancelled', 'You cancelled this payment. No money was taken. You can close this page.', embed ? { type: 'kobo:close', reference: t.reference, transaction: t.id } : undefined);
  }

  // Bad input is shown on the page it came from (422, nothing echoed back); a request that no longer
  // fits the transaction's state (a double submit, a second tab) just shows the current state.
  async function onFormError(res: Response, base: CallerBase, code: string, err: unknown, embed: boolean, channel?: string): Promise<void> {
    if (!(err instanceof DomainError)) throw err;
    if (err.kind === 'not_found') throw err;
    if (err.kind === 'conflict' || err.code === 'invalid_state') return void res.redirect(303, checkoutPath(code, embed));
    const { ctx, view } = await transactions.forAccessCode(base, code);
    await showState(res, ctx, view, err.message, 422, embed, channel);
  }

  // Pages answer with HTML, also when something goes wrong.
  async function page(res: Response, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      if (res.headersSent) return;
      secure(res, [], embedded(res.req));
      if (err instanceof DomainError && err.kind === 'not_found') {
        return message(res, 404, 'Payment not found', 'This payment link is not valid. Check the link or ask the merchant for a new one.');
      }
      if (err instanceof DomainError) return message(res, 400, 'Payment could not continue', err.message);
      (res.locals.log as Logger | undefined)?.error({ err }, 'checkout page failed');
      message(res, 500, 'Something went wrong', `Please try again in a moment. Request id: ${String(res.locals.requestId ?? '')}`);
    }
  }

  // Where this page's forms may lead: itself, and (through the redirect after a post) the
  // merchant's callback and cancel URLs.
  async function formTargets(ctx: RequestContext, view: TransactionView): Promise<string[]> {
    const t = view.transaction;
    const urls = [t.callbackUrl ?? (await integrations.settings(ctx)).callbackUrl, t.metadata?.cancel_action];
    return urls.flatMap((u) => {
      if (typeof u !== 'string') return [];
      try {
        return [new URL(u).origin];
      } catch {
        return [];
      }
    });
  }

  // Kobo's own pages (the simulator's bank page) are linked by path, so they work whatever host the
  // customer reached Kobo by.
  function localUrl(url: string, embed: boolean): string {
    if (!url.startsWith(`${deps.publicUrl}/`)) return url;
    const path = url.slice(deps.publicUrl.length);
    return embed ? `${path}${path.includes('?') ? '&' : '?'}embed=1` : path;
  }

  return r;
}

function forbidden(res: Response): void {
  secure(res, []);
  res.status(403).type('text/plain').send('Cross-site form posts are not accepted');
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const v = body[name];
  return typeof v === 'string' ? v : undefined;
}

// "MM/YY", "MM / YYYY", "MMYY" → ["MM", "YY"]; anything else is passed on for ChargeService to refuse.
function splitExpiry(value: string | undefined): [string | undefined, string | undefined] {
  const v = (value ?? '').replace(/\s/g, '');
  const m = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(v.includes('/') ? v : v.length === 4 || v.length === 6 ? `${v.slice(0, 2)}/${v.slice(2)}` : v);
  if (!m) return [v ? 'invalid' : undefined, v ? 'invalid' : undefined];
  return [m[1], m[2]];
}

function stepOf(state: string): string {
  switch (state) {
    case 'initialized':
    case 'failed':
      return 'choose';
    case 'send_pin':
      return 'pin';
    case 'send_otp':
      return 'otp';
    case 'send_phone':
      return 'phone';
    case 'send_birthday':
      return 'birthday';
    case 'send_address':
      return 'address';
    default:
      return state; // open_url, pay_offline, pending
  }
}

function checkoutPath(code: string, embed = false, channel?: Channel): string {
  const query = [embed ? 'embed=1' : '', channel ? `channel=${channel}` : ''].filter(Boolean).join('&');
  return `/checkout/${encodeURIComponent(code)}${query ? `?${query}` : ''}`;
}

function embedded(req: Request): boolean {
  return req.query.embed === '1';
}

export function withReference(callback: string, reference: string): string {
  const url = new URL(callback);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}
