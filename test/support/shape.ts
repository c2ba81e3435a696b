import fs from 'node:fs';
import path from 'node:path';

// Reference replies copied from Paystack's documentation samples (test/fixtures/paystack).
export function sample(resource: string, name: string, status = '200'): any {
  const file = path.join(__dirname, '..', 'fixtures', 'paystack', resource, `${name}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'))[status].data;
}

const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

// Every key of the sample is present in `actual` with the same JSON type (null on either side is
// accepted: Paystack's own samples show the same fields as null or filled; arrays are compared through their first element). Returns the mismatches, so a failing
// expectation lists them all.
export function shapeMismatches(actual: unknown, reference: unknown, at = '$'): string[] {
  if (reference === null || actual === null) return [];
  if (kind(actual) !== kind(reference)) return [`${at}: expected ${kind(reference)}, got ${kind(actual)}`];
  if (Array.isArray(reference)) {
    if (!reference.length || !(actual as unknown[]).length) return [];
    return shapeMismatches((actual as unknown[])[0], reference[0], `${at}[0]`);
  }
  if (typeof reference === 'object') {
    const out: string[] = [];
    for (const [key, value] of Object.entries(reference as Record<string, unknown>)) {
      if (!(key in (actual as Record<string, unknown>))) out.push(`${at}.${key}: missing`);
      // The metadata sample holds merchant data, not a shape to follow.
      else if (key !== 'metadata') out.push(...shapeMismatches((actual as Record<string, unknown>)[key], value, `${at}.${key}`));
    }
    return out;
  }
  return [];
}

// A documentation sample reply (test/fixtures/paystack/api/<resource>/<action>/response.json,
// copied from PaystackOSS/doc-code-snippets): the whole body for the given status key.
export function sampleReply(resource: string, action: string, status = '200'): any {
  const file = path.join(__dirname, '..', 'fixtures', 'paystack', 'api', resource, action, 'response.json');
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!(status in doc)) throw new Error(`no ${status} sample in ${resource}/${action}`);
  return doc[status].data;
}

// Field for field, stricter than shapeMismatches: every key of the sample is present; where the
// sample shows a value, Kobo's is of the same JSON type (an object is not answered as null, an id
// or a string); arrays are compared through their first elements. A null in the sample says
// nothing of the type, so anything goes there. `nullable` lists the paths (`$.data.paid_at`,
// `$.data[].plan`) where the sample shows a state Kobo's reply is not in (unpaid, not yet
// settled), so null or an empty object is right there. Keys Kobo adds are returned apart, in `extra`.
export function replyDifferences(actual: unknown, reference: unknown, nullable: readonly string[] = [], at = '$'): { missing: string[]; extra: string[] } {
  const out = { missing: [] as string[], extra: [] as string[] };
  const walk = (a: unknown, r: unknown, p: string): void => {
    if (r === null) return;
    if (nullable.includes(p) && (a === null || (kind(a) === 'object' && !Object.keys(a as object).length))) return;
    if (a === null) {
      out.missing.push(`${p}: null, the sample has ${kind(r)}`);
      return;
    }
    if (kind(a) !== kind(r)) {
      out.missing.push(`${p}: ${kind(a)}, the sample has ${kind(r)}`);
      return;
    }
    if (Array.isArray(r)) {
      const list = a as unknown[];
      if (r.length && list.length) walk(list[0], r[0], `${p}[]`);
      return;
    }
    if (typeof r !== 'object') return;
    const ao = a as Record<string, unknown>;
    const ro = r as Record<string, unknown>;
    for (const [key, value] of Object.entries(ro)) {
      const child = `${p}.${key}`;
      if (!(key in ao)) out.missing.push(`${child}: missing`);
      // Merchant metadata is whatever the merchant sent: only its presence is a shape.
      else if (key === 'metadata' && p !== '$' && ao[key] !== null) continue;
      else walk(ao[key], value, child);
    }
    for (const key of Object.keys(ao)) if (!(key in ro)) out.extra.push(`${p}.${key}`);
  };
  walk(actual, reference, at);
  return out;
}
