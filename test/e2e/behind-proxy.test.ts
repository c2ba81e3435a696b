import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { launchChromium } from '../support/browser';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { startNginx, type Nginx } from '../support/nginx';
import { CARDS } from '../support/payments';
import { freePort, ROOT, startServerProcess, type ServerProcess } from '../support/process';

// The Docker stack's front door without Docker: the real server process with the API replicas'
// environment from docker/compose.yml, behind Debian's nginx running docker/nginx.conf, paid in
// Chromium through the proxy's address (PUBLIC_URL), as a person trying the stack would.
jest.setTimeout(120_000);

const SECRET = 'sk_test_behindproxy000000000001';
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker', 'compose.yml'), 'utf8'));

let db: TestDatabase;
let kobo: ServerProcess;
let nginx: Nginx;
let browser: Browser;
let api: Api;

beforeAll(async () => {
  db = await createTestDatabase();
  const port = await freePort();
  // What compose gives each replica, less what only holds inside the compose network.
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(compose.services.api1.environment as Record<string, string>).filter(
      ([k]) => !['DATABASE_URL', 'REDIS_URL', 'HOST', 'PORT', 'LOG_LEVEL'].includes(k),
    ),
  );
  expect(env.PUBLIC_URL).toBe('http://127.0.0.1:8080');
  kobo = await startServerProcess({ ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: db.url, KOBO_DEFAULT_SECRET_KEY: SECRET });
  nginx = await startNginx([new URL(kobo.url).host], port);
  expect(nginx.url).toBe(`http://127.0.0.1:${port}`);
  api = new Api(nginx.url, SECRET);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await kobo?.stop();
  await db?.drop();
});

async function newPage(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function payCard(page: Page) {
  await page.getByLabel('Card number').fill(CARDS.success.number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill(CARDS.success.cvv);
  await page.getByRole('button', { name: /^Pay / }).click();
}

const verify = async (reference: string) => (await api.get(`/transaction/verify/${encodeURIComponent(reference)}`)).body.data;

describe('Kobo behind docker/nginx.conf', () => {
  it('the hosted checkout from /transaction/initialize is paid through the proxy', async () => {
    const init = await api.post('/transaction/initialize', { email: 'proxy-checkout@example.com', amount: 120000 });
    expect(init.status).toBe(200);
    const { authorization_url: url, reference } = init.body.data;
    expect(url).toMatch(new RegExp(`^${nginx.url}/checkout/`));
    const page = await newPage();
    try {
      expect((await page.goto(url))?.status()).toBe(200);
      await payCard(page);
      await page
        .getByText(/Payment successful/i)
        .first()
        .waitFor();
    } finally {
      await page.context().close();
    }
    expect(await verify(reference)).toMatchObject({ status: 'success', amount: 120000 });
  });

  it('a payment page: the form posts, the checkout is paid, and the payer comes back to the page on the proxy address', async () => {
    expect((await api.post('/page', { name: 'Proxy Tickets', slug: 'proxy-tickets', amount: 250000 })).status).toBe(200);
    const page = await newPage();
    try {
      await page.goto(`${nginx.url}/pay/proxy-tickets`);
      await page.getByLabel('Email').fill('proxy-payer@example.com');
      await Promise.all([page.waitForURL(`${nginx.url}/checkout/**`), page.getByRole('button', { name: /^Pay / }).click()]);
      await Promise.all([page.waitForURL(`${nginx.url}/pay/proxy-tickets?**`), payCard(page)]);
      const reference = new URL(page.url()).searchParams.get('reference')!;
      const paid = await verify(reference);
      expect(paid).toMatchObject({ status: 'success', amount: 250000, customer: { email: 'proxy-payer@example.com' } });
      // The payer's address as nginx saw it (X-Forwarded-For, trusted from the proxy), not nginx's.
      expect(paid.ip_address).toBe('127.0.0.1');
    } finally {
      await page.context().close();
    }
  });

  it('an invoice: paid through the proxy, the payer returns to the invoice there', async () => {
    const customer = (await api.post('/customer', { email: 'proxy-invoice@example.com' })).body.data.customer_code;
    const created = await api.post('/paymentrequest', { customer, amount: 80000, description: 'Behind the proxy' });
    expect(created.status).toBe(200);
    const code: string = created.body.data.request_code;
    const page = await newPage();
    try {
      await page.goto(`${nginx.url}/invoice/${code}`);
      await Promise.all([page.waitForURL(`${nginx.url}/checkout/**`), page.getByRole('button', { name: 'Continue to payment' }).click()]);
      await Promise.all([page.waitForURL(`${nginx.url}/invoice/${code}?**`), payCard(page)]);
    } finally {
      await page.context().close();
    }
    expect((await api.get(`/paymentrequest/verify/${code}`)).body.data).toMatchObject({ status: 'success', paid: true });
  });

  it("an oversized body gets Kobo's JSON 413 through the proxy, as directly", async () => {
    const body = JSON.stringify({ email: 'big@example.com', metadata: { blob: 'x'.repeat(1536 * 1024) } });
    const direct = await new Api(kobo.url, SECRET).post('/customer', undefined, { raw: body, headers: { 'content-type': 'application/json' } });
    expect(direct.status).toBe(413);
    const proxied = await api.post('/customer', undefined, { raw: body, headers: { 'content-type': 'application/json' } });
    expect(proxied.status).toBe(413);
    expect(proxied.headers.get('content-type')).toMatch(/^application\/json/);
    expect(proxied.body).toEqual(direct.body);
    expect(proxied.body).toMatchObject({ status: false });
  });
});
