import { DomainError, invalid, missing } from './errors';

// Semantic checks shared by both transports. Type coercion of wire input (numeric strings, JSON
// strings) happens in the REST adapter; these run on already-typed values.
// What an address can hold: the RFC 5322 dot-atom local part (ASCII letters, digits and
// !#$%&'*+/=?^_`{|}~-, dots between them) and an ASCII host name, which is how an
// internationalised domain travels (xn--…). Anything else (NUL and other control characters, bidi
// overrides, spaces, quotes, raw non-ASCII) is refused rather than stored and charged.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@${LABEL}(?:\\.${LABEL})+$`);

export const INVALID_EMAIL = 'Invalid Email Address Passed';

export function requireEmail(value: string | undefined | null, field = 'email'): string {
  if (value === undefined || value === null || value === '') throw missing(field, 'Email is required');
  const email = value.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (email.length > 254 || at > 64 || !EMAIL.test(email)) throw invalid(field, INVALID_EMAIL);
  return email;
}

// C0 and C1 control characters, DEL, and the bidi embedding/override/isolate marks that make a
// name or reference display as something else. None belongs in a one-line field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

export function assertPlainText(value: string, field: string): string {
  if (!CONTROL.test(value)) return value;
  // An email keeps its documented message whichever check catches it first.
  throw invalid(field, /(^|_)email$/.test(field) ? INVALID_EMAIL : `${field} contains characters that are not allowed`);
}

// Half of a UTF-16 surrogate pair without its other half: JavaScript strings can hold one (a JSON
// `\ud800` escape makes it), but it is not text. UTF-8 cannot encode it, so a database either
// refuses it (MariaDB's JSON CHECK) or stores U+FFFD in its place.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnpairedSurrogate(value: string): boolean {
  return UNPAIRED_SURROGATE.test(value);
}

// Names the field (when there is one) and the code unit, as the client wrote it: `\ud800`.
export function unpairedSurrogateMessage(field: string | null, value: string): string {
  const unit = value.match(UNPAIRED_SURROGATE)![0].charCodeAt(0).toString(16);
  const where = field && !/^\d+$/.test(field) && !hasUnpairedSurrogate(field) ? `${field} holds` : 'The request holds';
  return `${where} an unpaired UTF-16 surrogate (\\u${unit}): text must be valid Unicode (a surrogate is sent only as a high and low pair)`;
}

// The first unpaired surrogate in a value parsed by someone else (GraphQL variables from graphql-ws
// or a GET query string), as the message above; null when there is none.
export function unpairedSurrogateIn(value: unknown): string | null {
  const stack: Array<[unknown, string | null, number]> = [[value, null, 0]];
  while (stack.length) {
    const [v, field, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasUnpairedSurrogate(v)) return unpairedSurrogateMessage(field, v);
    } else if (v && typeof v === 'object' && depth < 64) {
      for (const [k, child] of Object.entries(v)) {
        if (hasUnpairedSurrogate(k)) return unpairedSurrogateMessage(null, k);
        stack.push([child, Array.isArray(v) ? field : k, depth + 1]);
      }
    }
  }
  return null;
}

export function optionalText(value: string | undefined | null, field: string, max = 255): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const text = assertPlainText(value, field).trim();
  if (text.length > max) throw invalid(field, `${field} must be at most ${max} characters`);
  return text === '' ? null : text;
}

export function requireText(value: string | undefined | null, field: string, max = 255): string {
  const text = optionalText(value, field, max);
  if (!text) throw missing(field);
  return text;
}

// The slug of a public link (/pay/:slug, /shop/:slug): letters, digits, - and _.
export const SLUG = /^[A-Za-z0-9_-]{3,100}$/;

export function checkSlug(slug: string): string {
  if (!SLUG.test(slug)) throw invalid('slug', 'Slug is invalid: use 3 to 100 letters, digits, - or _');
  return slug;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], field: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalid(field, `${field} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

export type Metadata = Record<string, unknown>;

// Both databases store metadata in JSON columns, and MariaDB's JSON check refuses nesting past 32;
// a deep value also costs every reader a deep recursion. 20 levels is far more than any real
// payload uses.
export const METADATA_MAX_DEPTH = 20;
export const METADATA_MAX_BYTES = 64 * 1024;

export function checkMetadata(value: unknown, field = 'metadata'): Metadata | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(field, `${field} must be an object`);
  // Depth first, without recursion, so JSON.stringify below never meets a value deep enough to
  // overflow the stack.
  if (jsonDepth(value) > METADATA_MAX_DEPTH) throw invalid(field, `${field} is nested too deeply: at most ${METADATA_MAX_DEPTH} levels`);
  if (Buffer.byteLength(JSON.stringify(value)) > METADATA_MAX_BYTES) throw invalid(field, `${field} is too large: at most ${METADATA_MAX_BYTES} bytes`);
  return value as Metadata;
}

// Nesting depth of a JSON-like value ({} and [] count one level each), by an explicit stack. Stops
// counting once past the limit, so a hostile value costs no more than a legitimate one.
export function jsonDepth(value: unknown, stopAfter = METADATA_MAX_DEPTH + 1): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) max = depth;
    if (max >= stopAfter) return max;
    for (const child of Object.values(v as object)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return max;
}

// A URL a merchant gives (callback, redirect, webhook): fully qualified http(s), as given.
export function checkUrl(value: string, field: string): string {
  // The URL parser silently drops tabs and newlines and keeps other control characters escaped;
  // what is stored is the text as given, so refuse them rather than store one URL and show another.
  if (hasControlCharacters(value)) throw invalid(field, `${field} must be a fully qualified http(s) URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(field, `${field} must be a fully qualified http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(field, `${field} must be a fully qualified http(s) URL`);
  if (value.length > 2048) throw invalid(field, `${field} must be at most 2048 characters`);
  return value;
}

// A merchant's transaction reference: only `-`, `.`, `=` and letters/digits; blank means none.
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export function checkReference(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const ref = value.trim();
  if (ref === '') return undefined;
  if (!REFERENCE.test(ref)) {
    throw new DomainError('validation', 'Invalid character in transaction reference', 'invalid_reference', 'reference');
  }
  return ref;
}
