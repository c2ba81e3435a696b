import type { Browser, Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import {
  checkAtWidths,
  closed,
  dialogProblems,
  endDashboard,
  focusedText,
  open,
  openDialog,
  problemsOf,
  startDashboard,
  tabTo,
  tabToField,
  typeIn,
} from '../support/dashboard';
import { CARDS } from '../support/payments';
import type { TestIntegration, TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// Issue 42, the rest of item 1 and the menu: orders, virtual terminals and editing a payment request
// from the dashboard, and the menu in labelled groups. Each flow is driven by keyboard in a 360 px
// wide Chromium, the server's validation message shown where it belongs, the effect read back
// through the REST API (paystack-api where it has the resource: invoices; raw REST for orders and
// virtual terminals, which it lacks), every page and dialog axe-checked at 1280 and 360 px and
// photographed (screenshot: dashboard-commerce-*.png in the OS temp directory).

jest.setTimeout(240_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let page: Page;
let paystack: any;

beforeAll(async () => {
  ({ server, m, paystack, browser, page } = await startDashboard('Dashboard Commerce', 360));
});
afterAll(() => endDashboard({ server, browser }));
afterEach(() => expect(problemsOf(page)).toEqual([]));

// A date typed into a date input by keyboard, as Chromium's en-US field takes it (month, day, year).
const typedDate = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${d.getFullYear()}`;

it('groups the menu: labelled groups on a wide screen, groups opened and closed by keyboard behind the Menu button at 360 px', async () => {
  await open(page, '#/transactions', 'Transactions');
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: 'Sections' });
  // Every group is a labelled group of links; no toggle on a wide screen.
  for (const g of ['Payments', 'Customers', 'Billing', 'Transfers & balance', 'Commerce', 'Developers', 'Settings'])
    await expect(nav.getByRole('group', { name: g }).isVisible()).resolves.toBe(true);
  await expect(nav.getByRole('button').count()).resolves.toBe(0);
  await expect(nav.getByRole('group', { name: 'Commerce' }).getByRole('link').allTextContents()).resolves.toEqual([
    'Payment pages',
    'Products',
    'Storefronts',
    'Orders',
    'Terminals',
    'Virtual terminals',
  ]);
  await expect(nav.getByRole('link').count()).resolves.toBe(23);

  await page.setViewportSize({ width: 360, height: 800 });
  // From the top of the page, as after a reload.
  await page.locator('.top .brand').focus();
  await tabTo(page, 'Menu');
  await page.keyboard.press('Enter');
  // Only the current page's group is open.
  await expect(nav.getByRole('button', { name: 'Payments' }).getAttribute('aria-expanded')).resolves.toBe('true');
  await expect(nav.getByRole('button', { name: 'Commerce' }).getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(nav.getByRole('link', { name: 'Orders' }).isVisible()).resolves.toBe(false);
  await checkAtWidths(page, 'dashboard-commerce-menu', { endWidth: 360 });
  await tabTo(page, /^Commerce/);
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Commerce' }).getAttribute('aria-expanded')).resolves.toBe('true');
  await screenshot(page, 'dashboard-commerce-menu-open-360.png', { fullPage: true });
  await tabTo(page, 'Orders');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  // The menu closes on the new page; opened again, the new page's group is open and marked.
  await expect(nav.isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).resolves.toBe('page');
  // Groups opened before do not pile up: only the new page's group is open.
  await expect(nav.getByRole('button', { name: 'Payments' }).getAttribute('aria-expanded')).resolves.toBe('false');
  // A group closes again by keyboard.
  await tabTo(page, /^Commerce/);
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Commerce' }).getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(nav.getByRole('link', { name: 'Orders' }).isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Menu' }).click();
});

it('lists orders by the server, makes one (the server refusing more than the stock), gets its payment link, and shows it paid live', async () => {
  const tote = (await m.api.post('/product', { name: 'Tote bag', description: 'Canvas', price: 250000, currency: 'NGN', unlimited: false, quantity: 3 })).body
    .data;
  await m.api.post('/product', { name: 'Sticker', description: 'Vinyl', price: 50000, currency: 'NGN', unlimited: true });
  await open(page, '#/orders', 'Orders');
  await page.getByText(/No orders\./).waitFor();
  await checkAtWidths(page, 'dashboard-commerce-orders-empty', { endWidth: 360 });

  const dialog = await openDialog(page, 'New order', 'New order');
  await page.keyboard.type('buyer@example.com');
  await typeIn(page, 'First name', 'Chi');
  await typeIn(page, 'Last name', 'Eze');
  await tabToField(page, 'Product 1 Product');
  await page.keyboard.type('Tote');
  await typeIn(page, 'Product 1 Quantity', '5');
  await tabTo(page, 'Add product');
  await page.keyboard.press('Enter');
  await tabToField(page, 'Product 2 Product');
  await page.keyboard.type('Sticker');
  await typeIn(page, 'Product 2 Quantity', '2');
  await checkAtWidths(page, 'dashboard-commerce-order-new', { endWidth: 360 });
  await page.keyboard.press('Enter');
  // Only three tote bags: the server's words above the buttons, and the focus on them.
  await waitFor(async () => /\S/.test(await dialogProblems(dialog)));
  expect(await dialogProblems(dialog)).toMatch(/Tote bag/);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
  await checkAtWidths(page, 'dashboard-commerce-order-new-error', { endWidth: 360 });
  await typeIn(page, 'Product 1 Quantity', '2');
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: /^Order ORD_/ });
  await heading.waitFor();
  const code = (await heading.textContent())!.replace('Order ', '');
  const fetched = (await m.api.get(`/order/${code}`)).body.data;
  expect(fetched).toMatchObject({ code, amount: 600000, currency: 'NGN', status: 'pending', customer: { email: 'buyer@example.com', first_name: 'Chi' } });
  expect(fetched.line_items.map((l: any) => [l.product.name, l.quantity])).toEqual([
    ['Tote bag', 2],
    ['Sticker', 2],
  ]);
  await page.locator('dl').getByText('yes: every product is on sale and in stock').waitFor();
  await checkAtWidths(page, 'dashboard-commerce-order-page', { endWidth: 360 });

  await openDialog(page, 'Get a payment link', `A payment link for ${code}`);
  await checkAtWidths(page, 'dashboard-commerce-order-pay', { endWidth: 360 });
  await page.keyboard.press('Enter');
  const ready = page.getByRole('status').filter({ hasText: 'Payment link ready' });
  await ready.waitFor();
  const reference = (await ready.getByRole('link').first().textContent())!;
  expect(await ready.getByRole('link', { name: 'open the checkout page' }).getAttribute('href')).toMatch(/\/checkout\//);
  const pending = (await paystack.transaction.verify({ reference })).data;
  expect(pending).toMatchObject({ amount: 600000, currency: 'NGN', metadata: { order_code: code } });

  // A payment naming the order pays it: the page says so without a reload.
  const charged = await m.api.post('/charge', { email: 'buyer@example.com', amount: 600000, card: CARDS.success, metadata: { order_code: code } });
  expect(charged.body.data.status).toBe('success');
  await page.locator('dl').getByText('paid', { exact: true }).waitFor();
  await page.locator('dl').getByRole('link', { name: charged.body.data.reference }).waitFor();
  expect((await m.api.get(`/order/${code}`)).body.data.status).toBe('success');
  await expect(page.getByRole('button', { name: 'Get a payment link' }).count()).resolves.toBe(0);
  expect((await m.api.get(`/product/${tote.id}`)).body.data.quantity_sold).toBe(2);

  // The list: filtered and searched by the server.
  await m.api.post('/order', { email: 'other@example.com', currency: 'NGN', items: [{ item: tote.id, quantity: 1 }] });
  await open(page, '#/orders', 'Orders');
  await page.getByText('2 orders', { exact: true }).waitFor();
  await tabToField(page, 'Status');
  await page.keyboard.type('paid');
  await page.getByText('1 order', { exact: true }).waitFor();
  await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('buyer@example.com');
  expect(page.url()).toContain('status=success');
  await checkAtWidths(page, 'dashboard-commerce-orders', { endWidth: 360 });
  await tabToField(page, 'Status');
  await page.keyboard.type('Any');
  await page.getByText('2 orders', { exact: true }).waitFor();
  await typeIn(page, 'Search orders', 'other@');
  await page.keyboard.press('Enter');
  await page.getByText('1 order holding “other@”', { exact: true }).waitFor();
  await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('other@example.com');
  await tabTo(page, 'Clear search');
  await page.keyboard.press('Enter');
  await page.getByText('2 orders', { exact: true }).waitFor();
});

it('creates a virtual terminal (a bad number refused), adds and removes numbers, sets and removes its split, takes a test payment, renames and deactivates it', async () => {
  const sub = (await m.api.post('/subaccount', { business_name: 'Stall Partner', settlement_bank: '044', account_number: '0123456789', percentage_charge: 5 }))
    .body.data.subaccount_code;
  const split = (
    await m.api.post('/split', {
      name: 'Stall share',
      type: 'percentage',
      currency: 'NGN',
      subaccounts: [{ subaccount: sub, share: 20 }],
      bearer_type: 'account',
    })
  ).body.data.split_code;
  await open(page, '#/virtual-terminals', 'Virtual terminals');
  await page.getByText(/No virtual terminals\./).waitFor();
  await checkAtWidths(page, 'dashboard-commerce-vts-empty', { endWidth: 360 });

  const dialog = await openDialog(page, 'New virtual terminal', 'New virtual terminal');
  await page.keyboard.type('Market stall');
  await typeIn(page, 'Number 1 WhatsApp number', 'call me');
  await typeIn(page, 'Number 1 Name', 'Ada');
  await checkAtWidths(page, 'dashboard-commerce-vt-new', { endWidth: 360 });
  await page.keyboard.press('Enter');
  await waitFor(async () => /\S/.test(await dialogProblems(dialog)));
  expect(await dialogProblems(dialog)).toBe('destinations[0].target must be a phone number in international format');
  await checkAtWidths(page, 'dashboard-commerce-vt-new-error', { endWidth: 360 });
  await typeIn(page, 'Number 1 WhatsApp number', '+2348012345678');
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Virtual terminal Market stall' });
  await heading.waitFor();
  const code = (await page.locator('dl code').first().textContent())!;
  expect(code).toMatch(/^VT_/);
  const vt = async () => (await m.api.get(`/virtual_terminal/${code}`)).body.data;
  expect(await vt()).toMatchObject({ name: 'Market stall', active: true, currency: 'NGN', split_code: null });
  expect((await vt()).destinations.map((d: any) => [d.target, d.name])).toEqual([['+2348012345678', 'Ada']]);
  await checkAtWidths(page, 'dashboard-commerce-vt-page', { endWidth: 360 });

  // Another number; then the first one removed from its row.
  const add = await openDialog(page, 'Add WhatsApp number', 'Add a WhatsApp number to Market stall');
  await page.keyboard.type('+2348012345678');
  await typeIn(page, 'Name', 'Ada again');
  await page.keyboard.press('Enter');
  // Already there: the server says so by the number.
  await waitFor(async () => /\S/.test(await dialogProblems(add)));
  expect(await dialogProblems(add)).toBe('Destination +2348012345678 is already assigned to this Virtual Terminal');
  await typeIn(page, 'WhatsApp number', '+2348098765432');
  await typeIn(page, 'Name', 'Bola');
  await page.keyboard.press('Enter');
  await closed(add);
  await page.getByRole('row').filter({ hasText: 'Bola' }).waitFor();
  expect((await vt()).destinations.map((d: any) => d.name)).toEqual(['Ada', 'Bola']);
  await openDialog(page, 'Remove Ada', 'Remove Ada (+2348012345678)?');
  await checkAtWidths(page, 'dashboard-commerce-vt-remove', { endWidth: 360 });
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: '+2348012345678 removed.' }).waitFor();
  expect((await vt()).destinations.map((d: any) => d.name)).toEqual(['Bola']);

  // Its payments shared by the split group.
  await openDialog(page, 'Set split group', "Share Market stall's payments");
  await checkAtWidths(page, 'dashboard-commerce-vt-split', { endWidth: 360 });
  await page.keyboard.type('Stall');
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `Payments are now shared by ${split}.` })
    .waitFor();
  expect((await vt()).split_code).toBe(split);

  // Test mode: a customer pays on it.
  const payDialog = await openDialog(page, 'Simulate a payment', 'A customer pays on Market stall');
  await page.keyboard.type('1500');
  await typeIn(page, 'Customer email', 'stall.buyer@example.com');
  await checkAtWidths(page, 'dashboard-commerce-vt-pay', { endWidth: 360 });
  await page.keyboard.press('Enter');
  await closed(payDialog);
  const paid = page.getByRole('status').filter({ hasText: 'Payment received' });
  await paid.waitFor();
  const reference = (await paid.getByRole('link').textContent())!;
  const tx = (await paystack.transaction.verify({ reference })).data;
  expect(tx).toMatchObject({ status: 'success', amount: 150000, metadata: { virtual_terminal: code } });
  expect(tx.split.split_code).toBe(split);

  await openDialog(page, 'Remove split group', `Remove split ${split} from Market stall?`);
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Split group removed.' }).waitFor();
  expect((await vt()).split_code).toBeNull();

  await openDialog(page, 'Rename', 'Rename Market stall');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Night market');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Virtual terminal Night market' }).waitFor();
  expect((await vt()).name).toBe('Night market');

  await openDialog(page, 'Deactivate', 'Deactivate Night market?');
  await checkAtWidths(page, 'dashboard-commerce-vt-deactivate', { endWidth: 360 });
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Deactivated' }).waitFor();
  expect((await vt()).active).toBe(false);
  // The status is said at once; the actions follow the terminal as fetched again.
  await page.getByRole('button', { name: 'Simulate a payment' }).waitFor({ state: 'detached' });
  await expect(page.getByRole('button', { name: 'Deactivate' }).count()).resolves.toBe(0);

  // The list: a terminal made elsewhere, the status filter and the search, by the server.
  await m.api.post('/virtual_terminal', { name: 'Airport kiosk', destinations: [{ target: '+2348011112222', name: 'Desk' }] });
  await open(page, '#/virtual-terminals', 'Virtual terminals');
  await page.getByText('2 virtual terminals', { exact: true }).waitFor();
  await tabToField(page, 'Status');
  await page.keyboard.type('inactive');
  await page.getByText('1 virtual terminal', { exact: true }).waitFor();
  await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('Night market');
  await checkAtWidths(page, 'dashboard-commerce-vts', { endWidth: 360 });
  await tabToField(page, 'Status');
  await page.keyboard.type('Any');
  await typeIn(page, 'Search virtual terminals', 'kiosk');
  await page.keyboard.press('Enter');
  await page.getByText('1 virtual terminal holding “kiosk”', { exact: true }).waitFor();
  await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('Airport kiosk');
});

it('edits a pending payment request: the server refusing a past due date by its field, then new lines, description and due date saved', async () => {
  const customer = (await paystack.customer.create({ email: 'edit.me@example.com' })).data.customer_code as string;
  const created = (await paystack.invoice.create({ customer, amount: 500000, due_date: '2099-01-01', description: 'April work' })).data;
  const codeOf = created.request_code as string;
  await open(page, `#/payment-requests/${codeOf}`, `Payment request ${codeOf}`);
  const dialog = await openDialog(page, 'Edit', `Edit ${codeOf}`);
  expect(await dialog.getByLabel('Description').inputValue()).toBe('April work');
  expect(await dialog.getByLabel('Amount', { exact: true }).inputValue()).toBe('5000');
  await checkAtWidths(page, 'dashboard-commerce-request-edit', { endWidth: 360 });

  await typeIn(page, 'Description', 'April work, revised');
  await tabToField(page, 'Due on');
  await page.keyboard.type(typedDate(new Date(2020, 0, 2)));
  await tabTo(page, 'Add item');
  await page.keyboard.press('Enter');
  await typeIn(page, 'Item 1 Name', 'Design');
  await typeIn(page, 'Item 1 Amount', '4000');
  await typeIn(page, 'Item 1 Qty', '2');
  await tabTo(page, 'Save changes');
  await page.keyboard.press('Enter');
  // The server's words by the field they name, and the focus there.
  await dialog.locator('.field-error').waitFor();
  expect(await dialogProblems(dialog)).toBe('Due date cannot be in the past');
  await waitFor(async () => (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)) === 'Due on');
  await checkAtWidths(page, 'dashboard-commerce-request-edit-error', { endWidth: 360 });
  const due = new Date(Date.now() + 30 * 86_400_000);
  await page.keyboard.type(typedDate(due));
  await page.keyboard.press('Enter');
  await closed(dialog);
  await page.getByRole('status').filter({ hasText: 'Payment request saved.' }).waitFor();
  expect(await focusedText(page)).toBe('Edit');
  await page.getByRole('row').filter({ hasText: 'Design' }).waitFor();

  const fetched = (await paystack.invoice.get({ invoice_id: codeOf })).data;
  expect(fetched).toMatchObject({ description: 'April work, revised', amount: 800000, status: 'pending' });
  expect(fetched.line_items).toEqual([{ name: 'Design', amount: 400000, quantity: 2 }]);
  expect(new Date(fetched.due_date).toDateString()).toBe(due.toDateString());
  await checkAtWidths(page, 'dashboard-commerce-request-page', { endWidth: 360 });
});
