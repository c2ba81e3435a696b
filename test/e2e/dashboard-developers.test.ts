import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { checkAtWidths, dashboardPage, focusedText, open, problemsOf, tabTo } from '../support/dashboard';
import { startReceiver, type Receiver } from '../support/receiver';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The developers area, one time base and sign-in (issue 42, items 2, 3 and 5), driven by keyboard
// in a 360 px wide Chromium against a running Kobo, each effect checked through the REST API: keys
// (public shown, secret on reveal, copy, rotation behind a confirmation), the webhook endpoint's
// health and a test event of any catalog type, the live request log with its masked bodies, the
// event browser, the test clock in the header, and switching among several keys. Every page and
// dialog is checked with axe at 1280 and 360 px and photographed (in the OS temp directory).

jest.setTimeout(240_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let browser: Browser;
let hook: Receiver;
let page: Page;
// The test secret key the page is signed in with (a rotation changes it).
let secret: string;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Dev Area');
  other = await server.newIntegration('Second Shop');
  secret = m.test.secret_key;
  hook = await startReceiver();
  browser = await launchChromium();
  page = await dashboardPage(browser, server.url, { viewport: { width: 360, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
});
afterAll(async () => {
  await browser?.close();
  await hook?.close();
  await server?.stop();
});

it('sign-in says how to get a key, and signs in by keyboard', async () => {
  await expect(page.locator('#key-hint').textContent()).resolves.toContain('npm run -s cli -- integrations list --show-keys');
  await checkAtWidths(page, 'dashboard-dev-signin', { endWidth: 360 });
  await page.keyboard.type(secret);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
});

it('keys: the public key shown and copied, the secret key only on reveal', async () => {
  await open(page, '#/developers', 'Developers');
  await expect(page.locator('[data-key="public"]').textContent()).resolves.toBe(m.test.public_key);
  const shownSecret = page.locator('[data-key="secret"]');
  await expect(shownSecret.textContent()).resolves.not.toContain(secret.slice(8, -4));
  expect(await page.content()).not.toContain(secret);
  await checkAtWidths(page, 'dashboard-dev-developers', { endWidth: 360 });

  await tabTo(page, 'Copy public key');
  await page.keyboard.press('Enter');
  await page.getByText('Public key copied.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(m.test.public_key);

  await tabTo(page, 'Reveal secret key');
  await page.keyboard.press('Enter');
  await expect(shownSecret.textContent()).resolves.toBe(secret);
  await tabTo(page, 'Copy secret key');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByRole('heading', { level: 1 }).focus();
  await tabTo(page, 'Hide secret key');
  await page.keyboard.press('Enter');
  await expect(shownSecret.textContent()).resolves.not.toContain(secret.slice(8, -4));
});

it('rotation asks first; then the new secret key works over REST and the old one is refused', async () => {
  await tabTo(page, 'Rotate test keys…');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rotate the test keys?' });
  await dialog.waitFor();
  // The safe answer has the focus; Escape leaves everything as it was.
  expect(await focusedText(page)).toBe('Cancel');
  await checkAtWidths(page, 'dashboard-dev-rotate-confirm', { within: 'dialog', endWidth: 360 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect((await server.api(secret).get('/transaction')).status).toBe(200);

  await page.getByRole('button', { name: 'Rotate test keys…' }).focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedText(page)).toBe('Yes, rotate the test keys');
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: 'New test keys' });
  await done.waitFor();
  const newSecret = (await done.locator('[data-key="new-secret"]').textContent())!;
  const newPublic = (await done.locator('[data-key="new-public"]').textContent())!;
  expect(newSecret).toMatch(/^sk_test_/);
  expect(newPublic).toMatch(/^pk_test_/);
  await checkAtWidths(page, 'dashboard-dev-rotate-done', { within: 'dialog', endWidth: 360 });

  const old = await server.api(secret).get('/transaction');
  expect(old.status).toBe(401);
  expect(old.body.status).toBe(false);
  expect((await server.api(newSecret).get('/transaction')).status).toBe(200);
  // The live keys were not touched.
  expect((await server.api(m.live.secret_key).get('/transaction')).status).toBe(200);

  // The tab carries on with the new key.
  await tabTo(page, 'Continue with the new key');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
  await waitFor(async () => (await page.locator('[data-key="public"]').textContent()) === newPublic, { what: 'the new public key shown' });
  secret = newSecret;
  // The old key's live socket is refused by the server; the page does not retry it into an error.
  expect(problemsOf(page)).toEqual([]);
});

it('a test event of any catalog type reaches the webhook receiver, signed; health and the event browser show it', async () => {
  expect((await server.api(secret).put('/integration/webhook', { url: hook.url })).status).toBe(200);
  await open(page, '#/settings', 'Settings');
  await open(page, '#/developers', 'Developers');
  await page.getByText(hook.url).waitFor();

  await page.getByLabel('Test event type').focus();
  // A closed select picks the option typed (Chromium's type-ahead).
  await page.keyboard.type('refund.processed');
  await expect(page.getByLabel('Test event type').inputValue()).resolves.toBe('refund.processed');
  await tabTo(page, 'Send test event');
  await page.keyboard.press('Enter');
  const sent = page.getByText(/Sent a test refund.processed: event \d+/);
  await sent.waitFor();
  const eventId = (await sent.textContent())!.match(/event (\d+)/)![1]!;

  const [got] = await hook.waitFor(1);
  expect(got!.body.event).toBe('refund.processed');
  expect(got!.body.data).toMatchObject({ test_event: true, domain: 'test' });
  expect(createHmac('sha512', secret).update(got!.raw).digest('hex')).toBe(got!.headers['x-paystack-signature']);
  // The receiver has it before the sender records the answer: the delivery reads `sending` until then.
  const deliveries = async () =>
    ((await server.api(secret).get('/integration/webhook/deliveries')).body.data as Array<{ event: string; status: string }>).map((d) => [d.event, d.status]);
  await waitFor(async () => (await deliveries())[0]?.[1] !== 'sending', { what: 'the delivery recorded' });
  expect(await deliveries()).toEqual([['refund.processed', 'delivered']]);

  await waitFor(async () => (await page.locator('[data-health="rate"]').textContent()) === '100% (1 of 1)', { what: 'the success rate' });
  await expect(page.locator('[data-health="backlog"]').textContent()).resolves.toBe('0');
  await checkAtWidths(page, 'dashboard-dev-developers-webhook', { endWidth: 360 });

  await tabTo(page, `event ${eventId}`);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: `Event ${eventId}` }).waitFor();
  await expect(page.getByLabel('Event payload').textContent()).resolves.toContain('"test_event": true');
  await page.getByRole('list', { name: 'Deliveries of this event' }).getByText('delivered').first().waitFor();
  await checkAtWidths(page, 'dashboard-dev-event-detail', { endWidth: 360 });

  // The browser lists it, and takes new events live.
  await open(page, '#/developers/events', 'Events');
  await page.locator(`[data-event="${eventId}"]`).waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  const second = await server.api(secret).post('/transfer/disable_otp');
  expect(second.status).toBe(200);
  expect((await server.api(secret).post('/customer', { email: 'live-event@example.com' })).status).toBe(200);
  await page.getByRole('link', { name: 'customer.created' }).first().waitFor();
  await checkAtWidths(page, 'dashboard-dev-events', { endWidth: 360 });

  await open(page, '#/developers', 'Developers');
  // A failing endpoint: the failed attempt is listed, the delivery waits in the backlog.
  hook.respond(() => ({ status: 500, body: 'down' }));
  await page.getByLabel('Test event type').focus();
  await page.keyboard.type('charge.success');
  await tabTo(page, 'Send test event');
  await page.keyboard.press('Enter');
  await page.getByText(/Sent a test charge.success: event \d+/).waitFor();
  await hook.waitFor(2);
  const failures = page.getByRole('list', { name: 'Last failures' });
  await failures.getByText('HTTP 500').waitFor();
  await expect(failures.textContent()).resolves.toContain('charge.success');
  await waitFor(async () => (await page.locator('[data-health="backlog"]').textContent()) === '1', { what: 'one delivery in the backlog' });
  const pending = (await server.api(secret).get('/integration/webhook/deliveries')).body.data as Array<{ event: string; status: string }>;
  expect(pending.find((d) => d.event === 'charge.success')?.status).toBe('pending');
  hook.respond(() => ({ status: 200, body: 'ok' }));
  await checkAtWidths(page, 'dashboard-dev-developers-failing', { endWidth: 360 });

  // The next test event is not held behind the one waiting to retry.
  await page.getByLabel('Test event type').focus();
  await page.keyboard.type('transfer.success');
  await tabTo(page, 'Send test event');
  await page.keyboard.press('Enter');
  await page.getByText(/Sent a test transfer.success: event \d+/).waitFor();
  const third = (await hook.waitFor(3))[2]!;
  expect(third.body.event).toBe('transfer.success');
  expect(createHmac('sha512', secret).update(third.raw).digest('hex')).toBe(third.headers['x-paystack-signature']);

  // A type outside the catalog is refused in words.
  const refused = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: 'mutation { sendTestEvent(type: "charge.updated") { id } }' }),
  }).then((r) => r.json() as Promise<{ errors?: Array<{ message: string }> }>);
  expect(refused.errors?.[0]?.message).toMatch(/^type must be a webhook event/);
  expect(hook.received.length).toBe(3);
  expect(problemsOf(page)).toEqual([]);
});

it('the request log: filtered by keyboard, live, with the failed request’s body masked', async () => {
  await open(page, '#/developers/requests', 'Request log');
  await page.getByText('Live', { exact: true }).waitFor();
  const failing = await server.api(secret).post('/charge', {
    email: 'logs@example.com',
    amount: 'abc',
    card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2030' },
  });
  expect(failing.status).toBe(400);
  const requestId = failing.headers.get('x-request-id')!;
  // Arrives live, without a reload.
  const row = page.locator(`[data-request="${requestId}"]`);
  await row.waitFor();

  await page.getByLabel('HTTP status').focus();
  await page.keyboard.type('400');
  await page.keyboard.press('Enter');
  await waitFor(async () => page.evaluate(() => window.location.hash === '#/developers/requests?status=400'), { what: 'the filter in the address' });
  await waitFor(async () => (await page.locator('[data-request]').count()) === 1, { what: 'only the failed request' });
  await row.locator('summary').focus();
  await page.keyboard.press('Enter');
  const body = (await row.locator('pre').first().textContent())!;
  expect(body).toContain('408408******4081');
  expect(body).not.toContain('4084084084084081');
  await checkAtWidths(page, 'dashboard-dev-requests', { endWidth: 360 });
  expect(problemsOf(page)).toEqual([]);
});

it('the test clock is in the header of every page and moves from there; the overview follows', async () => {
  const before = new Date((await server.api(secret).get('/_test/clock')).body.data.now).getTime();
  await open(page, '#/customers', 'Customers');
  await tabTo(page, 'Move clock');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move the test clock' });
  await dialog.waitFor();
  await checkAtWidths(page, 'dashboard-dev-clock-dialog', { within: 'dialog', endWidth: 360 });
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await dialog.getByText(/^Moved to/).waitFor();
  const after = new Date((await server.api(secret).get('/_test/clock')).body.data.now).getTime();
  expect(Math.round((after - before) / 86_400_000)).toBe(2);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await focusedText(page)).toBe('Move clock');

  // Moved from elsewhere (the API), the header follows by itself.
  const shown = () => page.locator('.clock-now time').getAttribute('datetime');
  // (The clock runs on between the reads: within a minute is the same time here.)
  const near = async (t: number) => Math.abs(new Date((await shown())!).getTime() - t) < 60_000;
  await waitFor(() => near(after), { what: 'the header at the new time' });
  const moved = (await server.api(secret).post('/_test/clock/advance', { seconds: 3600 })).body.data.now as string;
  await waitFor(() => near(new Date(moved).getTime()), { what: 'the header after an API advance' });
  await checkAtWidths(page, 'dashboard-dev-header-clock', { endWidth: 360 });
});

it('several keys are kept in the tab: switching moves between integrations and test/live', async () => {
  await tabTo(page, 'Add a key');
  await page.keyboard.press('Enter');
  await page.getByLabel('Secret key').waitFor();
  await page.keyboard.type(other.live.secret_key);
  await page.keyboard.press('Enter');
  await page.getByText('Live mode', { exact: true }).waitFor();
  expect(await page.locator('.header-clock').count()).toBe(0);
  await open(page, '#/developers', 'Developers');
  await waitFor(async () => (await page.locator('[data-key="public"]').textContent()) === other.live.public_key, {
    what: "the other integration's live public key",
  });
  await checkAtWidths(page, 'dashboard-dev-live-developers', { endWidth: 360 });

  // Back to the first integration's test key, by keyboard on the switcher.
  const switcher = page.getByLabel('Integration and mode');
  await switcher.focus();
  await page.keyboard.press('ArrowUp');
  await page.getByText('Test mode', { exact: true }).waitFor();
  await page.locator('.header-clock').waitFor();
  await open(page, '#/developers', 'Developers');
  await waitFor(async () => (await page.locator('[data-key="public"]').textContent()) !== other.live.public_key, { what: 'the first integration again' });
  expect((await server.api(secret).get('/integration/webhook/deliveries')).status).toBe(200);

  // The sign-in page offers the kept keys.
  await tabTo(page, 'Add a key');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Keys kept in this tab' }).waitFor();
  await checkAtWidths(page, 'dashboard-dev-signin-kept', { endWidth: 360 });
  await tabTo(page, /^Use Live …/);
  await page.keyboard.press('Enter');
  await page.getByText('Live mode', { exact: true }).waitFor();
  expect(problemsOf(page)).toEqual([]);
});

it('the GraphQL explorer opens signed in with the key', async () => {
  await open(page, '#/developers', 'Developers');
  await tabTo(page, 'Open the GraphQL explorer');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/graphql$/);
  await waitFor(async () => (await page.evaluate(() => sessionStorage.getItem('kobo.explorer.key'))) === other.live.secret_key, {
    what: 'the key handed to the explorer',
  });
  await page.getByText('Live mode').first().waitFor();
});
