import type { Api } from './http';

interface Collected {
  received: Array<{ data?: any }>;
  waitFor(count: number, timeoutMs?: number): Promise<unknown>;
}

// A graphql-ws subscription starts receiving once the server has processed its subscribe message,
// which the client cannot observe. Creates probe customers until the last one arrives (events are
// dispatched in order, so nothing older is still on its way) and returns how many results the
// probes took; results from there on are the test's own.
export async function untilLive(sub: Collected, api: Api, tag: string, timeoutMs = 10000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (let i = 0; Date.now() < deadline; i++) {
    const email = `probe-${tag}-${i}@example.com`;
    await api.post('/customer', { email });
    const arrived = () => sub.received.some((r) => r.data?.events?.data?.email === email);
    const until = Date.now() + 300;
    while (!arrived() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    if (arrived()) return sub.received.length;
  }
  throw new Error('subscription never went live');
}
