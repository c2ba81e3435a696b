import { useEffect, useRef, useState } from 'react';
import { useSubscription } from 'urql';
import { LiveEventsDocument, type LiveEventsSubscription } from '../generated/graphql';

export type LiveEvent = LiveEventsSubscription['events'];

// Calls `onEvent` for each event of the key's integration and mode as it is dispatched (the
// `events` subscription over graphql-ws): pages re-run their one query when an event touches what
// they show, instead of polling.
export function useLiveEvents(onEvent: (e: LiveEvent) => void, types?: string[]): { connected: boolean } {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);
  const [res] = useSubscription({ query: LiveEventsDocument, variables: { types } }, (_prev: unknown, data: LiveEventsSubscription) => {
    handler.current(data.events);
    return null;
  });
  useEffect(() => {
    if (!res.fetching && !res.error) return;
    setConnected(!res.error);
  }, [res.fetching, res.error]);
  return { connected };
}

export function LiveBadge({ connected }: { connected: boolean }) {
  return (
    <span className={`live ${connected ? 'on' : 'off'}`} role="status">
      {connected ? 'Live' : 'Connecting…'}
    </span>
  );
}
