import http from 'node:http';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Bodies');
});
afterAll(() => server.stop());

// node:http rather than fetch: fetch refuses bodies on GET and always frames the body itself.
function raw(method: string, path: string, opts: { headers?: Record<string, string>; chunks?: string[] } = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const chunks = opts.chunks ?? [];
    // One chunk goes out with a Content-Length (node only chunks POST/PUT bodies by default);
    // several writes without one go out with Transfer-Encoding: chunked.
    const length: Record<string, string> = chunks.length === 1 ? { 'content-length': String(Buffer.byteLength(chunks[0]!)) } : {};
    const req = http.request(url, { method, headers: { authorization: `Bearer ${m.test.secret_key}`, ...length, ...opts.headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    (async () => {
      // Each chunk is handed to the socket before the next is written, so they leave as separate
      // writes (separate chunks on the wire) rather than one coalesced buffer.
      for (const chunk of chunks) await new Promise<void>((done, fail) => req.write(chunk, (err) => (err ? fail(err) : done())));
      req.end();
    })().catch(reject);
  });
}

describe('request bodies, parsed by what they are', () => {
  it('reads JSON sent without a Content-Type', async () => {
    const res = await m.api.post('/customer', undefined, { raw: JSON.stringify({ email: 'noct@example.com', first_name: 'No' }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'noct@example.com', first_name: 'No' });
  });

  it('reads JSON sent as text/plain', async () => {
    const res = await m.api.post('/customer', undefined, { raw: JSON.stringify({ email: 'plain@example.com' }), headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(200);
  });

  it('reads form-encoded bodies, with and without their Content-Type', async () => {
    const body = `email=form%40example.com&first_name=Form&metadata=${encodeURIComponent(JSON.stringify({ via: 'form' }))}`;
    const declared = await m.api.post('/customer', undefined, { raw: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(declared.status).toBe(200);
    expect(declared.body.data).toMatchObject({ email: 'form@example.com', first_name: 'Form', metadata: { via: 'form' } });
    const undeclared = await m.api.post('/customer', undefined, { raw: 'email=form2%40example.com' });
    expect(undeclared.status).toBe(200);
    expect(undeclared.body.data.email).toBe('form2@example.com');
  });

  it('reads a chunked body', async () => {
    const json = JSON.stringify({ email: 'chunked@example.com', first_name: 'Chunk', metadata: { parts: 3 } });
    const res = await raw('POST', '/customer', {
      chunks: [json.slice(0, 10), json.slice(10, 30), json.slice(30)],
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'chunked@example.com', first_name: 'Chunk', metadata: { parts: 3 } });
  });

  it('reads a JSON body on a GET as parameters', async () => {
    for (let i = 0; i < 3; i++) await m.api.post('/customer', { email: `get${i}@example.com` });
    const res = await raw('GET', '/customer', { chunks: [JSON.stringify({ perPage: 2 })], headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body.meta.perPage).toBe(2);
    expect(res.body.data).toHaveLength(2);
  });

  it('treats a JSON Content-Type on a bodiless request as an empty body', async () => {
    const list = await raw('GET', '/customer', { headers: { 'content-type': 'application/json' } });
    expect(list.status).toBe(200);
    const post = await raw('POST', '/customer/set_risk_action', { headers: { 'content-type': 'application/json', 'content-length': '0' } });
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({ status: false, message: 'Customer is required', code: 'missing_params' });
  });

  it('accepts numbers as numeric strings and strings as numbers', async () => {
    const list = await m.api.get('/customer?perPage=2&page=1');
    expect(list.body.meta).toMatchObject({ perPage: 2, page: 1 });
    const jsonStrings = await raw('GET', '/customer', { chunks: [JSON.stringify({ perPage: '1', page: '2' })] });
    expect(jsonStrings.body.meta).toMatchObject({ perPage: 1, page: 2 });
    const timeout = await m.api.put('/integration/payment_session_timeout', { timeout: '45' });
    expect(timeout.status).toBe(200);
    expect(timeout.body.data.payment_session_timeout).toBe(45);
    const phone = await m.api.post('/customer', { email: 'numphone@example.com', phone: 8012345678 });
    expect(phone.body.data.phone).toBe('8012345678');
  });

  it('accepts metadata as a JSON string', async () => {
    const res = await m.api.post('/customer', { email: 'metastring@example.com', metadata: JSON.stringify({ custom_fields: [{ value: 1 }] }) });
    expect(res.status).toBe(200);
    expect(res.body.data.metadata).toEqual({ custom_fields: [{ value: 1 }] });
  });

  it('refuses a body that is neither JSON nor a form', async () => {
    const res = await m.api.post('/customer', undefined, { raw: 'just some words' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, code: 'invalid_json' });
  });
});
