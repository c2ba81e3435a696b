import type { Api } from './http';
import { waitFor } from './wait';

interface Collected {
  received: Array<{ data?: any }>;
  waitFor(count: number, timeoutMs?: number): Promise<unknown>;
}

// A graphql-ws subscription starts receiving once the server has processed its subscribe message,
// which the client cannot observe. Makes something the subscription would hear (`poke`) and waits
// a moment for it to be `heard`; pokes again until it is. Returns as soon as one is heard.
export async function pokeUntilHeard(poke: (attempt: number) => Promise<unknown>, heard: () => boolean, timeoutMs = 10000, heardWithinMs = 300): Promise<void> {
  let attempt = 0;
  await waitFor(
    async () => {
      await poke(attempt++);
      return waitFor(heard, { timeoutMs: heardWithinMs, intervalMs: 10 }).then(
        () => true,
        () => false,
      );
    },
    { timeoutMs, intervalMs: 0, what: 'the subscription to go live' },
  );
}

// Creates probe customers until the last one arrives (events are dispatched in order, so nothing
// older is still on its way) and returns how many results the probes took; results from there on
// are the test's own.
export async function untilLive(sub: Collected, api: Api, tag: string, timeoutMs = 10000): Promise<number> {
  let email = '';
  await pokeUntilHeard(
    (i) => api.post('/customer', { email: (email = `probe-${tag}-${i}@example.com`) }),
    () => sub.received.some((r) => r.data?.events?.data?.email === email),
    timeoutMs,
  );
  return sub.received.length;
}
