import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

// What `kobo listen` and `kobo logs` share: a graphql-ws client on a Kobo's /graphql with a secret
// key, reconnected by the caller (it retries itself, with backoff, so it can catch up in between).
export function koboSocket(api: string, key: string): Client {
  return createClient({
    url: `${api.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    keepAlive: 10_000,
    connectionParams: { authorization: `Bearer ${key}` },
    // The caller reports a lost connection in one line (describeError); graphql-ws would otherwise
    // dump the whole socket event to the console on every failed attempt.
    onNonLazyError: () => undefined,
  });
}

// An error, or a socket's close or error event, in a few words. The socket's events are not
// Errors (ws hands graphql-ws an ErrorEvent or a CloseEvent), and fetch hides the reason in `cause`.
export function describeError(err: unknown): string {
  if (Array.isArray(err)) return err.map((e: { message?: string }) => e.message ?? String(e)).join('; ');
  if (err instanceof Error) {
    const cause = err.cause as { message?: unknown; code?: unknown } | undefined;
    const why = typeof cause?.message === 'string' && cause.message ? cause.message : typeof cause?.code === 'string' ? cause.code : '';
    return why && !err.message.includes(why) ? `${err.message}: ${why}` : err.message;
  }
  const event = (err ?? {}) as { type?: unknown; code?: unknown; reason?: unknown; message?: unknown; error?: unknown };
  if (typeof event.code === 'number')
    return `server closed the connection: code ${event.code}${typeof event.reason === 'string' && event.reason ? `, ${event.reason}` : ''}`;
  if (event.error instanceof Error) return `cannot connect: ${event.error.message}`;
  if (typeof event.message === 'string' && event.message) return event.message;
  return typeof event.type === 'string' ? `socket ${event.type}` : 'unknown socket error';
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
