import { startServer, type TestServer } from '../support/server';

// A test file's server runs in the jest worker's own event loop, and fetch (undici) keeps an idle
// connection for the server's advertised `Keep-Alive: timeout` less 2 s, counted by a 499 ms tick
// that advances only when the loop gets to run it. node's server times an idle connection out by the
// wall clock (5 s, enforced at 6 s by default). When a busy turn of the loop (a batch charged
// in-process on a loaded machine) spans that deadline, the test's next fetch reuses the pooled
// connection in the same turn, before either timer runs; then the server's timer fires before it
// reads the request, and fetch fails with `other side closed` (or ECONNRESET). Kobo keeps idle
// connections for KOBO_KEEP_ALIVE_TIMEOUT_MS (65 s): longer than any test stays busy, and longer than
// the idle timeout of a proxy in front of it (nginx keeps upstream connections 60 s), so the side
// that closes an idle connection is never the one a request is arriving at.
jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('keep-alive connections', () => {
  it('advertises the idle timeout it keeps', async () => {
    const res = await fetch(`${server.url}/health`);
    await res.text();
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
    expect(server.app.httpServer.keepAliveTimeout).toBe(65_000);
  });

  it('a pooled connection reused after 7 s of a busy event loop still gets its reply', async () => {
    const first = await fetch(`${server.url}/health`);
    expect(first.status).toBe(200);
    await first.text(); // the connection goes back to fetch's pool
    // One turn of the loop held past node's default idle deadline (6 s): neither timer has run when
    // the next request goes out.
    const until = Date.now() + 7000;
    while (Date.now() < until) {
      // busy, as a long synchronous stretch of in-process work is
    }
    const again = await fetch(`${server.url}/health`);
    expect(again.status).toBe(200);
    await again.text();
  });
});
