import type { Client } from 'graphql-ws';
import { webhookBody, webhookHeaders } from '../events/webhook-sender';
import { describeError as describe, koboSocket, sleep } from './connection';

// `kobo listen`: the integration's events, as they are dispatched on the Kobo at `api`, forwarded
// to a local URL exactly as Kobo's webhook sender posts them (body `{event, data}`, HMAC-SHA512
// `x-paystack-signature` with the secret key, the same headers and timeout). Needs nothing but the
// URL and a secret key: events arrive over graphql-ws (the `events` subscription), and after a
// dropped connection the listener catches up through GET /integration/events?after_id=…, so no
// event is skipped and, by id, none is forwarded twice.
export interface ListenOptions {
  api: string;
  key: string;
  forwardTo?: string;
  // Event names; `transfer.*` matches a prefix. Empty: every webhook event.
  events: string[];
  timeoutMs: number;
  json: boolean;
  out: (line: string) => void;
  err: (line: string) => void;
  // Resolves when the listener should stop (Ctrl-C).
  stop: Promise<void>;
}

interface KoboEvent {
  id: number;
  type: string;
  data: Record<string, unknown>;
  webhook: boolean;
}

// Events that commit out of id order (a long transaction holds a lower id) are caught by looking
// this far back on every catch-up; ids already forwarded are remembered to skip them.
const LOOK_BACK = 1000;
const REMEMBERED = 20_000;

export async function listen(opts: ListenOptions): Promise<void> {
  const api = opts.api.replace(/\/+$/, '');
  const matches = matcher(opts.events);
  const forwarded = new Set<number>();
  // Events from before the listener started are not forwarded.
  const floor = await latestEventId(api, opts.key);
  let lastId = floor;
  let stopping = false;
  let queue: Promise<void> = Promise.resolve();
  const send = (e: KoboEvent) => {
    if (forwarded.has(e.id) || !matches(e)) return;
    forwarded.add(e.id);
    if (forwarded.size > REMEMBERED) forwarded.delete(forwarded.values().next().value as number);
    lastId = Math.max(lastId, e.id);
    // One at a time, in the order received: a local handler sees events as Kobo dispatched them.
    queue = queue.then(() => deliver(e, opts));
  };
  opts.err(`kobo listen: ${opts.forwardTo ? `forwarding to ${opts.forwardTo}` : 'printing'} the events of ${api} (Ctrl-C to stop)`);
  void opts.stop.then(() => {
    stopping = true;
  });

  let backoff = 250;
  // One line per lost connection: the attempts that fail while the server is down say nothing more.
  let reported = false;
  while (!stopping) {
    const client = koboSocket(api, opts.key);
    client.on('connected', () => {
      reported = false;
    });
    try {
      await session(client, api, opts.key, () => Math.max(floor, lastId - LOOK_BACK), send, opts.stop);
      backoff = 250;
    } catch (err) {
      if (stopping) break;
      if (err instanceof Lagged) {
        // The server ended the subscription because this listener fell too far behind (a stalled
        // process, a slow forward target): subscribe again at once and catch up by id.
        opts.err(`kobo listen: fell behind the live stream (${err.dropped} events dropped by the server); catching up from event ${lastId}`);
        backoff = 0;
      } else {
        if (!reported) opts.err(`kobo listen: connection lost (${describe(err)}); reconnecting…`);
        reported = true;
      }
    } finally {
      await client.dispose();
    }
    if (stopping) break;
    if (backoff === 0) {
      backoff = 250;
      continue;
    }
    await Promise.race([sleep(backoff), opts.stop]);
    backoff = Math.min(5000, backoff * 2);
  }
  await queue;
}

// One connection: subscribe first (live events are held back meanwhile), catch up on what was
// missed since `since()`, then pass live events on. The catch-up runs again now and then while
// connected: it covers the moment before the server had the subscription, and events that
// committed out of id order. Ends (throws) when the connection does.
async function session(client: Client, api: string, key: string, since: () => number, send: (e: KoboEvent) => void, stop: Promise<void>): Promise<void> {
  const held: KoboEvent[] = [];
  let live = false;
  const closed = new Promise<void>((resolve, reject) => {
    client.subscribe<{ events: { id: string; type: string; data: Record<string, unknown>; webhook: boolean } }>(
      { query: 'subscription { events { id type data webhook } }' },
      {
        next: (value) => {
          const e = value.data?.events;
          if (!e) return;
          const event = { id: Number(e.id), type: e.type, data: e.data, webhook: e.webhook };
          if (live) send(event);
          else held.push(event);
        },
        error: (err) => reject(laggedIn(err) ?? (err instanceof Error ? err : new Error(describe(err)))),
        complete: () => reject(new Error('the server ended the subscription')),
      },
    );
  });
  closed.catch(() => undefined);
  // The subscription is registered once the socket is open and the server acknowledged it.
  await Promise.race([new Promise<void>((resolve) => client.on('connected', () => resolve())), closed]);
  for (const e of await eventsAfter(api, key, since())) send(e);
  live = true;
  held.sort((a, b) => a.id - b.id).forEach(send);
  let delay = 1000;
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const again = () => {
    if (ended) return;
    timer = setTimeout(() => {
      eventsAfter(api, key, since())
        .then(
          (events) => events.forEach(send),
          () => undefined,
        )
        .finally(again);
    }, delay);
    delay = 10_000;
  };
  again();
  try {
    await Promise.race([closed, stop]);
  } finally {
    ended = true;
    clearTimeout(timer);
  }
}

// The server ends a subscription that falls more than its queue behind with a graphql-ws error whose
// extensions.code is LAGGED (docs/api.md, "Live subscriptions").
class Lagged extends Error {
  constructor(readonly dropped: number) {
    super('the server ended the subscription: this listener fell behind');
  }
}

function laggedIn(err: unknown): Lagged | undefined {
  if (!Array.isArray(err)) return undefined;
  const lagged = (err as Array<{ extensions?: { code?: unknown; dropped?: unknown } }>).find((e) => e?.extensions?.code === 'LAGGED');
  return lagged ? new Lagged(Number(lagged.extensions!.dropped ?? 0)) : undefined;
}

async function latestEventId(api: string, key: string): Promise<number> {
  const body = await getJson(`${api}/integration/events?perPage=1&page=1`, key);
  return Number((body.data as Array<{ id: number }>)[0]?.id ?? 0);
}

// Every event after `afterId`, oldest first (the list is newest first, a page at a time).
async function eventsAfter(api: string, key: string, afterId: number): Promise<KoboEvent[]> {
  const all: KoboEvent[] = [];
  for (let page = 1; ; page++) {
    const body = await getJson(`${api}/integration/events?after_id=${afterId}&perPage=500&page=${page}`, key);
    const rows = body.data as Array<{ id: number; event: string; data: Record<string, unknown>; webhook: boolean }>;
    all.push(...rows.map((r) => ({ id: r.id, type: r.event, data: r.data, webhook: r.webhook })));
    const meta = body.meta as { pageCount?: number } | undefined;
    if (!rows.length || page >= (meta?.pageCount ?? page)) break;
  }
  return all.sort((a, b) => a.id - b.id);
}

async function getJson(url: string, key: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(30_000) });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url.replace(/\?.*/, '')} answered ${res.status}: ${String(body.message ?? '')}`);
  return body;
}

function matcher(patterns: string[]): (e: KoboEvent) => boolean {
  if (!patterns.length) return (e) => e.webhook;
  return (e) => patterns.some((p) => (p.endsWith('*') ? e.type.startsWith(p.slice(0, -1)) : e.type === p));
}

// Posts one event as the webhook sender does and prints a line: time, type, reference, the local
// reply's status and milliseconds. A failing local handler is reported, never retried.
async function deliver(e: KoboEvent, opts: ListenOptions): Promise<void> {
  const reference = String(e.data.reference ?? e.data.transfer_code ?? e.data.subscription_code ?? e.data.customer_code ?? e.data.code ?? '');
  const started = Date.now();
  let status: number | string = '-';
  if (opts.forwardTo) {
    const body = webhookBody(e.type, e.data);
    try {
      const res = await fetch(opts.forwardTo, {
        method: 'POST',
        headers: webhookHeaders(body, opts.key),
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      status = res.status;
    } catch (err) {
      status = (err as Error).name === 'TimeoutError' ? `timed out after ${opts.timeoutMs} ms` : `failed: ${describe(err)}`;
    }
  }
  const ms = Date.now() - started;
  const time = new Date().toISOString();
  if (opts.json) opts.out(JSON.stringify({ time, id: e.id, event: e.type, reference: reference || null, status, ms }));
  else opts.out(`${time}  ${e.type.padEnd(28)} ${(reference || '-').padEnd(24)} ${opts.forwardTo ? `-> ${status} ${ms} ms` : ''}`.trimEnd());
}
