import { Field } from '../ui';

// How far the test clock moves, as the clock page and the header's dialog both ask it.
const UNITS: Array<[string, number]> = [
  ['minutes', 60],
  ['hours', 3600],
  ['days', 86400],
];

export const WHOLE_NUMBER = 'Enter a whole number greater than 0.';

// The seconds to advance by, or null when the amount is not a whole number above 0.
export function advanceSeconds(amount: string, unit: string): number | null {
  const n = Number(amount);
  if (!Number.isInteger(n) || n <= 0) return null;
  return n * (UNITS.find(([u]) => u === unit)?.[1] ?? 86400);
}

export function UnitField({ label, unit, onChange }: { label: string; unit: string; onChange: (unit: string) => void }) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={unit} onChange={(e) => onChange(e.target.value)}>
          {UNITS.map(([u]) => (
            <option key={u}>{u}</option>
          ))}
        </select>
      )}
    </Field>
  );
}
