import { createPubSub } from '@graphql-yoga/subscription';
import type { Logger } from '../core/logger';
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

// Yoga's pubsub, counting the subscriptions open on it: while none is, the dispatcher need not read
// payloads for this node (EventSink.live).
// Request-log subscriptions are counted per channel: a node masks and sends the bodies of
// successful requests only while someone on it watches that integration.
export function createKoboPubSub() {
  const inner = createPubSub<{ [EVENTS_TOPIC]: [string, DispatchedEvent]; [REQUESTS_TOPIC]: [string, LoggedRequest]; [DELIVERIES_TOPIC]: [string, WebhookDelivery] }>();
  let open = 0;
  const watchers = new Map<string, number>();
  function subscribe(topic: typeof EVENTS_TOPIC, id: string): AsyncIterableIterator<DispatchedEvent>;
  function subscribe(topic: typeof REQUESTS_TOPIC, id: string): AsyncIterableIterator<LoggedRequest>;
  function subscribe(topic: typeof DELIVERIES_TOPIC, id: string): AsyncIterableIterator<WebhookDelivery>;
  function subscribe(topic: typeof EVENTS_TOPIC | typeof REQUESTS_TOPIC | typeof DELIVERIES_TOPIC, id: string): AsyncIterableIterator<unknown> {
    const source = (inner.subscribe as (t: string, i: string) => AsyncIterable<unknown>)(topic, id)[Symbol.asyncIterator]();
    const events = topic === EVENTS_TOPIC;
    // Deliveries are few (one per attempt) and always published: only the other two are counted.
    const counts = topic !== DELIVERIES_TOPIC;
    if (counts && events) open++;
    else if (counts) watchers.set(id, (watchers.get(id) ?? 0) + 1);
    let counted = true;
    const close = () => {
      if (counted && counts) {
        if (events) open--;
        else if ((watchers.get(id) ?? 0) <= 1) watchers.delete(id);
        else watchers.set(id, watchers.get(id)! - 1);
      }
      counted = false;
    };
    return {
      async next() {
        const r = await source.next();
        if (r.done) close();
        return r;
      },
      async return(value?: unknown) {
        close();
        return source.return ? source.return(value) : { done: true, value: undefined };
      },
      async throw(err?: unknown) {
        close();
        return source.throw ? source.throw(err) : Promise.reject(err);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
  return { publish: inner.publish, subscribe, listening: (): boolean => open > 0, watching: (id: string): boolean => watchers.has(id) };
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
export async function redisBridge(pubSub: KoboPubSub, redisUrl: string, channel: string, log: Logger): Promise<PubSubBridge> {
  // No waiting for a connection: a node starts (and dispatches) while Redis is down, and ioredis
  // reconnects and re-subscribes in the background.
  const { Redis } = await import('ioredis');
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
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
  const subscribed = subscriber.subscribe(channel, requests, deliveries).catch((err) => log.warn({ err: err.message }, 'redis subscribe failed; live updates from other nodes wait for it'));
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
