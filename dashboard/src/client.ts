import { cacheExchange, Client, fetchExchange, subscriptionExchange } from '@urql/core';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';

// The secret key lives in this tab's sessionStorage only: closing the tab signs out, and no other
// tab, cookie or server-side session ever holds it.
const KEY = 'kobo.dashboard.key';

export const storedKey = (): string | null => sessionStorage.getItem(KEY);
export const storeKey = (key: string): void => sessionStorage.setItem(KEY, key);
export const forgetKey = (): void => sessionStorage.removeItem(KEY);

export const modeOfKey = (key: string): 'test' | 'live' => (key.startsWith('sk_live_') ? 'live' : 'test');

export interface Session {
  client: Client;
  close(): void;
}

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
      retryAttempts: 5,
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
          subscribe: (sink) => ({ unsubscribe: wsClient().subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
  return { client, close: () => void ws?.dispose() };
}
