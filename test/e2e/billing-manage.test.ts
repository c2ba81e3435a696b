import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { createPlan, payingCustomer } from '../support/billing';

// The subscription management page (GET /subscription/:code/manage/link) in a real browser: the
// customer swaps the subscription's card by paying a small amount with the new one.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Manage');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('swaps the card of a subscription from the manage page in headless Chromium', async () => {
  const plan = await createPlan(m, { name: 'Streaming' });
  const customer = await payingCustomer(m, 'viewer@example.com');
  const sub = (await m.api.post('/subscription', { customer: customer.code, plan: plan.plan_code })).body.data;
  const link: string = (await m.api.get(`/subscription/${sub.subscription_code}/manage/link`)).body.data.link;
  const url = `${server.url}${new URL(link).pathname}${new URL(link).search}`;

  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(10_000);
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  await expect(page.locator('#card').textContent()).resolves.toContain('ending in 4081');
  await expect(page.locator('#status').textContent()).resolves.toBe('active');

  // Update card → the hosted checkout (card only) for the small card-update amount.
  await Promise.all([page.waitForURL('**/checkout/**'), page.locator('#update-card').click()]);
  await expect(page.locator('[data-testid=amount]').textContent()).resolves.toBe('NGN 50.00');
  await page.getByLabel('Card number').fill(CARDS.pin.number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill(CARDS.pin.cvv);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel(/PIN/).waitFor();
  await page.getByLabel(/PIN/).fill('1111');
  await page.getByRole('button', { name: 'Authorize' }).click();

  let fetched: Record<string, any> = {};
  for (let i = 0; i < 100 && fetched.authorization?.last4 !== '7812'; i++) {
    if (i) await page.waitForTimeout(100);
    fetched = (await m.api.get(`/subscription/${sub.subscription_code}`)).body.data;
  }
  expect(fetched.authorization).toMatchObject({ last4: '7812', reusable: true });
  expect(fetched.status).toBe('active');

  // The page shows the new card; a forged token shows nothing.
  await page.goto(url);
  await expect(page.locator('#card').textContent()).resolves.toContain('ending in 7812');
  const forged = await page.goto(url.replace(/\.[^.]+$/, '.forgedforgedforgedforged'));
  expect(forged?.status()).toBe(404);
  await expect(page.locator('#error').textContent()).resolves.toBe('This link is invalid or has expired');
  await page.context().close();
  await expectLedgerBalanced(server, [m]);
});
