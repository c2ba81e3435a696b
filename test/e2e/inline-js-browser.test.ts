import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll, screenshot } from '../support/browser';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { merchantSite, type MerchantSite } from '../support/merchant-site';
import { staticSite } from '../support/static-site';

const Paystack = require('paystack-api');

// The drop-in for the npm package @paystack/inline-js (clients/inline-js), in a merchant's React app
// built with Vite and the alias docs/guide.md gives (test/fixtures/inline-vite-app), in Chromium at
// 360 px, driven with the keyboard; and the same module as Kobo serves it (/inline-js/index.mjs).

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let shop: { url: string; close(): Promise<void> };
let merchant: MerchantSite;
let outDir: string;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Vite Shop');
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-inline-vite-'));
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', path.join(__dirname, '..', 'fixtures', 'inline-vite-app'), '--outDir', outDir], {
    env: { ...process.env, VITE_KOBO_URL: server.url },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`vite build failed: ${built.stderr}${built.stdout}`);
  shop = await staticSite(outDir);
  merchant = await merchantSite();
  browser = await launchChromium();
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await merchant?.close();
  await server?.stop();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

function sdk() {
  const paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;
  return paystack;
}

async function openShop(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${shop.url}/?key=${m.test.public_key}&email=vite@example.com`);
  return page;
}

interface Entry {
  name: string;
  arg: any;
}
const callbacks = (page: Page): Promise<Entry[]> => page.$$eval('#log li', (items) => items.map((li) => JSON.parse(li.textContent ?? '{}')));
async function waitForCallback(page: Page, name: string, count = 1): Promise<Entry> {
  await page.waitForFunction(([n, c]) => document.querySelectorAll(`#log li[data-name="${n}"]`).length >= Number(c), [name, count] as const);
  return (await callbacks(page)).filter((e) => e.name === name)[count - 1]!;
}
const overlayFrame = async (page: Page): Promise<Frame> => (await (await page.waitForSelector('iframe[title=Payment] >> visible=true')).contentFrame())!;
const focusedId = (frame: Frame) => frame.evaluate(() => document.activeElement?.id ?? '');

// Tab from wherever the focus is until it reaches the element `id`, as a keyboard user would.
async function tabTo(page: Page, frame: Frame, id: string) {
  for (let i = 0; i < 30 && (await focusedId(frame)) !== id; i++) await page.keyboard.press('Tab');
  expect(await focusedId(frame)).toBe(id);
}

describe('@paystack/inline-js aliased to Kobo in a Vite app', () => {
  it('pays with the keyboard at 360 px: onLoad, onSuccess with Paystack’s fields, the payment verified over REST, focus back on the button', async () => {
    const page = await openShop();
    try {
      const pay = page.getByRole('button', { name: 'Pay NGN 50' });
      await pay.focus();
      await page.keyboard.press('Enter');
      const load = await waitForCallback(page, 'load');
      expect(load.arg).toMatchObject({ id: expect.any(Number), accessCode: expect.stringMatching(/^[a-z0-9]+$/), customer: { email: 'vite@example.com' } });
      expect(load.arg.customer.customer_code).toMatch(/^CUS_/);
      expect(await page.evaluate(() => (window as any).shop.popup.isLoaded())).toBe(true);
      // A modal: the page behind is out of reach of Tab while the checkout is open.
      expect(await page.evaluate(() => (document.getElementById('root') as HTMLElement & { inert: boolean }).inert)).toBe(true);

      const frame = await overlayFrame(page);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(frame as unknown as Page)).toEqual([]);
      await screenshot(page, 'kobo-inline-js-vite-360.png');

      // The focus moved into the checkout: Tab reaches the card fields without a mouse.
      await tabTo(page, frame, 'card_number');
      await page.keyboard.type(CARDS.success.number);
      await page.keyboard.press('Tab');
      await page.keyboard.type('1230');
      await page.keyboard.press('Tab');
      await page.keyboard.type(CARDS.success.cvv);
      await page.keyboard.press('Enter');

      const success = await waitForCallback(page, 'success');
      expect(success.arg).toEqual({
        id: load.arg.id,
        reference: expect.any(String),
        trxref: success.arg.reference,
        trans: String(load.arg.id),
        transaction: String(load.arg.id),
        status: 'success',
        message: 'Approved',
      });
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.evaluate(() => (document.getElementById('root') as HTMLElement & { inert: boolean }).inert)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pay NGN 50');
      expect(await page.evaluate(() => (window as any).shop.popup.isLoaded())).toBe(false);
      expect(await page.evaluate(() => (window as any).shop.last.getStatus().status)).toBe('success');

      const verified = await sdk().transaction.verify({ reference: success.arg.reference });
      expect(verified.data).toMatchObject({
        id: load.arg.id,
        status: 'success',
        amount: 5000,
        currency: 'NGN',
        channel: 'card',
        metadata: { cart: 'c-1' },
        customer: { email: 'vite@example.com' },
      });
      expect((await callbacks(page)).map((e) => e.name)).toEqual(['load', 'success']);
    } finally {
      await page.context().close();
    }
  });

  it('cancel calls onCancel: the checkout’s own cancel, cancelTransaction(transaction) and cancelTransaction(id)', async () => {
    const page = await openShop();
    try {
      // The payer cancels on the checkout page, with the keyboard.
      await page.getByRole('button', { name: 'Pay NGN 50' }).click();
      await waitForCallback(page, 'load');
      const frame = await overlayFrame(page);
      await tabTo(page, frame, 'card_number');
      const cancelButton = frame.getByRole('button', { name: 'Cancel payment' });
      await cancelButton.focus();
      await page.keyboard.press('Enter');
      expect((await waitForCallback(page, 'cancel')).arg).toBeNull();
      expect(await page.locator('iframe').count()).toBe(0);
      const first = await page.evaluate(() => (window as any).shop.last.getStatus());
      expect(first.status).toBe('cancelled');
      expect((await sdk().transaction.verify({ reference: first.reference })).data.status).toBe('abandoned');

      // The merchant's code closes it, by the transaction object; the transaction can be resumed.
      await page.getByRole('button', { name: 'Pay NGN 50' }).click();
      await waitForCallback(page, 'load', 2);
      await page.evaluate(() => (window as any).shop.popup.cancelTransaction((window as any).shop.last));
      await waitForCallback(page, 'cancel', 2);
      expect(await page.locator('iframe').count()).toBe(0);
      const second = await page.evaluate(() => (window as any).shop.last.getStatus());
      expect(second).toMatchObject({ status: 'cancelled', accessCode: expect.any(String) });

      // … and by its id, before the checkout even finished loading.
      await page.getByRole('button', { name: 'Pay NGN 50' }).click();
      await page.evaluate(() => (window as any).shop.popup.cancelTransaction((window as any).shop.last.id));
      await waitForCallback(page, 'cancel', 3);
      expect(await page.locator('iframe').count()).toBe(0);

      // The second transaction, closed by the merchant's code, is still open for payment.
      await page.evaluate(
        (code) => (window as any).shop.popup.resumeTransaction(code, { onSuccess: (t: { reference: string }) => (document.title = `resumed:${t.reference}`) }),
        second.accessCode,
      );
      const resumed = await overlayFrame(page);
      await resumed.getByLabel('Card number').fill(CARDS.success.number);
      await resumed.getByLabel('Expiry (MM/YY)').fill('12/30');
      await resumed.getByLabel('CVV').fill(CARDS.success.cvv);
      await resumed.getByRole('button', { name: /^Pay / }).click();
      await page.waitForFunction((t) => document.title === t, `resumed:${second.reference}`);
      expect((await sdk().transaction.verify({ reference: second.reference })).data).toMatchObject({ status: 'success', amount: 5000 });
    } finally {
      await page.context().close();
    }
  });

  it('preloadTransaction loads the checkout out of sight (isLoaded turns true, no onLoad yet); its function shows it', async () => {
    const page = await openShop();
    try {
      expect(await page.evaluate(() => (window as any).shop.popup.isLoaded())).toBe(false);
      await page.getByRole('button', { name: 'Get ready to pay NGN 60' }).click();
      await page.waitForFunction(() => (window as any).shop.popup.isLoaded() === true);
      expect(await page.locator('iframe[title=Payment]').isVisible()).toBe(false);
      expect(await callbacks(page)).toEqual([]);

      await page.getByRole('button', { name: 'Pay NGN 60 now' }).click();
      await page.locator('iframe[title=Payment]').waitFor({ state: 'visible' });
      const load = await waitForCallback(page, 'load');
      const frame = await overlayFrame(page);
      await frame.getByLabel('Card number').fill(CARDS.success.number);
      await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
      await frame.getByLabel('CVV').fill(CARDS.success.cvv);
      await frame.getByRole('button', { name: /^Pay / }).click();
      const success = await waitForCallback(page, 'success');
      expect(success.arg.id).toBe(load.arg.id);
      expect((await sdk().transaction.verify({ reference: success.arg.reference })).data).toMatchObject({ status: 'success', amount: 6000 });
    } finally {
      await page.context().close();
    }
  });

  it('paymentRequest draws the (test mode) Apple Pay button, which opens the checkout, as does the merchant’s own button; a wrong key calls onError', async () => {
    const page = await openShop();
    try {
      await page.getByRole('button', { name: 'Show wallet' }).click();
      expect((await waitForCallback(page, 'mount')).arg).toEqual({ applePay: true });
      await screenshot(page, 'kobo-inline-js-wallet-360.png');
      expect(await axeViolations(page, '#wallet')).toEqual([]);
      const wallet = page.locator('#wallet').getByRole('button', { name: /Apple Pay/ });
      await wallet.focus();
      await page.keyboard.press('Enter');
      await waitForCallback(page, 'load');
      const frame = await overlayFrame(page);
      expect(await frame.locator('[data-testid=amount]').textContent()).toBe('NGN 70.00');
      // The overlay's close button, by keyboard from the page.
      await page.getByRole('button', { name: 'Close payment' }).focus();
      await page.keyboard.press('Enter');
      await waitForCallback(page, 'cancel');
      expect(await page.locator('iframe').count()).toBe(0);

      // The merchant's own button (loadPaystackCheckoutButton) opens the same transaction again.
      await page.getByRole('button', { name: 'Other ways to pay' }).click();
      const load = await waitForCallback(page, 'load', 2);
      expect(load.arg.accessCode).toBe((await waitForCallback(page, 'load')).arg.accessCode);
      const again = await overlayFrame(page);
      await again.getByLabel('Card number').fill(CARDS.success.number);
      await again.getByLabel('Expiry (MM/YY)').fill('12/30');
      await again.getByLabel('CVV').fill(CARDS.success.cvv);
      await again.getByRole('button', { name: /^Pay / }).click();
      const success = await waitForCallback(page, 'success');
      expect(success.arg.id).toBe(load.arg.id);
      expect((await sdk().transaction.verify({ reference: success.arg.reference })).data).toMatchObject({ status: 'success', amount: 7000 });

      await page.getByRole('button', { name: 'Pay with a wrong key' }).click();
      expect((await waitForCallback(page, 'error')).arg).toEqual({ message: 'Invalid key' });
      expect(await page.locator('iframe').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe('the module Kobo serves at /inline-js/index.mjs', () => {
  it('imports from another origin with no configuration and opens Kobo’s checkout; a live key gets no wallet button', async () => {
    merchant.shop = `<!doctype html><title>shop</title><div id="wallet"></div>
      <script type="module">
        import PaystackPop from '${server.url}/inline-js/index.mjs';
        window.PaystackPopModule = PaystackPop;
        window.popup = new PaystackPop();
        window.ready = true;
      </script>`;
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${merchant.url}/shop`);
      await page.waitForFunction(() => (window as any).ready === true);
      const mounted = await page.evaluate(
        (key) =>
          new Promise((resolve) =>
            (window as any).popup.paymentRequest({ key, email: 'live@example.com', amount: 100, container: 'wallet', onElementsMount: resolve }),
          ),
        m.live.public_key,
      );
      expect(mounted).toBeNull();
      expect(await page.locator('#wallet button').count()).toBe(0);

      const tx = await page.evaluate(
        (key) =>
          (window as any).popup.checkout({
            key,
            email: 'module@example.com',
            amount: 4400,
            onSuccess: (t: { reference: string }) => (document.title = `paid:${t.reference}`),
          }),
        m.test.public_key,
      );
      expect(tx).toMatchObject({ status: 'pending', accessCode: expect.any(String), reference: expect.any(String) });
      expect(await page.locator('iframe[title=Payment]').getAttribute('src')).toBe(`${server.url}/checkout/${tx.accessCode}?embed=1`);
      const frame = await overlayFrame(page);
      await frame.getByLabel('Card number').fill(CARDS.success.number);
      await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
      await frame.getByLabel('CVV').fill(CARDS.success.cvv);
      await frame.getByRole('button', { name: /^Pay / }).click();
      await page.waitForFunction((t) => document.title === t, `paid:${tx.reference}`);
      expect((await sdk().transaction.verify({ reference: tx.reference })).data).toMatchObject({ status: 'success', amount: 4400 });

      // v1 on the same module: setup(…).openIframe(), closed by the payer → onClose.
      await page.evaluate(
        (key) =>
          (window as any).PaystackPopModule.setup({
            key,
            email: 'v1@example.com',
            amount: 900,
            callback: () => {},
            onClose: () => (document.title = 'v1 closed'),
          }).openIframe(),
        m.test.public_key,
      );
      await (await overlayFrame(page)).getByLabel('Card number').waitFor();
      await page.getByRole('button', { name: 'Close payment' }).click();
      await page.waitForFunction(() => document.title === 'v1 closed');
      expect(await page.locator('iframe').count()).toBe(0);

      // A spent access code: the page says why, and onError says it too.
      await page.evaluate(
        (code) => (window as any).popup.resumeTransaction(code, { onError: (e: { message: string }) => (document.title = `error:${e.message}`) }),
        tx.accessCode,
      );
      await page.waitForFunction(() => document.title.startsWith('error:'));
      expect(await page.title()).toBe(`error:The payment with reference ${tx.reference} is complete. Ask the merchant for a new link to pay again.`);
    } finally {
      await page.context().close();
    }
  });
});
