import { escape, format, raw } from 'mysql2';

// mysql2's `queryFormat` (db/data-source.ts): how a statement sent as text gets its values. The
// library's own formatter scans the whole statement for its placeholders on every call, skipping
// quoted strings and comments; the statements Kobo sends as text over and over (a request group's
// merged INSERTs, tens of kB each) spent ~17 % of a node's CPU under initialize there. A statement
// seen twice is split at its placeholders once, by the library's own formatter (so what counts as a
// placeholder is exactly what it counts), and later calls only escape the values between the parts.
// Values other than numbers, booleans, strings, null, dates and buffers (arrays, objects, bigints)
// go to the library's formatter as before, and so does a statement without values: mysql2 formats
// even those, which scanned the statement for nothing. Strings are quoted here (quoteText, below).

// Splits kept, by statement text; a statement is split the second time it is seen, so one sent once
// costs nothing extra. Both the splits and the statements seen once are bounded by the text they
// hold: cleared, and filled again, past it.
const MAX_CACHED_CHARS = 4_000_000;
const parts = new Map<string, readonly string[] | null>();
const seen = new Set<string>();
let cachedChars = 0;
let seenChars = 0;

// The library's placeholder marks: a character no statement of Kobo's contains (one that does is
// never split).
const MARK = '\u0001';
const MARKED = new RegExp(`${MARK}\\d+${MARK}`);

export function queryFormat(sql: string, values: unknown, timezone: string): string {
  if (values === undefined || values === null) return sql;
  if (!Array.isArray(values)) return format(sql, values as Parameters<typeof format>[1], false, timezone);
  if (values.length === 0) return sql;
  const split = partsOf(sql);
  if (!split || split.length - 1 !== values.length) return format(sql, values, false, timezone);
  let out = split[0]!;
  for (let i = 0; i < values.length; i++) {
    const v: unknown = values[i];
    let text: string;
    if (typeof v === 'number') text = `${v}`;
    else if (v === null || v === undefined) text = 'NULL';
    else if (typeof v === 'boolean') text = v ? 'true' : 'false';
    else if (typeof v === 'string') text = quoteText(v);
    else if (v instanceof Date || Buffer.isBuffer(v)) text = escape(v, true, timezone);
    else return format(sql, values, false, timezone);
    out += text + split[i + 1]!;
  }
  return out;
}

// A string as a literal of the text statement. Inside a single-quoted literal MariaDB and MySQL read
// every byte as itself but the quote and the backslash, so only those must be escaped; NUL, CR, LF
// and Ctrl-Z are escaped as well (as mysql_real_escape_string does), so a statement stays one line in
// the server's logs. The library also escapes double quotes, tabs and backspaces: that walks a JSON
// text (request and reply bodies, event payloads, nearly every long string Kobo writes) character by
// character, ~4 µs for 400 bytes where one regular expression test finds nothing to escape. The
// quote is doubled, as standard SQL writes it. The connection's character set is utf8mb4, where no
// multibyte character holds a byte that reads as a quote or a backslash.
// eslint-disable-next-line no-control-regex -- control characters are what is escaped
const TO_ESCAPE = /[\0\n\r\x1a'\\]/;
// eslint-disable-next-line no-control-regex -- as above
const TO_ESCAPE_ALL = /[\0\n\r\x1a'\\]/g;
const ESCAPED: Record<string, string> = { '\0': '\\0', '\n': '\\n', '\r': '\\r', '\x1a': '\\Z', "'": "''", '\\': '\\\\' };

export function quoteText(value: string): string {
  if (!TO_ESCAPE.test(value)) return `'${value}'`;
  return `'${value.replace(TO_ESCAPE_ALL, (c) => ESCAPED[c]!)}'`;
}

function partsOf(sql: string): readonly string[] | null {
  const known = parts.get(sql);
  if (known !== undefined) return known;
  if (!seen.has(sql)) {
    if (seenChars + sql.length > MAX_CACHED_CHARS) {
      seen.clear();
      seenChars = 0;
    }
    seen.add(sql);
    seenChars += sql.length;
    return null;
  }
  seen.delete(sql);
  seenChars -= sql.length;
  if (cachedChars + sql.length > MAX_CACHED_CHARS) {
    parts.clear();
    cachedChars = 0;
  }
  const split = splitAtPlaceholders(sql);
  parts.set(sql, split);
  cachedChars += sql.length;
  return split;
}

// The statement's text around each `?` the library would fill; null when it cannot be split so
// (an identifier placeholder `??`, or the mark character in the text).
export function splitAtPlaceholders(sql: string): string[] | null {
  if (sql.includes('??') || sql.includes(MARK)) return null;
  const count = sql.split('?').length - 1;
  const marks = Array.from({ length: count }, (_, i) => raw(`${MARK}${i}${MARK}`));
  const marked = format(sql, marks, false, 'Z');
  const split = marked.split(MARKED);
  // Marks are numbered in order: each part ends where the library put the next one.
  return split;
}
