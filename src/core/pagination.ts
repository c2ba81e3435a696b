import { invalid } from './errors';

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 1000;

export type PageRequest = { mode: 'offset'; page: number; perPage: number } | { mode: 'cursor'; perPage: number; next?: number; previous?: number };

export interface OffsetPage<T> {
  mode: 'offset';
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

export interface CursorPage<T> {
  mode: 'cursor';
  items: T[];
  perPage: number;
  // Row ids bounding the page; the transports turn them into opaque cursors.
  next: number | null;
  previous: number | null;
}

export type Page<T> = OffsetPage<T> | CursorPage<T>;

export function checkPerPage(value: number | undefined): number {
  if (value === undefined) return DEFAULT_PER_PAGE;
  if (!Number.isInteger(value) || value < 1) throw invalid('perPage', 'perPage must be a positive integer');
  if (value > MAX_PER_PAGE) throw invalid('perPage', `perPage cannot be more than ${MAX_PER_PAGE}`);
  return value;
}

// Page 0 is page 1: Paystack reads it so, and its Go clients send page=0 on every list.
export function checkPage(value: number | undefined): number {
  if (value === undefined || value === 0) return 1;
  if (!Number.isInteger(value) || value < 1) throw invalid('page', 'page must be a positive integer');
  return value;
}

// Cursors look like Paystack's: base64 of "<resource>:<id>". They name a row id, and pages are
// keyed on `id < cursor` (newest first), so rows inserted between requests never shift a page.
export function encodeCursor(resource: string, id: number): string {
  return Buffer.from(`${resource}:${id}`).toString('base64');
}

export function decodeCursor(resource: string, cursor: string, field: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^([a-z_]+):(\d{1,15})$/.exec(text);
  if (!match || match[1] !== resource) throw invalid(field, `${field} is not a valid cursor`);
  return Number(match[2]);
}
