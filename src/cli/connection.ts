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
  });
}

// An error, or a socket's close event, in a few words.
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (Array.isArray(err)) return err.map((e: { message?: string }) => e.message ?? String(e)).join('; ');
  const close = err as { code?: number; reason?: string };
  if (close && typeof close.code === 'number') return `socket closed ${close.code}${close.reason ? `: ${close.reason}` : ''}`;
  return String(err);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
