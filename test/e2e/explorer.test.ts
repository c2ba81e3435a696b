import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll, screenshot } from '../support/browser';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor, waitForValue } from '../support/wait';

// The front door for a person with a browser: GET / says what Kobo is and where to go, the favicon
// answers, and /graphql opens an explorer that works offline (every file from this server), with
// the secret key typed into the page and used for queries over HTTP and subscriptions over
// graphql-ws. CORS preflights are answered without a key.

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Explorer Shop');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('without a browser', () => {
  it('GET / is a front page for browsers and a JSON map for API clients, and the favicon answers', async () => {
    const html = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await html.text();
    expect(page).toContain('href="/graphql"');
    expect(page).toContain('href="/health"');
    expect(page).toContain(server.url);

    const json = await fetch(`${server.url}/`);
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ status: true, data: { graphql: `${server.url}/graphql`, health: `${server.url}/health` } });

    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it("sends GraphiQL's 1.5 MB compressed where the browser takes it", async () => {
    const url = `${server.url}/explorer/assets/graphiql.min.js`;
    const raw = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect([raw.headers.get('content-encoding'), gz.headers.get('content-encoding'), gz.headers.get('vary')]).toEqual([null, 'gzip', 'Accept-Encoding']);
    expect(await gz.text()).toBe(await raw.text());
  });

  it('answers a CORS preflight to /graphql without a key, and lets any origin read replies', async () => {
    const pre = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/content-type/);

    const post = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json', authorization: `Bearer ${m.test.secret_key}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps /graphql a GraphQL endpoint for clients: JSON without a key is 401, and GET with a query runs it', async () => {
    const noKey = await fetch(`${server.url}/graphql`, { headers: { accept: 'application/json' } });
    expect(noKey.status).toBe(401);
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'text/html,application/json', authorization: `Bearer ${m.test.secret_key}`, 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses what an explorer can send by mistake with a GraphQL error, never a 500', async () => {
    const post = (body: object) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${m.test.secret_key}` },
        body: JSON.stringify(body),
      });
    // An operationName left over from an earlier document (GraphiQL sends the tab's).
    for (const operationName of ['Overview', '']) {
      const res = await post({ query: '{ balance { currency } }', operationName });
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ errors: [{ message: `Unknown operation named "${operationName}".` }] });
    }
    // A subscription over HTTP: it needs the websocket.
    const sub = await post({ query: 'subscription { events { type } }' });
    expect(sub.status).toBe(400);
    expect(await sub.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/graphql-ws/), extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('in Chromium, offline', () => {
  // Every request the page makes, and any that leaves this server (refused, so a CDN dependency
  // fails the test as it fails a user without a network).
  async function offlinePage(options: { width?: number; bypassCSP?: boolean } = {}) {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, bypassCSP: options.bypassCSP ?? false });
    const foreign: string[] = [];
    const origin = new URL(server.url).origin;
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      foreign.push(url);
      return route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/401|Unauthorized/.test(msg.text())) problems.push(`console: ${msg.text()}`);
    });
    return { page, foreign, problems };
  }

  const editor = (page: Page, which: 'query' | 'result') =>
    page.locator(which === 'query' ? '.graphiql-query-editor .CodeMirror' : '.result-window .CodeMirror').first();
  // Typed as a person types it: select what is there, type over it (the editor closes brackets
  // itself and steps over a typed closing one), and read back what the editor holds.
  async function setQuery(page: Page, text: string) {
    await editor(page, 'query').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    expect(await editor(page, 'query').evaluate((el) => (el as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue())).toBe(text);
  }
  const result = (page: Page) => editor(page, 'result').evaluate((el) => (el as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue());

  async function typeKey(page: Page, key: string) {
    // Keyboard only: Tab from the top of the page reaches the key field (after the home link).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('key');
    await page.keyboard.type(key);
    await page.keyboard.press('Enter');
  }

  it('runs a query and a subscription with a typed-in key, every file from this server', async () => {
    const { page, foreign, problems } = await offlinePage();
    const res = await page.goto(`${server.url}/graphql`);
    expect(res?.status()).toBe(200);
    await page.locator('.graphiql-container').waitFor();
    await expect(page.locator('#mode').textContent()).resolves.toBe('No key');

    await typeKey(page, m.test.secret_key);
    await expect(page.locator('#mode').textContent()).resolves.toBe('Test mode');
    expect(await page.evaluate(() => sessionStorage.getItem('kobo.explorer.key'))).toBe(m.test.secret_key);
    expect(await page.evaluate(() => localStorage.length && JSON.stringify(localStorage))).not.toContain(m.test.secret_key);

    // The schema came with the key: the docs explorer shows the root types.
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.getByText('Subscription', { exact: false }).first().waitFor();

    await setQuery(page, '{ balance { currency balance } }');
    await page.keyboard.press('Control+Enter');
    await waitFor(async () => (await result(page)).includes('"balance"'), { what: '"balance"' + ' in the result pane' });
    expect(JSON.parse(await result(page))).toEqual({ data: { balance: [expect.objectContaining({ currency: 'NGN' })] } });

    // A subscription over graphql-ws, authenticated by the same key in connection_init.
    await setQuery(page, 'subscription { events(types: ["charge.success"]) { type data } }');
    await page.keyboard.press('Control+Enter');
    // The execute button turns into a stop button once the subscription is open.
    await page.locator('.graphiql-execute-button[aria-label*="Stop" i]').waitFor();
    // The button shows the socket was asked for; the server registers the subscription a moment
    // later. Each charge's event either arrives or the next one is made, until one shows.
    let shown: string | undefined;
    for (let n = 1; n <= 20 && !shown; n++) {
      const paid = await m.api.post('/charge', { email: 'explorer@example.com', amount: 10000, card: CARDS.success, reference: `explorer-${n}` });
      expect(paid.status).toBe(200);
      shown = await waitForValue(async () => /explorer-\d+/.exec(await result(page))?.[0], { timeoutMs: 1000 }).catch(() => undefined);
    }
    expect(shown).toBeDefined();
    expect(JSON.parse(await result(page))).toMatchObject({ data: { events: { type: 'charge.success', data: { reference: shown, status: 'success' } } } });

    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await screenshot(page, 'kobo-explorer.png');
    await page.context().close();
  });

  it('before a key is typed it asks for one, and sends nothing that could answer "Invalid key"', async () => {
    const { page, problems } = await offlinePage();
    let posts = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql' && r.method() === 'POST') posts++;
    });
    await page.goto(`${server.url}/graphql`, { waitUntil: 'networkidle' });
    await page.locator('.graphiql-container').waitFor();
    await expect(page.locator('#mode').textContent()).resolves.toBe('No key');
    expect(await result(page)).not.toContain('Invalid key');
    expect(posts).toBe(0);
    // Running the sample anyway says what to do, without a request.
    await editor(page, 'query').click();
    await page.keyboard.press('Control+Enter');
    await waitFor(async () => (await result(page)).includes('No key yet'), { what: '"No key yet" in the result pane' });
    expect(await result(page)).not.toContain('Invalid key');
    expect(posts).toBe(0);
    await screenshot(page, 'kobo-explorer-no-key.png');

    // The key, once typed, fetches the schema and runs.
    await page.locator('#key').fill(m.test.secret_key);
    await page.locator('#key').press('Enter');
    await setQuery(page, '{ balance { currency } }');
    await page.keyboard.press('Control+Enter');
    await waitFor(async () => (await result(page)).includes('"currency"'), { what: 'the balance in the result pane' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a wrong key shows its error instead of a schema; a live key says live mode', async () => {
    const { page } = await offlinePage();
    await page.goto(`${server.url}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    await typeKey(page, 'sk_test_wrong');
    await setQuery(page, '{ balance { currency } }');
    await page.keyboard.press('Control+Enter');
    await waitFor(async () => (await result(page)).includes('Invalid key'), { what: 'Invalid key' + ' in the result pane' });

    await page.locator('#key').fill(m.live.secret_key);
    await page.locator('#key').press('Enter');
    await expect(page.locator('#mode').textContent()).resolves.toBe('Live mode');
    await page.context().close();
  });

  it('the explorer and the front page are axe-clean at 360 px, without horizontal scroll on the front page', async () => {
    const { page } = await offlinePage({ width: 360, bypassCSP: true });
    await page.goto(`${server.url}/`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    await screenshot(page, 'kobo-front-360.png', { fullPage: true });
    await page.goto(`${server.url}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    // Kobo's part of the page (the key bar) must be clean; GraphiQL's own widgets are checked by
    // its maintainers (it has known contrast and label findings of its own).
    expect(await axeViolations(page, '.bar')).toEqual([]);
    await screenshot(page, 'kobo-explorer-360.png');
    await page.context().close();
  });
});
