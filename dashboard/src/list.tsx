import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { storedKey } from './client';
import { go } from './router';
import { Empty, ErrorBox, Field, Loading, Pager, Table, type TableProps } from './ui';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

// The skeleton of every list page: the query's error, a loading line until the first answer, then
// the page's body (its rows and pager) once there is one.
export function Listed<P>({
  res,
  page,
  loading,
  children,
}: {
  res: { error?: CombinedError; fetching: boolean };
  page: P | null | undefined;
  loading?: string;
  children: (page: P) => ReactNode;
}) {
  return (
    <>
      <ErrorBox error={res.error} />
      {!page && res.fetching && <Loading what={loading} />}
      {page && children(page)}
    </>
  );
}

// A list's filters, search and cursor live in the URL (#/<section>?status=…&after=…), so a reload or
// a shared link shows the same rows. A changed filter starts again from the first page; `cursor`
// names the query key of the cursor (a page with two lists has two).
export function useListParams<K extends string>(section: string, query: URLSearchParams, keys: readonly K[]) {
  const values = Object.fromEntries(keys.map((k) => [k, query.get(k) || undefined])) as Record<K, string | undefined>;
  const all = Object.fromEntries([...query.entries()].filter(([, v]) => v)) as Record<string, string>;
  return {
    values,
    cursor: (name = 'after') => query.get(name) || undefined,
    set: (change: Partial<Record<K, string | undefined>>) => go(section, { ...values, ...change }),
    page: (cursor: string | undefined, name = 'after') => {
      // Forward and back are one cursor: Next from a page reached by Previous leaves `before` behind.
      const { after: _a, before: _b, ...others } = all;
      go(section, { ...(name === 'after' || name === 'before' ? others : all), [name]: cursor });
    },
  };
}

// Next goes on from this page's last row; First comes back to the start once past it. `goTo` moves
// the cursor wherever the page keeps it (its own state, or the URL so that a reload stays there).
export function CursorPager({ pageInfo, after, goTo }: { pageInfo: PageInfo; after: string | undefined; goTo: (after?: string) => void }) {
  return <Pager hasNext={pageInfo.hasNextPage} onNext={() => goTo(pageInfo.endCursor ?? undefined)} onFirst={after ? () => goTo(undefined) : undefined} />;
}

// A list filter: one of a few values, or Any (the empty value, no filter). An option is a value
// shown as itself, or a value with its own label.
export function ChoiceFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<string | { value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">Any</option>
          {options.map((o) =>
            typeof o === 'string' ? (
              <option key={o}>{o}</option>
            ) : (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ),
          )}
        </select>
      )}
    </Field>
  );
}

// A list's From and To dates (the day's start and end are the page's to work out: format.ts).
export function DateFields({
  from,
  to,
  set,
  labels = ['From', 'To'],
}: {
  from?: string;
  to?: string;
  set: (change: { from?: string; to?: string }) => void;
  labels?: [string, string];
}) {
  return (
    <>
      <Field label={labels[0]}>{(id) => <input id={id} type="date" value={from ?? ''} onChange={(e) => set({ from: e.target.value })} />}</Field>
      <Field label={labels[1]}>{(id) => <input id={id} type="date" value={to ?? ''} onChange={(e) => set({ to: e.target.value })} />}</Field>
    </>
  );
}

// The rows as a table, or what to do when there are none.
export function Rows<T>({ empty, ...table }: { empty: ReactNode } & TableProps<T>) {
  return table.rows.length === 0 ? <Empty>{empty}</Empty> : <Table {...table} />;
}

// The server's search over a list: what is typed is sent on Enter or the button, never filtered
// from the rows already loaded.
export function SearchBox({
  label,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  onSearch: (text: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <form
      className="filters"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <Field label={label}>{(id) => <input id={id} type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />}</Field>
      <button type="submit">Search</button>
      {value && (
        <button type="button" onClick={() => onSearch(undefined)}>
          Clear search
        </button>
      )}
    </form>
  );
}

// The rows as the operator sees them. A row already shown stays where it is and takes each new fetch's
// values in place (status, counts); a row that arrives later is counted and only shown when asked
// (`showFresh`), so nothing moves under the pointer between aiming and clicking. A list shown empty
// takes its first rows at once: there is nothing to move. The rows of other variables (a filter, a
// search, a page) are shown as fetched, once the answer is theirs: until then the rows shown stay.
export function useSteadyRows<T extends { id: string }>(
  res: { operation?: { variables?: unknown }; stale?: boolean },
  fetched: T[] | undefined,
  variables: unknown,
): { nodes: T[]; fresh: number; showFresh: () => void; patch: (id: string, change: Partial<T>) => void } {
  const view = JSON.stringify(variables ?? null);
  const answer = fetched && JSON.stringify(res.operation?.variables ?? null) === view ? fetched : undefined;
  // `settled`: the rows shown are the server's answer, not the cache's while the answer is on its way.
  const [shown, setShown] = useState<{ view: string; ids: string[]; settled: boolean } | null>(null);
  const known = useRef(new Map<string, T>());
  for (const d of fetched ?? []) known.current.set(d.id, d);
  const current = shown?.view === view ? shown : null;
  const settled = !res.stale;
  const adopt = !!answer && (!current || (current.ids.length === 0 && answer.length > 0) || (!current.settled && settled));
  useEffect(() => {
    if (adopt) setShown({ view, ids: answer!.map((d) => d.id), settled });
  }, [adopt, answer, view, settled]);
  const ids = adopt ? answer!.map((d) => d.id) : (current?.ids ?? shown?.ids ?? []);
  const on = new Set(ids);
  // Only rows newer than every row shown are new: an older one a fetch brings back (a row that
  // left the page and came back) is not news.
  const newest = Math.max(0, ...ids.map(Number).filter(Number.isFinite));
  const fresh = adopt || !current ? 0 : (answer ?? []).filter((d) => !on.has(d.id) && Number(d.id) > newest).length;
  return {
    nodes: ids.map((id) => known.current.get(id)).filter((d): d is T => !!d),
    fresh,
    showFresh: () => answer && setShown({ view, ids: answer.map((d) => d.id), settled }),
    // An update for a row the next fetch may no longer hold (a filter it left): it still shows it.
    patch: (id, change) => {
      const d = known.current.get(id);
      if (d) known.current.set(id, { ...d, ...change });
    },
  };
}

// "N new — show", in a room kept whether or not it has something to say, so the rows below stay
// put when it appears. Showing moves the focus to the list (`focus`), where the new rows now are.
export function FreshNotice({ count, noun, onShow, focus }: { count: number; noun: [string, string]; onShow: () => void; focus?: () => void }) {
  return (
    <div className="list-status">
      <p className="fresh" role="status">
        {count > 0 && (
          <>
            {count} new {count === 1 ? noun[0] : noun[1]} —{' '}
            <button
              type="button"
              className="link"
              onClick={() => {
                onShow();
                focus?.();
              }}
            >
              show
            </button>
          </>
        )}
      </p>
    </div>
  );
}

// The REST API's CSV export (GET /<resource>/export, Paystack's) with the filters shown: the API
// answers a signed download link, valid an hour, that holds the rows as they are now.
export function CsvExport({ path, filter, note }: { path: string; filter: Record<string, string | undefined>; note?: string }) {
  const [state, setState] = useState<{ busy?: boolean; link?: string; error?: string }>({});
  const link = useRef<HTMLAnchorElement>(null);
  const asked = JSON.stringify(filter);
  useEffect(() => setState({}), [asked]);
  useEffect(() => {
    if (state.link) link.current?.focus();
  }, [state.link]);
  const run = async () => {
    setState({ busy: true });
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(filter)) if (v) q.set(k, v);
    try {
      const r = await fetch(`${path}?${q}`, { headers: { authorization: `Bearer ${storedKey() ?? ''}` } });
      const body = (await r.json()) as { status?: boolean; message?: string; data?: { path?: string } };
      if (!r.ok || !body.data?.path) setState({ error: body.message ?? `The export was refused (HTTP ${r.status}).` });
      // The link names the server by its PUBLIC_URL; the dashboard reaches it where it was loaded from.
      else setState({ link: new URL(body.data.path, window.location.origin).pathname });
    } catch (err) {
      setState({ error: `The export could not be asked for: ${(err as Error).message}` });
    }
  };
  return (
    <div className="export">
      <button type="button" onClick={run} disabled={state.busy}>
        {state.busy ? 'Preparing the CSV…' : 'Export CSV'}
      </button>
      {state.link && (
        <a ref={link} href={state.link} download>
          Download the CSV
        </a>
      )}
      {state.link && <small>The link holds the rows as they were when it was made and works for an hour.</small>}
      {!state.link && note && <small>{note}</small>}
      <ErrorBox error={state.error} />
    </div>
  );
}
