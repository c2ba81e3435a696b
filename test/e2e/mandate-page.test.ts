import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll, screenshot } from '../support/browser';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// The hosted direct debit mandate page in Chromium, as a customer uses it: keyboard only, at 360 px,
// axe-clean, with the bank's refusal shown on the page.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Lagos Gym');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function mandate(body: Record<string, unknown> = {}): Promise<{ path: string; reference: string }> {
  const res = await m.api.post('/customer/authorization/initialize', {
    email: `page${Math.random()}@example.com`,
    channel: 'direct_debit',
    callback_url: 'https://gym.example/done',
    ...body,
  });
  expect(res.status).toBe(200);
  return { path: new URL(res.body.data.redirect_url).pathname, reference: res.body.data.reference };
}

async function newPage(width = 360): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 740 }, bypassCSP: true })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

it('a customer signs with the keyboard alone at 360 px; a refused account is explained on the page; axe finds nothing', async () => {
  const { path, reference } = await mandate();
  const page = await newPage();
  await page.goto(server.url + path);
  await screenshot(page, 'kobo-mandate-page.png', { fullPage: true });
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Allow Lagos Gym to debit your account');
  expect(await axeViolations(page)).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);

  // Tab to the bank list, choose with the keyboard, type a number the bank does not know.
  // The bank list is the first thing Tab reaches.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('bank_code');
  await page.keyboard.type('Guaranty');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9999999999');
  await Promise.all([page.waitForLoadState('load'), page.keyboard.press('Enter')]);
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toBe('Could not resolve account name. Check parameters or try again.');
  expect(await page.locator('#bank_code').inputValue()).toBe('058');
  expect(await axeViolations(page)).toEqual([]);

  await page.locator('#account_number').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0022728151');
  await Promise.all([page.waitForURL(`**${path}`), page.keyboard.press('Enter')]);
  await page.getByRole('status').waitFor();
  expect(await page.getByRole('status').textContent()).toContain('Guaranty Trust Bank is confirming the mandate on account ending 8151');
  expect(await page.getByRole('link', { name: 'Back to Lagos Gym' }).getAttribute('href')).toBe(`https://gym.example/done?reference=${reference}`);
  expect(await axeViolations(page)).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
  expect((await m.api.get(`/customer/authorization/verify/${reference}`)).body.data).toMatchObject({ bank: 'Guaranty Trust Bank', active: false });
});

it("shows the merchant's chosen account instead of asking for one", async () => {
  const { path } = await mandate({ account: { number: '0123456789', bank_code: '044' } });
  const page = await newPage(1280);
  await page.goto(server.url + path);
  expect(await page.getByTestId('account').textContent()).toBe('Access Bank, account 0123456789');
  expect(await page.locator('#account_number').count()).toBe(0);
  await Promise.all([page.waitForURL(`**${path}`), page.getByRole('button', { name: 'Authorize the mandate' }).click()]);
  expect(await page.getByRole('status').textContent()).toContain('account ending 6789');
  expect(await axeViolations(page)).toEqual([]);
});
