import { createPubSub } from '@graphql-yoga/subscription';
import type { DispatchedEvent } from '../events/outbox';
import type { EventSink } from '../events/dispatcher';

// One channel per integration and mode; subscriptions filter by event type or resource.
export const EVENTS_TOPIC = 'KOBO_EVENTS';

export const eventChannel = (integrationId: number, domain: string): string => `${integrationId}:${domain}`;

export function createKoboPubSub() {
  return createPubSub<{ [EVENTS_TOPIC]: [string, DispatchedEvent] }>();
}

export type KoboPubSub = ReturnType<typeof createKoboPubSub>;

export function pubSubSink(pubSub: KoboPubSub): EventSink {
  return {
    publish(event) {
      pubSub.publish(EVENTS_TOPIC, eventChannel(event.integrationId, event.domain), event);
    },
  };
}
