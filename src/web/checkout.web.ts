import { Router, type Request, type Response } from 'express';
import { formFields, formText as field, splitExpiry } from './form';
import { DomainError } from '../core/errors';
import { RETRY_AFTER_SECONDS, unavailableError } from '../db/errors';
import type { Logger } from '../core/logger';
import type { CallerBase, RequestContext } from '../core/request-context';
import type { IntegrationService } from '../modules/integrations/integration.service';
import type { ChargeSession } from '../modules/transactions/charge-session';
import type { ChargeOutcome, SubmitStep } from '../modules/transactions/charge.rules';
import type { ChargeService } from '../modules/transactions/charge.service';
import type { BankTransferService } from '../modules/transactions/bank-transfer.service';
import type { TransactionView } from '../modules/transactions/transaction.presenter';
import type { TransactionService } from '../modules/transactions/transaction.service';
import { ABANDONABLE } from '../modules/transactions/transaction.state';
import { PAY_WITH_BANK, TEST_BANK_ACCOUNTS, TEST_BIRTHDAY, TEST_OTP, USSD_BANKS } from '../processor/simulator';
import { testCardsPanel, testStepValueOf } from './test-panel';
import { APPLE_PAY_CARD, checkoutServes, EFT_TEST_ACCOUNTS, KUDA, qrProviderFor, testWallets, walletsOf } from '../processor/channels';
import { qrImage } from './qr';
import { createRenderer, formatAmount, loadAssets } from './render';
import { sendAsset } from './static-asset';
import { noteReturn, wayBack, withReference } from './return-link';
import { callerOf, crossSite, secure } from './security';
import { describeRoutes, f } from '../rest/operations';

describeRoutes('Hosted checkout', {
  'GET /checkout/assets/:file': {
    summary: 'An asset of the hosted checkout page (script, style sheet)',
    params: { file: 'The asset file name' },
    reply: 'file',
  },
  'GET /checkout/:access_code': {
    summary: 'The hosted checkout page of a transaction',
    params: { access_code: 'The access code from /transaction/initialize' },
    reply: 'html',
  },
  'POST /checkout/:access_code': {
    summary: "The checkout page's form: pay, answer a step (PIN, OTP, …) or cancel; answers the page's next state, or a 303 to the callback URL",
    params: { access_code: 'The access code from /transaction/initialize' },
    body: {
      action: f.string(
        'What the form does (pay_card, pay_bank, pay_kuda, pay_ussd, pay_mobile_money, pay_qr, pay_eft, pay_capitec, pay_transfer, pay_apple_pay, check, cancel, a step: pin, otp, phone, birthday, address; test mode: test_transfer)',
      ),
      card_number: f.string('With pay_card'),
      card_cvv: f.string('With pay_card'),
      card_expiry: f.string('With pay_card: MM/YY'),
    },
    reply: 'html',
  },
  'GET /checkout/status/:access_code': {
    summary: "Where the checkout's payment stands, for the page to follow while the payer pays elsewhere (a bank transfer)",
    params: { access_code: 'The access code' },
    reply: 'json',
  },
  'GET /checkout/bank-auth/:access_code': {
    summary: "The simulated bank's authorization page (pay with bank)",
    params: { access_code: 'The access code' },
    reply: 'html',
  },
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
  bankTransfers: BankTransferService;
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
  { key: 'qr', label: 'QR', action: 'pay_qr' },
  { key: 'mobile_money', label: 'Mobile money', action: 'pay_mobile_money' },
  { key: 'eft', label: 'EFT', action: 'pay_eft' },
  { key: 'capitec_pay', label: 'Capitec Pay', action: 'pay_capitec' },
  // A bank transfer to a temporary account: "Transfer" (pay with transfer) for NGN, Pesalink for KES.
  { key: 'bank_transfer', label: 'Transfer', action: 'pay_transfer' },
  { key: 'apple_pay', label: 'Apple Pay', action: 'pay_apple_pay' },
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
    res.set({ 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' });
    sendAsset(req, res, asset);
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
        } else if (action === 'pay_kuda') {
          outcome = await charges.startForAccessCode(base, code, {
            bank: { code: KUDA.code, phone: field(body, 'kuda_phone'), token: field(body, 'kuda_token') },
          });
        } else if (action === 'pay_qr') {
          // The provider is the one that takes the payment's currency (the form carries it).
          outcome = await charges.startForAccessCode(base, code, { qr: { provider: field(body, 'qr_provider') } });
        } else if (action === 'pay_eft') {
          // Test mode's outcome select: one of Paystack's EFT test accounts, or none (the default).
          outcome = await charges.startForAccessCode(base, code, { eft: { provider: 'ozow', accountNumber: field(body, 'eft_account') || undefined } });
        } else if (action === 'pay_capitec') {
          outcome = await charges.startForAccessCode(base, code, {
            capitecPay: { identifierKey: field(body, 'capitec_key'), identifierValue: field(body, 'capitec_value') },
          });
        } else if (action === 'pay_transfer') {
          outcome = await deps.bankTransfers.startForAccessCode(base, code);
        } else if (action === 'test_transfer') {
          return await afterOutcome(res, base, code, await deps.bankTransfers.payForAccessCode(base, code), embed);
        } else if (action === 'pay_apple_pay') {
          outcome = await charges.startForAccessCode(base, code, { applePay: {} });
        } else if (action === 'pay_mobile_money') {
          outcome = await charges.startForAccessCode(base, code, { mobileMoney: { provider: field(body, 'momo_provider'), phone: field(body, 'momo_phone') } });
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
        await onFormError(res, base, code, err, embed, action === 'pay_kuda' ? 'bank' : CHANNELS.find((c) => c.action === action)?.key);
      }
    });
  });

  // What the page's script follows while the payer pays away from it (checkout.js polls it on the
  // transfer step): the charge's status only. The access code is the capability, as for the page.
  r.get('/checkout/status/:access_code', async (req, res) => {
    const code = String(req.params.access_code);
    res.set({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    try {
      const { view } = await transactions.forAccessCode(callerOf(res), code);
      res.json({ status: view.transaction.chargeStatus });
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'not_found') return void res.status(404).json({ status: false, message: 'Transaction not found' });
      throw err;
    }
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
      res
        .status(200)
        .type('html')
        .send(
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

  async function showState(
    res: Response,
    ctx: RequestContext,
    view: TransactionView,
    error: string | null,
    status: number,
    embed: boolean,
    requested?: string,
  ): Promise<void> {
    const t = view.transaction;
    const targets = await formTargets(ctx, view);
    secure(res, targets, embed);
    if (t.chargeStatus === 'success' || t.chargeStatus === 'reversed') {
      // The link was used: it cannot pay again, and shows nothing about the payment but its reference.
      const text = `The payment with reference ${t.reference} is complete. Ask the merchant for a new link to pay again.`;
      return message(res, 410, 'This payment link has already been used', text, embed ? unusable(t, text) : undefined);
    }
    if (t.chargeStatus === 'abandoned') {
      const cancelled = t.log?.history.some((h) => h.type === 'close' && /cancel/i.test(h.message)) ?? false;
      const text = cancelled
        ? 'The payment was cancelled. Ask the merchant for a new link to pay.'
        : 'The payment session timed out. Ask the merchant for a new link to pay.';
      return message(res, 410, cancelled ? 'This payment was cancelled' : 'This payment link has expired', text, embed ? unusable(t, text) : undefined);
    }
    const session = t.chargeSession as unknown as ChargeSession | null;
    const prompt = session?.prompt ?? {};
    // The channels the payment's currency has (mobile money in GHS, KES and XOF, EFT in ZAR, …) and
    // its `channels` list allows.
    const wallets = walletsOf(t.currency);
    const testMode = t.domain === 'test';
    const allowed = CHANNELS.filter((c) => (!t.channels || t.channels.includes(c.key)) && checkoutServes(c.key, t.currency, t.domain)).map((c) =>
      c.key === 'bank_transfer' && t.currency === 'KES' ? { ...c, label: 'Pesalink' } : c,
    );
    const shown = Object.fromEntries(CHANNELS.map((c) => [c.key, allowed.some((a) => a.key === c.key)])) as Record<Channel, boolean>;
    // One channel at a time: the one asked for (?channel=, the selector's links), else the one just
    // tried (a failure is shown beside the form to try again), else the first the payment allows.
    const channel = allowed.find((c) => c.key === requested) ?? allowed.find((c) => c.key === t.channel) ?? allowed[0];
    const step = stepOf(t.chargeStatus);
    const qrCode = typeof prompt.fields?.qr_code === 'string' ? prompt.fields.qr_code : null;
    const failure = t.chargeStatus === 'failed' ? `Payment failed: ${t.message ?? t.gatewayResponse ?? 'Declined'}. You can try again.` : null;
    // Bad input to a step keeps the step with the reason as its prompt: show that as an error.
    const last = t.log?.history[t.log.history.length - 1];
    const stepError = ['pin', 'otp', 'phone', 'birthday', 'address'].includes(step) && last?.type === 'error' ? (prompt.display_text ?? null) : null;
    res
      .status(status)
      .type('html')
      .send(
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
          showCard: shown.card,
          showBank: shown.bank,
          showUssd: shown.ussd,
          showMobileMoney: shown.mobile_money,
          shown,
          wallets,
          qrProvider: qrProviderFor(t.currency) ?? null,
          qrCode,
          qrImage: qrCode ? qrImage(qrCode) : null,
          pesalink: t.currency === 'KES',
          transfer: step === 'pending_transfer' ? transferShown(prompt.bank_transfer, formatAmount(t.amount, t.currency)) : null,
          statusUrl: `/checkout/status/${encodeURIComponent(t.accessCode)}`,
          test: testMode
            ? {
                ...testPanel(ctx, session, step),
                wallets: testWallets(t.currency),
                kuda: KUDA,
                reference: t.reference,
                eftAccounts: [
                  { value: EFT_TEST_ACCOUNTS.refundFails, label: 'Refund fails' },
                  { value: EFT_TEST_ACCOUNTS.refundNeedsAttention, label: 'Refund needs attention' },
                ],
                applePay: APPLE_PAY_CARD,
              }
            : null,
          banks: Object.entries(PAY_WITH_BANK).map(([code, name]) => ({ code, name })),
          ussdBanks: Object.entries(USSD_BANKS).map(([code, name]) => ({ code, name })),
          canCancel: ABANDONABLE.includes(t.chargeStatus) || t.chargeStatus === 'failed',
          event: embed ? loaded(view) : undefined,
        }),
      );
  }

  // Test mode only: the simulator's test instruments, and what the current step accepts.
  function testPanel(ctx: RequestContext, session: ChargeSession | null, step: string) {
    const bank = TEST_BANK_ACCOUNTS[0]!;
    return {
      ...testCardsPanel(integrations.now(ctx)),
      bank: { code: bank.code, name: bank.name, accountNumber: bank.accountNumber, birthday: TEST_BIRTHDAY, otp: TEST_OTP },
      stepValue: testStepValueOf(session?.state, step),
    };
  }

  // `event` tells an embedding page (inline.js) how the payment ended.
  function message(res: Response, status: number, heading: string, text: string, event?: EmbedEvent): void {
    res
      .status(status)
      .type('html')
      .send(render('message.njk', { heading, text, event, tone: status >= 400 ? 'error' : 'info' }));
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
      res
        .status(200)
        .type('html')
        .send(
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
    message(
      res,
      200,
      'Payment cancelled',
      'You cancelled this payment. No money was taken. You can close this page.',
      embed ? { type: 'kobo:close', reference: t.reference, transaction: t.id } : undefined,
    );
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
        const text = 'This payment link is not valid. Check the link or ask the merchant for a new one.';
        return message(
          res,
          404,
          'Payment not found',
          text,
          embedded(res.req) ? { type: 'kobo:error', reference: '', transaction: 0, message: text } : undefined,
        );
      }
      if (err instanceof DomainError) return message(res, 400, 'Payment could not continue', err.message);
      if (unavailableError(err)) {
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return message(res, 503, 'Temporarily unavailable', 'This payment page cannot be shown right now. Please try again in a few seconds.');
      }
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

// What an embedded page tells inline.js (assets/checkout.js posts it to the parent window):
// kobo:load when the checkout is shown (Paystack's onLoad: the transaction's id and customer),
// kobo:success, kobo:close (cancelled on the page) and kobo:error (the link cannot be paid).
interface EmbedEvent {
  type: 'kobo:load' | 'kobo:success' | 'kobo:close' | 'kobo:error';
  reference: string;
  transaction: number;
  message?: string;
  customer?: Record<string, unknown>;
}

// The customer as onLoad reports it: what the page itself shows or the merchant sent, not the
// customer's phone or metadata (postMessage reaches whichever page frames the checkout).
function loaded(view: TransactionView): EmbedEvent {
  const t = view.transaction;
  const c = view.customer;
  return {
    type: 'kobo:load',
    reference: t.reference,
    transaction: t.id,
    customer: { id: c.id, email: c.email, customer_code: c.customerCode, first_name: c.firstName, last_name: c.lastName },
  };
}

function unusable(t: TransactionView['transaction'], text: string): EmbedEvent {
  return { type: 'kobo:error', reference: t.reference, transaction: t.id, message: text };
}

function forbidden(res: Response): void {
  secure(res, []);
  res.status(403).type('text/plain').send('Cross-site form posts are not accepted');
}

// The temporary account a bank transfer (pay with transfer, Pesalink) goes to, as the page lists it:
// the exact amount, where to send it and until when (UTC: the account's expiry is on the
// integration's clock, which in test mode need not be the payer's).
function transferShown(account: Record<string, unknown> | undefined, amount: string): Array<{ label: string; value: string; id: string }> {
  if (!account) return [];
  const bank = account.bank as { name?: string } | undefined;
  const expires = typeof account.account_expires_at === 'string' ? new Date(account.account_expires_at) : null;
  const rows: Array<[string, string, unknown]> = [
    ['Amount', 'transfer-amount', amount],
    ['Bank', 'transfer-bank', bank?.name],
    ['Account number', 'transfer-account', account.account_number],
    ['Account name', 'transfer-name', account.account_name],
    ['Transaction reference', 'transfer-reference', account.transaction_reference],
    ['Expires', 'transfer-expires', expires && !Number.isNaN(expires.getTime()) ? expiryFormat().format(expires) + ' UTC' : null],
  ];
  return rows.flatMap(([label, id, value]) => (value === undefined || value === null ? [] : [{ label, id, value: String(value) }]));
}

// Made on first use: the first Intl formatter loads ICU's locale data, ~30 ms of every start
// otherwise, for a line only a pay-with-transfer page shows.
let expiryFormatter: Intl.DateTimeFormat | undefined;
const expiryFormat = () => (expiryFormatter ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));

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
      return state; // open_url, pay_offline, pending, pending_transfer
  }
}

function checkoutPath(code: string, embed = false, channel?: Channel): string {
  const query = [embed ? 'embed=1' : '', channel ? `channel=${channel}` : ''].filter(Boolean).join('&');
  return `/checkout/${encodeURIComponent(code)}${query ? `?${query}` : ''}`;
}

function embedded(req: Request): boolean {
  return req.query.embed === '1';
}
