import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, noHorizontalScroll } from '../support/browser';
import { axeClean, dashboardPage, open, problemsOf, signIn, tabTo } from '../support/dashboard';
import { CARDS } from '../support/payments';
import { startReceiver, type Receiver } from '../support/receiver';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The operator dashboard at /dashboard (issue 27), driven in headless Chromium against a fresh
// server: sign in with the key, watch a checkout payment appear live, read its timeline, break and
// fix the webhook URL and replay the failed delivery (by keyboard), check every page with axe at
// desktop and phone widths, and rotate the keys (which signs the operator out).

jest.setTimeout(180_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let hook: Receiver;
let page: Page;
const shots = process.env.KOBO_SCREENSHOTS;

beforeAll(async () => {
  server = await startServer({ KOBO_WEBHOOK_TIMEOUT_MS: '3000' });
  m = await server.newIntegration('Dashboard Shop');
  hook = await startReceiver();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await hook?.close();
  await server?.stop();
});

function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

it('serves the app at /dashboard with a strict CSP, and its assets', async () => {
  const res = await fetch(`${server.url}/dashboard`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await res.text();
  const script = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const js = await fetch(`${server.url}${script}`);
  expect(js.status).toBe(200);
  expect(js.headers.get('content-type')).toMatch(/javascript/);
  expect((await fetch(`${server.url}/dashboard/assets/nope.js`)).status).not.toBe(200);
  // Compressed where the browser takes it (fetch would decode on its own, so the raw bytes are read).
  const raw = await rawGet(`${server.url}${script}`, '');
  expect(raw.headers['content-encoding']).toBeUndefined();
  expect(raw.body.length).toBeGreaterThan(100_000);
  const br = await rawGet(`${server.url}${script}`, 'gzip, deflate, br');
  expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i) });
  expect(brotliDecompressSync(br.body).equals(raw.body)).toBe(true);
  expect(br.body.length).toBeLessThan(raw.body.length / 3);
  const gz = await rawGet(`${server.url}${script}`, 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).equals(raw.body)).toBe(true);

  // Under that CSP (not bypassed here), the app signs in and loads its data without an error.
  const strict = await dashboardPage(browser, server.url, { bypassCSP: false });
  await signIn(strict, m.test.secret_key);
  await strict.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await strict.getByText('Recent failures').waitFor();
  expect(problemsOf(strict)).toEqual([]);
  await strict.context().close();
});

it('keyboard only: signs in with the secret key, test mode always shown; a wrong key is refused in words', async () => {
  page = await dashboardPage(browser, server.url);
  // The key field has the focus on arrival.
  await page.keyboard.type('sk_test_notakey000000000000000000000000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').textContent()).resolves.toMatch(/key/i);
  await page.getByLabel('Secret key').fill('');
  await page.getByLabel('Secret key').focus();
  await page.keyboard.type(m.test.secret_key);
  await tabTo(page, 'Sign in');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  await expect(page.locator('.top .mode').textContent()).resolves.toBe('Test mode');
  // The refused key's 401 was expected; from here on the console stays clean.
  problemsOf(page);
  // Held in this tab's sessionStorage only.
  expect(await page.evaluate(() => [sessionStorage.length, localStorage.length, document.cookie])).toEqual([1, 0, '']);
  expect(await axeClean(page)).toEqual([]);
});

it('shows a payment made through the checkout in another tab as it happens, without a reload', async () => {
  await open(page, '#/transactions', 'Transactions');
  await page.getByText(/No transactions yet/).waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Date.now()));

  const init = await m.api.post('/transaction/initialize', { amount: 250000, email: 'ada@example.com' });
  const { authorization_url, reference } = init.body.data;
  const checkout = await (await browser.newContext()).newPage();
  await checkout.goto(`${server.url}${new URL(authorization_url).pathname}`);
  await checkout.getByRole('button', { name: 'Use the Success, no validation card' }).click();
  await checkout.locator('#pay-card').click();

  const row = page.getByRole('row').filter({ hasText: reference });
  await row.waitFor();
  await expect(row.textContent()).resolves.toContain('success');
  await expect(row.textContent()).resolves.toContain('₦2,500.00');
  // Same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
  await checkout.context().close();

  // Its detail: timeline, customer, authorization.
  await row.getByRole('link', { name: reference }).click();
  await page.getByRole('heading', { level: 1, name: `Transaction ${reference}` }).waitFor();
  const timeline = page.getByRole('list').filter({ has: page.getByText('Created', { exact: true }) });
  await timeline.getByText('Event charge.success').waitFor();
  await expect(page.getByText('ada@example.com').first().isVisible()).resolves.toBe(true);
  await expect(page.getByText(/4084.*4081/).isVisible()).resolves.toBe(true);
  expect(await axeClean(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/dashboard-transaction-1280.png`, fullPage: true });

  // A partial refund from the page, typed in naira; a bad amount is refused in words first.
  await page.getByLabel('Amount to refund (NGN)').fill('5,00');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'Enter an amount in NGN' }).waitFor();
  await page.getByLabel('Amount to refund (NGN)').fill('500');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByText(/Refund of ₦500\.00 created/).waitFor();
  await page.getByRole('table', { name: 'Refunds of this transaction' }).getByText('₦500.00').waitFor();
  expect((await m.api.get(`/refund?reference=${reference}`)).body.data[0]).toMatchObject({ amount: 50000 });
});

it('webhooks: a broken URL fails a delivery, the fixed one takes the keyboard replay', async () => {
  // Break the URL: a receiver that answers 500.
  hook.respond(() => ({ status: 500, body: 'broken on purpose' }));
  await open(page, '#/settings', 'Settings');
  await page.getByLabel('Webhook URL').fill(hook.url);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Saved.').waitFor();

  await open(page, '#/webhooks', 'Webhooks');
  await page.getByText('Live', { exact: true }).waitFor();
  const paid = await m.api.post('/charge', { email: 'grace@example.com', amount: 120000, card: CARDS.success });
  expect(paid.body.data.status).toBe('success');
  // The event arrives live, and so does the failed attempt's outcome (webhookDeliveryUpdated).
  const item = page.locator('li.delivery').filter({ hasText: 'charge.success' }).first();
  await item.locator('.delivery-head').getByText('HTTP 500').waitFor();
  await expect(item.locator('.status').textContent()).resolves.toBe('pending');
  await item.getByText('Request and replies').click();
  await item.getByText('broken on purpose').waitFor();
  await item.getByText(/"reference"/).waitFor();
  if (shots) await page.screenshot({ path: `${shots}/dashboard-webhooks-open-1280.png`, fullPage: true });

  // Fix it, then replay by keyboard only.
  hook.respond(() => ({ status: 200, body: 'ok' }));
  const before = hook.received.length;
  await page.getByRole('heading', { level: 1, name: 'Webhooks' }).focus();
  await tabTo(page, /^Replay charge\.success/);
  await page.keyboard.press('Enter');
  await page.getByText(/Replayed 1: 1 delivered/).waitFor();
  expect(hook.received.length).toBeGreaterThan(before);
  expect(hook.received.at(-1)!.body.event).toBe('charge.success');
  expect(await axeClean(page)).toEqual([]);
});

it('every page is axe-clean at desktop and 360 px, and none scrolls sideways', async () => {
  const pages: Array<[string, string | RegExp]> = [
    ['#/', 'Overview'],
    ['#/transactions', 'Transactions'],
    ['#/customers', 'Customers'],
    ['#/subscriptions', 'Subscriptions and plans'],
    ['#/payment-requests', 'Payment requests and pages'],
    ['#/transfers', 'Transfers and recipients'],
    ['#/bulk-charges', 'Bulk charges'],
    ['#/refunds', 'Refunds'],
    ['#/settlements', 'Settlements'],
    ['#/disputes', 'Disputes'],
    ['#/webhooks', 'Webhooks'],
    ['#/clock', 'Test clock'],
    ['#/settings', 'Settings'],
  ];
  // Each page is one or two GraphQL requests over HTTP (live data comes over the websocket).
  let requests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql' && r.method() === 'POST') requests++;
  });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [hash, heading] of pages) {
      requests = 0;
      await open(page, hash, heading);
      const found = await axeClean(page);
      expect({ hash, requests: requests >= 1 && requests <= 2 }).toEqual({ hash, requests: true });
      expect({ hash, width, found }).toEqual({ hash, width, found: [] });
      expect({ hash, width, fits: await noHorizontalScroll(page) }).toEqual({ hash, width, fits: true });
      if (shots) await page.screenshot({ path: `${shots}/dashboard-${hash.replace(/\W/g, '') || 'overview'}-${width}.png`, fullPage: true });
    }
  }
  await open(page, '#/transactions', 'Transactions');
  await page.getByRole('row').nth(1).waitFor();
  // No polling: a page left open asks nothing more until something happens.
  requests = 0;
  await new Promise((r) => setTimeout(r, 2000));
  expect(requests).toBe(0);
  if (shots) await page.screenshot({ path: `${shots}/dashboard-transactions-360.png`, fullPage: true });
  // The menu opens from the button on a phone, and a group from its name (issue 42: the menu in groups).
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Developers' }).click();
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(problemsOf(page)).toEqual([]);
});

it("pages through transactions by cursor, filters them, and sets a customer's risk action", async () => {
  for (let i = 0; i < 21; i++) {
    const card = i === 0 ? CARDS.declined : CARDS.success;
    await m.api.post('/charge', { email: `page-${i}@example.com`, amount: 10000 + i * 100, card });
  }
  await open(page, '#/transactions', 'Transactions');
  await page.getByText('23 transactions', { exact: true }).waitFor();
  const firstPage = await page.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction((first) => document.querySelectorAll('tbody tr')[0]?.textContent !== first, firstPage);
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.waitForFunction((first) => document.querySelectorAll('tbody tr')[0]?.textContent === first, firstPage);
  // Failed only: the declined card, linked from the overview's recent failures too.
  await page.getByLabel('Status').selectOption('failed');
  await page.getByText('1 transaction', { exact: true }).waitFor();
  await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('page-0@example.com');
  await page.getByRole('row').nth(1).getByRole('link', { name: 'page-0@example.com' }).click();
  await page.getByRole('heading', { level: 1, name: /^Customer CUS_/ }).waitFor();
  await page.getByLabel('Risk action').selectOption('deny');
  await waitFor(async () => (await m.api.get('/customer/page-0@example.com')).body.data.risk_action === 'deny');
  expect(await axeClean(page)).toEqual([]);
});

it('a live key shows live mode, and no test clock', async () => {
  const live = await dashboardPage(browser, server.url);
  await signIn(live, m.live.secret_key);
  await expect(live.locator('.top .mode').textContent()).resolves.toBe('Live mode');
  await expect(live.getByRole('link', { name: 'Test clock' }).count()).resolves.toBe(0);
  await open(live, '#/transactions', 'Transactions');
  await live.getByText(/No transactions yet/).waitFor();
  await open(live, '#/clock', 'Test clock');
  await live.getByText(/Live mode has no test clock/).waitFor();
  await live.context().close();
});

it('rotating the keys signs the operator out and shows the new key once; the old key no longer signs in', async () => {
  await open(page, '#/settings', 'Settings');
  await page.getByRole('button', { name: 'Rotate keys…' }).click();
  await page.getByRole('button', { name: 'Yes, rotate the test keys' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'were rotated' });
  await notice.waitFor();
  const fresh = /sk_test_\w+/.exec((await notice.textContent())!)![0];
  expect(fresh).not.toBe(m.test.secret_key);
  await expect(page.getByLabel('Secret key').isVisible()).resolves.toBe(true);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect((await m.api.get('/transaction')).status).toBe(401);
  expect(await axeClean(page)).toEqual([]);

  await page.getByLabel('Secret key').fill(m.test.secret_key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').waitFor();
  await signIn(page, fresh);
  // Back where the operator was.
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await expect(page.locator('.top .mode').textContent()).resolves.toBe('Test mode');
  // Only the test keys changed.
  expect((await server.api(m.live.secret_key).get('/transaction')).status).toBe(200);
});
