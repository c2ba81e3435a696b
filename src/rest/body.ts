import type { Request, RequestHandler } from 'express';
import qs from 'qs';
import { DomainError } from '../core/errors';
import { parseJson } from './json';

// Invalid UTF-8 is refused rather than silently turned into U+FFFD: a replaced byte in an email or
// a reference would store something the client never sent.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

// Paystack clients send JSON with and without a Content-Type, form bodies, JSON on GETs and a JSON
// Content-Type on bodiless DELETEs. So the raw bytes are read once and parsed by what they are,
// not by what the header claims. The result is always an object (or an array for batch calls).
export function readBody(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    if (req.body !== undefined) return next();
    readRequestBody(req, maxBytes, next);
  };
}

// Reads and parses the body onto req.body (and the raw bytes onto req.rawBody), then calls `done`
// once, with the error if the body is too large or unreadable.
export function readRequestBody(req: Request, maxBytes: number, done: (err?: unknown) => void): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return done(tooLarge(maxBytes));
  // Nothing announced (no length, not chunked): a GET or DELETE as most clients send it. Reading
  // an empty stream would cost a turn of the event loop for nothing.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    (req as { rawBody?: Buffer }).rawBody = EMPTY;
    req.body = {};
    return done();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on('data', (chunk: Buffer) => {
    if (failed) return;
    size += chunk.length;
    if (size > maxBytes) {
      failed = true;
      // Stop buffering but let the request finish, so the 413 reaches the client.
      req.resume();
      return done(tooLarge(maxBytes));
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (failed) return;
    try {
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      (req as { rawBody?: Buffer }).rawBody = raw;
      req.body = parseBody(raw, String(req.headers['content-type'] ?? ''));
    } catch (err) {
      return done(err);
    }
    done();
  });
  req.on('error', (err) => {
    if (!failed) done(err);
  });
}

const EMPTY = Buffer.alloc(0);

const FILE_TYPES = /^\s*(application\/(octet-stream|pdf)|image\/[a-z0-9.+-]+)\s*(;|$)/i;

// A body declared as a file (a dispute's evidence, PUT to its upload URL) that is not JSON or a form
// is no error: it stays bytes, and the route reads rawBody.
function parseBody(raw: Buffer, contentType: string): unknown {
  try {
    return parse(decode(raw), contentType);
  } catch (err) {
    if (FILE_TYPES.test(contentType)) return {};
    throw err;
  }
}

function parse(text: string, contentType: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const formDeclared = contentType.includes('application/x-www-form-urlencoded');
  if (trimmed.startsWith('{') || trimmed.startsWith('[') || (!formDeclared && contentType.includes('json'))) {
    let value: unknown;
    try {
      value = parseJson(trimmed);
    } catch (err) {
      // Valid JSON holding what no field may (an unpaired surrogate) says so itself.
      if (err instanceof DomainError) throw err;
      if (formDeclared) return parseForm(trimmed);
      throw new DomainError('validation', 'Invalid JSON in request body', 'invalid_json');
    }
    if (value === null || typeof value !== 'object') {
      throw new DomainError('validation', 'Request body must be a JSON object', 'invalid_json');
    }
    return value;
  }
  if (formDeclared || /^[^=&\s]+=/.test(trimmed)) return parseForm(trimmed);
  const declared = contentType.split(';')[0]!.trim();
  throw new DomainError(
    'validation',
    `Request body must be JSON (application/json) or form-encoded (application/x-www-form-urlencoded)${declared ? `, not ${declared.slice(0, 100)}` : ''}; a dispute evidence upload URL also takes application/pdf, image/* or application/octet-stream`,
    'invalid_json',
  );
}

function decode(raw: Buffer): string {
  try {
    return utf8.decode(raw);
  } catch {
    throw new DomainError('validation', 'Request body is not valid UTF-8', 'invalid_encoding');
  }
}

function parseForm(text: string): unknown {
  return qs.parse(text, { depth: 5, arrayLimit: 1000, parameterLimit: 5000, decoder: strictDecode });
}

// qs keeps a percent sequence it cannot decode (`%FF`) as literal text; refuse it like raw bytes.
function strictDecode(str: string): string {
  const spaced = str.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    throw new DomainError('validation', 'Request body is not valid UTF-8', 'invalid_encoding');
  }
}

function tooLarge(maxBytes: number): DomainError {
  return new DomainError('payload_too_large', `Request body is larger than ${maxBytes} bytes`);
}
