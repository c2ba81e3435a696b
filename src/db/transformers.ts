import type { ValueTransformer } from 'typeorm';
import { MAX_MINOR } from '../core/money';

// mysql2 returns a BIGINT as a number while it is a safe integer and as a string beyond
// (db/data-source.ts), better-sqlite3 as a number; both become a JS number here, and anything that
// would lose precision is refused rather than rounded.
function toSafeInteger(value: string | number | null | undefined, what: string): number | null | undefined {
  if (value === null || value === undefined) return value;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`${what} ${String(value)} is not a safe integer`);
  return n;
}

export const idTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: string | number | null) => toSafeInteger(value, 'id'),
};

export const moneyTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => {
    if (value === null || value === undefined) return value;
    if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_MINOR) throw new Error(`amount ${value} is not a safe integer`);
    return value;
  },
  from: (value: string | number | null) => toSafeInteger(value, 'amount'),
};

// SQLite has no boolean type; both drivers may hand back 0/1.
export const booleanTransformer: ValueTransformer = {
  to: (value: boolean | null | undefined) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : value === true || value === 1 || value === '1'),
};

// A `json` column read by a raw query: SQLite (and MariaDB, where JSON is LONGTEXT) hand back its
// text, a driver that knows the type the parsed value. Null stays null.
export function jsonColumnValue<T>(v: unknown): T | null {
  if (v === null || v === undefined) return null;
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
}
