import type { Browser, BrowserContextOptions, FrameLocator, Page } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll } from '../support/browser';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { merchantSite, type MerchantSite } from '../support/merchant-site';

// Invoices, payment pages and inline.js in a real browser (Chromium through playwright-core):
// paid through the hosted checkout, with keyboard only, checked with axe-core and at 360 px.

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
let merchant: MerchantSite;
let customerCode: string;

const future = (days = 7) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Browser Shop');
  customerCode = (await m.api.post('/customer', { email: 'browser@example.com', first_name: 'Bea' })).body.data.customer_code;
  merchant = await merchantSite((_path, method) =>
    method === 'POST' ? '<title>received</title><h1 id="merchant">Order received</h1>' : '<title>thanks</title><h1 id="merchant">Thanks</h1>',
  );
  browser = await launchChromium();
});
afterEach(() => expectLedgerBalanced(server, [m]));
afterAll(async () => {
  await browser?.close();
  await merchant?.close();
  await server?.stop();
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function payCard(page: Page | FrameLocator, card: { number: string; cvv: string } = CARDS.success) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function payPartOfInvoice(page: Page, code: string, amount: string) {
  await page.goto(`${server.url}/invoice/${code}`);
  await page.getByLabel(/Amount to pay/).fill(amount);
  await Promise.all([page.waitForURL('**/checkout/**'), page.getByRole('button', { name: 'Continue to payment' }).click()]);
  await Promise.all([page.waitForURL(`**/invoice/${code}?**`), payCard(page)]);
}

const pendingOf = async (code: string) => (await server.api().get(`/paymentrequest/verify/${code}`)).body.data.pending_amount;

describe('the hosted invoice page', () => {
  it('line items and tax, numbers after an override, draft → finalize, two partial payments then the rest, archive hides it', async () => {
    await m.api.post('/paymentrequest', { customer: customerCode, amount: 1000, has_invoice: true, invoice_number: 50 });
    const draft = await m.api.post('/paymentrequest', {
      customer: customerCode,
      draft: true,
      due_date: future(),
      description: 'Garden work',
      line_items: [
        { name: 'Mowing', amount: 60000 },
        { name: 'Hedges', amount: 30000 },
      ],
      tax: [{ name: 'VAT', amount: 6750 }],
    });
    expect(draft.body.data).toMatchObject({ invoice_number: 51, amount: 96750, status: 'draft' });
    const code: string = draft.body.data.request_code;
    const page = await newPage();
    try {
      expect((await page.goto(`${server.url}/invoice/${code}`))?.status()).toBe(404);
      expect((await m.api.post(`/paymentrequest/finalize/${code}`)).status).toBe(200);

      expect((await page.goto(`${server.url}/invoice/${code}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Invoice #51');
      const table = await page.getByRole('table').textContent();
      for (const text of ['Mowing', 'Hedges', 'Tax: VAT', 'NGN 600.00', 'NGN 67.50']) expect(table).toContain(text);
      await expect(page.getByTestId('total').textContent()).resolves.toBe('NGN 967.50');

      await payPartOfInvoice(page, code, '300');
      await expect(page.getByTestId('pending-amount').textContent()).resolves.toBe('NGN 667.50');
      await expect(page.getByTestId('status').textContent()).resolves.toBe('Partially paid');
      expect(await pendingOf(code)).toBe(66750);

      await payPartOfInvoice(page, code, '600');
      expect(await pendingOf(code)).toBe(6750);

      // More than what remains is refused on the page; nothing is started.
      await page.getByLabel(/Amount to pay/).fill('100');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain('pending amount');

      await payPartOfInvoice(page, code, '67.50');
      await expect(page.getByTestId('status').textContent()).resolves.toBe('Paid');
      expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);
      const fetched = (await m.api.get(`/paymentrequest/${code}`)).body.data;
      expect(fetched).toMatchObject({ status: 'success', paid: true, pending_amount: 0 });
      expect(fetched.transactions).toHaveLength(3);

      await m.api.post(`/invoice/archive/${code}`);
      expect((await page.goto(`${server.url}/invoice/${code}`))?.status()).toBe(404);
      expect((await m.api.get('/paymentrequest')).body.data.some((p: { request_code: string }) => p.request_code === code)).toBe(false);
      expect((await server.api().get(`/paymentrequest/verify/${code}`)).status).toBe(404);
    } finally {
      await page.context().close();
    }
  });
});

describe('/pay/:slug', () => {
  it('pays a payer-chosen amount with custom fields; they arrive in metadata.custom_fields; the redirect URL follows', async () => {
    await m.api.post('/page', {
      name: 'Club dues',
      slug: 'club-dues',
      description: 'Yearly dues',
      redirect_url: `${merchant.url}/thanks`,
      custom_fields: [{ display_name: 'Member number', variable_name: 'member_number' }],
    });
    const page = await newPage();
    try {
      await page.goto(`${server.url}/pay/club-dues`);
      await page.getByLabel('Amount (NGN)').fill('2500');
      await page.getByLabel('Email').fill('member@example.com');
      await page.getByLabel('Member number').fill('M-7');
      await Promise.all([page.waitForURL('**/checkout/**'), page.getByRole('button', { name: 'Pay' }).click()]);
      await Promise.all([page.waitForURL(`${merchant.url}/thanks**`), payCard(page)]);
      const reference = new URL(page.url()).searchParams.get('reference')!;
      const v = (await m.api.get(`/transaction/verify/${reference}`)).body.data;
      expect(v).toMatchObject({ status: 'success', amount: 250000 });
      expect(v.metadata.custom_fields).toEqual([{ display_name: 'Member number', variable_name: 'member_number', value: 'M-7' }]);
    } finally {
      await page.context().close();
    }
  });
});

describe('inline.js from another origin', () => {
  it('v1 callback, v2 newTransaction onSuccess, v2 resumeTransaction, and the form fallback without a callback', async () => {
    const ref1 = `v1-${Date.now()}`;
    const ref2 = `v2-${Date.now()}`;
    const init = await m.api.post('/transaction/initialize', { amount: 7700, email: 'resume@example.com' });
    const resume = init.body.data as { access_code: string; reference: string };
    const ref4 = `form-${Date.now()}`;
    merchant.shop = `<!doctype html><title>shop</title>
      <button id="v1">v1</button><button id="v2">v2</button><button id="resume">resume</button>
      <form id="order" action="/order" method="post">
        <input type="hidden" name="order_id" value="77">
        <script src="${server.url}/inline.js" data-key="${m.test.public_key}" data-email="form@example.com" data-amount="6600" data-ref="${ref4}"></script>
      </form>
      <script>
        document.getElementById('v1').onclick = function () {
          PaystackPop.setup({ key: '${m.test.public_key}', email: 'inline@example.com', amount: 4200, ref: '${ref1}',
            callback: function (r) { document.title = 'v1:' + r.reference; }, onClose: function () { document.title = 'closed'; } }).openIframe();
        };
        document.getElementById('v2').onclick = function () {
          new PaystackPop().newTransaction({ key: '${m.test.public_key}', email: 'inline@example.com', amount: 4300, ref: '${ref2}',
            onSuccess: function (t) { document.title = 'v2:' + t.reference; }, onCancel: function () { document.title = 'cancelled'; } });
        };
        document.getElementById('resume').onclick = function () {
          new PaystackPop().resumeTransaction('${resume.access_code}', { onSuccess: function (t) { document.title = 'resumed:' + t.reference; } });
        };
      </script>`;
    const page = await newPage();
    try {
      await page.goto(`${merchant.url}/shop`);
      for (const [button, expected] of [
        ['#v1', `v1:${ref1}`],
        ['#v2', `v2:${ref2}`],
        ['#resume', `resumed:${resume.reference}`],
      ] as const) {
        await page.click(button);
        await payCard(page.frameLocator('iframe[title=Payment]'));
        await page.waitForFunction((t) => document.title === t, expected);
        expect(await page.locator('iframe').count()).toBe(0);
      }
      for (const ref of [ref1, ref2, resume.reference]) expect((await m.api.get(`/transaction/verify/${ref}`)).body.data.status).toBe('success');

      // The embed variant: the checkout fills the merchant's element, no overlay.
      const ref5 = `embed-${Date.now()}`;
      await page.evaluate(
        ({ key, ref }) => {
          const box = document.createElement('div');
          box.id = 'paybox';
          document.body.appendChild(box);
          (window as unknown as { PaystackPop: { setup(o: object): { openIframe(): void } } }).PaystackPop.setup({
            key,
            email: 'embed@example.com',
            amount: 3100,
            ref,
            container: 'paybox',
            callback: (r: { reference: string }) => (document.title = `embed:${r.reference}`),
          }).openIframe();
        },
        { key: m.test.public_key, ref: ref5 },
      );
      await page.locator('#paybox iframe[title=Payment]').waitFor();
      expect(await page.getByRole('button', { name: 'Close payment' }).count()).toBe(0);
      await payCard(page.frameLocator('#paybox iframe[title=Payment]'));
      await page.waitForFunction((t) => document.title === t, `embed:${ref5}`);
      expect((await m.api.get(`/transaction/verify/${ref5}`)).body.data.status).toBe('success');

      // v1 onClose: the payer closes the overlay.
      merchant.shop = merchant.shop.replace(`ref: '${ref1}'`, `ref: '${ref1}-again'`);
      await page.goto(`${merchant.url}/shop`);
      await page.click('#v1');
      await page.frameLocator('iframe[title=Payment]').getByLabel('Card number').waitFor();
      await page.getByRole('button', { name: 'Close payment' }).click();
      await page.waitForFunction(() => document.title === 'closed');
      expect(await page.locator('iframe').count()).toBe(0);

      // No callback: the reference is added to the parent form, which is submitted.
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await Promise.all([page.waitForURL(`${merchant.url}/order`), payCard(page.frameLocator('iframe[title=Payment]'))]);
      const post = merchant.posts.at(-1)!;
      expect(post.path).toBe('/order');
      expect(new URLSearchParams(post.body).get('reference')).toBe(ref4);
      expect(new URLSearchParams(post.body).get('order_id')).toBe('77');
      expect((await m.api.get(`/transaction/verify/${ref4}`)).body.data).toMatchObject({ status: 'success', amount: 6600 });
    } finally {
      await page.context().close();
    }
  });
});

describe('accessibility', () => {
  it('invoice, /pay and checkout pages: no serious or critical axe violation, no horizontal scroll at 360 px', async () => {
    const pr = await m.api.post('/paymentrequest', {
      customer: customerCode,
      description: 'A rather long description that should wrap nicely on a narrow phone screen without scrolling sideways at all',
      line_items: [{ name: 'An item with a very long name that goes on and on and on', amount: 123456789 }],
      tax: [{ name: 'VAT', amount: 9000 }],
      due_date: future(),
    });
    await m.api.post('/page', { name: 'Accessible page', slug: 'a11y-page', custom_fields: [{ display_name: 'Seat', variable_name: 'seat' }] });
    const tx = await m.api.post('/transaction/initialize', { amount: 5000, email: 'a11y@example.com' });
    const page = await newPage({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    try {
      for (const path of [`/invoice/${pr.body.data.request_code}`, '/pay/a11y-page', new URL(tx.body.data.authorization_url).pathname]) {
        await page.goto(`${server.url}${path}`);
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
        expect({ path, fits: await noHorizontalScroll(page) }).toEqual({ path, fits: true });
      }
      // Error states too.
      await page.goto(`${server.url}/pay/a11y-page`);
      await page.getByLabel('Email').fill('x@example.com');
      await page.getByLabel('Amount (NGN)').fill('1');
      await page.evaluate(() => ((document.getElementById('email') as HTMLInputElement).value = 'not-an-email'));
      await page.evaluate(() => document.querySelector('form')!.setAttribute('novalidate', ''));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByRole('alert').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('an invoice can be paid with the keyboard only', async () => {
    const pr = await m.api.post('/paymentrequest', { customer: customerCode, amount: 12345 });
    const code = pr.body.data.request_code;
    const page = await newPage();
    try {
      await page.goto(`${server.url}/invoice/${code}`);
      // Tab to the amount field (the first focusable element), keep the full amount, submit with Enter.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('amount');
      await Promise.all([page.waitForURL('**/checkout/**'), page.keyboard.press('Enter')]);
      // The channel selector comes first (its selected tab, Card), then the card form.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('card_number');
      await page.keyboard.type(CARDS.success.number);
      await page.keyboard.press('Tab');
      await page.keyboard.type('1230');
      await page.keyboard.press('Tab');
      await page.keyboard.type(CARDS.success.cvv);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Pay /);
      await Promise.all([page.waitForURL(`**/invoice/${code}?**`), page.keyboard.press('Enter')]);
      await expect(page.getByTestId('status').textContent()).resolves.toBe('Paid');
    } finally {
      await page.context().close();
    }
  });
});
