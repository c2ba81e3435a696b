import fs from 'node:fs';
import pino from 'pino';
import { maskText, maskValue } from './mask';

export type Logger = pino.Logger;

// Anything that could carry a secret or card data is redacted wherever it appears in a log line:
// these paths by pino's redaction, and every field and text of a line by the logMethod hook below
// (core/mask.ts: secrets by name wherever they are nested, card numbers and keys by value).
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
// cost of a request under load (profiled: ~19% of CPU in fs.writeSync). Lines leave at once when
// the stream is idle, and pino flushes what is pending when the process exits.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  destination ??= level === 'silent' ? undefined : (stdout ??= stdoutWithBufferedLines());
  return pino(
    {
      level,
      base: { service: 'kobo' },
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: serializeError },
      hooks: { logMethod: maskedLogMethod },
    },
    destination,
  );
}

// Every argument of a log call masked before pino formats it: the fields object (errors stay whole
// for serializeError), the message and its interpolated values. The access line of each request
// does not come through here (rawLineWriter): it holds only ids, a route pattern and numbers.
function maskedLogMethod(this: pino.Logger, args: unknown[], method: (...args: unknown[]) => void): void {
  method.apply(
    this,
    args.map((a) => (typeof a === 'string' ? maskText(a) : maskValue(a))),
  );
}

// A destination's method for lines that may wait a little (the access line of every request).
export const BUFFERED_WRITE = Symbol('kobo.bufferedWrite');
const FLUSH_MS = 50;
// One per process, shared by its loggers.
let stdout: pino.DestinationStream | undefined;

// stdout where the access lines (rawLineWriter) are gathered and written 16 KiB at a time, or
// FLUSH_MS after the first of them: an asynchronous write per line still cost a system call per
// request. Every other line goes out at once, after the access lines before it, so the order holds.
// A kill -9 loses at most the last FLUSH_MS of access lines.
function stdoutWithBufferedLines(): pino.DestinationStream {
  const dest = pino.destination({ dest: 1, sync: false });
  let pending = '';
  let timer: NodeJS.Timeout | null = null;
  const drain = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const lines = pending;
    pending = '';
    dest.write(lines);
  };
  // After pino's own exit flush of `dest` (registered before this), so the order holds there too.
  process.once('exit', () => {
    if (pending) fs.writeSync(1, pending);
  });
  return {
    write(line: string) {
      if (pending) drain();
      dest.write(line);
    },
    [BUFFERED_WRITE](line: string) {
      pending += line;
      if (pending.length >= 16384) drain();
      else if (!timer) {
        timer = setTimeout(drain, FLUSH_MS);
        timer.unref();
      }
    },
    flush(cb?: (err?: Error) => void) {
      drain();
      dest.flush(cb);
    },
    flushSync() {
      drain();
      dest.flushSync();
    },
  } as pino.DestinationStream;
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
    else if (TEXT_KEYS.has(key) && typeof v === 'string') o[key] = maskText(db ? maskQuoted(v) : v);
    else if (v && typeof v === 'object' && depth < 5) {
      o[key] = Array.isArray(v)
        ? v.map((x) => (x && typeof x === 'object' ? scrub({ ...x }, depth + 1) : x))
        : scrub({ ...(v as Record<string, unknown>) }, depth + 1);
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
  return text.replace(
    /(\b(?:key|column|constraint|table|database|function|index|user)\s+)?('(?:[^'\\\n]|\\.|'')*')/gi,
    (_m, name: string | undefined, quoted: string) => (name ? `${name}${quoted}` : "'?'"),
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

// Writes a line at info level from fields already in JSON (`,"key":value` pairs), laid out as pino
// lays out its own lines: level, time, the logger's bindings, the fields, the message. For the
// access line of every request, whose fields are ids, numbers and route patterns: pino's walk of a
// fields object (serializers, redaction paths, a stringify per key) was most of that line's cost.
// A destination that wants pino's per-line metadata (multistream), or a logger with a mixin or a
// log formatter, gets the line through pino itself.
export function rawLineWriter(log: Logger, msg: string): (fields: string) => void {
  const s = pino.symbols;
  const l = log as unknown as Record<symbol, unknown>;
  const formatters = l[s.formattersSym] as { log?: unknown } | undefined;
  const plain =
    !l[s.mixinSym] &&
    !formatters?.log &&
    !l[s.nestedKeySym] &&
    !l[(s as unknown as Record<string, symbol>).msgPrefixSym!] &&
    !(l[s.hooksSym] as { streamWrite?: unknown } | undefined)?.streamWrite;
  const tail = `,${JSON.stringify(l[s.messageKeySym] ?? 'msg')}:${JSON.stringify(msg)}${l[s.endSym] as string}`;
  return (fields) => {
    if (!log.isLevelEnabled('info')) return;
    // Read per line, as pino does: a logger's destination can be swapped.
    const stream = l[s.streamSym] as { write(line: string): void; [BUFFERED_WRITE]?: (line: string) => void } & Record<symbol, unknown>;
    if (!plain || stream[s.needsMetadataGsym] === true) return void log.info(JSON.parse(`{${fields.slice(1)}}`) as object, msg);
    const level = (l[s.lsCacheSym] as Record<number, string>)[log.levels.values.info!]!;
    const line = level + (l[s.timeSym] as () => string)() + (l[s.chindingsSym] as string) + fields + tail;
    const buffered = stream[BUFFERED_WRITE];
    if (buffered) buffered(line);
    else stream.write(line);
  };
}
