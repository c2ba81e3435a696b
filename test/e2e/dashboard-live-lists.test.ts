import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { seedAuthorizations } from '../support/bulk';
import { dashboardPage, open, problemsOf, signIn, tabTo, checkAtWidths } from '../support/dashboard';
import { advanceClock, CARDS } from '../support/payments';
import { startReceiver, type Receiver } from '../support/receiver';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The dashboard telling the truth, live (issue 37, item 10): Settings says what transfers really
// need, the bulk-charge list follows its batches, the webhook log never moves a row under the
// pointer (new deliveries are announced; rows shown update in place), the overview's "Today" and
// chart are the test clock's days in test mode, and the sign-in hint names a command that works.
// Each changed page is checked with axe at 1280 and 360 px and photographed (in the OS temp directory).

jest.setTimeout(240_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let hook: Receiver;
let page: Page;

beforeAll(async () => {
  // One charge at a time: a batch's rows move one charge after another.
  server = await startServer({ KOBO_BULK_CHARGE_CONCURRENCY: '1', KOBO_BULK_CHARGE_BATCH: '1' });
  m = await server.newIntegration('Dashboard Live');
  // The first delivery fails (to be retried later); every other one is taken.
  hook = await startReceiver((_req, i) => (i === 0 ? { status: 500, body: 'first one fails' } : { status: 200, body: 'ok' }));
  browser = await launchChromium();
  page = await dashboardPage(browser, server.url);
  await signIn(page, m.test.secret_key);
});
afterAll(async () => {
  await browser?.close();
  await hook?.close();
  await server?.stop();
});

const marker = (p: Page) => p.evaluate(() => ((window as unknown as { marker: number }).marker = Date.now()));
const sameDocument = async (p: Page, mark: number) => expect(await p.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(mark);

it('the sign-in hint names a command that prints the keys', async () => {
  const p = await dashboardPage(browser, server.url);
  await expect(p.locator('#key-hint').textContent()).resolves.toContain('npm run -s cli -- integrations list --show-keys');
  await checkAtWidths(p, 'dashboard-live-signin');
  await p.context().close();
});

it('Settings says what transfers need, from the transfer settings themselves', async () => {
  // A new integration's transfers wait for an OTP (POST /transfer answers status "otp").
  await open(page, '#/settings', 'Settings');
  await page.getByText('Transfers need an OTP to finalize.').waitFor();
  await checkAtWidths(page, 'dashboard-live-settings');

  expect((await m.api.post('/transfer/disable_otp')).status).toBe(200);
  expect((await m.api.post('/transfer/disable_otp_finalize', { otp: '123456' })).body.message).toBe('OTP requirement for transfers has been disabled');
  await open(page, '#/', 'Overview');
  await open(page, '#/settings', 'Settings');
  await page.getByText('Transfers go out without an OTP.').waitFor();
});

it('the bulk-charge list shows a new batch and its progress as they happen, without a reload', async () => {
  const codes = await seedAuthorizations(server.services, m.api, 6, 'live-list');
  await open(page, '#/bulk-charges', 'Bulk charges');
  await page.getByText(/No batches/).waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  const mark = await marker(page);

  const created = await m.api.post(
    '/bulkcharge',
    codes.map((authorization) => ({ authorization, amount: 5000 })),
  );
  expect(created.status).toBe(200);
  const batch: string = created.body.data.batch_code;
  const progress = page.locator(`[data-progress="${batch}"]`);
  await progress.waitFor();
  // The row moves charge by charge to the end, in place.
  await waitFor(async () => (await progress.textContent()) === '6 of 6', { what: 'the batch at 6 of 6', timeoutMs: 60_000 });
  const row = page.getByRole('row').filter({ hasText: batch });
  await row.locator('.status-complete').waitFor();
  await expect(row.textContent()).resolves.toContain('6 of 6');
  await sameDocument(page, mark);
  await checkAtWidths(page, 'dashboard-live-bulk-charges');
});

it('the webhook log announces new deliveries instead of moving rows under the pointer; rows shown update in place', async () => {
  expect((await m.api.put('/integration/webhook', { url: hook.url })).status).toBe(200);
  const charge = async (reference: string) =>
    expect((await m.api.post('/charge', { email: 'hooks@example.com', amount: 20000, card: CARDS.success, reference })).body.data.status).toBe('success');
  for (const r of ['hooks-1', 'hooks-2', 'hooks-3']) await charge(r);
  await waitFor(() => hook.received.length >= 3, { what: 'three deliveries' });

  await open(page, '#/webhooks', 'Webhooks');
  await page.getByText('Live', { exact: true }).waitFor();
  const rows = page.locator('li.delivery');
  await waitFor(async () => (await rows.count()) === 3, { what: 'three rows' });
  const order = () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-delivery')));
  const shown = await order();
  // The oldest (failed, to be retried) is last; aim at the middle row's Replay button.
  const failed = rows.filter({ hasText: 'HTTP 500' });
  await expect(failed.locator('.status').textContent()).resolves.toBe('pending');
  const middle = rows.nth(1);
  const middleEvent = (await middle.locator('label .muted').textContent())!.replace('event ', '');
  const box = (await middle.getByRole('button', { name: /^Replay / }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  // Two payments elsewhere: announced, not inserted.
  await charge('hooks-4');
  await charge('hooks-5');
  const fresh = page.locator('.fresh');
  await fresh.getByText('2 new deliveries').waitFor();
  expect(await order()).toEqual(shown);
  expect(await middle.getByRole('button', { name: /^Replay / }).boundingBox()).toEqual(box);

  // The click lands where it was aimed: the middle row's event is the one replayed.
  const before = hook.received.length;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByText(/Replayed 1: 1 delivered/).waitFor();
  expect(hook.received.length).toBe(before + 1);
  const replays = ((await m.api.get('/integration/webhook/deliveries')).body.data as Array<{ kind: string; event_id: unknown }>).filter(
    (d) => d.kind === 'replay',
  );
  expect(replays.map((d) => String(d.event_id))).toEqual([middleEvent]);
  await fresh.getByText('3 new deliveries').waitFor();
  expect(await order()).toEqual(shown);

  // A row shown takes its retry's outcome where it is.
  await advanceClock(m.api, 3600);
  await waitFor(async () => (await failed.locator('.status').textContent()) === 'delivered', { what: 'the retried row to turn delivered', timeoutMs: 30_000 });
  await expect(failed.textContent()).resolves.toContain('2 attempts');
  expect(await order()).toEqual(shown);
  await checkAtWidths(page, 'dashboard-live-webhooks-announced');

  // Keyboard: "show" puts the new rows in, newest first, and the focus on the list.
  await page.getByRole('heading', { level: 1, name: 'Webhooks' }).focus();
  await tabTo(page, 'show');
  await page.keyboard.press('Enter');
  await waitFor(async () => (await rows.count()) === 6, { what: 'six rows' });
  expect((await order()).slice(3)).toEqual(shown);
  await expect(rows.first().locator('label .muted').textContent()).resolves.toBe(`event ${middleEvent}`);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Webhook deliveries, newest first');
  await expect(fresh.textContent()).resolves.toBe('');
  await checkAtWidths(page, 'dashboard-live-webhooks-shown');
  expect(problemsOf(page)).toEqual([]);
});

it("in test mode the overview's Today and 7-day chart are the test clock's days", async () => {
  const t = await server.newIntegration('Clocked Shop');
  const pay = async (amount: number) =>
    expect((await t.api.post('/charge', { email: 'clock@example.com', amount, card: CARDS.success })).body.data.status).toBe('success');
  await pay(100000);
  expect((await advanceClock(t.api, 3 * 86_400)).status).toBe(200);
  await pay(230000);

  const p = await dashboardPage(browser, server.url);
  await signIn(p, t.test.secret_key);
  await p.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  const today = p.locator('section[aria-labelledby="today"]');
  await today.getByText('1 successful payment from 1 customer').waitFor();
  await expect(today.locator('.big').textContent()).resolves.toBe('₦2,300.00');
  // The chart's last bar is the test clock's day; the first payment three days before it.
  const bars = async () => (await p.locator('#vol-desc').textContent())!.split(', ').map((d) => d.replace(/^\w+: /, ''));
  expect(await bars()).toEqual(['₦0.00', '₦0.00', '₦0.00', '₦1,000.00', '₦0.00', '₦0.00', '₦2,300.00']);
  await checkAtWidths(p, 'dashboard-live-overview');

  // The clock moves on (from the API): the overview follows by itself.
  const mark = await marker(p);
  expect((await advanceClock(t.api, 86_400)).status).toBe(200);
  await today.getByText('0 successful payments from 0 customers').waitFor();
  expect(await bars()).toEqual(['₦0.00', '₦0.00', '₦1,000.00', '₦0.00', '₦0.00', '₦2,300.00', '₦0.00']);
  await sameDocument(p, mark);
  expect(problemsOf(p)).toEqual([]);
  await p.context().close();
});
