import { useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import {
  DeliveriesDocument,
  DeliveryUpdatedDocument,
  EventPayloadDocument,
  ReplayDocument,
  type DeliveriesQuery,
  type WebhookDeliveryStatus,
} from '../generated/graphql';
import { ChoiceFilter, CursorPager, Listed, useSteadyRows } from '../list';
import { go } from '../router';
import { Code, Empty, ErrorBox, Field, Loading, Page, Status, TxLink, When, errorText } from '../ui';
import { LiveBadge, useLiveEvents, type LiveEvent } from './live';

type Delivery = DeliveriesQuery['webhookDeliveries']['nodes'][number];
const STATUSES: WebhookDeliveryStatus[] = ['delivered', 'failed', 'pending', 'sending'];

export function Webhooks({ query }: { query: URLSearchParams }) {
  const status = (query.get('status') || undefined) as WebhookDeliveryStatus | undefined;
  const type = query.get('type') || undefined;
  const eventId = query.get('event') || undefined;
  const after = query.get('after') || undefined;
  const variables = { first: 20, after, filter: { status, type, eventId } };
  const [res, refetch] = useQuery({ query: DeliveriesDocument, variables });
  const { nodes, fresh, showFresh, patch: patchRow } = useSteadyRows(res, res.data?.webhookDeliveries.nodes, variables);
  const [stream, setStream] = useState<LiveEvent[]>([]);
  const live = useLiveEvents((e) => {
    setStream((s) => [e, ...s].slice(0, 20));
    if (e.webhook) refetch({ requestPolicy: 'network-only' });
  });
  // Each attempt's outcome arrives as it is written: the log reloads (one request), no polling.
  const [announce, setAnnounce] = useState('');
  useSubscription({ query: DeliveryUpdatedDocument }, (_p: unknown, d) => {
    const u = d.webhookDeliveryUpdated;
    patchRow(u.id, { status: u.status, attemptCount: u.attemptCount, lastStatusCode: u.lastStatusCode, lastError: u.lastError });
    setAnnounce(
      `Delivery of ${u.event} (event ${u.eventId}): ${u.status}${u.lastStatusCode ? `, HTTP ${u.lastStatusCode}` : u.lastError ? `, ${u.lastError}` : ''}`,
    );
    refetch({ requestPolicy: 'network-only' });
    return d;
  });
  const [, replay] = useMutation(ReplayDocument);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const replayEvents = async (eventIds: string[]) => {
    setMessage({ text: `Replaying ${eventIds.length} event${eventIds.length === 1 ? '' : 's'}…` });
    const outcomes = [];
    for (const id of eventIds) outcomes.push(await replay({ id }));
    const failed = outcomes.filter((o) => o.error);
    const delivered = outcomes.filter((o) => o.data?.replayEvent.status === 'delivered').length;
    setMessage(
      failed.length
        ? { text: `Replay refused: ${errorText(failed[0]!.error!)}`, error: true }
        : {
            text: `Replayed ${eventIds.length}: ${delivered} delivered${delivered < eventIds.length ? `, ${eventIds.length - delivered} not (see the attempts below)` : ''}.`,
          },
    );
    setSelected(new Set());
    refetch({ requestPolicy: 'network-only' });
  };
  const params = { status, type, event: eventId };
  const toggle = (eventIdOf: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(eventIdOf)) n.delete(eventIdOf);
      else n.add(eventIdOf);
      return n;
    });
  return (
    <Page
      title="Webhooks"
      actions={
        <>
          <LiveBadge connected={live.connected} />
        </>
      }
    >
      <p>
        Every event sent to your webhook URL, with each attempt&apos;s request and reply, updated as attempts end. Change the URL in{' '}
        <a href="#/settings">Settings</a>.
      </p>
      <form className="filters" aria-label="Filter deliveries" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter label="Delivery status" value={status} options={STATUSES} onChange={(v) => go('webhooks', { ...params, status: v })} />
        <Field label="Event type">
          {(id) => (
            <input
              id={id}
              defaultValue={type ?? ''}
              placeholder="charge.success"
              onBlur={(e) => go('webhooks', { ...params, type: e.target.value.trim() })}
              onKeyDown={(e) => e.key === 'Enter' && go('webhooks', { ...params, type: e.currentTarget.value.trim() })}
            />
          )}
        </Field>
        {eventId && (
          <p>
            Event {eventId} only. <a href="#/webhooks">Show all</a>
          </p>
        )}
      </form>
      <div className="toolbar">
        <button type="button" disabled={selected.size === 0} onClick={() => replayEvents([...selected])}>
          Replay selected ({selected.size})
        </button>
        <button
          type="button"
          disabled={!nodes.some((d) => d.status === 'failed')}
          onClick={() => replayEvents([...new Set(nodes.filter((d) => d.status === 'failed').map((d) => d.eventId))])}
        >
          Replay all failed on this page
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {/* Its room is kept whether or not it has something to say, so the rows below stay put. */}
      <div className="log-status">
        {message && (
          <p className={message.error ? 'error' : 'notice'} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        <p className="fresh" role="status">
          {fresh > 0 && (
            <>
              {fresh} new {fresh === 1 ? 'delivery' : 'deliveries'} —{' '}
              <button
                type="button"
                className="link"
                onClick={() => {
                  showFresh();
                  listRef.current?.focus();
                }}
              >
                show
              </button>
            </>
          )}
        </p>
      </div>
      <Listed res={res} page={res.data} loading="Loading deliveries">
        {(data) => (
          <>
            {nodes.length === 0 ? (
              <Empty>
                No deliveries{status || type || eventId ? ' match these filters' : ''}. Set a webhook URL in <a href="#/settings">Settings</a>, then make a
                payment: each event is sent there and logged here.
              </Empty>
            ) : (
              <ul className="deliveries" aria-label="Webhook deliveries, newest first" tabIndex={-1} ref={listRef}>
                {nodes.map((d) => (
                  <DeliveryItem
                    key={d.id}
                    d={d}
                    checked={selected.has(d.eventId)}
                    onToggle={() => toggle(d.eventId)}
                    onReplay={() => replayEvents([d.eventId])}
                  />
                ))}
              </ul>
            )}
            <CursorPager pageInfo={data.webhookDeliveries.pageInfo} after={after} goTo={(a) => go('webhooks', { ...params, after: a })} />
          </>
        )}
      </Listed>
      <section aria-labelledby="stream">
        <h2 id="stream">Events, live</h2>
        {stream.length === 0 ? (
          <Empty>Waiting for events: they appear here the moment they happen.</Empty>
        ) : (
          <ol className="stream" aria-live="polite">
            {stream.map((e) => (
              <li key={e.id}>
                <When iso={e.createdAt} /> <strong>{e.type}</strong> <EventSubject e={e} /> {e.webhook ? '' : '(internal)'}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Page>
  );
}

function DeliveryItem({ d, checked, onToggle, onReplay }: { d: Delivery; checked: boolean; onToggle: () => void; onReplay: () => void }) {
  const [open, setOpen] = useState(false);
  const [payload] = useQuery({ query: EventPayloadDocument, variables: { id: d.eventId }, pause: !open });
  const label = `${d.event} #${d.eventId}`;
  return (
    <li className={`delivery delivery-${d.status}`} data-delivery={d.id}>
      <div className="delivery-head">
        <input type="checkbox" id={`sel-${d.id}`} checked={checked} onChange={onToggle} />
        <label htmlFor={`sel-${d.id}`}>
          <strong>{d.event}</strong> <span className="muted">event {d.eventId}</span>
        </label>
        <Status value={d.status} />
        <span>
          {d.attemptCount} attempt{d.attemptCount === 1 ? '' : 's'}
        </span>
        <span>{d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : '')}</span>
        <When iso={d.createdAt} />
        {d.status === 'pending' && d.nextAttemptAt && (
          <span className="muted">
            next try <When iso={d.nextAttemptAt} />
          </span>
        )}
        <button type="button" onClick={onReplay} aria-label={`Replay ${label}`}>
          Replay
        </button>
      </div>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Request and replies</summary>
        <p className="label">Request body</p>
        <ErrorBox error={payload.error} />
        {payload.data?.event ? (
          <pre className="json" tabIndex={0}>
            {JSON.stringify({ event: payload.data.event.type, data: payload.data.event.data }, null, 2)}
          </pre>
        ) : (
          open && <Loading />
        )}
        <p className="label">Attempts</p>
        {d.attempts.length === 0 ? (
          <p>
            Not attempted yet{d.nextAttemptAt ? '' : '.'}
            {d.nextAttemptAt && (
              <>
                {' '}
                : next at <When iso={d.nextAttemptAt} />
              </>
            )}
          </p>
        ) : (
          <ol className="attempts">
            {d.attempts.map((a) => (
              <li key={a.id}>
                #{a.attempt} <When iso={a.attemptedAt} /> to <code>{a.url}</code>: {a.success ? 'delivered' : 'failed'},{' '}
                {a.statusCode ? `HTTP ${a.statusCode}` : 'no reply'} in {a.latencyMs} ms
                {a.error && a.error !== `HTTP ${a.statusCode}` && <div className="error-text">{a.error}</div>}
                {a.responseBody && (
                  <pre className="json" tabIndex={0}>
                    {a.responseBody}
                  </pre>
                )}
              </li>
            ))}
          </ol>
        )}
      </details>
    </li>
  );
}

// The page an event is about, when its payload names it (a transaction's reference, a code).
export function EventSubject({ e }: { e: LiveEvent }) {
  const data = e.data as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const reference = str(data.reference);
  if (e.resource.startsWith('transaction:') && reference) return <TxLink reference={reference} />;
  const code = str(data.subscription_code) ?? str(data.transfer_code) ?? str(data.customer_code) ?? str(data.batch_code) ?? str(data.request_code);
  if (code) return <Code code={code} />;
  return <code>{e.resource}</code>;
}
