import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll, screenshot } from '../support/browser';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { merchantSite, type MerchantSite } from '../support/merchant-site';

// What the payer sees on the hosted checkout (issue 23, item 10): the merchant named, the test
// instruments listed in test mode with a one-click fill, one channel at a time (with and without
// JavaScript), a way back after success; keyboard-usable and axe-clean at 360 px and on a desktop.

jest.setTimeout(120_000);

const BUSINESS = 'Adé & Sons <Garden> Shop';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let merchant: MerchantSite;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration(BUSINESS);
  merchant = await merchantSite();
  browser = await launchChromium();
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(async () => {
  await browser?.close();
  await merchant?.close();
  await server?.stop();
});

async function initialize(body: Record<string, unknown> = {}, api = m.api) {
  const res = await api.post('/transaction/initialize', { amount: 250000, email: 'payer@example.com', callback_url: `${merchant.url}/callback`, ...body });
  expect(res.status).toBe(200);
  const { authorization_url, reference } = res.body.data as { authorization_url: string; reference: string };
  const path = new URL(authorization_url).pathname;
  return { url: `${server.url}${path}`, path, accessCode: path.split('/').pop()!, reference };
}

const verify = async (reference: string, api = m.api) => (await api.get(`/transaction/verify/${reference}`)).body.data;

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function withPage(options: BrowserContextOptions, work: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage(options);
  try {
    await work(page);
  } finally {
    await page.context().close();
  }
}

// Keyboard only: Tab (or Shift+Tab) until the focused element's text matches, as a payer would.
async function tabTo(page: Page, name: string | RegExp, back = false): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const text = await page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());
    if (typeof name === 'string' ? text === name : name.test(text)) return;
  }
  throw new Error(`no focusable element named ${String(name)}`);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const visibleIds = (page: Page, ids: string[]) =>
  Promise.all(ids.map(async (id) => ((await page.locator(`#${id}`).isVisible()) ? id : null))).then((l) => l.filter(Boolean));

describe('the merchant', () => {
  it("the checkout names the integration's business, escaped", async () => {
    const tx = await initialize();
    const html = await (await fetch(tx.url)).text();
    expect(html).toContain('Adé &amp; Sons &lt;Garden&gt; Shop');
    expect(html).not.toContain('<Garden>');
    await withPage({}, async (page) => {
      await page.goto(tx.url);
      await expect(page.getByTestId('business').textContent()).resolves.toBe(BUSINESS);
    });
  });
});

describe('test mode', () => {
  it('lists the documented test cards and the test bank account; a live payment shows none of them', async () => {
    const tx = await initialize({ channels: ['card', 'bank'] });
    await withPage({}, async (page) => {
      await page.goto(tx.url);
      const cards = page.getByTestId('test-cards');
      for (const [label, number] of [
        ['Success, no validation', '4084 0840 8408 4081'],
        ['PIN validation', '5078 5078 5078 5078 12'],
        ['PIN + OTP', '5060 6666 6666 6666 666'],
        ['PIN + phone + OTP', '5078 5078 5078 5078 04'],
        ['Declined', '4084 0800 0000 5408'],
        ['Insufficient funds', '4084 0800 0067 0037'],
      ]) {
        const row = cards.getByRole('listitem').filter({ hasText: label! }).first();
        await expect(row.textContent()).resolves.toContain(number);
        expect(await row.getByRole('button', { name: `Use the ${label} card` }).isVisible()).toBe(true);
      }
      await expect(cards.getByRole('listitem').filter({ hasText: 'Insufficient funds' }).locator('[data-outcome]').textContent()).resolves.toBe(
        'Insufficient Funds',
      );
      await page.getByRole('tab', { name: 'Bank' }).click();
      await expect(page.getByTestId('test-bank').textContent()).resolves.toMatch(/057.*0000000000.*any birthday.*OTP 123456/s);
    });
    // Without JavaScript the numbers are text to type, and no button that would do nothing is shown.
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto(tx.url);
      await expect(page.getByTestId('test-cards').textContent()).resolves.toContain('5078 5078 5078 5078 12');
      expect(await page.getByRole('button', { name: /^Use the/ }).count()).toBe(0);
    });

    const live = await initialize({}, m.live_api);
    const html = await (await fetch(live.url)).text();
    expect(html).toContain('data-testid="amount"');
    for (const text of ['test-cards', 'test-bank', 'Test mode', '4084084084084081', '4084 0840 8408 4081', '0000000000']) expect(html).not.toContain(text);
  });

  it('every listed card and the bank account end as the page says, with the values the page gives for each step', async () => {
    const post = (path: string, form: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
    const listed = await (await fetch((await initialize()).url)).text();
    const rows = [...listed.matchAll(/<li data-card="([a-z_]+)">([\s\S]*?)<\/li>/g)].map(([, key, row]) => ({
      key: key!,
      outcome: /data-outcome>([^<]+)</.exec(row!)![1]!.trim(),
      form: { action: 'pay_card', card_number: attr(row!, 'data-number')!, card_cvv: attr(row!, 'data-cvv')!, card_expiry: attr(row!, 'data-expiry')! },
    }));
    expect(rows.map((r) => r.key)).toEqual([
      'success',
      'pin',
      'pin_otp',
      'pin_phone_otp',
      'address',
      'bank_auth',
      'declined',
      'insufficient',
      'limited_balance',
    ]);
    expect(listed).toContain('up to NGN 1,000');
    const bankRow = /data-fill="bank" data-bank="(\d+)" data-account="(\d+)"/.exec(listed)!;
    rows.push({ key: 'bank', outcome: 'Success', form: { action: 'pay_bank', bank_code: bankRow[1]!, account_number: bankRow[2]! } as never });

    for (const row of rows) {
      // The limited-balance card pays what it holds (NGN 1,000); the default amount is more.
      const tx = await initialize(row.key === 'limited_balance' ? { amount: 100000 } : {});
      let res = await post(tx.path, row.form);
      // Follow the page: each step shows the test value it accepts.
      for (let i = 0; i < 5 && res.status === 303 && res.headers.get('location') === tx.path; i++) {
        const html = await (await fetch(tx.url)).text();
        const step = /data-fill="step" data-target="(\w+)" data-value="([^"]+)"/.exec(html);
        if (step) res = await post(tx.path, { action: step[1]!, [step[1]!]: step[2]! });
        else if (html.includes('data-testid="bank-auth-link"')) res = await post(`/checkout/bank-auth/${tx.accessCode}`, { action: 'approve' });
        else break;
      }
      const data = await verify(tx.reference);
      expect({ card: row.key, status: data.status, said: data.gateway_response }).toEqual({
        card: row.key,
        status: row.outcome === 'Success' ? 'success' : 'failed',
        said: row.outcome === 'Success' ? expect.any(String) : row.outcome,
      });
    }
  });

  it('keyboard only: fill the PIN card, pay, fill the PIN, authorize; fill the declined card and see it declined', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      const tx = await initialize();
      await page.goto(tx.url);
      await tabTo(page, 'Use the PIN validation card');
      await page.keyboard.press('Enter');
      expect(await focusedId(page)).toBe('pay-card');
      await expect(page.getByLabel('Card number').inputValue()).resolves.toBe('5078 5078 5078 5078 12');
      await page.keyboard.press('Enter');
      await page.getByLabel(/PIN/).waitFor();
      expect(await focusedId(page)).toBe('pin');
      await tabTo(page, 'Fill in the test PIN');
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(/PIN/).inputValue()).resolves.toBe('1111');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
      expect((await verify(tx.reference)).status).toBe('success');

      const declined = await initialize();
      await page.goto(declined.url);
      await tabTo(page, 'Use the Declined card');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').textContent()).resolves.toContain('Declined');
      expect((await verify(declined.reference)).status).toBe('failed');
      // The failure leaves the card form ready for another card.
      expect(await page.getByLabel('Card number').isVisible()).toBe(true);
    });
  });
});

describe('one channel at a time', () => {
  const forms = ['card_number', 'account_number', 'ussd_type', 'pay-qr', 'pay-transfer', 'pay-apple-pay'];

  it('with JavaScript: tabs switch in place, by click or by arrow keys, and the keyboard pays by bank', async () => {
    const tx = await initialize();
    await withPage({}, async (page) => {
      await page.goto(tx.url);
      const tabs = page.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['Card', 'Bank', 'USSD', 'QR', 'Transfer', 'Apple Pay']);
      expect(await visibleIds(page, forms)).toEqual(['card_number']);
      await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Card');

      await page.getByRole('tab', { name: 'USSD' }).click();
      expect(await visibleIds(page, forms)).toEqual(['ussd_type']);
      expect(page.url()).toBe(`${tx.url}?channel=ussd`);

      // Keyboard: into the tab list, arrows move and show, Tab goes on into the panel.
      await page.goto(tx.url);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Card');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Bank');
      expect(await visibleIds(page, forms)).toEqual(['account_number']);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      // The arrows wrap: an NGN payment's last tab is Apple Pay (test mode).
      expect(await visibleIds(page, forms)).toEqual(['pay-apple-pay']);
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      expect(await visibleIds(page, forms)).toEqual(['account_number']);
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('bank_code');
      await page.keyboard.type('Zenith');
      await page.keyboard.press('Tab');
      await page.keyboard.type('0000000000');
      await page.keyboard.press('Enter');
      await page.getByLabel(/birthday|birth/i).waitFor();
      expect((await verify(tx.reference)).channel).toBe('bank');
    });
  });

  it('without JavaScript: links show one channel each, and a bank payment goes through', async () => {
    const tx = await initialize();
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto(tx.url);
      expect(await visibleIds(page, forms)).toEqual(['card_number']);
      const nav = page.getByRole('navigation', { name: 'Payment method' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Card', 'Bank', 'USSD', 'QR', 'Transfer', 'Apple Pay']);
      expect(await nav.getByRole('link', { name: 'Card' }).getAttribute('aria-current')).toBe('page');
      await nav.getByRole('link', { name: 'USSD' }).click();
      await page.waitForURL('**?channel=ussd');
      expect(await visibleIds(page, forms)).toEqual(['ussd_type']);
      await nav.getByRole('link', { name: 'Bank' }).click();
      await page.waitForURL('**?channel=bank');
      expect(await visibleIds(page, forms)).toEqual(['account_number']);
      // Bad input keeps the payer on the channel they used.
      await page.getByLabel('Your bank', { exact: true }).selectOption('057');
      await page.getByLabel('Account number').fill('1234567890');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain('not a test bank account');
      expect(await visibleIds(page, forms)).toEqual(['account_number']);
      await page.getByLabel('Your bank', { exact: true }).selectOption('057');
      await page.getByLabel('Account number').fill('0000000000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel(/birth/i).fill('1990-04-01');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel(/OTP/).fill('123456');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.getByRole('button', { name: 'Authorize' }).click()]);
      expect((await verify(tx.reference)).status).toBe('success');
    });
  });

  it('offers only the channels the payment allows; with one there is no selector', async () => {
    const one = await initialize({ channels: ['bank'] });
    await withPage({}, async (page) => {
      await page.goto(one.url);
      expect(await page.getByRole('tab').count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(await visibleIds(page, forms)).toEqual(['account_number']);
      const two = await initialize({ channels: ['ussd', 'card'] });
      await page.goto(`${two.url}?channel=bank`);
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Card', 'USSD']);
      expect(await visibleIds(page, forms)).toEqual(['card_number']);
    });
  });
});

describe('after success', () => {
  it('without a callback URL: a receipt with amount and reference, and a way back to where the payer came from', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const tx = await initialize({ callback_url: undefined, amount: 123456 });
      merchant.shop = `<!doctype html><title>shop</title><a href="${tx.url}">Pay for your order</a>`;
      await withPage({ javaScriptEnabled, viewport: javaScriptEnabled ? DESKTOP : PHONE }, async (page) => {
        await page.goto(`${merchant.url}/shop`);
        await Promise.all([page.waitForURL(tx.url), page.getByRole('link', { name: 'Pay for your order' }).click()]);
        await page.getByLabel('Card number').fill(CARDS.pin.number);
        await page.getByLabel('Expiry (MM/YY)').fill('12/30');
        await page.getByLabel('CVV').fill(CARDS.pin.cvv);
        await page.getByRole('button', { name: /^Pay / }).click();
        await page.getByLabel(/PIN/).fill('1111');
        await page.getByRole('button', { name: 'Authorize' }).click();
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Payment successful');
        await expect(page.getByTestId('business').textContent()).resolves.toBe(BUSINESS);
        await expect(page.getByTestId('amount').textContent()).resolves.toBe('NGN 1,234.56');
        await expect(page.getByTestId('reference').textContent()).resolves.toBe(tx.reference);
        await screenshot(page, `kobo-checkout-receipt-back-${javaScriptEnabled ? 'desktop' : '360-nojs'}.png`, { fullPage: true });
        const back = page.getByRole('link', { name: `Back to ${new URL(merchant.url).host}` });
        await Promise.all([page.waitForURL(`${merchant.url}/`), back.click()]);
        await expect(page.locator('#merchant').textContent()).resolves.toBe('Merchant /');
      });
    }
  });

  it("names the merchant's site when it is known (metadata.cancel_action); none when nothing is known", async () => {
    const known = await initialize({ callback_url: undefined, metadata: { cancel_action: `${merchant.url}/orders/7/cancel` } });
    await withPage({}, async (page) => {
      await page.goto(known.url);
      await page.getByRole('button', { name: 'Use the Success, no validation card' }).click();
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('link', { name: `Back to ${BUSINESS}` }).getAttribute('href')).resolves.toBe(`${merchant.url}/`);

      const unknown = await initialize({ callback_url: undefined });
      await page.goto(unknown.url);
      await page.getByRole('button', { name: 'Use the Success, no validation card' }).click();
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Payment successful');
      expect(await page.getByRole('link').count()).toBe(0);
      await expect(page.getByTestId('reference').textContent()).resolves.toBe(unknown.reference);
    });
  });
});

describe('accessibility', () => {
  it('axe-clean and no sideways scroll at 360 px and on a desktop: every channel, a step, a failure, the receipt (screenshots in the OS temp directory)', async () => {
    for (const [size, viewport] of [
      ['360', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await withPage({ viewport, bypassCSP: true }, async (page) => {
        const check = async (what: string) => {
          expect({ what, size, violations: await axeViolations(page) }).toEqual({ what, size, violations: [] });
          expect({ what, size, fits: await noHorizontalScroll(page) }).toEqual({ what, size, fits: true });
          await screenshot(page, `kobo-checkout-${what}-${size}.png`, { fullPage: true });
        };
        const tx = await initialize({ callback_url: undefined });
        await page.goto(tx.url);
        await check('card');
        await page.getByRole('tab', { name: 'Bank' }).click();
        await check('bank');
        await page.getByRole('tab', { name: 'USSD' }).click();
        await check('ussd');
        await page.getByRole('tab', { name: 'Card' }).click();
        await page.getByRole('button', { name: 'Use the Declined card' }).click();
        await page.keyboard.press('Enter');
        await page.getByRole('alert').waitFor();
        await check('declined');
        await page.getByRole('button', { name: 'Use the PIN + OTP card' }).click();
        await page.keyboard.press('Enter');
        await page.getByLabel(/PIN/).waitFor();
        await check('pin');
        await page.getByRole('button', { name: 'Fill in the test PIN' }).click();
        await page.keyboard.press('Enter');
        await page.getByLabel(/OTP/).waitFor();
        await page.getByRole('button', { name: 'Fill in the test OTP' }).click();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
        await check('receipt');
      });
      // The selector as links, as a browser without JavaScript has it (checkout.js not loaded, so
      // that axe can still run).
      await withPage({ viewport, bypassCSP: true }, async (page) => {
        await page.route('**/checkout/assets/checkout.js', (route) => route.abort());
        const tx = await initialize();
        await page.goto(`${tx.url}?channel=bank`);
        expect(await page.getByRole('tab').count()).toBe(0);
        expect({ size, violations: await axeViolations(page) }).toEqual({ size, violations: [] });
        await screenshot(page, `kobo-checkout-nojs-bank-${size}.png`, { fullPage: true });
      });
    }
  });
});
