import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll } from '../support/browser';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// A published storefront in a real browser (Chromium through playwright-core): a buyer picks
// products and pays through the hosted checkout with the keyboard only, which creates a paid order;
// the shop is checked with axe-core and at 360 px.

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Browser Store');
  browser = await launchChromium();
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id);

async function publishedStore(slug: string) {
  const product = async (name: string, price: number, extra: Record<string, unknown> = {}) =>
    (
      await m.api.post('/product', {
        name: slug === 'village-bakery' ? name : `${name} (${slug})`,
        description: `${name}, freshly made`,
        price,
        currency: 'NGN',
        quantity: 5,
        ...extra,
      })
    ).body.data;
  const bread = await product('Sourdough Loaf', 350000);
  const jam = await product('Strawberry Jam', 120000);
  const gone = await product('Sold Out Scone', 50000, { quantity: 0 });
  const store = (await m.api.post('/storefront', { name: 'Village Bakery', slug, currency: 'NGN', description: 'Bread, jam and scones baked every morning' }))
    .body.data;
  await m.api.post(`/storefront/${store.id}/product`, { products: [bread.id, jam.id, gone.id] });
  expect((await m.api.post(`/storefront/${store.id}/publish`)).status).toBe(200);
  return { store, bread, jam, gone };
}

describe('the hosted shop of a storefront', () => {
  it('is bought from with the keyboard only, through the checkout, creating a paid order', async () => {
    const { store, bread, jam } = await publishedStore('village-bakery');
    const page = await newPage();
    try {
      expect((await page.goto(`${server.url}/shop/village-bakery`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Village Bakery');
      // The first field is the first product's quantity; the sold-out one is skipped.
      await page.keyboard.press('Tab');
      expect(await activeId(page)).toBe(`quantity_${bread.id}`);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2');
      await page.keyboard.press('Tab');
      expect(await activeId(page)).toBe(`quantity_${jam.id}`);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Tab');
      expect(await activeId(page)).toBe('email');
      await page.keyboard.type('hungry@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Hungry');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Buyer');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Buy');
      await Promise.all([page.waitForURL('**/checkout/**'), page.keyboard.press('Enter')]);
      await expect(page.getByTestId('amount').first().textContent()).resolves.toContain('8,200.00');

      // The checkout: the channel selector first, then the card form.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
      await page.keyboard.press('Tab');
      expect(await activeId(page)).toBe('card_number');
      await page.keyboard.type(CARDS.success.number);
      await page.keyboard.press('Tab');
      await page.keyboard.type('1230');
      await page.keyboard.press('Tab');
      await page.keyboard.type(CARDS.success.cvv);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Pay /);
      await Promise.all([page.waitForURL('**/shop/village-bakery?**'), page.keyboard.press('Enter')]);

      const orders = (await m.api.get(`/storefront/${store.id}/order`)).body.data;
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        status: 'success',
        amount: 2 * 350000 + 120000,
        customer: { email: 'hungry@example.com', first_name: 'Hungry', last_name: 'Buyer' },
      });
      expect(orders[0].line_items).toEqual([
        { product: { id: bread.id, name: 'Sourdough Loaf' }, quantity: 2, amount: 700000, unit_amount: 350000 },
        { product: { id: jam.id, name: 'Strawberry Jam' }, quantity: 1, amount: 120000, unit_amount: 120000 },
      ]);
      const reference = new URL(page.url()).searchParams.get('reference')!;
      expect((await m.api.get(`/transaction/verify/${reference}`)).body.data).toMatchObject({
        status: 'success',
        amount: 820000,
        metadata: { order_code: orders[0].code },
      });
      expect((await m.api.get(`/product/${bread.id}`)).body.data.quantity_sold).toBe(2);
    } finally {
      await page.context().close();
    }
  });

  it('has no axe violation and no horizontal scroll at 360 px, also when it refuses a basket', async () => {
    await publishedStore('tiny-bakery');
    const page = await newPage({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    try {
      await page.goto(`${server.url}/shop/tiny-bakery`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await page.getByLabel(/Sold Out Scone/).isDisabled()).toBe(true);
      // Nothing chosen: the shop comes back with the reason, announced.
      await page.getByLabel('Email').fill('window@example.com');
      await page.getByRole('button', { name: 'Buy' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Choose at least one product');
      expect(await axeViolations(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
