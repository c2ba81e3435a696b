import http from 'node:http';
import { ConfigError, loadConfig } from '../../src/config/config';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Which origin the payer pages accept form posts from, and which address the payer is sent back to,
// when a proxy in front rewrites Host or sends X-Forwarded-*: PUBLIC_URL is always Kobo's own; the
// forwarded headers count only when KOBO_TRUST_PROXY trusts the peer that sent them.

interface Reply {
  status: number;
  location: string | null;
  text: string;
}

// A form post with exactly these headers (fetch may not set Host).
function post(base: string, path: string, headers: Record<string, string>, form: Record<string, string>): Promise<Reply> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, location: (res.headers.location as string | undefined) ?? null, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// The browser's view of a same-origin post from `origin`.
const browser = (origin: string, host: string, extra: Record<string, string> = {}) => ({ host, origin, 'sec-fetch-site': 'same-origin', ...extra });

// Starts the page's payment from `headers`, pays it, and returns where the checkout sends the payer.
async function payThroughPage(server: TestServer, slug: string, headers: Record<string, string>): Promise<{ start: Reply; back?: URL }> {
  const start = await post(server.url, `/pay/${slug}`, headers, { email: `${slug}@example.com` });
  if (start.status !== 303) return { start };
  const paid = await post(
    server.url,
    start.location!,
    {},
    { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv },
  );
  expect(paid.status).toBe(303);
  return { start, back: new URL(paid.location!) };
}

describe('without KOBO_TRUST_PROXY (the default)', () => {
  let server: TestServer;
  let m: TestIntegration;
  beforeAll(async () => {
    // TLS ends at the proxy: Kobo itself is spoken to in plain HTTP.
    server = await startServer({ PUBLIC_URL: 'https://pay.example.test' });
    m = await server.newIntegration();
    for (const slug of ['rewritten', 'tls', 'forged']) expect((await m.api.post('/page', { name: slug, slug, amount: 10000 })).status).toBe(200);
  });
  afterAll(() => server.stop());

  it("accepts posts from PUBLIC_URL's origin whatever Host the proxy sends", async () => {
    // A proxy that rewrites Host (nginx's `$host` drops the port; others send the upstream's name).
    const { start } = await payThroughPage(server, 'rewritten', browser('https://pay.example.test', 'kobo-internal:4000'));
    expect(start.status).toBe(303);
    expect(start.location).toMatch(/^\/checkout\//);
  });

  it("sends the payer back on PUBLIC_URL's scheme when the request came by its host", async () => {
    const { start, back } = await payThroughPage(server, 'tls', browser('https://pay.example.test', 'pay.example.test'));
    expect(start.status).toBe(303);
    expect(back?.origin).toBe('https://pay.example.test');
    expect(back?.pathname).toBe('/pay/tls');
  });

  it('ignores forwarded headers: a forged X-Forwarded-Host is no origin of Kobo, nor a return address', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect((await post(server.url, '/pay/forged', browser('https://evil.example', '127.0.0.1', forged), { email: 'f@example.com' })).status).toBe(403);
    const { back } = await payThroughPage(server, 'forged', { host: 'kobo.lan:4000', ...forged });
    expect(back?.origin).toBe('http://kobo.lan:4000');
  });

  it('still refuses posts from other sites', async () => {
    expect((await post(server.url, '/pay/rewritten', browser('https://shop.example', 'pay.example.test'), { email: 'x@example.com' })).status).toBe(403);
    expect(
      (await post(server.url, '/pay/rewritten', { origin: 'https://pay.example.test', 'sec-fetch-site': 'cross-site' }, { email: 'x@example.com' })).status,
    ).toBe(403);
  });
});

describe('with KOBO_TRUST_PROXY=on', () => {
  let server: TestServer;
  let m: TestIntegration;
  beforeAll(async () => {
    server = await startServer({ KOBO_TRUST_PROXY: 'on' });
    m = await server.newIntegration();
    expect((await m.api.post('/page', { name: 'Shop', slug: 'shop', amount: 10000 })).status).toBe(200);
  });
  afterAll(() => server.stop());

  it("takes the browser's host and scheme from X-Forwarded-Host/-Proto, and its address from X-Forwarded-For", async () => {
    const forwarded = { 'x-forwarded-host': 'shop.example:8443', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const { start, back } = await payThroughPage(server, 'shop', browser('https://shop.example:8443', 'kobo-internal:4000', forwarded));
    expect(start.status).toBe(303);
    expect(back?.origin).toBe('https://shop.example:8443');
    const tx = (await m.api.get(`/transaction/verify/${back!.searchParams.get('reference')}`)).body.data;
    expect(tx).toMatchObject({ status: 'success', ip_address: '203.0.113.7' });
  });

  it('still refuses a post whose Origin is neither PUBLIC_URL nor the forwarded host', async () => {
    const forwarded = { 'x-forwarded-host': 'shop.example:8443', 'x-forwarded-proto': 'https' };
    expect((await post(server.url, '/pay/shop', browser('https://evil.example', 'kobo-internal:4000', forwarded), { email: 'x@example.com' })).status).toBe(
      403,
    );
  });
});

describe('KOBO_TRUST_PROXY values', () => {
  const trust = (v: string) => loadConfig({ KOBO_TRUST_PROXY: v }).trustProxy;
  it('reads off, on, a hop count and address lists; refuses anything else with one message', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('off')).toBe(false);
    expect(trust('on')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    for (const bad of ['maybe', '10.0.0.0/33', 'nginx:80']) expect(() => trust(bad)).toThrow(ConfigError);
  });
});
