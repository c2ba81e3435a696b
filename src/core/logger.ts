import pino from 'pino';

export type Logger = pino.Logger;

// Anything that could carry a secret or card data is redacted wherever it appears in a log line.
const REDACT = [
  'authorization',
  'req.headers.authorization',
  '*.authorization',
  'secret_key',
  '*.secret_key',
  'card',
  '*.card',
  'cvv',
  '*.cvv',
  'pin',
  '*.pin',
  'otp',
  '*.otp',
  'password',
  '*.password',
];

// Asynchronous stdout by default: a synchronous write per access-log line was the largest single
// cost of a request under load (profiled: ~19% of CPU in fs.writeSync). Lines still leave at once
// when the stream is idle, and pino flushes what is pending when the process exits.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  destination ??= level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false });
  return pino({ level, base: { service: 'kobo' }, redact: { paths: REDACT, censor: '[redacted]' }, serializers: { err: serializeError } }, destination);
}

// Database errors carry the values of the statement that failed: TypeORM's QueryFailedError its
// `parameters` (and the driver's fields copied onto it), mysql2 its `sql` with the values inlined,
// and MySQL's own messages quote them ("Duplicate entry 'ada@example.com-1' for key …"). Those are
// e-mails, metadata, access codes, IP addresses. A logged error keeps the statement's shape (every
// literal a `?`) and the error's code; values never reach the log.
export function serializeError(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error);
  if (!out || typeof out !== 'object') return out;
  return scrub(out as unknown as Record<string, unknown>, 0);
}

const VALUE_KEYS = new Set(['parameters', 'params', 'values', 'bindings']);
const SQL_KEYS = new Set(['sql', 'query']);
const TEXT_KEYS = new Set(['message', 'sqlMessage', 'stack', 'detail']);

function scrub(o: Record<string, unknown>, depth: number): Record<string, unknown> {
  const db = isDatabaseError(o);
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (VALUE_KEYS.has(key)) delete o[key];
    else if (SQL_KEYS.has(key) && typeof v === 'string') o[key] = sqlShape(v);
    else if (db && TEXT_KEYS.has(key) && typeof v === 'string') o[key] = maskQuoted(v);
    else if (v && typeof v === 'object' && depth < 5) {
      o[key] = Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' ? scrub({ ...x }, depth + 1) : x)) : scrub({ ...(v as Record<string, unknown>) }, depth + 1);
    }
  }
  return o;
}

function isDatabaseError(o: Record<string, unknown>): boolean {
  if ('sql' in o || 'sqlMessage' in o || 'sqlState' in o || 'driverError' in o || 'parameters' in o) return true;
  if (o.type === 'QueryFailedError') return true;
  if (typeof o.code === 'string' && /^(ER_|SQLITE_)/.test(o.code)) return true;
  // A wrapper whose message repeats a database error's ("… caused by: Duplicate entry '…'").
  return typeof o.message === 'string' && /Duplicate entry|Incorrect \w+ value|for column|constraint failed/i.test(o.message);
}

// Single-quoted SQL literals (with '' and \' escapes), and numbers standing alone.
const SQL_STRING = /'(?:[^'\\]|\\.|'')*'/g;

export function sqlShape(sql: string): string {
  return sql
    .replace(/\bX'[0-9a-f]*'/gi, '?')
    .replace(SQL_STRING, '?')
    .replace(/(?<![\w$`".])-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b(?![`"])/gi, '?')
    .slice(0, 2000);
}

// MySQL names objects in quotes too ("for key 'customers.IDX_…'"): those stay; every other quoted
// text is a value.
function maskQuoted(text: string): string {
  return text.replace(/(\b(?:key|column|constraint|table|database|function|index|user)\s+)?('(?:[^'\\\n]|\\.|'')*')/gi, (_m, name: string | undefined, quoted: string) =>
    name ? `${name}${quoted}` : "'?'",
  );
}

// A request's logger, made only when something logs through it: most requests write just their
// access line (built without a child logger), and a pino child per request was a measurable part
// of a hot path's CPU (bench/RESULTS.md).
export function lazyChild(parent: Logger, bindings: () => Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const real = () => (child ??= parent.child(bindings()));
  return new Proxy({} as Logger, {
    get(_target, prop) {
      const l = real();
      const value = (l as unknown as Record<PropertyKey, unknown>)[prop];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(l) : value;
    },
    set(_target, prop, value) {
      (real() as unknown as Record<PropertyKey, unknown>)[prop] = value;
      return true;
    },
  });
}
