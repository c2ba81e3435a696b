import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { seedAuthorizations } from '../support/bulk';
import { dashboardPage, open, problemsOf, signIn, tabTo, checkAtWidths } from '../support/dashboard';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

const Paystack = require('paystack-api');

// Lists that hold still and search the server (issue 42, item 4): every list's search and filters
// are the API's (a row past the loaded page is found), its cursor lives in the URL, the CSV export is
// the REST API's, new rows are announced ("N new — show") instead of moving the rows under the
// pointer, and a bulk charge's own charges follow the batch live. Driven by keyboard at 1280 and
// 360 px, axe-clean, effects checked through the REST API (the paystack-api client).

jest.setTimeout(300_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let page: Page;
let paystack: any;

beforeAll(async () => {
  // One charge at a time, so a batch's charges turn one after another while the page watches.
  server = await startServer({ KOBO_BULK_CHARGE_CONCURRENCY: '1', KOBO_BULK_CHARGE_BATCH: '1' });
  m = await server.newIntegration('Dashboard Lists');
  paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;
  browser = await launchChromium();
  page = await dashboardPage(browser, server.url, { acceptDownloads: true });
  await signIn(page, m.test.secret_key);
});
afterAll(async () => {
  if (server) await expectLedgerBalanced(server, [m]);
  await browser?.close();
  await server?.stop();
});

// Keyboard: the field takes the focus, the text is typed, Enter sends it.
async function searchFor(p: Page, label: string, text: string): Promise<void> {
  await p.getByRole('searchbox', { name: label, exact: true }).focus();
  await p.keyboard.press('ControlOrMeta+A');
  await p.keyboard.type(text);
  await p.keyboard.press('Enter');
}

const hash = (p: Page) => p.evaluate(() => decodeURIComponent(window.location.hash));
const codesIn = (p: Page, table: string) =>
  p.locator(`#${table} tbody tr td:first-child`).evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()));

async function pay(reference: string, email: string, amount = 20000) {
  const r = await paystack.charge.charge({ email, amount, card: CARDS.success, reference });
  expect(r.data.status).toBe('success');
}

it('transfers: the search is the server’s (a transfer past the loaded page is found), the status filter and the pages live in the URL', async () => {
  await pay('lists-funding', 'funds@example.com', 50_000_000);
  const zainab = (await paystack.transfer_recipient.create({ type: 'nuban', name: 'Zainab Okafor', account_number: '0123456789', bank_code: '044' })).data;
  const vendor = (await paystack.transfer_recipient.create({ type: 'nuban', name: 'Vendor Ltd', account_number: '0001234567', bank_code: '058' })).data;
  // The oldest transfer is Zainab's: 24 newer ones push it off the first page of 20.
  const first = (await paystack.transfer.create({ source: 'balance', amount: 10000, recipient: zainab.recipient_code, reason: 'School fees' })).data;
  for (let i = 0; i < 24; i++)
    await paystack.transfer.create({ source: 'balance', amount: 1000 + i, recipient: vendor.recipient_code, reason: `Supplies ${i}` });

  await open(page, '#/transfers', 'Transfers and recipients');
  await page.getByText('25 transfers', { exact: true }).waitFor();
  expect(await codesIn(page, 'transfers-table')).not.toContain(first.transfer_code);
  expect((await codesIn(page, 'transfers-table')).length).toBe(20);

  // By name of the recipient, any case: only the server knows it is there.
  await searchFor(page, 'Search transfers and recipients', 'okafor');
  await page.getByText('1 transfer holding “okafor”').waitFor();
  expect(await codesIn(page, 'transfers-table')).toEqual([first.transfer_code]);
  expect(await codesIn(page, 'recipients-table')).toEqual([zainab.recipient_code]);
  expect(await hash(page)).toBe('#/transfers?search=okafor');
  // What the page shows is what the API holds for that transfer.
  const fetched = (await paystack.transfer.get({ id: first.transfer_code })).data;
  expect([fetched.recipient.name, fetched.reason, fetched.amount]).toEqual(['Zainab Okafor', 'School fees', 10000]);
  await checkAtWidths(page, 'dashboard-lists-transfers-search');

  // A code finds its transfer too; nothing found says so.
  await searchFor(page, 'Search transfers and recipients', first.reference);
  await page.getByText(`1 transfer holding “${first.reference}”`).waitFor();
  await searchFor(page, 'Search transfers and recipients', 'nobody-by-this-name');
  await page.getByText(/No transfers match/).waitFor();
  await page.getByText(/No recipients match/).waitFor();
  await tabTo(page, 'Clear search');
  await page.keyboard.press('Enter');
  await page.getByText('25 transfers', { exact: true }).waitFor();

  // Pages by keyboard: Next keeps the filters, First comes back.
  await page.getByLabel('Status').selectOption('otp');
  await waitFor(async () => (await hash(page)) === '#/transfers?status=otp', { what: 'the status in the URL' });
  await page.getByText('25 transfers', { exact: true }).waitFor();
  await tabTo(page, 'Next');
  await page.keyboard.press('Enter');
  await waitFor(async () => (await codesIn(page, 'transfers-table')).length === 5, { what: 'the second page of 5' });
  expect(await codesIn(page, 'transfers-table')).toContain(first.transfer_code);
  expect(await hash(page)).toMatch(/^#\/transfers\?status=otp&after=/);
  // The API's own list agrees on how many there are.
  const listed = await paystack.transfer.list({ perPage: 50, page: 1 });
  expect(listed.data.filter((t: { status: string }) => t.status === 'otp').length).toBe(25);
  await tabTo(page, 'First page');
  await page.keyboard.press('Enter');
  await waitFor(async () => (await codesIn(page, 'transfers-table')).length === 20, { what: 'the first page again' });
  expect(await hash(page)).toBe('#/transfers?status=otp');
  await page.getByLabel('Status').selectOption('success');
  await page.getByText(/No transfers match/).waitFor();
  expect(problemsOf(page)).toEqual([]);
});

it('transactions: new payments are announced, never inserted under the pointer; "show" by keyboard; the search and the CSV export are the API’s', async () => {
  for (const r of ['steady-1', 'steady-2', 'steady-3']) await pay(r, 'steady@example.com');
  await open(page, '#/transactions?search=steady', 'Transactions');
  await page.getByText('Live', { exact: true }).waitFor();
  await page.getByText('3 transactions holding “steady”').waitFor();
  const refs = () => page.locator('#transactions-table tbody tr td:first-child').evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()));
  const shown = await refs();
  expect(shown).toEqual(['steady-3', 'steady-2', 'steady-1']);
  const middle = page.getByRole('link', { name: 'steady-2' });
  const box = await middle.boundingBox();
  await page.mouse.move(box!.x + 5, box!.y + 5);

  // Two payments elsewhere: announced, the rows shown stay where they are.
  await pay('steady-4', 'steady@example.com');
  await pay('steady-5', 'steady@example.com');
  const fresh = page.locator('.fresh');
  await fresh.getByText('2 new transactions').waitFor();
  expect(await refs()).toEqual(shown);
  expect(await middle.boundingBox()).toEqual(box);
  await checkAtWidths(page, 'dashboard-lists-transactions-announced');

  // The click lands on what it was aimed at.
  await page.mouse.click(box!.x + 5, box!.y + 5);
  await page.getByRole('heading', { level: 1, name: 'Transaction steady-2' }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
  await page.getByText('5 transactions holding “steady”').waitFor();

  // Keyboard: "show" puts the new rows in and the focus on the table.
  await pay('steady-6', 'steady@example.com');
  await fresh.getByText('1 new transaction').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Transactions' }).focus();
  await tabTo(page, 'show');
  await page.keyboard.press('Enter');
  await waitFor(async () => (await refs()).length === 6, { what: 'six rows' });
  expect(await refs()).toEqual(['steady-6', 'steady-5', 'steady-4', 'steady-3', 'steady-2', 'steady-1']);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('transactions-table');
  await expect(fresh.textContent()).resolves.toBe('');

  // The search reaches the customer too: by a part of the email, whatever its case.
  await pay('other-1', 'Someone.Else@example.com');
  await searchFor(page, 'Search transactions', 'SOMEONE.else');
  await page.getByText('1 transaction holding “SOMEONE.else”').waitFor();
  expect(await refs()).toEqual(['other-1']);

  // The CSV export is GET /transaction/export's link, with the filters shown (status success).
  await tabTo(page, 'Clear search');
  await page.keyboard.press('Enter');
  await page.getByLabel('Status').selectOption('success');
  await page.getByText(/^8 transactions$/).waitFor();
  await tabTo(page, 'Export CSV');
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: 'Download the CSV' });
  await link.waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Download the CSV');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const csv = readFileSync((await download.path())!, 'utf8');
  for (const r of ['lists-funding', 'steady-1', 'steady-6', 'other-1']) expect(csv).toContain(r);
  // The same export asked of the API directly holds the same rows.
  const viaApi = await m.api.get('/transaction/export?status=success');
  const apiCsv = await (await fetch(server.url + new URL(viaApi.body.data.path).pathname)).text();
  expect(csv.split('\n').length).toBe(apiCsv.split('\n').length);
  await checkAtWidths(page, 'dashboard-lists-transactions-export');
  expect(problemsOf(page)).toEqual([]);
});

it('a bulk charge\'s own charges follow the batch live and filter by status; a new batch waits behind "N new — show"', async () => {
  const codes = await seedAuthorizations(server.services, m.api, 4, 'lists-bulk');
  const first = (await paystack.bulk_charge.create(codes.map((authorization) => ({ authorization, amount: 5000 })))).data;
  await open(page, `#/bulk-charges/${first.batch_code}`, `Bulk charge ${first.batch_code}`);
  const charges = page.getByRole('table', { name: "The batch's charges, newest first" });
  await waitFor(async () => (await charges.locator('.status-success').count()) === 4, { what: 'four charges turned success', timeoutMs: 60_000 });
  const items = (await paystack.bulk_charge.getCharges({ id: first.batch_code })).data as Array<{ status: string }>;
  expect(items.map((i) => i.status)).toEqual(['success', 'success', 'success', 'success']);
  await page.getByLabel('Charge status').selectOption('failed');
  await page
    .getByText('No charges in this batch are failed.')
    .waitFor({ timeout: 5000 })
    .catch(async (err) => {
      console.log(await hash(page), await page.locator('main').innerHTML());
      throw err;
    });
  await page.getByLabel('Charge status').selectOption('success');
  await waitFor(async () => (await charges.locator('tbody tr').count()) === 4, { what: 'four successful charges' });
  await checkAtWidths(page, 'dashboard-lists-bulk-detail');

  await open(page, '#/bulk-charges', 'Bulk charges');
  await page.getByText('Live', { exact: true }).waitFor();
  const rows = page.locator('#batches-table tbody tr');
  await waitFor(async () => (await rows.count()) === 1, { what: 'one batch' });
  const second = (await paystack.bulk_charge.create(codes.slice(0, 2).map((authorization) => ({ authorization, amount: 7000 })))).data;
  await page.locator('.fresh').getByText('1 new batch').waitFor();
  expect(await rows.count()).toBe(1);
  await page.getByRole('heading', { level: 1, name: 'Bulk charges' }).focus();
  await tabTo(page, 'show');
  await page.keyboard.press('Enter');
  await page.locator(`[data-progress="${second.batch_code}"]`).waitFor();
  await waitFor(async () => (await page.locator(`[data-progress="${second.batch_code}"]`).textContent()) === '2 of 2', {
    what: 'the new batch done',
    timeoutMs: 60_000,
  });
  await page.getByLabel('Status').selectOption('complete');
  await waitFor(async () => (await rows.count()) === 2, { what: 'both batches complete' });
  await checkAtWidths(page, 'dashboard-lists-bulk-list');
  expect(problemsOf(page)).toEqual([]);
});

it('customers, payment requests, refunds, settlements and disputes: search and filters asked of the API, each page axe-clean at both widths', async () => {
  await paystack.customer.create({ email: 'amaka.obi@example.com', first_name: 'Amaka', last_name: 'Obi' });
  await paystack.customer.create({ email: 'tunde@example.com', first_name: 'Tunde', last_name: 'Bello' });
  await open(page, '#/customers', 'Customers');
  await searchFor(page, 'Search customers', 'obi');
  await page.getByText('1 customer holding “obi”').waitFor();
  const code = (await page.locator('table tbody tr td:first-child').textContent())!.trim();
  expect((await paystack.customer.get({ id: code })).data.email).toBe('amaka.obi@example.com');
  await checkAtWidths(page, 'dashboard-lists-customers-search');

  const invoice = (await m.api.post('/paymentrequest', { customer: code, amount: 420000, description: 'Garden design, phase two' })).body.data;
  await m.api.post('/paymentrequest', { customer: code, amount: 1000, description: 'Something else' });
  await open(page, '#/payment-requests', 'Payment requests and pages');
  await searchFor(page, 'Search payment requests', 'phase two');
  await waitFor(async () => (await page.locator('table').first().locator('tbody tr').count()) === 1, { what: 'one payment request' });
  await expect(page.locator('table').first().textContent()).resolves.toContain(invoice.request_code);
  await checkAtWidths(page, 'dashboard-lists-payment-requests-search');

  // A refund of one transaction, found by its reference.
  expect((await paystack.refund.create({ transaction: 'steady-1', amount: 5000 })).status).toBe(true);
  await open(page, '#/refunds', 'Refunds');
  await searchFor(page, 'Transaction reference', 'steady-1');
  await waitFor(async () => (await page.locator('table tbody tr').count()) === 1, { what: 'one refund' });
  await checkAtWidths(page, 'dashboard-lists-refunds');

  for (const [hashPath, heading] of [
    ['#/settlements?subaccount=none', 'Settlements'],
    ['#/disputes?status=pending', 'Disputes'],
  ]) {
    await open(page, hashPath!, heading!);
    await checkAtWidths(page, `dashboard-lists-${heading!.toLowerCase()}`);
  }
  expect(problemsOf(page)).toEqual([]);
});
