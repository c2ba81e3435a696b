import { GraphQLError } from 'graphql';
import type { Logger } from '../core/logger';
import type { RedisConfig } from '../config/config';
import { createRedisClient } from '../events/redis';
import type { DispatchedEvent } from '../events/outbox';
import { eventJson, type EventSink } from '../events/dispatcher';
import type { LoggedRequest } from '../modules/request-logs/request-log.service';
import type { WebhookDelivery } from '../events/webhook.entity';

// One channel per integration and mode; subscriptions filter by event type or resource.
export const EVENTS_TOPIC = 'KOBO_EVENTS';
// The integration's answered API requests (`requestLogged`, `kobo logs`), same channels.
export const REQUESTS_TOPIC = 'KOBO_REQUESTS';
// Webhook deliveries as each attempt's outcome is written (`webhookDeliveryUpdated`), same channels.
export const DELIVERIES_TOPIC = 'KOBO_DELIVERIES';

export const eventChannel = (integrationId: number, domain: string): string => `${integrationId}:${domain}`;

// How many published messages one subscription may hold that its client has not taken yet. Past it
// the subscription lags: see LaggedSubscription. Messages are shared between subscribers, so the
// queue holds references, and a healthy client empties it whenever the event loop turns (the
// dispatcher publishes at most 200 events per turn).
export const SUBSCRIPTION_QUEUE_LIMIT = 1000;

// The error that ends a subscription that fell more than its queue limit behind (a client that
// stopped reading, or reads slower than events come): everything it had not taken yet is dropped at
// once and it hears nothing more, so a stalled client costs only itself. The client sees a graphql-ws
// `error` message for that subscription, `extensions.code` `LAGGED`, its socket and other
// subscriptions untouched; it subscribes again and catches up on what it missed through
// `GET /integration/events?after_id=` (as `kobo listen` does).
export const LAGGED = 'LAGGED';
export class LaggedSubscription extends GraphQLError {
  constructor(
    readonly dropped: number,
    readonly limit: number,
  ) {
    super(
      `This subscription fell more than ${limit} messages behind and was ended; ${dropped} were dropped. Subscribe again and catch up on events through GET /integration/events?after_id=<last id received>.`,
      {
        extensions: { code: LAGGED, dropped, limit },
      },
    );
  }
}

type Topic = typeof EVENTS_TOPIC | typeof REQUESTS_TOPIC | typeof DELIVERIES_TOPIC;

// One subscription's end of a channel: a bounded queue between publish (synchronous, never waits)
// and the graphql-ws loop that sends each message and waits for the socket to take it.
class Subscriber<T> implements AsyncIterableIterator<T> {
  private queue: T[] = [];
  private head = 0;
  private waiting: ((r: IteratorResult<T>) => void) | null = null;
  private state: 'open' | 'lagged' | 'closed' = 'open';
  private dropped = 0;

  constructor(
    private readonly limit: number,
    private readonly detach: (s: Subscriber<T>) => void,
    private readonly onLagged: (dropped: number) => void,
  ) {}

  push(value: T): void {
    if (this.state !== 'open') return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value, done: false });
      return;
    }
    if (this.queue.length - this.head >= this.limit) {
      this.dropped = this.queue.length - this.head + 1;
      this.queue = [];
      this.head = 0;
      this.state = 'lagged';
      this.detach(this);
      this.onLagged(this.dropped);
      return;
    }
    this.queue.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.head < this.queue.length) {
      const value = this.queue[this.head]!;
      this.queue[this.head++] = undefined as T;
      // Compacted now and then, so a long-lived queue does not keep every slot it ever used.
      if (this.head >= 1024 && this.head * 2 >= this.queue.length) {
        this.queue = this.queue.slice(this.head);
        this.head = 0;
      }
      return Promise.resolve({ value, done: false });
    }
    if (this.state === 'lagged') {
      this.state = 'closed';
      return Promise.reject(new LaggedSubscription(this.dropped, this.limit));
    }
    if (this.state === 'closed') return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err?: unknown): Promise<IteratorResult<T>> {
    this.close();
    return Promise.reject(err);
  }

  private close(): void {
    if (this.state === 'open') this.detach(this);
    this.state = 'closed';
    this.queue = [];
    this.head = 0;
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export interface KoboPubSubOptions {
  queueLimit?: number;
  // A subscription that lagged and was ended (for the log).
  onLagged?: (topic: string, channel: string, dropped: number) => void;
}

// The pubsub type-graphql's subscriptions use (topic + channel id), with a bounded queue per
// subscription (SUBSCRIPTION_QUEUE_LIMIT, LaggedSubscription). It counts the subscriptions open on
// it: while none is, the dispatcher need not read payloads for this node (EventSink.live).
// Request-log subscriptions are counted per channel: a node masks and sends the bodies of
// successful requests only while someone on it watches that integration.
export function createKoboPubSub(options: KoboPubSubOptions = {}) {
  const limit = options.queueLimit ?? SUBSCRIPTION_QUEUE_LIMIT;
  const channels = new Map<string, Set<Subscriber<unknown>>>();
  let open = 0;
  const watchers = new Map<string, number>();
  function subscribe(topic: typeof EVENTS_TOPIC, id: string): AsyncIterableIterator<DispatchedEvent>;
  function subscribe(topic: typeof REQUESTS_TOPIC, id: string): AsyncIterableIterator<LoggedRequest>;
  function subscribe(topic: typeof DELIVERIES_TOPIC, id: string): AsyncIterableIterator<WebhookDelivery>;
  function subscribe(topic: Topic, id: string): AsyncIterableIterator<unknown> {
    const key = `${topic}:${id}`;
    const events = topic === EVENTS_TOPIC;
    // Deliveries are few (one per attempt) and always published: only the other two are counted.
    const counts = topic !== DELIVERIES_TOPIC;
    if (counts && events) open++;
    else if (counts) watchers.set(id, (watchers.get(id) ?? 0) + 1);
    const detach = (s: Subscriber<unknown>) => {
      const set = channels.get(key);
      if (!set?.delete(s)) return;
      if (!set.size) channels.delete(key);
      if (!counts) return;
      if (events) open--;
      else if ((watchers.get(id) ?? 0) <= 1) watchers.delete(id);
      else watchers.set(id, watchers.get(id)! - 1);
    };
    const subscriber = new Subscriber<unknown>(limit, detach, (dropped) => options.onLagged?.(topic, id, dropped));
    let set = channels.get(key);
    if (!set) channels.set(key, (set = new Set()));
    set.add(subscriber);
    return subscriber;
  }
  function publish(topic: typeof EVENTS_TOPIC, id: string, payload: DispatchedEvent): void;
  function publish(topic: typeof REQUESTS_TOPIC, id: string, payload: LoggedRequest): void;
  function publish(topic: typeof DELIVERIES_TOPIC, id: string, payload: WebhookDelivery): void;
  function publish(topic: Topic, id: string, payload: unknown): void {
    const set = channels.get(`${topic}:${id}`);
    if (!set) return;
    // A subscriber that lags leaves the set during the loop, which a Set's iteration allows.
    for (const s of set) s.push(payload);
  }
  return { publish, subscribe, listening: (): boolean => open > 0, watching: (id: string): boolean => watchers.has(id) };
}

export type KoboPubSub = ReturnType<typeof createKoboPubSub>;

export interface PubSubBridge {
  sink: EventSink;
  // A request log line for every node's `requestLogged` subscribers.
  publishRequest(entry: LoggedRequest): void;
  // A delivery's state after an attempt, for every node's `webhookDeliveryUpdated` subscribers.
  publishDelivery(delivery: WebhookDelivery): void;
  close(): Promise<void>;
}

// Every answered request comes here: published only while someone on this node watches its channel.
const publishRequestLocally = (pubSub: KoboPubSub, entry: LoggedRequest) => {
  const channel = eventChannel(entry.integrationId, entry.domain);
  if (pubSub.watching(channel)) pubSub.publish(REQUESTS_TOPIC, channel, entry);
};
// A copy: the runner goes on changing its delivery object with the next attempt.
const publishDeliveryLocally = (pubSub: KoboPubSub, d: WebhookDelivery) => pubSub.publish(DELIVERIES_TOPIC, eventChannel(d.integrationId, d.domain), { ...d });

export function pubSubSink(pubSub: KoboPubSub): EventSink {
  return {
    live: () => pubSub.listening(),
    publish(event) {
      pubSub.publish(EVENTS_TOPIC, eventChannel(event.integrationId, event.domain), event);
    },
  };
}

// One process: dispatched events go straight to the local subscriptions.
export function localBridge(pubSub: KoboPubSub): PubSubBridge {
  return {
    sink: pubSubSink(pubSub),
    publishRequest: (entry) => publishRequestLocally(pubSub, entry),
    publishDelivery: (d) => publishDeliveryLocally(pubSub, d),
    close: async () => undefined,
  };
}

// Several nodes: the node that dispatches an event publishes it on Redis, and every node (itself
// included) feeds what it hears into its local pubsub, so a subscriber on node B sees an event
// dispatched on node A. `channel` should name the database, so deployments sharing a Redis stay
// apart. Publishing does not wait for Redis: a Redis outage loses live updates, never dispatch.
export async function redisBridge(pubSub: KoboPubSub, redis: RedisConfig | string, channel: string, log: Logger): Promise<PubSubBridge> {
  // No waiting for a connection: a node starts (and dispatches) while Redis is down, and ioredis
  // reconnects and re-subscribes in the background (also to a new primary: events/redis.ts).
  const publisher = await createRedisClient(redis, { maxRetriesPerRequest: 3 });
  const subscriber = await createRedisClient(redis, { maxRetriesPerRequest: null });
  for (const client of [publisher, subscriber]) client.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
  const requests = `${channel}:requests`;
  const deliveries = `${channel}:deliveries`;
  subscriber.on('message', (from, message) => {
    if (from === deliveries) {
      try {
        const d = JSON.parse(message) as WebhookDelivery;
        for (const k of ['createdAt', 'updatedAt', 'deliveredAt'] as const) if (d[k]) (d as unknown as Record<string, Date>)[k] = new Date(d[k]!);
        publishDeliveryLocally(pubSub, d);
      } catch (err) {
        log.warn({ err }, 'unreadable webhook delivery on redis');
      }
      return;
    }
    if (from === requests) {
      try {
        const entry = JSON.parse(message) as LoggedRequest;
        entry.at = new Date(entry.at);
        publishRequestLocally(pubSub, entry);
      } catch (err) {
        log.warn({ err }, 'unreadable request log line on redis');
      }
      return;
    }
    if (from !== channel) return;
    try {
      const event = JSON.parse(message) as DispatchedEvent;
      event.createdAt = new Date(event.createdAt);
      pubSub.publish(EVENTS_TOPIC, eventChannel(event.integrationId, event.domain), event);
    } catch (err) {
      log.warn({ err }, 'unreadable event on redis');
    }
  });
  // Wait briefly for the subscription so a healthy node hears events from its first request on.
  const subscribed = subscriber
    .subscribe(channel, requests, deliveries)
    .catch((err) => log.warn({ err: err.message }, 'redis subscribe failed; live updates from other nodes wait for it'));
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
  return {
    sink: {
      publish(event) {
        publisher.publish(channel, eventJson(event)).catch((err) => log.warn({ err: err.message, event: event.id }, 'redis publish failed'));
      },
    },
    publishRequest(entry) {
      // Only while some node watches would be enough; Redis drops a message nobody listens to cheaply.
      publisher.publish(requests, JSON.stringify(entry)).catch((err) => log.warn({ err: err.message }, 'redis publish failed'));
    },
    publishDelivery(d) {
      publisher.publish(deliveries, JSON.stringify(d)).catch((err) => log.warn({ err: err.message }, 'redis publish failed'));
    },
    async close() {
      // quit() waits for a reply that never comes while Redis is unreachable.
      await Promise.allSettled([subscriber, publisher].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())));
    },
  };
}
