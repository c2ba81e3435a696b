import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { parseWebhookUrl, resolveTarget, WebhookTargetError, type Resolver, type TargetPolicy } from './webhook-guard';

export const RESPONSE_BODY_LIMIT = 1024;

export interface AttemptResult {
  success: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  // At most the first RESPONSE_BODY_LIMIT bytes, decoded as UTF-8.
  responseBody: string | null;
  // The receiver did not answer within the deadline (it held a sender for all of it).
  timedOut?: boolean;
}

export interface SendOptions {
  url: string;
  body: string;
  secretKey: string;
  policy: TargetPolicy;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve?: Resolver;
  headers?: Record<string, string>;
}

export const signWebhook = (body: string | Buffer, secretKey: string): string => createHmac('sha512', secretKey).update(body).digest('hex');

// The body of a webhook, as every delivery (and `kobo listen`) posts it.
export const webhookBody = (type: string, payload: unknown): string => JSON.stringify({ event: type, data: payload });

// The headers of a webhook delivery besides its length.
export const webhookHeaders = (body: string | Buffer, secretKey: string): Record<string, string> => ({
  'content-type': 'application/json',
  'x-paystack-signature': signWebhook(body, secretKey),
  'user-agent': 'Kobo-Webhooks/1',
});

// One HTTP attempt, bounded in every direction: the target is checked and pinned before connecting,
// the whole attempt (connect, headers, body) has one deadline, at most 1 KB of the answer is read,
// and redirects are not followed (a 3xx is a failed attempt). Never throws.
export async function sendWebhook(opts: SendOptions): Promise<AttemptResult> {
  const started = Date.now();
  const fail = (error: string, statusCode: number | null = null, responseBody: string | null = null): AttemptResult => ({
    success: false,
    statusCode,
    latencyMs: Date.now() - started,
    error: error.slice(0, 255),
    responseBody,
  });
  let url: URL;
  let target: { address: string; family: 4 | 6 };
  try {
    url = parseWebhookUrl(opts.url);
    // The name lookup counts against the attempt's deadline and yields to shutdown too: a slow
    // resolver must not stretch an attempt past its lease (another node would send it again).
    target = await raceDeadline(resolveTarget(url, opts.policy, opts.resolve), opts.timeoutMs, opts.signal);
  } catch (err) {
    if (err instanceof DeadlineError) return { ...fail(err.message), timedOut: true };
    return fail(err instanceof WebhookTargetError ? err.message : String((err as Error).message));
  }
  const payload = Buffer.from(opts.body, 'utf8');
  // The connection goes to the address just checked, whatever DNS says a moment later; TLS still
  // verifies the certificate against the URL's host name.
  const lookup: LookupFunction = (_host, options, callback) => {
    const cb = callback as (err: Error | null, address: string | Array<{ address: string; family: number }>, family?: number) => void;
    if ((options as { all?: boolean }).all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };

  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      req.destroy();
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      agent: false,
      lookup,
      headers: {
        ...webhookHeaders(payload, opts.secretKey),
        'content-length': String(payload.length),
        connection: 'close',
        ...opts.headers,
      },
    });
    const timer = setTimeout(
      () => finish({ ...fail(`Timed out after ${opts.timeoutMs} ms`), timedOut: true }),
      Math.max(0, started + opts.timeoutMs - Date.now()),
    );
    const onAbort = () => finish(fail('Aborted: the node is shutting down'));
    opts.signal?.addEventListener('abort', onAbort);
    if (opts.signal?.aborted) return onAbort();
    req.on('error', (err: NodeJS.ErrnoException) => finish(fail(err.code ? `${err.code}: ${err.message}` : err.message)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const body = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_LIMIT).toString('utf8');
        const status = res.statusCode ?? null;
        const ok = status !== null && status >= 200 && status < 300;
        finish({ success: ok, statusCode: status, latencyMs: Date.now() - started, error: ok ? null : `HTTP ${status}`, responseBody: body });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_BODY_LIMIT) done(); // enough: the rest is never read
      });
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    req.end(payload);
  });
}

function raceDeadline<T>(work: Promise<T>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => done(new DeadlineError(`Timed out after ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => done(new Error('Aborted: the node is shutting down'));
    const done = (err: Error | null, value?: T) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(value as T);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    work.then(
      (v) => done(null, v),
      (err: Error) => done(err),
    );
  });
}

class DeadlineError extends Error {}
