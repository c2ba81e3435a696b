import type { Browser, Page } from 'playwright-core';
import jsQR from 'jsqr';
import { launchChromium } from '../support/browser';
import { advanceClock, expectLedgerBalanced } from '../support/payments';
import { chooseTab, expectClean, PHONE, tabsOf, tabTo, tabToId, withPhone } from '../support/checkout';
import { merchantSite, type MerchantSite } from '../support/merchant-site';
import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration } from '../support/server';
import { shapeMismatches } from '../support/shape';
import { waitForValue } from '../support/wait';

const Paystack = require('paystack-api');

// The hosted checkout's remaining channels (issue 40), each paid by a payer on a 360 px phone with
// the keyboard alone, axe-clean on the way, and seen by the merchant through paystack-api and the
// charge.success webhook: pay with transfer for NGN (the temporary account, the test transfer, the
// page following the payment by itself), the QR step drawn as an image, EFT's test outcomes, and
// Apple Pay as a test-mode wallet step.

jest.setTimeout(120_000);

let s: Merchant;
// The Nigerian merchant is s.m; a South African one beside it, on the same webhook receiver.
let za: TestIntegration;
let browser: Browser;
let merchant: MerchantSite;

beforeAll(async () => {
  s = await startMerchant('Lagos Books');
  za = await s.server.newIntegration('Cape Town Books', 'ZA');
  expect((await za.api.put('/integration/webhook', { url: s.hook.url })).status).toBe(200);
  merchant = await merchantSite();
  browser = await launchChromium();
});
afterAll(async () => {
  await expectLedgerBalanced(s.server, [s.m, za]);
  await browser?.close();
  await merchant?.close();
  await s?.stop();
});

async function initialize(who: TestIntegration, body: Record<string, unknown> = {}, live = false) {
  const res = await (live ? who.live_api : who.api).post('/transaction/initialize', {
    amount: 5_000,
    email: 'payer@example.com',
    callback_url: `${merchant.url}/callback`,
    ...body,
  });
  expect(res.status).toBe(200);
  const path = new URL(res.body.data.authorization_url).pathname;
  return { url: `${s.server.url}${path}`, reference: res.body.data.reference as string };
}

// The merchant's view of the payment, through Paystack's SDK.
async function verify(who: TestIntegration, reference: string): Promise<Record<string, any>> {
  const paystack = Paystack(who.test.secret_key);
  paystack.endpoint = s.server.url;
  return (await paystack.transaction.verify({ reference })).data;
}

const webhook = (event: string, reference: string) =>
  waitForValue(() => s.hook.received.find((r) => r.body.event === event && r.body.data.reference === reference)?.body.data as Record<string, any> | undefined, {
    what: `${event} for ${reference}`,
  });

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
const errorOf = async (res: Response) => /data-testid="error">([^<]*)</.exec(await res.text())?.[1];

const text = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').trim();

// Paystack's charge.success sample for pay with transfer: the authorization's shape.
const PWT_AUTHORIZATION = require('../fixtures/paystack/pay-with-transfer/charge-successful.json').data.authorization;

describe('pay with transfer (NGN)', () => {
  it('the Transfer tab: the amount, temporary account and expiry; the test transfer pays it and the page leaves for the merchant', async () => {
    const tx = await initialize(s.m);
    let account = '';
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await chooseTab(page, 'Transfer');
      await expectClean(page, 'Transfer panel', 'kobo-checkout-transfer-panel-360.png');
      await tabTo(page, 'Get account details');
      const clock = async () => Date.parse((await s.m.api.get('/_test/clock')).body.data.now);
      // The account is made between these two readings of the integration's clock.
      const before = await clock();
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      const after = await clock();
      expect(await text(page, '#transfer-amount')).toBe('NGN 50.00');
      expect(await text(page, '#transfer-bank')).toBe('Test Bank');
      expect(await text(page, '#transfer-name')).toBe('KOBO-TEST-MANAGED-ACCOUNT');
      account = await text(page, '#transfer-account');
      expect(account).toMatch(/^9\d{9}$/);
      // 30 minutes on the integration's clock from when the account was made, shown in UTC to the
      // minute (a minute may turn between the two readings).
      const shown = (at: number) =>
        `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(at + 30 * 60_000))} UTC`;
      expect([shown(before), shown(after)]).toContain(await text(page, '#transfer-expires'));
      await expectClean(page, 'Transfer account', 'kobo-checkout-transfer-account-360.png');
      // The server's answer to the test transfer is held past the page's 3 s status poll, which then
      // sees the payment done while the page is already leaving: the page must not start a second
      // navigation that aborts the first.
      await page.route(tx.url, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const response = await route.fetch({ maxRedirects: 0 });
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        await route.fulfill({ response });
      });
      await tabTo(page, 'Send the test transfer');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    const verified = await verify(s.m, tx.reference);
    expect(verified).toMatchObject({ status: 'success', channel: 'bank_transfer', currency: 'NGN', amount: 5_000, gateway_response: 'Approved' });
    const event = await webhook('charge.success', tx.reference);
    for (const authorization of [verified.authorization, event.authorization]) {
      expect(shapeMismatches(authorization, PWT_AUTHORIZATION)).toEqual([]);
      expect(authorization).toMatchObject({ channel: 'bank_transfer', card_type: 'transfer', brand: 'Managed Account', reusable: false, country_code: 'NG' });
      expect(authorization.authorization_code).toMatch(/^AUTH_/);
      expect(authorization.sender_name).toBe('Kobo Test Payer');
    }
    // The account took its one transfer.
    expect((await s.m.api.post(`/_test/bank_transfer/${tx.reference}/pay`, { amount: 5_000 })).status).toBe(400);
  });

  it("follows the payment: once the payer's bank sends the transfer, the page moves on by itself", async () => {
    const tx = await initialize(s.m, { amount: 12_345, channels: ['card', 'bank_transfer'] });
    await withPhone(
      browser,
      async (page) => {
        await page.goto(`${tx.url}?channel=bank_transfer`);
        await tabTo(page, 'Get account details');
        await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
        await expect(page.getByRole('status').textContent()).resolves.toMatch(/^Send exactly NGN 123\.45 to this account/);
        // A wrong amount is rejected back to the payer: the page keeps waiting.
        expect((await s.m.api.post(`/_test/bank_transfer/${tx.reference}/pay`, { amount: 10_000 })).body.data).toMatchObject({ rejected: true });
        expect(await (await fetch(`${s.server.url}/checkout/status/${new URL(tx.url).pathname.split('/').pop()}`)).json()).toEqual({
          status: 'pending_transfer',
        });
        // The exact amount, from the payer's bank (the test hook stands in for it); nobody presses anything.
        const moved = page.waitForURL(`${merchant.url}/callback**`, { timeout: 15_000 });
        expect((await s.m.api.post(`/_test/bank_transfer/${tx.reference}/pay`, { amount: 12_345, sender_name: 'Ada Obi' })).body.data.status).toBe('success');
        await moved;
      },
      true,
    );
    expect(await verify(s.m, tx.reference)).toMatchObject({ status: 'success', channel: 'bank_transfer', authorization: { sender_name: 'Ada Obi' } });
    expect((await fetch(`${s.server.url}/checkout/status/nosuchcode123`)).status).toBe(404);
  });

  it('a live payment offers the transfer but no test transfer, and the test action is refused', async () => {
    const tx = await initialize(s.m, { channels: ['bank_transfer'] }, true);
    expect((await post(tx.url, 'action=pay_transfer')).status).toBe(303);
    const html = await (await fetch(tx.url)).text();
    expect(html).toContain('id="transfer-account"');
    expect(html).not.toContain('test_transfer');
    const refused = await post(tx.url, 'action=test_transfer');
    expect({ status: refused.status, error: await errorOf(refused) }).toEqual({
      status: 422,
      error: 'Only a test-mode payment can be paid by the test transfer',
    });
  });
});

describe('QR', () => {
  it('the code is drawn as an image that scans to the same payload as its text', async () => {
    const tx = await initialize(s.m, { channels: ['qr'] });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await tabTo(page, 'Show QR code');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      const payload = await text(page, '[data-testid=qr-code]');
      expect(payload).toMatch(/^000201.*5802NG/);
      const image = page.getByRole('img', { name: 'QR code to scan to pay NGN 50.00' });
      expect(await image.isVisible()).toBe(true);
      const box = (await image.boundingBox())!;
      // Large enough to scan from a phone's screen, and within it.
      expect(box.width).toBeGreaterThanOrEqual(200);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await expectClean(page, 'QR image', 'kobo-checkout-qr-image-360.png');
      // A QR reader reads the drawn image (rasterised by Chromium) back to the payload. The pixels
      // come out as one grey byte each, base64: a plain array of them is slow to pass back.
      const size = 300;
      const grey = await page.evaluate(async (size) => {
        const svg = document.querySelector('svg.qr-image')!;
        const img = new Image(size, size);
        img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(svg));
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0, size, size);
        const rgba = g.getImageData(0, 0, size, size).data;
        let bytes = '';
        for (let i = 0; i < rgba.length; i += 4) bytes += String.fromCharCode(rgba[i]!);
        return btoa(bytes);
      }, size);
      const rgba = new Uint8ClampedArray(size * size * 4);
      Buffer.from(grey, 'base64').forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
      expect(jsQR(rgba, size, size)?.data).toBe(payload);
      await advanceClock(s.m.api, 10);
      await tabTo(page, 'I have paid: check status');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    expect(await verify(s.m, tx.reference)).toMatchObject({ status: 'success', channel: 'qr' });
  });
});

describe('EFT test outcomes', () => {
  it("test mode: the form picks Paystack's refund-fails account; the payment succeeds, and its refund fails", async () => {
    // Refunds are processed hours later on the clock. Crossing the daily settlement (00:00 UTC) would
    // pay the balance out and leave the refund waiting for money, so start just after one.
    const now = Date.parse((await za.api.get('/_test/clock')).body.data.now);
    await advanceClock(za.api, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000) + 60);
    const tx = await initialize(za, { amount: 20_000 });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await chooseTab(page, 'EFT');
      await tabToId(page, 'eft_account');
      await page.keyboard.type('Refund fails');
      expect(await page.inputValue('#eft_account')).toBe('1012204936');
      await expectClean(page, 'EFT panel with test outcomes', 'kobo-checkout-eft-outcomes-360.png');
      await tabTo(page, 'Continue to Ozow');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await tabTo(page, 'Continue to your bank');
      await Promise.all([page.waitForURL('**/checkout/bank-auth/**'), page.keyboard.press('Enter')]);
      await tabTo(page, 'Approve');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    const verified = await verify(za, tx.reference);
    const event = await webhook('charge.success', tx.reference);
    for (const authorization of [verified.authorization, event.authorization])
      expect(authorization).toMatchObject({ channel: 'eft', bank: 'Ozow', bin: '101XXX', last4: 'X936', reusable: false, country_code: 'ZA' });
    const refund = await za.api.post('/refund', { transaction: tx.reference, amount: 10_000 });
    expect(refund.status).toBe(200);
    const status = async () => (await za.api.get(`/refund/${refund.body.data.id}`)).body.data.status;
    await advanceClock(za.api, 3600);
    await waitForValue(async () => (await status()) === 'processing');
    await advanceClock(za.api, 3600);
    expect(await waitForValue(async () => ((r) => r !== 'processing' && r)(await status()))).toBe('failed');
  });

  it('a live page has no test outcomes', async () => {
    const live = await initialize(za, { channels: ['eft'] }, true);
    expect(await (await fetch(live.url)).text()).not.toContain('eft_account');
    const test = await initialize(za, { channels: ['eft'] });
    expect(await (await fetch(test.url)).text()).toContain('<option value="1012204935">Refund needs attention</option>');
  });
});

describe('Apple Pay (test mode)', () => {
  it('the Apple Pay tab pays at once as apple_pay, with a card authorization without expiry that is not reusable', async () => {
    const tx = await initialize(s.m, { amount: 7_500 });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await chooseTab(page, 'Apple Pay');
      await expectClean(page, 'Apple Pay panel', 'kobo-checkout-apple-pay-360.png');
      await tabTo(page, 'Pay with Apple Pay');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    const verified = await verify(s.m, tx.reference);
    expect(verified).toMatchObject({ status: 'success', channel: 'apple_pay', amount: 7_500, gateway_response: 'Approved' });
    const event = await webhook('charge.success', tx.reference);
    expect(event.channel).toBe('apple_pay');
    for (const authorization of [verified.authorization, event.authorization]) {
      expect(authorization).toEqual({
        authorization_code: expect.stringMatching(/^AUTH_/),
        bin: '408408',
        last4: '4081',
        // Paystack's sample of an apple_pay payment (a refund's transaction): no expiry.
        exp_month: null,
        exp_year: null,
        channel: 'apple_pay',
        card_type: 'visa DEBIT',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: false,
        signature: null,
        account_name: null,
      });
    }
    const again = await s.m.api.post('/transaction/charge_authorization', {
      authorization_code: verified.authorization.authorization_code,
      email: 'payer@example.com',
      amount: 7_500,
    });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 400, message: 'This authorization is not reusable' });
  });

  it("is offered in Paystack's Apple Pay markets, not in South Africa, and only in test mode", async () => {
    expect(await tabsOf((await initialize(s.m)).url)).toEqual(['card', 'bank', 'ussd', 'qr', 'bank_transfer', 'apple_pay']);
    expect(await tabsOf((await initialize(za)).url)).not.toContain('apple_pay');
    const zar = await initialize(za, { channels: ['card', 'apple_pay'] });
    expect(await errorOf(await post(zar.url, 'action=pay_apple_pay'))).toBe('Payment channel apple_pay is not available for ZAR payments');
    const live = await initialize(s.m, {}, true);
    expect(await tabsOf(live.url)).toEqual(['card', 'bank', 'ussd', 'qr', 'bank_transfer']);
    const refused = await post(live.url, 'action=pay_apple_pay');
    expect({ status: refused.status, error: await errorOf(refused) }).toEqual({ status: 422, error: 'Apple Pay is available in test mode only' });
    const v = (await s.m.live_api.get(`/transaction/verify/${live.reference}`)).body.data;
    expect({ status: v.status, attempts: v.log?.attempts ?? 0 }).toEqual({ status: 'pending', attempts: 0 });
  });
});
