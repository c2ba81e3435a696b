import { invalid } from '../core/errors';

// A payer types major units ("1,250.50"); Kobo works in minor units. Parsed as text, never as a
// float.
export function parseMajorAmount(value: unknown, field = 'amount'): number {
  const text = typeof value === 'string' ? value.replace(/[,\s]/g, '') : '';
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw invalid(field, 'Enter an amount such as 1500 or 1500.50');
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (minor <= 0) throw invalid(field, 'The amount must be more than zero');
  return minor;
}

export const majorText = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
