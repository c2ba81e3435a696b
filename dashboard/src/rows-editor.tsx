// Rows of a few fields kept in one form value (JSON), for the parts of a dialog that are a list:
// an order's products, a virtual terminal's WhatsApp numbers. Each input is labelled by its row's
// number for screen readers ("Product 2 Quantity"); rows are added and removed by buttons named
// the same way.

export type Row = Record<string, string>;

export interface RowField {
  key: string;
  label: string;
  options?: Array<{ value: string; label: string }>;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  autoComplete?: string;
  placeholder?: string;
}

export const readRows = (raw: string | undefined): Row[] => (raw ? (JSON.parse(raw) as Row[]) : []);

export function RowsEditor({
  legend,
  noun,
  fields,
  raw,
  onChange,
  blank,
  className,
}: {
  legend: string;
  noun: string;
  fields: RowField[];
  raw: string;
  onChange: (raw: string) => void;
  blank: Row;
  className?: string;
}) {
  const rows = readRows(raw);
  const put = (next: Row[]) => onChange(JSON.stringify(next));
  const edit = (i: number, k: string, v: string) => put(rows.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const slug = noun.replace(/\W/g, '').toLowerCase();
  return (
    <fieldset className={`line-items ${className ?? ''}`}>
      <legend>{legend}</legend>
      {rows.map((r, i) => (
        <div className="line-item" key={i}>
          {fields.map((f) => {
            const id = `${slug}-${i}-${f.key}`;
            const label = (
              <label htmlFor={id}>
                <span className="sr-only">{`${noun} ${i + 1} `}</span>
                {f.label}
              </label>
            );
            return (
              <div className="field" key={f.key}>
                {label}
                {f.options ? (
                  <select id={id} value={r[f.key] ?? ''} onChange={(e) => edit(i, f.key, e.target.value)}>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    inputMode={f.inputMode}
                    autoComplete={f.autoComplete ?? 'off'}
                    placeholder={f.placeholder}
                    value={r[f.key] ?? ''}
                    onChange={(e) => edit(i, f.key, e.target.value)}
                  />
                )}
              </div>
            );
          })}
          <button type="button" className="secondary" onClick={() => put(rows.filter((_, j) => j !== i))}>
            Remove<span className="sr-only">{` ${noun.toLowerCase()} ${i + 1}`}</span>
          </button>
        </div>
      ))}
      <div>
        <button type="button" className="secondary" onClick={() => put([...rows, { ...blank }])}>
          Add {noun.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}
