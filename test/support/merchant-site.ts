import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MerchantSite {
  url: string;
  // What /shop serves: a page the test writes (a link to a checkout, a page using inline.js, …).
  shop: string;
  // Every request, and the bodies of posts (a form the checkout submits back to the merchant).
  hits: URL[];
  posts: Array<{ path: string; body: string }>;
  close(): Promise<void>;
}

// A merchant's site on another origin, for the browser tests: callback and cancel URLs, a shop page,
// a form target. Anything but /shop answers `page(path, method)`.
export async function merchantSite(
  page: (path: string, method: string) => string = (p) => `<title>merchant</title><h1 id="merchant">Merchant ${p}</h1>`,
): Promise<MerchantSite> {
  const site = { shop: '', hits: [] as URL[], posts: [] as Array<{ path: string; body: string }> };
  const srv = http.createServer((req, res) => {
    const path = req.url ?? '/';
    site.hits.push(new URL(path, 'http://merchant.local'));
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST') site.posts.push({ path, body });
      const html = path === '/shop' ? site.shop : page(path, req.method ?? 'GET');
      res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  return Object.assign(site, { url, close: () => new Promise<void>((resolve) => srv.close(() => resolve())) });
}
