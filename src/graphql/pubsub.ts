import { createPubSub } from '@graphql-yoga/subscription';
import Redis from 'ioredis';
import type { Logger } from '../core/logger';
import type { DispatchedEvent } from '../events/outbox';
import type { EventSink } from '../events/dispatcher';

// One channel per integration and mode; subscriptions filter by event type or resource.
export const EVENTS_TOPIC = 'KOBO_EVENTS';

export const eventChannel = (integrationId: number, domain: string): string => `${integrationId}:${domain}`;

export function createKoboPubSub() {
  return createPubSub<{ [EVENTS_TOPIC]: [string, DispatchedEvent] }>();
}

export type KoboPubSub = ReturnType<typeof createKoboPubSub>;

export interface PubSubBridge {
  sink: EventSink;
  close(): Promise<void>;
}

export function pubSubSink(pubSub: KoboPubSub): EventSink {
  return {
    publish(event) {
      pubSub.publish(EVENTS_TOPIC, eventChannel(event.integrationId, event.domain), event);
    },
  };
}

// One process: dispatched events go straight to the local subscriptions.
export function localBridge(pubSub: KoboPubSub): PubSubBridge {
  return { sink: pubSubSink(pubSub), close: async () => undefined };
}

// Several nodes: the node that dispatches an event publishes it on Redis, and every node (itself
// included) feeds what it hears into its local pubsub, so a subscriber on node B sees an event
// dispatched on node A. `channel` should name the database, so deployments sharing a Redis stay
// apart. Publishing does not wait for Redis: a Redis outage loses live updates, never dispatch.
export async function redisBridge(pubSub: KoboPubSub, redisUrl: string, channel: string, log: Logger): Promise<PubSubBridge> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) client.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    try {
      const event = JSON.parse(message) as DispatchedEvent;
      event.createdAt = new Date(event.createdAt);
      pubSub.publish(EVENTS_TOPIC, eventChannel(event.integrationId, event.domain), event);
    } catch (err) {
      log.warn({ err }, 'unreadable event on redis');
    }
  });
  await subscriber.subscribe(channel);
  return {
    sink: {
      publish(event) {
        publisher.publish(channel, JSON.stringify(event)).catch((err) => log.warn({ err: err.message, event: event.id }, 'redis publish failed'));
      },
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
