import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useSubscription, type CombinedError } from 'urql';
import { WEBHOOK_EVENTS } from '../../../src/events/catalog';
import { forgetKey, storedKeys, storeKey } from '../client';
import {
  DeveloperKeysDocument,
  EventDetailDocument,
  EventsDocument,
  RequestLogsDocument,
  RequestLoggedDocument,
  RotateKeysDocument,
  SendTestEventDocument,
  WebhookHealthDocument,
  DeliveryUpdatedDocument,
  type RequestLogsQuery,
  type EventsQuery,
} from '../generated/graphql';
import { go } from '../router';
import { Empty, ErrorBox, Field, Loading, Page, Status, When, errorText } from '../ui';
import { ChoiceFilter } from '../list';
import { LiveBadge, useLiveEvents } from './live';

// The developers area: the keys, the webhook endpoint and its health, test events, the request log
// and the event browser, each a tab of #/developers.
const TABS: Array<[string, string]> = [
  ['', 'Keys and webhooks'],
  ['requests', 'Request log'],
  ['events', 'Events'],
];

// The catalog of webhook events (src/events/catalog.ts), the same list the server accepts.
const EVENT_TYPES = [...WEBHOOK_EVENTS];

export function Developers({
  tab = '',
  id,
  query,
  secretKey,
  switchTo,
}: {
  tab?: string;
  id?: string;
  query: URLSearchParams;
  secretKey: string;
  switchTo: (key: string) => void;
}) {
  const title = tab === 'requests' ? 'Request log' : tab === 'events' ? (id ? `Event ${id}` : 'Events') : 'Developers';
  return (
    <Page title={title}>
      <nav aria-label="Developers">
        <ul className="tabs">
          {TABS.map(([path, label]) => (
            <li key={path}>
              <a href={`#/developers${path ? `/${path}` : ''}`} aria-current={tab === path ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'requests' ? (
        <RequestLog query={query} />
      ) : tab === 'events' ? (
        id ? (
          <EventDetail id={id} />
        ) : (
          <EventBrowser query={query} />
        )
      ) : (
        <KeysAndWebhooks secretKey={secretKey} switchTo={switchTo} />
      )}
    </Page>
  );
}

// A subscription that falls too far behind is ended by the server with LAGGED: what it missed is
// reloaded, then it starts again.
export const isLagged = (error: CombinedError | undefined): boolean =>
  Boolean(error && (error.graphQLErrors.some((e) => e.extensions?.code === 'LAGGED' || /LAGGED/.test(e.message)) || /LAGGED/.test(error.message)));

function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        }}
      >
        Copy {what}
      </button>
      <span role="status" className="muted">
        {copied ? `${what[0]!.toUpperCase()}${what.slice(1)} copied.` : ''}
      </span>
    </>
  );
}

function Dialog({ open, onClose, labelledBy, children }: { open: boolean; onClose: () => void; labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // showModal focuses the first button; a dialog that asks first puts the focus on the safe answer.
      d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && d.open) d.close();
  });
  return (
    <dialog ref={ref} aria-labelledby={labelledBy} className="dialog" onClose={onClose}>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}

function KeysAndWebhooks({ secretKey, switchTo }: { secretKey: string; switchTo: (key: string) => void }) {
  const [res] = useQuery({ query: DeveloperKeysDocument });
  const [health, refetchHealth] = useQuery({ query: WebhookHealthDocument });
  useSubscription({ query: DeliveryUpdatedDocument }, (_p: unknown, d) => {
    refetchHealth({ requestPolicy: 'network-only' });
    return d;
  });
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState<{ secretKey: string; publicKey: string } | null>(null);
  const [rotateState, rotate] = useMutation(RotateKeysDocument);
  const [rotateError, setRotateError] = useState<string | null>(null);
  const [type, setType] = useState('charge.success');
  const [sendState, send] = useMutation(SendTestEventDocument);
  const [sent, setSent] = useState<{ id: string; type: string } | null>(null);
  const rotateButton = useRef<HTMLButtonElement>(null);
  const data = res.data;
  const domain = data?.integrationSettings.domain ?? (secretKey.startsWith('sk_live_') ? 'live' : 'test');
  const masked = `${secretKey.slice(0, 8)}${'•'.repeat(12)}${secretKey.slice(-4)}`;

  const doRotate = async () => {
    setRotateError(null);
    const r = await rotate({ confirm: domain });
    if (r.error) return setRotateError(errorText(r.error));
    const k = r.data!.rotateKeys;
    // The key this tab signed in with is revoked: the new one takes its place in the kept keys.
    const label = storedKeys().find((s) => s.key === secretKey)?.label ?? '';
    forgetKey(secretKey);
    storeKey(k.secretKey, label);
    setRotated({ secretKey: k.secretKey, publicKey: k.publicKey });
  };
  const h = health.data;
  const delivered = h?.recent.nodes.filter((n) => n.status === 'delivered').length ?? 0;
  const failed = h?.recent.nodes.filter((n) => n.status === 'failed').length ?? 0;
  const settled = delivered + failed;
  // The last failures: deliveries failed for good and those waiting to retry after a failed attempt.
  const lastFailures = [
    ...(h?.failures.nodes ?? []).map((n) => ({ ...n, status: 'failed' })),
    ...(h?.backlog.nodes ?? []).filter((n) => n.lastStatusCode || n.lastError).map((n) => ({ ...n, status: 'pending' })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 5);

  return (
    <>
      <ErrorBox error={res.error} />
      <section aria-labelledby="keys-h">
        <h2 id="keys-h">API keys ({domain} mode)</h2>
        {!data ? (
          <Loading />
        ) : (
          <div className="form">
            <div>
              <p className="label" id="pk-label">
                Public key
              </p>
              <p className="muted">For checkout pages and Inline: safe to put in a web page.</p>
              <div className="keyline">
                <code aria-labelledby="pk-label" data-key="public">
                  {data.publicKey}
                </code>
                <CopyButton text={data.publicKey} what="public key" />
              </div>
            </div>
            <div>
              <p className="label" id="sk-label">
                Secret key
              </p>
              <p className="muted">For your server only. Shown when you ask.</p>
              <div className="keyline">
                <code aria-labelledby="sk-label" data-key="secret">
                  {revealed ? secretKey : masked}
                </code>
                <button type="button" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
                  {revealed ? 'Hide secret key' : 'Reveal secret key'}
                </button>
                <CopyButton text={secretKey} what="secret key" />
              </div>
            </div>
            <div>
              <button type="button" ref={rotateButton} onClick={() => setConfirming(true)}>
                Rotate {domain} keys…
              </button>
            </div>
          </div>
        )}
        <Dialog
          open={confirming}
          labelledBy="rotate-h"
          onClose={() => {
            setConfirming(false);
            if (rotated) switchTo(rotated.secretKey);
            else rotateButton.current?.focus();
          }}
        >
          {rotated ? (
            <>
              <h2 id="rotate-h">New {domain} keys</h2>
              <p>The old keys no longer work. Copy the secret key now: it is shown here once (this tab keeps it to stay signed in).</p>
              <p className="label">New secret key</p>
              <div className="keyline">
                <code data-key="new-secret">{rotated.secretKey}</code>
                <CopyButton text={rotated.secretKey} what="new secret key" />
              </div>
              <p className="label">New public key</p>
              <div className="keyline">
                <code data-key="new-public">{rotated.publicKey}</code>
              </div>
              <div className="toolbar">
                <button type="button" onClick={() => setConfirming(false)}>
                  Continue with the new key
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id="rotate-h">Rotate the {domain} keys?</h2>
              <p>
                Both {domain} keys are revoked at once and new ones issued: every server using the old secret key, and every page using the old public key,
                stops working until you give them the new ones. The other mode&apos;s keys stay.
              </p>
              <ErrorBox error={rotateError} />
              <div className="toolbar">
                <button type="button" className="danger" onClick={doRotate} disabled={rotateState.fetching}>
                  Yes, rotate the {domain} keys
                </button>
                <button type="button" onClick={() => setConfirming(false)} data-autofocus>
                  Cancel
                </button>
              </div>
            </>
          )}
        </Dialog>
      </section>

      <section aria-labelledby="hook-h">
        <h2 id="hook-h">Webhook endpoint</h2>
        {data &&
          (data.integrationSettings.webhookUrl ? (
            <p>
              Events are POSTed to <code>{data.integrationSettings.webhookUrl}</code>, signed with the secret key (<code>x-paystack-signature</code>). Change it
              in <a href="#/settings">Settings</a>.
            </p>
          ) : (
            <Empty>
              No webhook URL for {domain} mode: set one in <a href="#/settings">Settings</a>.
            </Empty>
          ))}
        <ErrorBox error={health.error} />
        {h && (
          <dl className="dl" aria-label="Webhook health">
            <div>
              <dt>Success rate (last {h.recent.nodes.length} deliveries)</dt>
              <dd data-health="rate">{settled ? `${Math.round((delivered / settled) * 100)}% (${delivered} of ${settled})` : 'No deliveries settled yet'}</dd>
            </div>
            <div>
              <dt>Backlog (waiting for a retry)</dt>
              <dd data-health="backlog">{h.backlog.totalCount}</dd>
            </div>
            <div>
              <dt>Failed for good</dt>
              <dd data-health="failed">{h.failures.totalCount}</dd>
            </div>
          </dl>
        )}
        {lastFailures.length > 0 && (
          <>
            <h3>Last failures</h3>
            <ul className="reqs" aria-label="Last failures">
              {lastFailures.map((f) => (
                <li key={f.id}>
                  <Status value={f.status} /> <When iso={f.createdAt} /> <strong>{f.event}</strong>{' '}
                  <a href={`#/developers/events/${f.eventId}`}>event {f.eventId}</a> {f.lastStatusCode ? `HTTP ${f.lastStatusCode}` : (f.lastError ?? '')}
                </li>
              ))}
            </ul>
          </>
        )}
        <form
          className="filters"
          aria-label="Send a test event"
          onSubmit={async (e) => {
            e.preventDefault();
            setSent(null);
            const r = await send({ type });
            if (r.data) setSent(r.data.sendTestEvent);
          }}
        >
          <Field label="Test event type">
            {(fid) => (
              <select id={fid} value={type} onChange={(e) => setType(e.target.value)}>
                {EVENT_TYPES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" disabled={sendState.fetching}>
            Send test event
          </button>
        </form>
        <ErrorBox error={sendState.error} />
        <p role="status" className={sent ? 'notice' : undefined}>
          {sent && (
            <>
              Sent a test {sent.type}: <a href={`#/developers/events/${sent.id}`}>event {sent.id}</a>.
            </>
          )}
        </p>
      </section>

      <section aria-labelledby="explorer-h">
        <h2 id="explorer-h">GraphQL explorer</h2>
        <p>
          <a
            href="/graphql"
            onClick={() => {
              // The explorer reads its key from this tab's sessionStorage (src/web/site/explorer.js).
              sessionStorage.setItem('kobo.explorer.key', secretKey);
            }}
          >
            Open the GraphQL explorer
          </a>{' '}
          signed in with this key.
        </p>
      </section>
    </>
  );
}

type LogRow = RequestLogsQuery['requestLogs']['nodes'][number];

function RequestLog({ query }: { query: URLSearchParams }) {
  const route = query.get('route') || undefined;
  const statusText = query.get('status') || undefined;
  const status = statusText && /^\d{3}$/.test(statusText) ? Number(statusText) : undefined;
  const [res, refetch] = useQuery({ query: RequestLogsDocument, variables: { first: 50, filter: { route, status } } });
  const [live, setLive] = useState<LogRow[]>([]);
  const [routeInput, setRouteInput] = useState(route ?? '');
  const [statusInput, setStatusInput] = useState(statusText ?? '');
  const [reloaded, setReloaded] = useState(0);
  useEffect(() => setLive([]), [route, status]);
  const [sub, resubscribe] = useSubscription({ query: RequestLoggedDocument, variables: { failedOnly: false } }, (_p: unknown, d) => {
    const r = d.requestLogged;
    if ((!route || r.route === route) && (!status || r.status === status)) setLive((l) => [r, ...l].slice(0, 100));
    return d;
  });
  useEffect(() => {
    if (!isLagged(sub.error)) return;
    setLive([]);
    refetch({ requestPolicy: 'network-only' });
    setReloaded((n) => n + 1);
    resubscribe();
  }, [sub.error, refetch, resubscribe]);
  const stored = res.data?.requestLogs.nodes ?? [];
  const seen = new Set(stored.map((r) => r.requestId));
  const rows = [...live.filter((r) => !seen.has(r.requestId)), ...stored];
  return (
    <>
      <div className="page-head">
        <p className="muted">The integration&apos;s API requests of the last 24 hours on its clock, newest first; new ones appear as they are answered.</p>
        <LiveBadge connected={!sub.fetching || !sub.error ? !sub.error : false} />
      </div>
      <form
        className="filters"
        aria-label="Filter requests"
        onSubmit={(e) => {
          e.preventDefault();
          go('developers/requests', { route: routeInput.trim(), status: statusInput.trim() });
        }}
      >
        <Field label="Route" hint="A route pattern, e.g. /charge">
          {(fid) => <input id={fid} value={routeInput} onChange={(e) => setRouteInput(e.target.value)} placeholder="/transaction/verify/:reference" />}
        </Field>
        <Field label="HTTP status">
          {(fid) => <input id={fid} inputMode="numeric" value={statusInput} onChange={(e) => setStatusInput(e.target.value)} placeholder="400" />}
        </Field>
        <button type="submit">Filter</button>
      </form>
      {reloaded > 0 && (
        <p className="notice" role="status">
          The live feed fell behind and was reloaded.
        </p>
      )}
      <ErrorBox error={res.error ?? (isLagged(sub.error) ? undefined : sub.error)} />
      {!res.data && res.fetching ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Empty>No requests{route || status ? ' match these filters' : ' in the last 24 hours'}.</Empty>
      ) : (
        <>
          <p className="count">
            {res.data?.requestLogs.totalCount ?? 0} stored{live.length ? `, ${live.length} new` : ''}
          </p>
          <ul className="reqs" aria-label="Requests, newest first">
            {rows.map((r) => (
              <li key={r.requestId} className="reqrow" data-request={r.requestId}>
                <details>
                  <summary>
                    <When iso={r.at} /> <strong>{r.method}</strong> <code>{r.route}</code> <Status value={String(r.status)} />{' '}
                    <span className="muted">{r.ms} ms</span>
                  </summary>
                  <p className="muted">Request {r.requestId}. Card numbers, CVVs, PINs, OTPs and secrets are masked.</p>
                  <p className="label">Request body</p>
                  {r.requestBody ? (
                    <pre className="json">{pretty(r.requestBody)}</pre>
                  ) : (
                    <p className="muted">Not kept: bodies are kept for failed requests.</p>
                  )}
                  {r.replyBody && (
                    <>
                      <p className="label">Reply body</p>
                      <pre className="json">{pretty(r.replyBody)}</pre>
                    </>
                  )}
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

type EventRow = EventsQuery['events']['nodes'][number];

function EventBrowser({ query }: { query: URLSearchParams }) {
  const type = query.get('type') || undefined;
  const [res, refetch] = useQuery({ query: EventsDocument, variables: { first: 30, filter: { type } } });
  const [live, setLive] = useState<EventRow[]>([]);
  const [reloaded, setReloaded] = useState(0);
  useEffect(() => setLive([]), [type]);
  const sub = useLiveEvents(
    (e) => {
      if (!type || e.type === type) setLive((l) => [e, ...l].slice(0, 100));
    },
    undefined,
    (error) => {
      if (!isLagged(error)) return false;
      setLive([]);
      refetch({ requestPolicy: 'network-only' });
      setReloaded((n) => n + 1);
      return true;
    },
  );
  const stored = res.data?.events.nodes ?? [];
  const seen = new Set(stored.map((e) => e.id));
  const rows = [...live.filter((e) => !seen.has(e.id)), ...stored];
  return (
    <>
      <div className="page-head">
        <p className="muted">Every event of this mode, newest first, as it is recorded. Open one for its payload and webhook deliveries.</p>
        <LiveBadge connected={sub.connected} />
      </div>
      <form className="filters" aria-label="Filter events" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter label="Event type" value={type} options={EVENT_TYPES} onChange={(v) => go('developers/events', { type: v })} />
      </form>
      {reloaded > 0 && (
        <p className="notice" role="status">
          The live feed fell behind and was reloaded.
        </p>
      )}
      <ErrorBox error={res.error} />
      {!res.data && res.fetching ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Empty>No events{type ? ` of type ${type}` : ''} yet.</Empty>
      ) : (
        <ul className="reqs" aria-label="Events, newest first">
          {rows.map((e) => (
            <li key={e.id} data-event={e.id}>
              <When iso={e.createdAt} /> <a href={`#/developers/events/${e.id}`}>{e.type}</a> <code>{e.resource}</code>{' '}
              <span className="muted">{e.webhook ? `event ${e.id}` : `event ${e.id}, internal`}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function EventDetail({ id }: { id: string }) {
  const [res, refetch] = useQuery({ query: EventDetailDocument, variables: { id, eventId: id } });
  useSubscription({ query: DeliveryUpdatedDocument }, (_p: unknown, d) => {
    if (d.webhookDeliveryUpdated.eventId === id) refetch({ requestPolicy: 'network-only' });
    return d;
  });
  const e = res.data?.event;
  return (
    <>
      <p>
        <a href="#/developers/events">All events</a>
      </p>
      <ErrorBox error={res.error} />
      {!res.data ? (
        <Loading />
      ) : !e ? (
        <Empty>There is no event {id} in this mode.</Empty>
      ) : (
        <>
          <dl className="dl">
            <div>
              <dt>Type</dt>
              <dd>{e.type}</dd>
            </div>
            <div>
              <dt>Resource</dt>
              <dd>
                <code>{e.resource}</code>
              </dd>
            </div>
            <div>
              <dt>Recorded</dt>
              <dd>
                <When iso={e.createdAt} />
              </dd>
            </div>
            <div>
              <dt>Sent to webhooks</dt>
              <dd>{e.webhook ? 'Yes' : 'No (internal event)'}</dd>
            </div>
          </dl>
          <h2>Payload</h2>
          <pre className="json" tabIndex={0} aria-label="Event payload">
            {JSON.stringify({ event: e.type, data: e.data }, null, 2)}
          </pre>
          <h2>Deliveries</h2>
          {res.data.webhookDeliveries.nodes.length === 0 ? (
            <Empty>No webhook deliveries{e.webhook ? ' (no webhook URL was set, or it is on its way)' : ''}.</Empty>
          ) : (
            <ul className="reqs" aria-label="Deliveries of this event">
              {res.data.webhookDeliveries.nodes.map((d) => (
                <li key={d.id} data-delivery={d.id}>
                  <Status value={d.status} /> {d.kind} · {d.attemptCount} attempt{d.attemptCount === 1 ? '' : 's'} · <When iso={d.createdAt} />
                  <ol className="attempts">
                    {d.attempts.map((a) => (
                      <li key={a.id}>
                        <When iso={a.attemptedAt} /> {a.success ? 'delivered' : 'failed'} {a.statusCode ? `HTTP ${a.statusCode}` : (a.error ?? '')} in{' '}
                        {a.latencyMs} ms
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
