import { invalid } from '../core/errors';

export const SEARCH_MAX = 100;

// A search box's text, trimmed; undefined when there is nothing to look for.
export function searchText(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length > SEARCH_MAX) throw invalid('search', `search cannot be longer than ${SEARCH_MAX} characters`);
  return text;
}

// "Holds the text anywhere, whatever its case" as a LIKE pattern. `!` escapes LIKE's own wildcards
// (a backslash would need escaping again in MySQL's string literals, not in SQLite's).
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

// Any of the columns holds the pattern: with `?` placeholders (one per column, in the order of the
// returned params) or, for the query builder, one named parameter.
export function anyColumnContains(columns: readonly string[], text: string): { sql: string; params: string[] };
export function anyColumnContains(columns: readonly string[], text: string, named: string): { sql: string; params: Record<string, string> };
export function anyColumnContains(columns: readonly string[], text: string, named?: string) {
  const pattern = containsPattern(text);
  const sql = `(${columns.map((c) => `LOWER(${c}) LIKE ${named ? `:${named}` : '?'} ESCAPE '!'`).join(' OR ')})`;
  return { sql, params: named ? { [named]: pattern } : columns.map(() => pattern) };
}
