import { cacheExchange, Client, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';

// The secret key lives in this tab's sessionStorage only: closing the tab signs out, and no other
// tab, cookie or server-side session ever holds it.
// Several keys may be kept (one per integration and mode) to switch among; one is in use. All in one
// sessionStorage entry, removed when the last key is forgotten.
const KEYS = 'kobo.dashboard.key';

export interface KeptKey {
  key: string;
  // What the sign-in learnt about it: the integration's name is not in the API, its webhook host is.
  label: string;
}

interface Kept {
  current: string | null;
  keys: KeptKey[];
}

function read(): Kept {
  try {
    const raw = sessionStorage.getItem(KEYS);
    if (!raw) return { current: null, keys: [] };
    // A tab signed in before keys were kept holds the bare key.
    if (raw.startsWith('sk_')) return { current: raw, keys: [{ key: raw, label: '' }] };
    const kept = JSON.parse(raw) as Kept;
    const keys = Array.isArray(kept.keys) ? kept.keys.filter((k) => typeof k?.key === 'string') : [];
    return { current: keys.some((k) => k.key === kept.current) ? kept.current : null, keys };
  } catch {
    return { current: null, keys: [] };
  }
}

function write(kept: Kept): void {
  if (kept.keys.length) sessionStorage.setItem(KEYS, JSON.stringify(kept));
  else sessionStorage.removeItem(KEYS);
}

export const storedKey = (): string | null => read().current;
export const storedKeys = (): KeptKey[] => read().keys;
export const storeKey = (key: string, label = ''): void => {
  const { keys } = read();
  const had = keys.find((k) => k.key === key);
  write({ current: key, keys: [...keys.filter((k) => k.key !== key), { key, label: label || had?.label || '' }] });
};
// Forgets a key (signed out, or revoked by a rotation); the others stay to switch to.
export const forgetKey = (key = storedKey()): void => {
  const kept = read();
  write({ current: kept.current === key ? null : kept.current, keys: kept.keys.filter((k) => k.key !== key) });
};
export const selectKey = (key: string): void => write({ ...read(), current: key });
// A key named without its secret part: mode and last four characters.
export const keyName = (k: KeptKey): string => `${modeOfKey(k.key) === 'live' ? 'Live' : 'Test'} …${k.key.slice(-4)}${k.label ? ` (${k.label})` : ''}`;

export const modeOfKey = (key: string): 'test' | 'live' => (key.startsWith('sk_live_') ? 'live' : 'test');

export interface Session {
  client: Client;
  close(): void;
}

const lagged = (err: unknown): boolean => Array.isArray(err) && err.some((e: { extensions?: { code?: unknown } } | null) => e?.extensions?.code === 'LAGGED');

// One urql client per signed-in key: queries and mutations over HTTP POST /graphql, subscriptions
// over graphql-ws on the same path (the key in connectionParams, as docs/api.md says).
export function connect(key: string): Session {
  const origin = window.location.origin;
  let ws: WsClient | null = null;
  const wsClient = () =>
    (ws ??= createWsClient({
      url: origin.replace(/^http/, 'ws') + '/graphql',
      connectionParams: { authorization: `Bearer ${key}` },
      lazy: true,
      // Moving between pages ends one page's subscriptions just before the next page's start: the
      // socket stays open through that gap instead of closing mid-handshake and opening again.
      lazyCloseTimeout: 3000,
      retryAttempts: 5,
      // 4403: the key was refused (revoked by a rotation): it never comes back, so no retry (a retry
      // still waiting when the session closes would end in an unhandled rejection).
      shouldRetry: (e) => !(typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 4403),
    }));
  const client = new Client({
    url: `${origin}/graphql`,
    fetchOptions: () => ({ headers: { authorization: `Bearer ${key}` } }),
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => {
            let unsubscribe = () => {};
            const start = () => {
              unsubscribe = wsClient().subscribe(
                { ...request, query: request.query ?? '' },
                {
                  next: (value) => sink.next(value as Parameters<typeof sink.next>[0]),
                  complete: () => sink.complete(),
                  // LAGGED: this tab fell more than the server's per-subscription queue behind (a
                  // busy tab during a large bulk charge; docs/api.md) and the server ended the
                  // subscription. Pages show state, so subscribing again is enough to go on.
                  error: (err) => (lagged(err) ? start() : sink.error(err)),
                },
              );
            };
            start();
            return { unsubscribe: () => unsubscribe() };
          },
        }),
      }),
    ],
  });
  return { client, close: () => void ws?.dispose() };
}
