import { useEffect, useRef, useState } from 'react';
import { useSubscription, type CombinedError } from 'urql';
import { LiveEventsDocument, type LiveEventsSubscription } from '../generated/graphql';

export type LiveEvent = LiveEventsSubscription['events'];

// Calls `onEvent` for each event of the key's integration and mode as it is dispatched (the
// `events` subscription over graphql-ws): pages re-run their one query when an event touches what
// they show, instead of polling.
// `onEnd` sees a subscription's error: when it answers true (it reloaded what it shows, e.g. after
// LAGGED), the subscription starts again.
export function useLiveEvents(onEvent: (e: LiveEvent) => void, types?: string[], onEnd?: (error: CombinedError) => boolean): { connected: boolean } {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);
  const ended = useRef(onEnd);
  ended.current = onEnd;
  const [res, restart] = useSubscription({ query: LiveEventsDocument, variables: { types } }, (_prev: unknown, data: LiveEventsSubscription) => {
    handler.current(data.events);
    return null;
  });
  useEffect(() => {
    if (!res.fetching && !res.error) return;
    setConnected(!res.error);
    if (res.error && ended.current?.(res.error)) restart();
  }, [res.fetching, res.error, restart]);
  return { connected };
}

export function LiveBadge({ connected }: { connected: boolean }) {
  return (
    <span className={`live ${connected ? 'on' : 'off'}`} role="status">
      {connected ? 'Live' : 'Connecting…'}
    </span>
  );
}
