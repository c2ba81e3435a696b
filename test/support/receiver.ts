import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { event: string; data: Record<string, unknown> };
  at: number;
}

// delayMs: a slow receiver, answering after that long.
export type Reply = { status: number; body?: string; delayMs?: number } | 'hang';
export type Responder = (req: Received, index: number) => Reply;

// A real webhook receiver on 127.0.0.1: records every request (raw body kept for signature checks)
// and answers with what the test's responder says (default 200).
export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  respond(fn: Responder): void;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(responder: Responder = () => ({ status: 200, body: 'ok' }), port = 0): Promise<Receiver> {
  let respond = responder;
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Received['body'];
      try {
        body = JSON.parse(raw);
      } catch {
        body = { event: '<unparseable>', data: {} };
      }
      const entry: Received = { headers: req.headers, raw, body, at: Date.now() };
      received.push(entry);
      waiters.splice(0).forEach((w) => w());
      const reply = respond(entry, received.length - 1);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'text/plain' });
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) {
        hanging.add(res);
        setTimeout(() => {
          hanging.delete(res);
          if (!res.destroyed) send();
        }, reply.delayMs).unref();
      } else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/hooks`,
    port: actual,
    received,
    respond(fn) {
      respond = fn;
    },
    async waitFor(count, timeoutMs = 30000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`receiver got ${received.length} requests, expected ${count}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 200));
        });
      }
      return received;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
