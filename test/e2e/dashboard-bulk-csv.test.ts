import type { Browser, Locator, Page } from 'playwright-core';
import { payingCustomer } from '../support/billing';
import { checkAtWidths, endDashboard, open, openDialog, problemsOf, startDashboard, tabTo } from '../support/dashboard';
import { CARDS } from '../support/payments';
import type { TestIntegration, TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// Bulk transfers and bulk charges from a CSV file on the dashboard (issue 42): the file chosen by
// keyboard in a 360 px wide Chromium, its lines previewed with the problems the browser and the
// server find (a bad amount, an unknown recipient or card), nothing sent until the bad lines are
// removed, then sent through the GraphQL mutations that share POST /transfer/bulk's and POST
// /bulkcharge's services, and what was made read back through REST with paystack-api.

jest.setTimeout(240_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let page: Page;
let paystack: any;

beforeAll(async () => {
  ({ server, m, paystack, browser, page } = await startDashboard('Dashboard CSV', 360));
});
afterAll(() => endDashboard({ server, browser }));
afterEach(() => expect(problemsOf(page)).toEqual([]));

// Tab to the file input and press Space, as a person would, and answer the browser's file chooser.
async function chooseFile(name: string, csv: string): Promise<void> {
  await tabTo(page, /^$/); // the file input has no text of its own
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('file');
  // On a loaded machine headless Chromium once let the Space pass without opening a chooser (the
  // input focused, no event in 15 s); a person would press again, and so does the test, up to three times.
  for (let attempt = 1; ; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).catch((err: unknown) => {
      if (attempt === 3) throw err;
      return null;
    });
    await page.keyboard.press('Space');
    const opened = await chooser;
    if (opened) return opened.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  }
}

const lineRow = (dialog: Locator, line: number) => dialog.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove line ${line}` }) });
const summary = (dialog: Locator) => dialog.locator('.bulk-csv-summary');
const sendButton = (dialog: Locator, label: RegExp) => dialog.getByRole('button', { name: label });

it('sends transfers from a CSV: a bad amount and an unknown recipient caught in the preview, the OTP turned off, each line followed to its outcome', async () => {
  expect((await m.api.post('/charge', { email: 'funds@example.com', amount: 5_000_000, card: CARDS.success })).body.data.status).toBe('success');
  const good = (await paystack.transfer_recipient.create({ type: 'nuban', name: 'Femi Ojo', account_number: '0123456789', bank_code: '044' })).data
    .recipient_code as string;
  const failing = (await m.api.post('/transferrecipient', { type: 'nuban', name: 'Bola Ade', account_number: '0100000001', bank_code: '044' })).body.data
    .recipient_code as string;
  expect(failing).toMatch(/^RCP_/);

  await open(page, '#/transfers', 'Transfers and recipients');
  const dialog = await openDialog(page, 'Send in bulk from CSV', 'Send transfers in bulk from a CSV file');
  // A header line (its own column order), amounts in naira, one reason quoted with a comma in it.
  const csv = [
    'recipient,amount,reason,reference',
    `${good},"1,500.50","Salary, May",pay-may-1`,
    `${good},twelve,Bonus,`,
    `RCP_doesnotexist1,200,Refund,`,
    `${failing},250,Stipend,pay-may-4`,
  ].join('\r\n');
  await chooseFile('payouts.csv', csv);
  await summary(dialog)
    .getByText(/^4 transfers totalling/)
    .waitFor();
  expect(await lineRow(dialog, 3).locator('.field-error').innerText()).toBe('amount: not an amount in NGN, e.g. 1500.50');
  expect(await lineRow(dialog, 4).locator('.field-error').innerText()).toBe('recipient: Recipient specified is invalid');
  expect(await lineRow(dialog, 2).innerText()).toContain('Femi Ojo');
  expect(await summary(dialog).innerText()).toContain('2 lines have problems');
  // Nothing goes while a line has a problem.
  expect(await sendButton(dialog, /^Send transfers/).getAttribute('aria-disabled')).toBe('true');
  await checkAtWidths(page, 'dashboard-csv-transfers-preview', { endWidth: 360 });

  // The bad lines removed by keyboard; the focus goes on to the next line's button.
  await tabTo(page, 'Remove line 3');
  await page.keyboard.press('Enter');
  await waitFor(async () => (await dialog.getByRole('button', { name: 'Remove line 3' }).count()) === 0);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Remove line 4');
  await page.keyboard.press('Enter');
  await summary(dialog)
    .getByText(/^2 transfers totalling ₦1,750\.50/)
    .waitFor();

  // Bulk transfers are refused while the OTP is required (on by default): it is turned off here, with the test-mode OTP.
  await tabTo(page, 'Turn off the OTP requirement');
  await page.keyboard.press('Enter');
  await dialog.getByText('Test mode: this integration accepts OTP 123456.').waitFor();
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe('OTP');
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');
  await summary(dialog).getByText('Every line checks out.').waitFor();

  await tabTo(page, /^Send transfers \(2\)$/);
  await page.keyboard.press('Enter');
  await summary(dialog).getByText('2 transfers queued.', { exact: false }).waitFor();
  const outcome = (reference: string) => dialog.getByRole('row').filter({ hasText: reference });
  await outcome('pay-may-1').getByText('pending').waitFor();
  // The simulated bank answers a minute later on the integration's clock: each line's outcome arrives live.
  expect((await m.api.post('/_test/clock/advance', { seconds: 61 })).status).toBe(200);
  await server.services.transferRunner.drain();
  await outcome('pay-may-1').getByText('success').waitFor();
  await outcome('pay-may-4').getByText('failed').waitFor();
  await checkAtWidths(page, 'dashboard-csv-transfers-sent', { endWidth: 360 });

  const listed = (await paystack.transfer.list({ perPage: 50 })).data as Array<Record<string, any>>;
  const byRef = new Map(listed.map((t) => [t.reference, t]));
  expect(byRef.get('pay-may-1')).toMatchObject({ amount: 150050, reason: 'Salary, May', status: 'success', recipient: { recipient_code: good } });
  expect(byRef.get('pay-may-4')).toMatchObject({ amount: 25000, reason: 'Stipend', status: 'failed', recipient: { recipient_code: failing } });
  expect(listed).toHaveLength(2);

  await tabTo(page, 'Close');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send in bulk from CSV');
});

it('charges in bulk from a CSV: an unknown card and a bad amount caught, the batch shown live and followed charge by charge', async () => {
  const ada = await payingCustomer(m, 'ada@example.com');
  const chidi = await payingCustomer(m, 'chidi@example.com');
  await open(page, '#/bulk-charges', 'Bulk charges');
  const dialog = await openDialog(page, 'Charge in bulk from CSV', 'Charge in bulk from a CSV file');
  // Amounts in kobo this time (minor units), no header line: authorization, amount, reference.
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).labels?.[0]?.textContent)).toBe('Amounts in the file are in');
  await page.keyboard.press('ArrowDown');
  expect(await dialog.getByLabel('Amounts in the file are in').inputValue()).toBe('minor');
  const csv = [`${ada.authorization},50000,dues-ada`, `AUTH_nosuchcard0,10000,`, `${chidi.authorization},70000`, `${chidi.authorization},700.5,`, ''].join(
    '\n',
  );
  await chooseFile('dues.csv', csv);
  await summary(dialog)
    .getByText(/^4 charges/)
    .waitFor();
  expect(await lineRow(dialog, 2).locator('.field-error').innerText()).toBe('authorization: Invalid Authorization Code');
  expect(await lineRow(dialog, 4).locator('.field-error').innerText()).toBe('amount: not a whole number of minor units (kobo, pesewas, cents), e.g. 150050');
  expect(await lineRow(dialog, 1).innerText()).toContain('ada@example.com');
  expect(await sendButton(dialog, /^Queue charges/).getAttribute('aria-disabled')).toBe('true');
  await checkAtWidths(page, 'dashboard-csv-charges-preview', { endWidth: 360 });

  await tabTo(page, 'Remove line 2');
  await page.keyboard.press('Enter');
  await waitFor(async () => (await dialog.getByRole('button', { name: 'Remove line 2' }).count()) === 0);
  await tabTo(page, 'Remove line 4');
  await page.keyboard.press('Enter');
  await summary(dialog)
    .getByText(/^2 charges totalling ₦1,200\.00\. Every line checks out\./)
    .waitFor();
  await tabTo(page, /^Queue charges \(2\)$/);
  await page.keyboard.press('Enter');
  const follow = dialog.getByRole('link', { name: /^Follow batch BCH_/ });
  await follow.waitFor();
  const batch = (await follow.innerText()).replace('Follow batch ', '');
  await checkAtWidths(page, 'dashboard-csv-charges-sent', { endWidth: 360 });

  // The list behind the dialog has the new batch, live (it was empty, so it takes it at once).
  await page.locator('#batches-table').getByText(batch).waitFor({ state: 'attached' });
  await tabTo(page, `Follow batch ${batch}`);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: `Bulk charge ${batch}` }).waitFor();
  await page.getByText('2 of 2 processed (100%)', { exact: false }).waitFor();
  await page.getByRole('row').filter({ hasText: '₦700.00' }).getByText('success').waitFor();
  await checkAtWidths(page, 'dashboard-csv-charges-batch', { endWidth: 360 });

  const items = (await paystack.bulk_charge.getCharges({ id: batch })).data as Array<Record<string, any>>;
  expect(items.map((i) => [i.customer.email, i.amount, i.status]).sort()).toEqual([
    ['ada@example.com', 50000, 'success'],
    ['chidi@example.com', 70000, 'success'],
  ]);
  expect(items.find((i) => i.amount === 50000)!.transaction.reference).toBe('dues-ada');
});
