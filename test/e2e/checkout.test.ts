import type { Browser, FrameLocator, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { createLogger } from '../../src/core/logger';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { advanceClock, CARDS, expectLedgerBalanced, transactionRow } from '../support/payments';
import { merchantSite, type MerchantSite } from '../support/merchant-site';

// The hosted checkout page: paid in a real browser (Chromium through playwright-core), and its
// forms posted directly with fetch for the paths a browser test would make slow.

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let merchant: MerchantSite;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Checkout Shop');
  merchant = await merchantSite((path) => `<h1 id="merchant">Merchant ${path.startsWith('/cancel') ? 'cancel' : 'callback'}</h1>`);
  browser = await launchChromium();
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(async () => {
  await browser?.close();
  await merchant?.close();
  await server?.stop();
});

async function initialize(body: Record<string, unknown> = {}) {
  const res = await m.api.post('/transaction/initialize', {
    amount: 250000,
    email: 'buyer@example.com',
    callback_url: `${merchant.url}/callback?order=7`,
    ...body,
  });
  expect(res.status).toBe(200);
  const { authorization_url, access_code, reference } = res.body.data as { authorization_url: string; access_code: string; reference: string };
  // PUBLIC_URL in tests names port 0; the path is what matters.
  return { url: `${server.url}${new URL(authorization_url).pathname}`, path: new URL(authorization_url).pathname, accessCode: access_code, reference };
}

const verify = async (reference: string) => (await m.api.get(`/transaction/verify/${reference}`)).body.data;

async function payCard(page: Page | FrameLocator, card: { number: string; cvv: string }) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('in a browser', () => {
  let page: Page;
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(8000);
  });
  afterEach(() => page.context().close());

  it('pays with the PIN + OTP card and lands on the callback URL with the reference', async () => {
    const tx = await initialize();
    const first = await page.goto(tx.url);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('[data-testid=amount]').textContent()).resolves.toBe('NGN 2,500.00');

    await payCard(page, CARDS.pinOtp);
    await page.getByLabel(/PIN/).waitFor();
    // Neither the card number nor the CVV comes back into the page.
    const html = await page.content();
    expect(html).not.toContain(CARDS.pinOtp.number);
    expect(html).not.toContain('5060 6666');
    expect(html).not.toContain(CARDS.pinOtp.cvv + '"');
    expect((await verify(tx.reference)).status).toBe('ongoing');

    await page.getByLabel(/PIN/).fill('1234');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.getByLabel(/OTP/).waitFor();
    await page.getByLabel(/OTP/).fill('123456');
    await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.getByRole('button', { name: 'Authorize' }).click()]);

    const landed = new URL(page.url());
    expect(landed.searchParams.get('reference')).toBe(tx.reference);
    expect(landed.searchParams.get('trxref')).toBe(tx.reference);
    expect(landed.searchParams.get('order')).toBe('7');
    await expect(page.locator('#merchant').textContent()).resolves.toBe('Merchant callback');
    const data = await verify(tx.reference);
    expect(data).toMatchObject({ status: 'success', amount: 250000, channel: 'card', authorization: { last4: '6666', bin: '506066' } });

    // Nothing Kobo keeps holds the card number (transactions, authorizations, the outbox).
    for (const table of ['transactions', 'authorizations', 'events', 'customers']) {
      const rows: unknown[] = await server.services.db.read({}, (em) => em.query(`SELECT * FROM ${table}`));
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(CARDS.pinOtp.number);
    }

    // The link is spent: a clear page with a 4xx status.
    const again = await page.goto(tx.url);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole('heading').textContent()).resolves.toBe('This payment link has already been used');
  });

  it('shows a declined card inline and lets the customer pay with another card', async () => {
    const tx = await initialize();
    await page.goto(tx.url);
    await payCard(page, CARDS.declined);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Declined');
    expect(await page.content()).not.toContain(CARDS.declined.number);
    expect((await verify(tx.reference)).status).toBe('failed');

    await Promise.all([page.waitForURL(`${merchant.url}/callback**`), payCard(page, CARDS.success)]);
    expect(new URL(page.url()).searchParams.get('reference')).toBe(tx.reference);
    expect((await verify(tx.reference)).status).toBe('success');
  });

  it('works with JavaScript turned off', async () => {
    const noJs = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    noJs.setDefaultTimeout(8000);
    try {
      const tx = await initialize();
      await noJs.goto(tx.url);
      await payCard(noJs, CARDS.pin);
      await noJs.getByLabel(/PIN/).fill('1111');
      await Promise.all([noJs.waitForURL(`${merchant.url}/callback**`), noJs.getByRole('button', { name: 'Authorize' }).click()]);
      expect(new URL(noJs.url()).searchParams.get('reference')).toBe(tx.reference);
      expect((await verify(tx.reference)).status).toBe('success');
    } finally {
      await noJs.context().close();
    }
  });

  it('cancel goes to metadata.cancel_action and abandons the transaction', async () => {
    const tx = await initialize({ metadata: JSON.stringify({ cancel_action: `${merchant.url}/cancel` }) });
    await page.goto(tx.url);
    await Promise.all([page.waitForURL(`${merchant.url}/cancel`), page.getByRole('button', { name: 'Cancel payment' }).click()]);
    await expect(page.locator('#merchant').textContent()).resolves.toBe('Merchant cancel');
    expect((await verify(tx.reference)).status).toBe('abandoned');
    const again = await page.goto(tx.url);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole('heading').textContent()).resolves.toBe('This payment was cancelled');
  });
});

describe('inline.js in a browser', () => {
  it('v1 setup/openIframe pays in the embedded page and calls back; v2 newTransaction reports a cancel', async () => {
    const reference = `inline-${Date.now()}`;
    merchant.shop = `<!doctype html><title>shop</title>
      <script src="${server.url}/inline.js"></script>
      <button id="v1">Pay (v1)</button><button id="v2">Pay (v2)</button>
      <script>
        document.getElementById('v1').onclick = function () {
          PaystackPop.setup({ key: '${m.test.public_key}', email: 'inline@example.com', amount: 4200, ref: '${reference}',
            callback: function (r) { document.title = 'paid:' + r.reference + ':' + r.status; }, onClose: function () { document.title = 'closed'; } }).openIframe();
        };
        document.getElementById('v2').onclick = function () {
          new PaystackPop().newTransaction({ key: '${m.test.public_key}', email: 'inline@example.com', amount: 4300,
            onSuccess: function () { document.title = 'paid'; }, onCancel: function () { document.title = 'cancelled'; } });
        };
      </script>`;
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(8000);
    try {
      await page.goto(`${merchant.url}/shop`);
      await page.click('#v1');
      const frame = page.frameLocator('iframe[title=Payment]');
      await expect(frame.locator('[data-testid=amount]').textContent()).resolves.toBe('NGN 42.00');
      await payCard(frame, CARDS.pin);
      await frame.getByLabel(/PIN/).fill('1111');
      await frame.getByRole('button', { name: 'Authorize' }).click();
      await page.waitForFunction(() => document.title.startsWith('paid:'));
      expect(await page.title()).toBe(`paid:${reference}:success`);
      expect(await page.locator('iframe').count()).toBe(0);
      expect((await verify(reference)).status).toBe('success');

      await page.click('#v2');
      await page.frameLocator('iframe[title=Payment]').getByRole('button', { name: 'Cancel payment' }).click();
      await page.waitForFunction(() => document.title === 'cancelled');
      expect(await page.locator('iframe').count()).toBe(0);

      // The overlay's own close button (for pages that cannot report back, e.g. a spent link).
      await page.evaluate(() => (document.title = 'shopping'));
      await page.click('#v2');
      await page.frameLocator('iframe[title=Payment]').getByRole('heading').first().waitFor();
      await page.getByRole('button', { name: 'Close payment' }).click();
      await page.waitForFunction(() => document.title === 'cancelled');
      expect(await page.locator('iframe').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

// ---- without a browser: the same forms, posted with fetch ----

async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), headers: res.headers };
}

async function get(path: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

const cardForm = (card: { number: string; cvv: string }) => ({ action: 'pay_card', card_number: card.number, card_expiry: '12/30', card_cvv: card.cvv });

describe('page behaviour', () => {
  it('needs no API key, sends protective headers and only offers the allowed channels', async () => {
    const tx = await initialize({ channels: ['card', 'ussd'] });
    const page = await get(tx.path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${merchant.url}`);
    expect(page.html).toContain('autocomplete="cc-number"');
    expect(page.html).toContain('autocomplete="cc-csc"');
    expect(page.html).toContain('name="ussd_type"');
    expect(page.html).not.toContain('name="account_number"');
    // A channel the merchant did not allow is refused, and nothing changes.
    const refused = await post(tx.path, { action: 'pay_bank', bank_code: '057', account_number: '0000000000' });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain('Payment channel bank is not enabled for this transaction');
    expect(await transactionRow(server, tx.reference)).toMatchObject({ charge_status: 'initialized', version: 0 });
  });

  it('refuses bad card input inline without echoing it, and changes nothing', async () => {
    const tx = await initialize();
    const bad = await post(tx.path, { action: 'pay_card', card_number: '4084084084084082', card_expiry: '12/30', card_cvv: '408' });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain('Invalid card number');
    expect(bad.html).not.toContain('4084084084084082');
    expect(bad.html).not.toContain('value="408"');
    for (const action of ['constructor', '__proto__', 'toString', '']) {
      const odd = await post(tx.path, { action });
      expect(odd.status).toBe(422);
      expect(odd.html).toContain('Choose a payment method');
    }
    const badExpiry = await post(tx.path, { ...cardForm(CARDS.success), card_expiry: '13/30' });
    expect(badExpiry.status).toBe(422);
    expect(badExpiry.html).toContain('role="alert"');
    expect(await transactionRow(server, tx.reference)).toMatchObject({ charge_status: 'initialized', version: 0 });
  });

  it('refuses cross-site form posts', async () => {
    const tx = await initialize();
    // Each signal on its own: Sec-Fetch-Site, an Origin of another host (older browsers send only
    // that), and the opaque "null" origin.
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }] as Array<Record<string, string>>) {
      const res = await post(tx.path, cardForm(CARDS.success), headers);
      expect(res.status).toBe(403);
    }
    expect(await transactionRow(server, tx.reference)).toMatchObject({ charge_status: 'initialized' });
    // The page's own origin is accepted.
    const own = await post(tx.path, cardForm(CARDS.success), { origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).not.toBe(403);
  });

  it('unknown, expired and abandoned access codes get a clear 4xx page', async () => {
    const unknown = await get('/checkout/zzzzzzzzzzzzzzz');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Payment not found');
    expect((await get('/checkout/..%2f..%2fetc')).status).toBe(404);

    const other = await server.newIntegration('Expiring');
    expect((await other.api.put('/integration/payment_session_timeout', { timeout: 60 })).status).toBe(200);
    const init = await other.api.post('/transaction/initialize', { amount: 5000, email: 'late@example.com' });
    const path = new URL(init.body.data.authorization_url).pathname;
    expect((await get(path)).status).toBe(200);
    await advanceClock(other.api, 61);
    const expired = await get(path);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('This payment link has expired');
    const late = await post(path, cardForm(CARDS.success));
    expect(late.status).toBe(303);
    expect((await other.api.get(`/transaction/verify/${init.body.data.reference}`)).body.data.status).toBe('abandoned');
  });

  it('walks the bank authentication page (open_url) to the callback', async () => {
    const tx = await initialize();
    const started = await post(tx.path, cardForm(CARDS.bankAuth));
    expect(started).toMatchObject({ status: 303, location: tx.path });
    const waiting = await get(tx.path);
    expect(waiting.html).toContain(`href="/checkout/bank-auth/${tx.accessCode}"`);
    const bankPage = await get(`/checkout/bank-auth/${tx.accessCode}`);
    expect(bankPage.status).toBe(200);
    expect(bankPage.html).toContain('Approve');
    const approved = await post(`/checkout/bank-auth/${tx.accessCode}`, { action: 'approve' });
    expect(approved.status).toBe(303);
    const landed = new URL(approved.location!);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${merchant.url}/callback`);
    expect(landed.searchParams.get('reference')).toBe(tx.reference);
    expect((await verify(tx.reference)).status).toBe('success');
    // A spent bank page goes back to the (spent) checkout page.
    expect((await get(`/checkout/bank-auth/${tx.accessCode}`)).status).toBe(303);
  });

  it('a declined bank authentication shows the failure and allows another attempt', async () => {
    const tx = await initialize();
    await post(tx.path, cardForm(CARDS.bankAuth));
    const declined = await post(`/checkout/bank-auth/${tx.accessCode}`, { action: 'decline' });
    expect(declined).toMatchObject({ status: 303, location: tx.path });
    const page = await get(tx.path);
    expect(page.html).toContain('Customer did not complete bank authentication');
    expect(page.html).toContain('name="card_number"');
  });

  it('pays with a bank account through the birthday and OTP steps, and a bad OTP format stays on the step', async () => {
    const tx = await initialize();
    expect(await post(tx.path, { action: 'pay_bank', bank_code: '057', account_number: '0000000000' })).toMatchObject({ status: 303 });
    expect((await get(tx.path)).html).toContain('name="birthday"');
    expect(await post(tx.path, { action: 'birthday', birthday: '1990-04-01' })).toMatchObject({ status: 303 });
    expect((await get(tx.path)).html).toContain('kindly enter the OTP');
    expect(await post(tx.path, { action: 'otp', otp: ' ' })).toMatchObject({ status: 303 });
    const retry = (await get(tx.path)).html;
    expect(retry).toMatch(/role="alert"[^>]*>OTP must have at least one character</);
    expect(retry).toContain('name="otp"');
    const done = await post(tx.path, { action: 'otp', otp: '123456' });
    expect(done.status).toBe(303);
    expect(new URL(done.location!).searchParams.get('reference')).toBe(tx.reference);
    expect((await verify(tx.reference)).status).toBe('success');
  });

  it('USSD shows the code and a check-status button that resolves once the customer has paid', async () => {
    const tx = await initialize();
    expect(await post(tx.path, { action: 'pay_ussd', ussd_type: '737' })).toMatchObject({ status: 303 });
    const waiting = await get(tx.path);
    expect(waiting.html).toMatch(/\*737\*33\*4\*\d{6}#/);
    expect(waiting.html).toContain('I have paid: check status');
    // Not yet: still waiting.
    expect(await post(tx.path, { action: 'check' })).toMatchObject({ status: 303, location: tx.path });
    expect((await verify(tx.reference)).status).toBe('pending');
    await advanceClock(m.api, 11);
    const paid = await post(tx.path, { action: 'check' });
    expect(paid.status).toBe(303);
    expect(new URL(paid.location!).searchParams.get('reference')).toBe(tx.reference);
    expect((await verify(tx.reference)).status).toBe('success');
  });

  it('without any callback URL a success page is shown; a cancel without cancel_action shows a plain page', async () => {
    const res = await m.api.post('/transaction/initialize', { amount: 1000, email: 'nocb@example.com' });
    const path = new URL(res.body.data.authorization_url).pathname;
    const paid = await post(path, cardForm(CARDS.success));
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment successful');
    expect(paid.html).not.toContain(CARDS.success.number);

    const res2 = await m.api.post('/transaction/initialize', { amount: 1000, email: 'nocb@example.com' });
    const cancelled = await post(new URL(res2.body.data.authorization_url).pathname, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain('Payment cancelled');
    expect((await verify(res2.body.data.reference)).status).toBe('abandoned');
  });

  it('inline initialize takes only a public key, answers cross-origin callers, and refuses a secret key', async () => {
    const res = await fetch(`${server.url}/checkout/inline/initialize`, {
      method: 'POST',
      body: JSON.stringify({ key: m.test.public_key, email: 'pk@example.com', amount: '900' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    expect(body).toMatchObject({ status: true, message: 'Authorization URL created', data: { access_code: expect.stringMatching(/^[a-z0-9]{10,15}$/) } });
    expect((await verify(body.data.reference)).amount).toBe(900);
    // A public-key caller cannot pick where the customer goes: no callback_url, no cancel_action.
    const sneaky = await fetch(`${server.url}/checkout/inline/initialize`, {
      method: 'POST',
      body: JSON.stringify({
        key: m.test.public_key,
        email: 'pk@example.com',
        amount: 900,
        callback_url: 'https://evil.example/cb',
        metadata: { cancel_action: 'https://evil.example/phish', note: 'kept' },
      }),
    });
    const sneakyBody = await sneaky.json();
    const cancelled = await post(new URL(sneakyBody.data.authorization_url).pathname, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain('Payment cancelled');
    expect(cancelled.headers.get('location')).toBeNull();
    expect((await verify(sneakyBody.data.reference)).metadata).toEqual({ note: 'kept' });
    for (const key of [m.test.secret_key, 'pk_test_nope', undefined]) {
      const denied = await fetch(`${server.url}/checkout/inline/initialize`, {
        method: 'POST',
        body: JSON.stringify({ key, email: 'pk@example.com', amount: 900 }),
      });
      expect(denied.status).toBe(401);
      expect(await denied.json()).toMatchObject({ status: false, message: 'Invalid key' });
    }
    const js = await get('/inline.js');
    expect(js.status).toBe(200);
    expect(js.html).toContain('PaystackPop');
    // Only the embedded variant of the page may be framed.
    const tx = await initialize();
    expect((await get(tx.path)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await get(`${tx.path}?embed=1`)).headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('the PIN + phone + OTP card walks the phone step; without a callback_url the mode default is used', async () => {
    const shop = await server.newIntegration('Default Callback');
    await server.services.integrations.updateSettings(
      { requestId: 'test', integration: { id: shop.id, testClockOffsetMs: 0 }, domain: 'test', log: createLogger('silent') },
      { callbackUrl: `${merchant.url}/default-callback` },
    );
    const init = await shop.api.post('/transaction/initialize', { amount: 3000, email: 'phone@example.com' });
    const path = new URL(init.body.data.authorization_url).pathname;
    expect(await post(path, cardForm(CARDS.pinPhoneOtp))).toMatchObject({ status: 303 });
    expect(await post(path, { action: 'pin', pin: '0000' })).toMatchObject({ status: 303 });
    const phoneStep = await get(path);
    expect(phoneStep.html).toContain('name="phone"');
    expect(phoneStep.html).toContain('autocomplete="tel"');
    expect(await post(path, { action: 'phone', phone: '08012345678' })).toMatchObject({ status: 303 });
    expect((await get(path)).html).toContain('autocomplete="one-time-code"');
    const done = await post(path, { action: 'otp', otp: '123456' });
    expect(done.status).toBe(303);
    const landed = new URL(done.location!);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${merchant.url}/default-callback`);
    expect(landed.searchParams.get('reference')).toBe(init.body.data.reference);
    expect((await shop.api.get(`/transaction/verify/${init.body.data.reference}`)).body.data.status).toBe('success');
  });

  it('serves its assets', async () => {
    const css = await get('/checkout/assets/checkout.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
    expect((await get('/checkout/assets/nope.css')).status).not.toBe(200);
    // Compressed where the browser takes it (the same static-asset rule as the dashboard's and the explorer's).
    const url = `${server.url}/checkout/assets/checkout.js`;
    const raw = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const br = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect([raw.headers.get('content-encoding'), br.headers.get('content-encoding')]).toEqual([null, 'br']);
    expect(await br.text()).toBe(await raw.text());
  });
});
