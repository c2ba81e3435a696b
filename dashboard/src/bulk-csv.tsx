import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { currencyOptions } from './pages/plans';
import { money, toMinor } from './format';
import { ErrorBox, Table } from './ui';
import { useModal } from './form';

// "Send in bulk from CSV" (transfers) and "Charge in bulk from CSV" (bulk charges): a file is read in
// the browser, each line checked (its own fields here, then everything the server would refuse, by
// the bulk mutation's check query), shown for review with the total, and only sent once no line has
// a problem (or the operator removed the bad lines). What the server still refuses on send is shown
// at the line it names.

export interface CsvColumn {
  key: string;
  label: string;
  // The header names that mean this column (compared without case, spaces, _ and -).
  names: string[];
  required?: boolean;
}

export interface Line {
  // The line of the file (1 is the first), as a spreadsheet shows it.
  line: number;
  cells: Record<string, string>;
  // The amount in minor units, once it reads as one.
  minor: string | null;
}

export interface LineProblem {
  field: string | null;
  message: string;
}

// What the server said of the lines sent (problems by index in the list sent, or of the whole batch).
export interface Checked {
  problems: Array<{ row?: number | null; field?: string | null; message: string }>;
  // What each line names, as the server found it (a recipient's name, a card): by index in the list sent.
  found: Map<number, ReactNode>;
  // Anything that stops every line being sent (the transfer OTP requirement), with what to do about
  // it; `recheck` asks the server again once it is done.
  gate?: (recheck: () => void) => ReactNode;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

// RFC 4180: fields split by commas, quoted with "…" (a "" inside is one "), lines by CRLF or LF.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

// The file's lines as cells by column: a first line whose cells name columns is the header (its
// order wins); without one the columns are in the order given.
export function readLines(text: string, columns: CsvColumn[]): { lines: Line[]; header: boolean; problem?: string } {
  const raw = parseCsv(text);
  const byName = (cell: string) => columns.find((c) => c.names.some((n) => norm(n) === norm(cell)));
  const first = raw[0] ?? [];
  const header = first.some((cell) => byName(cell));
  const order = header ? first.map((cell) => byName(cell)?.key ?? null) : columns.map((c) => c.key);
  if (header) {
    const missing = columns.filter((c) => c.required && !order.includes(c.key));
    if (missing.length) return { lines: [], header, problem: `The header line has no ${missing.map((m) => m.label).join(', ')} column.` };
  }
  const lines: Line[] = [];
  raw.forEach((cells, i) => {
    if ((header && i === 0) || cells.every((c) => !c.trim())) return;
    const named: Record<string, string> = {};
    order.forEach((key, j) => {
      if (key) named[key] = (cells[j] ?? '').trim();
    });
    lines.push({ line: i + 1, cells: named, minor: null });
  });
  return { lines, header };
}

// An amount cell in minor units: `major` reads 1,500.50 as 150050 (two decimals at most).
export function amountOf(cell: string, units: 'major' | 'minor', currency: string): string | null {
  const v = cell.replace(/[\s,]/g, '');
  if (units === 'minor') return /^\d+$/.test(v) && Number(v) > 0 && Number.isSafeInteger(Number(v)) ? String(Number(v)) : null;
  const m = toMinor(v, currency);
  return m !== null && m > 0 && Number.isSafeInteger(m) ? String(m) : null;
}

// The row a server error names: `transfers[2].recipient`, `[2].amount` → 2 and the field.
export function rowOfField(field: unknown): { row: number; field: string | null } | null {
  if (typeof field !== 'string') return null;
  const m = /\[(\d+)\](?:\.(\w+))?/.exec(field);
  return m ? { row: Number(m[1]), field: m[2] ?? null } : null;
}

export interface BulkCsvProps<E> {
  title: string;
  intro: ReactNode;
  columns: CsvColumn[];
  // The most lines one send takes (the API's own limit).
  maxLines: number;
  noun: [string, string];
  // A line's own problems, before the server is asked (the amount is checked here for all).
  lineProblems?: (l: Line) => LineProblem[];
  entry: (l: Line, currency: string) => E;
  check: (entries: E[], currency: string) => Promise<{ error?: CombinedError; checked?: Checked }>;
  // Answers the server's error, or what was sent: `outcome(i)` then says how line i of the list sent went.
  send: (entries: E[], currency: string) => Promise<{ error?: CombinedError; done?: ReactNode }>;
  outcome?: (i: number) => ReactNode;
  sendLabel: string;
  // Extra columns shown for each line.
  show: Array<{ label: string; cell: (l: Line) => ReactNode }>;
  onClose: () => void;
}

interface Review {
  lines: Line[];
  problems: Map<number, LineProblem[]>; // by file line
  batch: string[];
  found: Map<number, ReactNode>; // by file line
  gate?: Checked['gate'];
}

export function BulkCsv<E>(p: BulkCsvProps<E>) {
  const uid = `csv${useId().replace(/:/g, '')}`;
  const [units, setUnits] = useState<'major' | 'minor'>('major');
  const [currency, setCurrency] = useState('NGN');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<CombinedError | string | undefined>();
  const [sent, setSent] = useState<{ lines: Line[]; done: ReactNode } | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const closeRef = useRef(p.onClose);
  closeRef.current = p.onClose;
  const text = useRef<string | null>(null);

  const ref = useModal(closeRef, (d) => d.querySelector<HTMLElement>('input, select'));

  // The lines checked again, here and by the server (after a file, a change of units or currency, a
  // line removed, the OTP turned off): the balance and the fees hang on every line.
  const recheck = async (lines: Line[], cur = currency, u = units) => {
    setBusy('Checking the lines…');
    setError(undefined);
    const problems = new Map<number, LineProblem[]>();
    const add = (line: number, pr: LineProblem) => problems.set(line, [...(problems.get(line) ?? []), pr]);
    const priced = lines.map((l) => ({ ...l, minor: amountOf(l.cells.amount ?? '', u, cur) }));
    for (const l of priced) {
      if (l.minor === null)
        add(l.line, {
          field: 'amount',
          message: u === 'major' ? `not an amount in ${cur}, e.g. 1500.50` : `not a whole number of minor units (kobo, pesewas, cents), e.g. 150050`,
        });
      for (const pr of p.lineProblems?.(l) ?? []) add(l.line, pr);
    }
    // Lines with problems of their own are not asked about: the server would say the same.
    const asked = priced.filter((l) => !problems.has(l.line));
    const batch: string[] = [];
    const found = new Map<number, ReactNode>();
    let gate: Checked['gate'];
    if (asked.length) {
      const r = await p.check(
        asked.map((l) => p.entry(l, cur)),
        cur,
      );
      if (r.error) setError(r.error);
      for (const pr of r.checked?.problems ?? []) {
        if (pr.row === null || pr.row === undefined || !asked[pr.row]) batch.push(pr.message);
        else add(asked[pr.row].line, { field: pr.field ?? null, message: pr.message });
      }
      for (const [i, node] of r.checked?.found ?? []) if (asked[i]) found.set(asked[i].line, node);
      gate = r.checked?.gate;
    }
    setReview({ lines: priced, problems, batch, found, gate });
    setBusy(null);
  };

  const readFile = async (file: File | undefined) => {
    setReview(null);
    setSent(null);
    setFileProblem(null);
    text.current = null;
    if (!file) return;
    const t = await file.text();
    const { lines, problem } = readLines(t, p.columns);
    if (problem) return setFileProblem(problem);
    if (!lines.length) return setFileProblem('The file holds no lines to send.');
    if (lines.length > p.maxLines)
      return setFileProblem(
        `The file holds ${lines.length} ${p.noun[1]}; one send takes at most ${p.maxLines}. Split it into files of ${p.maxLines} lines or fewer.`,
      );
    text.current = t;
    await recheck(lines);
    summary.current?.focus();
  };

  // Where the focus goes once the lines are shown again (their buttons are disabled while checking).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (busy || !focusNext.current) return;
    const el = document.getElementById(focusNext.current);
    focusNext.current = null;
    (el ?? summary.current)?.focus();
  }, [busy, review]);

  const remove = async (line: number) => {
    if (!review) return;
    const idx = review.lines.findIndex((l) => l.line === line);
    const rest = review.lines.filter((l) => l.line !== line);
    // The focus goes to the next line's remove button (or the summary when none is left).
    const next = rest[idx] ?? rest[idx - 1];
    focusNext.current = next ? `${uid}-rm-${next.line}` : `${uid}-summary`;
    await recheck(rest);
  };

  const bad = review ? review.lines.filter((l) => review.problems.has(l.line)) : [];
  const blocked = !review || !review.lines.length || bad.length > 0 || review.batch.length > 0 || !!review.gate || !!sent || !!busy;
  const totals = new Map<string, number>();
  for (const l of review?.lines ?? []) if (l.minor) totals.set(currency, (totals.get(currency) ?? 0) + Number(l.minor));

  const submit = async () => {
    if (!review || blocked) return;
    setBusy('Sending…');
    setError(undefined);
    const lines = review.lines;
    const r = await p.send(
      lines.map((l) => p.entry(l, currency)),
      currency,
    );
    setBusy(null);
    if (r.error) {
      // A refusal that names a line is shown on it; any other above the buttons.
      const problems = new Map(review.problems);
      let general = false;
      for (const e of r.error.graphQLErrors ?? []) {
        const at = rowOfField(e.extensions?.field);
        if (at && lines[at.row]) problems.set(lines[at.row].line, [...(problems.get(lines[at.row].line) ?? []), { field: at.field, message: e.message }]);
        else general = true;
      }
      setReview({ ...review, problems });
      if (general || !r.error.graphQLErrors?.length) setError(r.error);
      summary.current?.focus();
      return;
    }
    setSent({ lines, done: r.done });
    summary.current?.focus();
  };

  const shownLines = sent?.lines ?? review?.lines ?? [];
  return (
    <dialog ref={ref} className="modal wide" aria-labelledby={`${uid}-title`}>
      <div className="bulk-csv">
        <h2 id={`${uid}-title`}>{p.title}</h2>
        <div className="dialog-desc">{p.intro}</div>
        <div className="bulk-csv-choose">
          <div className="field">
            <label htmlFor={`${uid}-units`}>Amounts in the file are in</label>
            <select
              id={`${uid}-units`}
              value={units}
              disabled={!!sent}
              onChange={(e) => {
                const u = e.target.value as 'major' | 'minor';
                setUnits(u);
                if (review) void recheck(review.lines, currency, u);
              }}
            >
              <option value="major">Major units (1500.50 is ₦1,500.50)</option>
              <option value="minor">Minor units (150050 kobo is ₦1,500.50)</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${uid}-currency`}>Currency</label>
            <select
              id={`${uid}-currency`}
              value={currency}
              disabled={!!sent}
              onChange={(e) => {
                setCurrency(e.target.value);
                if (review) void recheck(review.lines, e.target.value, units);
              }}
            >
              {currencyOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${uid}-file`}>CSV file</label>
            <input
              id={`${uid}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${uid}-file-hint${fileProblem ? ` ${uid}-file-err` : ''}`}
              aria-invalid={fileProblem ? true : undefined}
              disabled={!!sent}
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
            <small id={`${uid}-file-hint`} className="hint">
              Columns {p.columns.map((c) => `${c.label}${c.required ? '' : ' (optional)'}`).join(', ')}, in this order or named by a header line; at most{' '}
              {p.maxLines} {p.noun[1]}.
            </small>
            {fileProblem && (
              <p id={`${uid}-file-err`} className="field-error">
                {fileProblem}
              </p>
            )}
          </div>
        </div>
        <div ref={summary} id={`${uid}-summary`} tabIndex={-1} className="bulk-csv-summary" role="status">
          {busy && <p>{busy}</p>}
          {!busy && review && !sent && (
            <>
              <p>
                <strong>
                  {review.lines.length} {review.lines.length === 1 ? p.noun[0] : p.noun[1]}
                </strong>
                {[...totals].map(([cur, total]) => (
                  <span key={cur}> totalling {money(total, cur)}</span>
                ))}
                .{' '}
                {bad.length
                  ? `${bad.length} line${bad.length === 1 ? ' has a problem' : 's have problems'}: correct the file and choose it again, or remove ${bad.length === 1 ? 'it' : 'them'}. Nothing is sent until no line has one.`
                  : review.batch.length || review.gate
                    ? ''
                    : 'Every line checks out.'}
              </p>
              {review.batch.map((m) => (
                <p key={m} className="field-error">
                  {m}
                </p>
              ))}
            </>
          )}
          {sent && <p className="notice">{sent.done}</p>}
        </div>
        {review?.gate && !sent && <div className="bulk-csv-gate">{review.gate(() => void recheck(review.lines).then(() => summary.current?.focus()))}</div>}
        {shownLines.length > 0 && (
          <Table
            caption={`${p.title}: the file's lines`}
            rows={shownLines}
            rowKey={(l) => String(l.line)}
            rowClass={(l) => (review?.problems.has(l.line) ? 'bad-line' : '')}
            columns={[
              { label: 'Line', cell: (l) => l.line },
              ...p.show.map((s) => ({ label: s.label, cell: s.cell })),
              { label: 'Amount', cell: (l) => (l.minor ? money(Number(l.minor), currency) : <span>{l.cells.amount || '—'}</span>) },
              {
                label: sent ? 'Outcome' : 'Check',
                cell: (l) => {
                  if (sent) return p.outcome?.(sent.lines.indexOf(l)) ?? 'sent';
                  const probs = review?.problems.get(l.line);
                  if (probs)
                    return (
                      <ul className="line-problems">
                        {probs.map((pr, i) => (
                          <li key={i} className="field-error">
                            {pr.field ? `${labelOf(p.columns, pr.field)}: ` : ''}
                            {pr.message}
                          </li>
                        ))}
                      </ul>
                    );
                  return review?.found.get(l.line) ?? 'ok';
                },
              },
              ...(sent
                ? []
                : [
                    {
                      label: 'Remove',
                      cell: (l: Line) => (
                        <button type="button" id={`${uid}-rm-${l.line}`} className="link" onClick={() => void remove(l.line)} disabled={!!busy}>
                          Remove line {l.line}
                        </button>
                      ),
                    },
                  ]),
            ]}
          />
        )}
        <ErrorBox error={error} />
        <div className="toolbar dialog-buttons">
          {!sent && (
            <button type="button" className="primary" onClick={submit} aria-disabled={blocked || undefined} disabled={!!busy}>
              {busy === 'Sending…' ? 'Sending…' : review ? `${p.sendLabel} (${review.lines.length})` : p.sendLabel}
            </button>
          )}
          <button type="button" onClick={() => closeRef.current()}>
            {sent ? 'Close' : 'Cancel'}
          </button>
        </div>
      </div>
    </dialog>
  );
}

const labelOf = (columns: CsvColumn[], field: string) => columns.find((c) => c.key === field || c.names.some((n) => norm(n) === norm(field)))?.label ?? field;
