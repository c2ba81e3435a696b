import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { checkAtWidths, dashboardPage, focusedLabel, open, problemsOf, signIn, tabTo } from '../support/dashboard';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');

// Create and act from the dashboard (issue 42, item 1), each a GraphQL mutation on the service the
// REST route uses: a new customer (the server's refusal shown in its words, the customer's page once
// made, in the dashboard's form dialog) and a transaction's refunds, partial then the rest. Driven by keyboard at 1280 and 360 px,
// axe-clean, the effect read back through the REST API with the paystack-api client.

jest.setTimeout(180_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let page: Page;
let paystack: any;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Dashboard Actions');
  paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;
  browser = await launchChromium();
  page = await dashboardPage(browser, server.url);
  await signIn(page, m.test.secret_key);
});
afterAll(async () => {
  if (server) await expectLedgerBalanced(server, [m]);
  await browser?.close();
  await server?.stop();
});

it('creates a customer by keyboard: a bad email refused in the server’s words, then the new customer’s page', async () => {
  await open(page, '#/customers', 'Customers');
  await tabTo(page, 'New customer');
  await page.keyboard.press('Enter');
  expect(await focusedLabel(page)).toBe('Email');
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Chiamaka');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Eze');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+2348012345678');
  await page.keyboard.press('Enter');
  // The dialog shows the server's words by the field they name, and takes the focus back there.
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await expect(dialog.locator('.field-error').textContent()).resolves.toBe('Invalid Email Address Passed');
  expect(await focusedLabel(page)).toBe('Email');
  await checkAtWidths(page, 'dashboard-actions-new-customer-refused');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('chiamaka.eze@example.com');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: /^Customer CUS_/ }).waitFor();
  const code = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Customer ', '');
  const made = (await paystack.customer.get({ id: code })).data;
  expect([made.email, made.first_name, made.last_name, made.phone]).toEqual(['chiamaka.eze@example.com', 'Chiamaka', 'Eze', '+2348012345678']);
  await checkAtWidths(page, 'dashboard-actions-customer-made');
  expect(problemsOf(page)).toEqual([]);
});

it("refunds part of a payment, is refused more than is left in the server's words, then refunds the rest", async () => {
  expect((await paystack.charge.charge({ email: 'refund-me@example.com', amount: 500000, card: CARDS.success, reference: 'act-refund-1' })).data.status).toBe(
    'success',
  );
  await open(page, '#/transactions/act-refund-1', 'Transaction act-refund-1');
  const amount = page.getByLabel('Amount to refund (NGN)');
  await amount.focus();
  await page.keyboard.type('1500');
  await page.keyboard.press('Enter');
  await page.getByText('Refund of ₦1,500.00 created: pending.').waitFor();
  await page.getByText('Empty: all that is left, ₦3,500.00').waitFor();

  await amount.focus();
  await page.keyboard.type('4000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').textContent()).resolves.toBe('Refund amount cannot be more than what is left to refund (350000)');
  await checkAtWidths(page, 'dashboard-actions-refund-refused');

  await amount.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await page.getByText('Refund of ₦3,500.00 created: pending.').waitFor();
  const refunds = (await paystack.refund.list({ reference: 'act-refund-1' })).data as Array<{ amount: number; transaction: { reference: string } }>;
  expect(refunds.map((r) => r.amount).sort()).toEqual([150000, 350000]);
  // Nothing left to refund: the form is gone.
  await page.getByRole('form', { name: 'Refund this transaction' }).waitFor({ state: 'detached' });
  await checkAtWidths(page, 'dashboard-actions-refunded');
  expect(problemsOf(page)).toEqual([]);
});
