import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { createPlan, payingCustomer, renewAll } from '../support/billing';
import { seedAuthorizations } from '../support/bulk';
import { axeClean, dashboardPage, open, signIn } from '../support/dashboard';
import { advanceClock, CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The dashboard (issue 27) with time, batches and payouts: advance the test clock from its page and
// watch a subscription renew, pause and resume a bulk charge with its progress bar moving, finalize a
// transfer with its OTP and watch it succeed, all live over graphql-ws subscriptions.

jest.setTimeout(180_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // One charge at a time, two claimed per turn: a batch runs long enough to pause it.
  server = await startServer({ KOBO_BULK_CHARGE_CONCURRENCY: '1', KOBO_BULK_CHARGE_BATCH: '2' });
  m = await server.newIntegration('Dashboard Billing');
  browser = await launchChromium();
  page = await dashboardPage(browser, server.url);
  await signIn(page, m.test.secret_key);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const paymentsOf = (code: string) => page.locator(`[data-payments="${code}"]`).textContent();

it('advancing the test clock renews a subscription, seen on the clock page and in the list as it happens', async () => {
  const plan = await createPlan(m, { name: 'Monthly box', amount: 500000, interval: 'monthly' });
  const customer = await payingCustomer(m, 'renew@example.com');
  const sub = (await m.api.post('/subscription', { customer: customer.code, plan: plan.plan_code, authorization: customer.authorization })).body.data;
  const code: string = sub.subscription_code;

  await open(page, '#/subscriptions', 'Subscriptions and plans');
  const before = Number(await paymentsOf(code));
  await expect(page.getByRole('row').filter({ hasText: code }).textContent()).resolves.toContain('₦5,000.00');

  await open(page, '#/clock', 'Test clock');
  await page.getByText('Live', { exact: true }).waitFor();
  const shown = await page.locator('p.big time').getAttribute('datetime');
  await page.getByLabel('Advance by').fill('32');
  await page.getByLabel('Unit').selectOption('days');
  await page.getByRole('button', { name: 'Advance' }).click();
  await waitFor(async () => (await page.locator('p.big time').getAttribute('datetime')) !== shown);
  expect(new Date((await page.locator('p.big time').getAttribute('datetime'))!).getTime() - new Date(shown!).getTime()).toBeGreaterThanOrEqual(32 * 86_400_000);
  await renewAll(server);
  // What fell due, live: the renewal's charge and the subscription's link.
  const due = page.getByRole('region', { name: 'What fell due' }).or(page.locator('section[aria-labelledby="due"]'));
  await due.getByText('charge.success').first().waitFor();
  expect(await axeClean(page)).toEqual([]);

  await open(page, '#/subscriptions', 'Subscriptions and plans');
  await waitFor(async () => Number(await paymentsOf(code)) === before + 1);

  // The list follows the next renewal by itself (subscriptionUpdated), without a reload.
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Date.now()));
  await m.api.post('/_test/clock/advance', { seconds: 32 * 86_400 });
  await renewAll(server);
  await waitFor(async () => Number(await paymentsOf(code)) === before + 2, { timeoutMs: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);

  await page.getByRole('link', { name: code }).click();
  await page.getByRole('heading', { level: 1, name: `Subscription ${code}` }).waitFor();
  await page.getByRole('table', { name: 'Invoices of this subscription' }).waitFor();
  expect(await axeClean(page)).toEqual([]);
});

it('pauses and resumes a bulk charge from its page, the progress bar moving before and after', async () => {
  const codes = await seedAuthorizations(server.services, m.api, 600, 'dash');
  const created = await m.api.post(
    '/bulkcharge',
    codes.map((authorization) => ({ authorization, amount: 5000 })),
  );
  expect(created.status).toBe(200);
  const batch: string = created.body.data.batch_code;

  await open(page, `#/bulk-charges/${batch}`, `Bulk charge ${batch}`);
  const bar = page.getByRole('progressbar', { name: 'Charges processed' });
  const processed = async () => Number(await bar.getAttribute('aria-valuenow'));
  expect(await bar.getAttribute('aria-valuemax')).toBe('600');
  const first = await processed();
  await waitFor(async () => (await processed()) > first, { timeoutMs: 15_000, intervalMs: 50 });

  await page.getByRole('button', { name: 'Pause' }).click();
  await page.locator('.progress-block .status').filter({ hasText: 'paused' }).waitFor();
  const atPause = await processed();
  expect(atPause).toBeLessThan(600);
  await new Promise((r) => setTimeout(r, 700));
  // A charge under way when the pause landed may still finish; nothing starts after it.
  expect(await processed()).toBeLessThanOrEqual(atPause + 2);
  expect(await axeClean(page)).toEqual([]);

  await page.getByRole('button', { name: 'Resume' }).click();
  await waitFor(async () => (await processed()) > atPause + 2, { timeoutMs: 15_000, intervalMs: 50 });
  await waitFor(async () => (await processed()) === 600, { timeoutMs: 120_000, intervalMs: 200 });
  await page.locator('.progress-block .status').filter({ hasText: 'complete' }).waitFor();
  await open(page, '#/bulk-charges', 'Bulk charges');
  await expect(page.getByRole('row').filter({ hasText: batch }).textContent()).resolves.toContain('600 of 600');
});

it('finalizes a transfer with its OTP (a wrong one refused in words), and shows its status change live', async () => {
  expect((await m.api.post('/charge', { email: 'funds@example.com', amount: 5_000_000, card: CARDS.success })).body.data.status).toBe('success');
  const recipient = (await m.api.post('/transferrecipient', { type: 'nuban', name: 'Ada', account_number: '0123456789', bank_code: '044' })).body.data
    .recipient_code;
  const started = await m.api.post('/transfer', { source: 'balance', amount: 150000, recipient, reason: 'Supplier' });
  expect(started.body.data.status).toBe('otp');
  const code: string = started.body.data.transfer_code;

  await open(page, '#/transfers', 'Transfers and recipients');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.textContent()).resolves.toContain('₦1,500.00');
  await row.getByRole('button', { name: 'Enter OTP' }).click();
  await page.getByLabel(`OTP for ${code}`).fill('999999');
  await page.getByRole('button', { name: 'Finalize transfer' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid OTP');
  await page.getByLabel(`OTP for ${code}`).fill('123456');
  await page.getByRole('button', { name: 'Finalize transfer' }).click();
  await row.locator('.status-pending').waitFor();
  expect(await axeClean(page)).toEqual([]);

  // The bank answers later (on the clock): the row turns success by itself.
  await advanceClock(m.api, 61);
  await server.services.transferRunner.drain();
  await server.services.transferRunner.idle();
  await row.locator('.status-success').waitFor();
});
