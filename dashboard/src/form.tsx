import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { toMinor } from './format';
import './form.css';

// Every create-and-act form of the dashboard: labelled fields, the server's validation messages
// beside the field they name (or above the buttons when they name none), Enter submits (Ctrl+Enter
// in a text area), and in a modal <dialog> the focus goes in on open, stays in, and goes back to the
// button that opened it on close.

export type Values = Record<string, string>;

export interface FieldSpec {
  // The value's key; also how a server error names it (first_name and firstName are one field).
  name: string;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'money' | 'textarea' | 'select' | 'checkbox' | 'date' | 'file';
  // A file input's accepted types.
  accept?: string;
  options?: Array<{ value: string; label: string }>;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  // Other names the server may give the field (a REST parameter spelt differently).
  aliases?: string[];
}

// What went wrong: the API's error, a sentence, or a sentence about one field.
export type Problem = CombinedError | string | { field: string; message: string };

interface Shown {
  byField: Record<string, string>;
  general: string[];
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

// The field a GraphQL error is about: the domain error's extensions.field, else the input path or the
// field name graphql-js's variable coercion prints ('at "input.price"', 'Field "name" of required type').
function fieldOfError(e: { message: string; extensions?: Record<string, unknown> }): string | null {
  const f = e.extensions?.field;
  if (typeof f === 'string') return f;
  const at = /at "[\w$]+\.([\w.[\]]+)"/.exec(e.message);
  if (at) return at[1].split('.')[0].replace(/\[.*$/, '');
  const named = /Field "(\w+)" of required type/.exec(e.message) ?? /Field "(\w+)" is not defined/.exec(e.message);
  return named ? named[1] : null;
}

// The file chosen in a file field of the form.
export const fileOf = (form: HTMLFormElement, name: string): File | undefined => (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0];

export function sortProblem(problem: Problem | null | undefined, fields: FieldSpec[]): Shown {
  const shown: Shown = { byField: {}, general: [] };
  if (!problem) return shown;
  const find = (name: string | null) => (name ? fields.find((f) => [f.name, ...(f.aliases ?? [])].some((n) => norm(n) === norm(name))) : undefined);
  const put = (name: string | null, message: string) => {
    const f = find(name);
    if (f && !shown.byField[f.name]) shown.byField[f.name] = message;
    else shown.general.push(message);
  };
  if (typeof problem === 'string') shown.general.push(problem);
  else if ('field' in problem && typeof problem.field === 'string') put(problem.field, problem.message);
  else {
    const err = problem as CombinedError;
    if (err.graphQLErrors?.length) for (const e of err.graphQLErrors) put(fieldOfError(e), e.message);
    else shown.general.push(err.networkError?.message ?? err.message);
  }
  return shown;
}

// An amount typed in major units as the API's minor units, or the problem to show by its field.
export function minorOf(values: Values, field: string, currency: string, label = 'Amount'): string | { field: string; message: string } {
  const m = toMinor(values[field] ?? '', currency);
  if (m === null) return { field, message: `${label}: enter an amount in ${currency}, e.g. 150.00` };
  return String(m);
}

// Minor units shown for editing in major units, as typed (5000.5, not ₦5,000.50).
export function majorOf(minor: string | number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined || minor === '') return '';
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // an unknown currency: two decimals, as toMinor assumes
  }
  return String(Number(minor) / 10 ** digits);
}

// A select shows (and sends) its first option while its value is none of its options: options that
// arrived after the dialog opened (a list still loading) leave no hidden empty value behind.
function valueOf(f: FieldSpec, values: Values): string {
  const v = values[f.name] ?? '';
  if (f.kind !== 'select' || !f.options?.length || f.options.some((o) => o.value === v)) return v;
  return f.options[0].value;
}

// Optional text: undefined when left empty, so an update leaves it as it is.
export const opt = (v: string | undefined): string | undefined => (v?.trim() ? v.trim() : undefined);

export function Fields({
  fields,
  values,
  set,
  errors,
  idPrefix,
}: {
  fields: FieldSpec[];
  values: Values;
  set: (name: string, v: string) => void;
  errors: Record<string, string>;
  idPrefix: string;
}) {
  return (
    <>
      {fields.map((f) => {
        const id = `${idPrefix}-${f.name}`;
        const err = errors[f.name];
        const described = [f.hint ? `${id}-hint` : '', err ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: f.name,
          'aria-invalid': err ? true : undefined,
          'aria-describedby': described,
          'aria-required': f.required || undefined,
        };
        const value = valueOf(f, values);
        let input: ReactNode;
        if (f.kind === 'checkbox')
          input = <input {...common} type="checkbox" checked={value === 'true'} onChange={(e) => set(f.name, e.target.checked ? 'true' : '')} />;
        else if (f.kind === 'select')
          input = (
            <select {...common} value={value} onChange={(e) => set(f.name, e.target.value)}>
              {(f.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          );
        // The chosen file's name is the value (for the required check); onSubmit reads the file from the form.
        else if (f.kind === 'file') input = <input {...common} type="file" accept={f.accept} onChange={(e) => set(f.name, e.target.files?.[0]?.name ?? '')} />;
        else if (f.kind === 'textarea')
          input = <textarea {...common} rows={3} value={value} placeholder={f.placeholder} onChange={(e) => set(f.name, e.target.value)} />;
        else
          input = (
            <input
              {...common}
              type={f.kind === 'money' || !f.kind ? 'text' : f.kind}
              inputMode={f.kind === 'money' ? 'decimal' : f.kind === 'number' ? 'numeric' : undefined}
              autoComplete={f.autoComplete ?? 'off'}
              spellCheck={f.kind === 'email' || f.kind === 'url' ? false : undefined}
              placeholder={f.placeholder}
              value={value}
              onChange={(e) => set(f.name, e.target.value)}
            />
          );
        return (
          <div key={f.name} className={`field${f.kind === 'checkbox' ? ' check' : ''}`}>
            {f.kind === 'checkbox' ? (
              <label htmlFor={id}>
                {input} {f.label}
              </label>
            ) : (
              <>
                <label htmlFor={id}>
                  {f.label}
                  {f.required ? <span aria-hidden="true"> *</span> : null}
                </label>
                {input}
              </>
            )}
            {f.hint && (
              <small id={`${id}-hint`} className="hint">
                {f.hint}
              </small>
            )}
            {err && (
              <p id={`${id}-err`} className="field-error">
                {err}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}

export interface FormProps {
  title: string;
  // What the action does, in a sentence or two, above the fields.
  description?: ReactNode;
  fields: FieldSpec[];
  initial?: Values;
  submitLabel: string;
  // Answers a problem, or nothing when it is done. `form` holds the chosen files (by field name).
  onSubmit: (values: Values, form: HTMLFormElement) => Promise<Problem | null | undefined | void>;
  onClose: () => void;
  // Shown inside the form after the fields (e.g. line items); it reads and writes `values` itself.
  children?: (values: Values, set: (name: string, v: string) => void) => ReactNode;
  danger?: boolean;
}

// A modal <dialog> opened on mount: focus on `first` of it, Escape closes through `close` (the latest
// callback), and focus goes back to what opened it when it unmounts.
export function useModal(close: { current: () => void }, first: (d: HTMLDialogElement) => HTMLElement | null) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    if (!d.open) d.showModal();
    first(d)?.focus();
    const cancel = (e: Event) => {
      e.preventDefault();
      close.current();
    };
    d.addEventListener('cancel', cancel);
    return () => {
      d.removeEventListener('cancel', cancel);
      if (d.open) d.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount: `close` is a ref, and `first` is read only now.
  }, []);
  return ref;
}

// A form in a modal dialog. Rendered while open; closing (Cancel, Escape, done) calls onClose.
export function FormDialog({ title, description, fields, initial, submitLabel, onSubmit, onClose, children, danger }: FormProps) {
  const uid = `dlg${useId().replace(/:/g, '')}`;
  const [values, setValues] = useState<Values>(() => ({
    ...Object.fromEntries(fields.map((f) => [f.name, f.kind === 'select' ? (f.options?.[0]?.value ?? '') : ''])),
    ...initial,
  }));
  const [shown, setShown] = useState<Shown>({ byField: {}, general: [] });
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const ref = useModal(closeRef, (d) => d.querySelector<HTMLElement>('input, select, textarea') ?? d.querySelector<HTMLElement>('button[type="submit"]'));

  const set = (name: string, v: string) => {
    setValues((old) => ({ ...old, [name]: v }));
    setShown((s) => (s.byField[name] ? { ...s, byField: { ...s.byField, [name]: '' } } : s));
  };

  // The focus goes to the first field named by a problem (its message is its description), else to
  // the message above the buttons, in the same commit that shows them.
  const [problemTick, setProblemTick] = useState(0);
  const focusProblem = () => setProblemTick((n) => n + 1);
  useLayoutEffect(() => {
    if (!problemTick) return;
    const bad = fields.find((f) => shown.byField[f.name]);
    if (bad) document.getElementById(`${uid}-${bad.name}`)?.focus();
    else alert.current?.focus();
    // Only a new problem moves the focus, not typing that clears one.
  }, [problemTick]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    if (busy) return;
    const missing: Shown = { byField: {}, general: [] };
    for (const f of fields) if (f.required && !valueOf(f, values).trim()) missing.byField[f.name] = `${f.label} is required`;
    if (Object.keys(missing.byField).length) {
      setShown(missing);
      return focusProblem();
    }
    setBusy(true);
    setShown({ byField: {}, general: [] });
    let problem: Problem | null | undefined | void;
    try {
      problem = await onSubmit(
        Object.fromEntries(Object.keys(values).map((k) => [k, valueOf(fields.find((f) => f.name === k) ?? { name: k, label: k }, values)])),
        form,
      );
    } catch (err) {
      problem = (err as Error).message;
    }
    setBusy(false);
    if (problem) {
      const s = sortProblem(problem, fields);
      setShown(s);
      focusProblem();
    } else closeRef.current();
  };

  // Ctrl+Enter (or ⌘+Enter) submits from a text area, where Enter is a new line; Enter submits from a
  // closed select too (browsers only submit from text inputs).
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || (e.target as HTMLElement).tagName === 'SELECT')) {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={`${uid}-title`} aria-describedby={description ? `${uid}-desc` : undefined}>
      <form onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`}>{title}</h2>
        {description && (
          <div id={`${uid}-desc`} className="dialog-desc">
            {description}
          </div>
        )}
        <Fields fields={fields} values={values} set={set} errors={shown.byField} idPrefix={uid} />
        {children?.(values, set)}
        <div ref={alert} tabIndex={-1} className={shown.general.length ? 'error' : 'sr-only'} role="alert">
          {shown.general.join(' ')}
        </div>
        <div className="toolbar dialog-buttons">
          <button type="submit" className={danger ? 'danger' : 'primary'} disabled={busy} aria-disabled={busy || undefined}>
            {busy ? 'Working…' : submitLabel}
          </button>
          <button type="button" onClick={() => closeRef.current()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

// A button that opens a dialog; the dialog is built when opened, so it starts from fresh values.
export function Act({ label, className, children }: { label: string; className?: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className ?? 'primary'} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && children(() => setOpen(false))}
    </>
  );
}

// What the last action did, said once to screen readers and kept in view until the next one.
export function Done({ children }: { children: ReactNode }) {
  return (
    <div className="done-slot" role="status">
      {children ? <p className="notice">{children}</p> : null}
    </div>
  );
}
