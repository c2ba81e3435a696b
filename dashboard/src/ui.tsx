import { useEffect, useRef, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { codeHref, money, timeZone, transactionHref, when } from './format';

export function Money({ amount, currency }: { amount: string | number | null | undefined; currency: string }) {
  return <span className="money">{money(amount, currency)}</span>;
}

export function When({ iso, date }: { iso: string | null | undefined; date?: boolean }) {
  if (!iso) return <span>—</span>;
  return (
    <time dateTime={iso} title={`${new Date(iso).toISOString()} (shown in ${timeZone})`}>
      {when(iso, !date)}
    </time>
  );
}

// A code (CUS_, SUB_, TRF_, …) always leads to its page.
export function Code({ code }: { code: string | null | undefined }) {
  if (!code) return <span>—</span>;
  const href = codeHref(code);
  return href ? (
    <a className="code" href={href}>
      {code}
    </a>
  ) : (
    <code>{code}</code>
  );
}

export function TxLink({ reference }: { reference: string }) {
  return (
    <a className="code" href={transactionHref(reference)}>
      {reference}
    </a>
  );
}

export function Status({ value }: { value: string }) {
  return <span className={`status status-${value.replace(/[^a-z-]/gi, '')}`}>{value}</span>;
}

// The API's own words: a GraphQL error's message, or what went wrong on the way.
export function errorText(error: CombinedError): string {
  if (error.graphQLErrors.length) return error.graphQLErrors.map((e) => e.message).join('; ');
  return error.networkError?.message ?? error.message;
}

export function ErrorBox({ error }: { error: CombinedError | string | null | undefined }) {
  if (!error) return null;
  return (
    <div className="error" role="alert">
      {typeof error === 'string' ? error : errorText(error)}
    </div>
  );
}

export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <p className="loading" role="status">
      {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}

// What a detail page shows in place of its object: the query's error, "Loading…" until the first
// answer, and `missing` when the answer holds no such object.
export function Lookup({ res, found, missing }: { res: { error?: CombinedError; fetching: boolean; data?: unknown }; found: boolean; missing: string }) {
  return (
    <>
      <ErrorBox error={res.error} />
      {!res.data && res.fetching && <Loading />}
      {res.data && !found && <Empty>{missing}</Empty>}
    </>
  );
}

export function Page({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const h1 = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Kobo dashboard`;
    // A new page takes the focus to its heading, so keyboard and screen reader users start there.
    h1.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <>
      <div className="page-head">
        <h1 tabIndex={-1} ref={h1}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </>
  );
}

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

// On a narrow screen each row becomes a card, each cell labelled (styles.css), instead of a table
// wider than the screen.
export interface TableProps<T> {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  rowClass?: (row: T) => string;
  // A table with an id takes the focus by script (after "show" puts new rows in it).
  id?: string;
}

export function Table<T>({ caption, rows, columns, rowKey, rowClass, id }: TableProps<T>) {
  return (
    <table className="table" id={id} tabIndex={id ? -1 : undefined}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={c.className}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass?.(row)}>
            {columns.map((c) => (
              <td key={c.label} data-label={c.label} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Pager({
  hasNext,
  hasPrev,
  onNext,
  onPrev,
  onFirst,
}: {
  hasNext: boolean;
  hasPrev?: boolean;
  onNext: () => void;
  onPrev?: () => void;
  onFirst?: () => void;
}) {
  if (!hasNext && !hasPrev && !onFirst) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {onFirst && (
        <button type="button" onClick={onFirst}>
          First page
        </button>
      )}
      {onPrev && (
        <button type="button" onClick={onPrev} disabled={!hasPrev}>
          Previous
        </button>
      )}
      <button type="button" onClick={onNext} disabled={!hasNext}>
        Next
      </button>
    </nav>
  );
}

export function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = `f-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <small>{hint}</small>}
    </div>
  );
}

export function Dl({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="dl">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
