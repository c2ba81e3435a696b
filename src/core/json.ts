import { DomainError } from './errors';
import { hasUnpairedSurrogate, unpairedSurrogateMessage } from './validate';

// JSON.parse keeps a `__proto__` key as an own property, harmless until some later copy
// (Object.assign, a merge) runs the prototype setter with it. Request JSON never needs that key, so
// it is dropped at every level. The reviver only runs when the text could hold one: it costs a
// call per value on the hot path otherwise (a \u escape can spell the key too).
//
// The same reviver refuses a lone UTF-16 surrogate (`"\ud800"`). Only a \u escape can make one
// (the body's bytes are strict UTF-8), and no text column can hold it: MariaDB's JSON CHECK fails
// on it (a 500 wherever it reached an event payload or metadata) and a plain column stores U+FFFD,
// text the client never sent. One rule at the door for every field of every route and GraphQL
// variable sent over HTTP.
export function parseJson(text: string): unknown {
  return text.includes('__proto__') || text.includes('\\u') ? JSON.parse(text, revive) : JSON.parse(text);
}

function revive(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (typeof value === 'string' && hasUnpairedSurrogate(value))
    throw new DomainError('validation', unpairedSurrogateMessage(key, value), 'invalid_encoding', key);
  // A key is checked where its value is: the reviver sees every key once.
  if (hasUnpairedSurrogate(key)) throw new DomainError('validation', unpairedSurrogateMessage(null, key), 'invalid_encoding');
  return value;
}

// A field a client may send as a value or as a JSON string of one (form bodies, some SDKs). A string
// that is not JSON is the caller's error for that field; one JSON holds but Kobo refuses (a lone
// surrogate) keeps parseJson's own error.
export function valueOrJson(value: unknown, notJson: () => DomainError): unknown {
  if (typeof value !== 'string') return value;
  try {
    return parseJson(value);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw notJson();
  }
}

// JSON text known to hold a value of type T (a stored reply document): a string to send as it is,
// whose content the OpenAPI document still describes (scripts/emit-reply-schemas.ts reads T).
export type JsonText<T> = string & { readonly __json?: T };
